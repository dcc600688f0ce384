// The app as a visitor gets it: served from a sub-path, in headless Chromium.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_TIMEOUT, sharedApp, waitForServiceWorker } from './harness.mjs';

const app = sharedApp();

test('the app loads from /boardroom/ with no errors and no failed requests', TEST_TIMEOUT, async () => {
  assert.equal(app.response.status(), 200);
  // Let the service worker register and precache, so its failures would show too.
  await waitForServiceWorker(app.page);
  assert.deepEqual(app.problems.all(), []);
  const outside = app.server.requests.filter((path) => !path.startsWith('/boardroom/'));
  assert.deepEqual(outside, [], 'requests outside the sub-path (absolute URLs?)');
  for (const kind of ['.js', '.wasm.lzma', '.css']) {
    assert.ok(app.server.requests.some((p) => p.endsWith(kind)), `no ${kind} was requested`);
  }
});

test('the web manifest is served and valid', TEST_TIMEOUT, async () => {
  const href = await app.page.locator('link[rel="manifest"]').getAttribute('href');
  assert.ok(href, 'index.html has no <link rel="manifest">');
  const manifestUrl = new URL(href, app.page.url());
  const res = await app.page.request.get(manifestUrl.href);
  assert.equal(res.status(), 200);
  assert.equal(res.headers()['content-type'], 'application/manifest+json');
  const manifest = await res.json();

  assert.equal(manifest.name, 'Boardroom');
  assert.ok(manifest.short_name && manifest.short_name.length <= 12, `short_name: ${manifest.short_name}`);
  assert.equal(new URL(manifest.start_url, manifestUrl).href, app.server.url);
  assert.equal(new URL(manifest.scope, manifestUrl).href, app.server.url);
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);

  const pngSizes = new Set();
  for (const icon of manifest.icons) {
    const iconRes = await app.page.request.get(new URL(icon.src, manifestUrl).href);
    assert.equal(iconRes.status(), 200, `icon ${icon.src}`);
    assert.equal(iconRes.headers()['content-type'], icon.type, `type of ${icon.src}`);
    const body = await iconRes.body();
    if (icon.type === 'image/png') {
      // Width and height sit in the IHDR chunk, right after the 8-byte signature.
      assert.equal(body.toString('latin1', 1, 4), 'PNG', `${icon.src} is not a PNG`);
      const size = `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
      assert.equal(size, icon.sizes, `${icon.src} is ${size}`);
      pngSizes.add(size);
    } else {
      assert.equal(icon.type, 'image/svg+xml');
      assert.match(body.toString('utf8'), /^<svg[\s>]/, `${icon.src} is not an SVG`);
      assert.equal(icon.sizes, 'any');
    }
  }
  assert.ok(pngSizes.has('192x192') && pngSizes.has('512x512'), `PNG icons: ${[...pngSizes]}`);
});
