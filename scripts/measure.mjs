// Measures the release build in dist/ (build it first: `trunk build --release`):
//   - what a first visit transfers: the wasm, js and css, gzipped as a static host would;
//   - how long a cold start takes in headless Chromium, from navigation until the app
//     shows `--selector` (median of `--runs` fresh browsers: no cache, no worker).
// Not a test: it prints numbers and fails only if the app does not start.
//   node scripts/measure.mjs [--runs 7] [--selector main]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { DIST_DIR, launchBrowser, startServer } from '../tests/browser/harness.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    selector: { type: 'string', default: 'main' },
  },
});
const runs = Number(opts.runs);

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// --- Size.
let raw = 0;
let gz = 0;
console.log('file                                         raw        gzip');
for (const name of readdirSync(DIST_DIR).filter((f) => /\.(wasm|js|css)$/.test(f) && f !== 'sw.js').sort()) {
  const body = readFileSync(join(DIST_DIR, name));
  const zipped = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gz += zipped;
  console.log(`${name.padEnd(40)} ${kib(body.length).padStart(11)} ${kib(zipped).padStart(11)}`);
}
console.log(`${'total (wasm + js + css)'.padEnd(40)} ${kib(raw).padStart(11)} ${kib(gz).padStart(11)}`);

// --- Start-up time. A new browser each run: Chromium shares compiled wasm between
// contexts of one browser, which would make every run after the first a warm start.
const server = await startServer();
const times = [];
try {
  for (let i = 0; i < runs; i++) {
    const browser = await launchBrowser();
    try {
      const { page } = await browser.newPage();
      await page.goto(server.url, { waitUntil: 'commit' });
      // performance.now() counts from the start of the navigation.
      const ms = await page.waitForFunction(
        (sel) => document.querySelector(sel) && performance.now(),
        opts.selector,
        { polling: 'raf', timeout: 30_000 },
      );
      times.push(await ms.jsonValue());
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
console.log(`\ncold start to "${opts.selector}" (${runs} runs, ms): ${times.map((t) => t.toFixed(0)).join(' ')}`);
console.log(`median: ${median(times).toFixed(0)} ms; transferred (gzip): ${kib(gz)}`);
