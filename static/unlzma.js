// Unpacks the app's wasm files, which a release build ships LZMA-compressed (".lzma",
// the LZMA-alone format xz writes): a quarter fewer bytes than the gzip a static host
// would apply, and every 100 KB costs a phone on a slow link half a second.
// scripts/post-build.mjs inlines these functions into index.html's start-up script;
// tests/js/unlzma.test.mjs checks them against xz.
//
// The unpacking itself is a small wasm of our own (scripts/unlzma, about 8 KB):
// `decoder` is its compiled module, or a promise of it. Each file gets an instance of
// its own, which unpacks the bytes as they arrive, so on a slow link it is over
// almost as soon as the last byte is in.

const REFUSED = {
  2: 'the data is damaged',
  3: 'the data ends early',
  4: 'more data than its size says',
  5: 'not an LZMA file this app packs',
  6: 'too large',
};

// `length` packed bytes, given in pieces by `next()` (a promise of the next piece).
async function unpackPieces(decoder, length, next) {
  const { exports: lzma } = await WebAssembly.instantiate(await decoder);
  const at = lzma.begin(length);
  if (!at) throw new Error(`LZMA: ${REFUSED[6]}`);
  let filled = 0;
  for (;;) {
    if (filled < length) {
      const piece = await next();
      const n = Math.min(piece.length, length - filled);
      // A view made anew each time: the memory grows as the output does.
      new Uint8Array(lzma.memory.buffer, at + filled, n).set(piece.subarray(0, n));
      filled += n;
    }
    let status;
    try {
      status = lzma.run(filled, filled === length ? 1 : 0);
    } catch {
      status = 2; // a trap: an index the data's own checks let through
    }
    if (status === 1) return new Uint8Array(lzma.memory.buffer, lzma.output(), lzma.output_len()).slice();
    if (status !== 0) throw new Error(`LZMA: ${REFUSED[status] ?? REFUSED[2]}`);
  }
}

// Unpacks `input`, packed bytes all in hand.
export function unlzma(decoder, input) {
  return unpackPieces(decoder, input.length, async () => input);
}

// Unpacks the packed wasm a download brings (`response`, or a promise of it; `length`
// bytes, which the build knows) as it arrives.
export async function unlzmaResponse(decoder, response, length) {
  response = await response;
  if (!response.ok || !response.body) throw new Error(`${response.url}: ${response.status} ${response.statusText}`);
  const reader = response.body.getReader();
  return unpackPieces(decoder, length, async () => {
    const { done, value } = await reader.read();
    if (done) throw new Error(`${response.url}: the download ended early`);
    return value;
  });
}
