#!/usr/bin/env bash
# Installs Debian's chromium for the headless browser test of the diagrams
# (internal/browsertest). Does nothing when /usr/bin/chromium exists.
# Usage: scripts/install-chromium.sh   (as root, or with sudo available)
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
	exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
	sudo="sudo"
fi

export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -qq -y --no-install-recommends chromium >/dev/null
/usr/bin/chromium --version
