// A guest phone plays with the host through the things that go wrong, in
// every game but Detroit Motors (devices-faults.net.mjs and
// devices-detroit.net.mjs have it): for each, over real WebRTC between a host at
// desktop width and a guest phone that joins by the invite link and sends back
// its reply,
// - the invite of a seat that waits for its person is in view on the host after
//   "Start game", after a drop and after a reload;
// - a guest screen shows only what a guest can use (no pace, no Share, no
//   looking back);
// - garbage down the guest's channel is refused with words and changes nothing;
// - the guest's page closed mid-game comes back through a new invite;
// - the host reloads: the guest's alert is where it looks (at its controls), its
//   controls cannot act, and a new invite brings it back;
// - in Zaibatsu, the guest's own tab reloaded says exactly what to do;
// and play goes on (in Zaibatsu, to the game's end), every message the guest
// received audited natively against the host's game. Runs only inside the
// network namespace of tests/browser/netns.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requireNetns, waitForApp } from './harness.mjs';
import {
  assertAudited,
  deviceRow,
  hasTurn,
  hostGame,
  logLines,
  join,
  play,
  playToEnd,
  record,
  recording,
  saveCode,
  screens,
  sendRaw,
  shot,
  withDevices,
} from './devices.mjs';

requireNetns();

const TIMEOUT = { timeout: 240_000 };

/** Whether the element is wholly inside the page's window now. */
const inView = (locator) =>
  locator.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.top >= -1 && r.bottom <= window.innerHeight + 1 && r.height > 0;
  });

/** Waits until the element is scrolled into the window (after a frame or two). */
async function waitInView(locator, what) {
  for (let i = 0; i < 40; i++) {
    if ((await locator.count()) && (await inView(locator.first()))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  const info = (await locator.count())
    ? await locator.first().evaluate((e) => ({ cls: e.className, top: e.getBoundingClientRect().top, bottom: e.getBoundingClientRect().bottom, h: window.innerHeight, y: window.scrollY }))
    : 'absent';
  assert.fail(`${what} is not in view: ${JSON.stringify(info)}`);
}

// Each game's whole flow through the host, to its end, is played natively for
// every title (tests/net_protocol.rs, with the same audit); over real WebRTC,
// Zaibatsu's goes to its end, the others a few of the guest's moves past the
// faults.
const GAMES = [
  ['Zaibatsu', 3, '12', true],
  ['Mundus Novus', 3, '7', false],
  ['The Last of the Independents', 3, '5', false],
];

for (const [game, players, seed, toEnd] of GAMES) {
  const what = toEnd ? 'and the game to its end' : 'and play goes on';
  test(`${game}: a guest's faults, a drop, a host reload, ${what}`, TIMEOUT, async () => {
    await withGuest(async (host, guest) => {
      await hostGame(host.page, game, players, { 1: 'Human', 2: 'Human, own device', 3: 'Computer: Easy' }, seed);
      const row = deviceRow(host.page, 'Guest 2');
      await waitInView(row, 'after Start game, the invite');
      await shot(host.page, `${game}-host-invite-1280`);
      const ms = await join(host.page, guest.page, 'Guest 2');
      console.log(`${game}: invite opened to the guest's board in ${ms} ms`);
      await shot(guest.page, `${game}-guest-board-390`);

      // A guest's screen: nothing a guest cannot use.
      for (const tool of [guest.page.getByLabel('Computer pace'), guest.page.getByRole('button', { name: 'Share' })]) {
        assert.equal(await tool.count(), 0, `${game}: a host-only tool on the guest`);
      }
      assert.equal(await guest.page.getByRole('button', { name: 'Step back one move' }).count(), 0);

      await play([host.page, guest.page], { until: async ([, moved]) => moved >= 1 });
      await play([host.page], { until: () => hasTurn(guest.page) });
      // Garbage down the guest's own channel, while the game waits for it:
      // refused, said on both screens, and nothing moves.
      const before = await screens(guest.page);
      await sendRaw(guest.page, [0xff, 0xff, 0xff]);
      const words = /The host could not read that/;
      await guest.page.getByRole('alert').filter({ hasText: words }).waitFor({ timeout: 10_000 });
      await row.getByRole('status').filter({ hasText: words }).waitFor({ timeout: 10_000 });
      assert.equal((await screens(guest.page)).moves, before.moves);

      // The guest's page closed: away, in view, and back through a new invite.
      const lines = await logLines(guest.page);
      const first = await recording(guest.page, 'Guest 2 first page');
      await guest.page.close();
      await row.getByRole('alert').filter({ hasText: /^Away: / }).waitFor();
      await waitInView(row, 'after a drop, the seat');
      // One state: the away seat shows no old invite saying "Connected".
      assert.equal(await row.getByText('Connected', { exact: false }).count(), 0);
      await row.getByRole('button', { name: 'New invite for the same seat' }).click();
      const again = await guest.context.newPage();
      await join(host.page, again, 'Guest 2');
      assert.equal(await logLines(again), lines);

      // The host reloads while the game waits for the guest.
      await play([host.page, again], { until: () => hasTurn(again) });
      await host.page.reload();
      await waitForApp(host.page);
      await host.page.getByRole('heading', { level: 1, name: game }).waitFor();
      await waitInView(deviceRow(host.page, 'Guest 2'), 'after a reload, the invite');
      const lost = again.getByRole('alert').filter({ hasText: 'The link to the host was lost' });
      await lost.waitFor();
      await waitInView(lost, 'on the guest, the lost link');
      assert.equal(await hasTurn(again), false, `${game}: the guest's moves can still be clicked`);
      await shot(again, `${game}-guest-lost-390`);
      await shot(host.page, `${game}-host-reloaded-1280`);

      await join(host.page, again, 'Guest 2');
      if (game === 'Zaibatsu') {
        // The guest's own tab reloaded: the invite is spent, and it says so.
        await again.reload();
        await waitForApp(again);
        await again.getByRole('alert').filter({ hasText: 'was reloaded' }).waitFor();
        await again.getByText('New invite for the same seat').waitFor();
        await shot(again, 'zaibatsu-guest-reloaded-390');
        const hostRow = deviceRow(host.page, 'Guest 2');
        await hostRow.getByRole('alert').filter({ hasText: /^Away: / }).waitFor({ timeout: 30_000 });
        await hostRow.getByRole('button', { name: 'New invite for the same seat' }).click();
        await join(host.page, again, 'Guest 2');
      }
      const moves = toEnd
        ? await playToEnd([host.page, again])
        : await play([host.page, again], { until: async ([, moved]) => moved >= 3 });
      assert.ok(moves[1] > 0, `the guest moved on: ${moves}`);
      await shot(again, `${game}-guest-${toEnd ? 'end' : 'on'}-390`);
      assertAudited(await saveCode(host.page), [first, await recording(again, 'Guest 2 last page')]);
    });
  });
}

/** A host and one recorded guest phone (see devices.mjs' withDevices). */
async function withGuest(run) {
  await withDevices(1, async (host, [guest]) => {
    await record(guest);
    await run(host, guest);
  });
}
