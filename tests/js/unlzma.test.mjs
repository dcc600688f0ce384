// The wasm unpacker (static/unlzma.js) against xz, the packer the release build uses:
// whatever xz packs comes back byte for byte, with the size in the header or an end
// marker, for every literal and position setting; damaged data is refused, never
// returned as something else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { unlzma } from '../../static/unlzma.js';
import { lzma } from '../../scripts/lzma.mjs';

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
  const data = samples.program;
  const packed = lzma(data);
  for (const chunk of [1, 7, 1000, 65536]) {
    const input = new Uint8Array(packed.length);
    const feed = {
      filled: 0,
      // One chunk a call, as a download's reader gives them.
      async more() {
        await new Promise((resolve) => setImmediate(resolve));
        const end = Math.min(packed.length, this.filled + chunk);
        input.set(packed.subarray(this.filled, end), this.filled);
        this.filled = end;
      },
    };
    assert.deepEqual(await unlzma(input, feed), data, `chunks of ${chunk}`);
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
