#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium at /usr/bin/chromium (never a downloaded browser).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the e2e tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The e2e tests need Debian's Chromium. Install it with:" >&2
echo "  sudo apt-get install -y chromium" >&2
exit 1
