// Measures the release build in dist/ (build it first: `trunk build --release`):
//   - what a first visit transfers: index.html (with the app's css and its wasm,
//     LZMA-packed, in it), the app's js and the parts' loader, gzipped as a static
//     host would; and the
//     size of each part loaded when first needed (src/app/parts.rs);
//   - how long a cold start takes in headless Chromium, from navigation until the page
//     first paints something (index.html's loading page) and until the app shows
//     `--selector` (median of `--runs` fresh browsers: no cache, no worker),
//     served gzipped as GitHub Pages serves it, on this machine as it is ("desktop") and
//     under the mobile profile page-speed tools use ("mobile": 1.6 Mbps down, 750 kbps
//     up, 150 ms round trip, CPU slowed 4x);
//   - and until the player can tap "New game": the app's first "New game of …" link is
//     on the page and the task that drew it has ended, so a tap is handled at once;
//   - (with `--early`, instead: the loading page's own "New game of `--open`" link,
//     there from the first paint, tapped at once, and when set-up's form is shown);
//   - then opening a game for the first time: "New game of `--open`" tapped, "Start
//     game" pressed as soon as the form is there (or, with `--pause`, that many ms
//     later: a player reading the form), until the game's screen is drawn
//     (its part fetched, src/app/parts.rs), and the same again, from the home page
//     with its part in: the first opening minus that is the wait its download adds.
//     The first opening is also split at the last byte of the parts' files:
//     how long after the press it came, and how long the screen took after it;
//     and timed from the navigation (when the player first sees the game).
//     The clock starts when the player presses, in the page's own time (the form
//     drawn, plus the pause), not when the page gets round to taking the press: a
//     page busy then makes the player wait too.
//     The pages run with no service worker:
//     the browser would run its precaching outside the page's throttling. With
//     `--worker` (mobile only) they run with it, and the server itself is the slow
//     link, shared by the page and the worker as on a phone: what a real first
//     visit meets while the worker downloads the whole app;
//   - with `--http2`, served over HTTPS and HTTP/2 as GitHub Pages serves it (every
//     file on one connection at once); by default over HTTP/1.1, where a browser
//     opens six connections to a host and each small file waits its turn on one;
//   - with `--files`, each run's files: when each was asked for and came in.
// Not a test: it prints numbers and fails only if the app does not start.
//   node scripts/measure.mjs [--runs 7] [--selector main#main] [--profile both|desktop|mobile]
//                            [--open "Mundus Novus"] [--pause 0] [--worker] [--early] [--http2] [--files]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { DIST_DIR, HTTP2_CHROMIUM_ARGS, buildBundles, buildParts, launchBrowser, startServer } from '../tests/browser/harness.mjs';
import { fedBytes } from './lzma.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    selector: { type: 'string', default: 'main#main' },
    profile: { type: 'string', default: 'both' },
    open: { type: 'string', default: 'Mundus Novus' },
    pause: { type: 'string', default: '0' },
    early: { type: 'boolean', default: false },
    worker: { type: 'boolean', default: false },
    http2: { type: 'boolean', default: false },
    files: { type: 'boolean', default: false },
  },
});
const runs = Number(opts.runs);

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// --- Size.
// What a first visit downloads before the app runs: index.html, which holds the
// css and the app's wasm (LZMA-packed, in base64 pieces that gzip takes back to
// about their size), the app's js and the parts' loader, gzipped as a static host
// serves text. Service-worker and on-demand files (rules pages, board stylesheets,
// icons) are not counted; the parts loaded when first needed (src/app/parts.rs:
// `split_*` for a game or playing on several devices, `chunk_*` for code parts
// share, LZMA-packed and served as they are) are summed after, each part with the
// pieces it needs.
const servedSize = (name) => {
  const body = readFileSync(join(DIST_DIR, name));
  return [body.length, name.endsWith('.lzma') ? body.length : gzipSync(body, { level: 9 }).length];
};
const row = (name, [raw, served]) => console.log(`${name.padEnd(44)} ${kib(raw).padStart(11)} ${kib(served).padStart(11)}`);
const files = readdirSync(DIST_DIR).filter((f) => /\.(wasm|lzma|js|css|html)$/.test(f) && f !== 'sw.js').sort();
const parts = files.filter((f) => /^(split_\w+|chunk_\d+)\.wasm(\.lzma)?$/.test(f));
let raw = 0;
let served = 0;
console.log('file                                             raw      served');
for (const name of files.filter((f) => !parts.includes(f))) {
  const size = servedSize(name);
  raw += size[0];
  served += size[1];
  row(name, size);
}
// The app's wasm within index.html: its packed bytes.
console.log(`  of which the app's wasm, LZMA-packed        ${kib(fedBytes(readFileSync(join(DIST_DIR, 'index.html'), 'utf8')).length).padStart(11)}`);
row('first visit (html with css and wasm + js)', [raw, served]);
// Each part with the shared pieces it loads with it: what opening it first downloads.
const shipped = (name) => servedSize(name)[1];
console.log(`parts loaded when first needed (${parts.length} files), each with what it needs:`);
const byPart = buildParts();
for (const [name, { file, pieces }] of Object.entries(byPart)) {
  const all = shipped(file) + pieces.reduce((sum, f) => sum + shipped(f), 0);
  console.log(`  ${name.padEnd(14)} ${kib(shipped(file)).padStart(10)}, ${kib(all).padStart(10)} with ${pieces.length} shared pieces`);
}
const pieces = [...new Set(Object.values(byPart).flatMap((p) => p.pieces))].map(shipped).sort((a, b) => b - a);
console.log(`  shared pieces: ${pieces.filter((b) => b >= 1024).map(kib).join(', ')}, and ${pieces.filter((b) => b < 1024).length} under 1 KiB`);
console.log(`  all parts ${kib(parts.reduce((sum, f) => sum + shipped(f), 0))}`);
// Each part's small pieces, which the start-up script fetches in one file instead.
const bundles = Object.values(buildBundles()).map((b) => b.file).sort();
console.log(`  each part's small pieces in one file: ${bundles.map((f) => `${f} ${kib(shipped(f))}`).join(', ')}`);

// --- Start-up time. A new browser each run: Chromium shares compiled wasm between
// contexts of one browser, which would make every run after the first a warm start.
const MOBILE = {
  network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
  cpu: 4,
};

async function coldStarts(url, profile) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const browser = await launchBrowser({ args: opts.http2 ? HTTP2_CHROMIUM_ARGS : [] });
    try {
      // No worker unless `--worker`: its precaching would run outside the page's
      // throttling (and serve the page the parts it fetched at full speed).
      const { context, page } = await browser.newPage({ serviceWorkers: opts.worker ? 'allow' : 'block' });
      // The bytes that came over the wire (headers and encoding included) until the
      // player could tap "New game".
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      let wire = 0;
      let tapped = false;
      // Counted as the chunks arrive: a response taken over by a stream reader may
      // report its end late. (Over HTTP/2 Chromium gives each chunk's length as 0,
      // so nothing is counted there.)
      cdp.on('Network.dataReceived', (e) => {
        if (!tapped) wire += e.encodedDataLength;
      });
      if (profile === 'mobile') {
        if (!opts.worker) await cdp.send('Network.emulateNetworkConditions', MOBILE.network);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
      }
      // The player's taps are made inside the page, the moment the page can take
      // them, as a finger would: driven from here, each click first waits on
      // round trips to a page slowed 4x (it measured 120–200 ms after the page
      // was ready), and the download a tap starts would start that much later.
      // Noted in the page: when the app's first "New game" link appears and the
      // task that drew it has ended (from then on a tap is handled at once), when
      // set-up's form is drawn, and when "Start game" is pressed.
      await page.addInitScript(({ name, pause, early }) => {
        const noteWhen = (there, note) => {
          const seen = new MutationObserver(() => {
            if (!there()) return;
            seen.disconnect();
            note();
          });
          seen.observe(document, { childList: true, subtree: true });
        };
        const newGame = () =>
          [...document.querySelectorAll('main#main a[href^="#new/"]')].find((a) => a.textContent === `New game of ${name}`);
        noteWhen(newGame, () =>
          setTimeout(() => {
            window.__tapReady = performance.now();
            // With `--early` the loading page's link was tapped already.
            if (!early && !window.__tappedOnce) {
              window.__tappedOnce = true;
              newGame().click();
            }
          }, 0),
        );
        // Set-up's form, and "Start game" pressed `pause` ms after it appears:
        // armed again before each "New game" (see below).
        const startButton = () => [...document.querySelectorAll('main#main button')].find((b) => b.textContent === 'Start game');
        window.__armForm = () => {
          window.__form = undefined;
          noteWhen(startButton, () => {
            window.__form = performance.now();
            setTimeout(() => startButton().click(), pause);
          });
        };
        window.__armForm();
      }, { name: opts.open, pause: Number(opts.pause), early: opts.early });
      if (opts.early) {
        await page.addInitScript((name) => {
          new PerformanceObserver((list, observer) => {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            const link = [...document.querySelectorAll('#boot a')].find((a) => a.textContent === `New game of ${name}`);
            link.click();
            window.__early = performance.now();
          }).observe({ type: 'paint', buffered: true });
        }, opts.open);
      }
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
      let early = NaN;
      if (opts.early) {
        // The loading page's own link, tapped as soon as the page is first on
        // screen; the app opens set-up as it starts. (From inside the page: polling
        // for it from here would slow the page it measures.)
        early = await (await page.waitForFunction(() => window.__early, null, { timeout: 60_000 })).jsonValue();
        tapped = true;
      }
      // performance.now() counts from the start of the navigation.
      const ms = await page.waitForFunction(
        (sel) => document.querySelector(sel) && performance.now(),
        opts.selector,
        { polling: 'raf', timeout: 60_000 },
      );
      const paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      );
      let tap = NaN;
      if (!opts.early) {
        tap = await (await page.waitForFunction(() => window.__tapReady, null, { timeout: 60_000 })).jsonValue();
        tapped = true;
      }
      // The player presses "Start game" `pause` ms after the form appears: that is
      // when the clock starts, in the page's time. A page still busy then (drawing,
      // unpacking) takes the press late, and the player waits for that too.
      const form = await (await page.waitForFunction(() => window.__form, null, { timeout: 60_000 })).jsonValue();
      const pressed = form + Number(opts.pause);
      // Opening a game: its screen is drawn when its board's heading is on the page
      // and the task that drew it has ended.
      const drawn = async () => {
        await page.waitForFunction(
          (name) => [...document.querySelectorAll('main#main h1')].some((h) => h.textContent === name),
          opts.open,
          { polling: 'raf', timeout: 60_000 },
        );
        return page.evaluate(() => new Promise((done) => setTimeout(() => done(performance.now()), 0)));
      };
      const shown = await drawn();
      const open = shown - pressed;
      // Where that time went: the last byte of the part's files (all fetched by
      // then; its small pieces come in a bundle, `pieces_<part>.bin`), against the
      // press and against the screen drawn. Only files asked for before the press
      // (a part fetched after the screen would not be the game's).
      const lastByte = await page.evaluate((before) =>
        Math.max(
          ...performance
            .getEntriesByType('resource')
            .filter((e) => /\.(wasm\.lzma|bin)$/.test(e.name) && e.startTime < before)
            .map((e) => e.responseEnd),
        ),
      pressed);
      if (opts.files) {
        // Each file the page asked for until the game was drawn: when it was asked
        // for, its first byte and its last (ms from the navigation), its bytes.
        console.log(`run: "New game" tappable ${tap.toFixed(0)}, form ${form.toFixed(0)}, pressed ${pressed.toFixed(0)}, drawn ${shown.toFixed(0)}`);
        const files = await page.evaluate((until) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime < until)
            .map((e) => [e.name.split('/').pop(), e.startTime, e.responseStart, e.responseEnd, e.transferSize].map((v) => (typeof v === 'number' ? Math.round(v) : v))),
        shown);
        for (const f of files.sort((a, b) => a[3] - b[3])) console.log(`  ${f.join(' ')}`);
      }
      // The same again from the home page, its part now in: what the first
      // opening's download adds is the difference. A second's look at the game
      // first, as a player would: anything the first opening set going (a file
      // still arriving, code compiled on its first call) then no longer slows the
      // second, which would shorten the difference.
      await page.waitForTimeout(1000);
      await page.evaluate(() => (location.hash = ''));
      await page.evaluate(() => window.__armForm());
      await page.getByRole('link', { name: `New game of ${opts.open}` }).click();
      const pressedAgain =
        (await (await page.waitForFunction(() => window.__form, null, { timeout: 60_000 })).jsonValue()) + Number(opts.pause);
      const again = (await drawn()) - pressedAgain;
      times.push({ app: await ms.jsonValue(), paint, tap, early, form, wire, open, again, inAfter: lastByte - pressed, drawnAfter: shown - lastByte, shown });
    } finally {
      await browser.close();
    }
  }
  return times;
}

// The mobile link, for `--worker`: the server's, so the worker's downloads share it.
const link = { bytesPerSecond: MOBILE.network.downloadThroughput, latencyMs: MOBILE.network.latency };
if (opts.worker && opts.profile !== 'mobile') throw new Error('--worker goes with --profile mobile');
if (opts.worker && opts.http2) throw new Error('--worker and --http2 do not go together yet');
// Cached as GitHub Pages has a browser cache them (ten minutes): with the tests'
// "no-store", the browser asked for the favicon again at every change of route.
const server = await startServer({ gzip: true, cacheControl: 'max-age=600', link: opts.worker ? link : null, http2: opts.http2 });
try {
  const profiles = opts.profile === 'both' ? ['desktop', 'mobile'] : [opts.profile];
  for (const profile of profiles) {
    const times = await coldStarts(server.url, profile);
    const apps = times.map((t) => t.app);
    const paints = times.map((t) => t.paint);
    const taps = times.map((t) => t.tap);
    console.log(`\n${profile}: first visit to "${opts.selector}" (${runs} runs, ms): ${apps.map((t) => t.toFixed(0)).join(' ')}`);
    console.log(`${profile}: first paint (ms): ${paints.map((t) => t.toFixed(0)).join(' ')}`);
    if (opts.early) {
      console.log(`${profile}: the loading page's "New game" tapped at (ms): ${times.map((t) => t.early.toFixed(0)).join(' ')}`);
    } else {
      console.log(`${profile}: "New game" can be tapped (ms): ${taps.map((t) => t.toFixed(0)).join(' ')}`);
    }
    console.log(`${profile}: set-up's form drawn at (ms): ${times.map((t) => t.form.toFixed(0)).join(' ')}; median ${median(times.map((t) => t.form)).toFixed(0)}`);
    const opens = times.map((t) => t.open);
    const after = Number(opts.pause) ? ` (pressed ${opts.pause} ms after the form appeared)` : '';
    console.log(`${profile}: ${opts.open} opened, from "Start game"${after} (ms): ${opens.map((t) => t.toFixed(0)).join(' ')}; median ${median(opens).toFixed(0)}`);
    const agains = times.map((t) => t.again);
    const more = times.map((t) => t.open - t.again);
    console.log(`${profile}: opened again, its part in (ms): ${agains.map((t) => t.toFixed(0)).join(' ')}; median ${median(agains).toFixed(0)}`);
    console.log(`${profile}: the first opening's wait for its part, first minus again (ms): ${more.map((t) => t.toFixed(0)).join(' ')}; median ${median(more).toFixed(0)}`);
    console.log(`${profile}: its files' last byte in, from "Start game" (ms): ${times.map((t) => t.inAfter.toFixed(0)).join(' ')}; median ${median(times.map((t) => t.inAfter)).toFixed(0)}`);
    console.log(`${profile}: its screen drawn, from that last byte (ms): ${times.map((t) => t.drawnAfter.toFixed(0)).join(' ')}; median ${median(times.map((t) => t.drawnAfter)).toFixed(0)}`);
    // The wait above depends on when the form came: on a quicker machine it comes
    // sooner, with more of the download left. This does not.
    console.log(`${profile}: its screen drawn, from the navigation (ms): ${times.map((t) => t.shown.toFixed(0)).join(' ')}; median ${median(times.map((t) => t.shown)).toFixed(0)}`);
    console.log(
      `${profile}: median first paint ${median(paints).toFixed(0)} ms, app ready ${median(apps).toFixed(0)} ms, ` +
        `"New game" tappable ${opts.early ? 'on the loading page' : `${median(taps).toFixed(0)} ms`}; over the wire until then: ${opts.http2 ? 'not counted over HTTP/2' : kib(median(times.map((t) => t.wire)))}` +
        ` (files: ${kib(served)})`,
    );
  }
} finally {
  await server.close();
}
