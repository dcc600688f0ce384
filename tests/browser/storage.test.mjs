// Storage the browser refuses, asks about or lacks, and the messages around it:
// with localStorage blocked, games are played in memory under one clear line
// ("Learn to play" and #load= links included); the first save asks for
// persistent storage, and the saved games say whether the browser granted it;
// a browser without navigator.storage plays on; a full storage before a game
// starts does not offer a code that does not exist yet; echoed routes are cut;
// what is no invite says so; a run of take-backs names every decision.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { TEST_TIMEOUT, launchBrowser, startServer, waitForApp } from './harness.mjs';
import { press } from './moves.mjs';

const CODES = JSON.parse(readFileSync(new URL('./end-codes.json', import.meta.url), 'utf8'));
const A_CODE = Object.values(CODES)[0].code;
const LONG = { timeout: 120_000 };

/** A page of a fresh browser, with `init` run before the app's own scripts. */
async function withPage(init, run, contextOptions = {}) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { context, page, problems } = await browser.newPage(contextOptions);
    if (init) await context.addInitScript(init);
    await run({ page, problems, server, url: server.url, context });
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Site data blocked: reading either storage throws, as Chromium does then. */
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  }
}

/** Everything the page shows, as text. */
const shown = (page) => page.evaluate(() => document.body.innerText);

/** One Zaibatsu move for the person, once it is their turn. */
async function zaibatsuMove(page) {
  const place = page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false });
  const call = page.getByRole('button', { name: /^Call pile \d+( \(empty\))?$/, disabled: false });
  const bid = page.getByRole('button', { name: /^Bid T¥\d+$/ });
  const pass = page.getByRole('button', { name: 'Pass', exact: true });
  await place.first().or(call.first()).or(bid.first()).or(pass).first().waitFor({ timeout: 30_000 });
  for (const move of [place, call, bid, pass]) {
    if (await move.count()) return press(move.first());
  }
}

test('with storage blocked, games are played in memory under one clear line', LONG, async () => {
  await withPage(blockStorage, async ({ page, problems, url }) => {
    await page.goto(url);
    await waitForApp(page);
    const line = page.getByRole('note').filter({ hasText: 'lost when this page closes' });
    await line.waitFor();
    assert.match(await line.innerText(), /Share/);
    // "Learn to play" starts a guided game at once.
    await page.getByRole('button', { name: 'Learn to play Zaibatsu' }).click();
    await page.getByRole('heading', { level: 1, name: 'Zaibatsu' }).waitFor();
    await page.locator('.board-area .guide').first().waitFor({ timeout: 30_000 });
    await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
    await zaibatsuMove(page);
    await zaibatsuMove(page);
    // The game is listed (in memory) while the page lives.
    await page.getByRole('link', { name: 'Boardroom home' }).click();
    await page.locator('.saved-list li', { hasText: 'Zaibatsu' }).waitFor();
    // A #load= link opens its game.
    await page.goto(`${url}#load=${A_CODE}`);
    await page.locator('.board-area').waitFor({ timeout: 30_000 });
    const text = await shown(page);
    assert.doesNotMatch(text, /JsValue|SecurityError|could not be saved/);
    assert.equal(await page.getByRole('note').filter({ hasText: 'lost when this page closes' }).count(), 1);
    assert.deepEqual(problems.pageErrors, []);
  });
});

test('the first save asks to keep the storage, and the saved games say it was granted', LONG, async () => {
  const init = () => {
    window.persistCalls = 0;
    let granted = false;
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: {
        persisted: async () => granted,
        persist: async () => {
          window.persistCalls += 1;
          granted = true;
          return true;
        },
        estimate: async () => ({ usage: 0, quota: 1e9 }),
      },
    });
  };
  await withPage(init, async ({ page, problems, url }) => {
    await page.goto(url);
    await waitForApp(page);
    assert.equal(await page.evaluate(() => window.persistCalls), 0, 'nothing is asked before a game is saved');
    await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    await page.getByLabel('Game number (optional)').fill('5');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
    await zaibatsuMove(page);
    await zaibatsuMove(page);
    assert.equal(await page.evaluate(() => window.persistCalls), 1, 'asked once');
    await page.getByRole('link', { name: 'Boardroom home' }).click();
    await page.getByText('has agreed to keep your saved games').waitFor();
    assert.deepEqual(problems.all(), []);
  });
});

test('without navigator.storage the games are saved and the list says what keeps them', LONG, async () => {
  const init = () => Object.defineProperty(Navigator.prototype, 'storage', { configurable: true, get: () => undefined });
  await withPage(init, async ({ page, problems, url }) => {
    await page.goto(url);
    await waitForApp(page);
    await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
    await zaibatsuMove(page);
    await page.getByRole('link', { name: 'Boardroom home' }).click();
    await page.locator('.saved-list li', { hasText: 'Zaibatsu' }).waitFor();
    const line = page.locator('.saved p.kept');
    assert.match(await line.innerText(), /home screen.*Share/s);
    assert.deepEqual(problems.all(), []);
  });
});

test('a full storage before a game starts offers no code, and says so in sentences', TEST_TIMEOUT, async () => {
  const init = () => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith('boardroom.v1.game.')) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return set.call(this, key, value);
    };
  };
  await withPage(init, async ({ page, url }) => {
    await page.goto(`${url}#new/zaibatsu`);
    await page.getByRole('button', { name: 'Start game' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not start' });
    await alert.waitFor();
    const text = await alert.innerText();
    assert.match(text, /full/);
    assert.doesNotMatch(text, /code/);
    // "Learn to play" says why too, rather than landing on set-up.
    await page.goto(url);
    await page.getByRole('button', { name: 'Learn to play Zaibatsu' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'guided game could not start' });
    await notice.waitFor();
    assert.match(await notice.innerText(), /full/);
  });
});

test('messages start each sentence with a capital and repeat no more than a few dozen characters', TEST_TIMEOUT, async () => {
  await withPage(null, async ({ page, problems, url }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}#load=hello`);
    const opened = page.getByRole('alert').filter({ hasText: 'could not be opened' });
    await opened.waitFor();
    assert.doesNotMatch(await opened.innerText(), /\. [a-z]/);
    for (const fragment of ['x'.repeat(100_000), 'play/' + 'A'.repeat(100_000), 'new/' + 'B'.repeat(100_000)]) {
      await page.goto('about:blank');
      await page.goto(`${url}#${fragment}`);
      await waitForApp(page);
      const alert = page.getByRole('alert').first();
      await alert.waitFor();
      const text = await alert.innerText();
      assert.ok(text.length < 300, `${fragment.slice(0, 8)}…: ${text.length} characters`);
      const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
      assert.ok(size[0] <= 390, `${fragment.slice(0, 8)}…: ${size[0]} px wide`);
      assert.ok(size[1] <= 3000, `${fragment.slice(0, 8)}…: ${size[1]} px tall`);
    }
    assert.deepEqual(problems.pageErrors, []);
  });
});

test('what is no invite says so, not that it comes from another version', TEST_TIMEOUT, async () => {
  await withPage(null, async ({ page, url }) => {
    const cases = [
      ['abc', /not an invite/],
      ['Qm9hcmRyb29tIGlzIG5vdCBhbiBpbnZpdGUgY29kZSBhdCBhbGwsIGp1c3Qgbm9pc2U', /not an invite/],
      [A_CODE, /saved game's code, not an invite/],
    ];
    for (const [code, want] of cases) {
      await page.goto('about:blank');
      await page.goto(`${url}#join/${code}`);
      const alert = page.getByRole('alert').first();
      await alert.waitFor({ timeout: 30_000 });
      const text = await alert.innerText();
      assert.match(text, want, code.slice(0, 10));
      assert.doesNotMatch(text, /another version/);
    }
  });
});

test('taking back decision after decision names them all', TEST_TIMEOUT, async () => {
  await withPage(null, async ({ page, problems, url }) => {
    await page.goto(`${url}#new/zaibatsu`);
    await page.getByLabel('Game number (optional)').fill('8');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
    await zaibatsuMove(page);
    await zaibatsuMove(page);
    await zaibatsuMove(page);
    const takeBack = page.getByRole('button', { name: 'Take back' });
    const said = page.locator('.taken-back');
    await takeBack.click();
    await said.waitFor();
    assert.match(await said.innerText(), /^Taken back: “[^”]+”/);
    // A double click's second click is ignored; these are apart.
    await page.waitForTimeout(700);
    await takeBack.click();
    await said.filter({ hasText: 'Taken back 2 of your decisions' }).waitFor();
    await page.waitForTimeout(700);
    await takeBack.click();
    await said.filter({ hasText: 'Taken back 3 of your decisions' }).waitFor();
    assert.match(await said.innerText(), /^Taken back 3 of your decisions, “[^”]+”, “[^”]+” and “[^”]+”/);
    // A move ends the run: the next take back names one decision again.
    await zaibatsuMove(page);
    await page.waitForTimeout(700);
    await takeBack.click();
    await said.filter({ hasText: /^Taken back: / }).waitFor();
    assert.deepEqual(problems.all(), []);
  });
});

test('every rules page fits a 320 px screen', TEST_TIMEOUT, async () => {
  await withPage(null, async ({ page, url }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const id of ['independents', 'detroit', 'mundus-novus', 'zaibatsu']) {
      await page.goto(`${url}#rules/${id}`);
      await page.getByRole('heading', { level: 1, name: /: rules$/ }).waitFor();
      await page.locator('.rules section').first().waitFor();
      const wide = await page.evaluate(() => {
        const out = [];
        for (const el of document.querySelectorAll('main *')) {
          const r = el.getBoundingClientRect();
          if (r.right > document.documentElement.clientWidth + 0.5) out.push(`${el.tagName}.${el.className} ${Math.round(r.right)}`);
        }
        return [document.documentElement.scrollWidth, out.slice(0, 5)];
      });
      assert.ok(wide[0] <= 320, `${id}: ${wide[0]} px wide: ${wide[1].join(', ')}`);
    }
  });
});
