// Moves a player makes in several browser tests.
import assert from 'node:assert/strict';

/** Clicks a control and waits until it is gone, disabled or hidden (the board was redrawn). */
export async function press(locator) {
  const handle = await locator.elementHandle();
  await handle.click();
  await locator.page().waitForFunction((el) => !el.isConnected || el.disabled || !el.checkVisibility(), handle, {
    timeout: 30_000,
  });
}

/** Mundus Novus: fills the sealed-offer form one card at a time until it may be sent, then seals it. */
export async function sealOffer(page) {
  const seal = page.getByRole('button', { name: 'Seal my offer' });
  const form = page.locator('form.mn-offer');
  for (let i = 0; i < 12 && !(await seal.isEnabled()); i++) {
    const more = form.getByRole('button', { name: /^One more /, disabled: false });
    const boxes = form.locator('input[type=checkbox]:not(:checked)');
    if (await boxes.count()) await boxes.first().check();
    else if (await more.count()) await more.first().click();
  }
  assert.ok(await seal.isEnabled(), 'a legal offer can be put together');
  await press(seal);
}
