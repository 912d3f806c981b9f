#!/usr/bin/env bash
# Check a systemd unit with `systemd-analyze verify`, its /opt/pickomino-bot paths pointed at
# a checkout and its virtual environment (verify refuses an ExecStart that does not exist).
# systemd-analyze exits 0 on a line it cannot parse and ignores, so any word from it fails.
# Usage: deploy/verify-service.sh UNIT CHECKOUT [VENV]   (VENV: default CHECKOUT/.venv)
# Exit 0: clean; 1: systemd-analyze said something (printed); 3: no systemd-analyze here.
set -euo pipefail
unit=$1
checkout=$2
venv=${3:-$checkout/.venv}
if ! command -v systemd-analyze >/dev/null; then
    echo "systemd-analyze is not installed here: $unit not verified"
    exit 3
fi
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
sed -e "s|/opt/pickomino-bot/.venv|$venv|g" -e "s|/opt/pickomino-bot|$checkout|g" "$unit" > "$folder/$(basename "$unit")"
status=0
said=$(systemd-analyze verify "$folder/$(basename "$unit")" 2>&1) || status=$?
if [ "$status" -ne 0 ] || [ -n "$said" ]; then
    echo "$said"
    exit 1
fi
