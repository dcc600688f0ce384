// Shared helpers for browser tests: serve dist/, drive Debian's Chromium with
// playwright-core, and record everything that went wrong on a page.
//
//   const app = await openApp();          // server + browser + page, app loaded
//   ...                                   // app.page is a Playwright Page
//   assert.deepEqual(app.problems.all(), []);
//   await app.close();
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer, DIST_DIR, HTTP2_CHROMIUM_ARGS, REPO_ROOT } from './server.mjs';
import { press } from './moves.mjs';

export { startServer, DIST_DIR, HTTP2_CHROMIUM_ARGS, REPO_ROOT };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps calling home, and on a closed
// network that means floods of refused connections.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The page shows the app once this text is on screen (the page title does not count). */
export const APP_TEXT = 'Boardroom';

/**
 * Chromium, for one test's use. Each `newPage` opens a context of its own, so
 * storage, caches and service workers never leak from one test to the next;
 * `close` closes the contexts opened here.
 *
 * Under `node --test`, the tests of a file that ask for the same flags share one
 * Chromium, launched by the first and closed after the last: a launch costs
 * about a second of CI's two cores, a context a tenth of that. Outside the test
 * runner (the measuring scripts), this is a Chromium of its own, which `close`
 * closes.
 */
export async function launchBrowser({ args = [] } = {}) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: run ./scripts/setup.sh (or set CHROMIUM_PATH)`);
  }
  const launch = () => chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...args] });
  if (!SHARING) return lease(await launch(), { own: true });
  const flags = args.join(' ');
  if (!fileChromiums.has(flags)) fileChromiums.set(flags, launch());
  return lease(await fileChromiums.get(flags), { own: false });
}

// The file's shared Chromiums, one per set of flags (see `launchBrowser`), closed
// once its tests are done.
const SHARING = Boolean(process.env.NODE_TEST_CONTEXT);
const fileChromiums = new Map();
if (SHARING) after(() => Promise.all([...fileChromiums.values()].map(async (b) => (await b).close())));

/** `browser` for one test: `own`, its `close` closes the browser; shared, the contexts it opened. */
function lease(browser, { own }) {
  const contexts = new Set();
  return {
    browser,
    /** A new isolated context and page, with `problems` recorded (see `watchPage`). */
    async newPage(options = {}) {
      const context = await browser.newContext({ serviceWorkers: 'allow', ...options });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      const page = await context.newPage();
      return { context, page, problems: watchPage(page) };
    },
    async close() {
      if (own) await browser.close();
      else if (browser.isConnected()) await Promise.all([...contexts].map((c) => c.close()));
    },
  };
}

// ---- Connections between devices (the *.net.mjs tests) --------------------------------

/**
 * Chromium for WebRTC tests: candidates carry the real (namespace) addresses rather
 * than mDNS names, which another context could not resolve here. No STUN server is
 * ever configured, so nothing is asked of the outside.
 */
export const NET_CHROMIUM_ARGS = ['--disable-features=WebRtcHideLocalIpsWithMdns'];

/**
 * Throws unless this process runs inside the network namespace tests/browser/netns.sh
 * makes: WebRTC traffic must never reach the machine's own network.
 */
export function requireNetns() {
  if (!process.env.BOARDROOM_NETNS) {
    throw new Error(
      'connection tests run inside a network namespace: ' +
        'tests/browser/netns.sh node --test --test-concurrency=1 tests/browser/FILE.net.mjs',
    );
  }
}

/**
 * Records console errors, uncaught page errors, failed requests and HTTP error
 * responses on `page`. `problems.all()` lists them as readable strings; `clear()`
 * forgets what was seen so far.
 */
export function watchPage(page) {
  const consoleErrors = [];
  const pageErrors = [];
  const failedRequests = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => pageErrors.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText;
    // Cancelled by the browser itself (the page moved on before, say, the
    // favicon arrived): nothing failed. On a loaded machine this happened in
    // tests that navigate quickly.
    if (why === 'net::ERR_ABORTED') return;
    failedRequests.push(`request failed: ${req.method()} ${req.url()} (${why})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) failedRequests.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
  });
  return {
    consoleErrors,
    pageErrors,
    failedRequests,
    all: () => [...consoleErrors, ...pageErrors, ...failedRequests],
    clear() {
      consoleErrors.length = 0;
      pageErrors.length = 0;
      failedRequests.length = 0;
    },
  };
}

/** Waits until the app (not just the static HTML) has rendered. */
export async function waitForApp(page, { timeout = 20_000 } = {}) {
  // The app's own <main> (index.html's loading page has none), with its name.
  await page.locator('main#main').waitFor({ state: 'attached', timeout });
  await page.locator('body').getByText(APP_TEXT).first().waitFor({ state: 'visible', timeout });
}

/**
 * Waits until the service worker has precached the app and controls the page, which is
 * when the app would start with no network.
 */
/**
 * Moves the page's clock on (`page.clock.install()` first), a few seconds at a
 * time, until `what` shows: a wait of up to a minute on one of the app's
 * timers, without waiting it out.
 */
export async function untilShown(page, what) {
  for (let i = 0; i < 12 && !(await what.count()); i++) {
    await page.clock.fastForward(5_000);
    await page.waitForTimeout(100);
  }
  await what.first().waitFor({ timeout: 10_000 });
}

export async function waitForServiceWorker(page, { timeout = 20_000 } = {}) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout });
}

/**
 * The parts of a release build, read from its loader (`__wasm_split.js`, which names
 * each part's file and the shared pieces it awaits): `{ <part>: { file, pieces } }`,
 * file names as shipped (`split_<part>.wasm.lzma`, `chunk_<n>.wasm.lzma`).
 */
export function buildParts(dir = DIST_DIR) {
  const loader = readFileSync(join(dir, '__wasm_split.js'), 'utf8');
  const pieceOf = new Map(
    [...loader.matchAll(/([\w$]+)=[\w$]+\(\(\)=>\{const \w+=(?:self\.boardroom\w+|fetch)\(new URL\("\.\/([\w.]+)"/g)].map((m) => [m[1], m[2]]),
  );
  const parts = {};
  for (const piece of loader.split('export const ').slice(1)) {
    const m = piece.match(/^__wasm_split_load_(\w+)=\w+\(\w+\(\(\)=>\{const \w+=(?:self\.boardroom\w+|fetch)\(new URL\("\.\/([\w.]+)"[^]*\},\[([\w,$]*)\]\)\)/);
    if (!m) throw new Error(`the parts' loader has changed shape: ${piece.slice(0, 80)}`);
    parts[m[1]] = { file: m[2], pieces: m[3].split(',').filter(Boolean).map((v) => pieceOf.get(v)) };
  }
  return parts;
}

/**
 * The pieces of shared code every game's part loads, as shipped (a game's part is
 * `game_<folder>`: src/app/parts.rs), in the order the first game's part lists them.
 */
export function sharedByGames(byPart = buildParts()) {
  const needs = Object.entries(byPart)
    .filter(([part]) => part.startsWith('game_'))
    .map(([, p]) => p.pieces);
  if (!needs.length) throw new Error(`no game's part (game_<folder>): ${Object.keys(byPart)}`);
  return needs[0].filter((piece) => needs.every((list) => list.includes(piece)));
}

/**
 * Each part's bundle of small files in a release build, read from index.html's
 * start-up script (scripts/post-build.mjs): `{ <part>: { file, at } }`, `at` giving
 * each file's `[offset, length]` in the bundle.
 */
export function buildBundles(dir = DIST_DIR) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const bundles = {};
  // Minified, so the keys may have lost their quotes.
  for (const [, file, part, at] of html.matchAll(/\{"?file"?:"(pieces_(\w+)\.bin)","?at"?:(\{[^}]*\})\}/g)) {
    bundles[part] = { file, at: JSON.parse(at) };
  }
  return bundles;
}

/** Per-test time limit: a broken page must fail a test, not hang the run. */
export const TEST_TIMEOUT = { timeout: 60_000 };

/**
 * Serves dist/ under /boardroom/, launches Chromium and loads the app.
 * Returns { server, browser, context, page, problems, response, close }.
 */
export async function openApp({ serverOptions, contextOptions } = {}) {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error(`no build in ${DIST_DIR}: run \`trunk build --release\` first`);
  }
  const server = await startServer(serverOptions);
  let browser;
  try {
    browser = await launchBrowser();
    const { context, page, problems } = await browser.newPage(contextOptions);
    const response = await page.goto(server.url);
    await waitForApp(page);
    return {
      server,
      browser,
      context,
      page,
      problems,
      response,
      async close() {
        await browser.close();
        await server.close();
      },
    };
  } catch (err) {
    await browser?.close();
    await server.close();
    throw err;
  }
}

/**
 * One app for all the tests of a file: opened before the first, closed after the
 * last. The returned object stands for it (`app.page`, `app.problems`, ...).
 */
export function sharedApp(options) {
  let app;
  before(async () => {
    app = await openApp(options);
  }, TEST_TIMEOUT);
  after(async () => {
    await app?.close();
  });
  return new Proxy({}, { get: (_, key) => app?.[key] });
}

/**
 * One server and one Chromium for all the tests of a file: started before the
 * first, closed after the last (`shared.server`, `shared.browser`).
 */
export function sharedBrowser(options) {
  const shared = {};
  before(async () => {
    shared.server = await startServer();
    shared.browser = await launchBrowser(options);
  }, TEST_TIMEOUT);
  after(async () => {
    await shared.browser?.close();
    await shared.server?.close();
  });
  return shared;
}

// ---- Saved games: helpers for the saves*.test.mjs files ------------------------------

import { deflateRawSync, inflateRawSync } from 'node:zlib';

export const GAME_PREFIX = 'boardroom.v1.game.';

/** Starts a new game of `game` from the home page with a fixed seed; returns its slot. */
export async function startGame(page, { game = 'Zaibatsu', seed = '4242', pace = 'Instant' } = {}) {
  await page.getByRole('link', { name: `New game of ${game}` }).click();
  await page.getByLabel('Game number (optional)').fill(seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('heading', { level: 1, name: game }).waitFor();
  if (pace) await page.getByLabel('Computer pace').selectOption({ label: pace });
  return slotOf(page);
}

/** The slot of the game a page shows (from its #play/<slot> address). */
export function slotOf(page) {
  const match = page.url().match(/#play\/([A-Za-z0-9_-]+)$/);
  if (!match) throw new Error(`not on a game: ${page.url()}`);
  return match[1];
}

/** Every saved-game entry in a page's storage, as { slot: json }. */
export async function savedEntries(page) {
  return page.evaluate((prefix) => {
    const out = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key.startsWith(prefix)) out[key.slice(prefix.length)] = localStorage.getItem(key);
    }
    return out;
  }, GAME_PREFIX);
}

/**
 * Makes one Zaibatsu move for the human whose turn it is, once it is, and
 * waits for the board it makes (the move is played a frame after the tap).
 */
export async function zaibatsuMove(page) {
  await page.getByRole('status').filter({ hasText: / to play/ }).waitFor({ timeout: 30_000 });
  const moves = [
    page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false }),
    page.getByRole('button', { name: /^Call pile \d+( \(empty\))?$/, disabled: false }),
    page.getByRole('button', { name: /^Bid T¥\d+$/ }),
    page.getByRole('button', { name: 'Pass', exact: true }),
  ];
  const any = moves[0].or(moves[1]).or(moves[2]).or(moves[3]);
  await any.first().waitFor({ timeout: 30_000 });
  for (const move of moves) {
    if (await move.count()) {
      await press(move.first());
      return;
    }
  }
  throw new Error('no move offered');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A save code's parts: its first byte (mark and format), game tag and unpacked body. */
export function openCode(code) {
  const bytes = Buffer.from(code, 'base64url');
  return { first: bytes[0], tag: bytes[1], body: inflateRawSync(bytes.subarray(2, bytes.length - 4)) };
}

/** The save code of parts as `openCode` gives them, with a correct checksum. */
export function makeCode({ first, tag, body }) {
  const head = Buffer.concat([Buffer.from([first, tag]), deflateRawSync(body, { level: 9 })]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(crc32(head));
  return Buffer.concat([head, crc]).toString('base64url');
}

/** `n` as a postcard varint (7 bits a byte, low first): save codes, protocol messages. */
export function writeVarint(n) {
  const out = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return Buffer.from(out);
}

/**
 * A code like `code` with its seats' names replaced (format 1: the body starts with
 * the player count, then the seats as (name, kind) pairs).
 */
export function withNames(code, names) {
  const parts = openCode(code);
  const body = parts.body;
  let at = 0;
  const read = () => {
    let value = 0;
    for (let shift = 1; ; shift *= 128) {
      const byte = body[at++];
      value += (byte & 0x7f) * shift;
      if (byte < 0x80) return value;
    }
  };
  const players = read();
  const count = read();
  const kinds = [];
  for (let i = 0; i < count; i++) {
    const length = read();
    at += length;
    kinds.push(body[at++]);
  }
  const seats = kinds.map((kind, i) => {
    const name = Buffer.from(names[i] ?? `P${i + 1}`, 'utf8');
    return Buffer.concat([writeVarint(name.length), name, Buffer.from([kind])]);
  });
  const rest = body.subarray(at);
  return makeCode({ ...parts, body: Buffer.concat([writeVarint(players), writeVarint(count), ...seats, rest]) });
}
