// The news since the player's last move leads with outcomes: in every game,
// after the computers have moved, every line of what the player won, lost or
// paid and of the others' results is on screen without opening a fold, and a
// move's lines run from the player's own to the table's to the mechanics.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedApp } from './harness.mjs';
import { GAMES, newGame, player, turnOrEnd } from './turns.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const GAME_TIMEOUT = { timeout: 300_000 };
const TURNS = 16;

const app = sharedApp({ contextOptions: PHONE });

/** The banner now: outcome lines hidden in a closed fold, moves whose lines are
 *  out of order, and how many outcome lines there are. */
function readNews(page) {
  return page.evaluate(() => {
    const news = document.querySelector('.news');
    if (!news) return { outcomes: 0, hidden: [], disorder: [] };
    const outcomes = [...news.querySelectorAll('.news-mine, .news-standings')];
    const hidden = outcomes
      .filter((e) => e.closest('details:not([open])') || !e.checkVisibility())
      .map((e) => e.textContent);
    const rank = (e) =>
      e.classList.contains('news-mine') ? 0 : e.classList.contains('news-standings') ? 1 : 2;
    const disorder = [...news.querySelectorAll('.news-move')]
      .map((m) => [...m.querySelectorAll('p')])
      .filter((ps) => ps.some((p, i) => i > 0 && rank(p) < rank(ps[i - 1])))
      .map((ps) => ps.map((p) => p.textContent).join(' | '));
    return { outcomes: outcomes.length, hidden, disorder };
  });
}

for (const game of GAMES) {
  test(`${game.name}: after the computers move, every outcome in the news is in view`, GAME_TIMEOUT, async () => {
    const { page } = app;
    await newGame(page, game, '2511');
    const me = player(page, game);
    let seen = 0;
    let turns = 0;
    for (let turn = 0; turn < TURNS && (await turnOrEnd(page, me.ready)); turn++) {
      turns++;
      const news = await readNews(page);
      assert.deepEqual(news.hidden, [], `turn ${turn}: outcome lines folded away`);
      assert.deepEqual(news.disorder, [], `turn ${turn}: a move's lines out of order`);
      seen += news.outcomes;
      await me.move(turn);
    }
    assert.ok(turns >= 4, `turns played: ${turns}`);
    assert.ok(seen > 0, 'some outcome was in the news');
    assert.deepEqual(app.problems.all(), []);
  });
}
