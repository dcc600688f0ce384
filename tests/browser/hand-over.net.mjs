// A seat whose device left is handed to a computer, and the game goes on: a guest
// joins a host's game, its page closes, the host lets a computer play the seat,
// invites a person back to it (a new device joins the same seat), hands it to the
// computer again, reloads (the seat stays the computer's), and the game reaches
// its end; and the other guests' screens say who plays the seat now. Runs only
// inside the network namespace of tests/browser/netns.sh.
// SHOTS=/some/dir saves screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { launchBrowser, requireNetns, startServer, waitForApp, NET_CHROMIUM_ARGS } from './harness.mjs';
import { deviceRow, hostGame, join as joinSeat, play, withDevices } from './devices.mjs';

requireNetns();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const GUEST = 'Guest 2';

async function shot(page, name) {
  if (!process.env.SHOTS) return;
  mkdirSync(process.env.SHOTS, { recursive: true });
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true });
}

const seatRow = (page) => page.locator('.device').filter({ has: page.getByRole('heading', { name: GUEST, exact: true }) });
const status = (page) => page.locator('.game-head .status');
const pace = (page, label) => page.getByLabel('Computer pace').selectOption({ label });

/** A new phone joins the seat through the row's invite; returns it. */
async function join(browser, host) {
  const guest = await browser.newPage(PHONE);
  const invite = seatRow(host).getByRole('textbox', { name: 'The invite link' });
  await invite.waitFor();
  await guest.page.goto(await invite.inputValue());
  await waitForApp(guest.page);
  const reply = guest.page.getByRole('textbox', { name: 'The reply link' });
  await reply.waitFor();
  await seatRow(host).getByLabel(/Paste the reply/).fill(await reply.inputValue());
  await guest.page.locator('.board-area').waitFor({ timeout: 30_000 });
  await seatRow(host).getByText(/^Connected: /).waitFor();
  return guest;
}

/**
 * The guest's device goes: its browser shut at once, and the host says the seat
 * is away. The page ended its connection as it went ("pagehide"), so the host
 * heard it then, not when its connection checks gave up ("a locked screen").
 */
async function leave(host, guest) {
  assert.deepEqual(guest.problems.all(), []);
  await guest.context.close();
  const away = seatRow(host).getByRole('alert').filter({ hasText: /^Away: / });
  await away.waitFor({ timeout: 30_000 });
  assert.equal(await away.textContent(), 'Away: The other device closed the connection.');
}

/** Moves made so far, from the saved game (the autosave is written after each). */
const moves = (page) =>
  page.evaluate(() => {
    const slot = location.hash.split('/')[1];
    return JSON.parse(localStorage.getItem(`boardroom.v1.game.${slot}`)).moves;
  });

test('an away seat handed to a computer lets the game go on to its end, and a person can come back to it', { timeout: 300_000 }, async () => {
  const server = await startServer();
  const browser = await launchBrowser({ args: NET_CHROMIUM_ARGS });
  try {
    const { page: host, problems } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await host.goto(server.url);
    await waitForApp(host);
    // A computer and a person on another device: nobody plays on the host.
    await host.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    await host.getByLabel('Number of players').selectOption('2');
    await host.getByLabel('Seat 1 player').selectOption({ label: 'Computer: Easy' });
    await host.getByLabel('Seat 2 player').selectOption({ label: 'Human, own device' });
    await host.getByLabel('Seat 2 name').fill(GUEST);
    await host.getByLabel('Game number (optional)').fill('11');
    await host.getByRole('button', { name: 'Start game' }).click();
    await pace(host, 'Slow');

    const first = await join(browser, host);
    await leave(host, first);
    // The game waits for the away seat...
    await status(host).filter({ hasText: `${GUEST} to play on their device` }).waitFor();
    const waiting = await moves(host);
    await host.waitForTimeout(1500);
    assert.equal(await moves(host), waiting, 'nothing moves while the seat is away');
    await shot(host, 'host-away-1280');

    // ...until a computer plays it.
    await seatRow(host).getByRole('button', { name: 'Let a computer play this seat' }).click();
    await seatRow(host).getByText('A computer plays this seat until you invite a person back.').waitFor();
    await host.waitForFunction((n) => {
      const slot = location.hash.split('/')[1];
      return JSON.parse(localStorage.getItem(`boardroom.v1.game.${slot}`)).moves > n;
    }, waiting);
    await shot(host, 'host-computer-1280');

    // A person comes back to the seat, on another phone, and plays from there.
    await seatRow(host).getByRole('button', { name: 'Invite a person back' }).click();
    const second = await join(browser, host);
    await status(host).filter({ hasText: `${GUEST} to play on their device` }).waitFor({ timeout: 60_000 });
    await leave(host, second);

    // Handed to the computer again; the host reloads: the seat stays the computer's.
    await seatRow(host).getByRole('button', { name: 'Let a computer play this seat' }).click();
    await host.reload();
    await waitForApp(host);
    await seatRow(host).getByText('A computer plays this seat until you invite a person back.').waitFor();
    await pace(host, 'Instant');
    await host.getByRole('heading', { name: 'Final standings' }).waitFor({ timeout: 120_000 });
    await shot(host, 'host-end-1280');
    assert.deepEqual(problems.all(), []);
  } finally {
    await browser.close();
    await server.close();
  }
});

test("a seat handed to a computer is the computer's on the other guests' screens at once", { timeout: 300_000 }, async () => {
  await withDevices(2, async (host, [left, stays]) => {
    await hostGame(host.page, 'Zaibatsu', 3, { 1: 'Computer: Easy', 2: 'Human, own device', 3: 'Human, own device' }, '21');
    await pace(host.page, 'Slow');
    await joinSeat(host.page, left.page, 'Guest 2');
    await joinSeat(host.page, stays.page, 'Guest 3');
    await left.context.close();
    const row = deviceRow(host.page, 'Guest 2');
    await row.getByRole('alert').filter({ hasText: /^Away: / }).waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Let a computer play this seat' }).click();
    // Guest 3 plays on until Guest 2's turn comes: its status names a computer
    // (before, it said "Guest 2 to play on their device" until Guest 3 rejoined).
    await play([stays.page], { until: async () => (await status(stays.page).innerText()).includes('Guest 2 (computer)') });
  });
});
