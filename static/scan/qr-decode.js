// A small QR code reader for the camera scan (scan.js), used where the browser
// has no BarcodeDetector. Written for this app from the QR standard (ISO/IEC
// 18004): it finds the three finder squares in a grey image, reads the grid,
// corrects errors with the code's Reed-Solomon blocks, and returns the text, or
// null when there is no readable code. Any version and error correction level;
// numeric, alphanumeric and byte segments (the app's codes are bytes); no Kanji.
//
//   decodeQr(grey, width, height) -> string | null
//
// `grey` holds one brightness (0-255) a pixel, row by row. Plain JavaScript with
// no DOM, so Node's tests run it as the page does.

// ---- Galois field GF(256) of QR codes (x^8 + x^4 + x^3 + x^2 + 1) ------------------

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];

const mul = (a, b) => (a && b ? EXP[LOG[a] + LOG[b]] : 0);
const div = (a, b) => (a ? EXP[LOG[a] + 255 - LOG[b]] : 0);
/** alpha^e for any integer e. */
const pow = (e) => EXP[((e % 255) + 255) % 255];

/** A polynomial (lowest power first) at x. */
function evalLow(poly, x) {
  let y = 0;
  for (let i = poly.length - 1; i >= 0; i--) y = mul(y, x) ^ poly[i];
  return y;
}

/**
 * Corrects one block in place (data then check bytes, first byte the highest
 * power); `ecc` check bytes. Returns false when it holds more errors than the
 * block can correct.
 */
function correct(block, ecc) {
  const n = block.length;
  const syndromes = [];
  let clean = true;
  for (let j = 0; j < ecc; j++) {
    let s = 0;
    for (const b of block) s = mul(s, pow(j)) ^ b;
    syndromes.push(s);
    if (s) clean = false;
  }
  if (clean) return true;
  // Berlekamp-Massey: the shortest error locator that produces the syndromes.
  let locator = [1];
  let previous = [1];
  let errors = 0;
  let shift = 1;
  let lastDelta = 1;
  for (let k = 0; k < ecc; k++) {
    let delta = syndromes[k];
    for (let i = 1; i <= errors; i++) delta ^= mul(locator[i] ?? 0, syndromes[k - i]);
    if (delta === 0) {
      shift++;
      continue;
    }
    const scale = div(delta, lastDelta);
    const next = locator.slice();
    for (let i = 0; i < previous.length; i++) {
      const at = i + shift;
      while (next.length <= at) next.push(0);
      next[at] ^= mul(scale, previous[i]);
    }
    if (2 * errors <= k) {
      previous = locator;
      errors = k + 1 - errors;
      lastDelta = delta;
      shift = 1;
    } else {
      shift++;
    }
    locator = next;
  }
  if (2 * errors > ecc) return false;
  // The error values' polynomial: syndromes times locator, cut at `ecc`.
  const omega = new Array(ecc).fill(0);
  for (let i = 0; i < ecc; i++) {
    for (let j = 0; j <= i && j < locator.length; j++) omega[i] ^= mul(locator[j], syndromes[i - j]);
  }
  // The locator's derivative: in characteristic 2, its odd terms shifted down.
  const slope = locator.map((c, i) => (i % 2 ? c : 0)).slice(1);
  let found = 0;
  for (let k = 0; k < n; k++) {
    // Byte k stands for the power n-1-k; an error there makes the locator
    // vanish at the inverse of alpha^(n-1-k).
    const power = n - 1 - k;
    const inverse = pow(-power);
    if (evalLow(locator, inverse) !== 0) continue;
    const d = evalLow(slope, inverse);
    if (d === 0) return false;
    // Forney, for check polynomials whose first root is alpha^0.
    block[k] ^= mul(pow(power), div(evalLow(omega, inverse), d));
    found++;
  }
  return found === errors;
}

// ---- The code's layout ---------------------------------------------------------

// Check bytes a block and blocks, for each version 1-40, at each level in the
// order the format bits number them (M, L, H, Q): ISO/IEC 18004, table 9.
const ECC_BYTES = {
  L: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  M: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
  Q: [13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  H: [17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
};
const BLOCKS = {
  L: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  M: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
  Q: [1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
  H: [1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
};
const LEVELS = ['M', 'L', 'H', 'Q'];

/** Centres of the alignment squares along one axis (empty for version 1). */
function alignments(version) {
  if (version === 1) return [];
  const size = 17 + 4 * version;
  const count = Math.floor(version / 7) + 2;
  // Evenly spread from 6 to size-7, the gap an even number (26 for version
  // 32, the standard's one exception).
  let step = Math.ceil((size - 13) / (count - 1));
  step += step % 2;
  if (version === 32) step = 26;
  const out = [6];
  for (let i = count - 1; i >= 1; i--) out.splice(1, 0, size - 7 - (count - 1 - i) * step);
  return out;
}

/** Which modules of a code of `version` are not data: finders, timing, format... */
function functionModules(version) {
  const size = 17 + 4 * version;
  const fixed = new Uint8Array(size * size);
  const mark = (x0, y0, w, h) => {
    for (let y = Math.max(0, y0); y < Math.min(size, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(size, x0 + w); x++) fixed[y * size + x] = 1;
    }
  };
  // Finders with their separators and the format bits beside them.
  mark(0, 0, 9, 9);
  mark(size - 8, 0, 8, 9);
  mark(0, size - 8, 9, 8);
  mark(6, 0, 1, size);
  mark(0, 6, size, 1);
  const centres = alignments(version);
  for (const cy of centres) {
    for (const cx of centres) {
      const onFinder = (cx === 6 && cy === 6) || (cx === 6 && cy === size - 7) || (cx === size - 7 && cy === 6);
      if (!onFinder) mark(cx - 2, cy - 2, 5, 5);
    }
  }
  if (version >= 7) {
    mark(size - 11, 0, 3, 6);
    mark(0, size - 11, 6, 3);
  }
  return fixed;
}

const MASKS = [
  (x, y) => (x + y) % 2 === 0,
  (x, y) => y % 2 === 0,
  (x, y) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** The 15-bit format words: level and mask, BCH-protected, XOR-masked. */
const FORMAT_WORDS = Array.from({ length: 32 }, (_, data) => {
  let rem = data << 10;
  for (let bit = 14; bit >= 10; bit--) if (rem & (1 << bit)) rem ^= 0x537 << (bit - 10);
  return ((data << 10) | rem) ^ 0x5412;
});

/** The 18-bit version words, for versions 7-40. */
const VERSION_WORDS = Array.from({ length: 34 }, (_, i) => {
  const version = i + 7;
  let rem = version << 12;
  for (let bit = 17; bit >= 12; bit--) if (rem & (1 << bit)) rem ^= 0x1f25 << (bit - 12);
  return (version << 12) | rem;
});

const bitCount = (v) => {
  let n = 0;
  for (; v; v &= v - 1) n++;
  return n;
};

/** The index of the word nearest `read`, if at most 3 bits off. */
function nearest(words, read) {
  let best = -1;
  let bestDistance = 4;
  words.forEach((w, i) => {
    const d = bitCount(w ^ read);
    if (d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

// ---- From the grid to the text ------------------------------------------------------

/**
 * Reads a code from its modules: `dark(x, y)` for column x and row y of a code
 * of `version`. Returns the text or null.
 */
export function readGrid(version, dark) {
  const size = 17 + 4 * version;
  // The format, from either of its two copies.
  let first = 0;
  let second = 0;
  const firstCopy = [
    [8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8],
    [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8],
  ];
  firstCopy.forEach(([x, y], i) => {
    if (dark(x, y)) first |= 1 << i;
  });
  for (let i = 0; i < 15; i++) {
    const [x, y] = i < 8 ? [size - 1 - i, 8] : [8, size - 15 + i];
    if (dark(x, y)) second |= 1 << i;
  }
  let format = nearest(FORMAT_WORDS, first);
  if (format < 0) format = nearest(FORMAT_WORDS, second);
  if (format < 0) return null;
  const level = LEVELS[format >> 3];
  const mask = MASKS[format & 7];

  // The data modules, two columns at a time from the right, up then down.
  const fixed = functionModules(version);
  const bits = [];
  let upward = true;
  for (let right = size - 1; right >= 1; right -= 2, upward = !upward) {
    // The vertical timing line is no column of data.
    if (right === 6) right = 5;
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) {
        if (!fixed[y * size + x]) bits.push(dark(x, y) !== mask(x, y) ? 1 : 0);
      }
    }
  }
  const total = bits.length >> 3;
  const codewords = new Uint8Array(total);
  for (let i = 0; i < total * 8; i++) codewords[i >> 3] |= bits[i] << (7 - (i & 7));

  // Blocks are interleaved byte by byte: undo it, correct each, keep the data.
  const blockCount = BLOCKS[level][version - 1];
  const ecc = ECC_BYTES[level][version - 1];
  const shortLength = Math.floor(total / blockCount);
  const shortBlocks = blockCount - (total % blockCount);
  const dataLength = (b) => shortLength - ecc + (b >= shortBlocks ? 1 : 0);
  const blocks = Array.from({ length: blockCount }, (_, b) => new Uint8Array(dataLength(b) + ecc));
  let at = 0;
  for (let i = 0; i <= shortLength - ecc; i++) {
    for (let b = 0; b < blockCount; b++) if (i < dataLength(b)) blocks[b][i] = codewords[at++];
  }
  for (let i = 0; i < ecc; i++) {
    for (let b = 0; b < blockCount; b++) blocks[b][dataLength(b) + i] = codewords[at++];
  }
  const data = [];
  for (const [b, block] of blocks.entries()) {
    if (!correct(block, ecc)) return null;
    data.push(...block.subarray(0, dataLength(b)));
  }
  return segments(data, version);
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** The text of the data bytes: its segments one after another. */
function segments(data, version) {
  let bit = 0;
  const read = (n) => {
    if (bit + n > data.length * 8) throw new RangeError('past the end');
    let v = 0;
    for (let i = 0; i < n; i++, bit++) v = (v << 1) | ((data[bit >> 3] >> (7 - (bit & 7))) & 1);
    return v;
  };
  const group = version < 10 ? 0 : version < 27 ? 1 : 2;
  const bytes = [];
  try {
    while (bit + 4 <= data.length * 8) {
      const mode = read(4);
      if (mode === 0) break;
      if (mode === 1) {
        let count = read([10, 12, 14][group]);
        for (; count >= 3; count -= 3) bytes.push(...String(read(10)).padStart(3, '0').split('').map((c) => c.charCodeAt(0)));
        if (count) bytes.push(...String(read(count === 2 ? 7 : 4)).padStart(count, '0').split('').map((c) => c.charCodeAt(0)));
      } else if (mode === 2) {
        let count = read([9, 11, 13][group]);
        for (; count >= 2; count -= 2) {
          const v = read(11);
          bytes.push(ALPHANUMERIC.charCodeAt(Math.floor(v / 45)), ALPHANUMERIC.charCodeAt(v % 45));
        }
        if (count) bytes.push(ALPHANUMERIC.charCodeAt(read(6)));
      } else if (mode === 4) {
        const count = read([8, 16, 16][group]);
        for (let i = 0; i < count; i++) bytes.push(read(8));
      } else if (mode === 7) {
        // A character set: the app writes UTF-8, and reads every code as such.
        const first = read(8);
        if (first & 0x80) read(first & 0x40 ? 16 : 8);
      } else {
        return null;
      }
    }
  } catch {
    return null;
  }
  if (bytes.some((b) => b > 255 || Number.isNaN(b))) return null;
  return new TextDecoder().decode(new Uint8Array(bytes));
}

// ---- From the image to the grid -----------------------------------------------------

/**
 * Dark or light for each pixel, against the mean brightness around it (a
 * window an eighth of the image wide), so uneven light does not matter.
 */
function binarize(grey, width, height) {
  const w1 = width + 1;
  const sums = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += grey[y * width + x];
      sums[(y + 1) * w1 + x + 1] = sums[y * w1 + x + 1] + row;
    }
  }
  const r = Math.max(8, Math.floor(Math.min(width, height) / 8));
  const dark = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const sum = sums[y1 * w1 + x1] - sums[y0 * w1 + x1] - sums[y1 * w1 + x0] + sums[y0 * w1 + x0];
      const mean = sum / ((x1 - x0) * (y1 - y0));
      dark[y * width + x] = grey[y * width + x] < mean - 6 ? 1 : 0;
    }
  }
  return dark;
}

/** Whether five runs have the finder's proportions, 1:1:3:1:1. */
function finderRuns(runs) {
  const total = runs[0] + runs[1] + runs[2] + runs[3] + runs[4];
  if (total < 7) return false;
  const unit = total / 7;
  const slack = unit * 0.7;
  return (
    Math.abs(runs[0] - unit) < slack &&
    Math.abs(runs[1] - unit) < slack &&
    Math.abs(runs[2] - 3 * unit) < 3 * slack &&
    Math.abs(runs[3] - unit) < slack &&
    Math.abs(runs[4] - unit) < slack
  );
}

/**
 * The five runs through (x, y) along (dx, dy), the centre run being the dark
 * one at (x, y), and the offset of the centre run's middle from (x, y); null if
 * the line leaves the image or the runs are too long.
 */
function runsThrough(img, x, y, dx, dy, limit) {
  const { dark, width, height } = img;
  const at = (i) => {
    const px = Math.round(x + dx * i);
    const py = Math.round(y + dy * i);
    if (px < 0 || py < 0 || px >= width || py >= height) return -1;
    return dark[py * width + px];
  };
  if (at(0) !== 1) return null;
  const side = (sign) => {
    const lengths = [0, 0, 0];
    let i = sign;
    for (const [k, want] of [[0, 1], [1, 0], [2, 1]]) {
      while (at(i) === want && lengths[k] < limit) {
        lengths[k]++;
        i += sign;
      }
      if (at(i) === -1 && k < 2) return null;
    }
    return lengths;
  };
  const back = side(-1);
  const ahead = side(1);
  if (!back || !ahead) return null;
  const centre = back[0] + ahead[0] + 1;
  return {
    runs: [back[2], back[1], centre, ahead[1], ahead[2]],
    offset: (ahead[0] - back[0]) / 2,
  };
}

/** Finder square candidates: centre and module size, with how often each was seen. */
function findFinders(img) {
  const { dark, width, height } = img;
  const found = [];
  const limit = Math.max(width, height) / 4;
  const starts = new Int32Array(width + 1);
  const runs = [0, 0, 0, 0, 0];
  for (let y = 0; y < height; y++) {
    // Where the row's runs start, dark or light.
    let count = 0;
    for (let x = 0; x < width; x++) if (x === 0 || dark[y * width + x] !== dark[y * width + x - 1]) starts[count++] = x;
    starts[count++] = width;
    for (let i = 0; i + 5 < count; i++) {
      if (!dark[y * width + starts[i]]) continue;
      for (let k = 0; k < 5; k++) runs[k] = starts[i + k + 1] - starts[i + k];
      if (!finderRuns(runs)) continue;
      const cx = starts[i + 2] + runs[2] / 2;
      // The same proportions down through its middle, then across again there.
      const down = runsThrough(img, cx, y, 0, 1, limit);
      if (!down || !finderRuns(down.runs)) continue;
      const cy = y + down.offset;
      const across = runsThrough(img, cx, cy, 1, 0, limit);
      if (!across || !finderRuns(across.runs)) continue;
      const x2 = cx + across.offset;
      const diagonal = runsThrough(img, x2, cy, 1, 1, limit);
      if (!diagonal || !finderRuns(diagonal.runs)) continue;
      const wide = across.runs.reduce((a, b) => a + b, 0);
      const tall = down.runs.reduce((a, b) => a + b, 0);
      if (Math.abs(wide - tall) > 0.5 * Math.max(wide, tall)) continue;
      const module = (wide + tall) / 14;
      const same = found.find((f) => Math.hypot(f.x - x2, f.y - cy) < 2 * module && Math.abs(f.module - module) < module);
      if (same) {
        same.x = (same.x * same.seen + x2) / (same.seen + 1);
        same.y = (same.y * same.seen + cy) / (same.seen + 1);
        same.module = (same.module * same.seen + module) / (same.seen + 1);
        same.seen++;
      } else {
        found.push({ x: x2, y: cy, module, seen: 1 });
      }
    }
  }
  return found;
}

/** Triples of finders that could be one code's, likeliest first, in reading order. */
function finderTriples(finders) {
  const likely = finders
    .filter((f) => f.seen >= 2)
    .sort((a, b) => b.seen - a.seen)
    .slice(0, 8);
  const triples = [];
  for (let i = 0; i < likely.length; i++) {
    for (let j = i + 1; j < likely.length; j++) {
      for (let k = j + 1; k < likely.length; k++) {
        const three = [likely[i], likely[j], likely[k]];
        const modules = three.map((f) => f.module);
        if (Math.max(...modules) > 1.6 * Math.min(...modules)) continue;
        // The corner is the one opposite the longest side.
        const d = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
        const sides = [d(three[1], three[2]), d(three[0], three[2]), d(three[0], three[1])];
        const c = sides.indexOf(Math.max(...sides));
        const corner = three[c];
        let [a, b] = three.filter((_, n) => n !== c);
        const la = d(corner, a);
        const lb = d(corner, b);
        if (Math.abs(la - lb) > 0.25 * Math.max(la, lb)) continue;
        const hyp = sides[c];
        const squareness = Math.abs(hyp - Math.hypot(la, lb)) / hyp;
        if (squareness > 0.2) continue;
        // Top right is clockwise from the corner (the image's y grows downward).
        if ((a.x - corner.x) * (b.y - corner.y) - (a.y - corner.y) * (b.x - corner.x) < 0) [a, b] = [b, a];
        triples.push({ topLeft: corner, topRight: a, bottomLeft: b, score: squareness + Math.abs(la - lb) / la });
      }
    }
  }
  return triples.sort((p, q) => p.score - q.score);
}

/** The map from grid (column, row) to image (x, y) through four point pairs. */
function perspective(from, to) {
  // Solves for h in x = (h0 u + h1 v + h2) / (h6 u + h7 v + 1), y likewise.
  const rows = [];
  for (let i = 0; i < 4; i++) {
    const [u, v] = from[i];
    const [x, y] = to[i];
    rows.push([u, v, 1, 0, 0, 0, -u * x, -v * x, x]);
    rows.push([0, 0, 0, u, v, 1, -u * y, -v * y, y]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r][col]) > Math.abs(rows[pivot][col])) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    if (Math.abs(rows[col][col]) < 1e-12) return null;
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = rows[r][col] / rows[col][col];
      for (let c = col; c < 9; c++) rows[r][c] -= f * rows[col][c];
    }
  }
  const h = rows.map((row, i) => row[8] / row[i]);
  return (u, v) => {
    const z = h[6] * u + h[7] * v + 1;
    return [(h[0] * u + h[1] * v + h[2]) / z, (h[3] * u + h[4] * v + h[5]) / z];
  };
}

/**
 * Places near (x, y) that look like the alignment square's centre (a dark
 * module ringed by light, then dark, each about a module wide, both across and
 * down), nearest first: data modules can look the same, and only reading the
 * code tells which is the square.
 */
function findAlignments(img, x, y, module) {
  const reach = Math.ceil(4 * module);
  // A third of a module apart: every module is looked at, and fewer pixels.
  const step = Math.max(1, Math.floor(module / 3));
  const found = [];
  for (let dy = -reach; dy <= reach; dy += step) {
    for (let dx = -reach; dx <= reach; dx += step) {
      const px = Math.round(x + dx);
      const py = Math.round(y + dy);
      if (px < 0 || py < 0 || px >= img.width || py >= img.height || !img.dark[py * img.width + px]) continue;
      const across = runsThrough(img, px, py, 1, 0, 3 * module);
      if (!across || !ringed(across.runs, module)) continue;
      const down = runsThrough(img, px + across.offset, py, 0, 1, 3 * module);
      if (!down || !ringed(down.runs, module)) continue;
      const at = [px + across.offset, py + down.offset];
      if (!found.some((f) => Math.hypot(f[0] - at[0], f[1] - at[1]) < module)) found.push(at);
    }
  }
  const distance = (f) => Math.hypot(f[0] - x, f[1] - y);
  return found.sort((a, b) => distance(a) - distance(b)).slice(0, 4);
}

/** The alignment square's runs from its centre: 1:1:1 each way. */
function ringed(runs, module) {
  const [, light1, centre, light2] = runs;
  const near = (v) => v > 0.4 * module && v < 1.8 * module;
  return near(light1) && near(centre) && near(light2) && runs[0] > 0.3 * module && runs[4] > 0.3 * module;
}

/** The version a finder's neighbouring version bits give, read from its own module size. */
function versionNear(img, origin, across, down, module, transpose) {
  let read = 0;
  for (let i = 0; i < 18; i++) {
    // Bits 3 across by 6 down left of the top right finder (and transposed
    // above the bottom left one), counted from the finder's centre.
    const a = (i % 3) - 7;
    const b = Math.floor(i / 3) - 3;
    const [u, v] = transpose ? [b, a] : [a, b];
    const x = Math.round(origin.x + (u * across[0] + v * down[0]) * module);
    const y = Math.round(origin.y + (u * across[1] + v * down[1]) * module);
    if (x < 0 || y < 0 || x >= img.width || y >= img.height) return 0;
    if (img.dark[y * img.width + x]) read |= 1 << i;
  }
  const index = nearest(VERSION_WORDS, read);
  return index < 0 ? 0 : index + 7;
}

/** Tries one triple of finders as a code: the text, or null. */
function readTriple(img, { topLeft, topRight, bottomLeft }) {
  const unit = (a, b) => {
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    return [(b.x - a.x) / l, (b.y - a.y) / l];
  };
  const across = unit(topLeft, topRight);
  const down = unit(topLeft, bottomLeft);
  // Module sizes measured along the code's own axes: along the image's, as
  // the finders were found, a turned code's modules look up to 1.4 times wider.
  const measure = (f) => {
    const sizes = [across, down].map(([dx, dy]) => {
      const through = runsThrough(img, f.x, f.y, dx, dy, 10 * f.module);
      return through && finderRuns(through.runs) ? through.runs.reduce((a, b) => a + b, 0) / 7 : f.module;
    });
    return (sizes[0] + sizes[1]) / 2;
  };
  const [tl, tr, bl] = [topLeft, topRight, bottomLeft].map(measure);
  const module = (tl + tr + bl) / 3;
  const spans = (Math.hypot(topRight.x - topLeft.x, topRight.y - topLeft.y) + Math.hypot(bottomLeft.x - topLeft.x, bottomLeft.y - topLeft.y)) / (2 * module);
  const guess = Math.round((spans + 7 - 17) / 4);
  const versions = [];
  const told =
    versionNear(img, topRight, across, down, tr, false) || versionNear(img, bottomLeft, across, down, bl, true);
  if (told) versions.push(told);
  for (const v of [guess, guess - 1, guess + 1]) if (v >= 1 && v <= 40 && !versions.includes(v)) versions.push(v);
  for (const version of versions) {
    const size = 17 + 4 * version;
    const three = [
      [3.5, 3.5],
      [size - 3.5, 3.5],
      [3.5, size - 3.5],
    ];
    const seen = [topLeft, topRight, bottomLeft].map((f) => [f.x, f.y]);
    // The fourth corner as if the code were flat, then the alignment square
    // near the bottom right found to allow for a tilted camera.
    const flat = [seen[1][0] + seen[2][0] - seen[0][0], seen[1][1] + seen[2][1] - seen[0][1]];
    const flatMap = perspective([...three, [size - 3.5, size - 3.5]], [...seen, flat]);
    const maps = [];
    if (version >= 2 && flatMap) {
      const [x, y] = flatMap(size - 6.5, size - 6.5);
      for (const found of findAlignments(img, x, y, module)) {
        maps.push(perspective([...three, [size - 6.5, size - 6.5]], [...seen, found]));
      }
    }
    maps.push(flatMap);
    for (const map of maps) {
      if (!map) continue;
      const text = readGrid(version, (x, y) => {
        const [px, py] = map(x + 0.5, y + 0.5);
        const ix = Math.round(px);
        const iy = Math.round(py);
        if (ix < 0 || iy < 0 || ix >= img.width || iy >= img.height) return false;
        return img.dark[iy * img.width + ix] === 1;
      });
      if (text !== null) return text;
    }
  }
  return null;
}

/** The text of the QR code in a grey image, or null. */
export function decodeQr(grey, width, height) {
  const img = { dark: binarize(grey, width, height), width, height };
  const triples = finderTriples(findFinders(img));
  for (const triple of triples.slice(0, 6)) {
    const text = readTriple(img, triple);
    if (text !== null) return text;
  }
  return null;
}
