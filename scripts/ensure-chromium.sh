#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium at /usr/bin/chromium (never a downloaded browser).
exec bash "$(dirname "$0")/ensure-debian-package.sh" /usr/bin/chromium chromium "The e2e tests"
