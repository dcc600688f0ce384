// Measures how long a player waits between their turns at a table of computers
// (release build in dist/): one person and the rest computers at one level, at a
// chosen pace; the player always makes the first move offered, and the script
// times each wait from the click until the player's controls are back.
// Not a test: it prints numbers.
//   node scripts/measure-waits.mjs --game "Detroit Motors" --players 18 [--pace normal] [--turns 12]
import { parseArgs } from 'node:util';
import { launchBrowser, startServer } from '../tests/browser/harness.mjs';

const { values: opts } = parseArgs({
  options: {
    game: { type: 'string', default: 'Detroit Motors' },
    players: { type: 'string', default: '18' },
    level: { type: 'string', default: 'medium' },
    pace: { type: 'string', default: 'normal' },
    turns: { type: 'string', default: '12' },
  },
});
const players = Number(opts.players);

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page } = await browser.newPage();
  await page.goto(server.url);
  await page.getByRole('link', { name: `New game of ${opts.game}` }).click();
  await page.getByLabel('Number of players').selectOption(String(players));
  for (let i = 2; i <= players; i++) await page.getByLabel(`Seat ${i} player`).selectOption(opts.level);
  await page.getByLabel('Game number (optional)').fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption(opts.pace);
  // The player's move: the first enabled control of the board's "my move" part
  // that is not a stepper, a tick box or the guide's skip button.
  const move = page.locator(
    '.board-area .my-move button:not([disabled]):not(.guide-skip):not([aria-label^="One "]):not([aria-label^="Raise"]):not([aria-label^="Lower"]):not([aria-label^="Tick "])',
  );
  const standings = page.getByRole('heading', { name: 'Final standings' });
  const waits = [];
  const split = [];
  const decisions = () =>
    page.evaluate(() => {
      const all = performance.getEntriesByName('boardroom-bot-decision');
      return { n: all.length, ms: all.reduce((a, e) => a + e.duration, 0) };
    });
  for (let turn = 0; turn < Number(opts.turns); turn++) {
    await move.first().or(standings).first().waitFor({ timeout: 120_000 });
    if (await standings.isVisible()) break;
    const handle = await move.first().elementHandle();
    const before = await decisions();
    const t0 = Date.now();
    await handle.click();
    await page.waitForFunction((el) => !el.isConnected, handle, { timeout: 120_000 });
    await move.first().or(standings).first().waitFor({ timeout: 120_000 });
    waits.push(Date.now() - t0);
    const after = await decisions();
    split.push(`${after.n - before.n} moves, ${(after.ms - before.ms).toFixed(0)} ms thinking`);
  }
  const sorted = [...waits].sort((a, b) => a - b);
  const mean = waits.reduce((a, b) => a + b, 0) / Math.max(1, waits.length);
  console.log(`${opts.game}, ${players} players, ${opts.level} computers, ${opts.pace} pace`);
  console.log(`waits between the player's turns (ms): ${waits.join(' ')}`);
  console.log(`of which computer moves and their thinking (pauses between moves included): ${split.join('; ')}`);
  console.log(`mean ${mean.toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)] ?? 0} ms, max ${sorted.at(-1) ?? 0} ms`);
} finally {
  await browser.close();
  await server.close();
}
