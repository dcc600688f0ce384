// Checks on the release build in dist/ itself, without a browser.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { DIST_DIR } from './server.mjs';
import { buildBundles, buildParts, sharedByGames } from './harness.mjs';
import { unlzma as unlzmaWith } from '../../static/unlzma.js';
import { AHEAD, fedBytes } from '../../scripts/lzma.mjs';

const html = () => readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
/** The app's js, and its packed wasm as index.html holds it (in base64 pieces, each
 * handed to the unpacker as the page is parsed) with the length the page waits for. */
function app() {
  const page = html();
  const js = page.match(/import init,\s*\*\s*as \w+ from\s*['"](\.\/boardroom-[0-9a-f]+\.js)['"]/)?.[1];
  const packed = fedBytes(page);
  // static/boot.js's boardroomUnpackMain, given the unpacker's wasm and this length.
  const size = Number(page.match(/boardroomUnpackMain\(\{decoder:"[A-Za-z0-9+/=]+",size:(\d+)/)?.[1]);
  assert.ok(js && packed.length && size, "index.html does not name the app's js, hold its wasm and its length");
  return { js, packed, size };
}

/** The unpacker's wasm, as index.html holds it (scripts/post-build.mjs), compiled once. */
let compiled;
function unpacker() {
  const inline = html().match(/boardroomUnpackMain\(\{decoder:"([A-Za-z0-9+/=]+)"/)?.[1];
  compiled ??= inline && WebAssembly.compile(Buffer.from(inline, 'base64'));
  return compiled;
}
/** Unpacks a file of dist/ with the unpacker the page holds (against `preset`, if given). */
const unlzma = (bytes, preset) => unlzmaWith(unpacker(), bytes, preset);

/** The parts loaded when first needed (scripts/post-build.mjs, src/app/parts.rs). */
const parts = () => readdirSync(DIST_DIR).filter((f) => /^(split_\w+|chunk_\d+)\.wasm\.lzma$/.test(f));

/** Names of the custom sections of a wasm module (throws if it is not one). */
function wasmCustomSections(bytes) {
  assert.deepEqual([...bytes.subarray(0, 4)], [0, 0x61, 0x73, 0x6d], 'not a wasm module');
  const names = [];
  let at = 8;
  const leb = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = leb();
    const end = at + size;
    if (id === 0) {
      const len = leb();
      names.push(bytes.subarray(at, at + len).toString('utf8'));
    }
    at = end;
  }
  assert.equal(at, bytes.length, 'wasm sections overrun the file');
  return names;
}

test('dist/ holds a release build: one app, packed, and its parts', () => {
  assert.ok(existsSync(join(DIST_DIR, 'index.html')), 'run `trunk build --release` first');
  // The main wasm is in index.html; no file of it is left for anything to fetch.
  const main = readdirSync(DIST_DIR).filter((f) => /^boardroom-[0-9a-f]+_bg\.wasm/.test(f));
  assert.deepEqual(main, [], "the app's wasm is left as a file beside index.html");
  const plain = readdirSync(DIST_DIR).filter((f) => f.endsWith('.wasm'));
  assert.deepEqual(plain, [], 'a plain .wasm is left in dist/: the worker would precache it too');
  for (const part of ['game_independents', 'game_detroit', 'game_mundus', 'game_zaibatsu', 'devices']) {
    assert.ok(parts().includes(`split_${part}.wasm.lzma`), `no part split_${part}.wasm.lzma in ${parts()}`);
  }
  assert.ok(existsSync(join(DIST_DIR, '__wasm_split.js')), 'no loader of the parts');
});

test('index.html holds the packed app, at its exact length, after the loading page', async () => {
  const page = html();
  const { js, packed, size } = app();
  // Trunk names the js by a 64-bit hash written in hex without leading zeros.
  assert.match(js, /^\.\/boardroom-[0-9a-f]{1,16}\.js$/);
  assert.equal(size, packed.length, 'the length the page waits for');
  assert.deepEqual([...(await unlzma(packed)).subarray(0, 4)], [0, 0x61, 0x73, 0x6d], 'the pieces do not unpack to a wasm');
  assert.ok(unpacker(), "index.html does not hold the unpacker's wasm");
  // In order: the stream the pieces feed, the loading page, the unpacker, the
  // pieces, then the module that starts the app with what they unpack to.
  const order = ['.boardroomWasm=', 'id="boot"', 'boardroomUnpackMain({', 'boardroomFeed("', '<script type="module">'].map((mark) => page.indexOf(mark));
  assert.deepEqual([...order].sort((a, b) => a - b), order, `out of order: ${order}`);
  assert.ok(!order.includes(-1), `missing: ${order}`);
  // What every game's part loads is asked for among the pieces, AHEAD of the end,
  // with its bundle of small pieces, and every file it names is in the build.
  const ahead = page.match(/<script>self\.boardroomPrefetch\((\[[^\]]*\]),"every_game"\);?<\/script>/);
  assert.ok(ahead, 'the shared code is not asked for among the pieces');
  assert.equal(page.slice(ahead.index).match(/boardroomFeed\("/g)?.length, AHEAD, 'pieces after the shared code is asked for');
  const files = JSON.parse(ahead[1]);
  assert.ok(files.length > 0 && files.every((f) => parts().includes(f)), `asked for ${files}`);
  assert.doesNotMatch(page, /_bg\.wasm/, 'a reference to the wasm as a file is left');
  assert.doesNotMatch(page, /rel="?preload"?/, 'a preload of a file that is not there');
});

test("the parts' loader imports the app's own js, and unpacks each part with its exact length", () => {
  const loader = readFileSync(join(DIST_DIR, '__wasm_split.js'), 'utf8');
  const { js } = app();
  assert.ok(loader.includes(`"${js}"`) || loader.includes(`'${js}'`), `__wasm_split.js does not import ${js}`);
  for (const part of parts()) {
    const size = readFileSync(join(DIST_DIR, part)).length;
    // Fetched and unpacked at that length.
    const fetched = new RegExp(`boardroomUnpack\\(new URL\\("\\./${part.replace(/\./g, '\\.')}",\\s*import\\.meta\\.url\\),\\s*${size}\\)`);
    assert.match(loader, fetched, `${part}: not fetched and unpacked at ${size} bytes`);
  }
  // The start-up script fetches and unpacks them early at the same lengths.
  const early = JSON.parse(html().match(/\{(?:"(?:split_\w+|chunk_\d+)\.wasm\.lzma":\d+,?)+\}/)?.[0] ?? 'null');
  assert.deepEqual(early, Object.fromEntries(parts().map((part) => [part, readFileSync(join(DIST_DIR, part)).length])));
  assert.doesNotMatch(loader, /\.wasm"/, 'the loader fetches a plain .wasm');
});

test("index.html holds the app's stylesheet, so the loading page paints with no request of its own", () => {
  const page = html();
  assert.doesNotMatch(page, /rel="?stylesheet/, 'index.html links a stylesheet');
  const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  assert.equal(styles.length, 1, 'expected one style element');
  // The app's own rules, the loading page's among them.
  for (const rule of ['.game-card', '.boot-loading', 'prefers-color-scheme:dark']) assert.ok(styles[0].includes(rule), `no ${rule} in the page's style`);
  assert.deepEqual(readdirSync(DIST_DIR).filter((f) => f.endsWith('.css')), [], 'the stylesheet file is left beside index.html');
});

test('index.html refers to everything by relative URL', () => {
  const page = html();
  const refs = [...page.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
  const imports = [app().js];
  assert.ok(refs.length >= 4, `too few references found: ${refs}`);
  for (const ref of [...refs, ...imports]) {
    assert.doesNotMatch(ref, /^(\/|[a-z]+:)/i, `absolute URL in index.html: ${ref}`);
    // The loading page's links to the app's own pages (`#new/zaibatsu`).
    if (ref.startsWith('#')) {
      assert.match(ref, /^#(new|rules)\/[a-z-]+$/, `a link in index.html to no page of the app: ${ref}`);
      continue;
    }
    assert.ok(existsSync(join(DIST_DIR, ref.replace(/^\.\//, ''))), `index.html refers to a missing file: ${ref}`);
  }
});

test('integrity hashes in index.html match the files served', () => {
  const tags = [...html().matchAll(/<[^>]*\bintegrity="sha(256|384|512)-([^"]*)"[^>]*>/g)];
  assert.ok(tags.length >= 1, "expected an integrity hash on the app's js");
  for (const [tag, bits, hash] of tags) {
    const ref = tag.match(/\b(?:href|src)="\.\/([^"]+)"/)[1];
    const actual = createHash(`sha${bits}`).update(readFileSync(join(DIST_DIR, ref))).digest('base64');
    assert.equal(actual, hash, `stale integrity hash for ${ref}`);
  }
});

test('every wasm served has been through wasm-opt, and each part is packed against the main wasm', async () => {
  // rustc and wasm-bindgen both write a "producers" section; the wasm-opt step strips it.
  const mainWasm = await unlzma(app().packed);
  const main = wasmCustomSections(mainWasm);
  assert.ok(!main.includes('producers'), `the app's wasm: custom sections: ${main}`);
  for (const file of parts()) {
    const packed = readFileSync(join(DIST_DIR, file));
    const sections = wasmCustomSections(await unlzma(packed, mainWasm));
    assert.ok(!sections.includes('producers'), `${file}: custom sections: ${sections}`);
  }
  // Without the main wasm, a part (the largest) copies from bytes that are not there.
  const largest = parts().sort((a, b) => statSync(join(DIST_DIR, b)).size - statSync(join(DIST_DIR, a)).size)[0];
  await assert.rejects(unlzma(readFileSync(join(DIST_DIR, largest))), /the data is damaged/, largest);
  // The start-up script (static/boot.js, whose tests say what it does) gives the
  // parts' unpacking the main wasm.
  assert.equal(
    html().match(/\.boardroomUnlzma\(\w+, *\w+, *\w+\.boardroomMain\)/g)?.length,
    1,
    'the parts are not unpacked against boardroomMain',
  );
});

test("each part's small files are also in one file of its own, byte for byte", () => {
  const bundles = Object.entries(buildBundles());
  const byPart = buildParts();
  assert.ok(bundles.length >= 4, `bundles in index.html: ${bundles.map(([part]) => part)}`);
  for (const [part, { file, at }] of bundles) {
    const bytes = readFileSync(join(DIST_DIR, file));
    const pieces = Object.entries(at);
    assert.ok(pieces.length >= 2, `${file}: ${pieces.length} pieces`);
    // What every game's part loads comes as the app starts, in a bundle of its own.
    const own = part === 'every_game' ? sharedByGames(byPart) : [byPart[part].file, ...byPart[part].pieces];
    let end = 0;
    for (const [piece, [offset, length]] of pieces) {
      assert.ok(own.includes(piece), `${file}: ${piece} is not one of ${part}'s files`);
      assert.ok(length <= 2048, `${file}: ${piece} is ${length} bytes`);
      assert.ok(bytes.subarray(offset, offset + length).equals(readFileSync(join(DIST_DIR, piece))), `${file}: ${piece} differs`);
      end = Math.max(end, offset + length);
    }
    assert.equal(end, bytes.length, `${file}: bytes past its pieces`);
  }
});

test('the service worker was given this build\'s file list', () => {
  const worker = readFileSync(join(DIST_DIR, 'sw.js'), 'utf8');
  const match = worker.match(/^const BUILD = (\{[\s\S]*?\n\});$/m);
  assert.ok(match, 'sw.js still has no BUILD: the post_build hook did not run');
  const build = JSON.parse(match[1]);
  assert.match(build.cache, /^boardroom-[0-9a-f]{16}$/);
  // Everything, the parts too, is cached on installing.
  const expected = ['./', ...listFiles(DIST_DIR).filter((f) => f !== 'sw.js').map((f) => `./${f}`)];
  assert.deepEqual([...new Set(build.files)].sort(), expected.sort());
});

function listFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}
