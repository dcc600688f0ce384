// The Last of the Independents played through the UI like a player, on a phone:
// a whole 4-seat game against three computer players to the final standings, the
// player's controls on screen on every turn and the standings at the end, the
// bag odds the board shows before a draw; and the placing decision on one screen
// with the facts it needs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { launchBrowser, sharedApp, startServer } from './harness.mjs';
import { NARROW_PHONE, controlsWatch, press } from './moves.mjs';

const GAME_TIMEOUT = { timeout: 600_000 };
const SEED = process.env.INDEPENDENTS_SEED ?? '20261123';

const app = sharedApp({ contextOptions: NARROW_PHONE });

/**
 * A 4-seat game against three Easy computers at Instant pace: the game's flow
 * is what is tested here, and a Normal computer's search is tested natively
 * (and in the browser by Detroit Motors' whole game and Mundus Novus' phone
 * test).
 */
async function startGame(page) {
  await page.getByRole('link', { name: 'New game of The Last of the Independents' }).click();
  await page.getByLabel('Number of players').selectOption('4');
  for (const seat of [2, 3, 4]) {
    await page.getByLabel(`Seat ${seat} player`).selectOption({ label: 'Computer: Easy' });
  }
  await page.getByLabel('Game number (optional)').fill(SEED);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
}

test('a whole 4-player game against computers reaches the final standings', GAME_TIMEOUT, async () => {
  const { page } = app;
  await startGame(page);

  const words = page.locator('details.li-words');
  const standings = page.getByRole('heading', { name: 'Final standings' });
  const mine = page.locator('.li-controls .li-btn:visible:not([disabled])');
  const anything = standings.or(mine.first());
  let oddsChecked = false;
  let drawSeen = false;
  const view = controlsWatch(page);
  for (let turn = 0; turn < 600; turn++) {
    await anything.first().waitFor({ timeout: 60_000 });
    if (await standings.isVisible()) break;
    await view.turn();
    if (turn === 0) {
      // The board's terms are explained on the board itself, in a panel that
      // stays open while the game moves on (the board is redrawn after each
      // move). Opened once the first turn's controls were checked: opening it
      // scrolls the page, and the player's next turn brings them back.
      await words.locator('summary', { hasText: 'What the words mean' }).click();
      assert.equal(await words.locator('dt').count(), 6);
      await words.locator('dt', { hasText: 'Passing lane' }).waitFor();
      assert.match(await words.innerText(), /Return pool[\s\S]*Passing lane/);
    }
    // Before any draw the contested sections show each owner's odds, which
    // add up to 100 (the log rounds the same way).
    const contested = page.locator('.li-row .li-disks').filter({ hasText: '%' });
    if (!oddsChecked && (await contested.count())) {
      const text = await contested.first().textContent();
      const pcts = [...text.matchAll(/(\d+)%/g)].map((m) => Number(m[1]));
      assert.ok(pcts.length >= 2, `odds for several owners: ${text}`);
      assert.equal(pcts.reduce((a, b) => a + b, 0), 100, `odds add up: ${text}`);
      oddsChecked = true;
    }
    // After a draw, its bag with each owner's odds and the disk drawn.
    if (!drawSeen && (await page.locator('.li-draw .li-result').count())) {
      const bag = await page.locator('.li-draw').first().textContent();
      assert.match(bag, /\d+%/);
      assert.match(bag, /Drawn: /);
      drawSeen = true;
    }
    // A simple player: the first offered move (small allocations, first card,
    // and passing once nothing else is offered).
    const buttons = await mine.count();
    const pick = turn % 3 === 0 ? buttons - 1 : 0;
    // The move is played a frame after the tap: wait for the board it makes.
    await press(mine.nth(pick));
  }
  await standings.waitFor({ timeout: 60_000 });
  assert.ok((await view.end()) > 10, 'turns played');
  assert.ok(await words.evaluate((d) => d.open), 'the words panel stayed open through the game');
  assert.ok(oddsChecked, 'the board showed bag odds before a draw');
  assert.ok(drawSeen, 'the board showed a bag draw with its odds and result');
});

test('on a phone, placing disks shows every company\'s disks, the bag odds and the controls on one screen', GAME_TIMEOUT, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page, problems } = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(server.url);
    await startGame(page);
    const put = page.locator('.my-move .li-put:not([disabled])');
    let checked = false;
    for (let turn = 0; turn < 40 && !checked; turn++) {
      await put.first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(150); // the frame scrolls to the move after the redraw
      const rows = page.locator('.my-move .li-row');
      // A section where two companies or more already are: their odds show.
      const contested = rows.filter({ has: page.locator('.li-disks', { hasText: '%' }) });
      if (!(await contested.count())) {
        await press(put.first());
        continue;
      }
      const inView = (loc) =>
        loc.evaluateAll((els) => els.every((e) => {
          const r = e.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }));
      assert.equal(await rows.count(), 6, 'the six sections of the category');
      assert.ok(await inView(rows), 'every section row, with every company\'s disks and odds, is on screen');
      assert.ok(await inView(page.locator('.my-move .li-disks .li-chip')), 'every chip is on screen');
      assert.ok(await inView(page.locator('.my-move button')), 'every control is on screen');
      // Each contested row names its owners with their odds, beside its own Put button.
      const row = contested.first();
      const text = await row.locator('.li-disks').textContent();
      assert.ok((text.match(/%/g) ?? []).length >= 2, text);
      assert.match(await row.getByRole('button').textContent(), /^Put 1 on .+(alone|→ \d+%)$/);
      // The stepper changes what Put puts, and the odds it would give.
      await page.getByRole('button', { name: 'One disk more' }).click();
      await row.getByRole('button', { name: /^Put 2 on / }).waitFor();
      checked = true;
    }
    assert.ok(checked, 'a contested section came up while placing');
    assert.deepEqual(problems.all(), []);
  } finally {
    await browser.close();
    await server.close();
  }
});
