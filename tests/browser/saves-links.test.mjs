// Issue item 7: links and updates. A failed #load= link stays in the address bar;
// percent-encoded links load; a new version is announced and switched to on the
// player's word; the app opened without its trailing slash works; and the build
// hook handles an absolute public URL.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  DIST_DIR,
  REPO_ROOT,
  TEST_TIMEOUT,
  openApp,
  openCode,
  savedEntries,
  startGame,
  waitForApp,
  waitForServiceWorker,
} from './harness.mjs';

test('a link that fails to load keeps its fragment, so a reload tries again', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const page = app.page;
    await page.goto(`${app.server.url}#load=sAbCdEf`);
    await page.getByRole('alert').filter({ hasText: 'could not be opened' }).waitFor();
    await page.getByRole('heading', { name: 'Games', exact: true }).waitFor();
    await page.waitForTimeout(300);
    assert.match(page.url(), /#load=sAbCdEf$/);
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'could not be opened' }).waitFor();
    assert.match(page.url(), /#load=sAbCdEf$/);
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

test('a link whose characters got percent-encoded still opens the game', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    const slot = await startGame(app.page, { seed: '2024' });
    const code = JSON.parse((await savedEntries(app.page))[slot]).code;
    const last = code.at(-1);
    const encoded = `${code.slice(0, -1)}%${last.charCodeAt(0).toString(16).toUpperCase()}`;
    const friend = await app.browser.newPage();
    try {
      await friend.page.goto(`${app.server.url}#load%3D${encoded}`);
      await friend.page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
      assert.match(friend.page.url(), /#play\//);
      // The same game, compared unpacked: a code saved before the codecs part
      // arrived is deflate's stored blocks, and the friend's page may pack it.
      const opened = openCode(JSON.parse(Object.values(await savedEntries(friend.page))[0]).code);
      const sent = openCode(code);
      assert.deepEqual([opened.first, opened.tag, opened.body], [sent.first, sent.tag, sent.body]);
      assert.deepEqual(friend.problems.all(), []);
    } finally {
      await friend.context.close();
    }
  } finally {
    await app.close();
  }
});

test('a new version says it is ready and switches when the player asks', TEST_TIMEOUT, async () => {
  const root = await mkdtemp(join(tmpdir(), 'boardroom-dist-'));
  await cp(DIST_DIR, root, { recursive: true });
  const app = await openApp({ serverOptions: { root } });
  try {
    const page = app.page;
    await waitForServiceWorker(page);
    const [first] = await page.evaluate(() => caches.keys());
    const worker = await readFile(join(root, 'sw.js'), 'utf8');
    await writeFile(join(root, 'sw.js'), worker.replace(first, 'boardroom-0000000000000000'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());

    const ready = page.getByRole('status').filter({ hasText: 'A new version of Boardroom is ready' });
    await ready.waitFor({ timeout: 10_000 });
    // Until the player says so, the page keeps the version it started with.
    assert.ok(await page.evaluate((name) => caches.has(name), first), 'the running version was dropped');
    await page.getByRole('button', { name: 'Switch to the new version' }).click();
    await page.waitForFunction(
      async () => (await caches.keys()).join() === 'boardroom-0000000000000000',
      null,
      { timeout: 10_000 },
    );
    await waitForApp(page);
    await ready.waitFor({ state: 'detached' });
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('the app opened without its trailing slash works, and then offline', TEST_TIMEOUT, async () => {
  const app = await openApp();
  try {
    // A host that serves the page at /boardroom itself, without redirecting.
    const bare = app.server.url.replace(/\/$/, '');
    const html = await readFile(join(DIST_DIR, 'index.html'));
    const page = await app.context.newPage();
    await page.route(bare, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
    const problems = [];
    page.on('response', (res) => res.status() >= 400 && problems.push(`${res.status()} ${res.url()}`));
    page.on('pageerror', (err) => problems.push(err.message));
    await page.goto(`${bare}#rules/zaibatsu`);
    await page.getByRole('heading', { level: 1, name: 'Zaibatsu: rules' }).waitFor();
    // The address gained its slash, in place, and the offline worker installed for it.
    assert.equal(page.url(), `${app.server.url}#rules/zaibatsu`);
    // Polled from here: `waitForFunction` takes the promise an async check
    // returns as true at once, and the worker may still be precaching.
    const activated = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('./'))?.active?.state);
    for (const started = Date.now(); (await activated()) !== 'activated'; await page.waitForTimeout(100)) {
      assert.ok(Date.now() - started < 20_000, `the worker is ${await activated()} after 20 s`);
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('./')).scope);
    assert.equal(scope, app.server.url);
    // Chromium's preload scanner may ask for the files at the wrong place
    // before the page's first script fixes the address; the page itself loads
    // every one from the right place.
    const real = problems.filter((p) => !/^404 http:\/\/[^/]+\/[^/]+\.(css|js|wasm)$/.test(p));
    assert.deepEqual(real, []);
    // The rules page's game's board stylesheet, linked as its part is asked
    // for: from the app's folder, and read (the app's own is in the page).
    const sheets = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => [l.href, l.sheet?.cssRules.length ?? 0]),
      );
    await page.waitForFunction(
      () => [...document.querySelectorAll('link[rel="stylesheet"]')].every((l) => l.sheet?.cssRules.length > 0),
      null,
      { timeout: 10_000 },
    );
    const linked = await sheets();
    assert.ok(linked.every(([href, rules]) => href.includes('/boardroom/') && rules > 0), JSON.stringify(linked));
    assert.deepEqual(linked.map(([href]) => href), [`${app.server.url}boards/zaibatsu.css`]);

    // Offline, the app opens; so does the address without the slash where the
    // host redirects it (the test server answers it with a 301, as GitHub Pages does).
    await page.unroute(bare);
    await page.goto(bare);
    await waitForApp(page);
    assert.equal(page.url(), app.server.url);
    await app.server.close();
    await page.goto(app.server.url);
    await waitForApp(page);
    await page.goto(bare);
    await waitForApp(page);
  } finally {
    await app.close();
  }
});

test('the build hook handles an absolute public URL (trunk --public-url /some/path/)', async () => {
  const stage = await mkdtemp(join(tmpdir(), 'boardroom-stage-'));
  try {
    await mkdir(join(stage, 'icons'));
    const css = 'body { color: red }';
    await writeFile(join(stage, 'main-1234.css'), css);
    await writeFile(join(stage, 'icons', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(stage, 'sw.js'), await readFile(join(REPO_ROOT, 'static', 'sw.js')));
    const stale = 'sha384-stale';
    await writeFile(
      join(stage, 'index.html'),
      `<!doctype html><html><head>
<link rel="stylesheet" href="/some/path/main-1234.css" integrity="${stale}"/>
<link rel="icon" href="/some/path/icons/icon.svg">
</head><body></body></html>`,
    );
    execFileSync('node', [join(REPO_ROOT, 'scripts', 'post-build.mjs')], {
      env: { ...process.env, TRUNK_PROFILE: 'release', TRUNK_STAGING_DIR: stage, TRUNK_PUBLIC_URL: '/some/path/' },
      stdio: 'pipe',
    });
    // The hook minifies the stylesheet: the hash is of the file as served.
    const served = await readFile(join(stage, 'main-1234.css'));
    assert.ok(served.length < css.length, 'the stylesheet was not minified');
    const fresh = `sha384-${createHash('sha384').update(served).digest('base64')}`;
    assert.ok((await readFile(join(stage, 'index.html'), 'utf8')).includes(`integrity="${fresh}"`));
    assert.match(await readFile(join(stage, 'sw.js'), 'utf8'), /"\.\/main-1234\.css"/);

    // The same hook without TRUNK_PUBLIC_URL still finds the file under its folders.
    await writeFile(join(stage, 'sw.js'), await readFile(join(REPO_ROOT, 'static', 'sw.js')));
    const html = (await readFile(join(stage, 'index.html'), 'utf8')).replace(fresh, stale);
    await writeFile(join(stage, 'index.html'), html);
    const env = { ...process.env, TRUNK_PROFILE: 'release', TRUNK_STAGING_DIR: stage };
    delete env.TRUNK_PUBLIC_URL;
    execFileSync('node', [join(REPO_ROOT, 'scripts', 'post-build.mjs')], { env, stdio: 'pipe' });
    assert.ok((await readFile(join(stage, 'index.html'), 'utf8')).includes(`integrity="${fresh}"`));
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
});
