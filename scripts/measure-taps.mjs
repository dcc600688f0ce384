// How a phone answers the player's taps during a game: interaction to next paint
// and main-thread long tasks, with the CPU slowed as on the mobile profile.
// A new unguided game at each table, against the set-up's default computers at
// its default pace, on a 390×844 screen; the player's moves are
// tests/browser/turns.mjs' player, made as soon as a control is there. The page
// records its own Event Timing entries (an interaction's latency is its longest
// event, as the web's INP counts it) and every task over 50 ms from the game
// screen's opening to the last move measured, so what is counted is the page's
// clock, not the script's round trips. Not a test: it prints numbers.
//   node scripts/measure-taps.mjs [--tables zaibatsu:3,detroit:6,detroit:12,detroit:18,independents:3,mundus-novus:3]
//                                 [--moves 30] [--cpu 4] [--seed 7] [--trace FILE]
// `--trace FILE` writes a DevTools trace of the last table's play (open it in
// Chromium's Performance panel) to see what the long tasks are made of.
// `REDUCED_MOTION=1` plays with the player's "reduce motion" setting (no fades).
// (The page is not alone on this machine: compare builds in alternated runs.)
// Serves dist/ unless BOARDROOM_DIST names another build.
import { parseArgs } from 'node:util';
import { launchBrowser, startServer } from '../tests/browser/harness.mjs';
import { GAMES, newDefaultGame, player, turnOrEnd } from '../tests/browser/turns.mjs';

const { values: opts } = parseArgs({
  options: {
    tables: { type: 'string', default: 'zaibatsu:3,detroit:6,detroit:12,detroit:18,independents:3,mundus-novus:3' },
    moves: { type: 'string', default: '30' },
    cpu: { type: 'string', default: '4' },
    seed: { type: 'string', default: '7' },
    trace: { type: 'string' },
  },
});

/** From now on the page keeps its interactions and long tasks. */
const record = (page) =>
  page.evaluate(() => {
    const r = { events: new Map(), tasks: [] };
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
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) r.tasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
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

/** What the page recorded: each interaction's latency, and the long tasks. */
const recorded = (page) =>
  page.evaluate(
    () =>
      new Promise((ok) =>
        // Entries are delivered after the paint they wait for: two frames.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => ok({ taps: [...window.__taps.events.values()].map((e) => e.duration), worst: [...window.__taps.events.values()].sort((a, b) => b.duration - a.duration)[0], tasks: window.__taps.tasks, spans: window.__taps.spans }), 100),
          ),
        ),
      ),
  );

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : 0;
};

async function measure(browser, game, players, trace) {
  const motion = process.env.REDUCED_MOTION ? { reducedMotion: 'reduce' } : {};
  const { page, context } = await browser.newPage({ viewport: { width: 390, height: 844 }, ...motion });
  try {
    await page.goto(server.url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(opts.cpu) });
    await newDefaultGame(page, game, players, opts.seed);
    if (trace) await browser.browser.startTracing(page, { path: trace, screenshots: false });
    await record(page);
    const me = player(page, game);
    let moves = 0;
    // Waiting for the player's turn is asked of the page cheaply, a few times a
    // second: the player's own locators ask for roles and names across the
    // whole page, which on a slowed CPU would add long tasks of the script's.
    const due = () =>
      page.waitForFunction(() => document.querySelector('.board-area .my-move button:enabled, .board-area form, .results'), null, {
        polling: 250,
        timeout: 600_000,
      });
    while (moves < Number(opts.moves) && (await due()) && (await turnOrEnd(page, me.ready))) {
      await me.move(moves);
      moves++;
    }
    const r = await recorded(page);
    if (trace) await browser.browser.stopTracing();
    return { moves, ...r };
  } finally {
    await context.close();
  }
}

const ms = (x) => `${Math.round(x)} ms`;
const server = await startServer();
const browser = await launchBrowser();
try {
  console.log(`CPU slowed ${opts.cpu}×, 390×844, game number ${opts.seed}, the set-up's default computers and pace`);
  console.log('table                              moves  taps  INP p98  worst tap  tasks>50  tasks>100  longest');
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
        `${String(long).padStart(10)} ${ms(Math.max(0, ...r.tasks)).padStart(8)}`,
    );
    const spans = Object.entries(r.spans).sort((a, b) => b[1].total - a[1].total);
    if (spans.length)
      console.log(`${''.padEnd(34)} the app's spans (count, total, longest): ${spans.map(([k, v]) => `${k.slice(10)} ${v.n}× ${ms(v.total)} ≤${ms(v.max)}`).join('; ')}`);
    if (r.worst)
      console.log(
        `${''.padEnd(34)} worst tap: ${ms(r.worst.duration)}: waited ${ms(r.worst.delay)} for a task already running, ` +
          `${ms(r.worst.handlers)} in its handlers, ${ms(r.worst.duration - r.worst.delay - r.worst.handlers)} to the paint`,
      );
  }
  if (opts.trace) console.log(`trace of the last table: ${opts.trace}`);
} finally {
  await browser.close();
  await server.close();
}
