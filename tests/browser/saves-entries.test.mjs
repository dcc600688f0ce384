// Issue items 3, 5 and 6: the saved-games list. A damaged list field never costs
// a game; an entry that cannot be opened (unknown game, moves that do not
// replay, a broken code) says so up front and shows its raw code to copy; a
// delete can be undone for a few seconds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  GAME_PREFIX,
  TEST_TIMEOUT,
  makeCode,
  openApp,
  openCode,
  savedEntries,
  startGame,
  zaibatsuMove,
} from './harness.mjs';

const TIMEOUT = { timeout: 90_000 };

/** Plays one human move in a new Zaibatsu game and returns the game's save code. */
async function codeOfAPlayedGame(page, seed) {
  const slot = await startGame(page, { seed });
  await zaibatsuMove(page);
  await page.getByRole('status').filter({ hasText: 'You to play' }).waitFor({ timeout: 30_000 });
  return JSON.parse((await savedEntries(page))[slot]).code;
}

async function putEntries(page, entries) {
  await page.evaluate(
    ({ prefix, entries }) => {
      for (const [slot, json] of Object.entries(entries)) localStorage.setItem(prefix + slot, json);
    },
    { prefix: GAME_PREFIX, entries },
  );
}

async function home(app) {
  await app.page.goto(app.server.url);
  await app.page.getByRole('heading', { name: 'Your saved games' }).waitFor();
}

test('entries whose list fields are wrong are listed and resume from their code', TIMEOUT, async () => {
  const app = await openApp();
  try {
    const page = app.page;
    const code = await codeOfAPlayedGame(page, '5151');
    const damaged = {
      bad1: `{"game_id":"zaibatsu","moves":"8","code":"${code}"}`,
      bad2: `{"game_id":"zaibatsu","title":5,"code":"${code}"}`,
      bad3: `{"game_id":"zaibatsu","finished":"yes","code":"${code}"}`,
      bad4: `{"game_id":"zaibatsu","updated_ms":null,"code":"${code}"}`,
      bad5: `{"game_id":"zaibatsu","updated_ms":-1,"code":"${code}"}`,
      bad6: `{"game_id":"zaibatsu","updated_ms":1e10,"code":"${code}"}`,
      bad7: `{"game_id":"zaibatsu","updated_ms":1e300,"code":"${code}"}`,
    };
    await putEntries(page, damaged);
    await home(app);
    const list = page.locator('.saved-list > li');
    await list.first().waitFor();
    assert.equal(await list.count(), 8);
    assert.equal(await page.locator('.saved-list .broken').count(), 0, 'a damaged field cost a game');
    assert.equal(await page.getByRole('link', { name: 'Resume' }).count(), 8);
    const text = await page.locator('.saved-list').innerText();
    assert.doesNotMatch(text, /Invalid Date|NaN|undefined/);
    // What the list says comes from the code: the same for every copy.
    const titles = await page.locator('.saved-list .title').allInnerTexts();
    assert.ok(titles.every((t) => t === titles[0] && t.startsWith('Zaibatsu: You')), titles.join(' | '));
    assert.equal((text.match(/\d+ moves/g) ?? []).length, 8);

    // One of them opens, at the same position.
    await page.locator('.saved-list > li', { hasText: 'date unknown' }).first().getByRole('link', { name: 'Resume' }).click();
    await page.getByRole('status').filter({ hasText: 'You to play' }).waitFor({ timeout: 30_000 });
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('entries that cannot be opened say why up front and show their code to copy', TIMEOUT, async () => {
  const app = await openApp();
  try {
    const page = app.page;
    const code = await codeOfAPlayedGame(page, '6262');
    const parts = openCode(code);
    // An unknown game: a sound code with a tag no game has.
    const unknown = makeCode({ ...parts, tag: 200 });
    // Moves that do not replay: the same moves after another deal (the seed is the
    // 8 bytes of 6262 in the body).
    const seed = Buffer.alloc(8);
    seed.writeBigUInt64LE(6262n);
    const at = parts.body.indexOf(seed);
    assert.ok(at > 0, 'seed not found in the body');
    const body = Buffer.from(parts.body);
    body.writeBigUInt64LE(1n, at);
    const illegal = makeCode({ ...parts, body });
    const cut = code.slice(0, -5);
    await putEntries(page, {
      mystery: `{"game_id":"mystery","code":"${unknown}"}`,
      illegal: `{"game_id":"zaibatsu","code":"${illegal}"}`,
      cutoff: `{"game_id":"zaibatsu","code":"${cut}"}`,
    });
    await home(app);
    const broken = page.locator('.saved-list > li.broken');
    await broken.first().waitFor();
    assert.equal(await broken.count(), 3);
    assert.equal(await page.getByRole('link', { name: 'Resume' }).count(), 1, 'only the good game resumes');
    const texts = (await broken.allInnerTexts()).join('\n');
    assert.match(texts, /cannot play/);
    assert.match(texts, /do not replay/);
    assert.match(texts, /incomplete|altered/);
    // Each shows its raw code, to copy out before deleting it.
    const shown = await broken.locator('textarea').evaluateAll((boxes) => boxes.map((b) => b.value));
    assert.deepEqual(shown.sort(), [unknown, illegal, cut].sort());
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('a delete can be undone for a few seconds', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const page = app.page;
    const slot = await startGame(page, { seed: '31' });
    const before = (await savedEntries(page))[slot];
    await home(app);
    await page.getByRole('button', { name: /^Delete Zaibatsu/ }).click();
    await page.getByText('No saved games yet.').waitFor();
    assert.equal((await savedEntries(page))[slot], undefined);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('link', { name: 'Resume' }).waitFor();
    assert.equal((await savedEntries(page))[slot], before);

    // Not undone: the offer goes away after its ten seconds (the page's
    // clock moved on rather than waited for) and the game stays deleted.
    await page.clock.install();
    await page.getByRole('button', { name: /^Delete Zaibatsu/ }).click();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await page.clock.fastForward(9_000);
    assert.equal(await page.getByRole('button', { name: 'Undo' }).count(), 1, 'still offered before its time');
    await page.clock.fastForward(2_000);
    await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached', timeout: 5_000 });
    assert.equal((await savedEntries(page))[slot], undefined);
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});
