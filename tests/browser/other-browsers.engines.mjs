// The smoke suite in Firefox ESR and WebKitGTK (Debian's own; see engines.mjs and
// docs/browsers.md): the home page loads with no console error; a game of each
// title against computers reaches several decisions through the board; a
// reload resumes it; save links cross from Chromium and back; the app starts
// offline after one visit; nothing is wider than a phone's screen (390 px in
// Firefox, the narrowest WebKitGTK's window goes, about 447 px). The full suite
// stays on Chromium.
//
//   node --test --test-concurrency=1 tests/browser/*.engines.mjs
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startServer } from './harness.mjs';
import { GAMES } from './turns.mjs';
import { PROBLEMS_SCRIPT, newGame, openEngine, pickMove, playDecisions, savedMoves } from './engines.mjs';

const ENGINES = (process.env.BOARDROOM_ENGINES ?? 'firefox,webkit').split(',');
const STEP = { timeout: 120_000 };
const DECISIONS = 3;

/** The page's own width against the window's: nothing may stick out. */
const widths = () => [document.documentElement.scrollWidth, window.innerWidth];

/** The app's pages with no secrets, and one of each title being played. */
const boardOn = () => !!document.querySelector('.board-area') && /^#play\//.test(location.hash);

for (const engine of ENGINES) {
  describe(engine, () => {
    let server;
    let b;
    before(async () => {
      server = await startServer({ inject: PROBLEMS_SCRIPT });
      b = await openEngine(engine, { width: 1024, height: 800 });
      console.log(`# ${engine}: ${b.version}`);
    }, STEP);
    after(async () => {
      await b?.close();
      await server?.close();
    });

    test('the home page loads with no console error', STEP, async () => {
      await b.goto(server.url);
      await b.waitForApp();
      assert.ok(await b.run(() => document.querySelectorAll('.game-card').length === 4), 'four games listed');
      assert.deepEqual(await b.problems(), []);
    });

    const slots = {};
    for (const [i, game] of GAMES.entries()) {
      test(`${game.name} against computers reaches ${DECISIONS} decisions`, STEP, async () => {
        await newGame(b, server.url, game, String(31 + i));
        const played = await playDecisions(b, game.id, DECISIONS);
        assert.equal(played, DECISIONS, 'the game did not end before');
        // Back at the person's turn, the computers' moves saved.
        await b.waitFor(pickMove, [game.id, 0]);
        slots[game.id] = { url: await b.url(), moves: await b.run(savedMoves) };
        assert.deepEqual(await b.problems(), []);
      });
    }

    test('a reload resumes the game where it was', STEP, async () => {
      const last = slots.zaibatsu;
      assert.ok(last, 'a Zaibatsu game was played');
      await b.goto(last.url);
      await b.reload();
      await b.waitFor(boardOn, [], { what: 'the board after a reload' });
      assert.equal(await b.url(), last.url);
      assert.equal(await b.run(savedMoves), last.moves);
      // The tokens' pictures are bitmaps this browser drew, each token with one.
      const pictures = await b.run(() =>
        [...document.querySelectorAll('.z-tok')].filter((t) => t.getClientRects().length).map((t) => getComputedStyle(t).backgroundImage),
      );
      assert.ok(pictures.length > 0, 'tokens on the board');
      for (const p of pictures) assert.match(p, /^url\("data:image\/png;base64,/);
      // The person can go on.
      assert.equal(await playDecisions(b, 'zaibatsu', 1), 1);
      assert.deepEqual(await b.problems(), []);
    });

    test('a save link made in Chromium opens here, and one made here opens in Chromium', STEP, async () => {
      const chromium = await openEngine('chromium', { width: 1024, height: 800 });
      try {
        await newGame(chromium, server.url, GAMES[0], '77');
        await playDecisions(chromium, GAMES[0].id, 2);
        // At the person's turn, the computers' moves are saved too.
        await chromium.waitFor(pickMove, [GAMES[0].id, 0]);
        const made = await chromium.run(() => {
          const slot = location.hash.slice('#play/'.length);
          return JSON.parse(localStorage.getItem(`boardroom.v1.game.${slot}`));
        });
        // The Share panel's link, as a person would copy it.
        const link = `${server.url}#load=${made.code}`;
        await b.goto(link);
        await b.waitFor(boardOn, [], { what: 'the game from Chromium' });
        assert.equal(await b.run(savedMoves), made.moves);
        assert.equal(await playDecisions(b, GAMES[0].id, 1), 1);
        await b.waitFor(pickMove, [GAMES[0].id, 0]);
        const here = await b.run(() => {
          const slot = location.hash.slice('#play/'.length);
          return JSON.parse(localStorage.getItem(`boardroom.v1.game.${slot}`));
        });
        assert.ok(here.moves > made.moves);
        await chromium.goto(`${server.url}#load=${here.code}`);
        await chromium.waitFor(boardOn, [], { what: `the game from ${engine} in Chromium` });
        assert.equal(await chromium.run(savedMoves), here.moves);
        assert.deepEqual(await b.problems(), []);
      } finally {
        await chromium.close();
      }
    });

    test(`nothing is wider than the narrowest window`, STEP, async () => {
      // WebKitGTK's window goes no narrower than about 447 px.
      await b.setSize(engine === 'firefox' ? 390 : 320, 844);
      const pages = ['', '#rules/zaibatsu', '#rules/detroit', '#new/detroit', ...Object.values(slots).map((s) => s.url.slice(s.url.indexOf('#')))];
      for (const fragment of pages) {
        await b.goto(`${server.url}${fragment}`);
        await b.waitForApp();
        await b.waitFor(() => document.querySelector('main#main').children.length > 0);
        const [page, window] = await b.run(widths);
        if (engine === 'firefox') assert.equal(window, 390);
        assert.ok(page <= window, `${fragment || 'home'}: the page is ${page} px wide in a ${window} px window`);
      }
      await b.setSize(1024, 800);
    });

    test('after one visit the app starts with no network', STEP, async () => {
      const own = await startServer({ inject: PROBLEMS_SCRIPT });
      try {
        await b.goto(own.url);
        await b.waitForApp();
        await b.waitFor(() => navigator.serviceWorker?.controller?.state === 'activated', [], {
          what: 'the offline worker',
        });
        await own.close();
        await b.reload();
        await b.waitForApp();
        assert.deepEqual(await b.problems(), []);
      } finally {
        await own.close();
      }
    });
  });
}
