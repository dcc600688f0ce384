// Issue 68, item 1: a board drawn after a fresh load has its game's styles. A
// finished game of each title (tests/browser/end-codes.json) is kept as a saved
// game; after a reload its replay, opened from "Your saved games", draws the
// board with the game's stylesheet: the board's own box is laid out by it (a
// grid, where the app's stylesheet alone leaves a block). Then the same with the
// server stopped, from the offline worker's copies.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, sharedBrowser, startServer, waitForApp, waitForServiceWorker } from './harness.mjs';

const CODES = JSON.parse(readFileSync(join(REPO_ROOT, 'tests/browser/end-codes.json'), 'utf8'));
const TIMEOUT = { timeout: 120_000 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Each title: its name and the box its board draws, a grid by its board.css. */
const TITLES = {
  zaibatsu: { name: 'Zaibatsu', board: '.zb' },
  detroit: { name: 'Detroit Motors', board: '.dm' },
  'mundus-novus': { name: 'Mundus Novus', board: '.mn' },
  independents: { name: 'The Last of the Independents', board: '.li' },
};

const shared = sharedBrowser();

/** Keeps each title's finished game as a saved game of `page`'s, from its save code. */
async function keepFinishedGames(page, url) {
  for (const id of Object.keys(TITLES)) {
    await page.goto(`${url}#load=${CODES[id].code}`);
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Final standings' }).waitFor();
  }
}

/**
 * From the home page just loaded, the replay of the saved game of `id`: the
 * board's box as laid out, once the page's stylesheets are in (or 5 s).
 */
async function replayBoard(page, id) {
  const { name, board } = TITLES[id];
  await page.getByRole('heading', { name: 'Your saved games' }).waitFor();
  const entry = page.locator('.saved-list li').filter({ hasText: name }).first();
  await entry.getByRole('link', { name: 'Watch the replay' }).click();
  await page.getByRole('heading', { level: 1, name: `${name}: replay` }).waitFor();
  const box = page.locator(`.board-area ${board}`).first();
  await box.waitFor();
  await page
    .waitForFunction((sel) => getComputedStyle(document.querySelector(sel)).display === 'grid', `.board-area ${board}`, { timeout: 5_000 })
    .catch(() => {});
  return {
    display: await box.evaluate((e) => getComputedStyle(e).display),
    sheets: await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=stylesheet]')]
        .filter((l) => /\/boards\//.test(l.href))
        .map((l) => `${l.href.split('/').pop()}: ${l.sheet?.cssRules.length ?? 0} rules`),
    ),
  };
}

test("after a reload, every title's replay from the saved games draws its board with its styles", TIMEOUT, async () => {
  const { context, page, problems } = await shared.browser.newPage(PHONE);
  try {
    await keepFinishedGames(page, shared.server.url);
    for (const id of Object.keys(TITLES)) {
      // A fresh load: no part of any game in the page yet.
      await page.goto(shared.server.url);
      await page.reload();
      await waitForApp(page);
      const { display, sheets } = await replayBoard(page, id);
      assert.equal(display, 'grid', `${id}: the board's box with ${sheets.join(', ') || 'no board stylesheet'}`);
      assert.ok(sheets.some((s) => s.startsWith(`${id}.css: `) && !s.endsWith(': 0 rules')), `${id}: ${sheets}`);
    }
    assert.deepEqual(problems.all(), []);
  } finally {
    await context.close();
  }
});

test("offline, every title's replay from the saved games draws its board with its styles", TIMEOUT, async () => {
  // A server of this test's own, to stop.
  const server = await startServer();
  const { context, page, problems } = await shared.browser.newPage(PHONE);
  try {
    await page.goto(server.url);
    await waitForApp(page);
    await waitForServiceWorker(page);
    await keepFinishedGames(page, server.url);
    await server.close();
    problems.clear();
    for (const id of Object.keys(TITLES)) {
      await page.goto(server.url);
      await page.reload();
      await waitForApp(page);
      const { display, sheets } = await replayBoard(page, id);
      assert.equal(display, 'grid', `${id}, offline: the board's box with ${sheets.join(', ') || 'no board stylesheet'}`);
    }
    assert.deepEqual(problems.all(), []);
  } finally {
    await context.close();
    await server.close().catch(() => {});
  }
});
