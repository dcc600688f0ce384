// How a phone answers the player's taps during a game: interaction to next paint
// and main-thread long tasks, with the CPU slowed as on the mobile profile.
// A new unguided game at each table, against the set-up's default computers at
// its default pace, on a 390×844 screen; the player's moves are found by
// tests/browser/engines.mjs' page script (a few selectors) and tapped as soon
// as a control is there. The page records its own Event Timing entries (an
// interaction's latency is its longest event, as the web's INP counts it), so
// what is counted is the page's clock, not the script's round trips. Its tasks
// over 50 ms, from the game screen's opening to the last move measured, are
// read from a light DevTools trace that tells the page's own tasks (its code
// run, its frames drawn) from the script's. The same trace gives the page's
// drawing work in all (style, layout, paint). Not a test: it prints numbers.
//   node scripts/measure-taps.mjs [--tables zaibatsu:3,detroit:6,detroit:12,detroit:18,independents:3,mundus-novus:3]
//                                 [--moves 30] [--cpu 4 | --phone-index 264] [--seed 7] [--trace FILE] [--spans]
// `--phone-index N` slows the page to about N on Lighthouse's speed scale (a
// cheap phone is 264) and keeps it there as this machine's speed moves, read
// beside the game every 1.5 s (see `keepSpeed`); `--cpu` slows by a fixed rate.
// `--spans` has the app name its work (src/app/timing.rs: a move played,
// drawn, patched, saved) and prints each name's count, total and longest; the
// names cost the page time of their own, so they are off by default.
// `--trace FILE` writes a full DevTools trace of the last table's play (open it
// in Chromium's Performance panel) to see what the long tasks are made of.
// Under each table, the page's longest tasks (over 100 ms) and what each is
// made of: its code run (TimerFire: a move, a computer's slice, a redraw) and
// a frame's drawing (style, layout, pre-paint, paint, layers).
// They are counted by the page's thread's own time too: a task waiting for one
// of this machine's two cores (busy with the script, the other browser
// processes) is long by the clock only.
// `REDUCED_MOTION=1` plays with the player's "reduce motion" setting (no fades).
// `EXTRA_CSS='…'` adds a style sheet to the game screen, to try a rule
// before building it in.
// (The page is not alone on this machine: compare builds in alternated runs.)
// Serves dist/ unless BOARDROOM_DIST names another build.
import { parseArgs } from 'node:util';
import { launchBrowser, startServer } from '../tests/browser/harness.mjs';
import { GAMES, newDefaultGame } from '../tests/browser/turns.mjs';
import { pickMove, savedMoves } from '../tests/browser/engines.mjs';
import { mainThreadEvents, tasksOver, timeBy } from './trace-tasks.mjs';

const { values: opts } = parseArgs({
  options: {
    tables: { type: 'string', default: 'zaibatsu:3,detroit:6,detroit:12,detroit:18,independents:3,mundus-novus:3' },
    moves: { type: 'string', default: '30' },
    cpu: { type: 'string', default: '4' },
    'phone-index': { type: 'string' },
    seed: { type: 'string', default: '7' },
    trace: { type: 'string' },
    spans: { type: 'boolean', default: false },
  },
});

/** From now on the page keeps its interactions and its own spans. */
const record = (page) =>
  page.evaluate(() => {
    const r = { events: new Map() };
    window.__taps = r;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        const was = r.events.get(e.interactionId) ?? { duration: 0, start: e.startTime, handlers: 0, delay: 0 };
        // Where the time went: the wait before the page could take the tap
        // (a task already running), the page's handlers of the tap's events
        // (pointerdown, pointerup, click), and the rest up to the paint after
        // the last of them (drawing, layout, paint).
        was.handlers += e.processingEnd - e.processingStart;
        was.delay = Math.max(was.delay, e.processingStart - e.startTime);
        was.duration = Math.max(was.duration, e.duration);
        r.events.set(e.interactionId, was);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    // The app's own spans (src/app/timing.rs): total and longest per name.
    r.spans = {};
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.name.startsWith('boardroom-') || e.name === 'boardroom-bot-decision') continue;
        const s = (r.spans[e.name] ??= { n: 0, total: 0, max: 0 });
        s.n++;
        s.total += e.duration;
        s.max = Math.max(s.max, e.duration);
      }
    }).observe({ type: 'measure', buffered: false });
  });

/** What the page recorded: each interaction's latency, and its spans. */
const recorded = (page) =>
  page.evaluate(
    () =>
      new Promise((ok) =>
        // Entries are delivered after the paint they wait for: two frames.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => ok({ taps: [...window.__taps.events.values()].map((e) => e.duration), worst: [...window.__taps.events.values()].sort((a, b) => b.duration - a.duration)[0], spans: window.__taps.spans }), 100),
          ),
        ),
      ),
  );

/** Names of trace events that only the page's own work holds: its code run
 *  (a timer, an event, a frame callback, a function it handed the browser) or
 *  a frame drawn. A task with none of them is the script's (DevTools calls). */
const PAGE_WORK = new Set(['FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'PrePaint', 'Paint']);

const WHY = new Set(['TimerFire', 'FireAnimationFrame', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'MinorGC', 'MajorGC']);
const DRAWING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

/** The main thread's tasks over 50 ms in a trace, as the page's and the script's,
 *  and the time it spent drawing. */
function longTasks(trace) {
  const onMain = mainThreadEvents(trace);
  const tasks = [];
  // The page's tasks by its thread's own time: less the time it waited for
  // one of this machine's cores, which the script, the browser's other
  // processes and the speed keeper share with it (a phone's page has its own).
  const own = [];
  const script = [];
  const whys = [];
  for (const { task, inside } of tasksOver(onMain, 50)) {
    const page = inside.some((e) => PAGE_WORK.has(e.name));
    (page ? tasks : script).push(task.dur / 1000);
    if (page) own.push((task.tdur ?? task.dur) / 1000);
    if (page && task.dur > 100_000) whys.push({ ms: task.dur / 1000, parts: timeBy(inside, (name) => WHY.has(name) && name) });
  }
  // The page's drawing work in all: style, layout, pre-paint, paint and
  // layering, as the frames did it (a DevTools call's forced layout included).
  const drawing = timeBy(onMain, (name) => DRAWING.has(name) && name);
  return { tasks, own, script, drawing, whys };
}

/**
 * How fast this machine runs the page's script now, unslowed: how many times a
 * second it can build a 100,000-character string one character at a time, over
 * half a second. That is how Lighthouse counts its "benchmark index", on whose
 * scale DevTools puts a mid-range phone (a Pixel 5) at about 1,000 and a cheap
 * one (the Moto G Power that Lighthouse's mobile profile stands for) at about
 * 264. A shared machine's figure moves from run to run (Lighthouse gave ours
 * 1,150 to 2,100 in one hour), and a page's long tasks move with it.
 */
const speedIndex = (page, ms = 500) =>
  page.evaluate((ms) => {
    const start = performance.now();
    let rounds = 0;
    while (performance.now() - start < ms) {
      let s = '';
      for (let i = 0; i < 100_000; i++) s += 'a';
      // Read, so that the string is built.
      if (s.length !== 100_000) throw new Error('the string came out short');
      rounds++;
    }
    return Math.round(rounds / ((performance.now() - start) / 1000));
  }, ms);

/**
 * Keeps the page at about `target` on that scale while the machine's speed
 * moves under it (it went from 447 to 796 within one table's play): a blank
 * page of its own, not slowed, reads the machine's index for 0.15 s every
 * 1.5 s, and the page is slowed by the median of the last three readings over
 * the target. Returns a function that stops it and gives the readings and the
 * rates set.
 */
function keepSpeed(bench, cdp, target) {
  const readings = [];
  const rates = [];
  let stop = false;
  const running = (async () => {
    while (!stop) {
      readings.push(await speedIndex(bench, 150));
      const last = readings.slice(-3).sort((a, b) => a - b);
      const rate = Math.max(1, last[Math.floor(last.length / 2)] / target);
      rates.push(rate);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await new Promise((ok) => setTimeout(ok, 1500));
    }
  })();
  // Stopping twice gives the same.
  return async () => {
    stop = true;
    await running;
    return { readings, rates };
  };
}

const range = (xs, f = (x) => x) => `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : 0;
};

async function measure(browser, game, players, trace) {
  const motion = process.env.REDUCED_MOTION ? { reducedMotion: 'reduce' } : {};
  const { page, context } = await browser.newPage({ viewport: { width: 390, height: 844 }, ...motion });
  // The app names its work (src/app/timing.rs) only when asked: the names
  // cost it a fifth of its drawing, so they are not in the counts by default.
  if (opts.spans) await page.addInitScript(() => (window.boardroomSpans = true));
  // Stops holding the page's speed (`keepSpeed`), once --phone-index started it.
  let kept;
  try {
    await page.goto(server.url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(opts.cpu) });
    await newDefaultGame(page, game, players, opts.seed);
    // The machine's speed once the game is open and its parts are in (not
    // while the page is still starting beside it). --phone-index N keeps the
    // page at about N whatever the machine's speed, minute by minute.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForTimeout(1000);
    const before = await speedIndex(page);
    if (opts['phone-index']) {
      // The blank page's first reading is its script warming up: not used.
      await speedIndex(bench, 150);
      kept = keepSpeed(bench, cdp, Number(opts['phone-index']));
    } else await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(opts.cpu) });
    if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
    // Light categories: the tasks and what each holds, little else.
    const categories = trace ? undefined : ['toplevel', 'devtools.timeline', 'v8.execute'];
    await browser.browser.startTracing(page, { path: trace, screenshots: false, categories });
    await record(page);
    let moves = 0;
    let missed = 0;
    // Waiting for the player's turn is asked of the page cheaply, a few times a
    // second. Then one look finds the move (engines.mjs' page script, a few
    // selectors): the browser runs a look sent while the page's code is running
    // inside that task, so a costly one (a button found by its role and name,
    // 100–280 ms on the slowed CPU) was counted as the page's.
    const due = () =>
      page.waitForFunction(() => document.querySelector('.board-area .my-move button:enabled, .board-area form, .results'), null, {
        polling: 250,
        timeout: 600_000,
      });
    while (moves < Number(opts.moves) && (await due())) {
      const pick = await page.evaluate(`(${pickMove})(${JSON.stringify(game.id)}, ${moves})`);
      if (pick === 'end') break;
      if (pick !== 'move') {
        // A Mundus Novus offer ticked a card, or the turn is not come yet.
        await page.waitForTimeout(250);
        continue;
      }
      const before = await page.evaluate(savedMoves);
      // The board may change between the look and the tap (a computer's move
      // drawn): then look again.
      const tapped = await page.click('[data-engine-pick]', { timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (!tapped) {
        if (++missed > 10) throw new Error(`${game.name}: the move found cannot be tapped`);
        continue;
      }
      missed = 0;
      await page.waitForFunction(`(${savedMoves})() > ${before}`, null, { polling: 250, timeout: 600_000 });
      moves++;
    }
    const r = await recorded(page);
    const tasks = longTasks(JSON.parse(await browser.browser.stopTracing()));
    const held = await kept?.();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const after = await speedIndex(page);
    return { moves, ...r, ...tasks, speed: { before, after, held } };
  } finally {
    // Stopped before the page goes, on a failed move too (it would go on
    // slowing a page that is gone).
    await kept?.();
    await context.close();
  }
}

const ms = (x) => `${Math.round(x)} ms`;
const server = await startServer();
const browser = await launchBrowser();
// The page that reads the machine's speed for --phone-index, beside the game:
// in a browser of its own, as a page of the same browser can share the game's
// process, its slowing and its garbage collections.
const benchBrowser = opts['phone-index'] ? await launchBrowser() : undefined;
const bench = benchBrowser ? (await benchBrowser.newPage()).page : undefined;
try {
  console.log(`CPU slowed ${opts['phone-index'] ? `to a speed index of ${opts['phone-index']}` : `${opts.cpu}×`}, 390×844, game number ${opts.seed}, the set-up's default computers and pace`);
  console.log("the page's tasks over 50 and 100 ms and its longest; the script's own (looking for the player's buttons) apart");
  console.log('table                              moves  taps  INP p98  worst tap  tasks>50  tasks>100  longest  script>100');
  const tables = opts.tables.split(',');
  for (const [i, table] of tables.entries()) {
    const [id, n] = table.split(':');
    const game = GAMES.find((g) => g.id === id);
    if (!game) throw new Error(`no game "${id}": one of ${GAMES.map((g) => g.id).join(', ')}`);
    const players = Number(n ?? game.players);
    const trace = opts.trace && i === tables.length - 1 ? opts.trace : undefined;
    const r = await measure(browser, game, players, trace);
    const long = r.tasks.filter((t) => t > 100).length;
    console.log(
      `${`${game.name}, ${players}`.padEnd(34)} ${String(r.moves).padStart(5)} ${String(r.taps.length).padStart(5)} ` +
        `${ms(pct(r.taps, 98)).padStart(8)} ${ms(Math.max(0, ...r.taps)).padStart(10)} ${String(r.tasks.length).padStart(9)} ` +
        `${String(long).padStart(10)} ${ms(Math.max(0, ...r.tasks)).padStart(8)} ${String(r.script.filter((t) => t > 100).length).padStart(11)}`,
    );
    const { before, after, held } = r.speed;
    console.log(
      held
        ? `${''.padEnd(34)} the machine's speed index ${range(held.readings)} over the play (${before} before, ${after} after); ` +
            `slowed ${range(held.rates, (x) => x.toFixed(1))}× to hold the page at about ${opts['phone-index']}`
        : `${''.padEnd(34)} the machine's speed index ${before} before, ${after} after; slowed ${opts.cpu}×: ` +
            `the page ran at about ${Math.round(before / Number(opts.cpu))}`,
    );
    const spans = Object.entries(r.spans).sort((a, b) => b[1].total - a[1].total);
    if (spans.length)
      console.log(`${''.padEnd(34)} the app's spans (count, total, longest): ${spans.map(([k, v]) => `${k.slice(10)} ${v.n}× ${ms(v.total)} ≤${ms(v.max)}`).join('; ')}`);
    const d = r.drawing;
    console.log(
      `${''.padEnd(34)} drawing: style ${ms(d.UpdateLayoutTree ?? 0)}, layout ${ms(d.Layout ?? 0)}, ` +
        `pre-paint ${ms(d.PrePaint ?? 0)}, paint ${ms(d.Paint ?? 0)}, layers ${ms(d.Layerize ?? 0)}`,
    );
    const code = r.whys.filter((w) => w.parts.TimerFire).length;
    console.log(`${''.padEnd(34)} over 100 ms: ${code} running the app's code, ${r.whys.length - code} drawing a frame; the longest (a layout forced by the code counts in both):`);
    console.log(
      `${''.padEnd(34)} by the page's own thread time (less its waits for a core): ${r.own.filter((t) => t > 100).length} over 100 ms, ` +
        `the longest ${ms(Math.max(0, ...r.own))}`,
    );
    for (const w of r.whys.sort((a, b) => b.ms - a.ms).slice(0, 5))
      console.log(`${''.padEnd(34)} ${ms(w.ms)}: ${Object.entries(w.parts).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`);
    if (r.worst)
      console.log(
        `${''.padEnd(34)} worst tap: ${ms(r.worst.duration)}: waited ${ms(r.worst.delay)} for a task already running, ` +
          `${ms(r.worst.handlers)} in its handlers, ${ms(r.worst.duration - r.worst.delay - r.worst.handlers)} to the paint`,
      );
  }
  if (opts.trace) console.log(`trace of the last table: ${opts.trace}`);
} finally {
  await browser.close();
  await benchBrowser?.close();
  await server.close();
}
