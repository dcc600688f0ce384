// The layout audit's sample (issue 43): the first turns of a game of each title
// at 390 px, light and dark, checked after the computers moved (their change
// badges and highlights shown): nothing wider than the screen, nothing drawn
// over anything else, no label clipped, no highlight that washes its words out.
// `node scripts/layout-audit.mjs` plays every game whole, at 360 and 390 px,
// and Detroit Motors at 8, 12 and 18 too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditGame, checkPage, phone } from '../../scripts/layout-audit.mjs';
import { sharedBrowser } from './harness.mjs';
import { GAMES } from './turns.mjs';

const TURNS = 8;

// The check itself, on small pages made for it: what is legitimate passes,
// and each fault of the kinds is found (a check that cannot fail
// would let them all through again).
const CSS = `
  body { margin: 0; font: 16px/1.45 sans-serif; }
  .chip { display: inline-block; padding: 0 0.3rem; background: #1f5fa8; color: #fff; margin: 0 1px; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .bar { position: fixed; left: 0; right: 0; bottom: 0; height: 3rem; background: #eee; }
  .tick::before { content: ""; position: absolute; inset: 0; border: 1px solid red; }
  .mark { box-shadow: inset 0 0 0 2px teal; }
`;
// A phone's page, as the app's: as wide as the screen.
const HEAD = `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${CSS}</style>`;
const CLEAN = `
  <p>Ada <span class="chip">Ada 2·50%</span><span class="chip">Bruno 1</span></p>
  <button>Move 1 <span class="sr">from your sheet to Sedan</span></button>
  <details><summary>More</summary><p style="margin-top:-3rem">Hidden words</p></details>
  <p class="tick" style="position:relative">Decorated</p>
  <p>Under the bar</p><div class="bar">A bar held at the foot</div>
  <p>Ada <span class="mark" style="padding: 0.1em 0.3em">could not afford a bid</span></p>
  <div style="width: 200px; overflow-x: auto"><table><tr><th>Ada</th><td>5</td></tr></table></div>`;
const FAULTS = {
  'badge over text': `<p><span class="chip" style="position:relative" data-b="+3">Ada 2</span> <span class="chip">Bruno 1</span></p>
    <style>[data-b]::after { content: attr(data-b); position: absolute; left: calc(100% - 0.5em); top: 0; background: teal; }</style>`,
  'control over text': `<div style="display:flex"><div style="flex:0 0 3rem;min-width:0;white-space:nowrap"><span class="chip">Ada 3·75%</span></div><button>Move 1</button></div>`,
  'page wider than the screen': `<div style="width:420px">A card too wide</div>`,
  clipped: `<p style="width:3rem;overflow:hidden;white-space:nowrap">Semiconductors</p>`,
  'washed out': `<div class="board-area"><span class="chip changed" style="animation: f 9s">Ada 2</span></div>
    <style>@keyframes f { from { background-color: #ffd25e; } }</style>`,
  'ring over text': `<p>Ada <span class="mark">could not afford a bid</span></p>`,
  'table wider than its box': `<div style="width: 120px; overflow-x: auto"><table><tr><th>Player</th><td>Gravy</td><td>Plunder</td><td>Tokens</td></tr></table></div>`,
  'board unstyled': `<div class="board-area"><div class="board-body"><p>Your cards</p></div></div>`,
};
// At the player's turn: the decision's submit under a long guide.
const BELOW_THE_FOLD = `<div class="board-area"><div class="my-move"><input type="checkbox" aria-label="Tick cocoa">
  <p style="height: 1200px">Three paragraphs of guide</p><button type="submit">Seal my offer</button></div></div>`;

test('the layout check passes nesting, hidden and layered elements, and finds each fault', async () => {
  const { context, page } = await shared.browser.newPage(phone(390, 'light'));
  try {
    await page.setContent(`${HEAD}${CLEAN}`);
    assert.deepEqual(await checkPage(page), [], 'a clean page');
    for (const [kind, html] of Object.entries(FAULTS)) {
      await page.setContent(`${HEAD}${html}`);
      const kinds = (await checkPage(page)).map((f) => f.kind);
      assert.ok(kinds.includes(kind), `${kind} found (found: ${kinds.join(', ') || 'nothing'})`);
    }
    await page.setContent(`${HEAD}${BELOW_THE_FOLD}`);
    assert.deepEqual(await checkPage(page), [], 'out of view is no fault but at a turn');
    const kinds = (await checkPage(page, { turn: true })).map((f) => `${f.kind}: ${f.a.text}`);
    assert.deepEqual(kinds, ['control out of view: Seal my offer'], 'at the turn');
  } finally {
    await context.close();
  }
});
const SCHEME_TIMEOUT = { timeout: 240_000 };
const shared = sharedBrowser();

for (const scheme of ['light', 'dark']) {
  test(`at 390 px, ${scheme}: the first ${TURNS} turns of each title lay out cleanly`, SCHEME_TIMEOUT, async () => {
    const { context, page, problems } = await shared.browser.newPage(phone(390, scheme));
    try {
      await page.goto(shared.server.url);
      const faults = [];
      for (const game of GAMES) {
        const r = await auditGame(page, game, { seed: '43', turns: TURNS, tag: `390px-${scheme}` });
        assert.ok(r.positions >= Math.min(TURNS, 3), `${game.name}: only ${r.positions} positions checked`);
        faults.push(...r.faults);
      }
      assert.deepEqual(faults, [], 'screenshots in test-results/layout-audit/');
      assert.deepEqual(problems.all(), []);
    } finally {
      await context.close();
    }
  });
}
