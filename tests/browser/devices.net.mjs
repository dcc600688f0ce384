// Several devices, through each device's own screens: a host at desktop width
// starts a game with seats played on other devices, invites each, and the guests
// (phones) join by the invite link and send back their reply; then everyone plays
// to the final standings on their own screen, computers filling the other seats.
// Runs only inside the network namespace of tests/browser/netns.sh (no STUN, no
// outside address). SHOTS=/some/dir saves screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requireNetns } from './harness.mjs';
import { hasTurn, hostGame, join, play, playToEnd, shot, withDevices } from './devices.mjs';

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

test('Zaibatsu: a guest asks the coach, plays its advice, and takes the decision back', GAME_TIMEOUT, async () => {
  await withDevices(1, async (host, [guest]) => {
    await hostGame(host.page, 'Zaibatsu', 2, { 1: 'Human', 2: 'Human, own device' }, '5');
    await join(host.page, guest.page, 'Guest 2');
    await play([host.page], { until: () => hasTurn(guest.page) });
    const saved = () =>
      host.page.evaluate(() => JSON.parse(localStorage.getItem(`boardroom.v1.game.${location.hash.split('/')[1]}`)).moves);
    const hand = () => guest.page.locator('.z-hand-card').count();
    const [before, cards] = [await saved(), await hand()];

    // The coach thinks on the host, from the guest's seat's view, and answers here.
    await guest.page.getByRole('button', { name: 'Ask the coach' }).click();
    const advice = guest.page.locator('.coach-moves li');
    await advice.first().waitFor({ timeout: 60_000 });
    for (const line of await advice.allTextContents()) {
      assert.match(line, /^Place .+ on pile \d+ · ((about )?\d+% chance to win the game|best choice|close to the best|weaker)\s*Do it$/);
    }
    await advice.first().getByRole('button', { name: 'Do it' }).click();
    await host.page.waitForFunction((n) => JSON.parse(localStorage.getItem(`boardroom.v1.game.${location.hash.split('/')[1]}`)).moves > n, before);
    await guest.page.waitForFunction((n) => document.querySelectorAll('.z-hand-card').length === n, cards - 1);

    // Nobody has moved since: the guest may take it back, and the card comes home.
    await guest.page.getByRole('button', { name: 'Take back' }).click();
    await guest.page.waitForFunction((n) => document.querySelectorAll('.z-hand-card').length === n, cards);
    assert.equal(await saved(), before);
    assert.ok(await hasTurn(guest.page), 'the guest decides again');
  });
});
