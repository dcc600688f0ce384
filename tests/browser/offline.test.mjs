// After one visit the service worker alone must be able to start the app.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  DIST_DIR,
  TEST_TIMEOUT,
  launchBrowser,
  openApp,
  startServer,
  waitForApp,
  waitForServiceWorker,
} from './harness.mjs';

const cacheNames = (page) => page.evaluate(() => caches.keys());

test('after one visit the app reloads and opens in a new tab with the server stopped', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    await waitForServiceWorker(app.page);
    await app.server.close();
    app.problems.clear();

    const reloaded = await app.page.reload();
    await waitForApp(app.page);
    assert.ok(reloaded.fromServiceWorker(), 'the reloaded page did not come from the service worker');
    assert.deepEqual(app.problems.all(), []);

    // A new tab (a fresh start of the app) works too, URL query and all.
    const tab = await app.context.newPage();
    await tab.goto(`${app.server.url}?from=offline-test`);
    await waitForApp(tab);
  } finally {
    await app.close();
  }
});

test('the worker precaches every file and a new build replaces the old cache', TEST_TIMEOUT, async () => {
  // Serve a copy of dist/ so the test can publish a "new build" of it.
  const root = await mkdtemp(join(tmpdir(), 'boardroom-dist-'));
  await cp(DIST_DIR, root, { recursive: true });
  const app = await openApp({ serverOptions: { root } });
  try {
    await waitForServiceWorker(app.page);
    const [first] = await cacheNames(app.page);
    assert.deepEqual(await cacheNames(app.page), [first]);

    const worker = await readFile(join(root, 'sw.js'), 'utf8');
    const files = JSON.parse(worker.match(/^const BUILD = (\{[\s\S]*?\n\});$/m)[1]).files;
    const cached = await app.page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((r) => r.url),
      first,
    );
    const expected = files.map((f) => new URL(f, app.server.url).href);
    assert.deepEqual(cached.sort(), expected.sort());

    // Same files, new cache name: what the post-build hook writes for a changed build.
    await writeFile(join(root, 'sw.js'), worker.replace(first, 'boardroom-0000000000000000'));
    await app.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration.update();
    });
    // The new version waits until the player switches to it.
    await app.page.getByRole('button', { name: 'Switch to the new version' }).click();
    await app.page.waitForFunction(
      async () => (await caches.keys()).join() === 'boardroom-0000000000000000',
      null,
      { timeout: 10_000 },
    );
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('the worker is registered only after the app is drawn, not during its start', TEST_TIMEOUT, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page } = await browser.newPage();
    // The page's own clock: when the app said it was drawn, and when the
    // worker was asked for.
    await page.addInitScript(() => {
      addEventListener('boardroom-drawn', () => (self.drawnAt = performance.now()), { once: true });
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args) => {
        self.registeredAt = performance.now();
        return register(...args);
      };
    });
    await page.goto(server.url);
    await waitForApp(page);
    await waitForServiceWorker(page);
    const { drawnAt, registeredAt } = await page.evaluate(() => ({ drawnAt: self.drawnAt, registeredAt: self.registeredAt }));
    assert.ok(drawnAt > 0, 'the app never said it was drawn');
    assert.ok(registeredAt - drawnAt >= 2900, `registered ${Math.round(registeredAt - drawnAt)} ms after the app was drawn`);
  } finally {
    await browser.close();
    await server.close();
  }
});
