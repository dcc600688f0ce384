// The page's start-up. scripts/post-build.mjs puts it into index.html (a classic
// script, run as the page is parsed) and calls `boot` with the manifest the build
// wrote: which files each part of the app loads (largest first), their packed
// lengths, and the bundles of small pieces. The wasm's own bytes follow the loading
// page in pieces (`boardroomFeed`); the script at the page's end, which holds the
// unpacker (static/unlzma.js), calls `boardroomUnpackMain` once it is in.
// Tested by tests/js/boot.test.mjs with a stand-in page.

/**
 * Sets up, on `scope` (the page's `self`):
 * - `boardroomWasm`, the main wasm's packed bytes as a download that the page's
 *   pieces feed (`boardroomFeed`); it ends once the page is parsed, so a page cut
 *   short says so rather than waiting;
 * - `boardroomPrefetch(files, part)` and `boardroomPrefetchPart(part)`, which fetch a
 *   part's files ahead of its loader (`__wasm_split.js`): the app asks for a game's
 *   part as set-up opens, before the form is drawn, and each file unpacks as it
 *   arrives, not when the loader gets to it;
 * - `boardroomUnpack(url, size)`, through which the loader takes each file's
 *   unpacking, once;
 * - `boardroomUnpackMain(...)`, for the page's last script.
 * `doc` is the page's `document`.
 */
export function boot(scope, doc, { parts, sizes, bundles }) {
  scope.boardroomWasm = new Response(
    new ReadableStream({
      start(body) {
        scope.boardroomFeed = (piece) => {
          const text = atob(piece);
          const bytes = new Uint8Array(text.length);
          for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
          body.enqueue(bytes);
          // Each piece's script leaves the page once read.
          doc.currentScript?.remove();
        };
        scope.addEventListener('DOMContentLoaded', () => body.close());
      },
    }),
  );

  // URLs are made when a file is asked for, after index.html's first script has put
  // any missing slash into the address.
  const urlOf = (file) => new URL(file, doc.baseURI).href;
  const early = new Map();
  const asked = new Set();
  // Fetched at once, unpacked once the app is drawn (src/main.rs): unpacking takes
  // a core, and on a phone with few the app's start waited for it.
  const started = new Promise((resolve) => scope.addEventListener('boardroom-drawn', resolve, { once: true }));
  const unlzma = (response, size) => scope.boardroomUnlzma(response, size, scope.boardroomMain);

  // `files` come largest first. The largest not asked for yet goes first, then the
  // rest smallest first: over HTTP/1.1 a browser opens six connections to a host,
  // and each small file costs a round trip on one of them, so they go while the
  // largest keeps the link busy, not after the others (the smallest come in one
  // bundle). The unpacker (`boardroomUnlzma`) is there before anything asks.
  scope.boardroomPrefetch = (files, part) => {
    const wanted = files.map((file) => [file, urlOf(file)]).filter(([, url]) => !asked.has(url));
    // A file in the part's bundle comes from it, fetched once for all of them. If
    // it fails, so do they, once: the loader's next try fetches each by itself.
    const bundle = bundles[part];
    let whole;
    const fromBundle = (file) => {
      const at = bundle?.at[file];
      if (!at) return undefined;
      whole ??= scope
        .fetch(urlOf(bundle.file))
        .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`${bundle.file}: ${r.status}`))));
      return whole.then((bytes) => new Response(bytes.slice(at[0], at[0] + at[1])));
    };
    for (const [file, url] of wanted.slice(0, 1).concat(wanted.slice(1).reverse())) {
      asked.add(url);
      const response = fromBundle(file) ?? scope.fetch(url);
      response.catch(() => {});
      const unpacked = started.then(() => unlzma(response, sizes[file]));
      unpacked.catch(() => {});
      early.set(url, unpacked);
    }
  };
  scope.boardroomPrefetchPart = (part) => scope.boardroomPrefetch(parts[part] ?? [], part);

  // A failed download or unpacking is handed over once, never kept: the next try
  // fetches again.
  scope.boardroomUnpack = (url, size) => {
    const href = String(url);
    asked.add(href);
    const unpacked = early.get(href);
    early.delete(href);
    return unpacked ?? unlzma(scope.fetch(href), size);
  };

  scope.boardroomUnpackMain = (main, unpacker) => unpackMain(scope, main, unpacker);
}

/**
 * Starts unpacking the main wasm (`boardroomMain`) as its pieces arrive, and sets
 * `boardroomUnlzma`, which the parts use too: in a worker of its own, which leaves
 * the main thread to drawing as the app starts; in the page if there can be no
 * worker, or if it fails. `main`: the unpacker's wasm in base64 (`decoder`), the
 * main wasm's unpacked size (`size`) and the worker's script (`worker`);
 * `unpacker`: static/unlzma.js's functions.
 */
export function unpackMain(scope, { decoder, size, worker }, { unlzmaResponse, unlzmaResponseVia }) {
  const module = WebAssembly.compile(Uint8Array.from(atob(decoder), (c) => c.charCodeAt(0)));
  const inPage = (response, length, preset) => unlzmaResponse(module, response, length, preset);
  scope.boardroomUnlzma = inPage;
  try {
    const thread = new scope.Worker(URL.createObjectURL(new Blob([worker], { type: 'text/javascript' })));
    module.then((compiled) => thread.postMessage({ decoder: compiled }));
    scope.boardroomUnlzma = unlzmaResponseVia(thread, inPage);
  } catch {}
  scope.boardroomMain = scope.boardroomUnlzma(scope.boardroomWasm, size);
}
