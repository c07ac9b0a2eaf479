#!/usr/bin/env bash
# The browser tests drive Debian's headless Chromium at /usr/bin/chromium-headless-shell (tests/chromium.ts; never a
# downloaded browser).
exec bash "$(dirname "$0")/ensure-debian-package.sh" /usr/bin/chromium-headless-shell chromium-headless-shell "The browser tests"
