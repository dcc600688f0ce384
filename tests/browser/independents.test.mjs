// The Last of the Independents played through the UI like a player: a whole
// 4-seat game against three computer players to the final standings, and the
// bag odds the board shows before a draw.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedApp } from './harness.mjs';

const GAME_TIMEOUT = { timeout: 600_000 };
const SEED = process.env.INDEPENDENTS_SEED ?? '20261123';

const app = sharedApp();

test('a whole 4-player game against computers reaches the final standings', GAME_TIMEOUT, async () => {
  const { page } = app;
  await page.getByRole('link', { name: 'New game of The Last of the Independents' }).click();
  await page.getByLabel('Number of players').selectOption('4');
  for (const seat of [2, 3, 4]) {
    await page.getByLabel(`Seat ${seat} player`).selectOption({ label: 'Computer: Normal' });
  }
  await page.getByLabel('Game number (optional)').fill(SEED);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });

  // The board's terms are explained on the board itself, in a panel that
  // stays open while the game moves on (the board is redrawn after each move).
  const words = page.locator('details.li-words');
  await words.locator('summary', { hasText: 'What the words mean' }).click();
  assert.equal(await words.locator('dt').count(), 6);
  await words.locator('dt', { hasText: 'Passing lane' }).waitFor();
  assert.match(await words.innerText(), /Return pool[\s\S]*Passing lane/);

  const standings = page.getByRole('heading', { name: 'Final standings' });
  const mine = page.locator('.li-controls .li-btn:not([disabled])');
  const anything = standings.or(mine.first());
  let oddsChecked = false;
  let drawSeen = false;
  for (let turn = 0; turn < 600; turn++) {
    await anything.first().waitFor({ timeout: 60_000 });
    if (await standings.isVisible()) break;
    // Before any draw the contested sections show each owner's odds.
    const odds = page.locator('.li-odds-line');
    if (!oddsChecked && (await odds.count())) {
      const text = await odds.first().textContent();
      const pcts = [...text.matchAll(/(\d+)%/g)].map((m) => Number(m[1]));
      assert.ok(pcts.length >= 2, `odds for several owners: ${text}`);
      const sum = pcts.reduce((a, b) => a + b, 0);
      assert.ok(sum >= 97 && sum <= 100, `odds add up: ${text}`);
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
    await mine.nth(pick).click();
  }
  await standings.waitFor({ timeout: 60_000 });
  assert.ok(await words.evaluate((d) => d.open), 'the words panel stayed open through the game');
  assert.ok(oddsChecked, 'the board showed bag odds before a draw');
  assert.ok(drawSeen, 'the board showed a bag draw with its odds and result');
});
