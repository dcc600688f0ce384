// The invite panel of a game, between two devices over a real WebRTC data channel:
// a host browser context starts a game with a seat "Human, own device" and a guest
// context opens its invite. What the panel does with replies (pasted, opened as a
// link on the host device, refused when wrong, read by the camera) and which
// servers it asks the browser to use (none, unless set-up chose "Friends on other
// networks"). Playing whole games is devices-games.net.mjs'. Runs only inside the
// network namespace of tests/browser/netns.sh (no STUN, no outside address): see
// scripts/test.sh. SHOTS=/some/dir saves screenshots of each step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, requireNetns, startServer, untilShown, waitForApp, NET_CHROMIUM_ARGS, TEST_TIMEOUT } from './harness.mjs';

requireNetns();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const GUEST = 'Guest 2';
const PUBLIC_STUN = 'stun:stun.l.google.com:19302';

async function shot(page, name) {
  if (!process.env.SHOTS) return;
  mkdirSync(process.env.SHOTS, { recursive: true });
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Records the ICE servers of every RTCPeerConnection a page makes, then makes it
 * with none: a test never reaches a server, whatever the app asked for.
 */
function recordIceServers() {
  const Real = window.RTCPeerConnection;
  window.iceServersAsked = [];
  window.RTCPeerConnection = function (config = {}, ...rest) {
    window.iceServersAsked.push(JSON.parse(JSON.stringify(config.iceServers ?? [])));
    return new Real({ ...config, iceServers: [] }, ...rest);
  };
  window.RTCPeerConnection.prototype = Real.prototype;
}

/** Server, one Chromium, a host and a guest page; `run` gets them, then all closes. */
async function withDevices(hostOptions, guestOptions, run, { args = [] } = {}) {
  const server = await startServer();
  const browser = await launchBrowser({ args: [...NET_CHROMIUM_ARGS, ...args] });
  try {
    const host = await browser.newPage(hostOptions);
    const guest = await browser.newPage(guestOptions);
    for (const device of [host, guest]) await device.context.addInitScript(recordIceServers);
    await host.page.goto(server.url);
    await waitForApp(host.page);
    await run({ host, guest, server });
    assert.deepEqual(host.problems.all(), []);
    assert.deepEqual(guest.problems.all(), []);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Set-up of a two-player Zaibatsu whose second seat plays on another device. */
async function setUp(page) {
  await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
  await seats(page);
}

async function seats(page) {
  await page.getByLabel('Number of players').selectOption('2');
  await page.getByLabel('Seat 2 player').selectOption({ label: 'Human, own device' });
  await page.getByLabel('Seat 2 name').fill(GUEST);
  await page.getByLabel('Game number (optional)').fill('7');
}

async function start(page) {
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
}

/** The guest's row on the host's "Players on other devices" panel. */
const seatRow = (page) => page.locator('.device').filter({ has: page.getByRole('heading', { name: GUEST, exact: true }) });

const codeOf = (link) => link.slice(link.lastIndexOf('/') + 1);

/** The host's invite link, once the invite is made. */
async function inviteLink(page) {
  const field = seatRow(page).getByRole('textbox', { name: 'The invite link' });
  await field.waitFor();
  const link = await field.inputValue();
  assert.match(link, /\/boardroom\/#join\/[A-Za-z0-9_-]+$/);
  return link;
}

/** Opens the invite on the guest and returns its reply link. */
async function replyLink(page, invite) {
  await page.goto(invite);
  await waitForApp(page);
  const field = page.getByRole('textbox', { name: 'The reply link' });
  await field.waitFor();
  const link = await field.inputValue();
  assert.match(link, /\/boardroom\/#reply\/[A-Za-z0-9_-]+$/);
  return link;
}

/** Both ends say they are connected: the host's row, the guest's board. */
async function connected(host, guest) {
  await guest.locator('.board-area').waitFor({ timeout: 30_000 });
  await seatRow(host).getByText(/^Connected: /).waitFor();
}

/** Whether an invite code asks the guest to use the public STUN server (bit 3 of byte 1). */
const asksForStun = (code) => (Buffer.from(code, 'base64url')[1] & 8) !== 0;

const iceServersAsked = (page) => page.evaluate(() => window.iceServersAsked);

test('a guest joins by invite link, the host pastes the reply link, and both are connected', TEST_TIMEOUT, async () => {
  await withDevices(DESKTOP, PHONE, async ({ host, guest }) => {
    await setUp(host.page);
    await start(host.page);
    const invite = await inviteLink(host.page);
    // Each link to pass on has its QR code (drawn by the codecs the page was handed).
    await seatRow(host.page).getByRole('img', { name: 'QR code of the invite link' }).waitFor();
    await shot(host.page, 'host-invite-1280');
    const opened = Date.now();
    const reply = await replyLink(guest.page, invite);
    await guest.page.getByRole('img', { name: 'QR code of the reply link' }).waitFor();
    await shot(guest.page, 'guest-reply-390');
    await seatRow(host.page).getByLabel(/Paste the reply/).fill(reply);
    await connected(host.page, guest.page);
    const ms = Date.now() - opened;
    // Figures for the report (see the issue): code lengths and time to connect.
    console.log(
      `invite code ${codeOf(invite).length} chars, reply code ${codeOf(reply).length} chars, ` +
        `invite opened to guest's board ${ms} ms`,
    );
    assert.ok(codeOf(invite).length <= 200);
    await shot(host.page, 'host-connected-1280');
  });
});

test('a reply link opened on the host device reaches the hosting tab', TEST_TIMEOUT, async () => {
  await withDevices(PHONE, PHONE, async ({ host, guest }) => {
    await setUp(host.page);
    await start(host.page);
    await shot(host.page, 'host-invite-390');
    const reply = await replyLink(guest.page, await inviteLink(host.page));
    // The host's device opens the reply link in a new tab of the same browser.
    const tab = await host.context.newPage();
    await tab.goto(reply);
    await tab.getByRole('status').filter({ hasText: 'Sent to the game on this device' }).waitFor();
    await shot(tab, 'host-reply-tab-390');
    await connected(host.page, guest.page);
  });
});

test('a wrong reply is refused with what to do, and the right one still connects', TEST_TIMEOUT, async () => {
  await withDevices(DESKTOP, DESKTOP, async ({ host, guest }) => {
    await setUp(host.page);
    await start(host.page);
    const invite = await inviteLink(host.page);
    const row = seatRow(host.page);
    const field = row.getByLabel(/Paste the reply/);
    const connect = row.getByRole('button', { name: 'Connect' });
    // The invite itself, pasted back by mistake.
    await field.fill(invite);
    await connect.click();
    await row.getByRole('alert').filter({ hasText: 'This is an invite, not a reply' }).waitFor();
    // A reply cut short.
    const reply = await replyLink(guest.page, invite);
    await field.fill(codeOf(reply).slice(0, 60));
    await connect.click();
    await row.getByRole('alert').filter({ hasText: 'damaged or cut short' }).waitFor();
    await shot(host.page, 'host-wrong-reply-1280');
    await field.fill(codeOf(reply));
    await connected(host.page, guest.page);
  });
});

test('a reply from a device that has gone: the host says the devices could not meet, and what to try', TEST_TIMEOUT, async () => {
  await withDevices(DESKTOP, PHONE, async ({ host, guest }) => {
    await setUp(host.page);
    await start(host.page);
    const reply = await replyLink(guest.page, await inviteLink(host.page));
    await guest.context.close();
    // The host's twenty seconds of waiting for the channel, on its clock moved on.
    await host.page.clock.install();
    await seatRow(host.page).getByLabel(/Paste the reply/).fill(reply);
    const failed = seatRow(host.page).getByRole('alert').filter({ hasText: 'could not reach each other' });
    await untilShown(host.page, failed);
    for (const what of ['same Wi-Fi', "hotspot", 'Friends on other networks']) {
      assert.ok((await failed.textContent()).includes(what), what);
    }
    await shot(host.page, 'host-no-way-1280');
    // And a new invite can be made at once.
    await seatRow(host.page).getByRole('button', { name: 'Make a new invite' }).click();
    await inviteLink(host.page);
  });
});

test('a reply link with no hosting tab says where to take it', TEST_TIMEOUT, async () => {
  await withDevices(DESKTOP, PHONE, async ({ host, guest }) => {
    await setUp(host.page);
    await start(host.page);
    const reply = await replyLink(guest.page, await inviteLink(host.page));
    // Another browser context: no tab there hosts this game.
    const other = await guest.context.browser().newContext(PHONE);
    const tab = await other.newPage();
    await tab.goto(reply);
    await tab.getByRole('alert').filter({ hasText: 'No game on this device is waiting' }).waitFor();
    await shot(tab, 'reply-nobody-390');
    await other.close();
  });
});

test('set-up offers "Friends on other networks" for own-device seats, off by default: its invites use no server', TEST_TIMEOUT, async () => {
  await withDevices(PHONE, PHONE, async ({ host, guest }) => {
    await host.page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    const option = host.page.getByRole('checkbox', { name: 'Friends on other networks' });
    // Only a seat on another device needs it.
    assert.equal(await option.count(), 0);
    await seats(host.page);
    await option.waitFor();
    assert.equal(await option.isChecked(), false);
    // The server is named, with what it cannot do.
    const networks = host.page.locator('fieldset.networks');
    await networks.getByText('stun.l.google.com').waitFor();
    await networks.getByText(/Some mobile networks cannot connect this way/).waitFor();
    await networks.getByText(/TURN server of your own/).waitFor();
    assert.equal(await host.page.getByLabel('Your TURN server (optional)').isVisible(), false, 'relay fields only when on');
    await shot(host.page, 'setup-networks-off-390');
    await start(host.page);
    const invite = await inviteLink(host.page);
    assert.equal(asksForStun(codeOf(invite)), false);
    assert.deepEqual(await iceServersAsked(host.page), [[]], 'the invite asked for no server');
    await replyLink(guest.page, invite);
    assert.deepEqual(await iceServersAsked(guest.page), [[]], 'the guest asked for no server');
  });
});

test('with "Friends on other networks" on, invites carry the STUN server and the relay to the browser', TEST_TIMEOUT, async () => {
  await withDevices(DESKTOP, PHONE, async ({ host, guest }) => {
    await setUp(host.page);
    await host.page.getByRole('checkbox', { name: 'Friends on other networks' }).check();
    // A relay's address must be one.
    await host.page.getByLabel('Your TURN server (optional)').fill('relay.example.org');
    await host.page.getByRole('button', { name: 'Start game' }).click();
    await host.page.getByRole('alert').filter({ hasText: 'starts with turn:' }).waitFor();
    // An address inside the test network: nothing is ever sent to it either.
    await host.page.getByLabel('Your TURN server (optional)').fill('turn:10.199.0.9:3478');
    await host.page.getByLabel('Its user name').fill('ana');
    await host.page.getByLabel('Its password').fill('s3cret');
    await shot(host.page, 'setup-networks-on-1280');
    await start(host.page);
    const invite = await inviteLink(host.page);
    assert.equal(asksForStun(codeOf(invite)), true, 'the invite tells the guest to use the STUN server');
    assert.deepEqual(await iceServersAsked(host.page), [
      [{ urls: PUBLIC_STUN }, { urls: 'turn:10.199.0.9:3478', username: 'ana', credential: 's3cret' }],
    ]);
    // After a reload the game's invites use the same servers.
    await host.page.reload();
    await waitForApp(host.page);
    await inviteLink(host.page);
    assert.deepEqual((await iceServersAsked(host.page))[0][0], { urls: PUBLIC_STUN });
    // The guest uses the STUN server, not the host's relay (its password stays on the host).
    const reply = await replyLink(guest.page, await inviteLink(host.page));
    assert.deepEqual(await iceServersAsked(guest.page), [[{ urls: PUBLIC_STUN }]]);
    await seatRow(host.page).getByLabel(/Paste the reply/).fill(reply);
    await connected(host.page, guest.page);
  });
});

// ---- The camera scan --------------------------------------------------------------

const FRAME = { width: 640, height: 480 };

/**
 * The reply's QR code as the guest's page draws it (the app's own SVG), as one
 * frame of a Y4M video for Chromium's fake camera: the code 420 pixels wide in
 * the middle of a white picture, grey only (the colour planes flat).
 */
async function replyVideo(guest) {
  const luma = await guest.locator('.net-code .qr svg').evaluate(async (svg, { width, height }) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.outerHTML)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, (width - 420) / 2, (height - 420) / 2, 420, 420);
    const { data } = context.getImageData(0, 0, width, height);
    return Array.from({ length: width * height }, (_, i) => data[4 * i + 1]);
  }, FRAME);
  const { width, height } = FRAME;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420\nFRAME\n`);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([header, Buffer.from(luma), chroma]);
}

test('the host scans the reply with the camera: with no BarcodeDetector, the app\'s own decoder reads it', TEST_TIMEOUT, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'boardroom-camera-'));
  const video = join(dir, 'camera.y4m');
  // A blank picture until the reply exists; the camera reads the file when it opens.
  const blank = Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${FRAME.width} H${FRAME.height} F10:1 Ip A1:1 C420\nFRAME\n`),
    Buffer.alloc(FRAME.width * FRAME.height, 235),
    Buffer.alloc((FRAME.width / 2) * (FRAME.height / 2) * 2, 128),
  ]);
  writeFileSync(video, blank);
  const camera = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`];
  try {
    await withDevices(
      PHONE,
      PHONE,
      async ({ host, guest, server }) => {
        await setUp(host.page);
        await start(host.page);
        await replyLink(guest.page, await inviteLink(host.page));
        writeFileSync(video, await replyVideo(guest.page));
        assert.equal(await host.page.evaluate(() => 'BarcodeDetector' in window), false, 'headless Chromium on Linux has no detector');
        const row = seatRow(host.page);
        await row.getByRole('button', { name: 'Scan the reply' }).click();
        await row.locator('.scan video').waitFor();
        await shot(host.page, 'host-scan-390');
        await connected(host.page, guest.page);
        // Our decoder was fetched, when the camera opened and not before.
        assert.ok(server.requests.some((p) => p.endsWith('/scan/qr-decode.js')), 'the decoder was loaded');
        await shot(host.page, 'host-scanned-390');
      },
      { args: camera },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the page loads neither the scan nor its decoder before the camera opens, and the offline worker keeps both', TEST_TIMEOUT, async () => {
  await withDevices(DESKTOP, DESKTOP, async ({ host, server }) => {
    // The page's own requests: the worker fetches every file to keep, in the background.
    const asked = [];
    host.page.on('request', (r) => asked.push(r.url()));
    await host.page.reload();
    await waitForApp(host.page);
    await setUp(host.page);
    await start(host.page);
    await inviteLink(host.page);
    assert.deepEqual(asked.filter((url) => url.includes('/scan/')), []);
    assert.equal(await host.page.evaluate(() => 'boardroomScan' in window), false);
    const worker = await (await fetch(`${server.url}sw.js`)).text();
    assert.match(worker, /"\.\/scan\/scan\.js"/);
    assert.match(worker, /"\.\/scan\/qr-decode\.js"/);
  });
});
