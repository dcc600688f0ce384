// Every game's rules page on a small phone (360 px wide), reached from the home
// page: lists and tables reach the player as lists and tables, never as raw
// text markup ("| a | b |", "- item", "1. step", "**", at the start of a line
// or run into a paragraph), and nothing on the
// page scrolls or sticks out sideways. The pages do not change with the rule
// variant chosen at set-up, so there is one per game.
import test from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp, TEST_TIMEOUT } from './harness.mjs';

const app = sharedApp({ contextOptions: { viewport: { width: 360, height: 740 } } });

/** What on the page reads as raw markup or overflows, as readable lines. */
async function faults(page) {
  return page.evaluate(() => {
    const found = [];
    const article = document.querySelector('article.rules');
    for (const raw of article.innerText.split('\n')) {
      const line = raw.trim();
      // At the start of a line, or run into the text after a sentence or colon.
      const markup = /^(\||- |\* |\d+\. )/.test(line) || / \| |\*\*|[.:;] (- |\* |\d+\. [A-Z])/.test(line);
      if (markup) found.push(`raw markup: "${line.slice(0, 80)}"`);
    }
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${width}`);
    }
    const box = article.getBoundingClientRect();
    // What only screen readers get (a 1 px clipped box, such as a phone's
    // hidden table head) is not on screen.
    const unseen = (el) => {
      for (let e = el; e && e !== article; e = e.parentElement) if (e.getBoundingClientRect().width <= 1) return true;
      return false;
    };
    for (const el of article.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if ((r.width === 0 && r.height === 0) || unseen(el)) continue;
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : ''}`;
      if (r.right > box.right + 1 || r.left < box.left - 1) {
        found.push(`${name} "${el.textContent.trim().slice(0, 40)}" sticks out: ${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
        found.push(`${name} "${el.textContent.trim().slice(0, 40)}" scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth}`);
      }
    }
    return found;
  });
}

test('every rules page shows lists and tables, not markup, and fits 360 px', TEST_TIMEOUT, async () => {
  const { page } = app;
  const links = page.getByRole('link', { name: /^Rules of / });
  const names = (await links.allTextContents()).map((t) => t.replace(/^Rules of /, ''));
  assert.equal(names.length, 4, `games on the home page: ${names}`);
  const seen = { tables: 0, lists: 0, steps: 0 };
  for (const name of names) {
    await page.goto(app.server.url);
    await page.getByRole('link', { name: `Rules of ${name}` }).click();
    await page.getByRole('heading', { level: 1, name: `${name}: rules` }).waitFor();
    // The heading comes first; the text follows once fetched, with the figures its
    // game's part draws: checked and counted once it is on the page.
    await page.locator('article.rules .rules-text').waitFor();
    assert.deepEqual(await faults(page), [], name);
    seen.tables += await page.locator('article.rules table').count();
    seen.lists += await page.locator('article.rules ul > li').count();
    seen.steps += await page.locator('article.rules ol > li').count();
  }
  // The pages' tables, bullets and numbered steps are there as such.
  assert.ok(seen.tables >= 8 && seen.lists >= 40 && seen.steps >= 8, JSON.stringify(seen));
  assert.deepEqual(app.problems.all(), []);
});

test('on a phone a wide table reads as one card per row, each cell named by its column', TEST_TIMEOUT, async () => {
  const { page } = app;
  await page.goto(`${app.server.url}#rules/mundus-novus`);
  const row = page.locator('table.stack tr', { hasText: 'Juan Ponce de León' });
  await row.waitFor();
  // Each row is a box of its own, as wide as the page, its head hidden.
  const shape = await row.evaluate((tr) => ({
    display: getComputedStyle(tr).display,
    width: Math.round(tr.getBoundingClientRect().width),
    page: Math.round(tr.closest('section').getBoundingClientRect().width),
    label: getComputedStyle(tr.cells[3], '::before').content,
    head: tr.closest('table').tHead.getBoundingClientRect().width,
  }));
  assert.equal(shape.display, 'flex');
  assert.equal(shape.width, shape.page, 'as wide as the page');
  assert.deepEqual([shape.label, shape.head], ['"What it does: "', 1]);
  // On a wide screen it is an ordinary table again.
  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    assert.equal(await row.evaluate((tr) => getComputedStyle(tr).display), 'table-row');
  } finally {
    await page.setViewportSize({ width: 360, height: 740 });
  }
  assert.deepEqual(app.problems.all(), []);
});
