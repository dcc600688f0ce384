// Shared helpers for browser tests: serve dist/, drive Debian's Chromium with
// playwright-core, and record everything that went wrong on a page.
//
//   const app = await openApp();          // server + browser + page, app loaded
//   ...                                   // app.page is a Playwright Page
//   assert.deepEqual(app.problems.all(), []);
//   await app.close();
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer, DIST_DIR, REPO_ROOT } from './server.mjs';

export { startServer, DIST_DIR, REPO_ROOT };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps calling home, and on a closed
// network that means floods of refused connections.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The page shows the app once this text is on screen (the page title does not count). */
export const APP_TEXT = 'Boardroom';

/**
 * Launches Chromium. Playwright gives every launch a fresh, empty profile directory
 * (and deletes it on close); each `newPage` opens its own context, so storage and
 * service workers never leak from one test to the next.
 */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: run ./scripts/setup.sh (or set CHROMIUM_PATH)`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return {
    browser,
    /** A new isolated context and page, with `problems` recorded (see `watchPage`). */
    async newPage(options = {}) {
      const context = await browser.newContext({ serviceWorkers: 'allow', ...options });
      const page = await context.newPage();
      return { context, page, problems: watchPage(page) };
    },
    close: () => browser.close(),
  };
}

/**
 * Records console errors, uncaught page errors, failed requests and HTTP error
 * responses on `page`. `problems.all()` lists them as readable strings; `clear()`
 * forgets what was seen so far.
 */
export function watchPage(page) {
  const consoleErrors = [];
  const pageErrors = [];
  const failedRequests = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => pageErrors.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText;
    // Cancelled by the browser itself (the page moved on before, say, the
    // favicon arrived): nothing failed. On a loaded machine this happened in
    // tests that navigate quickly.
    if (why === 'net::ERR_ABORTED') return;
    failedRequests.push(`request failed: ${req.method()} ${req.url()} (${why})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) failedRequests.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
  });
  return {
    consoleErrors,
    pageErrors,
    failedRequests,
    all: () => [...consoleErrors, ...pageErrors, ...failedRequests],
    clear() {
      consoleErrors.length = 0;
      pageErrors.length = 0;
      failedRequests.length = 0;
    },
  };
}

/** Waits until the app (not just the static HTML) has rendered. */
export async function waitForApp(page, { timeout = 20_000 } = {}) {
  await page.locator('body').getByText(APP_TEXT).first().waitFor({ state: 'visible', timeout });
}

/**
 * Waits until the service worker has precached the app and controls the page, which is
 * when the app would start with no network.
 */
export async function waitForServiceWorker(page, { timeout = 20_000 } = {}) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout });
}

/** Per-test time limit: a broken page must fail a test, not hang the run. */
export const TEST_TIMEOUT = { timeout: 60_000 };

/**
 * Serves dist/ under /boardroom/, launches Chromium and loads the app.
 * Returns { server, browser, context, page, problems, response, close }.
 */
export async function openApp({ serverOptions, contextOptions } = {}) {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error(`no build in ${DIST_DIR}: run \`trunk build --release\` first`);
  }
  const server = await startServer(serverOptions);
  let browser;
  try {
    browser = await launchBrowser();
    const { context, page, problems } = await browser.newPage(contextOptions);
    const response = await page.goto(server.url);
    await waitForApp(page);
    return {
      server,
      browser,
      context,
      page,
      problems,
      response,
      async close() {
        await browser.close();
        await server.close();
      },
    };
  } catch (err) {
    await browser?.close();
    await server.close();
    throw err;
  }
}

/**
 * One app for all the tests of a file: opened before the first, closed after the
 * last. The returned object stands for it (`app.page`, `app.problems`, ...).
 */
export function sharedApp(options) {
  let app;
  before(async () => {
    app = await openApp(options);
  }, TEST_TIMEOUT);
  after(async () => {
    await app?.close();
  });
  return new Proxy({}, { get: (_, key) => app?.[key] });
}
