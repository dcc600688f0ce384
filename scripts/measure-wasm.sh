#!/usr/bin/env bash
# Engine speed in WebAssembly (release profile, as shipped), run in Node's V8:
# the Zaibatsu solver on all 48 companies, and Normal/Hard bot decisions per game.
# Not a test: it prints numbers.   ./scripts/measure-wasm.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --target wasm32-unknown-unknown --example wasm_speed
out=target/wasm-speed
wasm-bindgen --target nodejs --out-dir "$out" target/wasm32-unknown-unknown/release/examples/wasm_speed.wasm
# The repository's package.json says "module"; wasm-bindgen's Node output is CommonJS.
echo '{"type": "commonjs"}' > "$out/package.json"
node -e '
const m = require(process.argv[1]);
m.solver_48_ms(5);
console.log(JSON.stringify({ solver_best_plan_48_cards_ms: +m.solver_48_ms(200).toFixed(3) }));
for (const [game, players] of [["zaibatsu", 2], ["zaibatsu", 3], ["zaibatsu", 4], ["detroit", 6], ["detroit", 10], ["detroit", 18]]) {
  for (const kind of ["normal", "hard"]) console.log(m.bot_ms(game, players, kind, kind === "hard" ? 20 : 60));
}' "$PWD/$out/wasm_speed.js"
