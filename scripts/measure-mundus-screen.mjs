// On how many of a phone player's turns in Mundus Novus are the part of the
// board they decide from and their controls both on the screen, once the frame
// has scrolled to the move? Plays a whole game at 390×844 against computers,
// making the first move the board offers (or ticking the first cards of an
// offer), and checks each turn after the scroll. Not a test: it prints numbers.
//   node scripts/measure-mundus-screen.mjs [--players 4] [--seed 20261123] [--shots DIR] [--width 390]
// What a turn decides from, by step (the controls are always the move's own):
// the hand everywhere (and the sets it makes in a progression); the face-up
// supply when picking from it; what the developments a set reaches do, and
// what Coronado's events do (the queue, unless the controls say it); the offers when
// appointing a Trade Master; the players when choosing who starts.
import { parseArgs } from 'node:util';
import { mkdirSync } from 'node:fs';
import { launchBrowser, startServer } from '../tests/browser/harness.mjs';
import { press, sealOffer } from '../tests/browser/moves.mjs';

const { values: opts } = parseArgs({
  options: {
    players: { type: 'string', default: '4' },
    seed: { type: 'string', default: '20261123' },
    shots: { type: 'string' },
    // Another width, to look at the board there (the count is for phones).
    width: { type: 'string', default: '390' },
  },
});
const HEIGHT = 844;

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page } = await browser.newPage({ viewport: { width: Number(opts.width), height: HEIGHT }, isMobile: true, hasTouch: true });
  await page.goto(server.url);
  await page.getByRole('link', { name: 'New game of Mundus Novus' }).click();
  await page.getByLabel('Number of players').selectOption(opts.players);
  for (let s = 2; s <= Number(opts.players); s++) {
    await page.getByLabel(`Seat ${s} player`).selectOption({ label: 'Computer: Normal' });
  }
  await page.getByLabel(/Seed|Game number/).fill(opts.seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
  if (opts.shots) mkdirSync(opts.shots, { recursive: true });

  const move = page.locator('.board-area .my-move .mn-controls button:not([disabled])');
  const seal = page.getByRole('button', { name: 'Seal my offer' });
  const standings = page.getByRole('heading', { name: 'Final standings' });
  const byStep = {};
  let turns = 0;
  let fits = 0;
  let indigenousSales = 0;
  for (let i = 0; i < 800; i++) {
    await standings.or(seal).or(move.first()).first().waitFor({ timeout: 120_000 });
    if (await standings.isVisible()) break;
    // Let the frame's scroll to the move settle.
    await page.waitForTimeout(120);
    const turn = await page.evaluate((height) => {
      const me = document.querySelector('.board-area .my-move');
      const prompt = document.querySelector('.board-area .prompt')?.innerText ?? '';
      const has = (sel) => !!me.querySelector(sel);
      let step = 'other';
      const decide = ['.mn-me > .mn-chips'];
      if (has('form.mn-offer')) step = 'offer';
      else if (has('.mn-take')) step = 'take';
      else if (has('.mn-end')) {
        step = 'progression';
        // The sets name the development they reach; what it does is read in
        // the queue unless the controls show it (the rows of .mn-dev-row).
        const develops = [...me.querySelectorAll('.mn-controls button')].some((b) =>
          / → /.test(b.getAttribute('aria-label') ?? b.textContent),
        );
        if (develops && !has('.mn-dev-row')) decide.push('.mn-queue');
        decide.push('.mn-hints');
      } else if (/Supply/.test(prompt)) {
        step = 'supply';
        decide.push('.mn-supply');
      } else if (/Pirates/.test(prompt)) step = 'pirates';
      else if (/calls? 2, 3 or 4/.test(prompt)) step = 'call';
      else if (/appoint/i.test(prompt)) {
        step = 'appoint';
        decide.push('.mn-offers');
      } else if (/starts the progression/.test(prompt)) {
        step = 'first';
        decide.push('.mn-players');
      } else if (/Coronado/.test(prompt)) {
        step = 'coronado';
        // What each event does: in the queue's event line unless beside each button.
        if (!has('.mn-choice')) decide.push('.mn-queue');
      } else if (/Ponce/.test(prompt)) {
        step = 'fleets';
        decide.push('.mn-supply');
      } else if (/even the trade/.test(prompt)) step = 'give';
      const parts = [...decide, '.my-move .mn-controls, .my-move form.mn-offer'];
      const rects = parts.flatMap((sel) =>
        [...document.querySelectorAll(`.board-area ${sel}`)].map((e) => {
          const r = e.getBoundingClientRect();
          return { sel, top: r.top, bottom: r.bottom };
        }),
      );
      const out = rects.filter((r) => r.top < -1 || r.bottom > height + 1);
      const top = Math.min(...rects.map((r) => r.top));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      const indigenousSale = /event: Indigenous/.test(prompt) && /Sell \d+ different/.test(me.innerText);
      return { step, fits: out.length === 0, span: Math.round(bottom - top), out: out.map((r) => r.sel), indigenousSale };
    }, HEIGHT);
    turns++;
    if (turn.fits) fits++;
    if (turn.indigenousSale) indigenousSales++;
    const s = (byStep[turn.step] ??= { turns: 0, fit: 0, spans: [], out: {} });
    s.turns++;
    if (turn.fits) s.fit++;
    s.spans.push(turn.span);
    for (const o of turn.out) s.out[o] = (s.out[o] ?? 0) + 1;
    if (opts.shots && s.turns === 1) await page.screenshot({ path: `${opts.shots}/${turn.step}.png` });
    if (await seal.isVisible()) await sealOffer(page);
    else await press(move.first());
  }
  for (const s of Object.values(byStep)) {
    s.spans.sort((a, b) => a - b);
    s.median_span = s.spans[Math.floor(s.spans.length / 2)];
    s.max_span = s.spans.at(-1);
    delete s.spans;
  }
  console.log(
    JSON.stringify({
      finished: await standings.isVisible(),
      players: Number(opts.players),
      seed: opts.seed,
      turns,
      on_one_screen: `${fits} of ${turns} turns`,
      sales_under_indigenous_peoples: indigenousSales,
      by_step: byStep,
    }, null, 1),
  );
} finally {
  await browser.close();
  await server.close();
}
