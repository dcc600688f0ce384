// Issue 25, item 3: an end that explains itself. A finished game of each title
// (save codes written by `BOARDROOM_WRITE_STATIC=1 cargo test --test suite standings::`,
// two of them tied at the top and settled by the tie-break) opens on a 360 px
// phone: the standings table breaks each total into its parts, the tie is put in
// words, "How the game went" draws a line per seat, nothing overflows sideways,
// and the saved-games list says the result with its tie-break.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, launchBrowser, startServer, waitForApp } from './harness.mjs';
import { NARROW_PHONE as PHONE, settle } from './moves.mjs';
import { pickMove } from './engines.mjs';

const CODES = JSON.parse(readFileSync(join(REPO_ROOT, 'tests/browser/end-codes.json'), 'utf8'));
const TIMEOUT = { timeout: 120_000 };

/** What each finished game must show beyond the table and the chart. */
const EXPECT = {
  independents: { players: 3, unit: 'Tokens', tie: /^Tied on 7 tokens: Ada wins on disks, 27 to 23\.$/ },
  detroit: {
    players: 6,
    unit: 'Tokens',
    tie: /^Tied on 5 tokens: Flo wins on the higher position card, Port Authority 7 to Port Authority 1\.$/,
  },
  'mundus-novus': { players: 3, unit: 'Doubloons', ending: /development queue could not be refilled/ },
  zaibatsu: { players: 2, unit: 'Points' },
};

/** A number as the table writes it ("−3" with a true minus). */
const num = (text) => Number(text.trim().replace('\u2212', '-'));

test('each game ends with its standings explained, a tie in words and a chart, at 360 px', TIMEOUT, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const [id, { code, words }] of Object.entries(CODES)) {
      const want = EXPECT[id];
      if (!want) continue;
      const { page, problems } = await browser.newPage(PHONE);
      await page.goto(`${server.url}#load=${code}`);
      await waitForApp(page);
      const results = page.locator('section.results');
      await results.getByRole('heading', { name: 'Final standings' }).waitFor();

      // The table: each seat's parts add up to its total, whichever way the
      // table is laid out (a player a column up to 5 players, else a row).
      const table = results.locator('table.standings');
      assert.equal(await table.locator('th.who').count(), want.players, id);
      assert.match(await table.locator('th.who').first().innerText(), /^1st\s/, id);
      assert.equal(await table.locator('th', { hasText: new RegExp(`^${want.unit}$`) }).count(), 1, id);
      // A part is a cell of its own (a player a column) or a named piece of
      // the row's "From" cell (a player a row), its figure last.
      assert.ok((await table.locator('.part').count()) >= want.players, `${id}: a breakdown`);
      for (let seat = 0; seat < want.players; seat++) {
        const parts = (await table.locator(`.part[data-seat="${seat}"]`).allInnerTexts()).map((t) => num(t.trim().split(/\s+/).pop()));
        const total = num(await table.locator(`td.total[data-seat="${seat}"]`).innerText());
        assert.equal(parts.reduce((a, b) => a + b, 0), total, `${id}, seat ${seat}: ${parts} for ${total}`);
      }

      // The tie and how it was settled, or how the game ended.
      const ties = await results.locator('p.tie').allInnerTexts();
      if (want.tie) {
        assert.ok(ties.length >= 1, `${id}: ${ties}`);
        assert.match(ties[0], want.tie);
      }
      if (want.ending) assert.match(await results.locator('p.ending').innerText(), want.ending);

      // How the game went: a line and a legend entry per seat, described.
      const chart = results.locator('.how-it-went [role=img]');
      assert.match((await chart.getAttribute('aria-label')) ?? '', /^Chart of \w+ after each (round|year)\. /);
      assert.equal(await chart.locator('svg polyline').count(), want.players, id);
      // Its coordinates are written to a tenth (by our own printer, not the
      // standard float one): each line's points and each marker's place.
      const tenths = /^-?\d+\.\d$/;
      for (const points of await chart.locator('svg polyline').evaluateAll((ls) => ls.map((l) => l.getAttribute('points')))) {
        const xy = points.split(/[ ,]/);
        assert.ok(xy.length >= 4 && xy.every((v) => tenths.test(v)), `${id}: points="${points}"`);
      }
      const circle = chart.locator('svg circle').first();
      for (const a of ['cx', 'cy', 'r']) assert.match((await circle.getAttribute(a)) ?? '', tenths, `${id}: circle ${a}`);
      assert.equal(await results.locator('.chart-legend li').count(), want.players, id);
      const box = await chart.boundingBox();
      assert.ok(box && box.width > 250 && box.height > 120, `${id}: the chart is readable: ${JSON.stringify(box)}`);

      // Nothing wider than the phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `${id}: the page is ${overflow}px wider than the screen`);

      // The saved-games list says the result, tie-break included.
      await page.goto(server.url);
      await page.getByRole('heading', { name: 'Your saved games' }).waitFor();
      const entry = await page.locator('.saved-list li').first().innerText();
      assert.ok(entry.includes(`Finished. ${words}`), `${id}: ${entry}`);
      assert.deepEqual(problems.all(), [], id);
      await page.context().close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
});

// Issue 44: the end of a game reached by the player's own move comes one part
// to a frame on a slow phone: the board's last change, then the standings
// (brought into view), then "How the game went". The board's folds stay as the
// player left them: opening the table of seats was a long frame of its own.
test('a game ended by a move: the board, the standings, then the chart, a frame apart, the standings in view', TIMEOUT, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page, problems } = await browser.newPage(PHONE);
    await page.goto(`${server.url}#load=${CODES['detroit-last-move'].code}`);
    await waitForApp(page);
    await page.locator('.board-area .my-move button:enabled').first().waitFor();
    await settle(page);
    // Each frame counted as it starts; each change noted with the frame that
    // paints it (the board's last one: the computers may move after the
    // player, before the end).
    await page.evaluate(() => {
      const seen = (window.__seen = { frame: 0 });
      const tick = () => {
        seen.frame++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const note = (what) => (seen[what] ??= seen.frame + 1);
      const board = document.querySelector('.board-area');
      new MutationObserver(() => (seen.board = seen.frame + 1)).observe(board, { subtree: true, childList: true, characterData: true });
      new MutationObserver(() => {
        if (document.querySelector('.game .results')) note('standings');
        if (document.querySelector('.how-it-went')) note('chart');
      }).observe(document.querySelector('.game'), { childList: true, subtree: true });
    });
    assert.equal(await page.evaluate(`(${pickMove})('detroit', 0)`), 'move');
    await page.click('[data-engine-pick]');
    await page.locator('.how-it-went [role=img]').waitFor();
    await settle(page);
    const seen = await page.evaluate(() => window.__seen);
    assert.ok(seen.board < seen.standings && seen.standings < seen.chart, `painted in frames ${JSON.stringify(seen)}`);
    const top = await page.locator('section.results').evaluate((r) => r.getBoundingClientRect().top);
    assert.ok(top > -1 && top < 200, `the standings start ${top}px down the screen`);
    assert.equal(await page.locator('details.dm-table').getAttribute('open'), null, 'the table of seats stays folded');
    assert.deepEqual(problems.all(), []);
  } finally {
    await browser.close();
    await server.close();
  }
});

test("Mundus Novus marks a round that may be its last, on the board and in the news", TIMEOUT, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page, problems } = await browser.newPage(PHONE);
    await page.goto(`${server.url}#load=${CODES['mundus-last-round'].code}`);
    await waitForApp(page);
    const mark = page.locator('.mn-last-round');
    await mark.waitFor();
    assert.match(await mark.innerText(), /^(Perhaps the last round|Last round): /);
    // In the log (and the news, folded or not).
    const log = await page.evaluate(() => document.body.textContent);
    assert.match(log, /Perhaps the last round: (the development deck is empty|\d+ developments? left in the deck)/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    assert.deepEqual(problems.all(), []);
  } finally {
    await browser.close();
    await server.close();
  }
});
