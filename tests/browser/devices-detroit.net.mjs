// Detroit Motors at a table of six on four screens: the host (a person at seat
// 1, computers at seats 4-6), two phones for seats 2 and 3, and a table
// display (a spectator on a desktop-sized screen). Everyone plays to the final
// standings through their own screen.
//
// Secrets, in Detroit: the cards a seat holds hidden — its three cards, then its
// two support cards until a nomination reveals them, and the card dealt back to
// it when excluded. Every message each phone and the display received is
// recorded and audited natively against the host's game (examples/net_audit.rs:
// each screen must be the engine's view for that seat after that move), and so
// is every screen they drew: none may name a card another seat holds hidden.
// A recording doctored to carry one screen of the other phone's must fail, and
// so must a display's screen doctored to show a phone's hand.
// Runs only inside the network namespace of tests/browser/netns.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requireNetns } from './harness.mjs';
import {
  DESKTOP,
  DETROIT,
  PHONE,
  UPDATE,
  audit,
  assertAudited,
  deviceRow,
  hostGame,
  join,
  playToEnd,
  record,
  recording,
  saveCode,
  sendRaw,
  shot,
  withDevices,
} from './devices.mjs';

requireNetns();

const GAME_TIMEOUT = { timeout: 300_000 };
const SEATS = {
  1: 'Human',
  2: 'Human, own device',
  3: 'Human, own device',
  4: 'Computer: Easy',
  5: 'Computer: Easy',
  6: 'Computer: Easy',
};

test('Detroit Motors: a host, two phones and a table display play to the end, and no screen is sent or shows a secret', GAME_TIMEOUT, async () => {
  await withDevices([PHONE, PHONE, DESKTOP], async (host, [two, three, display]) => {
    for (const d of [two, three, display]) await record(d, DETROIT);
    await hostGame(host.page, 'Detroit Motors', 6, SEATS, '21');
    await join(host.page, two.page, 'Guest 2');
    await join(host.page, three.page, 'Guest 3');
    await host.page.getByRole('button', { name: /^Invite a table display/ }).click();
    await join(host.page, display.page, 'Table display');

    const moves = await playToEnd([host.page, two.page, three.page]);
    assert.ok(moves[1] > 0 && moves[2] > 0, `both phones moved: ${moves}`);
    await display.page.getByRole('heading', { name: 'Final standings' }).waitFor();
    await shot(display.page, 'detroit-display-end-1280');
    // The display has no seat: no cards of its own, no moves.
    assert.equal(await display.page.locator('.dm-you, .dm-hand, .my-move').count(), 0);
    // And if it tries to play, it is told it cannot, on both screens.
    await sendRaw(display.page, [1, 0, 2, 3, 0]);
    const watches = 'A spectator watches and does not play.';
    await display.page.getByRole('alert').filter({ hasText: watches }).waitFor();
    await deviceRow(host.page, 'Table display').getByText(watches).waitFor();

    const save = await saveCode(host.page);
    const devices = [
      await recording(two.page, 'Guest 2'),
      await recording(three.page, 'Guest 3'),
      await recording(display.page, 'Table display'),
    ];
    const said = assertAudited(save, devices);
    console.log(said.trim());
    assert.match(said, /^Guest 2: seat 2,/m);
    assert.match(said, /^Table display: a spectator,/m);

    // A host that sent Guest 2 one of Guest 3's screens is caught.
    const isUpdate = (m) => Buffer.from(m, 'base64')[0] === UPDATE;
    const [mine, theirs] = [devices[0].received, devices[1].received];
    const at = mine.findIndex((m, i) => i > mine.length / 2 && isUpdate(m));
    const swapped = theirs.findLast(isUpdate);
    const doctored = { ...devices[0], received: mine.map((m, i) => (i === at ? swapped : m)), dom: [] };
    const caught = audit(save, [doctored]);
    assert.equal(caught.ok, false, `a doctored recording passed:\n${caught.output}`);
    assert.match(caught.output, new RegExp(`Guest 2: message ${at + 1} of ${mine.length}: `));

    // A display whose first screen of the game showed Guest 2's first one (its
    // hand: nobody had moved between their joining) is caught too.
    const first = (d) => d.dom.find((s) => s.n >= 2);
    const shown = first(devices[2]);
    const hand = first(devices[0]).text;
    const dom = devices[2].dom.map((s) => (s === shown ? { ...s, text: `${s.text}\n${hand}` } : s));
    const leaky = { ...devices[2], dom };
    const seen = audit(save, [leaky]);
    assert.equal(seen.ok, false, `a screen showing a hand passed:\n${seen.output}`);
    assert.match(seen.output, /Table display: after move \d+ the screen names .+, which seat 2 holds hidden/);
  });
});
