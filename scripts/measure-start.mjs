// The app's start on a first visit, traced in headless Chromium at full speed (as
// Lighthouse's mobile profile records it before scaling its tasks 4×): for each run,
// the main-thread task that draws the app (src/main.rs' `start`), the `boardroom-start`
// span inside it, how much of it is V8 compiling wasm functions on their first call,
// and what the other threads of the page (the unpacking worker, the offline worker)
// were busy with meanwhile. Not a test: it prints numbers.
//   node scripts/measure-start.mjs [--runs 8] [--cpu 1]
// Serves dist/ unless BOARDROOM_DIST names another build.
import { parseArgs } from 'node:util';
import { launchBrowser, startServer } from '../tests/browser/harness.mjs';

const { values: opts } = parseArgs({
  options: { runs: { type: 'string', default: '8' }, cpu: { type: 'string', default: '1' } },
});
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.wasm', 'disabled-by-default-v8.wasm.detailed'];
const ms = (us) => (us / 1000).toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One cold start's trace events. */
async function trace(browser, url) {
  const { context, page } = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // The app names its start (the `boardroom-start` span) only when asked.
  await page.addInitScript(() => (window.boardroomSpans = true));
  const cdp = await context.newCDPSession(page);
  if (Number(opts.cpu) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(opts.cpu) });
  await browser.browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await page.waitForFunction(() => !document.getElementById('boot') && document.querySelector('main#main'), null, { timeout: 30_000 });
  // The frames after the start, and the work it lets begin.
  await page.waitForTimeout(1500);
  const events = JSON.parse((await browser.browser.stopTracing()).toString()).traceEvents;
  await context.close();
  return events;
}

/** The start's task, its span and what ran beside it. */
function startOf(events) {
  const span = events.filter((e) => e.name === 'boardroom-start');
  const begin = span.find((e) => e.ph === 'b')?.ts;
  const end = span.find((e) => e.ph === 'e')?.ts;
  if (begin === undefined || end === undefined) throw new Error('no boardroom-start span in the trace');
  const main = span[0].tid;
  const task = events.find((e) => e.name === 'RunTask' && e.tid === main && e.ts <= begin && e.ts + e.dur >= end);
  const inSpan = (e) => e.tid === main && e.ph === 'X' && e.ts >= begin && e.ts <= end;
  const lazy = events.filter((e) => e.name === 'wasm.CompileLazy' && inSpan(e));
  const threads = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const beside = new Map();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.tid === main || !task || e.ts > task.ts + task.dur || e.ts + e.dur < task.ts) continue;
    const name = threads.get(`${e.pid}:${e.tid}`) ?? 'other';
    if (!/Worker thread|ServiceWorker/.test(name)) continue;
    const overlap = Math.min(e.ts + e.dur, task.ts + task.dur) - Math.max(e.ts, task.ts);
    beside.set(name, (beside.get(name) ?? 0) + overlap);
  }
  return {
    task: task?.dur ?? end - begin,
    span: end - begin,
    compiled: lazy.length,
    compiling: lazy.reduce((t, e) => t + e.dur, 0),
    beside,
  };
}

const server = await startServer({ gzip: true });
const browser = await launchBrowser();
const starts = [];
try {
  console.log(`${opts.runs} cold starts, CPU ${opts.cpu}× (ms):`);
  for (let i = 0; i < Number(opts.runs); i++) {
    const s = startOf(await trace(browser, server.url));
    starts.push(s);
    const beside = [...s.beside].map(([k, v]) => `${k} ${ms(v)}`).join(', ') || 'nothing';
    console.log(`  task ${ms(s.task)}, span ${ms(s.span)}, compiling ${ms(s.compiling)} (${s.compiled} functions); workers meanwhile: ${beside}`);
  }
  console.log(`median: task ${ms(median(starts.map((s) => s.task)))}, span ${ms(median(starts.map((s) => s.span)))}, compiling ${ms(median(starts.map((s) => s.compiling)))}`);
} finally {
  await browser.close();
  await server.close();
}
