// The two builds (scripts/post-build.mjs, src/app/devices.rs): a first visit loads the
// light one, without playing on several devices; an invite, or a game hosted for other
// devices, starts the other one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_TIMEOUT, openApp, startGame, waitForApp, waitForServiceWorker } from './harness.mjs';

/**
 * Counts the wasm of each build a page asks for (from the server or its worker)
 * from now on; `take()` returns the counts and starts again from zero.
 */
function watchBuilds(page) {
  let seen = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.wasm.lzma')) seen.push(r.url());
  });
  return {
    take() {
      const counts = {
        light: seen.filter((u) => /\/light-[0-9a-f]+_bg\.wasm\.lzma$/.test(u)).length,
        devices: seen.filter((u) => /\/boardroom-[0-9a-f]+_bg\.wasm\.lzma$/.test(u)).length,
      };
      seen = [];
      return counts;
    },
  };
}

/** Sets up a Detroit Motors table for 6 with seat 2 on its own device. */
async function hostForAnotherDevice(page) {
  await page.getByRole('link', { name: 'New game of Detroit Motors' }).click();
  await page.getByLabel('Seat 2 player').selectOption({ label: 'Human, own device' });
  await page.getByLabel('Game number (optional)').fill('77');
  await page.getByRole('button', { name: 'Start game' }).click();
}

test('a first visit and a game played here load the light build only', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const builds = watchBuilds(app.page);
    await startGame(app.page, { game: 'Zaibatsu', seed: '12' });
    await app.page.reload();
    await waitForApp(app.page);
    await app.page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
    assert.deepEqual(builds.take(), { light: 1, devices: 0 });
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('an invite link starts the build with several devices at once', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const tab = await app.context.newPage();
    const builds = watchBuilds(tab);
    await tab.goto(`${app.server.url}#join/not-an-invite`);
    await waitForApp(tab);
    await tab.getByRole('heading', { name: 'Join a game' }).waitFor();
    assert.deepEqual(builds.take(), { light: 0, devices: 1 });
  } finally {
    await app.close();
  }
});

test('hosting a game for another device restarts the tab in that build, and a reload stays there', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const { page, server } = app;
    const builds = watchBuilds(page);
    await hostForAnotherDevice(page);
    await page.getByRole('heading', { name: 'Players on other devices' }).waitFor();
    // Once ahead, when set-up was given a seat on another device; once to start.
    assert.deepEqual(builds.take(), { light: 0, devices: 2 });
    assert.equal(await page.evaluate(() => sessionStorage.getItem('boardroom.build')), 'devices');

    await page.reload();
    await page.getByRole('heading', { name: 'Players on other devices' }).waitFor();
    // Home and another game, in the same tab: no second restart.
    await page.goto(`${server.url}#`);
    await waitForApp(page);
    await startGame(page, { game: 'Zaibatsu', seed: '3' });
    assert.deepEqual(builds.take(), { light: 0, devices: 1 });
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('when the build with several devices cannot load, the light one says so once, and loses nothing', TEST_TIMEOUT, async () => {
  // No worker: the page's own routes then see every download (a worker's would pass them by).
  const app = await openApp({ contextOptions: { serviceWorkers: 'block' } });
  try {
    const { page } = app;
    const builds = watchBuilds(page);
    await page.route(/\/boardroom-[0-9a-f]+_bg\.wasm\.lzma$/, (route) => route.abort('internetdisconnected'));
    let loads = 0;
    page.on('load', () => loads++);
    await hostForAnotherDevice(page);
    await page.getByText('Playing on several devices could not be loaded').waitFor();
    // One restart, then the light build again, which stops there.
    await page.waitForTimeout(1000);
    assert.equal(loads, 1);
    // Tried ahead at set-up, then on the restart; the light build after.
    assert.deepEqual(builds.take(), { light: 1, devices: 2 });
    app.problems.clear();

    // The game was saved before the restart: it waits on the home page.
    await page.getByRole('link', { name: 'Back to all games' }).click();
    await page.getByText(/Detroit Motors/).first().waitFor();
    const saved = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('boardroom.v1.game.')),
    );
    assert.equal(saved.length, 1);
  } finally {
    await app.close();
  }
});

test('a seat on another device at set-up fetches that build ahead for the worker to keep: the restart needs no server', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const { page, server } = app;
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: 'New game of Detroit Motors' }).click();
    await page.getByLabel('Seat 2 player').selectOption({ label: 'Human, own device' });
    await page.waitForFunction(async () => {
      const cached = [];
      for (const name of await caches.keys()) {
        cached.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
      }
      return ['.js', '_bg.wasm.lzma'].every((end) => cached.some((u) => new RegExp(`/boardroom-[0-9a-f]+${end}$`).test(u)));
    });
    await server.close();
    app.problems.clear();
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('heading', { name: 'Players on other devices' }).waitFor();
    // And again, from a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Players on other devices' }).waitFor();
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});
