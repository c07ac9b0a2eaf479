#!/usr/bin/env bash
# The cluster test puts Debian's nginx in front of the shop's processes (scripts/cluster/nginx.ts).
exec bash "$(dirname "$0")/ensure-debian-package.sh" /usr/sbin/nginx nginx "The cluster tests"
