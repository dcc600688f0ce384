// Issue item 2: creating and importing are idempotent. A double (or five-fold)
// click on "Start game", "Learn to play" or "Open game" saves one game, and a
// code for a game saved already opens that game instead of copying it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_TIMEOUT, openApp, savedEntries, slotOf } from './harness.mjs';

test('five quick clicks on "Start game" start one game', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const page = app.page;
    await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    await page.getByRole('button', { name: 'Start game' }).click({ clickCount: 5 });
    await page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
    await page.waitForTimeout(300);
    assert.equal(Object.keys(await savedEntries(page)).length, 1);

    // A double click, the other way players do it. (The first game, left
    // before any move, is gone from the saved games.)
    const first = Object.keys(await savedEntries(page))[0];
    await page.goto(`${app.server.url}#new/zaibatsu`);
    await page.getByRole('button', { name: 'Start game' }).dblclick();
    await page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
    await page.waitForTimeout(300);
    const slots = Object.keys(await savedEntries(page));
    assert.equal(slots.length, 1);
    assert.notEqual(slots[0], first);
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('"Learn to play" says it is loading while its game downloads, and five quick taps start one game', TEST_TIMEOUT, async () => {
  // No worker: the page's own route then sees the part's download, held back here.
  const app = await openApp({ contextOptions: { serviceWorkers: 'block' } });
  try {
    const page = app.page;
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/\/split_game_zaibatsu\.wasm\.lzma$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Learn to play Zaibatsu' }).click({ clickCount: 5 });
    const loading = page.getByRole('button', { name: 'Loading Zaibatsu…' });
    await loading.waitFor();
    assert.equal(await loading.textContent(), 'Loading…');
    assert.equal(await loading.getAttribute('aria-busy'), 'true');
    await loading.click();
    release();
    await page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
    await page.waitForTimeout(300);
    assert.equal(Object.keys(await savedEntries(page)).length, 1);
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('importing the same code twice, or opening its link three times, keeps one game', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const page = app.page;
    await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    await page.getByLabel('Game number (optional)').fill('99');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'You to play' }).waitFor({ timeout: 30_000 });
    const code = JSON.parse(Object.values(await savedEntries(page))[0]).code;

    // Another browser: empty storage.
    const friend = await app.browser.newPage();
    const other = friend.page;
    try {
      await other.goto(app.server.url);
      await other.getByLabel('Save code or link').fill(code);
      await other.getByRole('button', { name: 'Open game' }).dblclick();
      await other.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
      await other.waitForTimeout(300);
      assert.equal(Object.keys(await savedEntries(other)).length, 1, 'a double click imported twice');
      const slot = slotOf(other);

      // The same code again, from the box and from a link three times: the same game.
      await other.goto(app.server.url);
      await other.getByLabel('Save code or link').fill(code);
      await other.getByRole('button', { name: 'Open game' }).click();
      await other.getByRole('alert').filter({ hasText: 'already in your saved games' }).waitFor();
      assert.equal(slotOf(other), slot);
      for (let i = 0; i < 3; i++) {
        await other.goto(`${app.server.url}#load=${code}`);
        await other.waitForURL(/#play\//);
        await other.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
        assert.equal(slotOf(other), slot);
      }
      assert.equal(Object.keys(await savedEntries(other)).length, 1);
      assert.deepEqual(friend.problems.all(), []);
    } finally {
      await friend.context.close();
    }
  } finally {
    await app.close();
  }
});

test('a seat called "You" handed to a computer or another device takes a name of its own', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const page = app.page;
    await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    const name = page.getByLabel('Seat 1 name');
    assert.equal(await name.inputValue(), 'You');
    await page.getByLabel('Seat 1 player').selectOption({ label: 'Computer: Normal' });
    const computer = await name.inputValue();
    assert.notEqual(computer, 'You');
    // Not a name another seat has already.
    const others = await Promise.all([2, 3].map((s) => page.getByLabel(`Seat ${s} name`).inputValue()));
    assert.ok(!others.includes(computer), `${computer} is taken: ${others}`);
    // A name the player typed stays.
    await page.getByLabel('Seat 2 name').fill('Mika');
    await page.getByLabel('Seat 2 player').selectOption({ label: 'Human, own device' });
    assert.equal(await page.getByLabel('Seat 2 name').inputValue(), 'Mika');
  } finally {
    await app.close();
  }
});
