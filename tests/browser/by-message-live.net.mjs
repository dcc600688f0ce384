// Both ways at once: a Zaibatsu game played by message continues live when the
// group meets, and goes back to links afterwards, with the same seat and key.
// The keeper (desktop) and Bo's phone; Bo moves by link, is invited live from
// the devices panel, plays live over WebRTC, goes back to playing by message,
// and catches up from the next table link. Runs only inside the network
// namespace of tests/browser/netns.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requireNetns, waitForApp } from './harness.mjs';
import { deviceRow, hostGame, join, play, withDevices } from './devices.mjs';

requireNetns();

const MOVE =
  '.board-area .my-move button:enabled:not(.guide-skip):not([aria-label^="One "]):not([aria-label^="Raise"]):not([aria-label^="Lower"]):not([aria-label^="Tick "]):visible';

/** The keeper's own moves, until the game waits on Bo. */
async function keeperMoves(keeper) {
  for (let i = 0; i < 100; i++) {
    if (await keeper.getByText(/^Bo to play/).count()) return;
    const move = keeper.locator(MOVE);
    if (await move.count()) await move.first().click();
    await keeper.waitForTimeout(100);
  }
  throw new Error('Bo never came to play');
}

/** Bo's move by message: the table link opened on the phone, the move link pasted on the keeper. */
async function moveByMessage(keeper, phone) {
  await keeperMoves(keeper);
  await phone.goto(await keeper.getByRole('textbox', { name: 'The table link' }).inputValue());
  await waitForApp(phone);
  await phone.locator(MOVE).first().click();
  const link = await phone.getByRole('textbox', { name: 'The move link' }).inputValue();
  await keeper.getByLabel(/Paste a move link/).fill(link);
  await keeper.getByText(/^Bo's move is played/).waitFor();
}

test('a game by message goes live and back', { timeout: 240_000 }, () =>
  withDevices(1, async ({ page: keeper }, [{ page: phone }]) => {
    await hostGame(keeper, 'Zaibatsu', 3, { 2: 'Human, by message', 3: 'Computer: Easy' }, '77', {
      1: 'Ana',
      2: 'Bo',
    });
    await keeper.getByRole('button', { name: 'Seat link for Bo', exact: true }).click();
    await phone.goto(await keeper.getByRole('textbox', { name: 'The seat link' }).inputValue());
    await waitForApp(phone);
    await moveByMessage(keeper, phone);

    // The group meets: Bo's seat is invited live.
    await deviceRow(keeper, 'Bo').getByRole('button', { name: 'Play live now: invite their device' }).click();
    const live = await phone.context().newPage();
    await join(keeper, live, 'Bo');
    const moved = await play([keeper, live], { until: async (moves) => moves[1] >= 2 });
    assert.ok(moved[1] >= 2);

    // And parts again: back to links, with the same key.
    await deviceRow(keeper, 'Bo').getByRole('button', { name: 'Back to playing by message' }).click();
    await live.close();
    await moveByMessage(keeper, phone);
    // The phone caught up with the moves played live: its log has them.
    const lines = await phone.locator('.log-lines li').count();
    assert.ok(lines >= 6, `the phone's log has ${lines} lines`);
  }),
);
