// Checks on the release build in dist/ itself, without a browser.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { DIST_DIR } from './server.mjs';
import { unlzma } from '../../static/unlzma.js';

const html = () => readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
// The wasm ships packed (scripts/post-build.mjs): no plain .wasm is served.
const wasmFiles = () => readdirSync(DIST_DIR).filter((f) => f.endsWith('.wasm.lzma'));

/**
 * The two builds index.html's start-up script picks from (scripts/post-build.mjs):
 * `light`, without playing on several devices, and `devices`, with it.
 */
function builds() {
  const found = {};
  for (const [, name, js, wasm, size] of html().matchAll(/\b(light|devices):\{js:"([^"]+)",wasm:"([^"]+)",size:(\d+)\}/g)) {
    found[name] = { js, wasm, size: Number(size) };
  }
  assert.deepEqual(Object.keys(found).sort(), ['devices', 'light'], 'index.html does not name both builds');
  return found;
}

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

test('dist/ holds a release build', () => {
  assert.ok(existsSync(join(DIST_DIR, 'index.html')), 'run `trunk build --release` first');
  assert.equal(wasmFiles().length, 2, `expected two .wasm.lzma in dist/ (light and devices), found ${wasmFiles()}`);
  const plain = readdirSync(DIST_DIR).filter((f) => f.endsWith('.wasm'));
  assert.deepEqual(plain, [], 'a plain .wasm is left in dist/: the worker would precache it too');
});

test('the start-up scripts name both builds, packed, with their exact lengths', () => {
  const page = html();
  const { light, devices } = builds();
  assert.match(light.js, /^\.\/light-[0-9a-f]{16}\.js$/);
  assert.match(devices.js, /^\.\/boardroom-[0-9a-f]{16}\.js$/);
  for (const build of [light, devices]) {
    assert.equal(build.size, readFileSync(join(DIST_DIR, build.wasm)).length, `${build.wasm}: the length the page waits for`);
  }
  assert.deepEqual([light.wasm, devices.wasm].map((u) => u.slice(2)).sort(), wasmFiles().sort());
  assert.match(page, /unlzmaResponse\(/, 'index.html does not unpack the download');
  assert.ok(page.indexOf('self.boardroomStart') < page.indexOf('<script type="module">'), 'the downloads start after the module');
  assert.doesNotMatch(page, /_bg\.wasm["']/, 'a reference to the plain wasm is left');
  assert.doesNotMatch(page, /rel="(module)?preload"/, 'a preload would fetch a build the page may not use');
});

test('index.html refers to everything by relative URL', () => {
  const page = html();
  const refs = [...page.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
  const imports = Object.values(builds()).flatMap((b) => [b.js, b.wasm]);
  assert.ok(refs.length >= 4, `too few references found: ${refs}`);
  for (const ref of [...refs, ...imports]) {
    assert.doesNotMatch(ref, /^(\/|[a-z]+:)/i, `absolute URL in index.html: ${ref}`);
    assert.ok(existsSync(join(DIST_DIR, ref.replace(/^\.\//, ''))), `index.html refers to a missing file: ${ref}`);
  }
});

test('integrity hashes in index.html match the files served', () => {
  const tags = [...html().matchAll(/<[^>]*\bintegrity="sha(256|384|512)-([^"]*)"[^>]*>/g)];
  assert.ok(tags.length >= 1, 'expected an integrity hash on the stylesheet');
  for (const [tag, bits, hash] of tags) {
    const ref = tag.match(/\b(?:href|src)="\.\/([^"]+)"/)[1];
    const actual = createHash(`sha${bits}`).update(readFileSync(join(DIST_DIR, ref))).digest('base64');
    assert.equal(actual, hash, `stale integrity hash for ${ref}`);
  }
});

test('both wasm files served have been through wasm-opt', async () => {
  // rustc and wasm-bindgen both write a "producers" section; the wasm-opt step strips it.
  for (const file of wasmFiles()) {
    const sections = wasmCustomSections(await unlzma(readFileSync(join(DIST_DIR, file))));
    assert.ok(!sections.includes('producers'), `${file}: custom sections: ${sections}`);
  }
});

test('the build with several devices holds what the light one leaves out', async () => {
  // The devices build imports the browser's WebRTC; the light one never touches it.
  const glue = (build) => readFileSync(join(DIST_DIR, build.js), 'utf8');
  const { light, devices } = builds();
  assert.match(glue(devices), /RTCPeerConnection/);
  assert.doesNotMatch(glue(light), /RTCPeerConnection/);
  assert.ok(light.size < devices.size - 20 * 1024, `light ${light.size} B, devices ${devices.size} B`);
});

test('the service worker was given this build\'s file list', () => {
  const worker = readFileSync(join(DIST_DIR, 'sw.js'), 'utf8');
  const match = worker.match(/^const BUILD = (\{[\s\S]*?\n\});$/m);
  assert.ok(match, 'sw.js still has no BUILD: the post_build hook did not run');
  const build = JSON.parse(match[1]);
  assert.match(build.cache, /^boardroom-[0-9a-f]{16}$/);
  // Everything but the build with several devices is cached on installing; that one,
  // once a page loads it.
  const { devices } = builds();
  const later = [devices.js, devices.wasm];
  assert.deepEqual([...build.later].sort(), later.sort());
  const expected = ['./', ...listFiles(DIST_DIR).filter((f) => f !== 'sw.js').map((f) => `./${f}`)].filter(
    (f) => !later.includes(f),
  );
  assert.deepEqual([...new Set(build.files)].sort(), expected.sort());
});

function listFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}
