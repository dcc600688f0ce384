// A sealed choice stays sealed on the host's own screen: in Mundus Novus, a
// guest's offer arriving live over WebRTC before the host has sealed its own
// shows on the host only as "offer sealed", nowhere in what it offers, until
// every offer is in; the host may take back its own sealed offer while a
// third player still chooses (nobody's was revealed to it), and not after.
// Runs only inside the network namespace of tests/browser/netns.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requireNetns } from './harness.mjs';
import { hostGame, join, moveIfAny, withDevices } from './devices.mjs';
import { sealOffer } from './moves.mjs';

requireNetns();

/** The host's row of offers: each seat's line in the trade panel. */
const offers = (page) => page.locator('.mn-offers').innerText();

test("Mundus Novus live: a guest's sealed offer is not shown on the host's own screen", { timeout: 110_000 }, () =>
  withDevices(2, async ({ page: host }, [{ page: guest }, { page: cy }]) => {
    await hostGame(host, 'Mundus Novus', 3, { 1: 'Human', 2: 'Human, own device', 3: 'Human, own device' }, '41', {
      1: 'Ana',
      2: 'Bo',
      3: 'Cy',
    });
    await join(host, guest, 'Bo');
    await join(host, cy, 'Cy');
    const hostSeal = host.getByRole('button', { name: 'Seal my offer' });
    const guestSeal = guest.getByRole('button', { name: 'Seal my offer' });
    let checked = 0;
    const cySeal = cy.getByRole('button', { name: 'Seal my offer' });
    for (let round = 0; round < 80 && checked < 1; round++) {
      if ((await guestSeal.isVisible()) && (await hostSeal.isVisible()) && (await cySeal.isVisible())) {
        // Bo seals first, live; Ana has not sealed yet.
        await sealOffer(guest);
        await host.locator('.mn-offers li', { hasText: 'offer sealed' }).first().waitFor({ timeout: 20_000 });
        const seen = await host.locator('body').innerText();
        // Each seat's line says only whether it has sealed: no card of Bo's.
        const lines = (await offers(host)).split('\n').map((l) => l.trim()).filter(Boolean);
        for (const line of lines) assert.match(line, /offer sealed|choosing…|^(Ana|Bo|Cy|You)\b/, line);
        assert.ok(!/Bo seals an offer:|Bo offers /.test(seen), "the host's screen tells Bo's offer");
        // Ana seals and may take it back while Cy still chooses: nobody's
        // offer was revealed to her.
        await sealOffer(host);
        const takeBack = host.getByRole('button', { name: 'Take back' });
        await takeBack.waitFor({ timeout: 10_000 });
        await takeBack.click();
        await hostSeal.waitFor();
        await sealOffer(host);
        // Cy's offer reveals them all: Ana's own is no longer hers to take back.
        await sealOffer(cy);
        await host.waitForFunction(() => !/offer sealed|choosing/.test(document.querySelector('.mn-offers')?.innerText ?? ''), null, {
          timeout: 20_000,
        });
        assert.equal(await host.locator('.coach-bar button.take-back').count(), 0);
        checked++;
        continue;
      }
      const moved = (await moveIfAny(host)) | (await moveIfAny(guest)) | (await moveIfAny(cy));
      if (!moved) await host.waitForTimeout(100);
    }
    assert.equal(checked, 1, "a sealed step where the guest sealed first");
  }),
);
