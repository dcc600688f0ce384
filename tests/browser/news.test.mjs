// The news since the player's last move leads with outcomes: in every game,
// after the computers have moved, every line of what the player won, lost or
// paid and of the others' results is on screen without opening a fold. (That a
// move's lines keep the order they happened in, the end last, is checked
// natively on random games of every title: tests/news_digest.rs.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedApp } from './harness.mjs';
import { GAMES, newGame, player, turnOrEnd } from './turns.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const GAME_TIMEOUT = { timeout: 300_000 };
const TURNS = 16;

const app = sharedApp({ contextOptions: PHONE });

/** The banner now: outcome lines hidden in a closed fold, and how many outcome
 *  lines there are. */
function readNews(page) {
  return page.evaluate(() => {
    const news = document.querySelector('.news');
    if (!news) return { outcomes: 0, hidden: [] };
    const outcomes = [...news.querySelectorAll('.news-mine, .news-standings')];
    const hidden = outcomes
      .filter((e) => e.closest('details:not([open])') || !e.checkVisibility())
      .map((e) => e.textContent);
    return { outcomes: outcomes.length, hidden };
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
      seen += news.outcomes;
      await me.move(turn);
    }
    assert.ok(turns >= 4, `turns played: ${turns}`);
    assert.ok(seen > 0, 'some outcome was in the news');
    assert.deepEqual(app.problems.all(), []);
  });
}
