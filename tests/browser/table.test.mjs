// At the table on a phone: no screen scrolls sideways at 360 px, in hot-seat
// play the curtain comes down only when the next player has something secret to
// see, and the take-back, the coach, the guide and the rules from a game. (That
// the controls are on screen on every turn of a whole game, and the standings
// at its end, each game's own whole-game test checks: zaibatsu.test.mjs and
// the others.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedApp } from './harness.mjs';
import { NARROW_PHONE, press, settle } from './moves.mjs';

const GAME_TIMEOUT = { timeout: 300_000 };

const app = sharedApp({ contextOptions: NARROW_PHONE });

async function newGame(page, game, players, seats, seed) {
  await page.goto(new URL('#', page.url()).href);
  await page.getByRole('link', { name: `New game of ${game}` }).click();
  await page.getByLabel('Number of players').selectOption(String(players));
  for (const [seat, label] of Object.entries(seats)) {
    await page.getByLabel(`Seat ${seat} player`).selectOption({ label });
  }
  await page.getByLabel('Game number (optional)').fill(seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
}

test('hot-seat Zaibatsu: no curtain between two people when the next has no hand to hide', GAME_TIMEOUT, async () => {
  const { page } = app;
  await newGame(page, 'Zaibatsu', 2, { 2: 'Human' }, '7');
  const curtain = page.getByRole('button', { name: /^I am .+: show my hand$/ });
  const place = page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false });
  const call = page.getByRole('button', { name: /^Call pile \d+( \(empty\))?$/, disabled: false });
  const pass = page.getByRole('button', { name: 'Pass', exact: true });
  const standings = page.getByRole('heading', { name: 'Final standings' });
  const counts = { curtainsInDeal: 0, curtainsInAuctions: 0, moves: 0 };
  let dealing = true;
  // The first round: the deal (hands held: a curtain at each change of player),
  // then the auctions (hands empty: the device passes without one).
  for (let i = 0; i < 80 && !(await standings.isVisible()); i++) {
    await curtain.or(place.first()).or(call.first()).or(pass).first().waitFor({ timeout: 30_000 });
    if (await curtain.isVisible()) {
      await press(curtain);
      if (dealing) {
        counts.curtainsInDeal++;
        continue;
      }
      // After the auctions, a curtain is right only for round 2's new hands.
      await place.first().or(call.first()).or(pass).first().waitFor({ timeout: 30_000 });
      if (await place.count()) break;
      counts.curtainsInAuctions++;
      continue;
    }
    counts.moves++;
    if (await place.count()) await press(place.first());
    else {
      dealing = false;
      if (await call.count()) await press(call.first());
      else await press(pass);
    }
  }
  assert.ok(counts.curtainsInDeal > 0, JSON.stringify(counts));
  assert.equal(counts.curtainsInAuctions, 0, JSON.stringify(counts));
  assert.deepEqual(app.problems.all(), []);
});

test('no screen scrolls sideways at 360 px', GAME_TIMEOUT, async () => {
  const { page } = app;
  const base = new URL('#', page.url()).href.replace(/#$/, '');
  const screens = ['#', '#rules/detroit', '#rules/zaibatsu', '#new/detroit', '#new/zaibatsu', '#nowhere'];
  const wide = [];
  for (const screen of screens) {
    await page.goto(base + screen);
    await page.locator('main').waitFor();
    await settle(page);
    const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
    if (width > 360) wide.push(`${screen}: ${width} px`);
  }
  // A game screen, with six seats at set-up.
  await page.goto(base + '#new/detroit');
  await page.getByLabel('Number of players').selectOption('6');
  await settle(page);
  const setup = await page.evaluate(() => document.scrollingElement.scrollWidth);
  if (setup > 360) wide.push(`set-up with 6 seats: ${setup} px`);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('.board-area').waitFor();
  await settle(page);
  const game = await page.evaluate(() => document.scrollingElement.scrollWidth);
  if (game > 360) wide.push(`game screen: ${game} px`);
  assert.deepEqual(wide, []);
});

test('against computers: take back a decision, then another, and decide again', GAME_TIMEOUT, async () => {
  const { page } = app;
  await newGame(page, 'Zaibatsu', 2, { 2: 'Computer: Easy' }, '11');
  const place = page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false });
  const takeBack = page.getByRole('button', { name: 'Take back' });
  await place.first().waitFor();
  assert.equal(await takeBack.count(), 0, 'nothing to take back before the first decision');
  const handBefore = await page.locator('.z-hand-card').count();
  await press(place.first());
  await place.first().waitFor();
  await press(place.first());
  await place.first().waitFor();
  assert.equal(await page.locator('.z-hand-card').count(), handBefore - 2);
  // One decision back, then the one before: the cards come back to the hand.
  await takeBack.click();
  await page.locator('.log-lines li', { hasText: /^\d+ You take back (a move|\d+ moves)\.$/ }).first().waitFor({ state: 'attached' });
  assert.equal(await page.locator('.z-hand-card').count(), handBefore - 1);
  // A second take back is a second click, not the end of a double click
  // (within half a second, which takes back one decision only).
  await page.waitForTimeout(600);
  await takeBack.click();
  await page.waitForFunction((n) => document.querySelectorAll('.z-hand-card').length === n, handBefore);
  assert.equal(await takeBack.count(), 0, 'back at the first decision');
  // Deciding again goes on as usual.
  await press(place.first());
  await place.first().waitFor();
  assert.equal(await page.locator('.z-hand-card').count(), handBefore - 1);
  assert.deepEqual(app.problems.all(), []);
});

test('the coach gives its best choices with their chances, from the player’s own view', GAME_TIMEOUT, async () => {
  const { page } = app;
  await newGame(page, 'Zaibatsu', 3, { 2: 'Computer: Easy', 3: 'Computer: Easy' }, '5');
  await page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false }).first().waitFor();
  await page.getByRole('button', { name: 'Ask the coach' }).click();
  const advice = page.locator('.coach-moves li');
  await advice.first().waitFor({ timeout: 60_000 });
  const parts = await advice.allTextContents();
  assert.ok(parts.length >= 1 && parts.length <= 3, parts.join(' | '));
  for (const p of parts) assert.match(p, /^Place .+ on pile \d+ · ((about )?\d+% chance to win the game|best choice|close to the best|weaker)\s*Do it$/);
  assert.deepEqual(app.problems.all(), []);
});

test('a guided first game explains each decision at its controls, until skipped', GAME_TIMEOUT, async () => {
  const { page } = app;
  await page.goto(new URL('#', page.url()).href);
  await page.getByRole('button', { name: 'Learn to play Zaibatsu' }).click();
  const guide = page.locator('.my-move .guide');
  await guide.getByText(/^Place a card from your hand on a pile/).waitFor();
  await press(page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false }).first());
  await guide.getByText(/^Each card shows what the company needs/).waitFor();
  // "Skip" is in the guide's "More", with the rest of what it says.
  await guide.getByText('More', { exact: true }).click();
  await page.getByRole('button', { name: 'Skip the guide' }).click();
  await guide.waitFor({ state: 'detached' });
  // Skipped is skipped: not after a reload, and not in the next game of the title.
  await page.reload();
  await page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false }).first().waitFor();
  assert.equal(await guide.count(), 0);
  await page.goto(new URL('#new/zaibatsu', page.url()).href);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false }).first().waitFor();
  assert.equal(await guide.count(), 0);
  assert.deepEqual(app.problems.all(), []);
});

test('rules opened from a game lead back to it', GAME_TIMEOUT, async () => {
  const { page } = app;
  await newGame(page, 'Zaibatsu', 2, { 2: 'Computer: Easy' }, '3');
  await page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false }).first().waitFor();
  const game = page.url();
  await page.getByRole('link', { name: 'Rules', exact: true }).click();
  await page.getByRole('heading', { name: 'Zaibatsu: rules' }).waitFor();
  await page.getByRole('link', { name: '← Back to your game' }).click();
  await page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false }).first().waitFor();
  assert.equal(page.url(), game);
  assert.deepEqual(app.problems.all(), []);
});

test('the coach can be switched off at set-up', GAME_TIMEOUT, async () => {
  const { page } = app;
  await page.goto(new URL('#new/zaibatsu', page.url()).href);
  await page.getByLabel('Number of players').selectOption('2');
  await page.getByLabel('Seat 2 player').selectOption({ label: 'Human' });
  await page.getByRole('checkbox', { name: /A coach on request/ }).uncheck();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: /^I am .+: show my hand$/ }).click();
  await page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false }).first().waitFor();
  assert.equal(await page.getByRole('button', { name: 'Ask the coach' }).count(), 0);
  assert.deepEqual(app.problems.all(), []);
});
