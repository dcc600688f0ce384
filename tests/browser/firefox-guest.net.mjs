// A guest in Firefox ESR joins a host in Chromium over WebRTC and they play a
// whole game of Zaibatsu to the final standings, each on their own screen. The
// guest is driven through engines.mjs (puppeteer-core over WebDriver BiDi), the
// host as in the other devices*.net.mjs tests. Runs only inside the network
// namespace of tests/browser/netns.sh (no STUN, no outside address).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { requireNetns } from './harness.mjs';
import { deviceRow, hostGame, inviteLink, moveIfAny, withDevices } from './devices.mjs';
import { openEngine } from './engines.mjs';

requireNetns();

/** Page script: the value of the text box whose label or name speaks of the reply link. */
function replyLink() {
  for (const box of document.querySelectorAll('input, textarea')) {
    const label = box.labels?.[0]?.textContent ?? '';
    if (/reply link/i.test(`${box.getAttribute('aria-label') ?? ''} ${label}`) && box.value) return box.value;
  }
  return '';
}

/** Page script: marks the guest's first move on its board ("" when it has none) or says "end". */
function guestMove() {
  if ([...document.querySelectorAll('h2')].some((h) => h.textContent.trim() === 'Final standings')) return 'end';
  const skip = /^(One |Raise|Lower|Tick )/;
  const move = [...document.querySelectorAll('.board-area .my-move button:not([disabled]):not(.guide-skip)')].find(
    (b) => b.getClientRects().length && !skip.test(b.getAttribute('aria-label') ?? ''),
  );
  if (!move) return '';
  move.setAttribute('data-engine-pick', '1');
  return document.querySelector('.board-area').innerHTML;
}

test('a Firefox guest joins a Chromium host and they play Zaibatsu to the end', { timeout: 600_000 }, async () => {
  await withDevices(0, async (host) => {
    await hostGame(host.page, 'Zaibatsu', 2, { 1: 'Human', 2: 'Human, own device' }, '5');
    const link = await inviteLink(host.page, 'Guest 2');
    const guest = await openEngine('firefox', { width: 390, height: 844 });
    // The devices' server adds no recorder to its pages: puppeteer's own events.
    const problems = [];
    guest.page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
    guest.page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    try {
      console.log(`# guest: ${guest.version}`);
      const started = Date.now();
      await guest.goto(link);
      const reply = await guest.waitFor(replyLink, [], { what: 'the reply link' });
      await deviceRow(host.page, 'Guest 2').getByLabel(/Paste the reply/).fill(reply);
      await guest.waitFor(() => !!document.querySelector('.board-area'), [], { what: "the guest's board" });
      console.log(`# invite opened to the guest's board in ${Date.now() - started} ms`);
      await deviceRow(host.page, 'Guest 2').getByText('Playing on their device.').waitFor();

      let guestMoves = 0;
      for (let round = 0; round < 3000; round++) {
        const hostOver = await host.page.getByRole('heading', { name: 'Final standings' }).isVisible();
        const seen = await guest.run(guestMove);
        if (hostOver && seen === 'end') break;
        let moved = false;
        if (seen && seen !== 'end') {
          await guest.clickCss('[data-engine-pick]');
          // Moved when the board is drawn anew, after the host's answer.
          await guest.waitFor((old) => document.querySelector('.board-area')?.innerHTML !== old, [seen], {
            what: "the host's answer",
          });
          guestMoves++;
          moved = true;
        }
        if (await moveIfAny(host.page)) moved = true;
        if (!moved) await new Promise((ok) => setTimeout(ok, 100));
      }
      assert.ok(guestMoves > 0, 'the guest moved');
      await guest.waitFor(() => [...document.querySelectorAll('h2')].some((h) => h.textContent.trim() === 'Final standings'));
      assert.deepEqual(problems, []);
    } finally {
      await guest.close();
    }
  });
});
