// At the table on a phone: on every one of the player's turns their controls are
// on screen without scrolling, at the end the final standings are, no screen
// scrolls sideways at 360 px, and in hot-seat play the curtain comes down only
// when the next player has something secret to see.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedApp } from './harness.mjs';
import { press, sealOffer } from './moves.mjs';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const GAME_TIMEOUT = { timeout: 300_000 };

const app = sharedApp({ contextOptions: PHONE });

/** Whether the player's first control (in the board's "my move" part) is fully on screen. */
function controlsInView(page) {
  return page.evaluate(() => {
    const area = document.querySelector('.board-area .my-move');
    if (!area) return null;
    // The first control on screen: a board may fold some away; a fold that
    // opens one move's choices (a card's many targets) is a control itself.
    const control =
      [
        ...area.querySelectorAll('button:not([disabled]):not(.guide-skip), input:not([disabled]), select, .move-fold > summary'),
      ].find((e) => e.checkVisibility()) ?? area;
    const r = control.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
  });
}

/** Waits for the scroll that follows a redraw (two animation frames). */
const settle = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

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

/** Plays to the end with `move` choosing each of the player's moves; counts turns with controls in view. */
async function playCounting(page, anything, move) {
  const standings = page.getByRole('heading', { name: 'Final standings' });
  let turns = 0;
  const missed = [];
  for (let turn = 0; turn < 400; turn++) {
    await standings.or(anything).first().waitFor({ timeout: 60_000 });
    if (await standings.isVisible()) break;
    await settle(page);
    turns++;
    if (!(await controlsInView(page))) missed.push(`turn ${turns}: ${await page.locator('.prompt-do').first().textContent()}`);
    await move(turn);
  }
  await standings.waitFor();
  await settle(page);
  const box = await page.locator('.results').boundingBox();
  // A scroll may leave the top half a pixel above the screen.
  return { turns, missed, standingsInView: box !== null && box.y >= -1 && box.y < 740 };
}

test('Zaibatsu on a phone: the controls on every turn, then the standings, are in view', GAME_TIMEOUT, async () => {
  const { page } = app;
  await newGame(page, 'Zaibatsu', 3, { 2: 'Computer: Normal', 3: 'Computer: Easy' }, '20261121');
  const place = page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false });
  const call = page.getByRole('button', { name: /^Call pile \d+( \(empty\))?$/, disabled: false });
  const pass = page.getByRole('button', { name: 'Pass', exact: true });
  const bid = page.getByRole('button', { name: /^Bid T¥\d+$/ });
  const anything = place.first().or(call.first()).or(pass);
  const result = await playCounting(page, anything, async (turn) => {
    if (await place.count()) await press(place.nth(turn % (await place.count())));
    else if (await call.count()) await press(call.first());
    else await press(turn % 2 ? bid : pass);
  });
  assert.ok(result.turns > 20, `turns played: ${result.turns}`);
  assert.deepEqual(result.missed, [], `controls out of view on ${result.missed.length} of ${result.turns} turns`);
  assert.ok(result.standingsInView, 'the final standings are on screen at the end');
  assert.deepEqual(app.problems.all(), []);
});

test('Detroit Motors on a phone: the controls on every turn, then the standings, are in view', GAME_TIMEOUT, async () => {
  const { page } = app;
  const seats = Object.fromEntries([2, 3, 4, 5, 6].map((s) => [s, 'Computer: Easy']));
  await newGame(page, 'Detroit Motors', 6, seats, '9');
  const position = page.getByRole('button', { name: /^Play .+ as your position$/ });
  const propose = page.getByRole('button', { name: 'Propose', exact: true });
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  const nominate = page.getByRole('button', { name: 'Nominate (stand for broker)' });
  const fold = page.getByRole('button', { name: 'Fold', exact: true });
  const give = page.getByRole('button', { name: /^(Give an extra token to |Keep an extra token)/ }).and(page.locator(':enabled'));
  const anything = position.first().or(propose).or(accept).or(nominate).or(give.first());
  const result = await playCounting(page, anything, async (turn) => {
    if (await position.count()) await press(position.nth(turn % 3));
    else if (await propose.count()) await press(propose);
    else if (await accept.count()) await press(accept);
    else if (await nominate.count()) await press(turn % 2 ? nominate : fold);
    else await press(give.first());
  });
  assert.ok(result.turns > 5, `turns played: ${result.turns}`);
  assert.deepEqual(result.missed, [], `controls out of view on ${result.missed.length} of ${result.turns} turns`);
  assert.ok(result.standingsInView, 'the final standings are on screen at the end');
  assert.deepEqual(app.problems.all(), []);
});

/**
 * The player's main move as a newcomer would find it: the first enabled button of
 * the board's "my move" part that is not a stepper, a tick box or the guide's skip.
 */
const firstMove = (page) =>
  page.locator(
    '.board-area .my-move button:not([disabled]):not(.guide-skip):not([aria-label^="One "]):not([aria-label^="Raise"]):not([aria-label^="Lower"]):not([aria-label^="Tick "]):visible',
  );

for (const [game, players, seed] of [
  ['The Last of the Independents', 4, '12'],
  ['Mundus Novus', 3, '12'],
]) {
  test(`${game} on a phone: the controls on every turn, then the standings, are in view`, GAME_TIMEOUT, async () => {
    const { page } = app;
    const seats = Object.fromEntries([...Array(players - 1)].map((_, i) => [i + 2, 'Computer: Easy']));
    await newGame(page, game, players, seats, seed);
    const move = firstMove(page);
    // Mundus Novus' sealed offer is a form: cards ticked, then sealed.
    const seal = page.getByRole('button', { name: 'Seal my offer' });
    const result = await playCounting(page, seal.or(move.first()), async () =>
      (await seal.isVisible()) ? sealOffer(page) : press(move.first()),
    );
    assert.ok(result.turns > 10, `turns played: ${result.turns}`);
    assert.deepEqual(result.missed, [], `controls out of view on ${result.missed.length} of ${result.turns} turns`);
    assert.ok(result.standingsInView, 'the final standings are on screen at the end');
    assert.deepEqual(app.problems.all(), []);
  });
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
  await page.locator('.log-lines li', { hasText: /^\d+ You take back (a move|\d+ moves)\.$/ }).first().waitFor();
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
