// The layout audit (issues 43 and 68): plays whole games of every title against
// computers at Instant pace, on phone widths, light and dark, unguided and with
// the guide on, and after every position the player sees checks the page:
// nothing wider than the screen, no table wider than its box, no text or
// control drawn over another (badges and change marks included), no mark's
// ring across words, no label clipped, no highlighted text washed out, a board
// drawn with its stylesheet, and at the player's turn their decision's first
// control and its submit in view (an 844 px tall screen). Then each finished
// game of tests/browser/end-codes.json (every title, Detroit Motors at 6, 8,
// 12 and 18 seats): its end, and its replay opened from "Your saved games"
// after a fresh load, stepped through.
//
//   node scripts/layout-audit.mjs            # everything (BOARDROOM_DIST picks the build)
//   node scripts/layout-audit.mjs detroit    # the tables whose game id matches
//   node scripts/layout-audit.mjs --turns=8 --width=390 --scheme=dark   # a part of it
//   node scripts/layout-audit.mjs --only=ends,replays   # some passes: play, guided, ends, replays
//   node scripts/layout-audit.mjs --width=390 --shots=6   # also a screen to look at,
//                                 # at the player's 6th turn and at the end of each game
//
// tests/browser/layout.test.mjs runs a sample of it in the test suite; both use
// `auditGame` and `checkPage` from here.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser, REPO_ROOT, startServer, waitForApp } from '../tests/browser/harness.mjs';
import { GAMES, newGame, player, turnOrEnd } from '../tests/browser/turns.mjs';

export const SHOT_DIR = join(REPO_ROOT, 'test-results', 'layout-audit');

/** A phone's browser context: `width` px wide, in the `scheme` colour scheme. */
export const phone = (width, scheme) => ({
  viewport: { width, height: 844 },
  isMobile: true,
  hasTouch: true,
  colorScheme: scheme,
});

// ---- What is checked, in the page -------------------------------------------------

/**
 * Runs in the page. Returns the faults of the layout now, each
 * `{ kind, a, b?, detail }` with `a`/`b` as `{ sel, text, rect }`; with
 * `turn`, it is the player's turn, and their decision's controls must be in
 * view. Written as one function so that `page.evaluate` can ship it whole.
 */
function layoutFaults({ turn = false } = {}) {
  const screen = document.documentElement.clientWidth;
  const faults = [];
  const SLACK = 1.5; // sub-pixel rounding is no fault

  const words = (s) => s.replace(/\s+/g, ' ').trim();
  const describe = (node, rect, text) => {
    const el = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    const part = (e) =>
      e.localName + [...e.classList].filter((c) => c !== 'changed').slice(0, 3).map((c) => '.' + c).join('');
    const chain = [];
    for (let e = el; e && e !== document.body && chain.length < 3; e = e.parentElement) chain.unshift(part(e));
    return {
      sel: chain.join(' > ') + (el.classList.contains('changed') ? ' (changed)' : ''),
      text: words(text ?? el.textContent).slice(0, 40),
      rect: { x: Math.round(rect.left + scrollX), y: Math.round(rect.top + scrollY), w: Math.round(rect.width), h: Math.round(rect.height) },
    };
  };
  const overlap = (a, b) => ({
    w: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    h: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  });
  const box = (left, top, right, bottom) => ({ left, top, right, bottom, width: right - left, height: bottom - top });
  const cut = (a, b) => box(Math.max(a.left, b.left), Math.max(a.top, b.top), Math.min(a.right, b.right), Math.min(a.bottom, b.bottom));

  // An element drawn in a layer of its own (a bar held at the foot of the
  // screen, an open panel) covers the page by design.
  const layered = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const p = getComputedStyle(e).position;
      if (p === 'fixed' || p === 'sticky') return true;
    }
    return false;
  };
  // What of `rect` its ancestors let be seen, and whether one of them that
  // hides its overflow (not a scroller) cuts it.
  const clipOf = (from, rect) => {
    let seen = rect;
    let hiddenBy = null;
    for (let e = from; e && e !== document.documentElement; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const r = e.getBoundingClientRect();
      const inner = box(r.left + e.clientLeft, r.top + e.clientTop, r.left + e.clientLeft + e.clientWidth, r.top + e.clientTop + e.clientHeight);
      const next = cut(seen, inner);
      const scrolls = /auto|scroll/.test(cs.overflowX + cs.overflowY);
      if (!scrolls && !hiddenBy && (next.width < seen.width - SLACK || next.height < seen.height - 3)) hiddenBy = e;
      seen = next;
    }
    return { seen, hiddenBy };
  };
  // Hidden for readers only (sr-only): a 1 px box that clips what it holds.
  const readersOnly = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const r = e.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1 && getComputedStyle(e).overflow !== 'visible') return true;
    }
    return false;
  };
  // A pseudo-element's words: `content` read as the page would.
  const contentText = (el, content) =>
    [...content.matchAll(/"((?:[^"\\]|\\.)*)"|attr\(([\w-]+)\)/g)].map((m) => (m[2] ? el.getAttribute(m[2]) ?? '' : m[1])).join('');
  // An absolutely placed ::before/::after with words (a badge) is measured
  // through a copy made of its computed style, put in and taken out at once.
  const pseudoRect = (el, which) => {
    const cs = getComputedStyle(el, which);
    if (!/absolute|fixed/.test(cs.position) || cs.content === 'none' || cs.content === 'normal') return null;
    const text = contentText(el, cs.content);
    if (!words(text)) return null; // a decoration
    const copy = document.createElement('span');
    for (const p of cs) copy.style.setProperty(p, cs.getPropertyValue(p));
    copy.style.content = 'normal';
    copy.style.animation = 'none';
    copy.textContent = text;
    if (which === '::before') el.prepend(copy);
    else el.append(copy);
    const rect = copy.getBoundingClientRect();
    copy.remove();
    return { rect, text };
  };

  // A ring drawn by a box shadow (a change's mark, a fresh move's): each
  // solid one, as `{ from, to }` px outside the border box (inside when
  // negative), at its widest while it flashes.
  const shadowRings = (el, cs) => {
    const shadows = [cs.boxShadow];
    const anims = el.getAnimations().filter((a) => a.playState !== 'finished');
    if (anims.length) {
      const times = anims.map((a) => a.currentTime);
      anims.forEach((a) => (a.currentTime = 0));
      shadows.push(getComputedStyle(el).boxShadow);
      anims.forEach((a, k) => (a.currentTime = times[k]));
    }
    const found = [];
    for (const list of shadows) {
      if (!list || list === 'none') continue;
      // Colours hold commas and brackets of their own: left out.
      for (const one of list.replace(/[\w-]+\((?:[^()]|\([^()]*\))*\)/g, '').split(',')) {
        const [x = 0, y = 0, blur = 0, spread = 0] = (one.match(/-?[\d.]+px/g) ?? []).map(parseFloat);
        const width = spread + blur;
        if (x !== 0 || y !== 0 || width <= 0) continue;
        if (/inset/.test(one)) {
          const border = parseFloat(cs.borderTopWidth) || 0;
          found.push({ from: -border - width, to: -border });
        } else found.push({ from: 0, to: width });
      }
    }
    return found;
  };
  const rings = [];

  // Everything drawn that words or controls live in.
  const items = [];
  const add = (kind, node, rect, text) => {
    if (rect.width < 2 || rect.height < 2) return;
    const el = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    if (readersOnly(el)) return;
    // Words and badges are cut by their own element's box too; a control or
    // an outline only by its ancestors'.
    const { seen, hiddenBy } = clipOf(kind === 'control' || kind === 'outline' ? el.parentElement : el, rect);
    if (seen.width < 2 || seen.height < 2) return;
    if (hiddenBy && kind === 'text') {
      faults.push({ kind: 'clipped', a: describe(node, rect, text), detail: `cut by ${describe(hiddenBy, hiddenBy.getBoundingClientRect()).sel}` });
    }
    if (seen.right > screen + SLACK || seen.left < -SLACK) {
      faults.push({ kind: 'wider than the screen', a: describe(node, rect, text), detail: `spans ${Math.round(seen.left)}…${Math.round(seen.right)} px on a ${screen} px screen` });
    }
    items.push({ kind, node, el, rect: seen, text, layer: layered(el) });
  };
  const CONTROL = 'button, select, textarea, input:not([type=hidden]), [role=button], a.button';
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('svg') && el.localName !== 'text') continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (el.localName === 'text') {
      add('text', el, el.getBoundingClientRect(), el.textContent);
      continue;
    }
    for (const child of el.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || !words(child.data)) continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      for (const r of range.getClientRects()) add('text', child, r, child.data);
    }
    if (el.matches(CONTROL)) add('control', el, el.getBoundingClientRect());
    for (const which of ['::before', '::after']) {
      const badge = pseudoRect(el, which);
      if (badge) add('badge', el, badge.rect, badge.text);
    }
    const cs = getComputedStyle(el);
    const ring = parseFloat(cs.outlineWidth);
    if (cs.outlineStyle !== 'none' && ring > 0 && el !== document.activeElement) {
      const r = el.getBoundingClientRect();
      const offset = parseFloat(cs.outlineOffset);
      const out = ring + offset;
      if (out > 0) add('outline', el, box(r.left - out, r.top - out, r.right + out, r.bottom + out), '(outline)');
      rings.push({ el, from: offset, to: out });
    }
    for (const r of shadowRings(el, cs)) rings.push({ el, ...r });
    // A label that hides what does not fit it.
    if (/hidden|clip/.test(cs.overflowX) && el.scrollWidth > el.clientWidth + 1 && words(el.textContent) && !readersOnly(el)) {
      faults.push({ kind: 'clipped', a: describe(el, el.getBoundingClientRect()), detail: `${el.scrollWidth} px of words in ${el.clientWidth} px` });
    }
  }

  // Words are drawn in the middle of their line box: what lies in the
  // leading above and below them covers nothing.
  const ink = (it) => (it.kind === 'text' ? box(it.rect.left, it.rect.top + it.rect.height * 0.15, it.rect.right, it.rect.bottom - it.rect.height * 0.15) : it.rect);
  // A control or an outline drawn around its own content (its badge included)
  // is nesting, not a fault; a badge is measured apart from its host's words,
  // so it may be found covering them.
  const holds = (a, b) => (a.kind === 'control' || a.kind === 'outline') && a.el.contains(b.node);
  const RANK = { badge: 0, outline: 1, control: 2, text: 3 };
  const seenPairs = new Set();
  for (let i = 0; i < items.length; i++) {
    const a = items[i];
    if (a.layer) continue;
    for (let j = i + 1; j < items.length; j++) {
      const b = items[j];
      if (b.layer || (a.node === b.node && a.kind === b.kind)) continue;
      if (a.kind === 'outline' && b.kind === 'outline') continue; // rings of pieces side by side
      if (holds(a, b) || holds(b, a)) continue;
      const o = overlap(ink(a), ink(b));
      if (o.w < 2 || o.h < 2) continue;
      const key = `${a.kind}:${describe(a.node, a.rect, a.text).sel}|${b.kind}:${describe(b.node, b.rect, b.text).sel}`;
      if (seenPairs.has(key)) continue;
      seenPairs.add(key);
      // Named as drawn: a badge over a control over words.
      const [top, under] = RANK[a.kind] <= RANK[b.kind] ? [a, b] : [b, a];
      faults.push({
        kind: `${top.kind} over ${under.kind}`,
        a: describe(top.node, top.rect, top.text),
        b: describe(under.node, under.rect, under.text),
        detail: `${Math.round(o.w)}×${Math.round(o.h)} px`,
      });
    }
  }

  // A ring keeps clear of words, its own piece's and its neighbours': on each
  // box the element draws (an inline one a box per line), the band between
  // `from` and `to` outside its edge.
  const seenRings = new Set();
  const texts = items.filter((it) => it.kind === 'text' && !it.layer);
  for (const { el, from, to } of rings) {
    if (layered(el) || readersOnly(el)) continue;
    const boxes = [...el.getClientRects()].filter((r) => r.width >= 2 && r.height >= 2);
    boxes.forEach((r, i) => {
      const outer = box(r.left - to, r.top - to, r.right + to, r.bottom + to);
      const inner = box(r.left - from, r.top - from, r.right + from, r.bottom + from);
      const bands = [
        box(outer.left, outer.top, outer.right, inner.top),
        box(outer.left, inner.bottom, outer.right, outer.bottom),
      ];
      // A box broken over lines is open where it breaks.
      if (i === 0) bands.push(box(outer.left, outer.top, inner.left, outer.bottom));
      if (i === boxes.length - 1) bands.push(box(inner.right, outer.top, outer.right, outer.bottom));
      for (const t of texts) {
        const crossed = bands.map((b) => overlap(b, ink(t))).find((o) => o.w >= 1 && o.h >= 2);
        if (!crossed) continue;
        const a = describe(el, r, '(ring)');
        const b = describe(t.node, t.rect, t.text);
        const key = `${a.sel}|${b.sel}|${b.text}`;
        if (seenRings.has(key)) continue;
        seenRings.add(key);
        faults.push({ kind: 'ring over text', a, b, detail: `${Math.round(crossed.w)}×${Math.round(crossed.h)} px of a ${Math.round(to - from)} px ring` });
      }
    });
  }

  // A table fits its box: a part of it scrolled out of sight is hidden from
  // a reader who is not told it scrolls.
  for (const t of document.querySelectorAll('table')) {
    if (!t.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || readersOnly(t)) continue;
    const holder = t.parentElement;
    const hs = getComputedStyle(holder);
    const room = holder.clientWidth - parseFloat(hs.paddingLeft) - parseFloat(hs.paddingRight);
    const wide = Math.max(t.scrollWidth, t.getBoundingClientRect().width);
    if (wide > room + SLACK) {
      faults.push({ kind: 'table wider than its box', a: describe(t, t.getBoundingClientRect(), t.querySelector('caption')?.textContent), detail: `${Math.round(wide)} px of table in ${Math.round(room)} px` });
    }
  }

  // A board is drawn with its stylesheet (boards/<game id>.css, linked by
  // the part that draws it).
  const drawn = document.querySelector('.board-area .board-body');
  if (drawn) {
    const boards = [...document.querySelectorAll('link[rel=stylesheet]')].filter((l) => /\/boards\/[\w-]+\.css$/.test(l.href));
    if (!boards.some((l) => l.sheet && l.sheet.cssRules.length > 0)) {
      faults.push({ kind: 'board unstyled', a: describe(drawn, drawn.parentElement.getBoundingClientRect(), ''), detail: `board stylesheets: ${boards.map((l) => l.href.split('/').pop()).join(', ') || 'none'}` });
    }
  }

  // At the player's turn, where the app left the page: the decision's first
  // control (as the app finds it, play::first_control: a fold of choices
  // counts by its summary) and its submit, on screen and not under a bar.
  const area = turn && document.querySelector('.board-area .my-move');
  if (area) {
    const controls = [...area.querySelectorAll('button:not([disabled]):not(.guide-skip), input:not([disabled]):not([type=hidden]), select:not([disabled]), .move-fold > summary')].filter(
      (c) => c.getBoundingClientRect().height > 0 && !c.closest('details:not([open]) > :not(summary)') && c.checkVisibility({ visibilityProperty: true }),
    );
    const submit = controls.find((c) => c.matches('[type=submit], .primary'));
    for (const c of new Set([controls[0], submit].filter(Boolean))) {
      const r = c.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const inView = r.top >= -SLACK && r.bottom <= innerHeight + SLACK;
      if (inView && hit && (c.contains(hit) || hit.contains(c) || hit.closest('label')?.contains(c))) continue;
      const why = inView ? `covered by ${hit ? describe(hit, hit.getBoundingClientRect()).sel : 'nothing drawn'}` : `at ${Math.round(r.top)}…${Math.round(r.bottom)} px on a ${innerHeight} px screen`;
      faults.push({ kind: 'control out of view', a: describe(c, r, c.textContent || c.getAttribute('aria-label') || c.localName), detail: why });
    }
  }

  // A highlight's first frame: its words must still read on its tint.
  // Any colour the page computes (a colour-mix is oklab) as [r, g, b] 0–255,
  // with its alpha 0–1 fourth when it is not opaque: painted to find out.
  const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgb = (c) => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = c;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
    return a === 255 ? [r, g, b] : [r, g, b, a / 255];
  };
  const lum = ([r, g, b]) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  for (const el of document.querySelectorAll('.board-area .changed')) {
    const anims = el.getAnimations().filter((a) => a.playState !== 'finished');
    if (!anims.length || ![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && words(n.data))) continue;
    const times = anims.map((a) => a.currentTime);
    anims.forEach((a) => (a.currentTime = 0));
    const cs = getComputedStyle(el);
    const [tint, fg] = [rgb(cs.backgroundColor), rgb(cs.color)];
    anims.forEach((a, k) => (a.currentTime = times[k]));
    if (tint.length < 3 || tint[3] === 0) continue;
    // A see-through tint is seen over the first solid background behind it.
    let under = [255, 255, 255];
    for (let e = el.parentElement; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || c[3] === 1) {
        under = c;
        break;
      }
    }
    const alpha = tint[3] ?? 1;
    const bg = [0, 1, 2].map((k) => tint[k] * alpha + under[k] * (1 - alpha));
    const [hi, lo] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    const ratio = (hi + 0.05) / (lo + 0.05);
    if (ratio < 3) {
      faults.push({ kind: 'washed out', a: describe(el, el.getBoundingClientRect()), detail: `contrast ${ratio.toFixed(1)}:1 (${cs.color} on ${cs.backgroundColor}) while highlighted` });
    }
  }

  const wide = document.documentElement.scrollWidth;
  if (wide > screen + 1) faults.unshift({ kind: 'page wider than the screen', a: { sel: 'html', text: '', rect: null }, detail: `${wide} px wide on a ${screen} px screen` });
  return faults;
}

/** The faults of `page`'s layout now (see `layoutFaults`; `turn`: the player's). */
export const checkPage = (page, { turn = false } = {}) => page.evaluate(layoutFaults, { turn });

/** One fault in a line: what, where, the elements. */
export function describeFault(where, f) {
  const el = (x) => `${x.sel}${x.text ? ` "${x.text}"` : ''}`;
  return `${where}: ${f.kind}: ${el(f.a)}${f.b ? ` / ${el(f.b)}` : ''} (${f.detail})`;
}

/** A full-page screenshot with the faults' elements framed (red, then blue). */
async function shoot(page, file, faults) {
  const frames = faults.slice(0, 6).flatMap((f) => [f.a?.rect, f.b?.rect]);
  await page.evaluate((frames) => {
    frames.forEach((r, i) => {
      if (!r) return;
      const d = document.createElement('div');
      d.className = 'layout-audit-frame';
      d.style.cssText = `position:absolute;z-index:99999;pointer-events:none;left:${r.x - 2}px;top:${r.y - 2}px;width:${r.w + 4}px;height:${r.h + 4}px;border:2px solid ${i % 2 ? '#06f' : '#f00'}`;
      document.body.append(d);
    });
  }, frames);
  // The part of the page around the first fault, as tall as a phone's screen.
  const first = frames.find(Boolean);
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  const y = first ? Math.max(0, Math.min(first.y - 300, height - 844)) : 0;
  await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y, width, height: Math.min(844, height) } });
  await page.evaluate(() => document.querySelectorAll('.layout-audit-frame').forEach((d) => d.remove()));
}

/**
 * Plays one game of `game` (a turns.mjs GAMES entry, `players` may be changed) on
 * `page` with game number `seed`, checking the page at each of the player's turns
 * (right after the computers moved, their badges shown), for at most `turns`
 * turns, and at the final standings. Returns `{ positions, faults }`, each fault
 * a line naming its screenshot (each position with new faults is saved).
 */
/** Opens each of the screen's folded parts (`.part-fold`) with a tap on its summary. */
export async function openFolds(page) {
  const shut = page.locator('details.part-fold:not([open]) > summary');
  for (let left = await shut.count(); left > 0; left--) await shut.first().click();
}

export async function auditGame(page, game, { seed, turns = Infinity, tag = '', shot = 0, guided = false } = {}) {
  mkdirSync(SHOT_DIR, { recursive: true });
  await newGame(page, game, seed, { guided });
  const me = player(page, game);
  const faults = [];
  const known = new Set();
  let positions = 0;
  // The screen as the player sees it, to look at (`shot`: at that turn and at the end).
  const look = async (where) => {
    if (!shot) return;
    const name = `looked-${game.id}-${game.players}p-${tag}-${where.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: join(SHOT_DIR, name) });
  };
  const check = async (where, { turn = false } = {}) => {
    positions++;
    const found = (await checkPage(page, { turn })).filter((f) => {
      const key = `${f.kind}|${f.a.sel}|${f.b?.sel}`;
      return !known.has(key) && known.add(key);
    });
    if (!found.length) return;
    const name = `${game.id}-${game.players}p-${tag}-${where.replace(/\W+/g, '-')}.png`;
    await shoot(page, join(SHOT_DIR, name), found);
    const label = `${game.name} (${game.players} players, ${tag}, game ${seed}) ${where}`;
    faults.push(...found.map((f) => `${describeFault(label, f)} [${name}]`));
  };
  let turn = 0;
  for (; turn < turns; turn++) {
    if (!(await turnOrEnd(page, me.ready))) {
      await check('at the end');
      await look('at the end');
      break;
    }
    // The parts folded on a phone (the table, the plans, the log) are opened
    // as a player would, once: they stay open, and their layout is checked too
    // (the first turn's controls where the app put them, before the taps).
    if (turn === 0) {
      const before = await checkPage(page, { turn: true });
      const out = before.filter((f) => f.kind === 'control out of view');
      if (out.length) {
        const name = `${game.id}-${game.players}p-${tag}-move-1-controls.png`;
        await shoot(page, join(SHOT_DIR, name), out);
        faults.push(...out.map((f) => `${describeFault(`${game.name} (${game.players} players, ${tag}, game ${seed}) move 1`, f)} [${name}]`));
      }
      await openFolds(page);
    }
    await check(`move ${turn + 1}`, { turn: turn > 0 });
    if (turn + 1 === shot) await look(`move ${shot}`);
    try {
      await me.move(turn);
    } catch (e) {
      // A control another element covers cannot be pressed: the worst overlap.
      const why = e.message.match(/<[^>]+>.*intercepts pointer events/)?.[0] ?? e.message.split('\n')[0];
      const name = `${game.id}-${game.players}p-${tag}-move-${turn + 1}-stuck.png`;
      await page.screenshot({ path: join(SHOT_DIR, name), fullPage: true });
      faults.push(`${game.name} (${game.players} players, ${tag}, game ${seed}) move ${turn + 1}: the move could not be made: ${why} [${name}]`);
      break;
    }
  }
  return { positions, faults, turns: turn };
}

// ---- Finished games: the end, and the replay after a fresh load ---------------------

/** The finished games of tests/browser/end-codes.json, with the title and seats of each. */
export function finishedGames() {
  const codes = JSON.parse(readFileSync(join(REPO_ROOT, 'tests/browser/end-codes.json'), 'utf8'));
  const named = Object.fromEntries(GAMES.map((g) => [g.id, g]));
  return Object.entries(codes)
    .filter(([, entry]) => entry.words)
    .map(([key, { code, words }]) => {
      const game = named[key.replace(/-\d+$/, '')];
      // "Ada won: Ada 170, you 150": a figure per seat.
      const players = words.split(':')[1].split('.')[0].split(',').length;
      return { key, game, code, players };
    })
    .filter((f) => f.game);
}

/** The replay's status line: the position shown and the number of moves. */
async function replayAt(page) {
  const text = await page.locator('.replay .status').innerText();
  const m = text.match(/^Move (\d+) of (\d+)/) ?? text.match(/^The start, before move 1 of (\d+)/);
  if (!m) throw new Error(`the replay's status: ${text}`);
  return { at: m.length === 3 ? Number(m[1]) : 0, of: Number(m[m.length - 1]) };
}

/**
 * The end of the finished game `f` (see `finishedGames`) on `page`, a context of
 * its own: opened from its save code, its folded parts opened, checked; then a
 * fresh load, with `replay`, its replay opened from "Your saved games" and
 * stepped through, one move at a time for the first `first` moves, then `jumps`
 * positions spread to the last, each checked. Returns `{ positions, faults, moves }`.
 */
export async function auditFinished(page, url, f, { tag = '', replay = true, first = 4, jumps = 16 } = {}) {
  mkdirSync(SHOT_DIR, { recursive: true });
  const faults = [];
  const known = new Set();
  let positions = 0;
  const label = `${f.game.name} (${f.key}, ${tag})`;
  const check = async (where) => {
    positions++;
    const found = (await checkPage(page)).filter((x) => {
      const key = `${x.kind}|${x.a.sel}|${x.b?.sel}`;
      return !known.has(key) && known.add(key);
    });
    if (!found.length) return;
    const name = `${f.key}-${tag}-${where.replace(/\W+/g, '-')}.png`;
    await shoot(page, join(SHOT_DIR, name), found);
    faults.push(...found.map((x) => `${describeFault(`${label} ${where}`, x)} [${name}]`));
  };
  await page.goto(`${url}#load=${f.code}`);
  await waitForApp(page);
  await page.getByRole('heading', { name: 'Final standings' }).waitFor();
  await openFolds(page);
  await check('at the end');
  if (!replay) return { positions, faults, moves: 0 };

  // A fresh load, then the replay as the saved-games list offers it.
  await page.goto(url);
  await page.reload();
  await waitForApp(page);
  await page.getByRole('heading', { name: 'Your saved games' }).waitFor();
  await page.locator('.saved-list li').first().getByRole('link', { name: 'Watch the replay' }).click();
  await page.getByRole('heading', { level: 1, name: `${f.game.name}: replay` }).waitFor();
  const bar = page.getByRole('group', { name: 'Replay controls' });
  const { of } = await replayAt(page);
  const reach = (k) =>
    page.waitForFunction(
      (k) => {
        const text = document.querySelector('.replay .status')?.textContent ?? '';
        return k === 0 ? text.startsWith('The start, ') : text.startsWith(`Move ${k} of `);
      },
      k,
      { timeout: 20_000 },
    );
  await check('replay, the start');
  for (let k = 1; k <= Math.min(first, of); k++) {
    await bar.getByRole('button', { name: 'Step forward one move' }).click();
    await reach(k);
    await check(`replay, move ${k}`);
  }
  const spread = [...new Set(Array.from({ length: jumps }, (_, i) => Math.round(first + ((of - first) * (i + 1)) / jumps)))].filter((k) => k > first);
  for (const k of spread) {
    await bar.getByRole('slider', { name: 'Move' }).fill(String(k));
    await reach(k);
    await check(`replay, move ${k}`);
  }
  return { positions, faults, moves: of };
}

// ---- The whole audit ---------------------------------------------------------------

const WIDTHS = [360, 390];
const SCHEMES = ['light', 'dark'];
/** Every title at its default count, and Detroit Motors at the big tables too. */
export const TABLES = [
  ...GAMES,
  ...[8, 12, 18].map((players) => ({ ...GAMES.find((g) => g.id === 'detroit'), players })),
];

/** The passes of the audit, in order (`--only=` picks some). */
const PASSES = ['play', 'guided', 'ends', 'replays'];

async function main() {
  const args = process.argv.slice(2);
  const opt = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const only = args.find((a) => !a.startsWith('--'));
  const turns = Number(opt('turns') ?? Infinity);
  const shot = Number(opt('shots') ?? 0);
  const passes = opt('only')?.split(',') ?? PASSES;
  const unknown = passes.filter((p) => !PASSES.includes(p));
  if (unknown.length) throw new Error(`no pass ${unknown.join(', ')}: the passes are ${PASSES.join(', ')}`);
  const server = await startServer();
  const browser = await launchBrowser();
  const started = Date.now();
  const summary = new Map();
  const faults = [];
  const tally = (key, tag, r, t0, what) => {
    const s = summary.get(key) ?? { positions: 0, seconds: 0, faults: 0 };
    s.positions += r.positions;
    s.seconds += (Date.now() - t0) / 1000;
    s.faults += r.faults.length;
    summary.set(key, s);
    faults.push(...r.faults);
    console.log(`${key}, ${tag}${what}: ${r.positions} positions, ${r.faults.length} faults, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  };
  try {
    for (const width of opt('width') ? [Number(opt('width'))] : WIDTHS) {
      for (const scheme of opt('scheme') ? [opt('scheme')] : SCHEMES) {
        const tag = `${width}px-${scheme}`;
        const { context, page } = await browser.newPage(phone(width, scheme));
        await page.goto(server.url);
        for (const guided of [false, true]) {
          if (!passes.includes(guided ? 'guided' : 'play')) continue;
          // The guide speaks the same at any table: each title at its default count.
          for (const [i, game] of (guided ? GAMES : TABLES).entries()) {
            if (only && !game.id.includes(only)) continue;
            const seed = String(100 + i * 7 + width + (scheme === 'dark' ? 3 : 0) + (guided ? 1 : 0));
            const t0 = Date.now();
            const r = await auditGame(page, game, { seed, tag: guided ? `${tag}-guided` : tag, turns, shot, guided });
            tally(`${game.name} at ${game.players}${guided ? ', guided' : ''}`, tag, r, t0, `, game ${seed}`);
          }
        }
        await context.close();
        if (!passes.includes('ends') && !passes.includes('replays')) continue;
        for (const f of finishedGames()) {
          if (only && !f.game.id.includes(only)) continue;
          // A context of its own: its saved games are this one alone.
          const { context, page } = await browser.newPage(phone(width, scheme));
          const t0 = Date.now();
          const replay = passes.includes('replays');
          const r = await auditFinished(page, server.url, f, { tag, replay });
          tally(`${f.game.name} at ${f.players}, end${replay ? ' and replay' : ''}`, tag, r, t0, replay ? `, ${r.moves} moves` : '');
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log('\nPositions checked:');
  for (const [key, s] of summary) console.log(`  ${key}: ${s.positions} positions, ${s.faults} faults, ${s.seconds.toFixed(0)} s`);
  console.log(`Total ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (faults.length) {
    console.log(`\n${faults.length} faults (screenshots in ${SHOT_DIR}):`);
    for (const f of faults) console.log('  ' + f);
    process.exitCode = 1;
  } else {
    console.log('No faults.');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
