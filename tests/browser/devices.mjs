// What the several-devices tests (devices*.net.mjs) share: a host and guest
// devices in one Chromium, setting up a game with seats on other devices,
// joining by invite, playing through each screen, and recording what a guest
// receives for the native audit (examples/net_audit.rs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { launchBrowser, startServer, waitForApp, writeVarint, NET_CHROMIUM_ARGS, REPO_ROOT } from './harness.mjs';
import { sealOffer } from './moves.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };

export async function shot(page, name) {
  if (!process.env.SHOTS) return;
  mkdirSync(process.env.SHOTS, { recursive: true });
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` });
}

/**
 * The host sets up a game: `seats` maps a seat number to its set-up choice;
 * `names` to a name (a seat on another device is "Guest N" unless named).
 */
export async function hostGame(page, game, players, seats, seed, names = {}) {
  await page.getByRole('link', { name: `New game of ${game}` }).click();
  await page.getByLabel('Number of players').selectOption(String(players));
  for (const [seat, label] of Object.entries(seats)) {
    await page.getByLabel(`Seat ${seat} player`).selectOption({ label });
    if (label === 'Human, own device') await page.getByLabel(`Seat ${seat} name`).fill(`Guest ${seat}`);
  }
  for (const [seat, name] of Object.entries(names)) await page.getByLabel(`Seat ${seat} name`).fill(name);
  await page.getByLabel('Game number (optional)').fill(seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
}

/** The host's row for the device of the seat called `name`. */
export function deviceRow(host, name) {
  return host.locator('.device').filter({ has: host.getByRole('heading', { name, exact: true }) });
}

/** The invite link the host's row for `name` shows, once made. */
export async function inviteLink(host, name) {
  const invite = deviceRow(host, name).getByRole('textbox', { name: 'The invite link' });
  await invite.waitFor();
  return invite.inputValue();
}

/**
 * A guest joins the seat called `name`: the invite link opened on the guest's
 * page, its reply pasted on the host. Returns the milliseconds from opening the
 * invite to the guest's board.
 */
export async function join(host, guest, name) {
  const device = deviceRow(host, name);
  const link = await inviteLink(host, name);
  const opened = Date.now();
  await guest.goto(link);
  await waitForApp(guest);
  const reply = guest.getByRole('textbox', { name: 'The reply link' });
  await reply.waitFor();
  await device.getByLabel(/Paste the reply/).fill(await reply.inputValue());
  await guest.locator('.board-area').waitFor({ timeout: 30_000 });
  const ms = Date.now() - opened;
  await device.getByText(/^Connected: /).waitFor();
  return ms;
}

/** How many lines the page's log shows. */
export const logLines = (page) => page.locator('.log-lines li').count();

/** A control that makes a move, on the board's "my move" part. */
const MOVE =
  '.board-area .my-move button:enabled:not(.guide-skip):not([aria-label^="One "]):not([aria-label^="Raise"]):not([aria-label^="Lower"]):not([aria-label^="Tick "]):visible';

/** Whether the player whose screen this is has a move to make now. */
export const hasTurn = async (page) => (await page.locator(MOVE).count()) > 0;

/** Waits until the player whose screen this is has a move to make. */
export async function turn(page) {
  await page.locator(MOVE).first().waitFor({ timeout: 30_000 });
}

/**
 * One move of the player whose screen this is, if it has one now: the first
 * enabled control of the board's "my move" part (Mundus Novus' sealed offer is a
 * form: cards ticked, then sealed). Returns whether it moved.
 */
export async function moveIfAny(page) {
  const seal = page.getByRole('button', { name: 'Seal my offer' });
  if (await seal.isVisible()) {
    await sealOffer(page);
    return true;
  }
  const move = page.locator(MOVE);
  if (!(await move.count())) return false;
  const before = await page.locator('.board-area').innerHTML();
  await move.first().click();
  // Moved when the board is drawn anew (on a guest, after the host's answer).
  await page.waitForFunction((old) => document.querySelector('.board-area')?.innerHTML !== old, before, {
    timeout: 30_000,
  });
  return true;
}

const over = (page) => page.getByRole('heading', { name: 'Final standings' }).isVisible();

/**
 * Everyone plays until `until()` says so (by default, until every screen shows
 * the final standings); returns the number of moves made on each screen.
 */
export async function play(pages, { until = async () => (await Promise.all(pages.map(over))).every(Boolean) } = {}) {
  const moves = pages.map(() => 0);
  for (let round = 0; round < 3000; round++) {
    if (await until(moves)) return moves;
    let moved = false;
    for (const [i, page] of pages.entries()) {
      if (await moveIfAny(page)) {
        moves[i]++;
        moved = true;
      }
    }
    if (!moved) await pages[0].waitForTimeout(100);
  }
  throw new Error(`no end after 3000 rounds: ${moves}`);
}

export const playToEnd = (pages) => play(pages);

/**
 * A host at desktop width and guest devices (phones unless `guests` gives each
 * one's context options) in one Chromium; `run(host, guests)`, then every
 * device must have had no console error, page error or failed request.
 */
export async function withDevices(guests, run) {
  const kinds = typeof guests === 'number' ? Array(guests).fill(PHONE) : guests;
  const server = await startServer();
  const browser = await launchBrowser({ args: NET_CHROMIUM_ARGS });
  try {
    const host = await browser.newPage(DESKTOP);
    const devices = [];
    for (const options of kinds) devices.push(await browser.newPage(options));
    await host.page.goto(server.url);
    await waitForApp(host.page);
    await run(host, devices);
    for (const d of [host, ...devices]) assert.deepEqual(d.problems.all(), []);
  } finally {
    await browser.close();
    await server.close();
  }
}

// ---- Recording what a guest receives ------------------------------------------------

/**
 * Runs in a guest's page before the app (`context.addInitScript`): wraps the
 * data channel so that every message the page receives is kept (base64, in
 * order) and every one it sends too, and keeps the channel to send forged
 * messages down. With `cards` (a pattern), the screen's lines that match it are
 * kept each time a message arrives, before the app reads it: they show what the
 * messages so far put on the screen, but for the parts `skip` selects. With
 * `protocol`, the hello this page sends claims that protocol and build 9.9.9
 * (another version of the app).
 */
function recorder({ cards = null, skip = null, protocol = null }) {
  const b64 = (bytes) => {
    let s = '';
    for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
    return btoa(s);
  };
  const pattern = cards && new RegExp(cards);
  const net = { received: [], sent: [], dom: [], channel: null };
  window.__net = net;
  net.snap = () => {
    if (!pattern || !document.body) return;
    const lines = [];
    const shown = (el) => !skip || !el?.closest(skip);
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode()) {
      if (pattern.test(t.data) && shown(t.parentElement)) lines.push(t.data);
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (shown(el)) for (const a of el.attributes) if (pattern.test(a.value)) lines.push(a.value);
    }
    const text = lines.join('\n');
    // A screen counts from the message count it was read at until the next one.
    if (net.dom.at(-1)?.text !== text) net.dom.push({ n: net.received.length, text });
  };
  const proto = RTCDataChannel.prototype;
  const onmessage = Object.getOwnPropertyDescriptor(proto, 'onmessage');
  Object.defineProperty(proto, 'onmessage', {
    configurable: true,
    enumerable: onmessage.enumerable,
    get() {
      return onmessage.get.call(this);
    },
    set(handler) {
      if (typeof handler !== 'function') return onmessage.set.call(this, handler);
      net.channel = this;
      onmessage.set.call(this, function (ev) {
        net.snap();
        if (ev.data instanceof ArrayBuffer) net.received.push(b64(new Uint8Array(ev.data)));
        return handler.call(this, ev);
      });
    },
  });
  const send = proto.send;
  proto.send = function (data) {
    let bytes = ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice() : null;
    // A hello is [0, protocol, build length, build..., 8 token bytes].
    if (bytes && protocol !== null && bytes[0] === 0) {
      const build = [...'9.9.9'].map((c) => c.charCodeAt(0));
      bytes = new Uint8Array([0, protocol, build.length, ...build, ...bytes.slice(3 + bytes[2])]);
      data = bytes;
    }
    if (bytes) net.sent.push(b64(bytes));
    return send.call(this, data);
  };
}

/**
 * Detroit Motors' cards as the board names them ("Railroad 7"), for `record`;
 * the key to the cards shows a sample card (Railroad 2) that is no one's.
 */
export const DETROIT = { cards: '(Auto Workers|City Hall|Port Authority|Railroad|Supplier) \\d', skip: '.dm-key' };

/** Records every page `device` opens from now on (see `recorder`). */
export async function record(device, options = {}) {
  await device.context.addInitScript(recorder, options);
}

/** What a recorded page received, with its screens read once more now. */
export async function recording(page, name) {
  const { received, dom } = await page.evaluate(() => {
    window.__net.snap();
    return { received: window.__net.received, dom: window.__net.dom };
  });
  return { name, received, dom };
}

/** Sends raw bytes from a recorded guest page down its data channel. */
export async function sendRaw(page, bytes) {
  await page.evaluate((b) => window.__net.channel.send(new Uint8Array(b)), [...bytes]);
}

/** The bytes a recorded page sent, oldest first. */
export async function sent(page) {
  const all = await page.evaluate(() => window.__net.sent);
  return all.map((m) => Buffer.from(m, 'base64'));
}

/** A postcard varint at `at`: [value, next position]. */
export function varint(bytes, at = 0) {
  let value = 0;
  for (let shift = 1; ; shift *= 128) {
    const b = bytes[at++];
    value += (b & 0x7f) * shift;
    if (b < 0x80) return [value, at];
  }
}

/** The host's messages are `ToSeat`: 3 is a screen (`Update`). */
export const UPDATE = 3;

/**
 * The screens a recorded page was sent, and the move the last one is at (a
 * screen is [3, moves, ...]: its first field is the move number).
 */
export async function screens(page) {
  const all = await page.evaluate(() => window.__net.received);
  const updates = all.map((m) => Buffer.from(m, 'base64')).filter((b) => b[0] === UPDATE);
  const last = updates.at(-1);
  // Every caller's page was sent its table: none found means UPDATE is wrong.
  if (!last) throw new Error(`no screen among ${all.length} messages: is UPDATE ToSeat::Update's index?`);
  return { count: updates.length, moves: varint(last, 1)[0] };
}

/** A guest's Act message: the move it answers, then the action's bytes. */
export function act(moves, action) {
  return [1, ...writeVarint(moves), ...writeVarint(action.length), ...action];
}

/** The save code of the host's game, from its Share panel. */
export async function saveCode(host) {
  await host.getByRole('button', { name: 'Share' }).click();
  const code = await host.locator('#share-code').inputValue();
  // Exactly: a guided game's "Close the guide" may be on screen too.
  await host.getByRole('button', { name: 'Close', exact: true }).click();
  return code;
}

/**
 * Checks recordings against the host's game natively (examples/net_audit.rs):
 * returns { ok, output }. NET_AUDIT_KEEP=/some/dir keeps each recording there.
 */
let audits = 0;
export function audit(save, devices) {
  const keep = process.env.NET_AUDIT_KEEP;
  const dir = keep ?? mkdtempSync(joinPath(tmpdir(), 'boardroom-audit-'));
  try {
    if (keep) mkdirSync(keep, { recursive: true });
    const file = joinPath(dir, `recording-${process.pid}-${++audits}.json`);
    writeFileSync(file, JSON.stringify({ save, devices }));
    const run = spawnSync('cargo', ['run', '--offline', '--quiet', '--example', 'net_audit', '--', file], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

/** The audit must pass; returns what it said. */
export function assertAudited(save, devices) {
  const { ok, output } = audit(save, devices);
  assert.ok(ok, `the audit failed:\n${output}`);
  for (const d of devices) {
    const name = d.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    assert.match(output, new RegExp(`^${name}: .* screens match the engine's view`, 'm'));
  }
  return output;
}
