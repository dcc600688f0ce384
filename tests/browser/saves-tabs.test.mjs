// Issue item 1: two tabs on one saved game. A tab whose copy is stale never
// overwrites the other's moves, is told at once (the `storage` event) and offered
// a reload; a game deleted in one tab does not come back from the other.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GAME_PREFIX, TEST_TIMEOUT, openApp, savedEntries, startGame, zaibatsuMove } from './harness.mjs';

const TIMEOUT = { timeout: 120_000 };
const MOVED = 'moved on in another tab';

async function logOf(page) {
  return page.locator('.log-lines').innerText();
}

/** Waits until the page's log differs from `before` and the human may move again. */
async function settled(page, before) {
  await page.waitForFunction((old) => document.querySelector('.log-lines')?.innerText !== old, before);
  await page.getByRole('status').filter({ hasText: 'You to play' }).waitFor({ timeout: 30_000 });
}

test('a stale tab is told the game moved on, overwrites nothing, and reloads to the latest move', TIMEOUT, async () => {
  const app = await openApp();
  try {
    const a = app.page;
    const slot = await startGame(a);
    await a.getByRole('status').filter({ hasText: 'You to play' }).waitFor({ timeout: 30_000 });
    const b = await app.context.newPage();
    await b.goto(a.url());
    await b.getByRole('status').filter({ hasText: 'You to play' }).waitFor({ timeout: 30_000 });
    const opened = await logOf(b);

    // A moves (and its computers answer).
    await zaibatsuMove(a);
    await settled(a, opened);
    const afterA = await logOf(a);
    const storedAfterA = (await savedEntries(a))[slot];

    // B hears of it at once, before doing anything.
    await b.getByRole('alert').filter({ hasText: MOVED }).waitFor({ timeout: 5_000 });
    // B moves anyway: nothing of A's is overwritten, and B still says so.
    await zaibatsuMove(b);
    await b.waitForTimeout(500);
    const storedAfterB = (await savedEntries(b))[slot];
    assert.equal(JSON.parse(storedAfterB).code, JSON.parse(storedAfterA).code, "B overwrote A's move");
    assert.ok(await b.getByRole('alert').filter({ hasText: MOVED }).isVisible());

    // B reloads the game: it now shows A's history, and can move on from it.
    await b.getByRole('button', { name: 'Reload the game' }).click();
    await b.getByRole('status').filter({ hasText: 'You to play' }).waitFor();
    assert.equal(await logOf(b), afterA);
    assert.equal(await b.getByRole('alert').filter({ hasText: MOVED }).count(), 0);
    await zaibatsuMove(b);
    await settled(b, afterA);
    const afterB = JSON.parse((await savedEntries(b))[slot]);
    assert.notEqual(afterB.code, JSON.parse(storedAfterA).code, "B's move after reloading was not saved");
    // And now A is the stale one.
    await a.getByRole('alert').filter({ hasText: MOVED }).waitFor({ timeout: 5_000 });
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('a game deleted in one tab does not come back from the other', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const a = app.page;
    const slot = await startGame(a, { seed: '777' });
    await a.getByRole('status').filter({ hasText: 'You to play' }).waitFor({ timeout: 30_000 });
    const b = await app.context.newPage();
    await b.goto(a.url());
    await b.getByRole('status').filter({ hasText: 'You to play' }).waitFor({ timeout: 30_000 });

    await a.goto(app.server.url);
    await a.getByRole('button', { name: /^Delete / }).first().click();
    await b.getByRole('alert').filter({ hasText: 'deleted in another tab' }).waitFor({ timeout: 5_000 });
    await zaibatsuMove(b);
    await b.waitForTimeout(500);
    assert.equal((await savedEntries(b))[slot], undefined, 'the deleted game came back');
    assert.equal(await b.evaluate((key) => localStorage.getItem(key), GAME_PREFIX + slot), null);
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});
