#!/usr/bin/env bash
# Installs what building and testing Boardroom needs, skipping whatever is already
# present at the right version. Safe to run again and again.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
log() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

# The toolchain and wasm target come from rust-toolchain.toml.
rustup show active-toolchain >/dev/null 2>&1 || rustup toolchain install
rustup target list --installed | grep -q wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

have_version() { command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | grep -q "$2"; }

if ! have_version trunk "$TRUNK_VERSION"; then
  log "installing trunk $TRUNK_VERSION (a few minutes)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# wasm-bindgen-cli must match the wasm-bindgen in Cargo.lock exactly.
WB_VERSION=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
if ! have_version wasm-bindgen "$WB_VERSION"; then
  log "installing wasm-bindgen-cli $WB_VERSION (a few minutes)"
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --locked \
    || cargo install wasm-bindgen-cli --version "$WB_VERSION"
fi

if [ "${SKIP_BROWSER_SETUP:-}" != 1 ]; then
  if ! command -v chromium >/dev/null 2>&1; then
    log "installing Debian's chromium"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  fi
  if [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/binaryen ]; then
    log "installing node packages"
    npm ci --no-audit --no-fund --loglevel=error
  fi
fi
log "ready"
