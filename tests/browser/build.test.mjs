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
  assert.equal(wasmFiles().length, 1, `expected one .wasm.lzma in dist/, found ${wasmFiles()}`);
  const plain = readdirSync(DIST_DIR).filter((f) => f.endsWith('.wasm'));
  assert.deepEqual(plain, [], 'a plain .wasm is left in dist/: the worker would precache it too');
});

test('the start-up scripts fetch the packed wasm and unpack it, with its exact length', () => {
  const page = html();
  const [name] = wasmFiles();
  const download = page.match(/self\.wasmDownload\s*=\s*fetch\((["'])\.\/([^"']+)\1\)/);
  assert.ok(download, 'index.html does not start the download of the packed wasm');
  assert.equal(download[2], name);
  const load = page.match(/unlzmaResponse\(self\.wasmDownload,\s*(\d+)\)/);
  assert.ok(load, 'index.html does not unpack the download');
  assert.equal(Number(load[1]), readFileSync(join(DIST_DIR, name)).length);
  assert.ok(page.indexOf('self.wasmDownload') < page.indexOf('<script type="module">'), 'the download starts after the module');
  assert.doesNotMatch(page, /_bg\.wasm["']/, 'a reference to the plain wasm is left');
});

test('index.html refers to everything by relative URL', () => {
  const page = html();
  const refs = [...page.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
  const imports = [...page.matchAll(/\bfrom\s*(["'])([^"']*)\1|\bfetch\((["'])([^"']*)\3\)/g)].map((m) => m[2] ?? m[4]);
  assert.ok(refs.length >= 5 && imports.length >= 2, `too few references found: ${refs} / ${imports}`);
  for (const ref of [...refs, ...imports]) {
    assert.doesNotMatch(ref, /^(\/|[a-z]+:)/i, `absolute URL in index.html: ${ref}`);
    assert.ok(existsSync(join(DIST_DIR, ref.replace(/^\.\//, ''))), `index.html refers to a missing file: ${ref}`);
  }
});

test('integrity hashes in index.html match the files served', () => {
  const tags = [...html().matchAll(/<[^>]*\bintegrity="sha(256|384|512)-([^"]*)"[^>]*>/g)];
  assert.ok(tags.length >= 2, 'expected integrity hashes on the js and wasm');
  for (const [tag, bits, hash] of tags) {
    const ref = tag.match(/\b(?:href|src)="\.\/([^"]+)"/)[1];
    const actual = createHash(`sha${bits}`).update(readFileSync(join(DIST_DIR, ref))).digest('base64');
    assert.equal(actual, hash, `stale integrity hash for ${ref}`);
  }
});

test('the wasm served has been through wasm-opt', async () => {
  // rustc and wasm-bindgen both write a "producers" section; the wasm-opt step strips it.
  const sections = wasmCustomSections(await unlzma(readFileSync(join(DIST_DIR, wasmFiles()[0]))));
  assert.ok(!sections.includes('producers'), `custom sections: ${sections}`);
});

test('the service worker was given this build\'s file list', () => {
  const worker = readFileSync(join(DIST_DIR, 'sw.js'), 'utf8');
  const match = worker.match(/^const BUILD = (\{[\s\S]*?\n\});$/m);
  assert.ok(match, 'sw.js still has no BUILD: the post_build hook did not run');
  const build = JSON.parse(match[1]);
  assert.match(build.cache, /^boardroom-[0-9a-f]{16}$/);
  const listed = new Set(build.files);
  const expected = ['./', ...listFiles(DIST_DIR).filter((f) => f !== 'sw.js').map((f) => `./${f}`)];
  assert.deepEqual([...listed].sort(), expected.sort());
});

function listFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}
