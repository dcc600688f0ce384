// Saves written by earlier releases (tests/save-fixtures/*.json, written once
// each by scripts/write-save-fixtures.mjs): their localStorage entries, put back
// into a browser, are listed at the same position and open; an unfinished game
// takes a move and saves it; a finished one shows its standings. Their save
// codes open the same games in a fresh profile. A release that could no longer
// read what an earlier one saved fails here.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, launchBrowser, startServer, waitForApp } from './harness.mjs';
import { GAMES, player, turnOrEnd } from './turns.mjs';

const DIR = join(REPO_ROOT, 'tests', 'save-fixtures');
const FIXTURES = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ name: f, ...JSON.parse(readFileSync(join(DIR, f), 'utf8')) }));
const LONG = { timeout: 300_000 };

/** The moves a saved entry records. */
const movesOf = (page, slot) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key)).moves, `boardroom.v1.game.${slot}`);

/** What the game on screen shows: its standings when finished; else one move, saved. */
async function openAndContinue(page, saved, slot) {
  const game = GAMES.find((g) => g.id === saved.game);
  await page.getByRole('heading', { level: 1, name: game.name }).waitFor({ timeout: 30_000 });
  if (saved.finished) {
    await page.getByRole('heading', { name: 'Final standings' }).waitFor({ timeout: 30_000 });
    const winner = saved.status.replace(/^Finished\. /, '').split(/[ :]/)[0];
    assert.match(await page.locator('.results').innerText(), new RegExp(winner), saved.title);
    return;
  }
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
  const p = player(page, game);
  assert.ok(await turnOrEnd(page, p.ready), `${saved.title}: the person's turn`);
  const before = await movesOf(page, slot);
  await p.move(0);
  await page.waitForFunction(
    ([key, n]) => JSON.parse(localStorage.getItem(key)).moves > n,
    [`boardroom.v1.game.${slot}`, before],
    { timeout: 30_000 },
  );
}

for (const fixture of FIXTURES) {
  test(`${fixture.name}: the saved games are listed as they were, open and continue`, LONG, async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const { page, problems } = await browser.newPage();
      await page.goto(server.url);
      await waitForApp(page);
      await page.evaluate((storage) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      }, fixture.storage);
      await page.reload();
      await waitForApp(page);
      await page.locator('.saved-list li').first().waitFor();
      for (const saved of fixture.games) {
        const item = page.locator('.saved-list li').filter({ has: page.locator(`a[href="#play/${saved.slot}"]`) });
        assert.equal(await item.locator('.title').innerText(), saved.title);
        const status = await item.locator('.muted').innerText();
        if (saved.finished) assert.match(status, /^Finished\. /, saved.title);
        else assert.match(status, new RegExp(`^${saved.status.match(/^\d+ moves/)[0]} · `), saved.title);
      }
      for (const saved of fixture.games) {
        await page.goto(`${server.url}#play/${saved.slot}`);
        await openAndContinue(page, saved, saved.slot);
      }
      assert.deepEqual(problems.all(), []);
    } finally {
      await browser.close();
      await server.close();
    }
  });

  test(`${fixture.name}: the save codes open the same games in a fresh profile`, LONG, async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      for (const saved of fixture.games) {
        const { page, problems, context } = await browser.newPage();
        await page.goto(`${server.url}#load=${saved.code}`);
        await page.waitForURL(/#play\//, { timeout: 30_000 });
        const slot = page.url().match(/#play\/([\w-]+)$/)[1];
        await openAndContinue(page, saved, slot);
        assert.deepEqual(problems.all(), [], saved.title);
        await context.close();
      }
    } finally {
      await browser.close();
      await server.close();
    }
  });
}
