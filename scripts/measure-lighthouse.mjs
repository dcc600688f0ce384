// Lighthouse 12.2.3 on the home page of a release build, served gzipped as
// GitHub Pages serves it, with Debian's Chromium: the scores of the four
// categories on its mobile profile (a slowed CPU and link) and on desktop, the
// total blocking time, and the longest main-thread tasks with what Lighthouse
// says they are. Lighthouse is not a dependency of the project: it is installed
// once into a scratch folder (`--lighthouse DIR`, /tmp/lighthouse-12.2.3 by
// default; it needs Node 20). Not a test: it prints numbers.
//   node scripts/measure-lighthouse.mjs [--runs 5] [--profile both|mobile|desktop]
// Serves dist/ unless BOARDROOM_DIST names another build.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH } from '../tests/browser/harness.mjs';
import { startServer } from '../tests/browser/server.mjs';

const VERSION = '12.2.3';
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    profile: { type: 'string', default: 'both' },
    lighthouse: { type: 'string', default: `/tmp/lighthouse-${VERSION}` },
  },
});

const cli = join(opts.lighthouse, 'node_modules', 'lighthouse', 'cli', 'index.js');
if (!existsSync(cli)) {
  mkdirSync(opts.lighthouse, { recursive: true });
  console.log(`installing lighthouse@${VERSION} into ${opts.lighthouse}`);
  execFileSync('npm', ['i', '-E', `lighthouse@${VERSION}`, '--prefix', opts.lighthouse, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run; its report as JSON. (Not a synchronous child: this
 *  process serves the pages Lighthouse asks for.) */
async function run(url, profile, out) {
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
  ];
  if (profile === 'desktop') args.push('--preset=desktop');
  await promisify(execFile)(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } });
  return JSON.parse(readFileSync(out, 'utf8'));
}

const server = await startServer({ gzip: true, cacheControl: 'max-age=600' });
const scratch = join('/tmp', `boardroom-lighthouse-${process.pid}`);
mkdirSync(scratch, { recursive: true });
try {
  const profiles = opts.profile === 'both' ? ['mobile', 'desktop'] : [opts.profile];
  for (const profile of profiles) {
    const reports = [];
    for (let i = 0; i < Number(opts.runs); i++) reports.push(await run(server.url, profile, join(scratch, `${profile}-${i}.json`)));
    const score = (r, c) => Math.round(r.categories[c].score * 100);
    const tbt = reports.map((r) => r.audits['total-blocking-time'].numericValue);
    console.log(`\n${profile}, ${reports.length} runs (median, and each run):`);
    for (const c of CATEGORIES) {
      const all = reports.map((r) => score(r, c));
      console.log(`  ${c.padEnd(15)} ${String(median(all)).padStart(3)}   [${all.join(', ')}]`);
    }
    console.log(`  total blocking time ${Math.round(median(tbt))} ms   [${tbt.map(Math.round).join(', ')}]`);
    // Lighthouse's own measure of this machine's speed: its 4× slowing stands
    // for a phone on a machine of about 1,000 or more (slower ones overshoot).
    const bench = reports.map((r) => Math.round(r.environment.benchmarkIndex));
    console.log(`  machine's benchmark index ${median(bench)}   [${bench.join(', ')}]`);
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'interactive']) {
      console.log(`  ${id.padEnd(25)} ${Math.round(median(reports.map((r) => r.audits[id].numericValue)))} ms`);
    }
    // The run whose blocking time is the median: its longest tasks, as Lighthouse
    // attributes them (the script, or the page's own work).
    const mid = reports.find((r) => r.audits['total-blocking-time'].numericValue === median(tbt)) ?? reports[0];
    const tasks = mid.audits['long-tasks']?.details?.items ?? [];
    console.log('  long tasks of the median run (start, duration, attributed to):');
    for (const t of tasks.slice(0, 6)) console.log(`    ${Math.round(t.startTime)} ms  ${Math.round(t.duration)} ms  ${t.url}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await server.close();
}
