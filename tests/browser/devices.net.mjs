// Several devices, through each device's own screens: a host at desktop width
// starts a game with seats played on other devices, invites each, and the guests
// (phones) join by the invite link and send back their reply; then everyone plays
// to the final standings on their own screen, computers filling the other seats.
// Runs only inside the network namespace of tests/browser/netns.sh (no STUN, no
// outside address). SHOTS=/some/dir saves screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { launchBrowser, requireNetns, startServer, waitForApp, NET_CHROMIUM_ARGS } from './harness.mjs';
import { sealOffer } from './moves.mjs';

requireNetns();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const GAME_TIMEOUT = { timeout: 600_000 };

async function shot(page, name) {
  if (!process.env.SHOTS) return;
  mkdirSync(process.env.SHOTS, { recursive: true });
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` });
}

/** The host sets up a game: `seats` maps a seat number to its set-up choice. */
async function hostGame(page, game, players, seats, seed) {
  await page.getByRole('link', { name: `New game of ${game}` }).click();
  await page.getByLabel('Number of players').selectOption(String(players));
  for (const [seat, label] of Object.entries(seats)) {
    await page.getByLabel(`Seat ${seat} player`).selectOption({ label });
    if (label === 'Human, own device') await page.getByLabel(`Seat ${seat} name`).fill(`Guest ${seat}`);
  }
  await page.getByLabel('Game number (optional)').fill(seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
}

/** A guest joins the seat called `name`: invite link to the guest, reply back. */
async function join(host, guest, name) {
  const device = host.locator('.device').filter({ has: host.getByRole('heading', { name, exact: true }) });
  const invite = device.getByRole('textbox', { name: 'The invite link' });
  await invite.waitFor();
  const opened = Date.now();
  await guest.goto(await invite.inputValue());
  await waitForApp(guest);
  const reply = guest.getByRole('textbox', { name: 'The reply link' });
  await reply.waitFor();
  await device.getByLabel(/Paste the reply/).fill(await reply.inputValue());
  await guest.locator('.board-area').waitFor({ timeout: 30_000 });
  const ms = Date.now() - opened;
  await device.getByText('Playing on their device.').waitFor();
  return ms;
}

/**
 * One move of the player whose screen this is, if it has one now: the first
 * enabled control of the board's "my move" part (Mundus Novus' sealed offer is a
 * form: cards ticked, then sealed). Returns whether it moved.
 */
async function moveIfAny(page) {
  const seal = page.getByRole('button', { name: 'Seal my offer' });
  if (await seal.isVisible()) {
    await sealOffer(page);
    return true;
  }
  const move = page.locator(
    '.board-area .my-move button:not([disabled]):not(.guide-skip):not([aria-label^="One "]):not([aria-label^="Raise"]):not([aria-label^="Lower"]):not([aria-label^="Tick "]):visible',
  );
  if (!(await move.count())) return false;
  const before = await page.locator('.board-area').innerHTML();
  await move.first().click();
  // Moved when the board is drawn anew (on a guest, after the host's answer).
  await page.waitForFunction((old) => document.querySelector('.board-area')?.innerHTML !== old, before, {
    timeout: 30_000,
  });
  return true;
}

/** Everyone plays to the end; returns the number of moves made on each screen. */
async function playToEnd(pages) {
  const over = (p) => p.getByRole('heading', { name: 'Final standings' }).isVisible();
  const moves = pages.map(() => 0);
  for (let round = 0; round < 3000; round++) {
    if ((await Promise.all(pages.map(over))).every(Boolean)) return moves;
    let moved = false;
    for (const [i, page] of pages.entries()) {
      if (await moveIfAny(page)) {
        moves[i]++;
        moved = true;
      }
    }
    if (!moved) await pages[0].waitForTimeout(100);
  }
  throw new Error(`no end after 3000 rounds: ${moves}`);
}

/** A host and `guests` phones in one Chromium, all closed after `run`. */
async function withDevices(guests, run) {
  const server = await startServer();
  const browser = await launchBrowser({ args: NET_CHROMIUM_ARGS });
  try {
    const host = await browser.newPage(DESKTOP);
    const phones = [];
    for (let i = 0; i < guests; i++) phones.push(await browser.newPage(PHONE));
    await host.page.goto(server.url);
    await waitForApp(host.page);
    await run(host, phones);
    for (const d of [host, ...phones]) assert.deepEqual(d.problems.all(), []);
  } finally {
    await browser.close();
    await server.close();
  }
}

for (const [game, players, seats, seed] of [
  ['Zaibatsu', 2, {}, '5'],
  ['Mundus Novus', 3, { 3: 'Computer: Easy' }, '12'],
  ['The Last of the Independents', 3, { 3: 'Computer: Easy' }, '12'],
]) {
  test(`${game}: a guest on a phone plays a whole game with the host`, GAME_TIMEOUT, async () => {
    await withDevices(1, async (host, [guest]) => {
      await hostGame(host.page, game, players, { ...seats, 2: 'Human, own device', 1: 'Human' }, seed);
      await shot(host.page, `${game}-host-invite-1280`);
      const ms = await join(host.page, guest.page, 'Guest 2');
      console.log(`${game}: invite opened to the guest's board in ${ms} ms`);
      await shot(guest.page, `${game}-guest-board-390`);
      const moves = await playToEnd([host.page, guest.page]);
      assert.ok(moves[1] > 0, `the guest moved: ${moves}`);
      await shot(guest.page, `${game}-guest-end-390`);
    });
  });
}
