#!/usr/bin/env bash
# The cluster test puts Debian's nginx in front of the shop's processes (scripts/cluster/nginx.ts).
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's nginx for the cluster test…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  exit 0
fi
echo "The cluster test needs Debian's nginx. Install it with:" >&2
echo "  sudo apt-get install -y nginx" >&2
exit 1
