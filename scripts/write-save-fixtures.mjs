// Writes tests/save-fixtures/<date>.json: what today's build keeps in a browser's
// localStorage for a game of each title, unfinished (three moves against
// computers) and finished (computers only, played out), with their save codes
// and how the saved-games list described them. tests/browser/save-fixtures.test.mjs
// opens and continues every such file with every later build, so a release can
// never stop reading what an earlier one saved. Run once per release that
// changes what is saved; never rewrite an existing file.
//
//   trunk build --release && node scripts/write-save-fixtures.mjs [name]
import { existsSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { launchBrowser, startServer, REPO_ROOT } from '../tests/browser/harness.mjs';
import { GAMES, newGame, player, turnOrEnd } from '../tests/browser/turns.mjs';

const name = process.argv[2] ?? new Date().toISOString().slice(0, 10);
const file = join(REPO_ROOT, 'tests', 'save-fixtures', `${name}.json`);
if (existsSync(file)) throw new Error(`${file} exists: fixtures are never rewritten`);

const server = await startServer();
const browser = await launchBrowser();
const { page } = await browser.newPage();
await page.goto(server.url);

for (const [i, game] of GAMES.entries()) {
  await newGame(page, game, String(100 + i));
  const p = player(page, game);
  for (let turn = 0; turn < 3 && (await turnOrEnd(page, p.ready)); turn++) await p.move(turn);
  await turnOrEnd(page, p.ready);
  await newGame(page, game, String(200 + i), { computersOnly: true });
  await page.getByRole('heading', { name: 'Final standings' }).waitFor({ timeout: 300_000 });
}
// The list as the home page shows it, entry by entry.
await page.goto(server.url);
await page.locator('.saved-list li').first().waitFor();
const listed = await page.locator('.saved-list li').evaluateAll((items) =>
  items.map((li) => ({
    title: li.querySelector('.title').textContent,
    status: li.querySelector('.muted').textContent.replace(/ · [^·]*$/, ''),
    slot: li.querySelector('a.button').getAttribute('href').replace('#play/', ''),
  })),
);
const storage = await page.evaluate(() => {
  const out = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key.startsWith('boardroom.')) out[key] = localStorage.getItem(key);
  }
  return out;
});
const games = listed.map((l) => {
  const entry = JSON.parse(storage[`boardroom.v1.game.${l.slot}`]);
  return { ...l, game: entry.game_id, code: entry.code, finished: l.status.startsWith('Finished.') };
});
const commit = execSync('git rev-parse --short HEAD', { cwd: REPO_ROOT }).toString().trim();
writeFileSync(file, JSON.stringify({ written_by: `commit ${commit}`, storage, games }, null, 2) + '\n');
console.log(`wrote ${file}: ${games.length} games`);
await browser.close();
await server.close();
