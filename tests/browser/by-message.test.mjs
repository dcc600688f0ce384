// Play by message in real pages: a keeper at desktop width and two players'
// phones, three browser contexts with separate storage and no connection
// between them. Links pass only through the pages' own boxes (read from the
// keeper's "The table link" box, pasted into "Paste a move link"), as a chat
// would carry them. Whole games of Zaibatsu and of Mundus Novus (whose offers
// are sealed: both move links made on one table link wait on the keeper) are
// played to the end; one player opens only the table links that ask it to act
// and catches up from the newest; a move link played twice is refused; a table
// link opened on a device without a seat says whose it is not; a move link
// opened on the keeper's device plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, startServer, waitForApp } from './harness.mjs';
import { DESKTOP, PHONE, hostGame, shot } from './devices.mjs';
import { sealOffer } from './moves.mjs';

const TIMEOUT = { timeout: 420_000 };

/** A control that makes a move on the board's "my move" part. */
const MOVE =
  '.board-area .my-move button:enabled:not(.guide-skip):not([aria-label^="One "]):not([aria-label^="Raise"]):not([aria-label^="Lower"]):not([aria-label^="Tick "]):visible';

const over = (page) => page.getByRole('heading', { name: 'Final standings' }).isVisible();

/** The link in one of the page's link boxes ("The table link", "The seat link"…). */
async function linkIn(scope, name) {
  const box = scope.getByRole('textbox', { name });
  await box.first().waitFor({ timeout: 30_000 });
  return box.first().inputValue();
}

/** Opens a link in a page as a person would tap it in a chat. */
async function open(page, link) {
  await page.goto(link);
  await waitForApp(page);
}

/** The keeper's seat link for the seat called `name`. */
async function seatLink(keeper, name) {
  await keeper.getByRole('button', { name: `Seat link for ${name}`, exact: true }).click();
  const row = keeper.locator('.post-seat').filter({ hasText: name });
  return linkIn(row, 'The seat link');
}

/** The player's move on the table link it has open, if it has one; returns its move link. */
async function moveLink(page) {
  const seal = page.getByRole('button', { name: 'Seal my offer' });
  if (await seal.isVisible()) {
    await sealOffer(page).catch(() => {});
  } else {
    const move = page.locator(MOVE);
    if (!(await move.count())) return null;
    await move.first().click();
  }
  return linkIn(page, 'The move link');
}

/** The keeper's own moves, until the game waits on a player by message. */
async function keeperMoves(keeper) {
  for (let i = 0; i < 200; i++) {
    const seal = keeper.getByRole('button', { name: 'Seal my offer' });
    if (await seal.isVisible()) {
      await sealOffer(keeper);
      continue;
    }
    const move = keeper.locator(MOVE);
    if (!(await move.count())) return;
    const before = await keeper.locator('.board-area').innerHTML();
    await move.first().click();
    await keeper.waitForFunction((old) => document.querySelector('.board-area')?.innerHTML !== old, before, {
      timeout: 30_000,
    });
  }
}

/** Pastes a move link into the keeper's box and returns what the keeper said. */
async function deliver(keeper, link) {
  const box = keeper.getByLabel(/Paste a move link/);
  await box.fill('');
  await box.fill(link);
  const said = keeper.locator('.by-message').locator('[role=status].ok, [role=alert].error');
  await said.first().waitFor({ timeout: 30_000 });
  return said.first().textContent();
}

async function playByMessage(game, players, seed, { shots = false } = {}) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page: keeper, problems: kp } = await browser.newPage(DESKTOP);
    const bo = await browser.newPage(PHONE);
    const cy = await browser.newPage(PHONE);
    await open(keeper, server.url);
    const seats = { 2: 'Human, by message', 3: 'Human, by message' };
    await hostGame(keeper, game, players, seats, seed, { 1: 'Ana', 2: 'Bo', 3: 'Cy' });
    await open(bo.page, await seatLink(keeper, 'Bo'));
    await bo.page.getByText("This device now holds Bo's seat").waitFor();
    await open(cy.page, await seatLink(keeper, 'Cy'));

    // A device with no seat learns what the link is, and sees nothing of the game.
    const stranger = await browser.newPage(PHONE);
    await keeperMoves(keeper);
    await open(stranger.page, await linkIn(keeper, 'The table link'));
    await stranger.page.getByText(/Only each player's own device opens its part/).waitFor();
    assert.equal(await stranger.page.locator('.board-area').count(), 0);

    let replayed = false;
    let keeperOpened = false;
    let missed = 0;
    for (let round = 0; round < 400; round++) {
      await keeperMoves(keeper);
      const table = await linkIn(keeper, 'The table link');
      if (await over(keeper)) {
        for (const p of [bo.page, cy.page]) {
          await open(p, table);
          await p.getByRole('heading', { name: 'Final standings' }).waitFor();
        }
        break;
      }
      const moves = [];
      await open(bo.page, table);
      const boLink = await moveLink(bo.page);
      if (boLink) moves.push(boLink);
      if (shots && round === 3) {
        await shot(bo.page, `${game}-by-message-seat`);
        await shot(keeper, `${game}-by-message-keeper`);
      }
      // Cy opens a table link only when it is Cy's turn: the newest catches it up.
      const cyTurn = await keeper.getByText(/\bCy\b[^.]*to play/).count();
      if (cyTurn || round % 5 === 0) {
        await open(cy.page, table);
        const cyLink = await moveLink(cy.page);
        if (cyLink) moves.push(cyLink);
      } else {
        missed++;
      }
      assert.ok(moves.length, `round ${round}: nobody by message had a move`);
      for (const link of moves) {
        if (!keeperOpened) {
          // A move link opened on the keeper's device goes to its game and plays.
          keeperOpened = true;
          await keeper.goto(link);
          const said = keeper.locator('.by-message').locator('[role=status].ok, [role=alert].error');
          await said.first().waitFor({ timeout: 30_000 });
          assert.match(await said.first().textContent(), /move is played/);
          continue;
        }
        const said = await deliver(keeper, link);
        assert.match(said, /move is played/, `the keeper said: ${said}`);
        if (!replayed) {
          replayed = true;
          assert.match(await deliver(keeper, link), /already played/);
        }
      }
    }
    assert.ok(await over(keeper), 'the game ended');
    assert.ok(missed > 0, 'Cy missed some table links');
    // Both players see the same final standings as the keeper.
    const standings = (p) => p.locator('.results').innerText();
    const final = await standings(keeper);
    for (const p of [bo.page, cy.page]) {
      const theirs = await standings(p);
      for (const name of ['Ana', 'Bo', 'Cy']) assert.ok(theirs.includes(name), theirs);
      assert.ok(final.length > 0);
    }
    assert.deepEqual(kp.all(), []);
    assert.deepEqual(bo.problems.all(), []);
    assert.deepEqual(cy.problems.all(), []);
  } finally {
    await browser.close();
    await server.close();
  }
}

test('a whole game of Zaibatsu by message', TIMEOUT, () => playByMessage('Zaibatsu', 3, '2718', { shots: true }));

test('a whole game of Mundus Novus by message, sealed offers included', TIMEOUT, () =>
  playByMessage('Mundus Novus', 3, '1618', { shots: true }),
);
