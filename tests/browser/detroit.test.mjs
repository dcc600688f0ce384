// Detroit Motors played through the UI like a player, on a phone: a whole 6-seat
// game against five computer players, from the home page to the final standings,
// the player's controls on screen on every turn and the standings at the end;
// then a reload shows the same finished game, and the home page lists it as
// finished.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedApp, waitForApp } from './harness.mjs';
import { NARROW_PHONE, controlsWatch, press, standingsRows } from './moves.mjs';

const GAME_TIMEOUT = { timeout: 300_000 };
// With this seed the human proposes, accepts, refuses, nominates, folds and, as
// broker, hands out odd plunder tokens: every control is used (checked below).
const SEED = process.env.DETROIT_SEED ?? '9';
const BOT = process.env.DETROIT_BOT ?? 'Computer: Normal';

const app = sharedApp({ contextOptions: NARROW_PHONE });

/** The final standings as [place, name, score] rows, and the whole log. */
async function record(page) {
  const rows = await standingsRows(page);
  const log = await page.locator('.log-lines li').allTextContents();
  return { rows, log };
}

test('a whole 6-player game against computers, kept after a reload', GAME_TIMEOUT, async () => {
  const { page } = app;
  await page.getByRole('link', { name: 'New game of Detroit Motors' }).click();
  await page.getByLabel('Number of players').selectOption('6');
  for (let seat = 2; seat <= 6; seat++) {
    await page.getByLabel(`Seat ${seat} player`).selectOption({ label: BOT });
  }
  // A fixed seed makes the whole game (computers included) replay the same way.
  await page.getByLabel('Game number (optional)').fill(SEED);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });

  const standings = page.getByRole('heading', { name: 'Final standings' });
  const position = page.getByRole('button', { name: /^Play .+ as your position$/ });
  const propose = page.getByRole('button', { name: 'Propose', exact: true });
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  const refuse = page.getByRole('button', { name: 'Refuse', exact: true });
  const nominate = page.getByRole('button', { name: 'Nominate (stand for broker)' });
  const fold = page.getByRole('button', { name: 'Fold', exact: true });
  const give = page.getByRole('button', { name: /^(Give an extra token to |Keep an extra token)/ });
  const anything = standings.or(position.first()).or(propose).or(accept).or(nominate).or(give.first());

  const seen = { position: 0, propose: 0, accept: 0, refuse: 0, nominate: 0, fold: 0, give: 0 };
  let formChecked = false;
  const view = controlsWatch(page);
  for (let turn = 0; turn < 400; turn++) {
    await anything.first().waitFor({ timeout: 60_000 });
    if (await standings.isVisible()) break;
    await view.turn();
    if (await position.count()) {
      // Exactly the three cards of the hand, each its own button.
      assert.equal(await position.count(), 3);
      await press(position.nth(turn % 3));
      seen.position++;
    } else if (await propose.count()) {
      if (!formChecked) {
        // Untick everything: the form says why nothing can be proposed.
        const ticks = page.getByRole('checkbox');
        for (let i = 0; i < (await ticks.count()); i++) await ticks.nth(i).uncheck();
        await page.getByText('Tick at least one faction.').waitFor();
        assert.equal(await propose.isDisabled(), true);
        // One faction alone short of a majority: the count and the reason show.
        await ticks.first().check();
        await page.locator('.dm-propose .pick-why').waitFor();
        const count = await page.locator('.dm-propose .dm-count').textContent();
        assert.match(count, /^\d+ of 6 players · needs 4/);
        // A valid coalition from the quick picks enables "Propose".
        await page.getByRole('button', { name: /^Tick .+ \(\d+ players\)$/ }).first().click();
        await page.getByText('A valid coalition.').waitFor();
        assert.equal(await propose.isEnabled(), true);
        formChecked = true;
      }
      await press(propose);
      seen.propose++;
    } else if (await accept.count()) {
      // Beside the answer, the coalitions that can still form, the player's first.
      const coalitions = await page.locator('.dm-outlook', { hasText: 'Coalitions that can form' }).innerText();
      assert.match(coalitions, /^Coalitions that can form \(4 of 6 players needed\): \d+ with you, \d+ without/);
      assert.match(coalitions, /: \d+ players, \d+● plunder, with(out)? you/);
      // Accept mostly, so coalitions form and brokers split plunder.
      if (seen.accept < 3 * (seen.refuse + 1)) {
        await press(accept);
        seen.accept++;
      } else {
        await press(refuse);
        seen.refuse++;
      }
    } else if (await nominate.count()) {
      if (seen.nominate <= seen.fold) {
        await press(nominate);
        seen.nominate++;
      } else {
        await press(fold);
        seen.fold++;
      }
    } else {
      // Every player who may not get one says why, in a line of its own.
      const rows = page.locator('.dm-give');
      for (let i = 0; i < (await rows.count()); i++) {
        const row = rows.nth(i);
        if (await row.getByRole('button').isDisabled()) {
          assert.match(await row.locator('.dm-why').textContent(), /already has an odd token|failed nominee|not in the coalition/);
        }
      }
      // Any player who may still get an odd token.
      const enabled = give.and(page.locator(':enabled'));
      await press(enabled.first());
      seen.give++;
    }
  }

  await standings.waitFor();
  assert.ok((await view.end()) > 5, 'turns played');
  if (!process.env.DETROIT_SEED) {
    for (const [kind, n] of Object.entries(seen)) assert.ok(n > 0, `never used "${kind}": ${JSON.stringify(seen)}`);
    assert.ok(formChecked);
  }

  // Six rows; scores are tokens, and the winner has at least 5 (the game ends
  // the moment someone reaches 5; a last share may take them past it).
  const before = await record(page);
  assert.equal(before.rows.length, 6);
  const scores = before.rows.map(([, , score]) => Number(score));
  const [place, winner, top] = before.rows[0];
  assert.equal(place, '1');
  assert.ok(Number(top) >= 5, `winner's tokens: ${top}`);
  assert.equal(Number(top), Math.max(...scores));
  assert.equal(new Set(before.rows.map(([, name]) => name)).size, 6);
  assert.equal(await page.locator('.results tr.winner').count(), 1);
  // The board tells who won, with the same tokens.
  await page.locator('.prompt').getByText(`Game over: ${winner} won with ${top} tokens.`).waitFor();
  assert.match(before.log[0], new RegExp(`${winner} has \\d+ tokens and wins!`));

  // A reload opens the same finished game: same standings, same log.
  await page.reload();
  await waitForApp(page);
  await standings.waitFor();
  const after = await record(page);
  assert.deepEqual(after, before);
  assert.equal(await position.count(), 0);

  // The home page lists it as finished.
  await page.getByRole('link', { name: 'Back to all games' }).click();
  const saved = page.locator('.saved-list li').filter({ hasText: 'Detroit Motors' });
  await saved.first().waitFor();
  assert.equal(await saved.count(), 1);
  assert.match(await saved.textContent(), /Finished\. .+ (won|shared the win): /);
  await saved.getByRole('link', { name: 'View' }).waitFor();

  assert.deepEqual(app.problems.all(), []);
});
