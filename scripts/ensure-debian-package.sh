#!/usr/bin/env bash
# ensure-debian-package.sh <program> <package> <what needs it>: installs Debian's <package> when <program> is missing
# (as root, with apt-get), or stops with the one command that installs it. Never a downloaded binary.
set -euo pipefail
program=$1 package=$2 user=$3
if [ -x "$program" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's $package for $user…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  exit 0
fi
echo "$user need Debian's $package. Install it with:" >&2
echo "  sudo apt-get install -y $package" >&2
exit 1
