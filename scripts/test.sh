#!/usr/bin/env bash
# Installs what is missing, then runs every check, stopping at the first failure:
#   formatting; the native chain (clippy, cargo test, the connection tests' audit) beside
#   the rest at the lowest priority; clippy for wasm (and the unpacker's and the packer's
#   crates), trunk build --release, the start-up script's and unpacker's tests, browser
#   tests, the smoke suite in Firefox and WebKit, then the connection tests inside a
#   network namespace (tests/browser/netns.sh).
# Ends with each step's time and one summary line; exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
# A run starts from a clean target as often as not (CI's fresh clone), where
# incremental compilation only writes caches nobody reads: the debug builds of
# `cargo test` took 135 s with it off against 185 s on.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"

started=$SECONDS
summary_log=$(mktemp)
native_dir=$(mktemp -d)
times=()
native_pid=""
# The native chain (below) is a process group of its own, stopped with the run.
trap 'rm -rf "$summary_log" "$native_dir"; [ -z "$native_pid" ] || kill -- -"$native_pid" 2>/dev/null' EXIT
trap 'exit 130' INT TERM

step=""
fail() {
  echo
  printf '%s\n' "${times[@]}"
  echo "test.sh: FAILED at \"$step\" after $((SECONDS - started)) s"
  exit 1
}
# Runs one step, keeping its output for the final count of tests.
run() {
  step="$1"; shift
  printf '\n\033[1m==> %s\033[0m\n' "$step"
  local t=$SECONDS
  "$@" 2>&1 | tee -a "$summary_log"
  local rc=${PIPESTATUS[0]}
  [ "$rc" = 0 ] || fail
  echo "--- $step: ok ($((SECONDS - t)) s)"
  times+=("$(printf '%6d s  %s' "$((SECONDS - t))" "$step")")
  native_failed
}

# The native chain runs beside the others at the lowest priority (below). One of its
# steps, written to the chain's own log and times.
native_step() {
  local name="$1"; shift
  local t=$SECONDS
  printf '\n\033[1m==> %s (beside the others)\033[0m\n' "$name"
  "$@" 2>&1 || { echo "$name" > "$native_dir/failed"; return 1; }
  echo "--- $name: ok ($((SECONDS - t)) s, beside the others)"
  printf '%6d s  %s (beside the others)\n' "$((SECONDS - t))" "$name" >> "$native_dir/times"
}
# Joins the native chain early if it has failed, which then fails the run.
native_failed() {
  [ -n "$native_pid" ] && [ -e "$native_dir/failed" ] || return 0
  native_join
}
# Waits for the native chain, then adds its output and times to the run's.
native_join() {
  printf '\n\033[1m==> waiting for the native chain\033[0m\n'
  local t=$SECONDS
  wait "$native_pid"; local rc=$?; native_pid=""
  tee -a "$summary_log" < "$native_dir/log"
  if [ "$rc" != 0 ]; then step="$(cat "$native_dir/failed" 2>/dev/null || echo 'the native chain') (beside the others)"; fail; fi
  [ ! -e "$native_dir/times" ] || mapfile -t -O "${#times[@]}" times < "$native_dir/times"
  times+=("$(printf '%6d s  %s' "$((SECONDS - t))" "waiting for the native chain")")
}

run "setup" ./scripts/setup.sh
run "cargo fmt --check" cargo fmt --all --check
# The native chain (clippy, `cargo test`, the connection tests' audit) runs beside the
# wasm build and the browser tests, at the lowest CPU priority: the release build
# compiles its crate on one core for about 90 s, and the browser tests leave about a
# quarter of the two cores idle, waiting on pages. The chain uses what they leave; its
# output is printed when it is joined, before the connection tests, which run the audit.
# Its steps stop at its first failure, which fails the run at the next step's end.
set -m
(
  renice -n 19 -p "$BASHPID" > /dev/null
  native_step "cargo clippy (native)" cargo clippy --all-targets -- -D warnings &&
  # The library, binaries and tests; not the examples, which clippy has checked
  # (building them too took 25 s more). There are no doc tests.
  native_step "cargo test" cargo test --lib --bins --tests &&
  # The audit of what the connection tests' devices received (examples/net_audit.rs),
  # built before them rather than inside the first test that asks for it.
  native_step "the connection tests' audit" cargo build --offline --example net_audit
) > "$native_dir/log" 2>&1 &
native_pid=$!
set +m
# In the release profile, like the build below, which then finds the host's
# proc-macros built: clippy and the build 330 s against 418 s from a clean target.
run "cargo clippy (wasm32)" cargo clippy --release --target wasm32-unknown-unknown --lib --bins -- -D warnings
# The page's LZMA unpacker (scripts/unlzma, built for wasm only) and the build's packer
# (scripts/lzma-pack, native), crates of their own.
run "the unpacker's crate: fmt and clippy" bash -c 'cargo fmt --manifest-path scripts/unlzma/Cargo.toml --check &&
  cargo clippy --manifest-path scripts/unlzma/Cargo.toml --release --target wasm32-unknown-unknown --target-dir "${CARGO_TARGET_DIR:-target}/unlzma" -- -D warnings'
run "the packer's crate: fmt and clippy" bash -c 'cargo fmt --manifest-path scripts/lzma-pack/Cargo.toml --check &&
  cargo clippy --manifest-path scripts/lzma-pack/Cargo.toml --release --target-dir "${CARGO_TARGET_DIR:-target}/lzma-pack" -- -D warnings'
run "trunk build --release" trunk build --release
run "script tests (start-up and unpacker)" node --test tests/js/*.test.mjs
run "browser tests" node --test --test-concurrency=1 tests/browser/*.test.mjs
# A smoke suite in Firefox ESR and WebKitGTK (docs/browsers.md); the full suite is Chromium's.
run "browser tests (Firefox and WebKit)" node --test --test-concurrency=1 tests/browser/*.engines.mjs
native_join
# Devices connected over WebRTC, inside a network namespace of their own (needs root).
run "browser tests (connections, in a network namespace)" \
  tests/browser/netns.sh node --test --test-concurrency=1 tests/browser/*.net.mjs

# Totals over cargo's "test result: ok. N passed; M failed; ..." lines and node's
# "# pass N" / "# fail N" (TAP) or "ℹ pass N" (spec) lines.
read -r passed failed < <(awk '
  /^test result: / { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed;?$/) p += $i; if ($(i+1) ~ /^failed;?$/) f += $i } }
  /^(# |ℹ )pass [0-9]+$/ { p += $NF }
  /^(# |ℹ )fail [0-9]+$/ { f += $NF }
  END { print p + 0, f + 0 }' "$summary_log")
echo
echo "test.sh: each step's time"
printf '%s\n' "${times[@]}"
echo "test.sh: every step passed in $((SECONDS - started)) s"
echo "summary: $passed passed, $failed failed"
[ "$failed" = 0 ]
