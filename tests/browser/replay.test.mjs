// Issue 26, item 7: the replay of a finished game. A finished game's save link
// (from tests/browser/end-codes.json) opens on its final standings, which offer
// "Watch the replay"; the replay steps back and forward (buttons and the arrow
// keys), jumps to a round, plays at a pace and pauses, shows another seat's
// hidden cards (listed for every seat, and on the board when seen by that
// seat), keeps its controls on screen at the foot, and has no serious axe
// violation in either scheme; the saved-games list offers it too. An
// unfinished game's code offers to continue and never a replay, even when its
// replay address is typed. At 390 and 1280 px.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, sharedBrowser, waitForApp } from './harness.mjs';

const CODES = JSON.parse(readFileSync(join(REPO_ROOT, 'tests/browser/end-codes.json'), 'utf8'));
const AXE = readFileSync(join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const TIMEOUT = { timeout: 240_000 };
const WIDTHS = {
  390: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  1280: { viewport: { width: 1280, height: 800 } },
};

const shared = sharedBrowser();

/** The replay's status line, and the move it names (0 at the start). */
async function position(page) {
  const text = await page.locator('.replay .status').innerText();
  const m = text.match(/^Move (\d+) of (\d+)/) ?? text.match(/^The start, before move 1 of (\d+)/);
  assert.ok(m, text);
  return { text, at: m.length === 3 ? Number(m[1]) : 0, of: Number(m[m.length - 1]) };
}

/**
 * Waits until the status names move `at` (0: the start), then returns it: the
 * page redraws after a click has returned, later on a loaded machine.
 */
async function reach(page, at, timeout = 10_000) {
  await page.waitForFunction(
    (at) => {
      const text = document.querySelector('.replay .status')?.textContent ?? '';
      return at === 0 ? text.startsWith('The start, ') : text.startsWith(`Move ${at} of `);
    },
    at,
    { timeout },
  );
  return position(page);
}

/** Serious and critical axe violations on the page, as lines. */
async function audit(page) {
  // The board's marks of what changed fade in: measured at their end, as
  // axe.test.mjs does.
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.html.slice(0, 80)}`));
  });
}

for (const [width, options] of Object.entries(WIDTHS)) {
  test(`a finished game is watched move by move, every hand shown, at ${width} px`, TIMEOUT, async () => {
    const { page, problems, context } = await shared.browser.newPage(options);
    try {
      await page.goto(`${shared.server.url}#load=${CODES.zaibatsu.code}`);
      await waitForApp(page);
      const results = page.locator('section.results');
      await results.getByRole('heading', { name: 'Final standings' }).waitFor();
      await results.getByRole('link', { name: 'Watch the replay' }).click();
      await page.getByRole('heading', { level: 1, name: 'Zaibatsu: replay' }).waitFor();
      assert.match(page.url(), /#replay\/[A-Za-z0-9_-]+$/);

      // It starts at the start; steps forward and back, by button and by key.
      let p = await position(page);
      assert.equal(p.at, 0, p.text);
      assert.ok(p.of > 20, p.text);
      const bar = page.getByRole('group', { name: 'Replay controls' });
      assert.equal(await bar.getByRole('button', { name: 'Step back one move' }).isDisabled(), true);
      await bar.getByRole('button', { name: 'Step forward one move' }).click();
      p = await reach(page, 1);
      assert.match(p.text, /^Move 1 of \d+, by \w+/);
      await bar.getByRole('button', { name: 'Step forward one move' }).click();
      await reach(page, 2);
      await bar.getByRole('button', { name: 'Step back one move' }).click();
      await reach(page, 1);
      await page.locator('h1').click();
      await page.keyboard.press('ArrowRight');
      await reach(page, 2);
      await page.keyboard.press('ArrowRight');
      await reach(page, 3);
      await page.keyboard.press('ArrowLeft');
      await reach(page, 2);
      // The slider follows, and moves the replay.
      const slider = bar.getByRole('slider', { name: 'Move' });
      assert.equal(await slider.inputValue(), '2');
      await slider.fill('5');
      await reach(page, 5);

      // Jump to a round: the position is that round's first, and says so.
      const jump = bar.getByLabel('Jump to');
      const rounds = await jump.locator('option').allInnerTexts();
      assert.ok(rounds.length >= 3, `rounds: ${rounds}`);
      assert.match(rounds[0], /^(The start|Round 1 \(the start\))$/);
      await jump.selectOption({ label: 'Round 2' });
      await page.locator('.replay .status').filter({ hasText: / · Round 2$/ }).waitFor();
      p = await position(page);
      const startOfTwo = p.at;
      assert.ok(startOfTwo > 5, p.text);
      await bar.getByRole('button', { name: 'Step back one move' }).click();
      assert.match((await reach(page, startOfTwo - 1)).text, / · Round 1$/);
      await bar.getByRole('button', { name: 'To the last move' }).click();
      await reach(page, p.of);
      await bar.getByRole('button', { name: 'Step forward one move', disabled: true }).waitFor();
      await bar.getByRole('button', { name: 'To the start' }).click();
      await reach(page, 0);

      // Play at a pace: it moves on by itself, and stops when paused.
      await bar.getByLabel('Pace').selectOption({ label: 'Fast' });
      await bar.getByRole('button', { name: 'Play ▶' }).click();
      await reach(page, 3, 30_000);
      await bar.getByRole('button', { name: 'Pause ❚❚' }).click();
      await bar.getByRole('button', { name: 'Play ▶' }).waitFor();
      const paused = (await position(page)).at;
      assert.ok(paused >= 3, `${paused}`);
      await page.waitForTimeout(900);
      assert.equal((await position(page)).at, paused, 'paused');

      // Another seat's hidden cards: listed for every seat, and on the board
      // once the replay is seen by that seat.
      await jump.selectOption({ label: 'Round 2' });
      await reach(page, startOfTwo);
      const hidden = page.locator('.replay-hidden li');
      assert.equal(await hidden.count(), 2);
      const seenBy = bar.getByLabel('Seen by');
      const viewer = Number(await seenBy.inputValue());
      const other = (await hidden.nth(viewer === 0 ? 1 : 0).innerText()).split('\n');
      const otherName = other[0].trim();
      const hand = other.find((l) => l.startsWith('Hand: '));
      assert.ok(hand && hand !== 'Hand: empty', `the other seat's hand: ${other}`);
      const company = hand.slice('Hand: '.length).split(/, | and /)[0];
      await seenBy.selectOption({ label: otherName });
      const eyes = otherName.toLowerCase() === 'you' ? 'The board as you saw it' : `The board as ${otherName} saw it`;
      await page.locator('.replay-eyes').filter({ hasText: eyes }).waitFor();
      const boardText = await page.locator('.board-area').innerText();
      assert.ok(boardText.includes(company), `${company} on ${otherName}'s board`);

      // "How the game went" beside it, the position marked.
      await page.locator('.replay-side .how-it-went [role=img] svg line.now').waitFor({ state: 'attached' });
      assert.equal(await page.locator('.replay-side .chart-legend li').count(), 2);

      // The controls stay on screen at the foot, by the board, with nothing
      // wider than the screen.
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await page.locator('.replay-bar').boundingBox();
      const height = options.viewport.height;
      assert.ok(box && box.y >= 0 && box.y + box.height <= height + 1, `the bar is on screen: ${JSON.stringify(box)}`);
      assert.ok(box.height < height / 3, `the bar leaves room for the board: ${box.height}`);
      const boardTop = (await page.locator('.board-area').boundingBox()).y;
      assert.ok(boardTop < box.y, 'the board shows above the bar');
      if (Number(width) >= 900) {
        // On a wide screen the hidden cards and the chart are beside the board.
        const side = await page.locator('.replay-side').boundingBox();
        const area = await page.locator('.board-area').boundingBox();
        assert.ok(side.x >= area.x + area.width && side.y < box.y, `beside: ${JSON.stringify({ side, area })}`);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);

      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        assert.deepEqual(await audit(page), [], `${scheme}`);
      }

      // The saved-games list offers the replay of the finished game.
      await page.goto(shared.server.url);
      await page.getByRole('heading', { name: 'Your saved games' }).waitFor();
      const entry = page.locator('.saved-list li').first();
      await entry.getByRole('link', { name: 'Watch the replay' }).click();
      await page.getByRole('heading', { level: 1, name: 'Zaibatsu: replay' }).waitFor();
      assert.deepEqual(problems.all(), []);
    } finally {
      await context.close();
    }
  });
}

test('an unfinished game offers to continue, and never shows a replay', TIMEOUT, async () => {
  const { page, problems, context } = await shared.browser.newPage(WIDTHS[390]);
  try {
    await page.goto(`${shared.server.url}#load=${CODES['mundus-last-round'].code}`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Mundus Novus' }).waitFor();
    const slot = page.url().match(/#play\/([A-Za-z0-9_-]+)$/)?.[1];
    assert.ok(slot, page.url());
    assert.equal(await page.locator('section.results').count(), 0, 'the game is not over');
    assert.equal(await page.getByRole('link', { name: 'Watch the replay' }).count(), 0);

    await page.goto(shared.server.url);
    await page.getByRole('heading', { name: 'Your saved games' }).waitFor();
    const entry = page.locator('.saved-list li').first();
    await entry.getByRole('link', { name: 'Resume' }).waitFor();
    assert.equal(await entry.getByRole('link', { name: 'Watch the replay' }).count(), 0);

    // Its replay address, typed: refused, with the way to continue.
    await page.goto(`${shared.server.url}#replay/${slot}`);
    await page.getByRole('alert').filter({ hasText: 'This game is not over.' }).waitFor();
    assert.equal(await page.locator('.replay-hidden, .replay-bar, .board-area').count(), 0);
    await page.getByRole('link', { name: 'Continue the game' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mundus Novus' }).waitFor();
    assert.match(page.url(), new RegExp(`#play/${slot}$`));
    assert.deepEqual(problems.all(), []);
  } finally {
    await context.close();
  }
});
