#!/usr/bin/env bash
# Installs what is missing, then builds and serves the app at http://127.0.0.1:8080/
# with live reload (`trunk serve`). Extra arguments go to trunk, e.g.
#   ./scripts/serve.sh --release          the optimised build, with its offline worker
#   ./scripts/serve.sh --port 9000 --address 0.0.0.0
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

./scripts/setup.sh --build
exec trunk serve --address 127.0.0.1 --port 8080 "$@"
