#!/usr/bin/env bash
# Makes sure a Chromium the end-to-end tests can drive is on this machine. Playwright cannot
# download its own browser here (only the npm registry and Debian's packages are reachable),
# so the tests use Debian's `chromium-headless-shell` (the lighter headless build Playwright
# prefers; playwright.config.ts says why), else its `chromium`, or whatever CHROMIUM_PATH names.
set -euo pipefail

BROWSER="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
FALLBACK=/usr/bin/chromium

# True when the binary exists and answers --version (Debian's wrapper prints a harmless
# "[: unexpected operator" on stderr, hence the 2>/dev/null).
runs() {
  [ -x "$1" ] && "$1" --version >/dev/null 2>&1
}

if runs "$BROWSER"; then
  exit 0
fi

if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH does not exist or does not run." >&2
  echo "ensure-chromium: point CHROMIUM_PATH at a working Chromium/Chrome binary, or unset it to use Debian's /usr/bin/chromium." >&2
  exit 1
fi

# Root runs apt-get directly; anyone else only through password-less sudo (`sudo -n`).
CAN_INSTALL=0
SUDO=()
if [ "$(id -u)" -eq 0 ]; then
  CAN_INSTALL=1
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  CAN_INSTALL=1
  SUDO=(sudo -n)
fi

# Another apt process (unattended upgrades, a parallel install) may hold the dpkg lock for a
# while: retry instead of failing the whole test run on it.
apt_retry() {
  local attempt
  for attempt in 1 2 3 4 5 6; do
    if ${SUDO[@]+"${SUDO[@]}"} env DEBIAN_FRONTEND=noninteractive "$@"; then
      return 0
    fi
    echo "ensure-chromium: '$*' failed (attempt $attempt/6); the dpkg lock may be held, retrying in 10 s" >&2
    sleep 10
  done
  return 1
}

if [ "$CAN_INSTALL" -eq 1 ]; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "ensure-chromium: $BROWSER not found; installing Debian's chromium-headless-shell and chromium packages" >&2
    apt_retry apt-get update -q || true
    apt_retry apt-get install -y -q chromium-headless-shell chromium || apt_retry apt-get install -y -q chromium || true
  fi
fi

if runs "$BROWSER"; then
  exit 0
fi

# The full browser serves too (playwright.config.ts falls back to it when the shell is missing).
if [ -z "${CHROMIUM_PATH:-}" ] && runs "$FALLBACK"; then
  echo "ensure-chromium: using $FALLBACK (the headless shell could not be installed; the e2e suite will take longer)" >&2
  exit 0
fi

cat >&2 <<MSG
ensure-chromium: no runnable Chromium at $BROWSER, and it could not be installed automatically.
The end-to-end tests need one. Either
  - install Debian's packages:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium
  - or set CHROMIUM_PATH to a Chromium/Chrome binary:  CHROMIUM_PATH=/path/to/chrome npm run test:e2e
MSG
exit 1
