// Detroit Motors against the default computers (Normal) at Normal pace, on a
// 390×844 screen: how long the player waits per round, round by round.
// The player's moves are tests/browser/turns.mjs' player, made as soon as a
// control is there, so "deciding" is the number of decisions, not seconds.
// A wait runs from the player's click until their next control is enabled
// (the first one from the game screen's opening) and counts in the round of
// the decision it ends at; the wait after the last decision, to the final
// standings, counts in the last round. Not a test: it prints numbers.
//   node scripts/measure-wait.mjs [--players 6,8,12,18] [--rounds 8] [--seed 7]
// Serves dist/ unless BOARDROOM_DIST names another build.
import { parseArgs } from 'node:util';
import { launchBrowser, startServer } from '../tests/browser/harness.mjs';
import { newDefaultGame, player } from '../tests/browser/turns.mjs';

const { values: opts } = parseArgs({
  options: {
    players: { type: 'string', default: '6,8,12,18' },
    rounds: { type: 'string', default: '8' },
    seed: { type: 'string', default: '7' },
  },
});
const GAME = { id: 'detroit', name: 'Detroit Motors' };

/** A new unguided game at `players` seats, the set-up's default computers in the others. */
async function start(page, players) {
  await newDefaultGame(page, GAME, players, opts.seed);
  const pace = await page.getByLabel('Computer pace').inputValue();
  if (pace !== 'normal') throw new Error(`the pace is ${pace}, not normal`);
}

/** The computers' decisions so far: how many, and their time from the first
 *  slice to the decision (slices and the gaps between them). */
const thinking = (page) =>
  page.evaluate(() => {
    const all = performance.getEntriesByName('boardroom-bot-decision');
    return { n: all.length, ms: all.reduce((a, e) => a + e.duration, 0) };
  });

/** Times each wait inside the page, so the script's own round trips do not
 *  count: from the player's click on a control of theirs until the next one is
 *  in the page and enabled (after the clicked one went), in the page's clock. */
const watchWaits = (page) =>
  page.evaluate(() => {
    const w = { from: performance.now(), to: null, clicked: null };
    window.__wait = w;
    const control = '.board-area .my-move button:enabled';
    const drawing = (el) => el?.closest('.board-body')?.dataset.drawn;
    // The board changes in place: a control may stay in a new drawing.
    const gone = (el) => !el || !el.isConnected || el.disabled || !el.checkVisibility() || drawing(el) !== w.drawn;
    document.addEventListener(
      'click',
      (e) => {
        const el = e.target.closest?.(`${control}`);
        if (!el) return;
        Object.assign(w, { from: performance.now(), to: null, clicked: el, drawn: drawing(el) });
      },
      true,
    );
    const check = () => {
      const next = document.querySelector(control) ?? document.querySelector('.results');
      if (w.to === null && gone(w.clicked) && next) w.to = performance.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
    check();
  });

/** The last wait in ms (the final standings end it too). */
const lastWait = (page) =>
  page.evaluate(() => {
    const w = window.__wait;
    return (w.to ?? performance.now()) - w.from;
  });

/** Waits for the player's next enabled control (its round) or the final standings (null). */
async function nextTurn(page, ready) {
  const standings = page.getByRole('heading', { name: 'Final standings' });
  await standings.or(ready).first().waitFor({ timeout: 180_000 });
  if (await standings.isVisible()) return null;
  await page.locator('.board-area .my-move button:enabled').first().waitFor({ timeout: 180_000 });
  const facts = await page.locator('.prompt-facts').first().textContent();
  return Number(/Round (\d+)/.exec(facts)?.[1] ?? 0);
}

/** Plays one game at `players` seats; per round: waiting ms, decisions, computer moves and thinking ms. */
async function measure(browser, players) {
  const { page, context } = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.goto(server.url);
    await start(page, players);
    await watchWaits(page);
    const me = player(page, GAME);
    const rounds = new Map();
    const row = (r) => {
      if (!rounds.has(r)) rounds.set(r, { waitMs: 0, decisions: 0, moves: 0, thinkMs: 0 });
      return rounds.get(r);
    };
    let before = await thinking(page);
    let last = 1;
    for (let turn = 0; ; turn++) {
      const round = await nextTurn(page, me.ready);
      const r = row(round ?? last);
      r.waitMs += await lastWait(page);
      const now = await thinking(page);
      r.moves += now.n - before.n;
      r.thinkMs += now.ms - before.ms;
      if (round === null || round > Number(opts.rounds)) break;
      last = round;
      r.decisions++;
      before = now;
      await me.move(turn);
    }
    return [...rounds.entries()].filter(([r]) => r <= Number(opts.rounds)).sort((a, b) => a[0] - b[0]);
  } finally {
    await context.close();
  }
}

const s = (ms) => (ms / 1000).toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const server = await startServer();
const browser = await launchBrowser();
try {
  console.log(`Detroit Motors, Normal computers, Normal pace, 390×844, game number ${opts.seed}`);
  for (const players of opts.players.split(',').map(Number)) {
    const rounds = await measure(browser, players);
    const waits = rounds.map(([, r]) => r.waitMs);
    console.log(`\n${players} players: round  wait s  decisions  computer moves  thinking s`);
    for (const [n, r] of rounds) {
      console.log(`  ${String(n).padStart(5)}  ${s(r.waitMs).padStart(6)}  ${String(r.decisions).padStart(9)}  ${String(r.moves).padStart(14)}  ${s(r.thinkMs).padStart(10)}`);
    }
    const total = waits.reduce((a, b) => a + b, 0);
    const decisions = rounds.reduce((a, [, r]) => a + r.decisions, 0);
    console.log(
      `  per round: wait mean ${s(total / Math.max(1, waits.length))} s, median ${s(median(waits))} s, max ${s(Math.max(0, ...waits))} s; ` +
        `${(decisions / Math.max(1, rounds.length)).toFixed(1)} decisions`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
