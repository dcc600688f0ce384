// Played by ear (issue 68, item 11): a whole game of every title against
// computers, at its smallest table and Instant pace, found and played only
// through what a screen reader has: the accessibility tree (roles and names)
// and the keyboard (Tab, Enter, Space, arrows). No CSS selector, no mouse, no
// programmatic focus: the set-up form is filled by Tab and keys, the game is
// entered by the skip link, and each move is the first one Tab reaches from
// where focus landed after the computers' turn, which must be the player's
// decision. What the focus is comes from Chromium's own accessibility tree.
//
// The live regions are listened to as a screen reader does (what is added to
// a polite region after it is on the page), and a second test per title,
// named "… announced once, in order", checks that each outcome line the strip
// by the controls showed was announced in the turn it belongs to, once, in
// order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedBrowser, waitForApp } from './harness.mjs';

const TIMEOUT = { timeout: 120_000 };
const SEED = process.env.BY_EAR_SEED ?? '68';

/** Each title at its smallest table. */
const GAMES = [
  { id: 'zaibatsu', name: 'Zaibatsu', players: 2 },
  { id: 'detroit', name: 'Detroit Motors', players: 6 },
  { id: 'independents', name: 'The Last of the Independents', players: 3 },
  { id: 'mundus-novus', name: 'Mundus Novus', players: 2 },
];

/** Controls that do not make a move: the tools, steppers, the guide. */
const NOT_A_MOVE = /^(Skip the guide|Ask the coach|Take back|All news|Rules|Share|Dismiss|One |Raise|Lower|Tick )/;

/** Roles a keyboard user can act on: where focus must land for a decision. */
const CONTROLS = new Set(['button', 'checkbox', 'combobox', 'textbox', 'spinbutton', 'radio', 'link', 'DisclosureTriangle']);

const shared = sharedBrowser();

/**
 * Listens to the page's live regions as a screen reader does, from the page's
 * first line on: text added inside a region already on the page is heard;
 * a region that arrives with its text is not (an alert excepted).
 * `window.__heard` lists what was heard, in order, with the region's politeness.
 */
function listen() {
  const heard = (window.__heard = []);
  const regionOf = (node) => {
    for (let n = node; n && n.nodeType === 1; n = n.parentElement) {
      const live = n.getAttribute('aria-live');
      const role = n.getAttribute('role');
      if (live === 'off') return null;
      if (live || role === 'status' || role === 'log' || role === 'alert') return n;
    }
    return null;
  };
  const politeness = (r) => r.getAttribute('aria-live') ?? (r.getAttribute('role') === 'alert' ? 'assertive' : 'polite');
  new MutationObserver((records) => {
    for (const rec of records) {
      const target = rec.target.nodeType === 1 ? rec.target : rec.target.parentElement;
      const region = regionOf(target);
      const text = rec.type === 'characterData' ? rec.target.data : [...rec.addedNodes].map((n) => n.textContent).join(' ');
      if (region && text.trim()) heard.push({ politeness: politeness(region), text: text.trim() });
      else if (!region) {
        for (const n of rec.addedNodes) {
          if (n.nodeType === 1 && n.getAttribute('role') === 'alert' && n.textContent.trim()) {
            heard.push({ politeness: 'assertive', text: n.textContent.trim() });
          }
        }
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** The focused element as the accessibility tree has it: { role, name, checked, disabled }. */
async function focus(cdp) {
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement', objectGroup: 'ear' });
  try {
    if (!result.objectId) return { role: 'none', name: '' };
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
    const node = nodes.find((n) => !n.ignored) ?? nodes[0];
    const prop = (name) => node?.properties?.find((p) => p.name === name)?.value.value;
    return {
      role: node?.role?.value ?? 'none',
      name: node?.name?.value ?? '',
      checked: prop('checked') === 'true',
      expanded: prop('expanded'),
    };
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'ear' });
  }
}

const isFocused = (locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `back`) until `locator` has focus; fails if it
 * is not reached within `max` presses. Returns the presses.
 */
async function tabTo(page, locator, { back = false, max = 120, what = String(locator) } = {}) {
  await locator.waitFor();
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(locator)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${what} is not reached by ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Chooses `label` in the focused select box with the arrow keys. */
async function chooseWithKeys(page, select, label) {
  await page.keyboard.press('Home');
  for (let i = 0; i < 12; i++) {
    if ((await select.evaluate((s) => s.selectedOptions[0]?.label)) === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option "${label}" by the arrow keys`);
}

/** A new game of `game` against Easy computers at its smallest table, set up by keyboard from the home page. */
async function setUp(page, game) {
  await page.keyboard.press('Tab');
  assert.ok(await isFocused(page.getByRole('link', { name: 'Skip to the main content' })), 'the first Tab stop is the skip link');
  await tabTo(page, page.getByRole('link', { name: `New game of ${game.name}` }));
  await page.keyboard.press('Enter');
  const players = page.getByRole('combobox', { name: 'Number of players' });
  await tabTo(page, players);
  await chooseWithKeys(page, players, String(game.players));
  for (let seat = 2; seat <= game.players; seat++) {
    const who = page.getByRole('combobox', { name: `Seat ${seat} player` });
    await tabTo(page, who);
    await chooseWithKeys(page, who, 'Computer: Easy');
  }
  await tabTo(page, page.getByRole('textbox', { name: 'Game number (optional)' }));
  await page.keyboard.type(SEED);
  const guided = page.getByRole('checkbox', { name: /Guided game/ });
  await tabTo(page, guided);
  if (await guided.isChecked()) await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Start game' }));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: game.name }).waitFor();
  const pace = page.getByRole('combobox', { name: 'Computer pace' });
  await tabTo(page, pace);
  await chooseWithKeys(page, pace, 'Instant');
  // Back to the top of the page, and into the game by the skip link.
  await tabTo(page, page.getByRole('link', { name: 'Skip to the game' }), { back: true, max: 20 });
  await page.keyboard.press('Enter');
}

/**
 * Plays a whole game by ear. Returns what it measured: the player's turns, the
 * landings of focus that were not on a control, the most Tab presses from the
 * landing to the move, and each turn's strip and what was heard before it.
 */
async function playByEar(page, cdp, game) {
  const standings = page.getByRole('heading', { name: 'Final standings' });
  const status = page.getByRole('status').filter({ hasText: /(^|, )You to play/ });
  const seal = page.getByRole('button', { name: 'Seal my offer' });
  const tools = page.getByRole('group', { name: 'Your tools' });
  const record = { turns: 0, missed: [], tabs: 0, strips: [] };
  for (let turn = 0; turn < 400; turn++) {
    await standings.or(status).first().waitFor({ timeout: 30_000 });
    if (await standings.isVisible()) return record;
    // Focus goes to the decision once the board is drawn for it (a frame).
    let landed = await focus(cdp);
    for (let i = 0; i < 40 && !CONTROLS.has(landed.role); i++) {
      await page.waitForTimeout(25);
      landed = await focus(cdp);
    }
    if (!CONTROLS.has(landed.role)) {
      missed(record, turn, landed, await status.textContent());
      if (process.env.BY_EAR_TRACE) {
        console.log((await page.evaluate(() => window.__focus.slice(-12))).join('\n'));
      }
    }
    const strip = (await tools.count()) ? await stripLines(tools) : [];
    // What was heard up to the move: this turn's announcements.
    const before = async () => record.strips.push({ strip, heard: await page.evaluate(() => window.__heard.length) });
    record.tabs = Math.max(record.tabs, await makeMove(page, cdp, game, turn, seal, before));
    record.turns++;
  }
  throw new Error('no end after 400 turns');
}

function missed(record, turn, landed, status) {
  record.missed.push(`turn ${turn} (${status}): focus on ${landed.role} "${landed.name.slice(0, 40)}"`);
}

/** The outcome lines of the strip by the controls, one a sentence. */
async function stripLines(tools) {
  const lines = [];
  for (const p of await tools.getByRole('paragraph').all()) {
    const text = (await p.innerText()).replace(/All news ↑\s*$/, '').trim();
    lines.push(...text.split(/(?<=[.!?])\s+(?=[A-Z])/).filter(Boolean));
  }
  return lines;
}

/**
 * From where focus is, Tab on to the first move and make it: Enter on a
 * button, Space on a card to offer until the offer may be sealed, Enter on a
 * closed fold to open it. Returns the Tab presses it took.
 */
async function makeMove(page, cdp, game, turn, seal, before) {
  for (let tabs = 0; tabs < 150; tabs++) {
    const now = await focus(cdp);
    if (process.env.BY_EAR_TRACE) console.log(`turn ${turn}, tab ${tabs}: ${now.role} "${now.name}"`);
    if (now.role === 'checkbox' && game.id === 'mundus-novus' && !now.checked && !(await seal.isEnabled())) {
      await page.keyboard.press('Space');
    } else if (now.role === 'DisclosureTriangle' && now.expanded === false) {
      await page.keyboard.press('Enter');
    } else if (now.role === 'button' && !NOT_A_MOVE.test(now.name) && (game.id !== 'zaibatsu' || !/^Bid /.test(now.name) || turn % 2)) {
      await before();
      await pressAndWait(page, `turn ${turn}: ${now.name}`);
      return tabs;
    } else if (now.name === 'Skip to the game') {
      throw new Error(`turn ${turn}: no move reached by Tab from the decision`);
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`turn ${turn}: no move within 150 presses of Tab`);
}

/** Enter on the focused control, then wait until the move is made: the control loses focus, or goes. */
async function pressAndWait(page, what) {
  const gone = await page.evaluateHandle(() => {
    const el = document.activeElement;
    const moved = { done: false };
    el.addEventListener('blur', () => (moved.done = true), { once: true });
    return { el, moved };
  });
  await page.keyboard.press('Enter');
  try {
    await page.waitForFunction(({ el, moved }) => moved.done || !el.isConnected || el.disabled, gone, { timeout: 30_000 });
  } catch (e) {
    throw new Error(`${what}: nothing happened (${e.message})`);
  }
  await gone.dispose();
}

const played = new Map();

for (const game of GAMES) {
  test(`by ear: a whole game of ${game.name} at ${game.players}, by keyboard and roles alone`, TIMEOUT, async () => {
    const { page, problems } = await shared.browser.newPage();
    await page.addInitScript(listen);
    if (process.env.BY_EAR_TRACE) {
      await page.addInitScript(() => {
        window.__focus = [];
        const say = (e) => (e === document.body ? 'body' : `${e.tagName}.${e.className} ${e.getAttribute?.('aria-label') ?? e.textContent.slice(0, 30)}`);
        addEventListener('focusin', (e) => window.__focus.push(`in ${say(e.target)} ${performance.now() | 0}`), true);
        addEventListener('focusout', (e) => window.__focus.push(`out ${say(e.target)} ${e.relatedTarget ? say(e.relatedTarget) : '-'} ${e.target.isConnected} ${performance.now() | 0}`), true);
      });
    }
    const cdp = await page.context().newCDPSession(page);
    await page.goto(shared.server.url);
    await waitForApp(page);
    await setUp(page, game);
    const record = await playByEar(page, cdp, game);
    record.heard = await page.evaluate(() => window.__heard);
    played.set(game.id, record);
    assert.ok(record.turns >= 5, `turns played: ${record.turns}`);
    assert.deepEqual(record.missed, [], `focus not on the decision after the computers' turn`);
    assert.ok(await page.getByRole('table').first().isVisible(), 'the standings table is there');
    console.log(`${game.name}: ${record.turns} turns, at most ${record.tabs} Tab presses from the landing to the move`);
    assert.deepEqual(problems.all(), []);
    await page.context().close();
  });

  test(`by ear: ${game.name}, each outcome the strip shows is announced once, in order`, () => {
    const record = played.get(game.id);
    assert.ok(record, 'the whole game above was played');
    const wrong = [];
    let from = 0;
    // A line still on the strip at the next decision was said at the first.
    let before = [];
    for (const [turn, { strip, heard }] of record.strips.entries()) {
      // What was heard politely since the player's last decision, up to this one.
      const window = record.heard
        .slice(from, heard)
        .filter((h) => h.politeness === 'polite')
        .map((h) => h.text)
        .join('\n');
      from = heard;
      let at = 0;
      const shown = before;
      before = strip;
      for (const line of strip) {
        const times = window.split(line).length - 1;
        if (times === 0 && shown.includes(line)) continue;
        const where = window.indexOf(line, at);
        if (times !== 1) wrong.push(`turn ${turn}: "${line}" heard ${times} times`);
        else if (where === -1) wrong.push(`turn ${turn}: "${line}" heard before the line the strip shows above it`);
        else at = where + line.length;
      }
    }
    assert.ok(record.strips.some((s) => s.strip.length), 'the strip showed outcomes');
    assert.deepEqual(wrong, []);
  });
}
