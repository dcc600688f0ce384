// Packs bytes the way a release build ships its wasm: LZMA in the LZMA-alone layout
// `xz --format=lzma` writes, by liblzma through a small tool of ours (scripts/lzma-pack,
// which says why not xz itself), with the unpacked size in the header so the page's
// unpacker (static/unlzma.js, scripts/unlzma) allocates once and stops exactly there.
// xz's preset 9e, with pb=0 (wasm code has no 2- or 4-byte alignment for the coder to
// exploit) and lc=4 (a literal is guessed from the whole previous byte's top half):
// measured on the app's wasm, 1.5 KB smaller than xz's default together.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const targetDir = () => (process.env.CARGO_TARGET_DIR ? resolve(process.env.CARGO_TARGET_DIR) : join(root, 'target'));

/** Runs `cargo build --release` on one of scripts/' crates, in a target folder of its own. */
function buildTool(name, target) {
  const dir = join(targetDir(), name);
  execFileSync(
    'cargo',
    ['build', '--release', '--quiet', ...(target ? ['--target', target] : []), '--manifest-path', join(root, 'scripts', name, 'Cargo.toml'), '--target-dir', dir],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return join(dir, ...(target ? [target] : []), 'release');
}

let packer;
const CODER = { lc: 4, pb: 0 };
/** The packer's command: its path (built on first use) and arguments. */
function packerCommand(preset, coder) {
  packer ??= join(buildTool('lzma-pack'), 'lzma-pack');
  return [packer, [...(preset ? ['--preset', preset] : []), String(coder.lc), String(coder.pb)]];
}

/**
 * `bytes` packed; with `preset` (a file's path), packed against that file's bytes,
 * which the unpacker must then be given too. `coder` changes the settings (for tests).
 */
export function lzma(bytes, preset, coder = CODER) {
  const [command, args] = packerCommand(preset, coder);
  return new Uint8Array(execFileSync(command, args, { input: bytes, maxBuffer: 1 << 28 }));
}

/**
 * `lzma`, answered when the packer is done rather than waited for: the build
 * packs a hundred parts, as many at once as the machine has cores.
 */
export function lzmaLater(bytes, preset, coder = CODER) {
  const [command, args] = packerCommand(preset, coder);
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    const out = [];
    child.stdout.on('data', (piece) => out.push(piece));
    child.on('error', fail);
    child.stdin.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(new Uint8Array(Buffer.concat(out))) : fail(new Error(`lzma-pack failed (exit ${code})`))));
    child.stdin.end(bytes);
  });
}

// What rustc 1.95 emits for wasm32-unknown-unknown by default (LLVM's "generic" CPU);
// wasm-opt must accept all of it, and must not introduce anything beyond it.
export const WASM_FEATURES = [
  '--enable-bulk-memory',
  '--enable-bulk-memory-opt',
  '--enable-call-indirect-overlong',
  '--enable-multivalue',
  '--enable-mutable-globals',
  '--enable-nontrapping-float-to-int',
  '--enable-reference-types',
  '--enable-sign-ext',
];

/**
 * The page's unpacker (scripts/unlzma, Rust) built to wasm: its bytes. Cargo keeps
 * it in the app's target folder, so a build after the first takes a second.
 */
export function unpackerWasm() {
  const built = join(buildTool('unlzma', 'wasm32-unknown-unknown'), 'unlzma.wasm');
  const out = `${built}.opt`;
  // -Oz: 7.7 KB against 11.3 as cargo leaves it; it runs as fast.
  execFileSync(join(root, 'node_modules', '.bin', 'wasm-opt'), ['-Oz', ...WASM_FEATURES, '--strip-debug', '--strip-producers', built, '-o', out], { stdio: ['ignore', 'inherit', 'inherit'] });
  return new Uint8Array(readFileSync(out));
}

// The main wasm travels inside index.html (scripts/post-build.mjs): in base64 pieces of
// this many packed bytes, each in a script of its own that hands it to the unpacker as
// the parser reaches it. On a slow phone's link a piece is about 45 ms of download.
const PIECE = 8192;

// How many pieces before the last one `ahead` (below) runs: about a round trip of a
// slow phone's link (1.6 Mbps, 150 ms) in bytes. Files asked for there start arriving
// as the page's last bytes do, where asked for once the page was in they left the
// link idle for that round trip; asked for earlier, they share the link with the
// page's end, and the app starts later (measured in docs/measuring.md).
export const AHEAD = 4;

/**
 * `packed` as index.html's scripts that feed it to the unpacker, piece by piece, with
 * the script `ahead` (if any) `AHEAD` pieces before the end.
 */
export function feedScripts(packed, ahead = '') {
  const bytes = Buffer.from(packed);
  const scripts = [];
  for (let at = 0; at < bytes.length; at += PIECE) {
    scripts.push(`<script>boardroomFeed("${bytes.subarray(at, at + PIECE).toString('base64')}")</script>`);
  }
  if (ahead) scripts.splice(Math.max(0, scripts.length - AHEAD), 0, ahead);
  return scripts;
}

/** The packed bytes that index.html's `html` feeds to the unpacker (empty if none). */
export function fedBytes(html) {
  const pieces = [...html.matchAll(/<script>boardroomFeed\("([A-Za-z0-9+/=]+)"\);?<\/script>/g)];
  return Buffer.concat(pieces.map(([, piece]) => Buffer.from(piece, 'base64')));
}
