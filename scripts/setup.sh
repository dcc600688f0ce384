#!/usr/bin/env bash
# Installs what building, serving and testing Boardroom needs, skipping whatever is
# already present at the right version. Safe to run again and again, and concurrently
# (a second run waits for the first).
#
#   ./scripts/setup.sh            everything: Rust target, trunk, wasm-bindgen-cli, wasm-split-cli,
#                                 Node packages, Debian's chromium, firefox-esr,
#                                 webkit2gtk-driver and xvfb (for browser tests)
#   ./scripts/setup.sh --build    all but the browsers: enough to build and serve the app
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14   # 0.22 needs a newer rustc than rust-toolchain.toml pins
WITH_BROWSER=1
case "${1:-}" in
  "") ;;
  --build) WITH_BROWSER=0 ;;
  *) echo "usage: $0 [--build]" >&2; exit 2 ;;
esac

log() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive

# Installs of trunk and wasm-bindgen-cli take minutes: never run two at once.
mkdir -p target
exec 9>target/.setup.lock
if ! flock -n 9; then
  log "another setup is running; waiting for it"
  flock 9
fi

# Prints the version a tool reports ("trunk 0.21.14" -> 0.21.14), or nothing.
version_of() { command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | awk '{print $2; exit}'; }

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then $SUDO apt-get update -qq; apt_updated=1; fi
  $SUDO apt-get install -y -qq "$@" >/dev/null
}

# --- Rust: the toolchain and the wasm target come from rust-toolchain.toml.
command -v rustup >/dev/null || { echo "rustup is required: https://rustup.rs" >&2; exit 1; }
# (rustup >= 1.28 installs a toolchain file's toolchain with `toolchain install`; older
# ones do it on `rustup show`.)
rustup show active-toolchain >/dev/null 2>&1 || rustup toolchain install 2>/dev/null || rustup show >/dev/null
rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

if [ "$(version_of trunk)" != "$TRUNK_VERSION" ]; then
  log "installing trunk $TRUNK_VERSION (about 8 minutes on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# wasm-bindgen-cli must match the wasm-bindgen in Cargo.lock exactly. Its own lock file
# pins crates that no longer resolve, so no --locked here.
WB_VERSION=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$WB_VERSION" ] || { echo "no wasm-bindgen in Cargo.lock" >&2; exit 1; }
if [ "$(version_of wasm-bindgen)" != "$WB_VERSION" ]; then
  log "installing wasm-bindgen-cli $WB_VERSION (about 5 minutes on 2 cores)"
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --force
fi

# wasm-split cuts the app's wasm into the parts loaded when first needed (the build
# hook, scripts/post-build.mjs): wasm_split_cli_support's command line, the tool
# cargo-leptos uses. It prints no version, so cargo's list of installs says.
WS_VERSION=0.2.4
if ! cargo install --list | grep -qx "wasm_split_cli_support v$WS_VERSION:"; then
  log "installing wasm_split_cli_support $WS_VERSION (wasm-split-cli, about 3 minutes on 2 cores)"
  cargo install wasm_split_cli_support --version "$WS_VERSION" --features build-binary --locked
fi

# --- Node: runs the build hook (wasm-opt from binaryen) and the browser tests.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  log "installing Debian's nodejs and npm"
  apt_install nodejs npm
fi
# npm ci only when an installed package differs from package-lock.json.
if ! node -e '
  const lock = require("./package-lock.json").packages;
  for (const [path, want] of Object.entries(lock)) {
    if (!path) continue;
    let have; try { have = require(`./${path}/package.json`).version; } catch {}
    // Optional packages for other systems (lightningcss-darwin-arm64...) are never installed here.
    if (have === undefined && want.optional) continue;
    if (have !== want.version) process.exit(1);
  }' 2>/dev/null; then
  log "installing node packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi

# xz: the unpacker's tests check it against xz's own packing (tests/js/unlzma.test.mjs);
# Debian has it almost everywhere. The release build packs with liblzma through
# scripts/lzma-pack, which cargo builds from source with the machine's C compiler.
if ! command -v xz >/dev/null; then
  log "installing xz-utils"
  apt_install xz-utils
fi

# --- Debian's Chromium for the browser tests (never a downloaded browser build).
if [ "$WITH_BROWSER" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  log "installing Debian's chromium"
  apt_install chromium
fi
# Debian's Firefox ESR, WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb for the
# smoke suite in those browsers (tests/browser/*.engines.mjs); never a browser that a
# test tool downloads.
if [ "$WITH_BROWSER" = 1 ]; then
  missing=()
  [ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
  [ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null || missing+=(xvfb)
  if [ "${#missing[@]}" -gt 0 ]; then
    log "installing Debian's ${missing[*]}"
    apt_install "${missing[@]}"
  fi
fi
# `ip` (iproute2) makes the network namespace the connection tests run in.
if [ "$WITH_BROWSER" = 1 ] && ! command -v ip >/dev/null; then
  log "installing iproute2"
  apt_install iproute2
fi

log "ready: $(trunk --version), $(wasm-bindgen --version), wasm-split-cli $WS_VERSION, node $(node --version)"
