// Mundus Novus played through the UI like a player, on a phone: a whole 3-seat
// game against two computer players to the winner (sealed offers, the chain of
// takes, the progression), the player's controls on screen on every turn and the
// standings at the end; every control a 40 px target; and a hot-seat offer
// behind the curtain.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedApp } from './harness.mjs';
import { NARROW_PHONE, controlsWatch, press, sealOffer } from './moves.mjs';

const GAME_TIMEOUT = { timeout: 480_000 };
const SEED = process.env.MUNDUS_SEED ?? '20261123';
const PHONE_SEED = process.env.MUNDUS_PHONE_SEED ?? '1';

const app = sharedApp({ contextOptions: NARROW_PHONE });

async function newGame(page, players, seats, seed) {
  await page.goto(new URL('#', page.url()).href);
  await page.getByRole('link', { name: 'New game of Mundus Novus' }).click();
  await page.getByLabel('Number of players').selectOption(String(players));
  for (const [seat, label] of Object.entries(seats)) {
    await page.getByLabel(`Seat ${seat} player`).selectOption({ label });
  }
  await page.getByLabel(/Seed|Game number/).fill(seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
}

test('a whole 3-player game against computers reaches the winner', GAME_TIMEOUT, async () => {
  const { page } = app;
  // Easy computers: the game's flow is what is tested here (a Normal
  // computer's search is, natively, and in the phone test below).
  await newGame(page, 3, { 2: 'Computer: Easy', 3: 'Computer: Easy' }, SEED);
  const standings = page.getByRole('heading', { name: 'Final standings' });
  const seal = page.getByRole('button', { name: 'Seal my offer' });
  const take = page.getByRole('button', { name: /^Take .+ from /, disabled: false });
  const controls = page.locator('.mn-controls button');
  const anything = standings.or(seal).or(controls.first());
  const seen = { offers: 0, takes: 0, moves: 0, helper: 0 };
  const view = controlsWatch(page);
  for (let turn = 0; turn < 1500; turn++) {
    await anything.first().waitFor({ timeout: 60_000 });
    if (await standings.isVisible()) break;
    await view.turn();
    if (await page.locator('.mn-hints li').count()) seen.helper++;
    if (await seal.isVisible()) {
      if (!seen.offers) {
        // A tick box per card in the hand, pairs included: no steppers.
        const heading = await page.getByRole('heading', { name: /^Your hand/ }).textContent();
        const cards = Number(heading.match(/\((\d+) cards?\)/)[1]);
        const form = page.locator('form.mn-offer');
        assert.equal(await form.locator('input[type=checkbox]').count(), cards);
        assert.equal(await form.locator('.pick-step').count(), 0);
      }
      await sealOffer(page);
      seen.offers++;
    } else if (await take.count()) {
      if (!seen.takes) {
        // One row per card on offer, each with its own Take button; the swaps
        // through the market are named in full for screen readers.
        const plain = page.getByRole('button', { name: /^Take (?!.*swap).+ from .+$/ });
        assert.equal(await page.locator('.mn-take').count(), await plain.count());
        const swaps = page.locator('.mn-swaps button');
        if (await swaps.count()) {
          assert.match(await swaps.first().getAttribute('aria-label'), /^Take .+ from .+ and swap it for .+ on the market$/);
        }
      }
      await press(take.first());
      seen.takes++;
    } else {
      await press(controls.first());
      seen.moves++;
    }
  }
  await standings.waitFor();
  assert.ok((await view.end()) > 10, 'turns played');
  assert.ok(seen.offers >= 2, `offers sealed: ${JSON.stringify(seen)}`);
  assert.ok(seen.takes >= 1, `a trade chain was played: ${JSON.stringify(seen)}`);
  assert.ok(seen.helper >= 1, `the hand helper showed sets: ${JSON.stringify(seen)}`);
  assert.equal(await page.locator('.results th.who').count(), 3);
  assert.deepEqual(app.problems.all(), []);
});

/** What a set of `n` different resources pays: the rules' table, or 1 a card under Indigenous peoples. */
function salePay(n, indigenous) {
  return indigenous ? n : { 4: 5, 5: 7, 6: 10, 7: 15, 8: 20, 9: 25 }[n];
}

/** Every control of the board narrower or shorter than 40 px: [what, width, height]. */
function smallTargets(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.board-area .mn button, .board-area .mn input, .board-area .mn summary, .board-area .mn select')]
      .filter((e) => e.checkVisibility())
      .map((e) => {
        const r = e.getBoundingClientRect();
        return [e.getAttribute('aria-label') ?? e.textContent.trim().slice(0, 40) ?? e.tagName, Math.round(r.width), Math.round(r.height)];
      })
      .filter(([, w, h]) => w < 40 || h < 40),
  );
}

test('on a phone every control is a 40 px target and a sale says what it pays', GAME_TIMEOUT, async () => {
  const { page } = app;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    // Every Sell button's sum is checked against the round's event as it
    // applies to the player (Indigenous peoples pay 1 a card; the native tests
    // hold that case too, since few games reach it).
    await newGame(page, 4, { 2: 'Computer: Normal', 3: 'Computer: Normal', 4: 'Computer: Normal' }, PHONE_SEED);
    const standings = page.getByRole('heading', { name: 'Final standings' });
    const seal = page.getByRole('button', { name: 'Seal my offer' });
    const controls = page.locator('.board-area .my-move .mn-controls button:not([disabled])');
    const seen = { offer: 0, take: 0, sales: 0, indigenous: 0 };
    for (let turn = 0; turn < 1500 && !(seen.sales >= 2 && seen.take >= 2 && seen.offer >= 2); turn++) {
      await standings.or(seal).or(controls.first()).first().waitFor({ timeout: 60_000 });
      if (await standings.isVisible()) break;
      assert.deepEqual(await smallTargets(page), [], `turn ${turn}: controls under 40 px`);
      const facts = await page.locator('.board-area .prompt-facts').textContent();
      // Seat 1, the player, is listed first.
      const immune = (await page.locator('.mn-player').first().textContent()).includes('Juan de la Cosa');
      const indigenous = facts.includes('event: Indigenous peoples') && !immune;
      for (const text of await page.locator('.board-area .my-move button').allTextContents()) {
        const sale = text.match(/^Sell (\d+) different \((.+)\) for (\d+) doubloons$/);
        if (!sale) continue;
        const n = Number(sale[1]);
        assert.equal(sale[2].split(', ').length, n, text);
        assert.equal(Number(sale[3]), salePay(n, indigenous), `${text} (${facts})`);
        seen.sales++;
        if (indigenous) seen.indigenous++;
      }
      if (await seal.isVisible()) {
        seen.offer++;
        await sealOffer(page);
      } else {
        if (await page.locator('.mn-take').count()) seen.take++;
        await press(controls.first());
      }
    }
    assert.ok(seen.offer && seen.take && seen.sales, `every kind of control was checked: ${JSON.stringify(seen)}`);
    assert.deepEqual(app.problems.all(), []);
  } finally {
    await page.setViewportSize(size);
  }
});

test('hot-seat: an offer is made behind the curtain', GAME_TIMEOUT, async () => {
  const { page } = app;
  await newGame(page, 3, { 2: 'Human', 3: 'Computer: Normal' }, '7');
  const curtain = page.getByRole('button', { name: /^I am .+: show my hand$/ });
  const seal = page.getByRole('button', { name: 'Seal my offer' });
  const controls = page.locator('.mn-controls button');
  let curtains = 0;
  let offers = 0;
  for (let i = 0; i < 60 && offers < 2; i++) {
    await curtain.or(seal).or(controls.first()).first().waitFor({ timeout: 30_000 });
    if (await curtain.isVisible()) {
      await press(curtain);
      curtains++;
    } else if (await seal.isVisible()) {
      await sealOffer(page);
      offers++;
    } else {
      await press(controls.first());
    }
  }
  assert.equal(offers, 2, 'both people sealed an offer');
  assert.ok(curtains >= 1, 'the device passed behind a curtain');
  assert.deepEqual(app.problems.all(), []);
});
