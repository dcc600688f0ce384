// Keyboard play: after a move the board is redrawn and the control that had
// focus is gone; focus must stay in the board, not fall back to the page top.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedApp } from './harness.mjs';

const app = sharedApp();

test('after a move made with the keyboard, focus stays in the board', { timeout: 60_000 }, async () => {
  const { page } = app;
  await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
  await page.getByLabel('Number of players').selectOption('2');
  await page.getByLabel('Game number (optional)').fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();

  const place = page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false }).first();
  await place.waitFor();
  const handle = await place.elementHandle();
  await place.focus();
  await page.keyboard.press('Enter');
  await handle.waitForElementState('hidden', { timeout: 20_000 });
  // The board takes focus back on the next animation frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

  const where = await page.evaluate(() => ({
    inBoard: document.activeElement?.closest('.board-area') != null,
    tag: document.activeElement?.tagName,
  }));
  assert.ok(where.inBoard, `focus went to ${where.tag}, outside the board`);
  assert.deepEqual(app.problems.all(), []);
});
