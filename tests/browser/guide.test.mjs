// The guided game across a whole first game, on a phone (390×844): "Learn to
// play Zaibatsu", the computers at the Instant pace, the player taking the
// first move the board offers each time. Every paragraph the guide shows is
// new (none comes back at a later decision), some decisions have nothing new
// and show no guide, and at the end a summary lists the topics met and says
// how the player finished, until it is closed. At every decision the player's
// first control is on the 390×844 screen, guide and all (the guide is one short
// line and "More"); and the same over the first decisions of a guided game of
// each other title.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp } from './harness.mjs';
import { controlsInView, press, sealOffer, settle } from './moves.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The player's move buttons: not a stepper, a tick box or the guide's own button. */
const MOVE =
  '.board-area .my-move button:not([disabled]):not(.guide-skip):not([aria-label^="One "]):not([aria-label^="Raise"]):not([aria-label^="Lower"]):not([aria-label^="Tick "]):visible';

test('a guided game explains each new thing once, to the end, then sums up', { timeout: 600_000 }, async () => {
  const app = await openApp({ contextOptions: PHONE });
  try {
    const { page } = app;
    await page.getByRole('button', { name: 'Learn to play Zaibatsu' }).click();
    await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
    const move = page.locator(MOVE);
    const standings = page.getByRole('heading', { name: 'Final standings' });
    const paragraphs = page.locator('.board-area .guide .guide-text');
    const missed = [];
    const shown = new Map();
    let decisions = 0;
    let silent = 0;
    for (let turn = 0; turn < 300; turn++) {
      await standings.or(move.first()).first().waitFor({ timeout: 120_000 });
      if (await standings.isVisible()) break;
      decisions++;
      await settle(page);
      if (!(await controlsInView(page))) missed.push(decisions);
      const texts = await paragraphs.allTextContents();
      if (texts.length === 0) silent++;
      for (const t of texts) {
        assert.ok(!shown.has(t), `decision ${decisions} repeats the paragraph of decision ${shown.get(t)}: ${t}`);
        shown.set(t, decisions);
      }
      await press(move.first());
    }
    assert.ok(await standings.isVisible(), 'the game reached its end');
    assert.deepEqual(missed, [], `the first control below the screen at decisions ${missed.join(', ')}`);
    assert.ok(shown.size >= 6, `only ${shown.size} paragraphs in ${decisions} decisions`);
    assert.ok(silent > 0, 'a decision with nothing new to say shows no guide');
    // The first decision's words, then something else at the next placement.
    assert.match([...shown.keys()][0], /^Place a card from your hand on a pile/);

    const summary = page.getByRole('region', { name: 'Your guided game' });
    await summary.waitFor();
    const text = await summary.innerText();
    assert.match(text, /You (won|shared the win|finished (joint )?(second|third) of 3 players), with a score of -?\d+/);
    assert.match(text, new RegExp(`You met ${shown.size} topics:`));
    const titles = await summary.getByRole('listitem').allTextContents();
    assert.equal(titles.length, shown.size);
    assert.ok(titles.includes('How an auction works'), titles.join(' | '));
    assert.ok(titles.includes('What a company needs'), titles.join(' | '));

    await summary.getByRole('button', { name: 'Close the guide' }).click();
    await summary.waitFor({ state: 'detached' });
    await page.reload();
    await standings.waitFor();
    assert.equal(await page.locator('.guide-summary').count(), 0, 'closed is closed, after a reload too');
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await app.close();
  }
});

// The other titles, guided, for their first decisions (a whole game of each
// would not fit a test's two minutes): the guide says something at most of
// them, and the player's first control is on screen at each.
const OTHERS = [
  { name: 'Detroit Motors', decisions: 14 },
  { name: 'Mundus Novus', decisions: 16 },
  { name: 'The Last of the Independents', decisions: 24 },
];

for (const title of OTHERS) {
  test(`${title.name}, guided: the first control is on screen at every decision`, { timeout: 120_000 }, async () => {
    const app = await openApp({ contextOptions: PHONE });
    try {
      const { page } = app;
      await page.getByRole('button', { name: `Learn to play ${title.name}` }).click();
      await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
      const move = page.locator(MOVE);
      const seal = page.getByRole('button', { name: 'Seal my offer' });
      const guide = page.locator('.board-area .guide');
      const missed = [];
      let guided = 0;
      // Each guided game has its own deal: a short one may end first.
      const over = page.getByRole('heading', { name: 'Final standings' });
      for (let decision = 1; decision <= title.decisions; decision++) {
        // Mundus Novus' offer has tick boxes and a "Seal my offer" not yet enabled.
        await move.first().or(seal).or(over).first().waitFor({ timeout: 60_000 });
        if (await over.count()) break;
        await settle(page);
        if (await guide.count()) guided++;
        if (!(await controlsInView(page))) missed.push(`${decision}: ${await page.locator('.prompt-do').first().textContent()}`);
        if (await seal.count()) await sealOffer(page);
        else await press(move.first());
      }
      assert.deepEqual(missed, [], 'the first control below the screen');
      assert.ok(guided >= 3, `the guide spoke at only ${guided} decisions`);
      assert.deepEqual(app.problems.all(), []);
    } finally {
      await app.close();
    }
  });
}
