// The game screen's frame on a phone (390×844): the news since the player's
// last move holds every event they saw, the parts the player does not act on
// fold and keep what the player makes of them, the tools stay beside the controls,
// a double click takes back one decision and says which, the coach names
// moves as the buttons do, "Learn to play" starts a guided game, and leaving
// a game keeps the saved games honest (nothing for an untouched game, a
// warning when the last moves could not be saved).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_TIMEOUT, openApp, savedEntries, slotOf } from './harness.mjs';
import { press } from './moves.mjs';
import { newGame as startGame } from './turns.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const GAME_TIMEOUT = { timeout: 300_000 };

const phoneApp = () => openApp({ contextOptions: PHONE });

/** A new unguided game of `game` at `players` seats, the others Easy computers. */
const newGame = (page, game, players, seed) => startGame(page, { ...game, players }, seed);

const ZAIBATSU = { id: 'zaibatsu' };
const INDEPENDENTS = { id: 'independents' };
const placeButtons = (page) => page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false });

/** Whether an element is wholly inside the window. */
function inViewport(locator) {
  return locator.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
  });
}

test('after a run of moves, every event since the player’s last move is in the news, at most one tap away', GAME_TIMEOUT, async () => {
  const app = await phoneApp();
  try {
    const { page } = app;
    await page.getByRole('link', { name: 'New game of The Last of the Independents' }).waitFor();
    await newGame(page, INDEPENDENTS, 4, '20261123');
    const mine = page.locator('.board-area .my-move .li-btn:not([disabled]):visible');
    const standings = page.getByRole('heading', { name: 'Final standings' });
    let longest = 0;
    let turns = 0;
    // The player's last move: the news holds the log lines from it on.
    let from = 0;
    for (let turn = 0; turn < 120 && (longest < 10 || turns < 8); turn++) {
      await standings.or(mine.first()).first().waitFor({ timeout: 60_000 });
      if (await standings.isVisible()) break;
      turns++;
      // The game is saved when the turn comes to the player: its moves so far.
      const saved = JSON.parse(Object.values(await savedEntries(page))[0]).moves;
      const check = await page.evaluate((from) => {
        const log = [...document.querySelectorAll('.log-lines li')]
          .map((li) => ({ n: Number(li.querySelector('.move-no').textContent), text: li.textContent.replace(/^\d+ /, '') }))
          .filter((e) => e.n >= from)
          .map((e) => e.text);
        const news = document.querySelector('.news');
        const moves = [...(news?.querySelectorAll('li.news-move') ?? [])];
        // Each line as a sentence: a line under its mover may leave the mover out.
        const sentences = moves.flatMap((m) => {
          const mover = m.querySelector('.news-mover').textContent;
          return [...m.querySelectorAll('li.news-line')].flatMap((l) => [l.textContent, `${mover} ${l.textContent}`]);
        });
        const shown = moves.filter((m) => !m.closest('details'));
        return {
          log,
          sentences,
          inView: shown.reduce((n, m) => n + m.querySelectorAll('li.news-line').length, 0),
          shownMoves: shown.length,
          // One tap: no fold inside a fold.
          nested: news ? news.querySelectorAll('details details').length : 0,
        };
      }, from);
      const missing = check.log.filter((line) => !check.sentences.includes(line));
      assert.deepEqual(missing, [], `turn ${turns}: lines since the last move missing from the news`);
      assert.equal(check.nested, 0);
      // Short on a phone: older moves fold, unless the latest alone is long.
      assert.ok(check.inView <= 8 || check.shownMoves === 1, `turn ${turns}: ${check.inView} lines in view`);
      longest = Math.max(longest, check.log.length);
      // A simple player: small moves, and often the last button (a pass).
      const count = await mine.count();
      await press(mine.nth(turn % 3 === 2 ? count - 1 : 0));
      from = saved + 1;
    }
    assert.ok(longest >= 10, `a turn followed a long run of events (${longest} lines)`);
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

// On a phone, the parts of the board a player reads but does not act on (here
// Zaibatsu's conglomerates) and the log start folded under the move, their
// summary saying what they hold; a tap opens one, and it stays open as the game
// goes on. On a wide screen they start open.
test('on a phone the conglomerates and the log start folded, open with a tap and stay open; wide, they start open', GAME_TIMEOUT, async () => {
  const app = await phoneApp();
  try {
    const { page } = app;
    await newGame(page, ZAIBATSU, 3, '11');
    await placeButtons(page).first().waitFor();
    const plans = page.locator('details.part-fold.z-congloms');
    const log = page.locator('.log details.part-fold');
    assert.equal(await plans.getAttribute('open'), null, 'the conglomerates start folded');
    assert.equal(await log.getAttribute('open'), null, 'the log starts folded');
    assert.match(await plans.locator('summary').innerText(), /Conglomerates\s+You: no companies · \w+: no companies · \w+: no companies/);
    assert.match(await log.locator('summary').innerText(), /What happened\s+\d+ moves?/);
    assert.equal(await page.locator('.z-cong').first().isVisible(), false, 'a folded part shows only its summary');

    await plans.locator('summary').click();
    await log.getByRole('heading', { name: 'What happened' }).click();
    await page.locator('.z-cong').first().waitFor();
    // Moves redraw the board: what the player opened stays open.
    await press(placeButtons(page).first());
    await placeButtons(page).first().waitFor();
    await press(placeButtons(page).first());
    await placeButtons(page).first().waitFor();
    await page.locator('.log-lines li').first().waitFor();
    assert.equal(await plans.getAttribute('open'), '', 'the conglomerates stay open');
    assert.equal(await log.getAttribute('open'), '', 'the log stays open');
    assert.ok(await page.locator('.z-cong').first().isVisible());

    // Folded again, they stay folded.
    await plans.locator('summary').click();
    await press(placeButtons(page).first());
    await placeButtons(page).first().waitFor();
    assert.equal(await plans.getAttribute('open'), null);

    // Wide, one screen shows it all: open from the start.
    await page.setViewportSize({ width: 1280, height: 900 });
    await newGame(page, ZAIBATSU, 3, '11');
    await placeButtons(page).first().waitFor();
    assert.equal(await plans.getAttribute('open'), '');
    assert.equal(await log.getAttribute('open'), '');
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('the tools stay on screen at the move; a double click takes back one decision and says which', GAME_TIMEOUT, async () => {
  const app = await phoneApp();
  try {
    const { page } = app;
    await newGame(page, ZAIBATSU, 3, '11');
    await placeButtons(page).first().waitFor();
    const handBefore = await page.locator('.z-hand-card').count();
    await press(placeButtons(page).first());
    await placeButtons(page).first().waitFor();
    await press(placeButtons(page).first());
    await placeButtons(page).first().waitFor();
    assert.equal(await page.locator('.z-hand-card').count(), handBefore - 2);

    // At the move (scrolled to it), both tools are on screen.
    await placeButtons(page).last().scrollIntoViewIfNeeded();
    const takeBack = page.getByRole('button', { name: 'Take back' });
    const ask = page.getByRole('button', { name: 'Ask the coach' });
    assert.ok(await inViewport(takeBack), 'Take back is on screen at the move');
    assert.ok(await inViewport(ask), 'Ask the coach is on screen at the move');

    // A double click: one decision back, named.
    const label = await placeButtons(page).first().getAttribute('aria-label');
    assert.ok(label);
    await takeBack.dblclick();
    const said = page.locator('.taken-back');
    await said.waitFor();
    await page.waitForTimeout(800);
    assert.equal(await page.locator('.z-hand-card').count(), handBefore - 1, 'exactly one decision was taken back');
    assert.match(await said.textContent(), /^Taken back: “Place .+ on pile \d+” and the (move|\d+ moves) after it\. Decide again\.$/);
    assert.ok(await inViewport(said), 'the message is on screen');
    // The news no longer tells of the moves taken back, nor does the log.
    await press(placeButtons(page).first());
    await placeButtons(page).first().waitFor();
    assert.equal(await said.count(), 0, 'the message goes once the game moves on');
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('the coach names its choices as the buttons do, in chances to win the game, and plays one on a tap', GAME_TIMEOUT, async () => {
  const app = await phoneApp();
  try {
    const { page } = app;
    await newGame(page, ZAIBATSU, 3, '5');
    await placeButtons(page).first().waitFor();
    await page.getByRole('button', { name: 'Ask the coach' }).click();
    const first = page.locator('.coach-moves li').first();
    await first.waitFor({ timeout: 60_000 });
    const coach = await page.locator('.coach').textContent();
    // A measured chance, or words where the game's table shows none (calibration.rs).
    assert.match(coach, / · ((about )?\d+% chance to win the game|best choice|close to the best|weaker)/);
    assert.doesNotMatch(coach, /player \d/i);
    const names = await page.locator('.coach-move').allTextContents();
    assert.ok(names.length >= 1 && names.length <= 3, names.join(' | '));
    for (const name of names) {
      const buttons = page.locator('.board-area').getByRole('button', { name, exact: true });
      assert.ok((await buttons.count()) >= 1, `a button on the board is called “${name}”`);
    }
    assert.ok(await inViewport(first), 'the advice is on screen');
    const hand = await page.locator('.z-hand-card').count();
    await first.getByRole('button', { name: /^Do it: / }).click();
    await page.waitForFunction((n) => document.querySelectorAll('.z-hand-card').length === n - 1, hand);
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('“Learn to play” starts a guided game, the first time and again later', GAME_TIMEOUT, async () => {
  const app = await phoneApp();
  try {
    const { page } = app;
    const guide = page.locator('.my-move .guide');
    for (let time = 1; time <= 2; time++) {
      await page.goto(new URL('#', page.url()).href);
      await page.getByRole('button', { name: 'Learn to play Zaibatsu' }).click();
      await guide.getByText(/^Place a card from your hand on a pile/).waitFor();
      assert.ok(await inViewport(guide), 'the guide is on screen at the first decision');
      await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
      await press(placeButtons(page).first());
      // The next placement says something new: what a company needs.
      await guide.getByText(/^Each card shows what the company needs/).waitFor();
    }
    // A game set up by hand after that is not guided unless asked for.
    await page.goto(new URL('#new/zaibatsu', page.url()).href);
    assert.equal(await page.getByRole('checkbox', { name: /Guided game/ }).isChecked(), false);
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('a game left before any move leaves no saved game behind; its rules page keeps it', TEST_TIMEOUT, async () => {
  const app = await phoneApp();
  try {
    const { page } = app;
    await newGame(page, ZAIBATSU, 2, '8');
    await placeButtons(page).first().waitFor();
    const game = page.url();
    await page.getByRole('link', { name: 'Rules', exact: true }).click();
    await page.getByRole('link', { name: '← Back to your game' }).click();
    await placeButtons(page).first().waitFor();
    assert.equal(page.url(), game);
    await page.getByRole('link', { name: 'Boardroom home' }).click();
    await page.getByText('No saved games yet.').waitFor();
    assert.deepEqual(await savedEntries(page), {});
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('leaving a game whose last moves could not be saved warns first, and the list says so', GAME_TIMEOUT, async () => {
  const app = await phoneApp();
  try {
    const { page } = app;
    await newGame(page, ZAIBATSU, 2, '12');
    await press(placeButtons(page).first());
    await placeButtons(page).first().waitFor();
    const slot = slotOf(page);
    // The device's storage fills up.
    await page.evaluate(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await press(placeButtons(page).first());
    await page.getByRole('alert').filter({ hasText: 'could not be saved' }).waitFor();
    // Leaving asks first; staying keeps the game on screen.
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      d.dismiss();
    });
    await page.getByRole('link', { name: 'Boardroom home' }).click();
    await page.waitForTimeout(300);
    assert.match(asked, /could not be saved/);
    assert.equal(slotOf(page), slot);
    assert.ok(await page.locator('.board-area').isVisible());
    // Leaving anyway: the list marks the game.
    page.once('dialog', (d) => d.accept());
    await page.getByRole('link', { name: 'Boardroom home' }).click();
    const entry = page.locator('.saved-list li', { hasText: 'Zaibatsu' });
    await entry.waitFor();
    assert.match(await entry.textContent(), /unsaved moves/);
    // The failed writes are the test's own doing, not a console error.
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('deleting a game and leaving the page before the Undo offer ends leaves no error behind', GAME_TIMEOUT, async () => {
  const app = await phoneApp();
  try {
    const { page } = app;
    await newGame(page, ZAIBATSU, 2, '13');
    await press(placeButtons(page).first());
    await placeButtons(page).first().waitFor();
    await page.goto(app.server.url);
    // The page's clock, moved on rather than waited for.
    await page.clock.install();
    await page.getByRole('button', { name: /^Delete Zaibatsu/ }).click();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await page.getByRole('link', { name: 'Rules of Zaibatsu' }).click();
    await page.getByRole('heading', { name: 'Zaibatsu: rules' }).waitFor();
    // The Undo offer's ten seconds run out on another page.
    await page.clock.fastForward(11_000);
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});
