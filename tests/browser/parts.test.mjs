// The parts of the app loaded when first needed (src/app/parts.rs, cut by
// scripts/post-build.mjs): a first visit fetches none; opening a game fetches its
// part; an invite fetches playing on several devices, and so does a game with a seat
// on another device, for its host's panels; after one visit the worker has them
// all, so every game opens offline.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, TEST_TIMEOUT, buildBundles, buildParts, launchBrowser, sharedByGames, savedEntries, startGame, startServer, waitForApp, waitForServiceWorker, zaibatsuMove } from './harness.mjs';
import { hostGame } from './devices.mjs';

const GAMES = [
  ['The Last of the Independents', 'independents'],
  ['Detroit Motors', 'detroit'],
  ['Mundus Novus', 'mundus'],
  ['Zaibatsu', 'zaibatsu'],
];

/**
 * The parts (`split_<name>.wasm.lzma`), shared pieces (`chunk_<n>.wasm.lzma`) and
 * bundles of a part's small pieces (`pieces_<part>.bin`) a page asks for from now
 * on, without their extensions.
 */
function watchParts(page) {
  let seen = [];
  const all = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop();
    if (!/^((split_\w+|chunk_\d+)\.wasm\.lzma|pieces_\w+\.bin)$/.test(name)) return;
    seen.push(name.replace(/\.(wasm\.lzma|bin)$/, ''));
    all.push(name);
  });
  return {
    take() {
      const taken = [...new Set(seen)].sort();
      seen = [];
      return taken;
    },
    /** Resolves once each of `names` (without `.wasm.lzma` or `.bin`) has been asked for. */
    async asked(names) {
      const has = (n) => all.includes(`${n}.wasm.lzma`) || all.includes(`${n}.bin`);
      for (let waited = 0; !names.every(has); waited += 50) {
        if (waited > 30_000) throw new Error(`never asked for ${names.filter((n) => !has(n))}`);
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    /** The files asked for more than once since the page opened. */
    twice: () => [...new Set(all.filter((name, i) => all.indexOf(name) !== i))],
  };
}

/** The board stylesheets (`boards/<game id>.css`) a page asks for, in order. */
function watchBoards(page) {
  const asked = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes('/boards/')) asked.push(path.split('/').pop());
  });
  return asked;
}

/** The board stylesheets a page links, each read. */
async function linkedBoards(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('link[rel="stylesheet"]')].every((l) => l.sheet?.cssRules.length > 0));
  return page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname.split('/').pop()));
}

/** The pieces of shared code every game's part loads, without their extensions. */
function sharedByAll() {
  const games = Object.keys(buildParts()).filter((part) => part.startsWith('game_'));
  assert.equal(games.length, GAMES.length, `games' parts: ${games}`);
  return sharedByGames().map((f) => f.replace(/\.wasm\.lzma$/, '')).sort();
}

/** The small files of `part` its bundle holds, without their extensions. */
function bundledPieces(part) {
  return Object.keys(buildBundles()[part]?.at ?? {}).map((file) => file.replace(/\.wasm\.lzma$/, ''));
}

/** `part`'s small files came in its bundle, not one by one. */
function assertBundled(fetched, part) {
  const bundled = bundledPieces(part);
  assert.ok(bundled.length >= 2 && fetched.includes(`pieces_${part}`), `fetched ${fetched}`);
  assert.deepEqual(bundled.filter((piece) => fetched.includes(piece)), []);
}

/** A fresh browser on the app, watched from the first request on. */
async function firstVisit({ contextOptions, route = '' } = {}) {
  const server = await startServer();
  const browser = await launchBrowser();
  const { context, page, problems } = await browser.newPage(contextOptions);
  const parts = watchParts(page);
  const boards = watchBoards(page);
  return {
    server,
    context,
    page,
    problems,
    parts,
    boards,
    async go() {
      await page.goto(`${server.url}${route}`);
      await waitForApp(page);
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

test("a first visit fetches no part, only the code every game's part shares; set-up fetches its game's part only, each file once", TEST_TIMEOUT, async () => {
  const app = await firstVisit({ contextOptions: { serviceWorkers: 'block' } });
  try {
    const shared = sharedByAll();
    assert.ok(shared.length > 0, 'no piece of code every part shares');
    // Its small pieces in one file: each would cost a round trip.
    const bundled = bundledPieces('every_game');
    assert.ok(bundled.length >= 2, `bundled: ${bundled}`);
    const asked = [...shared.filter((piece) => !bundled.includes(piece)), 'pieces_every_game'].sort();
    await app.go();
    await app.page.getByRole('link', { name: 'New game of Zaibatsu' }).waitFor();
    // Asked for as the last pieces of the page arrive, so the link never idles as the app starts.
    await app.parts.asked(asked);
    assert.deepEqual(app.parts.take(), asked);
    // No game's board stylesheet either: each comes with its game's part.
    assert.deepEqual(app.boards, []);

    // Set-up asks for its game's part as it opens, before "Start game".
    await app.page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    await app.page.getByRole('button', { name: 'Start game' }).waitFor();
    await app.parts.asked(['split_game_zaibatsu']);
    await app.page.getByLabel('Game number (optional)').fill('12');
    await app.page.getByRole('button', { name: 'Start game' }).click();
    await app.page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
    const fetched = app.parts.take();
    assert.ok(fetched.includes('split_game_zaibatsu'), `fetched ${fetched}`);
    assertBundled(fetched, 'game_zaibatsu');
    // Its board's stylesheet, linked once, and no other game's.
    assert.deepEqual(await linkedBoards(app.page), ['zaibatsu.css']);
    assert.deepEqual(app.boards, ['zaibatsu.css']);
    // The loader took over the downloads asked for early: none twice.
    assert.deepEqual(app.parts.twice(), []);
    // The rest of the game (computer players, coach, …) comes after its screen's part.
    await app.parts.asked(['split_extras_zaibatsu']);
    for (const [, part] of GAMES.filter(([name]) => name !== 'Zaibatsu')) {
      assert.ok(!fetched.includes(`split_game_${part}`) && !fetched.includes(`split_extras_${part}`), `fetched ${fetched}`);
    }
    assert.ok(!fetched.includes('split_devices'), `fetched ${fetched}`);

    // Its rules page needs nothing more.
    await app.page.goto(`${app.server.url}#rules/zaibatsu`);
    await app.page.getByRole('heading', { level: 1, name: 'Zaibatsu: rules' }).waitFor();
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test("a rules page opened first fetches its game's part, its small files in one", TEST_TIMEOUT, async () => {
  const app = await firstVisit({ contextOptions: { serviceWorkers: 'block' }, route: '#rules/mundus-novus' });
  try {
    await app.go();
    await app.page.getByRole('heading', { level: 1, name: 'Mundus Novus: rules' }).waitFor();
    const fetched = app.parts.take();
    assert.ok(fetched.includes('split_game_mundus'), `fetched ${fetched}`);
    assertBundled(fetched, 'game_mundus');
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('an invite link fetches playing on several devices', TEST_TIMEOUT, async () => {
  const app = await firstVisit({ contextOptions: { serviceWorkers: 'block' }, route: '#join/not-an-invite' });
  try {
    await app.go();
    await app.page.getByRole('heading', { name: 'Join a game' }).waitFor();
    const fetched = app.parts.take();
    assert.ok(fetched.includes('split_devices'));
    assertBundled(fetched, 'devices');
    // A guest may be shown any game: every board's stylesheet.
    assert.deepEqual((await linkedBoards(app.page)).sort(), readdirSync(join(REPO_ROOT, 'static', 'boards')).sort());
  } finally {
    await app.close();
  }
});

test("a game with a seat on another device gets its host's panels from playing on several devices", TEST_TIMEOUT, async () => {
  const app = await firstVisit({ contextOptions: { serviceWorkers: 'block' } });
  try {
    const { page } = app;
    await app.go();
    const devices = /\/split_devices\.wasm\.lzma$/;
    await page.route(devices, (route) => route.abort('internetdisconnected'));
    await hostGame(page, 'Zaibatsu', 3, { 2: 'Human, own device' }, '12');
    // The game opens and can be played; only its panel of devices waits for the part.
    assert.ok(app.parts.take().includes('split_devices'));
    await page.getByText('This part of Boardroom could not be loaded').waitFor();
    await page.getByRole('status').filter({ hasText: / to play/ }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Players on other devices' }).count(), 0);
    app.problems.clear();

    await page.unroute(devices);
    await page.reload();
    await page.getByRole('heading', { name: 'Players on other devices' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('a game opens, is played and saved before the codecs arrive; its Share panel and its code wait for them', TEST_TIMEOUT, async () => {
  const app = await firstVisit({ contextOptions: { serviceWorkers: 'block' } });
  try {
    const { page } = app;
    // The codecs (deflate, the cipher, QR codes) are fetched once the game's part
    // is in; here their file cannot be.
    const codecs = /\/split_codecs\.wasm\.lzma$/;
    await page.route(codecs, (route) => route.abort('internetdisconnected'));
    await app.go();
    await startGame(page, { game: 'Zaibatsu', seed: '12' });
    await app.parts.asked(['split_codecs']);
    await zaibatsuMove(page);
    // Saved all the same, move included: a code written without the codecs' deflate.
    const entries = Object.values(await savedEntries(page)).map((json) => JSON.parse(json));
    assert.equal(entries.length, 1);
    assert.ok(entries[0].moves >= 1, `saved ${JSON.stringify(entries[0])}`);
    const { code } = entries[0];
    // The Share panel packs a code and draws a QR code: it says what is missing…
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('This part of Boardroom could not be loaded').waitFor();
    app.problems.clear();
    // …and once the codecs can be fetched, shows the link and its QR code.
    await page.unroute(codecs);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('img', { name: 'QR code of the link' }).waitFor();
    // The code saved before they came opens.
    await page.goto(`${app.server.url}#`);
    await waitForApp(page);
    await page.getByLabel('Save code or link').fill(code);
    await page.getByRole('button', { name: 'Open game' }).click();
    await page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test("a game opens and is played before the rest of its code arrives; its computers wait for it", TEST_TIMEOUT, async () => {
  const app = await firstVisit({ contextOptions: { serviceWorkers: 'block' } });
  try {
    const { page } = app;
    // The computer players, the coach, the host's side: fetched once the game's
    // part is in; here their file cannot be.
    const extras = /\/split_extras_zaibatsu\.wasm\.lzma$/;
    await page.route(extras, (route) => route.abort('internetdisconnected'));
    await app.go();
    const slot = await startGame(page, { game: 'Zaibatsu', seed: '12' });
    await app.parts.asked(['split_extras_zaibatsu']);
    await zaibatsuMove(page);
    // The next to move is a computer: the page says what it waits for, and the
    // player's move is saved.
    await page.getByText('This part of Boardroom could not be loaded').waitFor();
    assert.equal(JSON.parse((await savedEntries(page))[slot]).moves, 1);
    app.problems.clear();
    // Once it can be fetched, the computers play on to the player's turn.
    await page.unroute(extras);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
    await page.getByRole('status').filter({ hasText: / to play/ }).waitFor({ timeout: 30_000 });
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key)).moves > 1, `boardroom.v1.game.${slot}`);
    // And the coach answers.
    await page.getByRole('button', { name: 'Ask the coach' }).click();
    await page.locator('.game .coach .coach-moves li').first().waitFor({ timeout: 30_000 });
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('a part that cannot be fetched says so and loses nothing; the next try loads it', TEST_TIMEOUT, async () => {
  // No worker: the page's own routes then see every download (a worker's would pass them by).
  const app = await firstVisit({ contextOptions: { serviceWorkers: 'block' } });
  try {
    const { page } = app;
    // From the start: the downloads asked for early fail too, and are not kept,
    // the bundle of the part's small files among them (the next try fetches those
    // one by one).
    const parts = /\/((split_\w+|chunk_\d+)\.wasm\.lzma|pieces_\w+\.bin)$/;
    await page.route(parts, (route) => route.abort('internetdisconnected'));
    await app.go();
    await page.getByRole('link', { name: 'New game of Detroit Motors' }).click();
    await page.getByLabel('Game number (optional)').fill('5');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByText('This part of Boardroom could not be loaded').waitFor();
    // Nothing was saved, and the form is as it was.
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardroom.v1.game.'))), []);
    assert.equal(await page.getByLabel('Game number (optional)').inputValue(), '5');
    app.problems.clear();

    await page.unroute(parts);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('heading', { level: 1, name: 'Detroit Motors' }).waitFor();
    // Its bundle failed, so its small files came one by one.
    const fetched = app.parts.take();
    assert.ok(bundledPieces('detroit').every((piece) => fetched.includes(piece)), `fetched ${fetched}`);
  } finally {
    await app.close();
  }
});

test('after one visit every game opens, its Share panel and an invite too, with the server stopped', { timeout: 120_000 }, async () => {
  const app = await firstVisit();
  try {
    const { page, server } = app;
    await app.go();
    await waitForServiceWorker(page);
    await server.close();
    await page.reload();
    await waitForApp(page);
    app.problems.clear();
    for (const [name] of GAMES) {
      await page.goto(`${server.url}#`);
      await waitForApp(page);
      await startGame(page, { game: name, seed: '7' });
    }
    // The codecs come from the worker too: the Share panel packs the code and
    // draws its QR code.
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('img', { name: 'QR code of the link' }).waitFor();
    await page.goto(`${server.url}#join/not-an-invite`);
    await page.getByRole('heading', { name: 'Join a game' }).waitFor();
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});
