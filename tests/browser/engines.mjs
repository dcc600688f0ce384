// One way to drive the browsers other than Chromium, whatever drives them:
// Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, and Debian's
// WebKitGTK (MiniBrowser, through its WebKitWebDriver) with selenium-webdriver
// under Xvfb. Never a browser downloaded by a test tool. See docs/browsers.md.
//
//   const b = await openEngine('firefox', { width: 390, height: 844 });
//   await b.goto(url); await b.click(button('Start game')); await b.close();
//
// Pages are read and worked with page scripts (`run`, `waitFor`); clicks are the
// driver's own, on the element a page script found. Every page the test server
// sends records its console errors and uncaught errors from its first line on
// (PROBLEMS_SCRIPT, put in by the server), since WebKit's driver cannot add a
// script before the page's own.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { Builder } from 'selenium-webdriver';
import { launchBrowser } from './harness.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** For startServer({ inject }): keeps the page's console errors and uncaught errors in `window.__problems`. */
export const PROBLEMS_SCRIPT = `<script>(() => {
  const seen = (window.__problems = []);
  const error = console.error.bind(console);
  console.error = (...args) => { seen.push('console error: ' + args.map(String).join(' ')); error(...args); };
  addEventListener('error', (e) => seen.push('page error: ' + (e.message || e.type)));
  addEventListener('unhandledrejection', (e) => seen.push('unhandled rejection: ' + (e.reason && e.reason.message || e.reason)));
})();</script>`;

/** Page script: the first visible, enabled button or link whose accessible name matches. */
export const button = (name) => ({ name: name instanceof RegExp ? { source: name.source } : { text: name } });

/**
 * Opens `engine` ('firefox' or 'webkit') with a fresh profile, its page `width`
 * wide (WebKitGTK's window goes no narrower than about 447 px).
 */
export async function openEngine(engine, { width = 1280, height = 900 } = {}) {
  if (engine === 'firefox') return openFirefox({ width, height });
  if (engine === 'webkit') return openWebKit({ width, height });
  if (engine === 'chromium') return openChromium({ width, height });
  throw new Error(`no engine ${engine}`);
}

// The page-side finder: `want` is { text } or { source } (a RegExp's source).
const FIND = `(want) => {
  const nameOf = (el) => (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ');
  const matches = want.text !== undefined ? (n) => n === want.text : ((re) => (n) => re.test(n))(new RegExp(want.source));
  return [...document.querySelectorAll('button, a, [role=button]')].find(
    (el) => !el.disabled && el.checkVisibility?.() !== false && el.getClientRects().length > 0 && matches(nameOf(el)),
  ) || null;
}`;

/** What both drivers offer, over their own calls. */
function common(kind, version, impl) {
  // The element is brought to the middle of the window first: at an edge, the
  // tools held at the foot of the game screen may cover it, and the driver's
  // click would land on them.
  const clickFound = (body, args) =>
    impl.clickFound(
      `const el = (function () { ${body} }).apply(null, arguments);
       el?.scrollIntoView({ block: 'center', inline: 'center' });
       return el;`,
      args,
    );
  const api = {
    engine: kind,
    version,
    ...impl,
    /** Runs `fn(...args)` in the page and returns its (JSON) result. */
    run: (fn, ...args) => impl.script(`return (${fn})(...arguments)`, args),
    /** Waits until `fn(...args)` is truthy in the page; returns its value. */
    async waitFor(fn, args = [], { timeout = 30_000, what = String(fn).slice(0, 80) } = {}) {
      const end = Date.now() + timeout;
      for (;;) {
        let value;
        try {
          value = await api.run(fn, ...args);
        } catch (e) {
          // A page being replaced (reload, navigation) cannot answer for a moment.
          if (Date.now() > end) throw e;
        }
        if (value) return value;
        if (Date.now() > end) throw new Error(`${kind}: timed out waiting for ${what}`);
        await new Promise((ok) => setTimeout(ok, 100));
      }
    },
    /** Waits for a control (see `button`) and clicks it as a person would. */
    async click(control, { timeout = 30_000 } = {}) {
      await api.waitFor(`(w) => !!(${FIND})(w)`, [control.name], { timeout, what: JSON.stringify(control.name) });
      await clickFound(`return (${FIND})(arguments[0])`, [control.name]);
    },
    /** Clicks the element `css` selects, as a person would. */
    clickCss: (css) => clickFound('return document.querySelector(arguments[0])', [css]),
    /** Whether a control is there now. */
    has: (control) => api.run(`(w) => !!(${FIND})(w)`, control.name),
    /** Waits until the app itself (not the loading page) is on screen. */
    waitForApp: ({ timeout = 30_000 } = {}) =>
      api.waitFor(() => !!document.querySelector('main#main') && document.body.innerText.includes('Boardroom'), [], {
        timeout,
        what: 'the app',
      }),
    /** The page's recorded console and uncaught errors (PROBLEMS_SCRIPT). */
    problems: () => api.run(() => window.__problems ?? ['the page records no problems: serve it with PROBLEMS_SCRIPT']),
    url: () => api.run(() => location.href),
  };
  return api;
}

async function openFirefox({ width, height }) {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`no Firefox at ${FIREFOX_PATH}: run ./scripts/setup.sh`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // A closed network: no update checks, telemetry or suggestions calling out.
      'app.update.enabled': false,
      'browser.search.update': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'media.peerconnection.ice.obfuscate_host_addresses': false,
    },
  });
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  const version = (await browser.version()).replace(/^firefox\//i, 'Firefox ');
  return common('firefox', version, {
    browser,
    page,
    goto: (url) => page.goto(url, { waitUntil: 'load' }),
    reload: () => page.reload({ waitUntil: 'load' }),
    script: (body, args) => page.evaluate(new Function(body), ...args),
    async clickFound(body, args) {
      const handle = await page.evaluateHandle(new Function(body), ...args);
      await handle.asElement().click();
      await handle.dispose();
    },
    setSize: (w, h) => page.setViewport({ width: w, height: h }),
    close: () => browser.close(),
  });
}

/** Chromium (playwright-core, as every other test), for what crosses between browsers. */
async function openChromium({ width, height }) {
  const launched = await launchBrowser();
  const { page } = await launched.newPage({ viewport: { width, height } });
  return common('chromium', `Chromium ${launched.browser.version()}`, {
    page,
    goto: (url) => page.goto(url),
    reload: () => page.reload(),
    script: (body, args) => page.evaluate(([body, args]) => new Function(body)(...args), [body, args]),
    async clickFound(body, args) {
      const handle = await page.evaluateHandle(([body, args]) => new Function(body)(...args), [body, args]);
      await handle.asElement().click();
      await handle.dispose();
    },
    setSize: (w, h) => page.setViewportSize({ width: w, height: h }),
    close: () => launched.close(),
  });
}

/** Starts Xvfb on a free display; returns { display, stop }. */
async function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let err = '';
  xvfb.stderr.on('data', (d) => (err += d));
  const display = await new Promise((ok, fail) => {
    xvfb.stdio[3].once('data', (d) => ok(':' + String(d).trim()));
    xvfb.once('exit', () => fail(new Error(`Xvfb did not start: ${err.slice(-500)}`)));
    xvfb.once('error', (e) => fail(new Error(`no Xvfb (run ./scripts/setup.sh): ${e.message}`)));
  });
  return { display, stop: () => xvfb.kill() };
}

async function openWebKit({ width, height }) {
  for (const path of [WEBKIT_DRIVER, MINIBROWSER_PATH]) {
    if (!existsSync(path)) throw new Error(`no ${path}: run ./scripts/setup.sh`);
  }
  const x = await startXvfb();
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: x.display },
    stdio: 'ignore',
  });
  const stop = () => {
    driverProcess.kill();
    x.stop();
  };
  try {
    let driver;
    // The driver listens a moment after it starts.
    for (let i = 0; !driver; i++) {
      try {
        driver = await new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
          })
          .build();
      } catch (e) {
        if (i >= 40) throw e;
        await new Promise((ok) => setTimeout(ok, 250));
      }
    }
    const caps = await driver.getCapabilities();
    const version = `WebKitGTK ${caps.get('browserVersion')}`;
    const setSize = async (w, h) => {
      // The window holds the page: set it, then correct for its frame.
      await driver.manage().window().setRect({ width: w, height: h });
      const inner = await driver.executeScript('return window.innerWidth');
      if (inner !== w) await driver.manage().window().setRect({ width: w + (w - inner), height: h });
    };
    await setSize(width, height);
    return common('webkit', version, {
      driver,
      goto: (url) => driver.get(url),
      reload: () => driver.navigate().refresh(),
      script: (body, args) => driver.executeScript(body, ...args),
      async clickFound(body, args) {
        const element = await driver.executeScript(body, ...args);
        await element.click();
      },
      setSize,
      async close() {
        try {
          await driver.quit();
        } finally {
          stop();
        }
      },
    });
  } catch (e) {
    stop();
    throw e;
  }
}

// ---- Playing against computers, the same way in every browser ----------------------

/**
 * Page script: marks the person's next move in game `id` with data-engine-pick
 * (the `turn`th choice where there are several) and says "move"; says "end" on the
 * final standings and "" while it is not the person's turn. Mundus Novus' offer
 * is ticked card by card until it may be sealed.
 */
export function pickMove(id, turn) {
  if ([...document.querySelectorAll('h2')].some((h) => h.textContent.trim() === 'Final standings')) return 'end';
  for (const old of document.querySelectorAll('[data-engine-pick]')) old.removeAttribute('data-engine-pick');
  // Shown as a person sees it: not inside a closed disclosure (which keeps its
  // boxes in some browsers).
  const seen = (b) => b.checkVisibility?.() !== false && b.getClientRects().length > 0;
  const shown = [...document.querySelectorAll('.board-area button')].filter((b) => !b.disabled && seen(b));
  const nameOf = (b) => (b.getAttribute('aria-label') || b.textContent || '').trim().replace(/\s+/g, ' ');
  const all = (re) => shown.filter((b) => re.test(nameOf(b)));
  const mark = (b) => {
    if (!b) return '';
    b.setAttribute('data-engine-pick', '1');
    return 'move';
  };
  if (id === 'zaibatsu') {
    const place = all(/^Place .+ on pile \d+$/);
    if (place.length) return mark(place[turn % place.length]);
    const bid = all(/^Bid T¥\d+$/)[0];
    return mark(all(/^Call pile \d+( \(empty\))?$/)[0] ?? (turn % 2 ? bid : undefined) ?? all(/^Pass$/)[0] ?? bid);
  }
  if (id === 'detroit') {
    const position = all(/^Play .+ as your position$/);
    if (position.length) return mark(position[turn % position.length]);
    const nominate = all(/^Nominate \(stand for broker\)$/)[0];
    return mark(
      all(/^Propose$/)[0] ??
        all(/^Accept$/)[0] ??
        (turn % 2 ? nominate : all(/^Fold$/)[0] ?? nominate) ??
        all(/^(Give an extra token to |Keep an extra token)/)[0],
    );
  }
  const seal = [...document.querySelectorAll('.board-area button')].find((b) => nameOf(b) === 'Seal my offer');
  if (seal && seen(seal)) {
    if (!seal.disabled) return mark(seal);
    // One card a call: the form says whether the offer may go only after it redraws.
    document.querySelector('form.mn-offer input[type=checkbox]:not(:checked)')?.click();
    return '';
  }
  const skip = /^(One |Raise|Lower|Tick )/;
  return mark(
    [...document.querySelectorAll('.board-area .my-move button:not([disabled]):not(.guide-skip)')].find(
      (b) => seen(b) && !skip.test(b.getAttribute('aria-label') ?? ''),
    ),
  );
}

/** The moves saved for the game on screen (its #play/ slot), or -1. */
export function savedMoves() {
  const slot = location.hash.match(/^#play\/([\w-]+)$/)?.[1];
  const entry = slot && localStorage.getItem(`boardroom.v1.game.${slot}`);
  return entry ? JSON.parse(entry).moves : -1;
}

/**
 * Plays `count` of the person's decisions in game `id` on screen (fewer if it
 * ends first), each saved before the next; returns how many were played.
 */
export async function playDecisions(b, id, count, { timeout = 60_000 } = {}) {
  for (let turn = 0; turn < count; turn++) {
    // A Mundus Novus offer may take a few ticks before it can be sealed.
    const state = await b.waitFor(pickMove, [id, turn], { timeout, what: `${id}: the person's turn` });
    if (state === 'end') return turn;
    const before = await b.run(savedMoves);
    await b.clickCss('[data-engine-pick]');
    await b.waitFor((n) => (() => {
      const slot = location.hash.match(/^#play\/([\w-]+)$/)?.[1];
      const entry = slot && localStorage.getItem(`boardroom.v1.game.${slot}`);
      return entry ? JSON.parse(entry).moves : -1;
    })() > n, [before], { timeout, what: `${id}: decision ${turn + 1} saved` });
  }
  return count;
}

/** Page script: sets the form field labelled `label` to `value` (a select's option by its words), as typing would. */
export function setField(label, value) {
  const l = [...document.querySelectorAll('label')].find((x) => x.textContent.trim().startsWith(label));
  const field = l && (l.htmlFor ? document.getElementById(l.htmlFor) : l.querySelector('input, select, textarea'));
  if (!field) return false;
  if (field.type === 'checkbox') {
    if (field.checked !== value) field.click();
    return true;
  }
  if (field.tagName === 'SELECT') {
    const option = [...field.options].find((o) => o.textContent.trim() === value || o.value === value);
    if (!option) return false;
    field.value = option.value;
  } else {
    field.value = value;
  }
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** A new unguided game of `game` (turns.mjs' GAMES) against Easy computers, at the Instant pace. */
export async function newGame(b, origin, game, seed) {
  await b.goto(`${origin}#new/${game.id}`);
  await b.waitFor(setField, ['Number of players', String(game.players)], { what: 'the set-up' });
  for (let seat = 2; seat <= game.players; seat++) {
    await b.waitFor(setField, [`Seat ${seat} player`, 'Computer: Easy']);
  }
  await b.waitFor(setField, ['Game number (optional)', seed]);
  await b.waitFor(setField, ['Guided game', false]);
  await b.click(button('Start game'));
  await b.waitFor(setField, ['Computer pace', 'Instant'], { what: 'the game screen' });
}
