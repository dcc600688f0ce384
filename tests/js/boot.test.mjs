// The page's start-up script (static/boot.js) in a stand-in page: the main wasm's
// pieces become one download that the real unpacker reads as they come; a part's
// files are fetched once, the largest first and then the smallest, the small ones in
// one bundle; nothing is unpacked before the app is drawn; the loader takes each
// early download once, and a failed one is fetched again, never kept.
import { test } from 'node:test';
import { randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import { boot } from '../../static/boot.js';
import { serveUnpacking, unlzmaResponse, unlzmaResponseVia } from '../../static/unlzma.js';
import { lzma, unpackerWasm } from '../../scripts/lzma.mjs';

const BASE = 'https://example.test/boardroom/';

const MANIFEST = {
  parts: {
    zaibatsu: ['split_zaibatsu.wasm.lzma', 'chunk_1.wasm.lzma', 'chunk_2.wasm.lzma', 'chunk_3.wasm.lzma'],
    devices: ['split_devices.wasm.lzma'],
  },
  sizes: { 'split_zaibatsu.wasm.lzma': 9000, 'chunk_1.wasm.lzma': 700, 'chunk_2.wasm.lzma': 300, 'chunk_3.wasm.lzma': 200, 'split_devices.wasm.lzma': 5000 },
  bundles: {
    zaibatsu: { file: 'pieces_zaibatsu.bin', at: { 'chunk_2.wasm.lzma': [0, 3], 'chunk_3.wasm.lzma': [3, 2] } },
  },
};

/**
 * A page: `self` with events, a fetch that records what is asked for and answers
 * from `files` (a missing file is a 404), and an unpacker that hands back what it
 * was given, with the length it was told.
 */
function page(files = {}) {
  const scope = new EventTarget();
  scope.fetched = [];
  scope.failing = new Set();
  scope.fetch = async (url) => {
    const name = String(url).slice(BASE.length);
    scope.fetched.push(name);
    const body = files[name];
    if (body === undefined || scope.failing.has(name)) return new Response('', { status: 404 });
    return new Response(body);
  };
  scope.unpacked = [];
  scope.boardroomMain = 'the main wasm';
  scope.boardroomUnlzma = async (response, length, preset) => {
    // Parts are packed against the main wasm.
    assert.equal(preset, 'the main wasm');
    const r = await response;
    if (!r.ok) throw new Error(`${r.status}`);
    const text = await r.text();
    scope.unpacked.push(text);
    return { text, length };
  };
  const doc = { baseURI: BASE, currentScript: null };
  boot(scope, doc, MANIFEST);
  return scope;
}

const drawn = (scope) => scope.dispatchEvent(new Event('boardroom-drawn'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a part is fetched largest first, then smallest first, its small pieces in one bundle', async () => {
  const scope = page({ 'split_zaibatsu.wasm.lzma': 'Z', 'chunk_1.wasm.lzma': 'one', 'pieces_zaibatsu.bin': 'twoth' });
  scope.boardroomPrefetchPart('zaibatsu');
  await settle();
  assert.deepEqual(scope.fetched, ['split_zaibatsu.wasm.lzma', 'pieces_zaibatsu.bin', 'chunk_1.wasm.lzma']);
  // Asked for again (the loader, or the page asking twice): nothing more is fetched.
  scope.boardroomPrefetchPart('zaibatsu');
  scope.boardroomPrefetchPart('a part no build has');
  await settle();
  assert.equal(scope.fetched.length, 3);
});

test('nothing is unpacked before the app is drawn; then each file as the loader asks, from its bundle', async () => {
  const scope = page({ 'split_zaibatsu.wasm.lzma': 'Z', 'chunk_1.wasm.lzma': 'one', 'pieces_zaibatsu.bin': 'twoth' });
  scope.boardroomPrefetchPart('zaibatsu');
  await settle();
  assert.deepEqual(scope.unpacked, []);
  drawn(scope);
  const got = await Promise.all(['chunk_3.wasm.lzma', 'chunk_2.wasm.lzma', 'split_zaibatsu.wasm.lzma'].map((f) => scope.boardroomUnpack(new URL(f, BASE), 1)));
  assert.deepEqual(got.map((g) => g.text), ['th', 'two', 'Z']);
  assert.deepEqual(got.map((g) => g.length), [200, 300, 9000], "each with the length the manifest gives");
  assert.equal(scope.fetched.filter((f) => f === 'pieces_zaibatsu.bin').length, 1);
});

test('the loader takes an early download once: asked again, the file is fetched again', async () => {
  const scope = page({ 'split_devices.wasm.lzma': 'D' });
  drawn(scope);
  scope.boardroomPrefetchPart('devices');
  const url = new URL('split_devices.wasm.lzma', BASE);
  assert.equal((await scope.boardroomUnpack(url, 5000)).text, 'D');
  assert.equal((await scope.boardroomUnpack(url, 5000)).text, 'D');
  assert.deepEqual(scope.fetched, ['split_devices.wasm.lzma', 'split_devices.wasm.lzma']);
});

test('a failed bundle fails its pieces once; the next try fetches each by itself', async () => {
  const scope = page({ 'chunk_2.wasm.lzma': 'two', 'chunk_3.wasm.lzma': 'th', 'split_zaibatsu.wasm.lzma': 'Z', 'chunk_1.wasm.lzma': 'one' });
  drawn(scope);
  scope.boardroomPrefetchPart('zaibatsu');
  const url = new URL('chunk_2.wasm.lzma', BASE);
  await assert.rejects(scope.boardroomUnpack(url, 300));
  assert.equal((await scope.boardroomUnpack(url, 300)).text, 'two');
  assert.deepEqual(scope.fetched.slice(-1), ['chunk_2.wasm.lzma']);
});

/** Base64 pieces of `packed`, as the page carries them. */
const piecesOf = (packed) => {
  const pieces = [];
  for (let at = 0; at < packed.length; at += 8192) pieces.push(Buffer.from(packed.subarray(at, at + 8192)).toString('base64'));
  return pieces;
};

/** What the page's last script hands over: the unpacker's wasm and the main wasm's length. */
const mainOf = (packed) => ({ decoder: Buffer.from(unpackerWasm()).toString('base64'), size: packed.length, worker: '' });

/**
 * A stand-in worker that runs the unpacker's worker side (static/unlzma.js); its
 * `done` says how many messages the page sent it, and closes it.
 */
function workers(scope) {
  const ports = [];
  let sent = 0;
  scope.Worker = class {
    constructor() {
      const { port1, port2 } = new MessageChannel();
      serveUnpacking(port1);
      ports.push(port1, port2);
      const post = port2.postMessage.bind(port2);
      port2.postMessage = (...message) => (sent++, post(...message));
      return port2;
    }
  };
  return () => (ports.forEach((p) => p.close()), sent);
}

for (const where of ['in a worker', 'in the page']) {
  test(`the main wasm's pieces unpack into the app's bytes, ${where}`, async () => {
    const wasm = new Uint8Array(50_000).map((_, i) => ((i * 31) % 251) ^ (i >> 9));
    const packed = lzma(wasm);
    const scope = page();
    const close = where === 'in a worker' ? workers(scope) : () => undefined;
    const [first, ...rest] = piecesOf(packed);
    // The first piece arrives before the unpacker's script, the rest after it.
    scope.boardroomFeed(first);
    scope.boardroomUnpackMain(mainOf(packed), { unlzmaResponse, unlzmaResponseVia });
    for (const piece of rest) scope.boardroomFeed(piece);
    scope.dispatchEvent(new Event('DOMContentLoaded'));
    assert.deepEqual(new Uint8Array(await scope.boardroomMain), wasm);
    const sent = close();
    // The decoder, the file, then its pieces and its end.
    if (where === 'in a worker') assert.ok(sent > 3, `the worker was sent ${sent} messages`);
  });
}

test('a page cut short says so rather than waiting', async () => {
  const packed = lzma(new Uint8Array(randomBytes(20_000)));
  const scope = page();
  scope.boardroomUnpackMain(mainOf(packed), { unlzmaResponse, unlzmaResponseVia });
  // Half the first piece: the page ended there.
  scope.boardroomFeed(piecesOf(packed)[0].slice(0, 4000));
  scope.dispatchEvent(new Event('DOMContentLoaded'));
  await assert.rejects(scope.boardroomMain, /ended early/);
});
