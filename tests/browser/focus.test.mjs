// Keyboard play: after a move the board is redrawn and the control that had
// focus is gone; focus goes to the player's next decision, not back to the
// page's top nor to the board's invisible container. Every page starts with a
// skip link past the top bar.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedApp } from './harness.mjs';
import { settle } from './moves.mjs';

const app = sharedApp();

/** The focused element: its tag, name, and whether it is in the board. */
const focused = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return { tag: a?.tagName, name: a?.getAttribute('aria-label') ?? a?.textContent.trim(), inBoard: a?.closest('.board-area') != null };
  });

test('the first Tab stop of every page is a skip link, shown when focused', { timeout: 60_000 }, async () => {
  const { page } = app;
  for (const [hash, words] of [
    ['#', 'Skip to the main content'],
    ['#rules/zaibatsu', 'Skip to the main content'],
  ]) {
    await page.goto(new URL(hash, page.url()).href);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: words });
    assert.ok(await skip.evaluate((el) => el === document.activeElement), `${hash}: the first Tab stop is "${words}"`);
    const box = await skip.boundingBox();
    assert.ok(box && box.y >= 0 && box.height > 10, `${hash}: the focused skip link is on screen`);
    await page.keyboard.press('Enter');
    // Past the top bar: the next Tab is inside the page's content, and the address stays.
    assert.equal(new URL(page.url()).hash, hash === '#' ? '' : hash);
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.activeElement?.closest('main') != null), `${hash}: Tab goes on inside the content`);
  }
  assert.deepEqual(app.problems.all(), []);
});

test('after a move made with the keyboard and the computer\'s reply, focus is on the next decision', { timeout: 60_000 }, async () => {
  const { page } = app;
  await page.goto(new URL('#', page.url()).href);
  await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
  await page.getByLabel('Number of players').selectOption('2');
  await page.getByLabel('Game number (optional)').fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });

  // The game opened anew, as from the saved games: focus starts at the page's
  // top, and the skip link leads to the player's first move.
  await page.reload();
  const move = page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false }).first();
  await move.waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the game' });
  assert.ok(await skip.evaluate((el) => el === document.activeElement), 'the first Tab stop is "Skip to the game"');
  await page.keyboard.press('Enter');
  assert.ok(await move.evaluate((el) => el === document.activeElement), `the skip link leads to the first move, not ${JSON.stringify(await focused(page))}`);

  const handle = await move.elementHandle();
  await page.keyboard.press('Enter');
  await handle.waitForElementState('hidden', { timeout: 20_000 });
  // The computer has moved; the board is drawn, then focus moves on (a frame).
  const next = page.getByRole('button', { name: /^(Place .+ on pile \d+|Call pile \d+.*|Pass|Bid T¥\d+)$/, disabled: false });
  await next.first().waitFor();
  await settle(page);
  const where = await focused(page);
  assert.ok(where.inBoard && where.tag === 'BUTTON', `focus went to ${JSON.stringify(where)}, not the next decision`);
  assert.ok(await next.evaluateAll((els) => els.includes(document.activeElement)), `focus is on a move: ${where.name}`);
  assert.deepEqual(app.problems.all(), []);
});
