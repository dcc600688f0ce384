// The end of a game as a phone draws it: a game saved one move before its end
// (tests/browser/end-codes.json, written by tests/standings.rs) is opened on a
// 390×844 screen, the player's last move is tapped, and each task of the page's
// main thread from the tap to "How the game went" is printed in order, as its
// time by the clock and by the thread's own time (less its waits for one of
// this machine's cores), with what it is made of: the app's code run
// (TimerFire), a frame callback, style, layout, paint. The builds given are
// alternated, each run in a new page. Not a test: it prints numbers.
//   node scripts/measure-end.mjs [--game detroit-12-last-move] [--runs 3] [--cpu 1]
//                                [--builds dist-before,dist] [--min 8]
// `--cpu 1` (the default) leaves the CPU as it is: the thread's own times then
// hardly move with the machine's load; `--cpu 4` slows it as the mobile profile.
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchBrowser, startServer, waitForApp, REPO_ROOT } from '../tests/browser/harness.mjs';
import { pickMove } from '../tests/browser/engines.mjs';
import { GAMES } from '../tests/browser/turns.mjs';
import { mainThreadEvents, tasksOver, timeBy } from './trace-tasks.mjs';

const { values: opts } = parseArgs({
  options: {
    game: { type: 'string', default: 'detroit-12-last-move' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1' },
    builds: { type: 'string', default: 'dist' },
    min: { type: 'string', default: '8' },
  },
});

const CODES = JSON.parse(readFileSync(join(REPO_ROOT, 'tests/browser/end-codes.json'), 'utf8'));
const code = CODES[opts.game]?.code;
if (!code) throw new Error(`no game "${opts.game}" in end-codes.json: one of ${Object.keys(CODES).join(', ')}`);
// The game's id for the move finder: the fixture's name starts with it.
const id = GAMES.map((g) => g.id).find((g) => opts.game.startsWith(g));

/** What a task holds, by the names of the trace's events inside it. */
const PARTS = { TimerFire: 'code', FireAnimationFrame: 'frame callback', UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'pre-paint', Paint: 'paint', Layerize: 'layers' };

/** The page's main-thread tasks over `min` ms in a trace, in order. */
const tasks = (trace, min) =>
  tasksOver(mainThreadEvents(trace), min).map(({ task, inside }) => ({
    clock: task.dur / 1000,
    own: (task.tdur ?? task.dur) / 1000,
    parts: timeBy(inside, (name) => PARTS[name]),
  }));

const builds = opts.builds.split(',');
const servers = {};
for (const b of builds) servers[b] = await startServer({ root: resolve(REPO_ROOT, b) });
const browser = await launchBrowser();
try {
  console.log(`${opts.game}: the page's tasks over ${opts.min} ms from the last tap to the chart, clock/own ms [what], CPU slowed ${opts.cpu}×`);
  for (let run = 0; run < Number(opts.runs); run++) {
    for (const b of builds) {
      const { page, context } = await browser.newPage({ viewport: { width: 390, height: 844 } });
      try {
        await page.goto(`${servers[b].url}#load=${code}`);
        await waitForApp(page);
        await page.locator('.board-area .my-move button:enabled, .board-area form').first().waitFor();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(opts.cpu) });
        await page.waitForTimeout(500);
        if ((await page.evaluate(`(${pickMove})(${JSON.stringify(id)}, 0)`)) !== 'move') throw new Error('no move to tap');
        await browser.browser.startTracing(page, { screenshots: false, categories: ['toplevel', 'devtools.timeline', 'v8.execute'] });
        await page.click('[data-engine-pick]');
        await page.locator('.how-it-went [role=img]').waitFor({ timeout: 60_000 });
        await page.waitForTimeout(500);
        const found = tasks(JSON.parse(await browser.browser.stopTracing()), Number(opts.min));
        const words = found.map(
          (t) =>
            `${Math.round(t.clock)}/${Math.round(t.own)} [${Object.entries(t.parts)
              .sort((x, y) => y[1] - x[1])
              .slice(0, 3)
              .map(([k, v]) => `${k} ${Math.round(v)}`)
              .join(', ')}]`,
        );
        const longest = Math.max(0, ...found.map((t) => t.own));
        console.log(`${b.padEnd(12)} longest own ${Math.round(longest)} ms: ${words.join('  ')}`);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  for (const s of Object.values(servers)) await s.close();
}
