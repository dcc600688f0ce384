// Unpacks the app's wasm files, which a release build ships LZMA-compressed (".lzma",
// the LZMA-alone format xz writes): a quarter fewer bytes than the gzip a static host
// would apply, and every 100 KB costs a phone on a slow link half a second.
// scripts/post-build.mjs inlines these functions into index.html's start-up script;
// tests/js/unlzma.test.mjs checks them against xz and the build's packer.
//
// The unpacking itself is a small wasm of our own (scripts/unlzma, about 6 KB):
// `decoder` is its compiled module, or a promise of it. Each file gets an instance of
// its own, which unpacks the bytes as they arrive, so on a slow link it is over
// almost as soon as the last byte is in. The page runs it in a worker
// (`serveUnpacking`, `unlzmaResponseVia`), so that it leaves the main thread to
// drawing while the app starts and a game's part arrives.
//
// A file may be packed against a preset (scripts/lzma-pack: the app's parts are packed
// against the main wasm): `preset` is then those bytes, or a promise of them, and the
// unpacking waits for them. The download goes on meanwhile.

const REFUSED = {
  2: 'the data is damaged',
  3: 'the data ends early',
  4: 'more data than its size says',
  5: 'not an LZMA file this app packs',
  6: 'too large',
};

// `length` packed bytes, given in pieces by `next()` (a promise of the next piece).
async function unpackPieces(decoder, length, next, preset) {
  const { exports: lzma } = await WebAssembly.instantiate(await decoder);
  const before = (await preset) ?? new Uint8Array(0);
  const at = lzma.begin(length, before.length);
  if (!at) throw new Error(`LZMA: ${REFUSED[6]}`);
  new Uint8Array(lzma.memory.buffer, lzma.output() - before.length, before.length).set(before);
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
export function unlzma(decoder, input, preset) {
  return unpackPieces(decoder, input.length, async () => input, preset);
}

// Unpacks the packed wasm a download brings (`response`, or a promise of it; `length`
// bytes, which the build knows) as it arrives.
export async function unlzmaResponse(decoder, response, length, preset) {
  const reader = await bodyOf(response);
  return unpackPieces(
    decoder,
    length,
    async () => {
      const { done, value } = await reader.read();
      if (done) throw new Error(`${reader.url}: the download ended early`);
      return value;
    },
    preset,
  );
}

// A download's reader (`response`, or a promise of it), with its URL for messages.
async function bodyOf(response) {
  response = await response;
  if (!response.ok || !response.body) throw new Error(`${response.url}: ${response.status} ${response.statusText}`);
  return Object.assign(response.body.getReader(), { url: response.url });
}

// The same in a worker, which leaves the page's main thread to drawing: `port` is the
// worker's global scope (or a MessagePort). The page sends `{ decoder }` once (the
// unpacker's compiled module), each preset once as `{ presetId, preset }` (its bytes),
// then for each file `{ id, length, presetId }` (`presetId` undefined for none),
// `{ id, piece }` as each piece arrives and `{ id, end: true }` when the download
// ends; it gets back `{ id, bytes }` or `{ id, error }`.
export function serveUnpacking(port) {
  let decoderIn;
  const decoder = new Promise((resolve) => (decoderIn = resolve));
  const jobs = new Map();
  // Each preset's bytes, by id: a promise, since a file may come before its preset.
  const presets = new Map();
  const preset = (id) => {
    if (!presets.has(id)) {
      let given;
      presets.set(id, Object.assign(new Promise((resolve) => (given = resolve)), { given }));
    }
    return presets.get(id);
  };
  port.onmessage = ({ data }) => {
    if (data.decoder) return decoderIn(data.decoder);
    if (data.preset) return preset(data.presetId).given(data.preset);
    if (data.length !== undefined) {
      const pieces = [];
      let wake = null;
      const job = { take: (item) => (wake ? (wake(item), (wake = null)) : pieces.push(item)) };
      jobs.set(data.id, job);
      unpackPieces(
        decoder,
        data.length,
        async () => {
          const item = pieces.length ? pieces.shift() : await new Promise((resolve) => (wake = resolve));
          if (item.end) throw new Error('the download ended early');
          return item.piece;
        },
        data.presetId === undefined ? undefined : preset(data.presetId),
      ).then(
        (bytes) => port.postMessage({ id: data.id, bytes }, [bytes.buffer]),
        (error) => port.postMessage({ id: data.id, error: error.message }),
      ).finally(() => jobs.delete(data.id));
      return;
    }
    // Pieces past a file's length (or for a file already refused) are not needed.
    jobs.get(data.id)?.take(data);
  };
}

// `unlzmaResponse` done by the worker `port` serves (serveUnpacking, already given the
// decoder): the download is read here and its pieces handed over as they arrive. Once
// the worker has failed, downloads go to `otherwise` (the same, in the page).
export function unlzmaResponseVia(port, otherwise) {
  let ids = 0;
  let failed = false;
  const waiting = new Map();
  // Each preset is sent once (a copy; the page keeps its own), by the promise or
  // bytes the caller gives.
  const presets = new Map();
  const presetId = (preset) => {
    if (preset === undefined) return undefined;
    if (!presets.has(preset)) {
      const presetId = presets.size;
      presets.set(preset, presetId);
      Promise.resolve(preset).then(
        (bytes) => port.postMessage({ presetId, preset: bytes }),
        () => {}, // its files fail in the page (below)
      );
    }
    return presets.get(preset);
  };
  port.onmessage = ({ data: { id, bytes, error } }) => {
    const job = waiting.get(id);
    waiting.delete(id);
    if (error === undefined) job?.resolve(bytes);
    else job?.reject(new Error(`${job.url}: ${error}`));
  };
  // A worker that fails (its script refused, say) answers nothing more.
  port.addEventListener('error', () => {
    failed = true;
    for (const job of waiting.values()) job.reject(new Error(`${job.url}: the unpacker stopped`));
    waiting.clear();
  });
  return async (response, length, preset) => {
    if (failed) return otherwise(response, length, preset);
    const reader = await bodyOf(response);
    const id = ids++;
    const done = new Promise((resolve, reject) => waiting.set(id, { resolve, reject, url: reader.url }));
    port.postMessage({ id, length, presetId: presetId(preset) });
    // A preset that cannot be had fails the file here: the worker would wait for it.
    Promise.resolve(preset).catch((error) => {
      waiting.get(id)?.reject(error);
      waiting.delete(id);
    });
    // Read on while the caller waits for the worker's answer, which may come first
    // (a refusal, or the worker failing).
    (async () => {
      try {
        for (;;) {
          const { done: end, value } = await reader.read();
          if (end) break;
          port.postMessage({ id, piece: value }, [value.buffer]);
        }
      } catch (error) {
        // The download's own error, rather than the worker's "ended early".
        waiting.get(id)?.reject(error);
        waiting.delete(id);
      } finally {
        port.postMessage({ id, end: true });
      }
    })();
    return done;
  };
}
