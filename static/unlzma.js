// Unpacks the app's wasm, which a release build ships LZMA-compressed (".lzma", the
// LZMA-alone format xz writes): a quarter fewer bytes than the gzip a static host
// would apply, and every 100 KB costs a phone on a slow link half a second.
// scripts/post-build.mjs inlines this function into index.html's start-up script;
// tests/js/unlzma.test.mjs checks it against xz. Written from the format's
// description (a range coder over adaptive bit probabilities, literals and matches).
//
// `input` is the packed bytes. While they are still arriving, `feed` says how many
// have (`feed.filled`) and `feed.more()` resolves when more have: unpacking then runs
// as the download goes, so on a slow link it is over almost as soon as the last byte
// is in. Without `feed`, `input` is complete.
export async function unlzma(input, feed = null) {
  let inPos = 13;
  const filled = () => (feed ? feed.filled : input.length);
  // No step reads more than this many bytes between two checks of the loop below.
  const AHEAD = 256;
  const ready = async (n) => {
    while (feed && filled() < Math.min(n, input.length)) await feed.more();
  };
  const byte = () => {
    if (inPos >= filled()) throw new Error('LZMA: the data ends early');
    return input[inPos++];
  };
  await ready(18 + AHEAD);
  let props = input[0];
  if (input.length < 18 || props >= 225) throw new Error('LZMA: not an LZMA file');
  const lc = props % 9;
  props = (props / 9) | 0;
  const lp = props % 5;
  const pb = (props / 5) | 0;
  const sizeLow = input[5] | (input[6] << 8) | (input[7] << 16) | (input[8] << 24);
  const sizeHigh = input[9] | (input[10] << 8) | (input[11] << 16) | (input[12] << 24);
  // All ones: unknown, the data ends with a marker. Otherwise under 4 GiB here.
  const known = !(sizeLow === -1 && sizeHigh === -1);
  if (known && sizeHigh !== 0) throw new Error('LZMA: too large');
  let out = new Uint8Array(known ? sizeLow >>> 0 : input.length * 4);
  let outPos = 0;

  // The range decoder. Probabilities are 11-bit chances of a 0.
  if (byte() !== 0) throw new Error('LZMA: damaged data');
  let range = 0xffffffff;
  let code = 0;
  for (let i = 0; i < 4; i++) code = ((code << 8) | byte()) >>> 0;
  const bit = (probs, i) => {
    const p = probs[i];
    const bound = (range >>> 11) * p;
    let b;
    if (code < bound) {
      range = bound;
      probs[i] = p + ((2048 - p) >>> 5);
      b = 0;
    } else {
      range = (range - bound) >>> 0;
      code = (code - bound) >>> 0;
      probs[i] = p - (p >>> 5);
      b = 1;
    }
    if (range < 0x1000000) {
      range = (range << 8) >>> 0;
      code = ((code << 8) | byte()) >>> 0;
    }
    return b;
  };
  const direct = (count) => {
    let result = 0;
    for (; count > 0; count--) {
      range >>>= 1;
      let b = 0;
      if (code >= range) {
        code = (code - range) >>> 0;
        b = 1;
      }
      result = ((result << 1) | b) >>> 0;
      if (range < 0x1000000) {
        range = (range << 8) >>> 0;
        code = ((code << 8) | byte()) >>> 0;
      }
    }
    return result;
  };
  const tree = (probs, base, bits) => {
    let m = 1;
    for (let i = 0; i < bits; i++) m = (m << 1) | bit(probs, base + m);
    return m - (1 << bits);
  };
  const reverseTree = (probs, base, bits) => {
    let m = 1;
    let symbol = 0;
    for (let i = 0; i < bits; i++) {
      const b = bit(probs, base + m);
      m = (m << 1) | b;
      symbol |= b << i;
    }
    return symbol;
  };
  const model = (n) => new Uint16Array(n).fill(1024);
  // A length: 2..9, 10..17 or 18..273, the first two by position.
  const lengths = () => {
    const choice = model(2);
    const low = model(16 << 3);
    const mid = model(16 << 3);
    const high = model(256);
    return (posState) => {
      if (!bit(choice, 0)) return tree(low, posState << 3, 3);
      if (!bit(choice, 1)) return 8 + tree(mid, posState << 3, 3);
      return 16 + tree(high, 0, 8);
    };
  };

  const isMatch = model(12 << 4);
  const isRep = model(12);
  const isRepG0 = model(12);
  const isRepG1 = model(12);
  const isRepG2 = model(12);
  const isRep0Long = model(12 << 4);
  const literals = model(0x300 << (lc + lp));
  const slots = model(4 << 6);
  const special = model(115);
  const align = model(16);
  const matchLength = lengths();
  const repLength = lengths();
  const pbMask = (1 << pb) - 1;
  const lpMask = (1 << lp) - 1;

  const put = (b) => {
    if (outPos === out.length) {
      if (known) throw new Error('LZMA: more data than its size says');
      const grown = new Uint8Array(out.length * 2);
      grown.set(out);
      out = grown;
    }
    out[outPos++] = b;
  };

  let state = 0;
  let rep0 = 0;
  let rep1 = 0;
  let rep2 = 0;
  let rep3 = 0;
  while (!known || outPos < out.length) {
    if (feed && inPos + AHEAD > feed.filled) await ready(inPos + AHEAD);
    const posState = outPos & pbMask;
    if (!bit(isMatch, (state << 4) + posState)) {
      const prev = outPos > 0 ? out[outPos - 1] : 0;
      const base = 0x300 * (((outPos & lpMask) << lc) + (prev >>> (8 - lc)));
      let symbol = 1;
      if (state >= 7) {
        // After a match, the byte the match would have continued with guides the guess.
        let matchByte = out[outPos - rep0 - 1];
        while (symbol < 0x100) {
          const matchBit = (matchByte >>> 7) & 1;
          matchByte <<= 1;
          const b = bit(literals, base + ((1 + matchBit) << 8) + symbol);
          symbol = (symbol << 1) | b;
          if (matchBit !== b) break;
        }
      }
      while (symbol < 0x100) symbol = (symbol << 1) | bit(literals, base + symbol);
      put(symbol & 0xff);
      state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
      continue;
    }
    let len;
    if (bit(isRep, state)) {
      if (outPos === 0) throw new Error('LZMA: damaged data');
      if (!bit(isRepG0, state)) {
        if (!bit(isRep0Long, (state << 4) + posState)) {
          state = state < 7 ? 9 : 11;
          put(out[outPos - rep0 - 1]);
          continue;
        }
      } else {
        let dist;
        if (!bit(isRepG1, state)) {
          dist = rep1;
        } else {
          if (!bit(isRepG2, state)) {
            dist = rep2;
          } else {
            dist = rep3;
            rep3 = rep2;
          }
          rep2 = rep1;
        }
        rep1 = rep0;
        rep0 = dist;
      }
      len = repLength(posState);
      state = state < 7 ? 8 : 11;
    } else {
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      len = matchLength(posState);
      state = state < 7 ? 7 : 10;
      const slot = tree(slots, (len < 3 ? len : 3) << 6, 6);
      if (slot < 4) {
        rep0 = slot;
      } else {
        const bits = (slot >>> 1) - 1;
        rep0 = ((2 | (slot & 1)) << bits) >>> 0;
        if (slot < 14) {
          rep0 = (rep0 + reverseTree(special, rep0 - slot, bits)) >>> 0;
        } else {
          rep0 = (rep0 + (direct(bits - 4) << 4) + reverseTree(align, 0, 4)) >>> 0;
        }
        if (rep0 === 0xffffffff) break; // the end marker
      }
      if (rep0 >= outPos) throw new Error('LZMA: damaged data');
    }
    for (let n = len + 2; n > 0; n--) put(out[outPos - rep0 - 1]);
  }
  return known ? out : out.subarray(0, outPos);
}

// Unpacks the packed wasm a download brings (`response`, or a promise of it; `length`
// bytes, which the build knows) as it arrives.
export async function unlzmaResponse(response, length) {
  response = await response;
  if (!response.ok || !response.body) throw new Error(`${response.url}: ${response.status} ${response.statusText}`);
  const input = new Uint8Array(length);
  const reader = response.body.getReader();
  const feed = {
    filled: 0,
    async more() {
      const { done, value } = await reader.read();
      if (done) throw new Error(`${response.url}: the download ended early`);
      const n = Math.min(value.length, length - this.filled);
      input.set(value.subarray(0, n), this.filled);
      this.filled += n;
    },
  };
  return unlzma(input, feed);
}
