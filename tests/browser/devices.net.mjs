// Several devices, through each device's own screens: a host at desktop width
// starts a game with seats played on other devices, invites each, and the guests
// (phones) join by the invite link and send back their reply; then everyone plays
// to the final standings on their own screen, computers filling the other seats.
// Runs only inside the network namespace of tests/browser/netns.sh (no STUN, no
// outside address). SHOTS=/some/dir saves screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requireNetns } from './harness.mjs';
import { hostGame, join, playToEnd, shot, withDevices } from './devices.mjs';

requireNetns();

const GAME_TIMEOUT = { timeout: 600_000 };

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
