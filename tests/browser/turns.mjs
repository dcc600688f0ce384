// A simple player for every game, for tests that look at the board between the
// player's turns (news.test.mjs, marks.test.mjs): start a game against
// computers, then take one plain move per turn.
import { press, sealOffer, settle } from './moves.mjs';

export const GAMES = [
  { id: 'zaibatsu', name: 'Zaibatsu', players: 3 },
  { id: 'detroit', name: 'Detroit Motors', players: 6 },
  { id: 'independents', name: 'The Last of the Independents', players: 3 },
  { id: 'mundus-novus', name: 'Mundus Novus', players: 3 },
];

/**
 * A new unguided game of `game` with computers in every seat but the first
 * (in every seat with `computersOnly`); with `guided`, the guide on.
 */
export async function newGame(page, game, seed, { computersOnly = false, guided = false } = {}) {
  await page.goto(new URL('#new/' + game.id, page.url()).href);
  await page.getByLabel('Number of players').selectOption(String(game.players));
  for (let seat = computersOnly ? 1 : 2; seat <= game.players; seat++) {
    await page.getByLabel(`Seat ${seat} player`).selectOption({ label: 'Computer: Easy' });
  }
  await page.getByLabel('Game number (optional)').fill(seed);
  const guide = page.getByRole('checkbox', { name: /Guided game/ });
  if ((await guide.isChecked()) !== guided) await guide.setChecked(guided);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').selectOption({ label: 'Instant' });
}

/**
 * A new unguided game of `game` at `players` seats as set-up offers it: its
 * default computers in the other seats, at its default pace.
 */
export async function newDefaultGame(page, game, players, seed) {
  await page.goto(new URL('#new/' + game.id, page.url()).href);
  await page.getByLabel('Number of players').selectOption(String(players));
  await page.getByLabel('Game number (optional)').fill(seed);
  const guided = page.getByRole('checkbox', { name: /Guided game/ });
  if (await guided.isChecked()) await guided.uncheck();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Computer pace').waitFor();
}

/** The player's main move as a newcomer finds it: the first enabled button of the
 *  board's "my move" part that is not a stepper, a tick box or the guide's skip. */
const firstMove = (page) =>
  page.locator(
    '.board-area .my-move button:not([disabled]):not(.guide-skip):not([aria-label^="One "]):not([aria-label^="Raise"]):not([aria-label^="Lower"]):not([aria-label^="Tick "]):visible',
  );

/** For `game`: `ready` (a locator present when it is the player's turn) and
 *  `move(turn)`, which plays one move. */
export function player(page, game) {
  const button = (name) => page.getByRole('button', { name, exact: typeof name === 'string' });
  if (game.id === 'zaibatsu') {
    const place = page.getByRole('button', { name: /^Place .+ on pile \d+$/, disabled: false });
    const call = page.getByRole('button', { name: /^Call pile \d+( \(empty\))?$/, disabled: false });
    const pass = button('Pass');
    const bid = page.getByRole('button', { name: /^Bid T¥\d+$/ });
    return {
      ready: place.first().or(call.first()).or(pass),
      async move(turn) {
        if (await place.count()) await press(place.nth(turn % (await place.count())));
        else if (await call.count()) await press(call.first());
        else await press(turn % 2 && (await bid.count()) ? bid.first() : pass);
      },
    };
  }
  if (game.id === 'detroit') {
    const position = page.getByRole('button', { name: /^Play .+ as your position$/ });
    const propose = button('Propose');
    const accept = button('Accept');
    const nominate = button('Nominate (stand for broker)');
    const fold = button('Fold');
    const give = page
      .getByRole('button', { name: /^(Give an extra token to |Keep an extra token)/ })
      .and(page.locator(':enabled'));
    return {
      ready: position.first().or(propose).or(accept).or(nominate).or(give.first()),
      async move(turn) {
        if (await position.count()) await press(position.nth(turn % (await position.count())));
        else if (await propose.count()) await press(propose);
        else if (await accept.count()) await press(accept);
        else if (await nominate.count()) await press(turn % 2 ? nominate : fold);
        else await press(give.first());
      },
    };
  }
  const move = firstMove(page);
  const seal = button('Seal my offer');
  return {
    ready: seal.or(move.first()),
    move: async () => ((await seal.isVisible()) ? sealOffer(page) : press(move.first())),
  };
}

/** Waits until it is the player's turn (true) or the game is over (false). */
export async function turnOrEnd(page, ready) {
  const standings = page.getByRole('heading', { name: 'Final standings' });
  await standings.or(ready).first().waitFor({ timeout: 60_000 });
  if (await standings.isVisible()) return false;
  // The board is drawn anew after the last computer move: two frames.
  await settle(page);
  return true;
}
