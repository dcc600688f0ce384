// Estimates how long a newcomer's first game takes, guided, on a phone: plays a
// whole guided game (as "Learn to play" sets it up) against Easy computers at the
// Normal pace, making the first move the board offers each turn, and counts what
// the player reads (the guide's words and each prompt), the decisions made and
// the time spent waiting for the computers. Not a test: it prints numbers.
//   node scripts/measure-guided.mjs --game "Zaibatsu" [--seed 11]
// Estimate = words read ÷ 200 per minute + 6 s per decision + the waits measured.
import { parseArgs } from 'node:util';
import { launchBrowser, startServer } from '../tests/browser/harness.mjs';
import { press, sealOffer } from '../tests/browser/moves.mjs';

const { values: opts } = parseArgs({
  options: { game: { type: 'string', default: 'Zaibatsu' }, seed: { type: 'string', default: '11' } },
});
const words = (text) => (text.match(/\S+/g) ?? []).length;

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page } = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(server.url);
  // "Learn to play" starts at once with a random game: the same table (Easy
  // computers, the usual size, guided) is set up by hand, with the seed.
  await page.getByRole('link', { name: `New game of ${opts.game}` }).click();
  const seats = page.getByLabel(/^Seat \d+ player$/);
  for (let i = 1; i < (await seats.count()); i++) {
    await seats.nth(i).selectOption({ label: 'Computer: Easy' });
  }
  await page.getByLabel('Game number (optional)').fill(opts.seed);
  await page.getByRole('checkbox', { name: /Guided game/ }).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  const move = page.locator(
    '.board-area .my-move button:not([disabled]):not(.guide-skip):not([aria-label^="One "]):not([aria-label^="Raise"]):not([aria-label^="Lower"]):not([aria-label^="Tick "])',
  );
  const seal = page.getByRole('button', { name: 'Seal my offer' });
  const standings = page.getByRole('heading', { name: 'Final standings' });
  let decisions = 0;
  let guided = 0;
  let guideWords = 0;
  let promptWords = 0;
  let waiting = 0;
  for (let turn = 0; turn < 600; turn++) {
    const t0 = Date.now();
    await standings.or(seal).or(move.first()).first().waitFor({ timeout: 120_000 });
    if (turn > 0) waiting += Date.now() - t0;
    if (await standings.isVisible()) break;
    const guide = page.locator('.board-area .guide');
    if (await guide.count()) {
      guided++;
      guideWords += words(await guide.first().innerText());
    }
    const prompt = page.locator('.board-area .prompt-do');
    if (await prompt.count()) promptWords += words(await prompt.first().innerText());
    decisions++;
    if (await seal.isVisible()) await sealOffer(page);
    else await press(move.first());
  }
  const finished = await standings.isVisible();
  const reading = ((guideWords + promptWords) / 200) * 60;
  const estimate = reading + decisions * 6 + waiting / 1000;
  console.log(
    JSON.stringify({
      game: opts.game,
      finished,
      decisions,
      guided_decisions: guided,
      guide_words: guideWords,
      prompt_words: promptWords,
      reading_s: Math.round(reading),
      waiting_s: Math.round(waiting / 1000),
      estimate_min: Math.round((estimate / 60) * 10) / 10,
    }),
  );
} finally {
  await browser.close();
  await server.close();
}
