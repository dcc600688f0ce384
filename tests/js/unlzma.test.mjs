// The wasm unpacker (static/unlzma.js and its own wasm, scripts/unlzma) against xz and
// the release build's packer (scripts/lzma-pack, liblzma): whatever they pack comes back
// byte for byte, with the size in the header or an end marker, for every literal and
// position setting, against a preset or not, however the bytes arrive; damaged data is
// refused, never returned as something else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveUnpacking, unlzma as unlzmaWith, unlzmaResponse, unlzmaResponseVia } from '../../static/unlzma.js';
import { lzma, unpackerWasm } from '../../scripts/lzma.mjs';

// Built as the release build builds it (cargo, then wasm-opt).
const decoder = WebAssembly.compile(unpackerWasm());
const unlzma = (packed, preset) => unlzmaWith(decoder, packed, preset);

const xz = (data, options = 'preset=6') =>
  new Uint8Array(execFileSync('xz', ['--format=lzma', `--lzma1=${options}`, '-c'], { input: data, maxBuffer: 1 << 28 }));

// Inputs with every kind of content: empty, one byte, text with long repeats, random
// bytes (no matches at all), long runs, and a real program (Node's own binary, cut).
const samples = {
  empty: new Uint8Array(0),
  one: new Uint8Array([42]),
  text: new TextEncoder().encode('The Last of the Independents. '.repeat(400) + 'Detroit Motors, Mundus Novus, Zaibatsu.'),
  random: new Uint8Array(randomBytes(70_000)),
  runs: new Uint8Array(200_000).map((_, i) => (i >> 12) & 3),
  program: new Uint8Array(readFileSync(process.execPath).subarray(0, 400_000)),
};

test('unpacks what xz packs, with an end marker', async () => {
  for (const [name, data] of Object.entries(samples)) {
    assert.deepEqual(await unlzma(xz(data)), data, name);
  }
});

test('unpacks every literal, position and match setting', async () => {
  const data = samples.program.subarray(0, 120_000);
  for (const options of ['preset=9e,pb=0', 'preset=1,lc=0,lp=0,pb=0', 'preset=6,lc=4,lp=0,pb=4', 'preset=6,lc=0,lp=4,pb=2', 'preset=3,mf=hc4']) {
    assert.deepEqual(await unlzma(xz(data, options)), data, options);
  }
});

test('the release packer writes the size, and the unpacker stops at it', async () => {
  for (const [name, data] of Object.entries(samples)) {
    const packed = lzma(data);
    assert.equal(new DataView(packed.buffer, packed.byteOffset).getUint32(5, true), data.length, name);
    assert.deepEqual(await unlzma(packed), data, name);
  }
});

test('unpacks while the bytes arrive, in chunks of any size', async () => {
  // Byte by byte over a part of the program (every chunk boundary the coder can
  // meet, in a second rather than eight), in bigger chunks over all of it.
  const part = samples.program.subarray(0, 40_000);
  const packedPart = lzma(part);
  const whole = samples.program;
  const packedWhole = lzma(whole);
  for (const chunk of [1, 7, 1000, 65536]) {
    const [data, packed] = chunk < 1000 ? [part, packedPart] : [whole, packedWhole];
    // One chunk a read, each after a turn of the event loop, as a download gives them.
    const body = new ReadableStream({
      at: 0,
      async pull(stream) {
        await new Promise((resolve) => setImmediate(resolve));
        stream.enqueue(packed.slice(this.at, this.at + chunk));
        this.at += chunk;
        if (this.at >= packed.length) stream.close();
      },
    });
    assert.deepEqual(await unlzmaResponse(decoder, new Response(body), packed.length), data, `chunks of ${chunk}`);
  }
});

test('a download that stops early, or fails, is refused with its reason', async () => {
  const packed = lzma(samples.program);
  const cut = new Response(packed.slice(0, packed.length - 100));
  await assert.rejects(unlzmaResponse(decoder, cut, packed.length), /the download ended early/);
  await assert.rejects(unlzmaResponse(decoder, new Response('gone', { status: 404 }), packed.length), /404/);
});

// The page's way: a worker (here the other end of a channel) unpacks what the page
// reads, so that the main thread stays free for drawing.
async function viaWorker() {
  const { port1, port2 } = new MessageChannel();
  serveUnpacking(port1);
  port2.postMessage({ decoder: await decoder });
  const otherwise = (response, length, preset) => unlzmaResponse(decoder, response, length, preset);
  return { unpack: unlzmaResponseVia(port2, otherwise), port: port2, close: () => (port1.close(), port2.close()) };
}

test('in a worker: several downloads at once, in pieces of any size, each back whole', async () => {
  const { unpack, close } = await viaWorker();
  try {
    const pieces = (bytes, size) =>
      new Response(
        new ReadableStream({
          at: 0,
          pull(stream) {
            stream.enqueue(bytes.slice(this.at, this.at + size));
            this.at += size;
            if (this.at >= bytes.length) stream.close();
          },
        }),
      );
    const files = Object.entries(samples).map(([name, data], i) => ({ name, data, packed: lzma(data), size: [1, 333, 4096, 65536][i % 4] }));
    const out = await Promise.all(files.map(({ packed, size }) => unpack(pieces(packed, size), packed.length)));
    files.forEach(({ name, data }, i) => assert.deepEqual(out[i], data, name));
  } finally {
    close();
  }
});

test('in a worker: a cut download, a failed or lost one and damaged data are refused with their reason', async () => {
  const { unpack, close } = await viaWorker();
  try {
    const packed = lzma(samples.program);
    await assert.rejects(unpack(new Response(packed.slice(0, packed.length - 100)), packed.length), /the download ended early/);
    await assert.rejects(unpack(new Response('gone', { status: 404 }), packed.length), /404/);
    const lost = new ReadableStream({ start: (stream) => stream.error(new Error('the connection was lost')) });
    await assert.rejects(unpack(new Response(lost), packed.length), /the connection was lost/);
    await assert.rejects(unpack(new Response(new TextEncoder().encode('not lzma at all, just some words')), 32), /LZMA/);
    // The worker goes on serving after a refusal.
    assert.deepEqual(await unpack(new Response(packed), packed.length), samples.program);
  } finally {
    close();
  }
});

test('a worker that fails: what it had in hand is refused, and what comes after unpacks in the page', async () => {
  const { unpack, port, close } = await viaWorker();
  try {
    const packed = lzma(samples.program);
    // A download the worker never sees the end of.
    const stalled = unpack(new Response(new ReadableStream({ start: (stream) => stream.enqueue(packed.slice(0, 10)) })), packed.length);
    await new Promise((resolve) => setImmediate(resolve));
    port.dispatchEvent(new Event('error'));
    await assert.rejects(stalled, /the unpacker stopped/);
    port.close();
    assert.deepEqual(await unpack(new Response(packed), packed.length), samples.program);
  } finally {
    close();
  }
});

// A file packed against a preset (the app's parts against its main wasm): here a
// piece of a program whose first half is the preset's second half.
function withPreset(coder) {
  const program = samples.program;
  const preset = program.subarray(0, 200_000);
  const data = program.subarray(100_000, 300_000);
  const file = join(mkdtempSync(join(tmpdir(), 'unlzma-')), 'preset');
  writeFileSync(file, preset);
  return { preset, data, packed: lzma(data, file, coder) };
}

test('a file packed against a preset unpacks with it, smaller than alone, and is refused without it', async () => {
  const { preset, data, packed } = withPreset();
  // The half the preset has costs next to nothing.
  const rest = lzma(data.subarray(100_000)).length;
  assert.ok(packed.length < rest + 500, `${packed.length} bytes against a preset, ${rest} for the half it lacks`);
  assert.deepEqual(await unlzma(packed, preset), data);
  assert.deepEqual(await unlzma(packed, Promise.resolve(preset)), data, 'a promise of the preset');
  // Its copies reach back before its own start.
  await assert.rejects(unlzma(packed), /LZMA: the data is damaged/);
  // Positions count from the preset's start, as liblzma counts them.
  for (const coder of [{ lc: 0, pb: 2 }, { lc: 3, pb: 4 }]) {
    const other = withPreset(coder);
    assert.deepEqual(await unlzma(other.packed, other.preset), other.data, JSON.stringify(coder));
  }
});

test('in a worker: files packed against a preset, which comes after they start, are sent once and unpack', async () => {
  const { unpack, port, close } = await viaWorker();
  try {
    const { preset, data, packed } = withPreset();
    let give;
    const later = new Promise((resolve) => (give = resolve));
    const sent = [];
    const post = port.postMessage.bind(port);
    port.postMessage = (message, transfer) => (sent.push(message), post(message, transfer));
    const files = [unpack(new Response(packed), packed.length, later), unpack(new Response(packed), packed.length, later)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    give(preset);
    for (const out of await Promise.all(files)) assert.deepEqual(out, data);
    assert.equal(sent.filter((m) => m.preset).length, 1, 'the preset was sent more than once');
    // A preset that fails fails its file.
    await assert.rejects(unpack(new Response(packed), packed.length, Promise.reject(new Error('no main wasm'))), /no main wasm/);
  } finally {
    close();
  }
});

test('damaged data is refused', async () => {
  const packed = xz(samples.text);
  await assert.rejects(unlzma(packed.subarray(0, packed.length - 20)), /LZMA/);
  await assert.rejects(unlzma(new TextEncoder().encode('not lzma at all, just some words')), /LZMA/);
  // A flipped byte in the middle: refused, or at least not unpacked to the original.
  const flipped = packed.slice();
  flipped[Math.floor(flipped.length / 2)] ^= 0x55;
  let out = null;
  try {
    out = await unlzma(flipped);
  } catch (e) {
    assert.match(String(e), /LZMA/);
  }
  if (out) assert.notDeepEqual(out, samples.text);
});
