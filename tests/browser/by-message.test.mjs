// Play by message in real pages: a keeper and players' phones, browser
// contexts with separate storage and no connection between them. Links pass
// only through the pages' own boxes (read from the keeper's "The table link"
// box, pasted into "Paste a move link"), as a chat would carry them.
//
// Whole games by message are played natively (tests/net_post.rs plays every
// game to its end through the same office and desks; tests/seat_mixes.rs
// every mix of seats); here, what only pages show:
// - Mundus Novus with a computer seated after the seats by message (the mix
//   that once waited for ever): the keeper is led step by step, the computer
//   plays, a friend's sealed offer pasted before the keeper seals his own
//   stays sealed on the keeper's screen, and the keeper may take back his
//   own offer only until the offers are revealed;
// - Zaibatsu: a device with no seat sees nothing, a player who misses table
//   links catches up from the newest, a move link opened on the keeper's
//   device plays, one played twice or pasted percent-encoded is answered in
//   the keeper's words, and a replaced seat link is confirmed first and tells
//   the old phone to ask for a new one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, startServer, waitForApp } from './harness.mjs';
import { PHONE, hostGame, moveIfAny, shot } from './devices.mjs';
import { sealOffer } from './moves.mjs';

const TIMEOUT = { timeout: 115_000 };

/** A control that makes a move on the board's "my move" part. */
const MOVE =
  '.board-area .my-move button:enabled:not(.guide-skip):not([aria-label^="One "]):not([aria-label^="Raise"]):not([aria-label^="Lower"]):not([aria-label^="Tick "]):visible';

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
  // To show to a friend at the table: its QR code.
  await row.getByRole('img', { name: 'QR code of the seat link' }).waitFor();
  return linkIn(row, 'The seat link');
}

/** The player's move on the table link it has open, if it has one: its move link and words. */
async function moveLink(page) {
  const seal = page.getByRole('button', { name: 'Seal my offer' });
  if (await seal.isVisible()) {
    await sealOffer(page);
  } else {
    const move = page.locator(MOVE);
    if (!(await move.count())) return null;
    await move.first().click();
  }
  const link = await linkIn(page, 'The move link');
  const said = await page.locator('.move-post').innerText();
  return { link, label: said.match(/Your move: “([^”]+)”/)?.[1] ?? '' };
}

/** Pastes a move link into the keeper's box and returns what the keeper said. */
async function deliver(keeper, link) {
  const box = keeper.getByLabel(/Paste a move link/);
  await box.fill('');
  await box.fill(link);
  const said = keeper.locator('.by-message').locator('[role=status].ok, [role=alert].error');
  await said.first().waitFor({ timeout: 30_000 });
  const text = await said.first().textContent();
  await box.fill('');
  return text;
}

/** The step of the keeper's panel marked as due, by its heading. */
const dueStep = (keeper) => keeper.locator('.post-step.step-due h3').innerText();

/** The move number the keeper's table link is for. */
async function tableMoves(keeper) {
  const text = await keeper.locator('.table-post').innerText();
  return Number(text.match(/after move (\d+)/)[1]);
}

test('Mundus Novus by message with a computer after the seats by message: led step by step, never stalled, offers sealed', TIMEOUT, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page: keeper, problems: kp } = await browser.newPage(PHONE);
    const bo = await browser.newPage(PHONE);
    const cy = await browser.newPage(PHONE);
    await open(keeper, server.url);
    await hostGame(keeper, 'Mundus Novus', 4, { 2: 'Human, by message', 3: 'Human, by message', 4: 'Computer: Normal' }, '1618', {
      1: 'Ana',
      2: 'Bo',
      3: 'Cy',
    });

    // Step 1 first, said in the bar held at the top of the screen.
    const bar = keeper.locator('.post-due');
    await bar.getByText('First send Bo and Cy each their own seat link, to each alone.').waitFor();
    assert.equal(await dueStep(keeper), 'Send each player their seat link');
    await shot(keeper, 'keeper-step-1-seat-links');
    await open(bo.page, await seatLink(keeper, 'Bo'));
    await bo.page.getByText("This device now holds Bo's seat").waitFor();
    await open(cy.page, await seatLink(keeper, 'Cy'));
    await keeper.bringToFront();

    let sealedBeforeMine = 0;
    let revealed = 0;
    let tookBack = false;
    for (let round = 0; round < 40 && !(revealed >= 2 && tookBack); round++) {
      const before = await tableMoves(keeper);
      const ownSealPending = await keeper.getByRole('button', { name: 'Seal my offer' }).isVisible();
      if (!ownSealPending && (await moveIfAny(keeper))) continue;
      // Step 2: the table link, with the bar's copy button at the top.
      assert.equal(await dueStep(keeper), 'Post the table link to the group');
      if (round < 2 || ownSealPending) await shot(keeper, `keeper-step-2-table-link-${round}`);
      const table = await linkIn(keeper, 'The table link');
      await keeper.locator('.post-due').getByRole('button', { name: 'Copy table link' }).click();
      assert.equal(await dueStep(keeper), 'Paste the move links that come back');

      let moved = false;
      for (const [name, phone] of [
        ['Bo', bo.page],
        ['Cy', cy.page],
      ]) {
        await open(phone, table);
        const chosen = await moveLink(phone);
        if (!chosen) continue;
        moved = true;
        const said = await deliver(keeper, chosen.link);
        const keeperSealing = await keeper.getByRole('button', { name: 'Seal my offer' }).isVisible();
        if (keeperSealing && /move is in, sealed/.test(said)) {
          // A friend's offer came before the keeper sealed his own: the
          // keeper's screen says it is in, and nothing of what it is.
          sealedBeforeMine++;
          const seen = await keeper.locator('body').innerText();
          assert.ok(chosen.label.startsWith('Offer'), chosen.label);
          assert.ok(!seen.includes(chosen.label), `the keeper's screen shows ${name}'s “${chosen.label}”`);
          if (sealedBeforeMine === 1) await shot(keeper, 'keeper-step-3-sealed-offer-in');
          // The keeper seals now; while Cy still chooses he may take it back.
          // (At the Slow pace: the computer's offer, which ends his chance, then
          // lands a second later rather than at once.)
          const pace = keeper.getByLabel('Computer pace');
          if (!tookBack && name === 'Bo') await pace.selectOption({ label: 'Slow' });
          await sealOffer(keeper);
          const takeBack = keeper.getByRole('button', { name: 'Take back' });
          if (!tookBack && name === 'Bo' && (await takeBack.isVisible())) {
            tookBack = true;
            await takeBack.click();
            await keeper.getByRole('button', { name: 'Seal my offer' }).waitFor();
            await pace.selectOption({ label: 'Instant' });
            await sealOffer(keeper);
          }
          await pace.selectOption({ label: 'Instant' });
        } else {
          assert.match(said, new RegExp(`^${name}'s move is (played|in, sealed)`), said);
        }
      }
      // The keeper's own offer, if still to make, then the computer's: no stall.
      await moveIfAny(keeper);
      await keeper.waitForFunction(
        (n) => Number(document.querySelector('.table-post')?.innerText.match(/after move (\d+)/)?.[1]) > n,
        before,
        { timeout: 30_000 },
      );
      assert.ok(moved || (await tableMoves(keeper)) > before, `round ${round}: the game moved on`);
      if (/Offers revealed/.test(await keeper.locator('body').innerText())) revealed = sealedBeforeMine;
    }
    assert.ok(sealedBeforeMine >= 1, 'a friend sealed before the keeper');
    assert.ok(tookBack, 'the keeper took back his offer while the step was open');
    assert.ok(!(await keeper.getByText('The computers are playing').count()));
    await shot(keeper, 'keeper-after-the-reveal');
    assert.deepEqual(kp.all(), []);
    assert.deepEqual(bo.problems.all(), []);
    assert.deepEqual(cy.problems.all(), []);
  } finally {
    await browser.close();
    await server.close();
  }
});

test('Zaibatsu by message: strangers see nothing, missed links catch up, refusals in the keeper’s words, a new seat link confirmed', TIMEOUT, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page: keeper, problems: kp } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const bo = await browser.newPage(PHONE);
    const cy = await browser.newPage(PHONE);
    await open(keeper, server.url);
    await hostGame(keeper, 'Zaibatsu', 3, { 2: 'Human, by message', 3: 'Human, by message' }, '2718', {
      1: 'Ana',
      2: 'Bo',
      3: 'Cy',
    });
    await open(bo.page, await seatLink(keeper, 'Bo'));
    await bo.page.getByText("This device now holds Bo's seat").waitFor();
    const cyPass = await seatLink(keeper, 'Cy');
    await open(cy.page, cyPass);

    // A device with no seat learns what the link is, and sees nothing of the game.
    const stranger = await browser.newPage(PHONE);
    while (await moveIfAny(keeper));
    await open(stranger.page, await linkIn(keeper, 'The table link'));
    await stranger.page.getByText(/Only each player's own device opens its part/).waitFor();
    assert.equal(await stranger.page.locator('.board-area').count(), 0);

    let keeperOpened = false;
    let replayed = false;
    let encoded = false;
    let missed = 0;
    for (let round = 0; round < 10; round++) {
      while (await moveIfAny(keeper));
      const table = await linkIn(keeper, 'The table link');
      const moves = [];
      await open(bo.page, table);
      const boMove = await moveLink(bo.page);
      if (boMove) moves.push(boMove.link);
      // Cy opens a table link only when it is Cy's turn: the newest catches it up.
      const cyTurn = await keeper.getByText(/\bCy\b[^.]*to play/).count();
      if (cyTurn) {
        await open(cy.page, table);
        const cyMove = await moveLink(cy.page);
        if (cyMove) moves.push(cyMove.link);
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
        if (!encoded) {
          // Pasted as some chat apps copy it, percent-encoded: it plays.
          encoded = true;
          const [base, code] = link.split('#');
          assert.match(await deliver(keeper, `${base}${encodeURIComponent(`#${code}`)}`), /move is played/);
          continue;
        }
        assert.match(await deliver(keeper, link), /move is played/);
        if (!replayed) {
          replayed = true;
          assert.match(await deliver(keeper, link), /already played/);
        }
      }
    }
    assert.ok(missed > 0, 'Cy missed some table links');
    assert.ok(replayed && encoded && keeperOpened);

    // A new seat link is confirmed first; "Keep it" keeps the old one.
    await keeper.getByRole('button', { name: 'New seat link for Cy', exact: true }).click();
    const confirm = keeper.getByRole('group', { name: "Replace Cy's seat link" });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    assert.equal(await confirm.count(), 0);
    await keeper.getByRole('button', { name: 'New seat link for Cy', exact: true }).click();
    await keeper.getByRole('group', { name: "Replace Cy's seat link" }).getByRole('button', { name: 'Replace the seat link' }).click();
    await keeper.getByText(/A new seat link for Cy/).waitFor();
    // Cy's phone, still on the old key, is told to ask the keeper for a new one.
    while (await moveIfAny(keeper));
    await open(cy.page, await linkIn(keeper, 'The table link'));
    await cy.page.getByText(/ask the keeper for a new seat link/i).waitFor();

    assert.deepEqual(kp.all(), []);
    assert.deepEqual(bo.problems.all(), []);
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a keeper with a seat by message opens a new game on a phone with their own controls in view', TIMEOUT, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    // As a player starts it: the pace left as it is, the game number the set-up's.
    const { page, problems } = await browser.newPage(PHONE);
    await open(page, server.url);
    await page.getByRole('link', { name: 'New game of Zaibatsu' }).click();
    await page.getByLabel('Seat 2 player').selectOption({ label: 'Human, by message' });
    await page.getByRole('button', { name: 'Start game' }).click();
    // The keeper's panel comes above the board (its code loads on its own),
    // with the link to send held in a bar at the top of the screen.
    await page.locator('.by-message').waitFor();
    const bar = page.locator('.post-due');
    await bar.waitFor();
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const top = (await bar.boundingBox()).height;
    const bottom = (await page.locator('.coach-bar').boundingBox()).y;
    const seen = await page
      .locator(MOVE)
      .evaluateAll((all, [top, bottom]) => all.some((b) => {
        const r = b.getBoundingClientRect();
        return r.top >= top && r.bottom <= bottom;
      }), [top, bottom]);
    assert.ok(seen, `none of the keeper's move buttons is on screen between the bar (${top} px) and the tools (${bottom} px)`);
    // Scrolled to the top, the bar lies over the site's header, and the game's
    // title comes just under it: not covered, and no empty band between.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const { under, title } = await page.evaluate(() => ({
      under: document.querySelector('.post-due').getBoundingClientRect().bottom,
      title: document.querySelector('.game h1').getBoundingClientRect().top,
    }));
    assert.ok(title >= under && title - under <= 24, `the game's title is at ${title} px, the bar ends at ${under} px`);
    assert.deepEqual(problems.all(), []);
  } finally {
    await browser.close();
    await server.close();
  }
});
