// Several devices when things go wrong, over real WebRTC between browser
// contexts (a host at desktop width, a guest phone):
// - forged, stale, oversized and garbage messages sent down the guest's own
//   data channel are refused with words on both screens, change nothing, and
//   the game goes on to its end;
// - a guest's page is closed mid-game: the host shows the seat as away, and a
//   new invite brings it back on a fresh page with nothing lost;
// - the host reloads mid-game: the game resumes from its autosave, the guest
//   is invited again, and play goes on to the end;
// - a guest running another version is told to update the app on both
//   devices, and so is the host.
// Every message the guests received is audited natively against the host's
// game (examples/net_audit.rs). Runs only inside the network namespace of
// tests/browser/netns.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requireNetns, waitForApp, watchPage } from './harness.mjs';
import {
  DETROIT,
  act,
  assertAudited,
  deviceRow,
  hostGame,
  logLines,
  inviteLink,
  join,
  play,
  playToEnd,
  record,
  recording,
  saveCode,
  screens,
  sendRaw,
  sent,
  hasTurn,
  shot,
  turn,
  withDevices,
} from './devices.mjs';

requireNetns();

const TIMEOUT = { timeout: 180_000 };

/**
 * Detroit Motors for six: the guest's phone at seat 2, `first` at seat 1 (on
 * the host), computers at the rest. Its games are short with Easy computers.
 */
function detroit(first, seed) {
  const seats = { 1: first, 2: 'Human, own device' };
  for (let s = 3; s <= 6; s++) seats[s] = 'Computer: Easy';
  return ['Detroit Motors', 6, seats, seed];
}

test('forged, stale, oversized and garbage messages from a guest are refused with words, change nothing, and the game goes on', TIMEOUT, async () => {
  await withDevices(1, async (host, [guest]) => {
    await record(guest, DETROIT);
    await hostGame(host.page, ...detroit('Computer: Easy', '41'));
    await join(host.page, guest.page, 'Guest 2');
    // Two moves, so that an earlier one can be sent again.
    await play([guest.page], { until: async ([moved]) => moved >= 2 });
    await turn(guest.page);

    const row = deviceRow(host.page, 'Guest 2');
    const before = {
      code: await saveCode(host.page),
      screens: await screens(guest.page),
      board: await guest.page.locator('.board-area').innerHTML(),
    };
    const now = before.screens.moves;
    const mine = (await sent(guest.page)).filter((m) => m[0] === 1);
    const hello = (await sent(guest.page))[0];
    assert.equal(hello[0], 0, 'the first message is the hello');
    const faults = [
      ['garbage', [0xff, 0xff, 0xff], /The host could not read that: a damaged message/],
      ['oversized', new Array(5000).fill(1), /a message of 5000 bytes is over the limit of 4096/],
      // The guest's own earlier move, sent again.
      ['stale', mine[0], new RegExp(`That answered the position after \\d+ moves, and the game is at move ${now}`)],
      // Another invite's token.
      ['forged hello', [...hello.subarray(0, hello.length - 8), 0, 0, 0, 0, 0, 0, 0, 0], /This invite is not for this seat any more/],
      ['forged move', act(now, [0xff, 0xff, 0xff]), /That is not a move of this game/],
      // A well-formed move the rules refuse: an odd plunder token to seat 100.
      ['illegal move', act(now, [6, 99]), /That move is not allowed/],
    ];
    for (const [what, bytes, words] of faults) {
      await sendRaw(guest.page, bytes);
      await guest.page.getByRole('alert').filter({ hasText: words }).waitFor({ timeout: 10_000 });
      await row.getByRole('status').filter({ hasText: words }).waitFor({ timeout: 10_000 });
      assert.ok(await row.getByText('Their last message was refused:').isVisible(), what);
    }
    await shot(guest.page, 'faults-guest-refused-390');
    await shot(host.page, 'faults-host-refused-1280');
    // Nothing changed: the host's game, the guest's screens and its board.
    assert.equal(await saveCode(host.page), before.code);
    assert.deepEqual(await screens(guest.page), before.screens);
    assert.equal(await guest.page.locator('.board-area').innerHTML(), before.board);

    // And the game goes on: the next good move is taken, on to the end.
    const moves = await playToEnd([host.page, guest.page]);
    assert.ok(moves[1] > 0, `the guest moved: ${moves}`);
    assertAudited(await saveCode(host.page), [await recording(guest.page, 'Guest 2')]);
  });
});

test("a guest's page closed mid-game comes back through a new invite with nothing lost", TIMEOUT, async () => {
  await withDevices(1, async (host, [guest]) => {
    await record(guest, DETROIT);
    await hostGame(host.page, ...detroit('Computer: Easy', '33'));
    await join(host.page, guest.page, 'Guest 2');
    await play([guest.page], { until: async ([moved]) => moved >= 3 });
    await turn(guest.page);
    const hand = (page) => page.locator('.dm-hand .dm-card').evaluateAll((cards) => cards.map((c) => c.title));
    const was = { hand: await hand(guest.page), log: await logLines(guest.page), screen: await screens(guest.page) };
    assert.ok(was.hand.length > 0, 'the guest holds cards');
    const first = await recording(guest.page, 'Guest 2 first page');

    await guest.page.close();
    const row = deviceRow(host.page, 'Guest 2');
    await row.getByRole('alert').filter({ hasText: /^Away: / }).waitFor();
    await shot(host.page, 'closed-host-away-1280');
    await row.getByRole('button', { name: 'New invite for the same seat' }).click();
    // A fresh page on the same phone.
    const again = await guest.context.newPage();
    const problems = watchPage(again);
    await join(host.page, again, 'Guest 2');
    await turn(again);
    assert.deepEqual(await hand(again), was.hand);
    assert.equal(await logLines(again), was.log);
    assert.equal((await screens(again)).moves, was.screen.moves);
    await shot(again, 'closed-guest-back-390');

    const moves = await playToEnd([host.page, again]);
    assert.ok(moves[1] > 0, `the guest moved after coming back: ${moves}`);
    assertAudited(await saveCode(host.page), [first, await recording(again, 'Guest 2 new page')]);
    assert.deepEqual(problems.all(), []);
  });
});

test('the host reloads mid-game: the game resumes from its autosave, the guest is invited again and play goes on', TIMEOUT, async () => {
  await withDevices(1, async (host, [guest]) => {
    await record(guest, DETROIT);
    await hostGame(host.page, ...detroit('Human', '8'));
    await join(host.page, guest.page, 'Guest 2');
    await play([host.page, guest.page], { until: async ([, moved]) => moved >= 2 });
    // The host's person moves until the game waits for the guest.
    await play([host.page], { until: () => hasTurn(guest.page) });
    const was = { code: await saveCode(host.page), log: await logLines(host.page) };

    await host.page.reload();
    await waitForApp(host.page);
    await host.page.getByRole('heading', { level: 1, name: 'Detroit Motors' }).waitFor();
    assert.equal(await saveCode(host.page), was.code);
    assert.equal(await logLines(host.page), was.log);
    await guest.page.getByRole('alert').filter({ hasText: 'The link to the host was lost' }).waitFor();
    await shot(guest.page, 'reload-guest-lost-390');

    // The host invites the seat again; the guest opens the new invite.
    await join(host.page, guest.page, 'Guest 2');
    assert.equal(await logLines(guest.page), was.log);
    const moves = await playToEnd([host.page, guest.page]);
    assert.ok(moves[1] > 0, `the guest moved after the reload: ${moves}`);
    assertAudited(await saveCode(host.page), [await recording(guest.page, 'Guest 2')]);
  });
});

test('a guest on another version of the app is told to update both devices, and so is the host', TIMEOUT, async () => {
  await withDevices(1, async (host, [guest]) => {
    await record(guest, { protocol: 2 });
    await hostGame(host.page, ...detroit('Computer: Easy', '5'));
    await guest.page.goto(await inviteLink(host.page, 'Guest 2'));
    await waitForApp(guest.page);
    const reply = guest.page.getByRole('textbox', { name: 'The reply link' });
    await reply.waitFor();
    const row = deviceRow(host.page, 'Guest 2');
    await row.getByLabel(/Paste the reply/).fill(await reply.inputValue());
    const update = /update the app on both devices/;
    await guest.page.getByRole('alert').filter({ hasText: update }).waitFor();
    await row.getByRole('alert').filter({ hasText: update }).waitFor();
    await shot(guest.page, 'version-guest-390');
    await shot(host.page, 'version-host-1280');
    // Neither shows a game the other cannot follow.
    assert.equal(await guest.page.locator('.board-area').count(), 0);
    assert.equal(await row.getByText(/^Connected: /).count(), 0);
  });
});
