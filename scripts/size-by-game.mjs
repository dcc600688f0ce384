// How much of the app's wasm each game and each part of the app takes: builds the
// release wasm with its symbol names kept (no wasm-opt), adds up the code of every
// function by the module it comes from (its mangled name says), and prints each
// part's share of the code, with that share of the shipped (LZMA-packed) wasm.
// Not a test: it prints numbers.
//   node scripts/size-by-game.mjs [--no-build] [--dist dist]
// The whole app as cargo links it, before the build hook cuts it into the parts
// loaded when first needed (src/app/parts.rs): the shares are of all of it, scaled
// to the shipped main wasm plus the parts (LZMA-packed as served).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { fedBytes } from './lzma.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
  },
});

if (!opts['no-build']) {
  // Names kept by the app's own link only: the dependencies stay as `trunk build
  // --release` compiled them (stripping them too would rebuild every one).
  const keepNames = ['--config', 'profile.release.package.boardroom.strip=false'];
  execFileSync('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '--bin', 'boardroom', ...keepNames], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
const wasm = readFileSync(join(ROOT, 'target/wasm32-unknown-unknown/release/boardroom.wasm'));

// --- A small reader for the parts of the wasm format we need.
let at = 8; // magic and version
const u32 = () => {
  let result = 0;
  let shift = 0;
  for (;;) {
    const byte = wasm[at++];
    result |= (byte & 0x7f) << shift;
    if (!(byte & 0x80)) return result >>> 0;
    shift += 7;
  }
};
const str = () => {
  const n = u32();
  const s = wasm.toString('utf8', at, at + n);
  at += n;
  return s;
};

let importedFunctions = 0;
const bodySizes = [];
const names = new Map();
while (at < wasm.length) {
  const id = wasm[at++];
  const size = u32();
  const end = at + size;
  if (id === 2) {
    // Imports: only functions take function indices.
    for (let n = u32(); n > 0; n--) {
      str();
      str();
      const kind = wasm[at++];
      if (kind === 0) {
        u32();
        importedFunctions++;
      } else if (kind === 1) {
        at++;
        const flags = u32();
        u32();
        if (flags & 1) u32();
      } else if (kind === 2) {
        const flags = u32();
        u32();
        if (flags & 1) u32();
      } else if (kind === 3) {
        at += 2;
      }
    }
  } else if (id === 10) {
    for (let n = u32(); n > 0; n--) {
      const body = u32();
      bodySizes.push(body);
      at += body;
    }
  } else if (id === 0 && str() === 'name') {
    while (at < end) {
      const sub = wasm[at++];
      const subSize = u32();
      const subEnd = at + subSize;
      if (sub === 1) {
        for (let n = u32(); n > 0; n--) {
          const index = u32();
          names.set(index, str());
        }
      }
      at = subEnd;
    }
  }
  at = end;
}

// --- Which part of the app a function belongs to, from its mangled path.
const GAMES = readdirSync(join(ROOT, 'src/games'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// A trait method implemented on one of our types is named after the impl
// ("_ZN112_$LT$boardroom..app..Typed$LT$G$GT$$u20$as$u20$...") rather than a path.
const ours = (name, path) => {
  const impl = /^_ZN\d+_\$LT\$boardroom\.\.([a-z_.]+)/.exec(name);
  if (impl) return `${impl[1]}.`.startsWith(`${path.join('..')}..`);
  return name.includes(`9boardroom${path.map((p) => `${p.length}${p}`).join('')}`);
};
const part = (name) => {
  for (const g of GAMES) if (ours(name, ['games', g])) return `game: ${g}`;
  if (ours(name, ['app'])) return 'app (frame, pages, kit)';
  if (ours(name, ['engine'])) return 'engine (rules core, bots)';
  if (ours(name, ['save'])) return 'save codes and store';
  if (/leptos|tachys|reactive_graph/.test(name)) return 'Leptos';
  if (/wasm_bindgen|web_sys|js_sys/.test(name)) return 'wasm-bindgen, web-sys';
  return 'standard library and other crates';
};
const totals = new Map();
let code = 0;
bodySizes.forEach((size, i) => {
  const name = names.get(i + importedFunctions) ?? '';
  const key = part(name);
  totals.set(key, (totals.get(key) ?? 0) + size);
  code += size;
});

const distDir = resolve(ROOT, opts.dist);
// A release build ships the main wasm LZMA-packed inside index.html, in base64 pieces
// (scripts/post-build.mjs), and the parts as `.wasm.lzma` files.
const packedMain = existsSync(join(distDir, 'index.html')) ? fedBytes(readFileSync(join(distDir, 'index.html'), 'utf8')).length : 0;
const partsPacked = readdirSync(distDir)
  .filter((f) => /^(split_\w+|chunk_\d+)\.wasm\.lzma$/.test(f))
  .reduce((sum, f) => sum + statSync(join(distDir, f)).size, 0);
const shippedPacked = packedMain ? packedMain + partsPacked : 0;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`code in the unoptimised release wasm: ${kib(code)} (${names.size ? 'with names' : 'NO NAMES'})`);
if (shippedPacked) console.log(`shipped wasm (the main one in index.html and the parts, LZMA-packed): ${kib(shippedPacked)}; shares below are of that`);
else console.log(`no release build in ${distDir}: the shares below are of nothing`);
console.log('part                                     code share   ≈ packed');
for (const [key, size] of [...totals].sort((a, b) => b[1] - a[1])) {
  const share = size / code;
  console.log(`${key.padEnd(40)} ${(share * 100).toFixed(1).padStart(5)}%   ${kib(share * shippedPacked).padStart(10)}`);
}
