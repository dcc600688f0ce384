// One-off screenshots of play by message (not committed).
import { launchBrowser, startServer, waitForApp } from './harness.mjs';
import { hostGame, PHONE, DESKTOP } from './devices.mjs';
const out = '/work/notes/shots26';
const MOVE = '.board-area .my-move button:enabled:not(.guide-skip):visible';
for (const scheme of ['light', 'dark']) {
  for (const [size, opts0] of [['390', PHONE], ['1280', DESKTOP]]) {
    const server = await startServer();
    const browser = await launchBrowser();
    const opts = { ...opts0, colorScheme: scheme };
    const k = (await browser.newPage(opts)).page;
    const p = (await browser.newPage(opts)).page;
    await k.goto(server.url);
    await waitForApp(k);
    await hostGame(k, 'Zaibatsu', 3, { 2: 'Human, by message', 3: 'Computer: Easy' }, '31', { 1: 'Ana', 2: 'Bo' });
    await k.waitForTimeout(600);
    await k.screenshot({ path: `${out}/keeper-start-${size}-${scheme}.png` });
    await k.getByRole('button', { name: 'Seat link for Bo', exact: true }).click();
    await k.waitForTimeout(300);
    await k.locator('.seat-post').scrollIntoViewIfNeeded();
    await k.screenshot({ path: `${out}/keeper-seatlink-${size}-${scheme}.png` });
    const seat = await k.getByRole('textbox', { name: 'The seat link' }).inputValue();
    await p.goto(seat);
    await waitForApp(p);
    await p.screenshot({ path: `${out}/seat-intro-${size}-${scheme}.png` });
    // Keeper moves until Bo is to play.
    for (let i = 0; i < 20; i++) {
      if (await k.getByText(/Bo to play by message/).count()) break;
      const m = k.locator(MOVE);
      if (await m.count()) await m.first().click();
      await k.waitForTimeout(300);
    }
    await k.waitForTimeout(600);
    await k.screenshot({ path: `${out}/keeper-waiting-${size}-${scheme}.png` });
    const table = await k.getByRole('textbox', { name: 'The table link' }).inputValue();
    await p.goto(table);
    await waitForApp(p);
    await p.waitForTimeout(600);
    await p.screenshot({ path: `${out}/seat-turn-${size}-${scheme}.png` });
    await p.locator(MOVE).first().click();
    await p.waitForTimeout(600);
    await p.screenshot({ path: `${out}/seat-moved-${size}-${scheme}.png` });
    await browser.close();
    await server.close();
  }
}
console.log('shots done');
