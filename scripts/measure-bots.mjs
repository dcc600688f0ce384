// Measures computer players in the browser (release build in dist/): every seat is a
// computer at one level, at Instant pace; the app leaves a performance measure per
// decision ("boardroom-bot-decision", from the start of thinking to the decision,
// time slices and the gaps between them included), and a long-task observer records
// every main-thread task over 50 ms. Not a test: it prints numbers.
//   node scripts/measure-bots.mjs --game "Detroit Motors" --players 10 [--level normal] [--decisions 150]
import { parseArgs } from 'node:util';
import { launchBrowser, startServer } from '../tests/browser/harness.mjs';

const { values: opts } = parseArgs({
  options: {
    game: { type: 'string', default: 'Zaibatsu' },
    players: { type: 'string', default: '3' },
    level: { type: 'string', default: 'normal' },
    decisions: { type: 'string', default: '150' },
  },
});
const players = Number(opts.players);
const wanted = Number(opts.decisions);

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page } = await browser.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(server.url);
  await page.getByRole('link', { name: `New game of ${opts.game}` }).click();
  await page.getByLabel('Number of players').selectOption(String(players));
  for (let i = 1; i <= players; i++) {
    await page.getByLabel(`Seat ${i} player`).selectOption(opts.level);
  }
  await page.getByLabel('Game number (optional)').fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption('instant');
  // Only the game's own tasks: the app's start and the set-up page do not count.
  await page.evaluate(() => {
    window.__longTasks.length = 0;
  });
  const started = Date.now();
  await page.waitForFunction(
    (n) =>
      performance.getEntriesByName('boardroom-bot-decision').length >= n ||
      document.querySelector('.results') !== null,
    wanted,
    { timeout: 600_000, polling: 500 },
  );
  const { decisions, longTasks } = await page.evaluate(() => ({
    decisions: performance.getEntriesByName('boardroom-bot-decision').map((e) => e.duration),
    longTasks: window.__longTasks,
  }));
  const sorted = [...decisions].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
  console.log(
    JSON.stringify({
      game: opts.game,
      players,
      level: opts.level,
      decisions: sorted.length,
      mean_ms: +mean.toFixed(1),
      p95_ms: +pct(0.95).toFixed(1),
      max_ms: +(sorted.at(-1) ?? 0).toFixed(1),
      long_tasks_over_50ms: longTasks.length,
      longest_task_ms: +Math.max(0, ...longTasks).toFixed(1),
      wall_s: +((Date.now() - started) / 1000).toFixed(1),
    }),
  );
} finally {
  await browser.close();
  await server.close();
}
