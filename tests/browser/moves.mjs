// Moves a player makes in several browser tests.
import assert from 'node:assert/strict';

/**
 * Clicks a control and waits until the board has been drawn again: the board
 * changes in place, so the control may be gone, disabled or hidden, or still
 * there in a new drawing (the board's `data-drawn` number moved on).
 */
export async function press(locator) {
  const handle = await locator.elementHandle();
  const drawn = await handle.evaluate((el) => el.closest('.board-body')?.dataset.drawn ?? null);
  await handle.click();
  await locator.page().waitForFunction(
    ([el, was]) =>
      !el.isConnected || el.disabled || !el.checkVisibility() || (was !== null && el.closest('.board-body')?.dataset.drawn !== was),
    [handle, drawn],
    { timeout: 30_000 },
  );
}

/** Mundus Novus: ticks the offer form's cards one at a time until it may be sent, then seals it. */
export async function sealOffer(page) {
  const seal = page.getByRole('button', { name: 'Seal my offer' });
  const boxes = page.locator('form.mn-offer input[type=checkbox]:not(:checked)');
  for (let i = 0; i < 12 && !(await seal.isEnabled()) && (await boxes.count()); i++) {
    await boxes.first().check();
  }
  assert.ok(await seal.isEnabled(), 'a legal offer can be put together');
  await press(seal);
}

/** The final standings as [place, name, total] rows, best first ("1", "Ada", "42"), whichever way the table is laid out. */
export async function standingsRows(page) {
  return page.locator('.results table.standings').evaluate((table) =>
    [...table.querySelectorAll('th.who')].map((who) => [
      String(parseInt(who.querySelector('.place').textContent, 10)),
      who.querySelector('.name').textContent,
      table.querySelector(`td.total[data-seat="${who.dataset.seat}"]`).textContent,
    ]),
  );
}

/** The narrowest phone the app promises to fit (360 px), as the tests that look at the table on one use it. */
export const NARROW_PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Waits for the scroll that follows a redraw (two animation frames). */
export const settle = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

/** Whether the player's first control (in the board's "my move" part) is wholly on screen. */
export function controlsInView(page) {
  return page.evaluate(() => {
    const area = document.querySelector('.board-area .my-move');
    if (!area) return null;
    // The first control on screen: a board may fold some away; a fold that
    // opens one move's choices (a card's many targets) is a control itself.
    const control =
      [
        ...area.querySelectorAll('button:not([disabled]):not(.guide-skip), input:not([disabled]), select, .move-fold > summary'),
      ].find((e) => e.checkVisibility()) ?? area;
    const r = control.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
  });
}

/**
 * Over a whole game on a phone: `turn()` on each of the player's turns notes
 * whether their controls are on screen without scrolling; `end()`, once the
 * standings are shown, asserts that they were on every turn and that the
 * standings are on screen too.
 */
export function controlsWatch(page) {
  let turns = 0;
  const missed = [];
  return {
    async turn() {
      await settle(page);
      turns++;
      if (!(await controlsInView(page))) missed.push(`turn ${turns}: ${await page.locator('.prompt-do').first().textContent()}`);
    },
    async end() {
      await settle(page);
      assert.deepEqual(missed, [], `controls out of view on ${missed.length} of ${turns} turns`);
      const box = await page.locator('.results').boundingBox();
      // A scroll may leave the top half a pixel above the screen.
      assert.ok(box !== null && box.y >= -1 && box.y < page.viewportSize().height, 'the final standings are on screen at the end');
      return turns;
    },
  };
}
