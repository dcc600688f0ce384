// The Last of the Independents on a phone: plays a whole guided game at
// 390×844 from "Learn to play" (or a chosen rule book), making the first move
// the board offers, and counts on how many of the player's turns the board
// part they decide from and every control of the move are inside the screen
// once the frame has scrolled to the move (`.my-move`). Not a test: it prints
// numbers, and with --shots DIR a screenshot of the first turn of each kind.
//   node scripts/measure-independents-fit.mjs [--edition first|second] [--seed 11] [--shots /tmp/x] [--width 390 --height 844]
// "fits_if_scrolled_to_top" counts the turns where the part would fit were it
// scrolled to its top (the frame scrolls only as far as the first control).
// "Decide from": the active category's section rows in allocation and card
// play, the cards in trends.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchBrowser, startServer } from '../tests/browser/harness.mjs';
import { press } from '../tests/browser/moves.mjs';

const { values: opts } = parseArgs({
  options: {
    edition: { type: 'string', default: 'second' },
    seed: { type: 'string', default: '11' },
    shots: { type: 'string' },
    width: { type: 'string', default: '390' },
    height: { type: 'string', default: '844' },
  },
});
const width = Number(opts.width);
const height = Number(opts.height);
if (opts.shots) mkdirSync(opts.shots, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page } = await browser.newPage({ viewport: { width, height }, isMobile: width < 600, hasTouch: width < 600 });
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Learn to play The Last of the Independents' }).click();
  if (opts.edition === 'first') await page.getByLabel('Rules', { exact: true }).selectOption({ label: '1st edition, 3 years' });
  await page.getByLabel('Game number (optional)').fill(opts.seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
  const move = page.locator('.board-area .my-move .li-btn:visible:not([disabled])');
  const standings = page.getByRole('heading', { name: 'Final standings' });
  const kinds = {};
  let turns = 0;
  let fit = 0;
  let fits = 0;
  const misses = [];
  for (let turn = 0; turn < 800; turn++) {
    await standings.or(move.first()).first().waitFor({ timeout: 120_000 });
    if (await standings.isVisible()) break;
    // The frame scrolls after the redraw: let it settle.
    await page.waitForTimeout(150);
    const r = await page.evaluate(() => {
      const part = document.querySelector('.board-area .my-move');
      const facts = part.querySelector('.li-row') ? [...part.querySelectorAll('.li-row')] : [...part.querySelectorAll('.li-card')];
      const controls = [...part.querySelectorAll('button, summary')].filter((e) => e.checkVisibility());
      const h = window.innerHeight;
      const inside = (e) => {
        const b = e.getBoundingClientRect();
        return b.top >= 0 && b.bottom <= h;
      };
      const facts_in = facts.every(inside);
      const controls_in = controls.every(inside);
      const phase = document.querySelector('.board-area .prompt-facts')?.textContent ?? '';
      const bottom = Math.max(...[...facts, ...controls].map((e) => e.getBoundingClientRect().bottom));
      // Whether it would all fit were the part scrolled to its top.
      const fits = bottom - part.getBoundingClientRect().top <= h;
      return { fits, phase, facts_in, controls_in, bottom: Math.round(bottom), top: Math.round(part.getBoundingClientRect().top), page: document.documentElement.scrollHeight };
    });
    const kind = r.phase.split(' · ')[1]?.replace(/^(Models|Engineering|Promotions): /, '') ?? r.phase;
    turns++;
    if (r.fits) fits++;
    if (r.facts_in && r.controls_in) fit++;
    else misses.push({ turn, phase: r.phase, facts_in: r.facts_in, controls_in: r.controls_in, top: r.top, bottom: r.bottom });
    if (!kinds[kind]) {
      kinds[kind] = { turns: 0, fit: 0, fits: 0 };
      if (opts.shots) await page.screenshot({ path: `${opts.shots}/${opts.edition}-${width}-${kind.replace(/\W+/g, '-')}.png` });
    }
    kinds[kind].turns++;
    if (r.facts_in && r.controls_in) kinds[kind].fit++;
    if (r.fits) kinds[kind].fits++;
    await press(move.first());
  }
  console.log(JSON.stringify({ edition: opts.edition, width, height, finished: await standings.isVisible(), turns, fit, fits_if_scrolled_to_top: fits, kinds }));
  for (const m of misses.slice(0, 12)) console.log(JSON.stringify(m));
} finally {
  await browser.close();
  await server.close();
}
