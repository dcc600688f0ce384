// Issue item 4: the decoder enforces what set-up enforces. A crafted code with a
// huge, empty or control-laden name is refused with a clear message and stores
// nothing; a stored entry does not keep the names twice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_TIMEOUT, openApp, savedEntries, startGame, withNames } from './harness.mjs';

test('crafted names are refused with a clear message and nothing is stored', { timeout: 120_000 }, async () => {
  const app = await openApp();
  try {
    const page = app.page;
    const slot = await startGame(page, { seed: '11' });
    const code = JSON.parse((await savedEntries(page))[slot]).code;
    const friend = await app.browser.newPage();
    try {
      const other = friend.page;
      const cases = [
        ['W'.repeat(1_000_000), /player 1 is longer than 24 characters/],
        ['', /player 1 is empty/],
        ['Ana\u202Enimda', /player 1 holds a character/],
        ['Ana\nBen', /player 1 holds a character/],
        ['Ana\u0000', /player 1 holds a character/],
      ];
      for (const [name, why] of cases) {
        await other.goto(`${app.server.url}#load=${withNames(code, [name])}`);
        const alert = other.getByRole('alert').filter({ hasText: 'could not be opened' });
        await alert.waitFor();
        assert.match(await alert.innerText(), why, JSON.stringify(name.slice(0, 20)));
        await other.getByRole('heading', { name: 'Games', exact: true }).waitFor();
        assert.deepEqual(await savedEntries(other), {}, `stored with name ${JSON.stringify(name.slice(0, 20))}`);
        await other.goto('about:blank');
      }
      // The longest allowed name still loads, and keeps the buttons on screen.
      await other.goto(`${app.server.url}#load=${withNames(code, ['W'.repeat(24)])}`);
      await other.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
      const width = await other.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 1280, `page is ${width}px wide`);
      // The entry keeps the name once (inside the code), not also in a title.
      const stored = Object.values(await savedEntries(other))[0];
      assert.equal(stored.split('WWWW').length, 1, stored);
      assert.deepEqual(friend.problems.all(), []);
    } finally {
      await friend.context.close();
    }
  } finally {
    await app.close();
  }
});

test('set-up drops control and direction characters from names', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const page = app.page;
    await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    await page.getByLabel('Seat 1 name').fill('Ana\u202E\u2066 Lee');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('status').filter({ hasText: 'Ana Lee to play' }).waitFor({ timeout: 30_000 });
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});
