// Invites and replies as people get them wrong (issue 29): the reply page says
// whose invite it is before anything else; a bad or misplaced reply is refused
// as it is pasted, naming whose it is; one invite opened on two phones, and one
// opened after the host left, are explained with their real cause; the host's
// own browser is warned before it takes a seat; a TURN address is checked at
// set-up. Runs only inside the network namespace of tests/browser/netns.sh.
// SHOTS=/some/dir saves the reply page and the invite panel at 390 px, light
// and dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requireNetns, untilShown, waitForApp } from './harness.mjs';
import { PHONE, deviceRow, hostGame, inviteLink, join, shot, withDevices } from './devices.mjs';

requireNetns();

const TIMEOUT = { timeout: 120_000 };

/** Zaibatsu for three: Ana on the host, Guest 2 and Guest 3 on their phones. */
const hostThree = (page) =>
  hostGame(page, 'Zaibatsu', 3, { 1: 'Human', 2: 'Human, own device', 3: 'Human, own device' }, '7', { 1: 'Ana' });

/** Opens an invite on `page` and returns its reply link, once made. */
async function replyTo(page, invite) {
  await page.goto(invite);
  await waitForApp(page);
  const field = page.getByRole('textbox', { name: 'The reply link' });
  await field.waitFor();
  return field.inputValue();
}

test('the reply page names the game, the seat and the host before anything else', TIMEOUT, async () => {
  await withDevices(2, async (host, [maria, bruno]) => {
    await hostThree(host.page);
    for (const [phone, seat] of [
      [maria, 'Guest 2'],
      [bruno, 'Guest 3'],
    ]) {
      await replyTo(phone.page, await inviteLink(host.page, seat));
      // The page's first two lines, before what to do with the reply.
      const first = await phone.page
        .locator('section.net-page')
        .evaluate((page) => [...page.children].slice(0, 2).map((c) => `${c.tagName} ${c.textContent}`));
      assert.deepEqual(first, ['H1 Join Zaibatsu', `P Your seat: ${seat} · invited by Ana`]);
      // A guest elsewhere is not told the invite is this device's own.
      assert.equal(await phone.page.getByText('made on this device').count(), 0);
    }
    await shot(maria.page, 'reply-page-390');
  });
});

test('a pasted reply is read at once: a damaged one is refused, and another seat\'s says whose it is', TIMEOUT, async () => {
  await withDevices(1, async (host, [bruno]) => {
    await hostThree(host.page);
    const reply = await replyTo(bruno.page, await inviteLink(host.page, 'Guest 3'));
    const row = deviceRow(host.page, 'Guest 2');
    const field = row.getByLabel(/Paste the reply/);
    // Pasted cut short: refused without pressing Connect.
    await field.fill(reply.slice(0, -20));
    await row.getByRole('alert').filter({ hasText: 'damaged or cut short' }).waitFor({ timeout: 5_000 });
    // Typed a character at a time, it is not called wrong while it is typed.
    await field.fill('');
    await field.pressSequentially('AbCd', { delay: 20 });
    await host.page.waitForTimeout(300);
    assert.equal(await row.getByRole('alert').count(), 0);
    // Guest 3's reply in Guest 2's invite.
    await field.fill(reply);
    await row
      .getByRole('alert')
      .filter({ hasText: "This is Guest 3's reply: paste it into Guest 3's invite." })
      .waitFor({ timeout: 5_000 });
    await shot(host.page, 'host-other-seat-reply-1280');
    // Where it belongs, it connects.
    await deviceRow(host.page, 'Guest 3').getByLabel(/Paste the reply/).fill(reply);
    await bruno.page.locator('.board-area').waitFor({ timeout: 30_000 });
  });
});

test('one invite opened on two phones: the second is told the invite was taken, not to change networks', TIMEOUT, async () => {
  await withDevices(2, async (host, [first, second]) => {
    await hostThree(host.page);
    const invite = await inviteLink(host.page, 'Guest 2');
    // The second phone's clock is moved on below rather than waited for.
    await second.page.clock.install();
    const late = await replyTo(second.page, invite);
    await join(host.page, first.page, 'Guest 2');
    // The second reply opened on the host's device, as a link.
    const tab = await host.context.newPage();
    await tab.goto(late);
    const refused = tab.getByRole('alert');
    await refused.filter({ hasText: 'The invite for Guest 2 was already taken by another device' }).waitFor();
    assert.doesNotMatch(await refused.textContent(), /No game on this device is waiting/);
    await shot(tab, 'reply-taken-1280');
    // The second phone is told what may have happened and what to do: while
    // it waits, or if its connection gives up (the host's device answered it,
    // so its network is not the cause).
    const told = second.page.getByText(
      /^(Still waiting\. If Ana already let another device in with this invite|The host's device answered, then stopped)/,
    );
    await untilShown(second.page, told);
    assert.match(await told.textContent(), /let another device in with this invite.*new invite for your seat/);
    assert.equal(await second.page.getByText(/Wi-Fi/).count(), 0);
    await shot(second.page, 'reply-second-phone-390');
  });
});

test('an invite opened after the host closed its tab: the phone says the host did not answer, and why that may be', TIMEOUT, async () => {
  await withDevices(1, async (host, [guest]) => {
    await hostThree(host.page);
    const invite = await inviteLink(host.page, 'Guest 2');
    await host.page.goto('about:blank');
    await guest.page.goto(invite);
    await waitForApp(guest.page);
    const failed = guest.page.getByRole('alert');
    await failed.waitFor({ timeout: 45_000 });
    const why = await failed.textContent();
    assert.match(why, /^The host's device did not answer\. If the host closed or reloaded the game, this invite no longer works/);
    assert.doesNotMatch(why, /could not reach each other/);
    await shot(guest.page, 'reply-host-gone-390');
  });
});

test('the host\'s own browser opening its invite is warned before it takes the seat, and may join anyway', TIMEOUT, async () => {
  await withDevices(0, async (host) => {
    await hostThree(host.page);
    const invite = await inviteLink(host.page, 'Guest 2');
    const tab = await host.context.newPage();
    await tab.goto(invite);
    await waitForApp(tab);
    await tab.getByRole('alert').filter({ hasText: 'This invite was made on this device: send it to the other player' }).waitFor();
    assert.equal(await tab.getByRole('textbox', { name: 'The reply link' }).count(), 0, 'no reply before the warning is answered');
    await shot(tab, 'reply-own-invite-1280');
    await tab.getByRole('button', { name: 'Join here anyway' }).click();
    await deviceRow(host.page, 'Guest 2').getByLabel(/Paste the reply/).fill(await tab.getByRole('textbox', { name: 'The reply link' }).inputValue());
    await tab.locator('.board-area').waitFor({ timeout: 30_000 });
  });
});

test('a TURN address with a space is refused at set-up, saying so', TIMEOUT, async () => {
  await withDevices(0, async (host) => {
    const page = host.page;
    await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    await page.getByLabel('Seat 2 player').selectOption({ label: 'Human, own device' });
    await page.getByRole('checkbox', { name: 'Friends on other networks' }).check();
    await page.getByLabel('Your TURN server (optional)').fill('turn:a b');
    await page.getByLabel('Its user name').fill('ana');
    await page.getByLabel('Its password').fill('s3cret');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('alert').filter({ hasText: 'The TURN server\'s address “turn:a b” has a space in it' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Players on other devices' }).count(), 0, 'no game started');
  });
});

for (const colorScheme of ['light', 'dark']) {
  test(`the reply page and the invite panel fit a phone (${colorScheme})`, TIMEOUT, async () => {
    const phone = { ...PHONE, colorScheme };
    await withDevices([phone, phone], async (host, [hostPhone, guest]) => {
      // The host on a phone too: its invite panel at 390 px.
      await hostPhone.page.goto(host.page.url());
      await waitForApp(hostPhone.page);
      await hostThree(hostPhone.page);
      const invite = await inviteLink(hostPhone.page, 'Guest 2');
      await deviceRow(hostPhone.page, 'Guest 2').scrollIntoViewIfNeeded();
      await shot(hostPhone.page, `invite-panel-390-${colorScheme}`);
      await replyTo(guest.page, invite);
      await shot(guest.page, `reply-page-390-${colorScheme}`);
      for (const page of [hostPhone.page, guest.page]) {
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(wide <= 390, `${wide} px wide`);
      }
    });
  });
}
