// Trunk post_build hook (see Trunk.toml); runs in the staging dir Trunk is about to
// publish as dist/. Trunk has built the whole app, playing on several devices
// included. In release builds this hook
//   0. builds the app a second time without that feature (src/app/devices.rs), as
//      `light-<hash>.js` and `light-<hash>_bg.wasm`: the build a first visit loads;
//   1. tidies both wasm files with wasm-opt -O1 from npm's binaryen (Trunk's own wasm-opt would
//      download binaryen, and there is no network for that), then fixes the Subresource
//      Integrity hashes in index.html, which Trunk computed before this step;
//   2. packs each wasm with LZMA (scripts/lzma.mjs) in place of the plain file, and
//      writes index.html's start-up scripts: they pick the build (the light one unless
//      the page needs the other), fetch it and unpack it as it downloads
//      (static/unlzma.js, inlined): a quarter fewer bytes than gzip;
//   3. minifies wasm-bindgen's JavaScript and the inlined unpacker with terser, and
//      the stylesheets with lightningcss;
//   4. writes this build's precache list and cache name into sw.js: everything but
//      the build with several devices, which the worker keeps once a page loads it.
// Debug builds are left alone: one build, with everything, and a worker that caches
// nothing.
//
// By hand on a finished build: TRUNK_PROFILE=release node scripts/post-build.mjs dist
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { copyFile, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import { minify } from 'terser';
import { lzma } from './lzma.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dirArg = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
const dir = resolve(dirArg ?? '.');
const release = process.env.TRUNK_PROFILE === 'release';

// What rustc 1.95 emits for wasm32-unknown-unknown by default (LLVM's "generic" CPU);
// wasm-opt must accept all of it, and must not introduce anything beyond it.
const WASM_FEATURES = [
  '--enable-bulk-memory',
  '--enable-bulk-memory-opt',
  '--enable-call-indirect-overlong',
  '--enable-multivalue',
  '--enable-mutable-globals',
  '--enable-nontrapping-float-to-int',
  '--enable-reference-types',
  '--enable-sign-ext',
];

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

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

// `WASM_OPT_LEVEL=-Oz trunk build --release --dist /tmp/other` builds another for comparing.
const WASM_OPT_LEVEL = process.env.WASM_OPT_LEVEL ?? '-O1';

function optimiseWasm(file) {
  const wasmOpt = join(ROOT, 'node_modules', '.bin', 'wasm-opt');
  if (!existsSync(wasmOpt)) throw new Error(`${wasmOpt} is missing: run ./scripts/setup.sh (npm ci)`);
  const out = `${file}.opt`;
  // -O1, not -Oz: the wasm ships LZMA-packed, and -Oz's rewrites, smaller raw, pack
  // worse (measured on the app: packed, -O1 351.1 KB, -O2 352.7, -Os 353.8, -Oz 355.4,
  // none 354.9). rustc has optimised for size already; -O1 tidies its output.
  execFileSync(wasmOpt, [WASM_OPT_LEVEL, ...WASM_FEATURES, '--strip-debug', '--strip-producers', file, '-o', out], {
    stdio: 'inherit',
  });
  return out;
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

/**
 * The app without playing on several devices, built as Trunk builds the app (cargo,
 * then wasm-bindgen) into the stage as `light-<hash>.js` and `light-<hash>_bg.wasm`.
 */
async function buildLight() {
  const started = Date.now();
  execFileSync('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '--bin', 'boardroom'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const target = process.env.CARGO_TARGET_DIR ? resolve(process.env.CARGO_TARGET_DIR) : join(ROOT, 'target');
  const out = join(target, 'wasm-bindgen', 'light');
  execFileSync(
    'wasm-bindgen',
    ['--target=web', `--out-dir=${out}`, '--out-name=light', '--no-typescript', join(target, 'wasm32-unknown-unknown', 'release', 'boardroom.wasm')],
    // Quiet unless it fails: it warns that the stripped wasm names no features, which
    // wasm-opt is given below (as for Trunk's own run, whose output Trunk keeps).
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const hash = createHash('sha256').update(await readFile(join(out, 'light_bg.wasm'))).digest('hex').slice(0, 16);
  await copyFile(join(out, 'light.js'), join(dir, `light-${hash}.js`));
  await copyFile(join(out, 'light_bg.wasm'), join(dir, `light-${hash}_bg.wasm`));
  say(`built the light app (without several devices) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { js: `./light-${hash}.js`, wasm: `./light-${hash}_bg.wasm` };
}

/** Packs one wasm with LZMA in place of the plain file: the packed file's URL and length. */
async function pack(url) {
  const file = fileOf(url);
  const bytes = await readFile(file);
  const started = Date.now();
  const packed = lzma(bytes);
  await writeFile(`${file}.lzma`, packed);
  await unlink(file);
  say(`lzma ${relative(dir, file)}: ${kib(bytes.length)} -> ${kib(packed.length)} (gzip -9 would be ${kib(gzipSync(bytes, { level: 9 }).length)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { wasm: `${url}.lzma`, size: packed.length };
}

/**
 * Replaces Trunk's start-up script (which loads the build with several devices) by
 * ours: a classic script picks the build and starts its downloads, a module unpacks
 * and starts it. Both wasm files are packed (the plain ones removed, so nothing, the
 * worker's precache above all, fetches them too), and Trunk's preloads go: a page
 * loads one build, not both.
 */
async function startUp(html, light) {
  const module = /<script type="module">\s*import init, \* as bindings from '([^']+\.js)';\s*const wasm = await init\(\{ module_or_path: '([^']+\.wasm)' \}\);[\s\S]*?<\/script>/;
  const found = html.match(module);
  if (!found) throw new Error("index.html: Trunk's start-up module (import init … await init({ module_or_path })) is not there (a new Trunk?)");
  const [, js, wasm] = found;
  const builds = { devices: { js, ...(await pack(wasm)) }, light: { js: light.js, ...(await pack(light.wasm)) } };

  let cleaned = html;
  for (const url of [js, wasm]) {
    const preload = new RegExp(`<link rel="(?:module)?preload" href="${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    if (!preload.test(cleaned)) throw new Error(`index.html: no preload of ${url} to remove (a new Trunk?)`);
    cleaned = cleaned.replace(preload, '');
  }

  const unpacker = (await small(await readFile(join(ROOT, 'static', 'unlzma.js'), 'utf8'))).replace(
    /\bexport (?=(async )?function )/g,
    '',
  );
  if (/\bexport\b/.test(unpacker)) throw new Error('static/unlzma.js: an export the start-up script cannot hold');
  // Classic, so it runs after index.html's first script has put any missing slash
  // into the address (relative URLs resolve against it), and before the module, so
  // the downloads do not wait for it.
  const pick = `<script>
    // Which build starts: the one with playing on several devices for an invite or
    // a reply link, or when the light one restarted the tab for it (src/app/devices.rs).
    self.boardroomStart = (() => {
      const builds = ${JSON.stringify(builds)};
      let devices = /^#(join|reply|seat|table|move)\\//.test(location.hash);
      try {
        devices = devices || sessionStorage.getItem('boardroom.build') === 'devices';
      } catch {}
      const load = (devices) => {
        const build = devices ? builds.devices : builds.light;
        return { devices, glue: import(build.js), wasm: fetch(build.wasm), size: build.size };
      };
      // Fetched for the worker to keep, once, when set-up has a seat on another device.
      let fetched = false;
      const prefetch = () => {
        if (fetched || devices) return;
        fetched = true;
        for (const url of [builds.devices.js, builds.devices.wasm]) fetch(url).catch(() => {});
      };
      return { first: load(devices), load, prefetch };
    })();
  </script>`;
  const start = `<script type="module">
${unpacker}
const run = async (build) => {
  const glue = await build.glue;
  const wasm = await glue.default({ module_or_path: await unlzmaResponse(build.wasm, build.size) });
  return [glue, wasm];
};
const { first, load } = self.boardroomStart;
let glue, wasm;
try {
  [glue, wasm] = await run(first);
} catch (failed) {
  if (!first.devices) throw failed;
  // Offline before the build with several devices was ever loaded here: the light
  // one starts, and says why (src/app/devices.rs).
  self.boardroomDevicesFailed = navigator.onLine === false ? 'this device is offline' : String(failed?.message ?? failed);
  [glue, wasm] = await run(load(false));
}
window.wasmBindings = glue;
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } }));
</script>`;
  return { html: cleaned.replace(found[0], `${pick}\n${start}`), builds };
}

async function writeWorker(later) {
  const workerPath = join(dir, 'sw.js');
  const worker = await readFile(workerPath, 'utf8');
  const placeholder = /^const BUILD = null;$/m;
  if (!placeholder.test(worker)) throw new Error('sw.js has no "const BUILD = null;" line to fill in');

  const all = (await filesUnder(dir)).map((path) => relative(dir, path).split(sep).join('/')).sort();
  const files = all.filter((name) => name !== 'sw.js' && !later.includes(name));
  // The cache name changes whenever any file does, so each build gets a fresh cache and
  // the worker's own bytes change, which is what makes browsers install the new one.
  const digest = createHash('sha256');
  for (const name of all.filter((name) => name !== 'sw.js')) {
    digest.update(name).update('\0').update(await readFile(join(dir, name))).update('\0');
  }
  const build = {
    cache: `boardroom-${digest.digest('hex').slice(0, 16)}`,
    files: ['./', ...files.map((f) => `./${f}`)],
    later: later.map((f) => `./${f}`),
  };
  await writeFile(workerPath, worker.replace(placeholder, `const BUILD = ${JSON.stringify(build, null, 2)};`));
  say(`sw.js precaches ${build.files.length} URLs in cache ${build.cache}, and ${later.length} more once used`);
}

if (!release) {
  say('debug build: no wasm-opt, service worker left caching nothing');
  process.exit(0);
}
if (!dirArg || !existsSync(join(dir, 'index.html'))) throw new Error(`no index.html in "${dirArg}": pass the build directory`);

// A stage with no wasm at all (the hook's own test) has no app to build twice.
const app = (await filesUnder(dir)).some((f) => f.endsWith('.wasm'));
const light = app ? await buildLight() : null;
for (const wasm of (await filesUnder(dir)).filter((f) => f.endsWith('.wasm'))) {
  const before = (await stat(wasm)).size;
  const started = Date.now();
  const out = optimiseWasm(wasm);
  await rename(out, wasm);
  const after = (await stat(wasm)).size;
  say(`wasm-opt ${WASM_OPT_LEVEL} ${relative(dir, wasm)}: ${kib(before)} -> ${kib(after)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// wasm-bindgen's glue (the module index.html imports): names of its own
// variables shortened, never the wasm's import names (they are property keys).
for (const js of (await filesUnder(dir)).filter((f) => /[\\/](boardroom|light)-[0-9a-f]+\.js$/.test(f))) {
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

const indexPath = join(dir, 'index.html');
let { html, changed } = await refreshIntegrity(await readFile(indexPath, 'utf8'));
const started = light ? await startUp(html, light) : { html, builds: null };
html = await smallPage(started.html);
await writeFile(indexPath, html);
say(`index.html: ${changed} integrity hash(es) updated`);

// The build with several devices is cached once a page loads it, not on every visit.
const later = started.builds ? [started.builds.devices.js, started.builds.devices.wasm] : [];
await writeWorker(later.map((url) => relative(dir, fileOf(url)).split(sep).join('/')));
