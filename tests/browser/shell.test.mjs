// The app shell as a player meets it: the home page, rules pages, set-up, saving,
// resuming after a reload, and bad input (codes, links, storage) that loses nothing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, TEST_TIMEOUT, sharedApp, waitForApp } from './harness.mjs';

const GAMES = ['The Last of the Independents', 'Detroit Motors', 'Mundus Novus', 'Zaibatsu'];

const app = sharedApp();

async function home() {
  await app.page.goto(app.server.url);
  // The app's home page, not index.html's loading page (which has the heading too).
  await waitForApp(app.page);
  await app.page.getByRole('heading', { name: 'Games', exact: true }).waitFor();
}

test('the home page lists the four games with players, length and rules', TEST_TIMEOUT, async () => {
  await home();
  const page = app.page;
  for (const name of GAMES) {
    const card = page.locator('.game-card', { has: page.getByRole('heading', { name, exact: true }) });
    await card.waitFor();
    assert.match(await card.innerText(), /\d–\d+ players · \d+–\d+ min/);
    assert.equal(await card.getByRole('link', { name: `Rules of ${name}` }).count(), 1);
  }
  assert.ok(await page.getByRole('link', { name: /^New game of / }).count() >= 1, 'no playable game');
  assert.deepEqual(app.problems.all(), []);
});

test('index.html shows a loading page at once, and the app replaces it', TEST_TIMEOUT, async () => {
  const html = await (await fetch(app.server.url)).text();
  assert.match(html, /id="boot"[\s\S]*Loading the games/);
  await home();
  assert.equal(await app.page.locator('#boot').count(), 0, 'the loading page is gone');
  assert.equal(await app.page.locator('header.topbar').count(), 1, 'one top bar');
});

test('while the app loads, a phone already shows the four games with their facts and links, and a tap opens set-up once it has', TEST_TIMEOUT, async () => {
  const { context, page } = await app.browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    // Hold the app's js back (the wasm is in index.html): what shows meanwhile is
    // index.html alone.
    let release;
    const held = new Promise((ok) => (release = ok));
    await page.route(/\/boardroom-[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not till "load": the page's module waits for the held js.
    await page.goto(app.server.url, { waitUntil: 'commit' });
    const boot = page.locator('#boot');
    for (const name of GAMES) {
      const card = boot.locator('.game-card', { has: page.getByRole('heading', { name, exact: true }) });
      await card.waitFor();
      assert.match(await card.innerText(), /\d–\d+ players · \d+–\d+ min/);
    }
    assert.match(await boot.getByRole('status').innerText(), /Loading the games/);
    // "New game" tapped before the app runs: the page says it is coming, then
    // the app opens that game's set-up as it starts.
    await boot.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    assert.equal(
      await boot.getByRole('status').innerText(),
      'Loading the games… “New game of Zaibatsu” opens as soon as they are in.',
    );
    release();
    await page.getByRole('heading', { name: 'New game of Zaibatsu' }).waitFor();
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    assert.equal(await boot.count(), 0);
  } finally {
    await context.close();
  }
});

test('where there can be no worker, the page unpacks the app and a game itself', TEST_TIMEOUT, async () => {
  const { context, page } = await app.browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    await page.addInitScript(() => delete window.Worker);
    await page.goto(`${app.server.url}#new/zaibatsu`);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('heading', { level: 1, name: 'Zaibatsu', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => typeof Worker), 'undefined');
  } finally {
    await context.close();
  }
});

test("a game's name in the top menu opens its card, with its saved games", TEST_TIMEOUT, async () => {
  for (const name of GAMES) {
    await home();
    const page = app.page;
    await page.getByRole('navigation', { name: 'Games' }).getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    assert.match(page.url(), /#game\//);
    assert.equal(await page.getByRole('link', { name: `New game of ${name}` }).count(), 1);
    assert.equal(await page.getByRole('link', { name: `Rules of ${name}` }).count(), 1);
    assert.equal(await page.getByRole('button', { name: `Learn to play ${name}` }).count(), 1);
    await page.getByRole('heading', { name: `Your games of ${name}` }).waitFor();
  }
  assert.deepEqual(app.problems.all(), []);
});

test('every rules page opens from the home page', TEST_TIMEOUT, async () => {
  for (const name of GAMES) {
    await home();
    await app.page.getByRole('link', { name: `Rules of ${name}` }).click();
    await app.page.getByRole('heading', { level: 1, name: `${name}: rules` }).waitFor();
    // The text is fetched as the page opens (rules/<id>.txt).
    await app.page.locator('article.rules section h2').first().waitFor();
    assert.ok((await app.page.locator('article.rules section h2').count()) >= 2, `${name} has too few sections`);
    assert.match(app.page.url(), /#rules\//);
    // Every figure the rules text names is drawn by the game.
    assert.equal(await app.page.locator('.figure-missing').count(), 0, `${name} misses a figure`);
  }
  assert.deepEqual(app.problems.all(), []);
});

test("Zaibatsu's rules draw all 48 cards with the board's symbols, within a phone's width", TEST_TIMEOUT, async () => {
  const page = app.page;
  const before = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    await page.goto(`${app.server.url}#rules/zaibatsu`);
    const cards = page.locator('.z-card-list .z-co');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 48);
    // Each card shows its recipe as the board's shapes, named for screen readers.
    const recipe = page.getByRole('img', { name: 'red diamond + yellow half-circle → orange X' });
    assert.ok((await recipe.count()) >= 1, 'a recipe named in words');
    // The shapes are bitmaps drawn in the page, one picture a resource.
    const pictures = await cards.nth(21).locator('.z-tok').evaluateAll((tokens) => tokens.map((t) => getComputedStyle(t).backgroundImage));
    assert.ok(pictures.length >= 3, 'shapes on a processor');
    for (const p of pictures) assert.match(p, /^url\("data:image\/png;base64,/);
    assert.equal(new Set(await cards.locator('.z-tok').evaluateAll((ts) => ts.map((t) => getComputedStyle(t).backgroundImage))).size, 7, 'seven pictures');
    const key = page.getByRole('list', { name: 'Resources' });
    assert.equal(await key.locator('li').count(), 7);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 360, `the page is ${wide} px wide`);
  } finally {
    await page.setViewportSize(before);
  }
  assert.deepEqual(app.problems.all(), []);
});

test('a bad save code in the import box gives a clear message and changes nothing', TEST_TIMEOUT, async () => {
  await home();
  const page = app.page;
  const before = await page.evaluate(() => JSON.stringify(localStorage));
  for (const bad of ['hello there', 'sBAAAAAAAAAAAAAAAA', '']) {
    await page.getByLabel('Save code or link').fill(bad);
    await page.getByRole('button', { name: 'Open game' }).click();
    const alert = page.locator('.import [role="alert"]');
    await alert.waitFor();
    assert.ok((await alert.innerText()).length > 10, `no explanation for ${JSON.stringify(bad)}`);
  }
  assert.equal(await page.evaluate(() => JSON.stringify(localStorage)), before);
  assert.match(page.url(), /\/boardroom\/(#)?$/);
});

test('a code cut short or mistyped in the import box says which', TEST_TIMEOUT, async () => {
  await home();
  const page = app.page;
  const { code } = JSON.parse(readFileSync(join(REPO_ROOT, 'tests/browser/end-codes.json'), 'utf8')).zaibatsu;
  // The deflate decoder that tells the two apart is not in the first visit's wasm:
  // the import box loads it (the codecs' part) when a checksum fails.
  const asked = [];
  page.on('request', (r) => asked.push(r.url().split('/').pop()));
  const middle = Math.floor(code.length / 2);
  const mistyped = code.slice(0, middle) + (code[middle] === 'A' ? 'B' : 'A') + code.slice(middle + 1);
  for (const [bad, says] of [
    [code.slice(0, -20), /incomplete: it was probably cut off/],
    [mistyped, /altered or mistyped/],
  ]) {
    await page.getByLabel('Save code or link').fill(bad);
    await page.getByRole('button', { name: 'Open game' }).click();
    await page.locator('.import [role="alert"]').filter({ hasText: says }).waitFor();
  }
  assert.ok(asked.includes('split_codecs.wasm.lzma'), `asked for ${asked}`);
  assert.deepEqual(app.problems.all(), []);
});

test('an unknown page or a broken link says so and shows the home page', TEST_TIMEOUT, async () => {
  const page = app.page;
  await page.goto(`${app.server.url}#no/such/page`);
  await page.getByRole('alert').filter({ hasText: 'There is no page' }).waitFor();
  await page.getByRole('heading', { name: 'Games', exact: true }).waitFor();
  await page.goto(`${app.server.url}#load=sAbCdEf`);
  await page.getByRole('alert').filter({ hasText: 'could not be opened' }).waitFor();
  await page.getByRole('heading', { name: 'Games', exact: true }).waitFor();
  assert.deepEqual(app.problems.all(), []);
});

test('set up a game, reload mid-game, and it resumes exactly; damaged saves do not hide it', TEST_TIMEOUT, async () => {
  const page = app.page;
  await home();
  const link = page.getByRole('link', { name: /^New game of / }).first();
  const gameName = (await link.innerText()).replace('New game of ', '');
  await link.click();
  await page.getByRole('heading', { name: `New game of ${gameName}` }).waitFor();
  // Seat 1 is a human called "You" by default; rename it and keep the computers.
  await page.getByLabel('Seat 1 name').fill('Tess <b>the</b> Tester');
  await page.getByLabel('Game number (optional)').fill('12345');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('heading', { level: 1, name: gameName }).waitFor();
  assert.match(page.url(), /#play\/[a-z0-9]+$/);
  // Let the computers move until it is the human's turn.
  await page.getByRole('status').filter({ hasText: 'Tess <b>the</b> Tester to play' }).waitFor({ timeout: 30_000 });
  const logBefore = await page.locator('.log-lines').innerText();
  const urlBefore = page.url();

  // A foreign and a damaged entry in storage must not hide the real save.
  await page.evaluate(() => {
    localStorage.setItem('boardroom.v1.game.damaged1', '{not json');
    localStorage.setItem('someone.else', 'keep me');
  });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: gameName }).waitFor();
  assert.equal(page.url(), urlBefore);
  await page.getByRole('status').filter({ hasText: 'Tess <b>the</b> Tester to play' }).waitFor();
  assert.equal(await page.locator('.log-lines').innerText(), logBefore);
  // The name is text, never markup.
  assert.ok((await page.getByText('Tess <b>the</b> Tester').count()) >= 1);
  assert.equal(await page.locator('.game b', { hasText: /^the$/ }).count(), 0);

  await home();
  await page.getByText('A damaged save').waitFor();
  const saved = page.locator('.saved-list li', { hasText: gameName });
  assert.equal(await saved.count(), 1);
  await page.getByRole('link', { name: /^Continue: / }).waitFor();
  await page.getByRole('button', { name: 'Delete the damaged save' }).click();
  await page.getByText('A damaged save').waitFor({ state: 'detached' });
  assert.equal(await saved.count(), 1);
  assert.equal(await page.evaluate(() => localStorage.getItem('someone.else')), 'keep me');
  assert.deepEqual(app.problems.all(), []);
});

test('a shared link opens the same game in another browser', TEST_TIMEOUT, async () => {
  const page = app.page;
  await home();
  await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
  await page.getByLabel('Game number (optional)').fill('4242');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'You to play' }).waitFor({ timeout: 30_000 });
  const log = await page.locator('.log-lines').innerText();
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  assert.match(link, /\/boardroom\/#load=[A-Za-z0-9_-]+$/);
  assert.ok(await page.locator('.qr svg').count(), 'no QR code');

  // A friend's browser: separate storage, no saved games.
  const friend = await app.browser.newPage();
  try {
    await friend.page.goto(link);
    await friend.page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
    assert.match(friend.page.url(), /#play\/[a-z0-9]+$/);
    assert.equal(await friend.page.locator('.log-lines').innerText(), log);
    assert.deepEqual(friend.problems.all(), []);
  } finally {
    await friend.context.close();
  }
});
