// The rules pages' text is not in the app's code: each page fetches its file,
// rules/<game id>.txt, when it opens, and the offline worker keeps them all.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_TIMEOUT, openApp, waitForServiceWorker } from './harness.mjs';

const sections = (page) => page.locator('article.rules section h2');

test('a rules page draws its sections from the fetched text, then works offline', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const page = app.page;
    await page.goto(`${app.server.url}#rules/detroit`);
    await page.getByRole('heading', { level: 2, name: 'Valid coalitions' }).waitFor();
    assert.ok((await sections(page).count()) >= 5);
    // A table and bullets are drawn from the text's "| " and "- " lines.
    assert.ok((await page.locator('article.rules table th').count()) >= 3);
    assert.ok((await page.locator('article.rules ul li').count()) >= 3);
    assert.ok(app.server.requests.includes('/boardroom/rules/detroit.txt'));

    // Offline after the first visit: a rules page never opened before draws
    // from the worker's cache, figures and all.
    await waitForServiceWorker(page);
    await app.server.close();
    app.problems.clear();
    const tab = await app.context.newPage();
    await tab.goto(`${app.server.url}#rules/zaibatsu`);
    await tab.getByRole('heading', { level: 1, name: 'Zaibatsu: rules' }).waitFor();
    await sections(tab).first().waitFor();
    assert.equal(await tab.locator('.z-card-list .z-co').count(), 48);
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('offline before the rules were kept: the page says why and tries again', TEST_TIMEOUT, async () => {
  // No worker: as on a first visit whose connection drops before the rules load.
  const app = await openApp({ contextOptions: { serviceWorkers: 'block' } });
  try {
    const page = app.page;
    await page.route('**/rules/*.txt', (route) => route.abort('internetdisconnected'));
    await page.goto(`${app.server.url}#rules/mundus-novus`);
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'could not be loaded' }).waitFor();
    assert.match(await alert.innerText(), /offline/);
    assert.equal(await sections(page).count(), 0);

    await page.unroute('**/rules/*.txt');
    app.problems.clear();
    await page.getByRole('button', { name: 'Try again' }).click();
    await sections(page).first().waitFor();
    assert.equal(await alert.count(), 0);
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});
