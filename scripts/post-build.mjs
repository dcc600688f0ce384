// Trunk post_build hook (see Trunk.toml); runs in the staging dir Trunk is about to
// publish as dist/. Trunk has built the app (cargo, then wasm-bindgen). This hook
//   0. cuts the app into parts loaded when first needed (src/app/parts.rs): wasm-split
//      (wasm_split_cli_support's command line, the tool cargo-leptos uses) reads the
//      wasm cargo linked, with its relocations (build.rs), and writes the main module,
//      one file per part (and per piece of code parts share) and `__wasm_split.js`,
//      which fetches them; wasm-bindgen then rewrites the main module in place of
//      Trunk's output. Debug builds too: the unsplit wasm cannot run.
// In release builds it also
//   1. tidies every wasm as wasm-opt -O1 would, with npm's binaryen as a library loaded
//      once (Trunk's own wasm-opt would download binaryen, and there is no network for
//      that), then fixes the Subresource
//      Integrity hashes in index.html, which Trunk computed before this step;
//   2. packs every wasm with LZMA (scripts/lzma.mjs), a quarter fewer bytes than gzip:
//      the main one goes into index.html itself, in base64 after the loading page,
//      and index.html's start-up scripts unpack it as the page arrives
//      (static/boot.js, static/unlzma.js and the small wasm it drives, scripts/unlzma,
//      all inlined, boot.js given the manifest of the parts' files);
//      the parts replace their plain files, and their loader is rewritten to unpack
//      them with the same unpacker;
//   3. minifies wasm-bindgen's JavaScript, `__wasm_split.js` and the inlined unpacker
//      with terser, and the stylesheets with lightningcss; the app's own stylesheet
//      then goes into index.html too (its file with it), so the loading page paints
//      and the app starts with no other request than the app's js;
//   4. writes this build's precache list and cache name into sw.js: every file, the
//      parts too, so that after one visit every game opens offline.
// Debug builds are otherwise left alone: a worker that caches nothing.
//
// By hand on a finished build: TRUNK_PROFILE=release node scripts/post-build.mjs dist
// (step 0 only on Trunk's own output).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { copyFile, mkdir, readFile, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import { minify } from 'terser';
import { feedScripts, lzmaLater, unpackerWasm, WASM_FEATURES } from './lzma.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dirArg = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
const dir = resolve(dirArg ?? '.');
const release = process.env.TRUNK_PROFILE === 'release';


function say(text) {
  console.log(`[post-build] ${text}`);
}

async function filesUnder(root) {
  const out = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** `text` as a regular expression matching it literally. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

// `WASM_OPT_LEVEL=-Oz trunk build --release --dist /tmp/other` builds another for comparing.
const WASM_OPT_LEVEL = process.env.WASM_OPT_LEVEL ?? '-O1';
// `WASM_KEEP_NAMES=1` keeps the functions' names, for a profile that names them
// (docs/measuring.md); a release build strips them.
const WASM_KEEP_NAMES = Boolean(process.env.WASM_KEEP_NAMES);

/** wasm-opt's level flags as binaryen's optimise and shrink levels. */
const OPT_LEVELS = { '-O0': [0, 0], '-O1': [1, 0], '-O2': [2, 0], '-O3': [3, 0], '-O4': [4, 0], '-Os': [2, 1], '-Oz': [2, 2] };

let binaryen;
/**
 * Binaryen's library (npm's binaryen, the same code as its wasm-opt), loaded once:
 * run as a command for each of a hundred files, wasm-opt took 1–3 s a file just to
 * start. wasm-split writes a name subsection binaryen does not know (and drops): its
 * warning about it is not news, and is left out of the log.
 */
async function binaryenOnce() {
  if (!binaryen) {
    const print = console.error;
    console.error = (...words) => {
      if (!/^warning: unknown name subsection/.test(String(words[0]))) print(...words);
    };
    binaryen = (await import('binaryen')).default;
  }
  return binaryen;
}

/** The features `WASM_FEATURES` (wasm-opt's flags) enable, as binaryen's bits. */
function features(b) {
  const bits = {
    '--enable-bulk-memory': b.Features.BulkMemory,
    '--enable-bulk-memory-opt': b.Features.BulkMemoryOpt,
    '--enable-call-indirect-overlong': b.Features.CallIndirectOverlong,
    '--enable-multivalue': b.Features.Multivalue,
    '--enable-mutable-globals': b.Features.MutableGlobals,
    '--enable-nontrapping-float-to-int': b.Features.NontrappingFPToInt,
    '--enable-reference-types': b.Features.ReferenceTypes,
    '--enable-sign-ext': b.Features.SignExt,
  };
  return WASM_FEATURES.reduce((all, flag) => {
    if (bits[flag] === undefined) throw new Error(`no binaryen feature for ${flag}`);
    return all | bits[flag];
  }, 0);
}

/**
 * What `wasm-opt <WASM_OPT_LEVEL> <WASM_FEATURES> --strip-debug --strip-producers`
 * does, on one wasm, in place (without `--strip-debug` when keeping names).
 */
async function optimiseWasm(file) {
  const b = await binaryenOnce();
  const levels = OPT_LEVELS[WASM_OPT_LEVEL];
  if (!levels) throw new Error(`WASM_OPT_LEVEL=${WASM_OPT_LEVEL}: one of ${Object.keys(OPT_LEVELS)}`);
  const bytes = await readFile(file);
  const started = Date.now();
  // -O1, not -Oz: the wasm ships LZMA-packed, and -Oz's rewrites, smaller raw, pack
  // worse (measured on the app: packed, -O1 351.1 KB, -O2 352.7, -Os 353.8, -Oz 355.4,
  // none 354.9). rustc has optimised for size already; -O1 tidies its output.
  const module = b.readBinary(bytes);
  try {
    module.setFeatures(features(b));
    b.setOptimizeLevel(levels[0]);
    b.setShrinkLevel(levels[1]);
    b.setDebugInfo(WASM_KEEP_NAMES);
    module.optimize();
    module.runPasses(WASM_KEEP_NAMES ? ['strip-producers'] : ['strip-debug', 'strip-producers']);
    const out = module.emitBinary();
    await writeFile(file, out);
    say(`wasm-opt ${WASM_OPT_LEVEL} ${relative(dir, file)}: ${kib(bytes.length)} -> ${kib(out.length)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    module.dispose();
  }
}

/**
 * The file in the build a URL in index.html points at. Trunk writes URLs under its
 * public URL: "./x.css" by default (Trunk.toml), but "/some/path/x.css" or
 * "https://host/some/path/x.css" with `--public-url`, and the build dir holds x.css
 * either way. Returns null for a URL elsewhere.
 */
function fileOf(ref) {
  const publicUrl = process.env.TRUNK_PUBLIC_URL ?? './';
  let path = ref.split(/[?#]/)[0];
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) {
    // A whole URL: ours only if it is under the public URL.
    if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(publicUrl) || !path.startsWith(publicUrl)) return null;
    path = path.slice(publicUrl.length);
  } else if (path.startsWith('/')) {
    const base = publicUrl.startsWith('/') ? publicUrl : /^[a-z]+:\/\/[^/]+(\/.*)$/i.exec(publicUrl)?.[1];
    if (base && path.startsWith(base.endsWith('/') ? base : `${base}/`)) path = path.slice(base.length);
    else path = path.slice(1);
  }
  path = decodeURI(path).replace(/^(\.\/)+/, '').replace(/^\/+/, '');
  let file = join(dir, path);
  // Without (or with a different) TRUNK_PUBLIC_URL: drop leading folders until a file matches.
  for (let parts = path.split('/'); !existsSync(file) && parts.length > 1; ) {
    parts = parts.slice(1);
    file = join(dir, ...parts);
  }
  return file;
}

/** Recomputes every integrity="sha…-…" in the HTML from the file its tag points at. */
async function refreshIntegrity(html) {
  let changed = 0;
  const tags = [...html.matchAll(/<(?:link|script)\b[^>]*\bintegrity="(sha(256|384|512)-[^"]*)"[^>]*>/g)];
  for (const [tag, old, bits] of tags) {
    const ref = tag.match(/\b(?:href|src)="([^"]+)"/)?.[1];
    const file = ref && fileOf(ref);
    if (!file) continue;
    const body = await readFile(file);
    const fresh = `sha${bits}-${createHash(`sha${bits}`).update(body).digest('base64')}`;
    if (fresh !== old) {
      html = html.replace(tag, tag.replace(old, fresh));
      changed++;
    }
  }
  return { html, changed };
}

/**
 * JavaScript minified. A module keeps its top-level names (others import them);
 * a classic script (`module: false`) keeps its globals.
 */
async function small(source, { module = true } = {}) {
  const { code } = await minify(source, { module, ecma: 2020, compress: { passes: 2 }, mangle: true });
  if (!code) throw new Error('terser returned nothing');
  return code;
}

/**
 * index.html without its comments, its classic inline scripts minified (the start-up
 * module is already). The page's markup (the loading page) is left as written.
 */
async function smallPage(html) {
  const before = html.length;
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  for (const [whole, body] of scripts) {
    html = html.replace(whole, `<script>${await small(body, { module: false })}</script>`);
  }
  // Comments in the markup, never inside a script (none of ours has "<!--").
  html = html.replace(/\s*<!--[\s\S]*?-->/g, '');
  say(`index.html: ${scripts.length} inline script(s) minified, comments out: ${kib(before)} -> ${kib(html.length)}`);
  return html;
}

/** The command that cuts the wasm: `WASM_SPLIT`, or wasm-split-cli on the PATH. */
const WASM_SPLIT = process.env.WASM_SPLIT ?? 'wasm-split-cli';

/**
 * Cuts the app into its parts (step 0): Trunk's `boardroom-<hash>.js` and
 * `…_bg.wasm` are replaced by wasm-bindgen's output for the main module, and the
 * parts and their loader, `__wasm_split.js`, are added beside them.
 */
async function splitApp() {
  const started = Date.now();
  const glue = (await readdir(dir)).find((f) => /^boardroom-[0-9a-f]+\.js$/.test(f));
  if (!glue) throw new Error(`no boardroom-<hash>.js in ${dir}: has Trunk built the app?`);
  const stem = glue.slice(0, -'.js'.length);
  const target = process.env.CARGO_TARGET_DIR ? resolve(process.env.CARGO_TARGET_DIR) : join(ROOT, 'target');
  const linked = join(target, 'wasm32-unknown-unknown', release ? 'release' : 'debug', 'boardroom.wasm');
  const work = join(target, 'wasm-split');
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    execFileSync(WASM_SPLIT, [linked, work, '--out-name', stem], { stdio: ['ignore', 'pipe', 'inherit'] });
  } catch (failed) {
    if (failed.code === 'ENOENT') throw new Error(`${WASM_SPLIT} is missing: run ./scripts/setup.sh`);
    throw failed;
  }
  const bound = join(work, 'bound');
  execFileSync(
    'wasm-bindgen',
    ['--target=web', `--out-dir=${bound}`, `--out-name=${stem}`, '--no-typescript', '--keep-lld-exports', '--no-demangle', join(work, `${stem}.wasm`)],
    // Quiet unless it fails: it warns that the stripped wasm names no features, which
    // wasm-opt is given below (as for Trunk's own run).
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await copyFile(join(bound, `${stem}.js`), join(dir, glue));
  await copyFile(join(bound, `${stem}_bg.wasm`), join(dir, `${stem}_bg.wasm`));
  const parts = (await readdir(work)).filter((f) => f.endsWith('.wasm') && f !== `${stem}.wasm`);
  for (const part of parts) await copyFile(join(work, part), join(dir, part));
  await copyFile(join(work, '__wasm_split.js'), join(dir, '__wasm_split.js'));
  say(`split the app into its main module and ${parts.length} parts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Packs one wasm with LZMA and removes the plain file: the packed bytes. With
 * `preset` (a file's path), packed against that file (see `packParts`).
 */
async function packFile(file, preset) {
  const bytes = await readFile(file);
  const started = Date.now();
  const packed = await lzmaLater(bytes, preset);
  await unlink(file);
  say(`lzma ${relative(dir, file)}: ${kib(bytes.length)} -> ${kib(packed.length)} (gzip -9 would be ${kib(gzipSync(bytes, { level: 9 }).length)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return packed;
}

/** Packs one wasm with LZMA in place of the plain file: the packed file's length. */
async function pack(url, preset) {
  const file = fileOf(url);
  const packed = await packFile(file, preset);
  await writeFile(`${file}.lzma`, packed);
  return { size: packed.length };
}

/**
 * Packs the parts with LZMA too, and rewrites their loader (`__wasm_split.js`) to
 * unpack each as it downloads, with the start-up script's unpacker
 * (`self.boardroomUnlzma`, see startUp): a quarter fewer bytes than gzip here too.
 * Each is packed against the main wasm (`main`, its final bytes), which the page
 * has before any part: a part's code copies much of the main wasm's, 8% fewer bytes
 * (scripts/lzma-pack).
 * Each file is fetched and unpacked through `self.boardroomUnpack`, which hands over
 * the unpacking of a file the app asked for early (see startUp). Returns the files
 * each part loads, by part, largest first, and each file's packed length.
 */
async function packParts(main) {
  const loaderPath = join(dir, '__wasm_split.js');
  let loader = await readFile(loaderPath, 'utf8');
  const files = partFiles(loader);
  const names = (await readdir(dir)).filter((f) => /^(split_\w+|chunk_\d+)\.wasm$/.test(f)).sort();
  // One packer per core: 100 parts took 20 s one after the other.
  const packed = await eachAtOnce(names, availableParallelism(), (part) => pack(`./${part}`, main));
  const sizes = new Map(names.map((part, i) => [part, packed[i].size]));
  for (const part of names) {
    const size = sizes.get(part);
    const fetcher = new RegExp(
      `fetch\\(new URL\\("\\./${literal(part)}", import\\.meta\\.url\\)\\);(\\s*src\\.catch\\(\\(\\) => \\{\\}\\);\\s*return async \\(imports\\) => )\\(WebAssembly\\.instantiateStreaming\\(src, imports\\)\\);`,
    );
    if (!fetcher.test(loader)) throw new Error(`__wasm_split.js: no fetch of ${part} in the form this hook knows (a new wasm-split?)`);
    loader = loader.replace(
      fetcher,
      `self.boardroomUnpack(new URL("./${part}.lzma", import.meta.url), ${size});$1WebAssembly.instantiate(await src, imports);`,
    );
  }
  await writeFile(loaderPath, loader);
  const bySize = (list) => [...list].sort((a, b) => sizes.get(b) - sizes.get(a)).map((f) => `${f}.lzma`);
  return {
    lists: Object.fromEntries(Object.entries(files).map(([part, list]) => [part, bySize(list)])),
    sizes: Object.fromEntries([...sizes].map(([file, size]) => [`${file}.lzma`, size])),
  };
}

/** `work` on each of `items`, `width` at a time: the results, in the items' order. */
async function eachAtOnce(items, width, work) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, worker));
  return results;
}

/**
 * The files each part loads, read from wasm-split's loader: a piece of shared code
 * is `const __chunk_<n> = makeLoad(() => { … fetch(new URL("./chunk_<n>.wasm" …`,
 * and a part `export const __wasm_split_load_<part> = wrapAsyncCb(makeLoad(() => { …
 * fetch(new URL("./split_<part>.wasm" … }, [__chunk_<n>, …]))`.
 */
function partFiles(loader) {
  const chunks = new Map();
  for (const [, name, file] of loader.matchAll(/const (__chunk_\d+) = makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([\w.]+)"/g)) {
    chunks.set(name, file);
  }
  const parts = {};
  const part = /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([\w.]+)"[\s\S]*?\}\s*,\s*\[([\w,\s]*)\]\)\)/g;
  for (const [, name, file, deps] of loader.matchAll(part)) {
    const needs = deps.split(',').map((d) => d.trim()).filter(Boolean);
    const unknown = needs.filter((d) => !chunks.has(d));
    if (unknown.length) throw new Error(`__wasm_split.js: part ${name} needs ${unknown.join(', ')}, which it does not fetch (a new wasm-split?)`);
    parts[name] = [...needs.map((d) => chunks.get(d)), file];
  }
  if (!Object.keys(parts).length) throw new Error('__wasm_split.js: no part in the form this hook knows (a new wasm-split?)');
  return parts;
}

/** What every game's part loads (a game's part is `game_<folder>`, src/app/split.rs). */
function sharedByGames(lists) {
  const games = Object.entries(lists)
    .filter(([part]) => part.startsWith('game_'))
    .map(([, list]) => list);
  if (!games.length) throw new Error(`no part is a game's (game_<folder>): ${Object.keys(lists)}`);
  return games[0].filter((file) => games.every((list) => list.includes(file)));
}

/** The bundle of the small pieces every game's part loads (see bundlePieces). */
const EVERY_GAME = 'every_game';

/** A part's file this small comes in its part's bundle too (see bundlePieces). */
const SMALL_PIECE = 2048;

/**
 * Each part's small files (pieces of shared code, and its own file if it is that
 * small), also in one file of its own, `pieces_<part>.bin`, which the start-up
 * script fetches in their place: wasm-split cuts out a piece for every set of parts
 * that share some code, so a game's part loads a dozen and more of a few hundred
 * bytes, and over HTTP/1.1 each costs a round trip on one of a browser's six
 * connections to a host. The pieces stay files of their own too (a failed bundle
 * is fetched again piece by piece). What every game's part loads is fetched by
 * itself, as the app starts, its small pieces in a bundle of their own
 * (`pieces_every_game.bin`). Returns, by part, the bundle's file and where each
 * piece is in it.
 */
async function bundlePieces(parts) {
  const shared = sharedByGames(parts.lists);
  const bundles = {};
  const bundle = async (name, list) => {
    const small = list.filter((file) => parts.sizes[file] <= SMALL_PIECE);
    if (small.length < 2) return;
    const file = `pieces_${name}.bin`;
    const at = {};
    const bytes = [];
    let offset = 0;
    for (const piece of small) {
      const packed = await readFile(join(dir, piece));
      at[piece] = [offset, packed.length];
      bytes.push(packed);
      offset += packed.length;
    }
    await writeFile(join(dir, file), Buffer.concat(bytes));
    bundles[name] = { file, at };
    say(`${file}: ${small.length} pieces, ${kib(offset)}`);
  };
  for (const [part, list] of Object.entries(parts.lists)) {
    await bundle(part, list.filter((file) => !shared.includes(file)));
  }
  // What every game's part loads has a bundle of its own, fetched as the app starts.
  await bundle(EVERY_GAME, shared);
  return bundles;
}

/**
 * static/<name> (an ES module, so that node --test can import it) as the body of a
 * classic script: minified, its exports plain functions.
 */
async function classicScript(name) {
  const source = (await small(await readFile(join(ROOT, 'static', name), 'utf8'))).replace(/\bexport (?=(async )?function )/g, '');
  if (/\bexport\b/.test(source)) throw new Error(`static/${name}: an export the start-up script cannot hold`);
  if (/<\/script|<!--/i.test(source)) throw new Error(`static/${name}: text that would end the start-up script`);
  return source;
}

/**
 * Replaces Trunk's start-up script by ours, which unpacks the LZMA-packed wasm as it
 * arrives. The packed wasm is part of index.html itself, in base64 at the end of the
 * page: a file of its own was asked for only once index.html was in and its head
 * parsed, and its first byte came a round trip or two after that, where a static
 * host's gzip takes the base64 back to within 2% of the packed bytes.
 * The plain wasm is removed (so nothing, the worker's precache above all, fetches
 * it), and Trunk's preload of it goes.
 */
async function startUp(html, parts) {
  const module = /<script type="module">\s*import init, \* as bindings from '([^']+\.js)';\s*const wasm = await init\(\{ module_or_path: '([^']+\.wasm)' \}\);[\s\S]*?<\/script>/;
  const found = html.match(module);
  if (!found) throw new Error("index.html: Trunk's start-up module (import init … await init({ module_or_path })) is not there (a new Trunk?)");
  const [, js, wasm] = found;
  const packed = await packFile(fileOf(wasm));

  const preload = new RegExp(`<link rel="preload" href="${literal(wasm)}"[^>]*>`);
  if (!preload.test(html)) throw new Error(`index.html: no preload of ${wasm} to remove (a new Trunk?)`);
  const cleaned = html.replace(preload, '');

  const unpacker = await classicScript('unlzma.js');
  const boot = await classicScript('boot.js');
  // The manifest: which files each part loads, their packed lengths, and the
  // bundles of small pieces (static/boot.js reads it).
  const manifest = { parts: parts.lists, sizes: parts.sizes, bundles: parts.bundles };
  const fetchWasm = `<script>(() => {\n${boot}\nboot(self, document, ${JSON.stringify(manifest)});\n})();</script>`;
  // What every game's part loads: asked for a round trip before the page's last
  // piece (feedScripts' `ahead`), so that it comes as the page ends and the link
  // never idles while the app starts.
  const shared = sharedByGames(parts.lists);
  // The unpacker's own wasm, in the page: fetching it would cost a round trip more.
  const main = {
    decoder: Buffer.from(unpackerWasm()).toString('base64'),
    size: packed.length,
    worker: `${unpacker}\nserveUnpacking(self);`,
  };
  // A classic script, not the module: a module runs only once everything it imports
  // is in (the app's js, then the parts' loader it imports), which on a slow phone
  // came after most of the wasm, so the unpacking all happened at the end. This one
  // runs as the page is parsed and unpacks the wasm as it arrives.
  const unpacking = `<script>(() => {\n${unpacker}\nself.boardroomUnpackMain(${JSON.stringify(main)}, { unlzmaResponse, unlzmaResponseVia });\n})();</script>`;
  const start = `<script type="module">
import init, * as bindings from '${js}';
const wasm = await init({ module_or_path: await self.boardroomMain });
window.wasmBindings = bindings;
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } }));
</script>`;
  // All at the end of the page, after the loading page's markup, so that it paints
  // as soon as it is in.
  if (!cleaned.includes('</body>')) throw new Error('index.html: no </body> to put the start-up scripts before');
  // The parts' loader, which the app's js imports, fetched with it rather than after it.
  const modulePreload = new RegExp(`<link rel="modulepreload" href="${literal(js)}"[^>]*>`);
  if (!modulePreload.test(cleaned)) throw new Error(`index.html: no modulepreload of ${js} (a new Trunk?)`);
  return (await inlineStylesheet(cleaned))
    .replace(modulePreload, (link) => `${link}\n<link rel="modulepreload" href="./__wasm_split.js">`)
    .replace(found[0], fetchWasm)
    .replace('</body>', () => `${unpacking}\n${feedScripts(packed, `<script>self.boardroomPrefetch(${JSON.stringify(shared)}, ${JSON.stringify(EVERY_GAME)})</script>`).join('\n')}\n${start}\n</body>`);
}

/**
 * The app's stylesheet (minified by then) moved into index.html and its file removed:
 * the loading page paints as soon as index.html is in, with no request of its own
 * first (on a slow phone a round trip and more).
 */
async function inlineStylesheet(html) {
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1) throw new Error(`index.html: ${links.length} stylesheets where the app's one was expected (a new Trunk?)`);
  const [[link, href]] = links;
  const file = fileOf(href);
  if (!file) throw new Error(`index.html: its stylesheet ${href} is not in the build`);
  const css = await readFile(file, 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${href}: "</style" would end the page's style element`);
  await unlink(file);
  say(`${relative(dir, file)} inlined into index.html: ${kib(css.length)}`);
  return html.replace(link, () => `<style>${css}</style>`);
}

async function writeWorker() {
  const workerPath = join(dir, 'sw.js');
  const worker = await readFile(workerPath, 'utf8');
  const placeholder = /^const BUILD = null;$/m;
  if (!placeholder.test(worker)) throw new Error('sw.js has no "const BUILD = null;" line to fill in');

  const all = (await filesUnder(dir)).map((path) => relative(dir, path).split(sep).join('/')).sort();
  const files = all.filter((name) => name !== 'sw.js');
  // The cache name changes whenever any file does, so each build gets a fresh cache and
  // the worker's own bytes change, which is what makes browsers install the new one.
  const digest = createHash('sha256');
  for (const name of all.filter((name) => name !== 'sw.js')) {
    digest.update(name).update('\0').update(await readFile(join(dir, name))).update('\0');
  }
  const build = {
    cache: `boardroom-${digest.digest('hex').slice(0, 16)}`,
    files: ['./', ...files.map((f) => `./${f}`)],
  };
  await writeFile(workerPath, worker.replace(placeholder, `const BUILD = ${JSON.stringify(build, null, 2)};`));
  say(`sw.js precaches ${build.files.length} URLs in cache ${build.cache}`);
}

// A stage with no wasm at all (the hook's own test) has no app to cut.
if (!dirArg || !existsSync(join(dir, 'index.html'))) throw new Error(`no index.html in "${dirArg}": pass the build directory`);
// The main wasm: cut and rewritten in place by splitApp, final once wasm-opt is done
// (what the parts are packed against).
const mainWasm = (await readdir(dir)).find((f) => /^boardroom-[0-9a-f]+_bg\.wasm$/.test(f));
const app = mainWasm !== undefined;
if (app) await splitApp();
const indexPath = join(dir, 'index.html');

if (!release) {
  const { html, changed } = await refreshIntegrity(await readFile(indexPath, 'utf8'));
  await writeFile(indexPath, html);
  say(`debug build: no wasm-opt, service worker left caching nothing; ${changed} integrity hash(es) updated`);
  process.exit(0);
}

// The main module and the parts, one after the other on this thread: the whole hook
// took 45 s, against 173 s with the command run for each file, two at a time (the
// files came out byte for byte the same).
for (const file of (await filesUnder(dir)).filter((f) => f.endsWith('.wasm'))) await optimiseWasm(file);

const parts = app ? await packParts(join(dir, mainWasm)) : null;
if (parts) parts.bundles = await bundlePieces(parts);

// wasm-bindgen's glue (the module index.html imports) and the parts' loader: names
// of their own variables shortened, never the wasm's import names (property keys).
for (const js of (await filesUnder(dir)).filter((f) => /[\\/](boardroom-[0-9a-f]+|__wasm_split)\.js$/.test(f))) {
  const source = await readFile(js, 'utf8');
  await writeFile(js, await small(source));
  say(`terser ${relative(dir, js)}: ${kib(source.length)} -> ${kib((await stat(js)).size)}`);
}

// The app's stylesheet and the boards' (Trunk's own minifying would also rewrite
// index.html, where the steps below look for Trunk's start-up script).
for (const css of (await filesUnder(dir)).filter((f) => f.endsWith('.css'))) {
  const source = await readFile(css);
  const { code } = transform({ filename: css, code: source, minify: true });
  await writeFile(css, code);
  say(`lightningcss ${relative(dir, css)}: ${kib(source.length)} -> ${kib(code.length)}`);
}

let { html, changed } = await refreshIntegrity(await readFile(indexPath, 'utf8'));
if (app) html = await startUp(html, parts);
html = await smallPage(html);
await writeFile(indexPath, html);
say(`index.html: ${changed} integrity hash(es) updated`);
await writeWorker();
