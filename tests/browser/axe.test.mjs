// Both colour schemes, on a phone (390 px) and a desktop (1280 px): axe-core
// finds no violation of serious or critical impact (colour contrast and a
// button's label matching its words included) on the home page, a set-up
// screen, each game's first decision and a position some moves later, and each
// rules page; and every graphic symbol that carries meaning (resources, suits,
// seat chips, bars, stripes) stands out at least 3:1 from what is behind it,
// which axe does not check. One browser; one page per scheme and width.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { REPO_ROOT, launchBrowser, startServer, waitForApp } from './harness.mjs';
import { moveIfAny } from './devices.mjs';

const AXE = readFileSync(join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const TIMEOUT = { timeout: 600_000 };

const GAMES = [
  { id: 'independents', name: 'The Last of the Independents', players: 4 },
  { id: 'detroit', name: 'Detroit Motors', players: 4 },
  { id: 'zaibatsu', name: 'Zaibatsu', players: 4 },
  { id: 'mundus-novus', name: 'Mundus Novus', players: 4 },
];
/** The player's own decisions between the first-decision check and the mid-game one. */
const MOVES = 6;

/**
 * What carries meaning by a shape or a colour patch rather than by words, and
 * which of its colours must stand out (a symbol passes when one of them does:
 * an outlined shape reads by its outline). `behind` says what it is seen
 * against: its own box ('self', for a fill or a border seen from outside the
 * box) is the parent's background.
 */
const SYMBOLS = [
  ['.z-shape', ['fill', 'stroke']], // Zaibatsu's resources
  ['.z-co, .z-mini', ['borderLeftColor']], // Zaibatsu's company kind stripe
  ['.dm-c-suit, .dm-badge', ['backgroundColor']], // Detroit's suits
  ['.dm-card', ['borderTopColor']], // Detroit's card frame, in its faction's colour
  ['.dm-dots i', ['backgroundColor']], // Detroit's card strength dots
  ['.dm-pips i', ['borderTopColor']], // Detroit's tokens toward five
  ['.dm-fill, .dm-need', ['backgroundColor']], // Detroit's majority meter
  ['.li-chip', ['backgroundColor']], // the Independents' seat chips
  ['.li-fill', ['backgroundColor']], // the Independents' bag odds
  ['.mn-chip', ['borderBottomColor']], // Mundus Novus' band stripe
];

/** In the page: every symbol whose colours all stand out less than 3:1, as lines. */
function weakSymbols(symbols) {
  const rgba = (s) => {
    const m = s.match(/rgba?\(([^)]+)\)/);
    if (!m) return null; // "none", a url(): not a colour
    const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return [r, g, b, a];
  };
  const over = (top, under) => top.slice(0, 3).map((c, i) => c * top[3] + under[i] * (1 - top[3])).concat(1);
  // The colour a box paints over, from the page down: each see-through
  // background laid on what is under it.
  const background = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) {
        layers.push(c);
        if (c[3] === 1) break;
      }
    }
    let colour = [255, 255, 255, 1];
    for (const c of layers.reverse()) colour = over(c, colour);
    return colour;
  };
  const opacity = (el) => {
    let o = 1;
    for (let e = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const lum = ([r, g, b]) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const found = [];
  for (const [selector, props] of symbols) {
    for (const el of document.querySelectorAll(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !el.checkVisibility()) continue;
      // Inactive parts are exempt (WCAG 1.4.11): a disabled button's face, a
      // split symbol's option not taken.
      if (el.closest('button:disabled, .z-faded, [aria-disabled=true]')) continue;
      const under = background(el.parentElement);
      const alpha = opacity(el);
      const style = getComputedStyle(el);
      let best = 0;
      const seen = [];
      for (const prop of props) {
        if (prop === 'stroke' && parseFloat(style.strokeWidth) === 0) continue;
        const c = rgba(style[prop]);
        if (!c || c[3] === 0) continue;
        const shown = over([...c.slice(0, 3), c[3] * alpha], under);
        const r = ratio(shown, under);
        seen.push(`${prop} ${style[prop]} ${r.toFixed(2)}:1`);
        best = Math.max(best, r);
      }
      if (seen.length && best < 3) {
        const bg = `rgb(${under.slice(0, 3).map(Math.round).join(', ')})`;
        const where = el.closest('[class]')?.className?.baseVal ?? el.className;
        found.push(`${selector} (${String(where).slice(0, 40)}) "${(el.textContent ?? '').trim().slice(0, 20)}": ${seen.join(', ')} on ${bg}`);
      }
    }
  }
  return [...new Set(found)];
}

/** Runs axe on the page: its serious and critical violations, and the weak symbols, as lines. */
async function audit(page) {
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary.split('\n').slice(1, 2).join('').trim()} ${n.html.slice(0, 80)}`));
  });
  return [...violations, ...(await page.evaluate(weakSymbols, SYMBOLS)).map((s) => `symbol contrast: ${s}`)];
}

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Sets up a game against computers at Instant pace, without the guide. */
async function newGame(page, game) {
  await page.goto(`${server.url}#new/${game.id}`);
  await page.getByLabel('Number of players').selectOption(String(game.players));
  for (let seat = 2; seat <= game.players; seat++) {
    await page.getByLabel(`Seat ${seat} player`).selectOption({ label: 'Computer: Easy' });
  }
  await page.getByLabel('Game number (optional)').fill('2511');
  const guided = page.getByRole('checkbox', { name: /Guided game/ });
  if (await guided.isChecked()) await guided.uncheck();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('heading', { level: 1, name: game.name }).waitFor();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
}

/** Waits for the player's turn, then plays `n` of its decisions (each waiting for the next turn). */
async function play(page, n) {
  for (let made = 0; made < n; ) {
    if (await moveIfAny(page)) made++;
    else await page.waitForTimeout(50);
  }
  await waitForTurn(page);
}

async function waitForTurn(page) {
  await page
    .locator('.board-area .my-move button:not([disabled]):visible')
    .or(page.getByRole('button', { name: 'Seal my offer' }))
    .first()
    .waitFor({ timeout: 30_000 });
}

const SCHEMES = ['light', 'dark'];
const WIDTHS = [
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { viewport: { width: 1280, height: 900 } },
];

for (const colorScheme of SCHEMES) {
  for (const size of WIDTHS) {
    const at = `${colorScheme}, ${size.viewport.width} px`;
    test(`no serious accessibility fault and no faint symbol: ${at}`, TIMEOUT, async (t) => {
      const { context, page, problems } = await browser.newPage({ ...size, colorScheme });
      const faults = [];
      const check = async (screen) => {
        const found = await audit(page);
        t.diagnostic(`${screen} (${at}): ${found.length ? `${found.length} faults` : 'clean'}`);
        faults.push(...found.map((f) => `${screen}: ${f}`));
      };
      try {
        await page.goto(server.url);
        await waitForApp(page);
        await check('home');
        for (const game of GAMES) {
          await page.goto(`${server.url}#rules/${game.id}`);
          await page.getByRole('heading', { level: 1, name: `${game.name}: rules` }).waitFor();
          await check(`rules of ${game.name}`);
        }
        await page.goto(`${server.url}#new/${GAMES[0].id}`);
        await page.getByRole('button', { name: 'Start game' }).waitFor();
        await check('set-up');
        for (const game of GAMES) {
          await newGame(page, game);
          await waitForTurn(page);
          await check(`${game.name}, first decision`);
          await play(page, MOVES);
          await check(`${game.name}, after ${MOVES} decisions`);
        }
        assert.deepEqual(faults, []);
        assert.deepEqual(problems.all(), []);
      } finally {
        await context.close();
      }
    });
  }
}
