// One-off screenshots (not committed).
import { launchBrowser, startServer, waitForApp, NET_CHROMIUM_ARGS } from './harness.mjs';
import { hostGame, join, deviceRow, play, hasTurn, PHONE } from './devices.mjs';
const out = '/work/notes/shots29';
for (const scheme of ['light', 'dark']) {
  const server = await startServer();
  const browser = await launchBrowser({ args: NET_CHROMIUM_ARGS });
  const opts = { ...PHONE, colorScheme: scheme };
  const host = await browser.newPage(opts);
  const guest = await browser.newPage(opts);
  await host.page.goto(server.url);
  await waitForApp(host.page);
  await hostGame(host.page, 'Zaibatsu', 3, { 1: 'Human', 2: 'Human, own device', 3: 'Computer: Easy' }, '12');
  await host.page.waitForTimeout(600);
  await host.page.screenshot({ path: `${out}/host-start-${scheme}.png` });
  await join(host.page, guest.page, 'Guest 2');
  await host.page.waitForTimeout(300);
  await deviceRow(host.page, 'Guest 2').scrollIntoViewIfNeeded();
  await host.page.screenshot({ path: `${out}/host-connected-${scheme}.png` });
  await play([host.page, guest.page], { until: () => hasTurn(guest.page) });
  await host.page.reload();
  await waitForApp(host.page);
  await guest.page.getByRole('alert').filter({ hasText: 'The link to the host was lost' }).waitFor();
  await guest.page.waitForTimeout(300);
  await guest.page.screenshot({ path: `${out}/guest-lost-${scheme}.png` });
  await host.page.waitForTimeout(600);
  await host.page.screenshot({ path: `${out}/host-reloaded-${scheme}.png` });
  await join(host.page, guest.page, 'Guest 2');
  await guest.page.close();
  await deviceRow(host.page, 'Guest 2').getByRole('alert').waitFor();
  await host.page.waitForTimeout(600);
  await host.page.screenshot({ path: `${out}/host-away-${scheme}.png` });
  await browser.close();
  await server.close();
}
console.log('shots done');
