// The news since the player's last move reads as lines: in every game, after
// the computers have moved, it is a list of moves, each its mover's name once
// and then its happenings a line each; a fold holds only whole moves, the
// oldest, and says how many; nothing comes after the game's end. The strip
// beside the controls is said aloud once, in order, by a polite live region.
// (Which lines the strip picks, and the layout over random games of every
// title, are checked natively: tests/news_digest.rs.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedApp } from './harness.mjs';
import { GAMES, newGame, player, turnOrEnd } from './turns.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const GAME_TIMEOUT = { timeout: 300_000 };
const TURNS = 16;

const app = sharedApp({ contextOptions: PHONE });

/** The banner and the strip now, as the page has them. */
function readNews(page) {
  return page.evaluate(() => {
    const text = (e) => e.textContent.trim();
    const news = document.querySelector('.news');
    const region = document.querySelector('.announce');
    const said = [...(region?.querySelectorAll('p') ?? [])].map((p) => [Number(p.dataset.n), text(p)]);
    const strip = [...document.querySelectorAll('.brief .brief-line')].map(text);
    const live = region?.getAttribute('aria-live');
    if (!news) return { moves: [], said, strip, live };
    const moveOf = (li) => ({
      mover: text(li.querySelector(':scope > .news-mover')),
      lines: [...li.querySelectorAll(':scope > .news-lines > li.news-line')].map(text),
      folded: !!li.closest('details'),
    });
    const fold = news.querySelector(':scope > details.news-earlier');
    return {
      moves: [...news.querySelectorAll('li.news-move')].map(moveOf),
      // Every line, in page order: nothing may follow the end.
      lines: [...news.querySelectorAll('li.news-line')].map((l) => l.classList.contains('news-end')),
      paragraphs: news.querySelectorAll('p').length,
      fold: fold && { first: news.firstElementChild === fold, summary: text(fold.querySelector('summary')) },
      said,
      strip,
      live,
    };
  });
}

for (const game of GAMES) {
  test(`${game.name}: the news reads as moves and lines, and the strip is said once`, GAME_TIMEOUT, async () => {
    const { page } = app;
    await newGame(page, game, '2511');
    const me = player(page, game);
    let turns = 0;
    let lines = 0;
    let heard = new Map();
    for (let turn = 0; turn < TURNS && (await turnOrEnd(page, me.ready)); turn++) {
      turns++;
      const news = await readNews(page);
      assert.equal(news.live, 'polite', 'a polite live region');
      assert.equal(news.paragraphs ?? 0, 0, `turn ${turn}: a paragraph in the news`);
      for (const m of news.moves) {
        assert.ok(m.mover, `turn ${turn}: a move without its mover`);
        assert.ok(m.lines.length > 0 && m.lines.every(Boolean), `turn ${turn}: ${JSON.stringify(m)}`);
        lines += m.lines.length;
      }
      if (news.fold) {
        const held = news.moves.filter((m) => m.folded);
        assert.ok(news.fold.first, 'the fold comes before the moves in view');
        const count = held.length === 1 ? '1 earlier move: ' : `${held.length} earlier moves: `;
        assert.ok(news.fold.summary.startsWith(count), `${news.fold.summary} (${held.length} held)`);
        // Whole moves from the oldest end: no move in view before a folded one.
        const firstShown = news.moves.findIndex((m) => !m.folded);
        assert.ok(news.moves.slice(firstShown).every((m) => !m.folded), 'a fold in the middle');
      }
      const end = (news.lines ?? []).indexOf(true);
      if (end >= 0) assert.ok(news.lines.slice(end).every(Boolean), 'a line after the end');
      // Said once, in order: what was said stays as it was, numbered on.
      const numbers = news.said.map(([n]) => n);
      assert.ok(numbers.every((n, i) => i === 0 || n > numbers[i - 1]), `said out of order: ${numbers}`);
      for (const [n, text] of news.said) {
        if (heard.has(n)) assert.equal(heard.get(n), text, `line ${n} said again differently`);
      }
      heard = new Map(news.said);
      const said = new Set(news.said.map(([, t]) => t));
      for (const line of news.strip) assert.ok(said.has(line), `turn ${turn}: not said: ${line}`);
      // A redraw at the same position (a part of the board opened) says nothing.
      const part = page.locator('.part-summary').first();
      if (await part.count()) {
        await part.click();
        await part.click();
        const again = await readNews(page);
        assert.deepEqual(again.said, news.said, `turn ${turn}: a redraw said something`);
      }
      await me.move(turn);
    }
    assert.ok(turns >= 4, `turns played: ${turns}`);
    assert.ok(lines > 0, 'some news');
    assert.ok(heard.size > 0, 'something was said');
    assert.deepEqual(app.problems.all(), []);
  });
}
