// Both colour schemes, on a phone (390 px) and a desktop (1280 px): axe-core
// finds no violation of serious or critical impact (colour contrast and a
// button's label matching its words included) on the home page, a set-up
// screen, each game's first decision and a position some moves later, and each
// rules page; and every graphic symbol that carries meaning (resources, suits,
// seat chips, bars, stripes) stands out at least 3:1 from what is behind it,
// which axe does not check; the board's words keep the rules of
// tests/words.rs and no word breaks mid-letter; on a phone, Zaibatsu's piles
// are in view with the hand while placing and Mundus Novus' chain of takes
// fits the screen. One browser; one page per width, each screen audited in
// both schemes (switched in place). AXE_SCHEMES=dark and AXE_WIDTHS=390 run
// only those.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, sharedBrowser, waitForApp } from './harness.mjs';
import { moveIfAny } from './devices.mjs';

const AXE = readFileSync(join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const TIMEOUT = { timeout: 600_000 };

const GAMES = [
  { id: 'independents', name: 'The Last of the Independents', players: 4, moves: 6 },
  // A quick game: this one ends in its third round.
  { id: 'detroit', name: 'Detroit Motors', players: 6, moves: 2 },
  { id: 'zaibatsu', name: 'Zaibatsu', players: 4, moves: 6 },
  { id: 'mundus-novus', name: 'Mundus Novus', players: 4, moves: 6 },
];

/**
 * What carries meaning by a shape or a colour patch rather than by words, and
 * which of its colours must stand out (a symbol passes when one of them does:
 * an outlined shape reads by its outline). 'picture' is its background
 * image's two commonest colours, read from its pixels: its fill and its
 * outline. `behind` says what it is seen against: its own box ('self', for a
 * fill or a border seen from outside the box) is the parent's background.
 */
const SYMBOLS = [
  ['.z-tok', ['picture']], // Zaibatsu's resources: a picture's fill and outline
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
async function weakSymbols(symbols) {
  // A background picture's fill and outline: its two commonest opaque colours.
  const pictures = new Map();
  const pictureColours = async (style) => {
    const url = style.backgroundImage.match(/^url\("(.+)"\)$/)?.[1];
    if (!url) return [];
    if (!pictures.has(url)) {
      const img = new Image();
      img.src = url;
      const colours = img.decode().then(
        () => {
          const canvas = document.createElement('canvas');
          canvas.width = img.naturalWidth || 40;
          canvas.height = img.naturalHeight || 40;
          const ctx = canvas.getContext('2d');
          ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
          const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
          const counts = new Map();
          for (let i = 0; i < data.length; i += 4) {
            if (data[i + 3] < 255) continue;
            const c = `rgb(${data[i]}, ${data[i + 1]}, ${data[i + 2]})`;
            counts.set(c, (counts.get(c) ?? 0) + 1);
          }
          return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([c]) => c);
        },
        () => [],
      );
      pictures.set(url, colours);
    }
    return pictures.get(url);
  };
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
      const colours = [];
      for (const prop of props) {
        if (prop === 'picture') {
          const read = await pictureColours(style);
          if (read.length < 2) found.push(`${selector} (${el.className}): no picture with a fill and an outline`);
          colours.push(...read.map((c, i) => [`picture ${['fill', 'outline'][i]}`, c]));
        } else if (prop !== 'stroke' || parseFloat(style.strokeWidth) !== 0) colours.push([prop, style[prop]]);
      }
      for (const [name, value] of colours) {
        const c = rgba(value);
        if (!c || c[3] === 0) continue;
        const shown = over([...c.slice(0, 3), c[3] * alpha], under);
        const r = ratio(shown, under);
        seen.push(`${name} ${value} ${r.toFixed(2)}:1`);
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

/**
 * In the page: the board's words that break the rules of tests/words.rs (which
 * checks every logged, explained and labelled text natively; the boards' own
 * labels exist only in the browser): "1 cards", a capital "You" inside a
 * sentence, a name listed twice in a row ("You and You"). Each rule as there.
 */
function badWords() {
  const notPlurals = ['is', 'was', 'has', 'does', 'its', 'this', 'as', 'us', 'plus', 'minus', 'always', 'beats'];
  const beforeNouns = ['new', 'saved', 'unused', 'untaken', 'plunder', 'extra', 'more', 'odd', 'victory', 'selective', 'other', 'different', 'identical', 'free'];
  const plural = (w) => w.endsWith('s') && !w.endsWith('ss') && !notPlurals.includes(w);
  const problems = (text) => {
    const found = [];
    for (const m of text.matchAll(/(?<![\w])1 ([a-z]+)(?: ([a-z]+))?(?![\w])/g)) {
      if (plural(m[1]) || (beforeNouns.includes(m[1]) && m[2] && plural(m[2]))) found.push(`"${m[0]}"`);
    }
    for (const m of text.matchAll(/(?<![\w])(You|Your|Yours)(?![\w])/g)) {
      const before = text.slice(0, m.index).trimEnd();
      if (before && !/[.!?:]$/.test(before)) found.push(`a capital "${m[1]}" inside a sentence`);
    }
    for (const m of text.matchAll(/(?<![\w])([A-Z][\w]*) and \1(?![\w])/g)) found.push(`"${m[0]}"`);
    // "You wins": the second person with a third-person verb.
    for (const m of text.matchAll(/(?<![\w])You ([a-z]*[^s\W]s)(?![\w])/g)) {
      if (!['always', 'as', 'plus', 'minus', 'this', 'its', 'us', 'thus'].includes(m[1])) found.push(`"${m[0]}"`);
    }
    return found;
  };
  const out = [];
  // A message the page's catalogs lack, or an argument not given: the words
  // layer shows either in braces (src/words/mod.rs), anywhere on the page.
  for (const m of document.body.innerText.matchAll(/\{[a-z][a-z0-9-]*(?:: \$[a-z0-9-]+)?\}/g)) out.push(`"${m[0]}" unworded`);
  const board = document.querySelector('.board-area');
  if (!board) return out;
  // Each sentence-like element on its own, its words as read (chips and
  // buttons inside it run together with it).
  for (const el of board.querySelectorAll('p, h2, h3, h4, li, summary, button, label, dt, dd, legend, strong')) {
    if (!el.checkVisibility()) continue;
    const text = el.textContent.replace(/\s+/g, ' ').trim();
    for (const p of problems(text)) out.push(`${p} in "${text.slice(0, 90)}"`);
  }
  return [...new Set(out)];
}

/**
 * In the page: words drawn on two lines. The page is English (`lang="en"`) and
 * breaks words at syllables (`hyphens: auto`) where the browser has the
 * dictionary; this Chromium has none, so any word broken here was broken
 * mid-letter ("Semicond uctors").
 */
function brokenWords() {
  const out = [];
  const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !parent.checkVisibility() || parent.closest('.sr-only, textarea, code, .net-plain')) continue;
    for (const m of node.data.matchAll(/[A-Za-z]{4,}/g)) {
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) out.push(`"${m[0]}" broken over two lines in "${parent.textContent.trim().slice(0, 60)}"`);
    }
  }
  return [...new Set(out)];
}

/** Runs axe on the page: its serious and critical violations, and the weak symbols, as lines. */
async function audit(page) {
  // A part of the app still loading shows a spinner: audit the page it becomes.
  await page.locator('.boot-loading').first().waitFor({ state: 'detached', timeout: 20_000 }).catch(() => {});
  await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      .forEach((a) => a.finish()),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary.split('\n').slice(1, 2).join('').trim()} ${n.html.slice(0, 80)}`));
  });
  return [
    ...violations,
    ...(await page.evaluate(weakSymbols, SYMBOLS)).map((s) => `symbol contrast: ${s}`),
    ...(await page.evaluate(badWords)).map((w) => `words: ${w}`),
    ...(await page.evaluate(brokenWords)).map((w) => `layout: ${w}`),
  ];
}

const shared = sharedBrowser();

/** Sets up a game against computers at Instant pace, without the guide. */
async function newGame(page, game) {
  await page.goto(`${shared.server.url}#new/${game.id}`);
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

/**
 * Waits for the player's turn, then plays `n` of its decisions (each waiting
 * for the next turn, and calling `seen(page)` on each board it decides on).
 */
async function play(page, n, seen = async () => {}) {
  for (let made = 0; made < n; ) {
    await seen(page);
    if (await moveIfAny(page)) made++;
    else await page.waitForTimeout(50);
  }
  await waitForTurn(page);
}

/** In the page: whether an element is wholly on screen. */
const onScreen = (selector) =>
  `(() => { const e = document.querySelector(${JSON.stringify(selector)}); if (!e) return false;
    const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; })()`;

/**
 * On a phone, the layouts decided for these moves: Zaibatsu's piles are in
 * view with the hand while placing; Mundus Novus' chain of takes fits the
 * screen, a row per offer. Returns what is wrong, as lines.
 */
async function phoneLayout(page, game) {
  const wrong = [];
  if (game.id === 'zaibatsu' && (await page.locator('.z-place').count())) {
    // Once the app has brought the move into view.
    const both = `${onScreen('.z-strip')} && ${onScreen('.z-place')}`;
    if (!(await page.waitForFunction(both, null, { timeout: 5_000 }).catch(() => false))) {
      wrong.push('Zaibatsu placing: the piles and the hand are not on screen together');
    }
  }
  if (game.id === 'mundus-novus' && (await page.locator('.mn-offer-row').count())) {
    const box = await page.locator('.my-move .mn-controls').evaluate((e) => ({
      height: e.getBoundingClientRect().height,
      wide: e.scrollWidth > e.clientWidth,
      rows: e.querySelectorAll('.mn-offer-row').length,
      offers: new Set([...e.querySelectorAll('.mn-offer-row .mn-from')].map((f) => f.textContent)).size,
    }));
    if (box.height > 844 - 120) wrong.push(`Mundus Novus' chain of takes is ${Math.round(box.height)} px tall`);
    if (box.wide) wrong.push("Mundus Novus' chain of takes scrolls sideways");
    if (box.rows !== box.offers) wrong.push(`Mundus Novus' takes: ${box.rows} rows for ${box.offers} offers`);
    game.takesSeen = true;
  }
  return wrong;
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

const schemes = SCHEMES.filter((s) => (process.env.AXE_SCHEMES ?? s).includes(s));
for (const size of WIDTHS.filter((w) => (process.env.AXE_WIDTHS ?? `${w.viewport.width}`).includes(`${w.viewport.width}`))) {
  const width = `${size.viewport.width} px`;
  test(`no serious accessibility fault and no faint symbol: ${schemes.join(' and ')}, ${width}`, TIMEOUT, async (t) => {
    const { context, page, problems } = await shared.browser.newPage({ ...size, colorScheme: schemes[0] });
    const faults = [];
    // Each screen in each scheme, switched in place: the games are played
    // once per width.
    const check = async (screen) => {
      for (const colorScheme of schemes) {
        await page.emulateMedia({ colorScheme });
        const found = await audit(page);
        const at = `${colorScheme}, ${width}`;
        t.diagnostic(`${screen} (${at}): ${found.length ? found.join('\n  ') : 'clean'}`);
        faults.push(...found.map((f) => `${screen} (${at}): ${f}`));
      }
    };
    try {
      await page.goto(shared.server.url);
      await waitForApp(page);
      await check('home');
      for (const game of GAMES) {
        await page.goto(`${shared.server.url}#rules/${game.id}`);
        await page.getByRole('heading', { level: 1, name: `${game.name}: rules` }).waitFor();
        // Checked with its text and figures in, which come after the heading.
        await page.locator('article.rules .rules-text').waitFor();
        await check(`rules of ${game.name}`);
      }
      await page.goto(`${shared.server.url}#new/${GAMES[0].id}`);
      await page.getByRole('button', { name: 'Start game' }).waitFor();
      await check('set-up');
      const phone = size.viewport.width < 600;
      const layout = async (game) => {
        if (phone) faults.push(...(await phoneLayout(page, game)));
      };
      for (const game of GAMES) {
        await newGame(page, game);
        await waitForTurn(page);
        await check(`${game.name}, first decision`);
        await play(page, game.moves, () => layout(game));
        await check(`${game.name}, after ${game.moves} decisions`);
      }
      if (phone) {
        assert.ok(GAMES.find((g) => g.id === 'mundus-novus').takesSeen, 'a chain of takes was met');
      }
      assert.deepEqual(faults, []);
      assert.deepEqual(problems.all(), []);
    } finally {
      await context.close();
    }
  });
}
