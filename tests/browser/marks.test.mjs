// The board shows what changed: before anything has happened nothing is
// marked; after the computers move, what changed since the player's last
// decision is marked on the board where it lies (class `changed`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedApp } from './harness.mjs';
import { GAMES, newGame, player, turnOrEnd } from './turns.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const GAME_TIMEOUT = { timeout: 300_000 };

const app = sharedApp({ contextOptions: PHONE });

// Where each game's marks lie: the pieces another seat's move touched (the
// player, in the first seat, is left out: their own move proves nothing).
const PLACES = {
  zaibatsu: '.z-player:not(.z-me) .changed, .z-pile.changed',
  detroit: '.dm-seat:not(.dm-me) .changed, .dm-proposals > .changed, .dm-last.changed',
  independents: '.li-row .li-chip.changed:not(.li-p0), .li-company.changed',
  'mundus-novus': '.mn-player:not(:first-child) .changed, .mn-offers .changed, .mn-chain.changed, .mn-market.changed',
};

// Game numbers where the first seat makes the first move.
const FIRST_MOVE_SEEDS = { zaibatsu: '2511', detroit: '2511', independents: '2511', 'mundus-novus': '2' };

/** The marks on the board now, and whether the news says anything happened. */
function readMarks(page, places) {
  return page.evaluate((places) => {
    const board = document.querySelector('.board-area');
    const marks = board ? [...board.querySelectorAll('.changed')] : [];
    return {
      news: document.querySelector('.news') !== null,
      marks: marks.length,
      placed: board ? board.querySelectorAll(places).length : 0,
      badges: marks.map((m) => m.dataset.change).filter(Boolean),
    };
  }, places);
}

for (const game of GAMES) {
  test(`${game.name}: the board marks what the computers changed, and nothing before`, GAME_TIMEOUT, async () => {
    const { page } = app;
    // Games where the player moves first: at their first turn nothing has
    // happened, and the board has no marks yet.
    await newGame(page, game, FIRST_MOVE_SEEDS[game.id]);
    const me = player(page, game);
    assert.ok(await turnOrEnd(page, me.ready));
    const first = await readMarks(page, PLACES[game.id]);
    assert.ok(!first.news, 'the player moves first in this game');
    assert.equal(first.marks, 0, 'marks before anything happened');
    let marked = null;
    for (let turn = 0; turn < 12 && !marked; turn++) {
      await me.move(turn);
      if (!(await turnOrEnd(page, me.ready))) break;
      const now = await readMarks(page, PLACES[game.id]);
      if (now.news && now.placed > 0) marked = now;
    }
    assert.ok(marked, 'after the computers moved, a mark lay where an event did');
    assert.ok(marked.badges.every((b) => /^[+−]\S*\d/.test(b)), `badges: ${marked.badges}`);
    assert.deepEqual(app.problems.all(), []);
  });
}

test('a mark changes no layout: the board is as tall with or without the marks', GAME_TIMEOUT, async () => {
  const { page } = app;
  await newGame(page, GAMES[0], '2511');
  const me = player(page, GAMES[0]);
  assert.ok(await turnOrEnd(page, me.ready));
  await me.move(0);
  assert.ok(await turnOrEnd(page, me.ready));
  const sizes = await page.evaluate(() => {
    const board = document.querySelector('.board-area');
    const rects = () => [...board.querySelectorAll('*')].map((e) => {
      const r = e.getBoundingClientRect();
      return `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`;
    });
    const marked = [...board.querySelectorAll('.changed')];
    const withMarks = rects();
    for (const m of marked) m.classList.remove('changed');
    const without = rects();
    return { marked: marked.length, same: withMarks.every((r, i) => r === without[i]) };
  });
  assert.ok(sizes.marked > 0, 'the board had marks');
  assert.ok(sizes.same, 'removing the marks moved nothing');
});
