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
