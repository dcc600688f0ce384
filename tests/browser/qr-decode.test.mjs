// The camera scan's QR decoder (static/scan/qr-decode.js), in Node: codes made by
// the app's own encoder (tests/net_support/qr-codes.json, see tests/qr_fixtures.rs)
// drawn as a camera might see them, straight, turned, tilted, noisy and damaged;
// it must read them all, correct the damage it can, and refuse what is not a
// code or is damaged past repair rather than return a wrong text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './server.mjs';
import { decodeQr, readGrid } from '../../static/scan/qr-decode.js';

const codes = JSON.parse(readFileSync(join(REPO_ROOT, 'tests', 'net_support', 'qr-codes.json'), 'utf8'));

/** A code's modules as rows of booleans. */
function grid(code) {
  const size = 17 + 4 * code.version;
  return code.rows.map((hex) => {
    const bits = [...hex].flatMap((d) => [8, 4, 2, 1].map((b) => (parseInt(d, 16) & b) !== 0));
    return bits.slice(0, size);
  });
}

/** A random number source with a seed, so every run draws the same images. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * The modules drawn into a grey image `width` x `height`: `px` pixels a module,
 * a 4-module light margin, turned by `angle` degrees about the middle, `tilt`
 * for a camera held at a slant, light falling off to one side, and noise.
 */
function draw(modules, { width = 640, height = 480, px = 6, angle = 0, tilt = 0, noise = 0, seed = 1 } = {}) {
  const size = modules.length;
  const rand = random(seed);
  const grey = new Uint8Array(width * height);
  const cos = Math.cos((angle * Math.PI) / 180);
  const sin = Math.sin((angle * Math.PI) / 180);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // From the pixel back to the code: undo the slant, the turn, the scale.
      const w = 1 + tilt * (x - width / 2) / width;
      const dx = (x - width / 2) / w;
      const dy = (y - height / 2) / w;
      const u = (cos * dx + sin * dy) / px + size / 2;
      const v = (-sin * dx + cos * dy) / px + size / 2;
      const col = Math.floor(u);
      const row = Math.floor(v);
      const dark = row >= 0 && col >= 0 && row < size && col < size && modules[row][col];
      const light = 235 - (60 * x) / width;
      const value = (dark ? 30 : light) + (rand() - 0.5) * 2 * noise;
      grey[y * width + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return { grey, width, height };
}

const read = ({ grey, width, height }) => decodeQr(grey, width, height);
const reply = codes[0];

test('every code of the encoder reads back from its modules', () => {
  for (const code of codes) {
    const modules = grid(code);
    assert.equal(readGrid(code.version, (x, y) => modules[y][x]), code.text, `version ${code.version} ${code.level}, mask ${code.mask}`);
  }
});

test('every code reads back from a picture of it', () => {
  for (const code of codes) {
    const size = 17 + 4 * code.version;
    // As large as fits, up to 6 pixels a module (version 40 at 2).
    const px = Math.min(6, Math.floor(470 / (size + 8)));
    const width = code.version > 20 ? 900 : 640;
    assert.equal(read(draw(grid(code), { px, width, height: width === 640 ? 480 : 900 })), code.text, `version ${code.version}`);
  }
});

test('a reply link reads back turned, tilted, noisy and unevenly lit', () => {
  const modules = grid(reply);
  assert.equal(reply.version, 8, 'the fixture is a reply link as the app draws it');
  for (const [angle, tilt, noise] of [
    [0, 0, 30],
    [12, 0, 20],
    [-35, 0, 10],
    [90, 0, 0],
    [180, 0, 10],
    [5, 0.25, 10],
    [-20, -0.2, 15],
  ]) {
    // 5 pixels a module: the code fits the picture at any angle.
    const image = draw(modules, { px: 5, angle, tilt, noise, seed: angle + 100 });
    assert.equal(read(image), reply.text, `turned ${angle}°, tilt ${tilt}, noise ${noise}`);
  }
});

/** The modules with `count` data modules flipped in a patch at the bottom right. */
function damaged(modules, count) {
  const out = modules.map((row) => row.slice());
  const size = out.length;
  let flipped = 0;
  // Inside the data: right of the timing column, below the top finders.
  for (let y = size - 1; y >= 12 && flipped < count; y--) {
    for (let x = size - 12; x < size - 1 && flipped < count; x++) {
      if (x > size - 10 && y > size - 10) continue; // the alignment square
      out[y][x] = !out[y][x];
      flipped++;
    }
  }
  return out;
}

test('a damaged code is corrected, one damaged past repair is refused', () => {
  const modules = grid(reply);
  const patched = damaged(modules, 40);
  assert.notDeepEqual(patched, modules);
  // Medium correction: 8 damaged bytes of 22 check bytes in one block, and so on.
  assert.equal(readGrid(reply.version, (x, y) => patched[y][x]), reply.text);
  assert.equal(read(draw(patched, { px: 7, angle: 8, noise: 10 })), reply.text);
  const ruined = damaged(modules, 400);
  assert.equal(readGrid(reply.version, (x, y) => ruined[y][x]), null);
  assert.equal(read(draw(ruined, { px: 7 })), null);
});

test('a picture with no code, or noise, or three finders around noise, is refused', () => {
  const blank = { grey: new Uint8Array(640 * 480).fill(200), width: 640, height: 480 };
  assert.equal(read(blank), null);
  const rand = random(7);
  const noise = { grey: Uint8Array.from({ length: 640 * 480 }, () => Math.floor(rand() * 256)), width: 640, height: 480 };
  assert.equal(read(noise), null);
  // The reply code's finders, timing and format, with every data module random.
  const modules = grid(reply).map((row, y) =>
    row.map((dark, x) => (x < 9 && y < 9) || (x > 39 && y < 9) || (x < 9 && y > 39) || x === 6 || y === 6 ? dark : rand() < 0.5),
  );
  assert.equal(read(draw(modules, { px: 7 })), null);
});
