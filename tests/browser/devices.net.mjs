// A guest's coach over a live connection: asked on the phone, worked out on the
// host from the guest's seat's view, its advice played and taken back. (Whole
// games with guest phones are devices-games.net.mjs'.)
// Runs only inside the network namespace of tests/browser/netns.sh (no STUN, no
// outside address). SHOTS=/some/dir saves screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requireNetns } from './harness.mjs';
import { hasTurn, hostGame, join, play, withDevices } from './devices.mjs';

requireNetns();

const GAME_TIMEOUT = { timeout: 600_000 };

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
