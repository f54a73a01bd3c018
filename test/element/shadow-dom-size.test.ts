import { expect } from '@open-wc/testing';
import { makeDealCode, parseDealCode } from '../../src/engine/index.js';
import { sfc32 } from '../../src/engine/deal/sfc32.js';
import type { MoveDetail } from '../../src/index.js';
import { GAMES, type GameCase, type Solitaire, dealt } from './support/games.js';
import { recorded } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

/** Every node of the shadow tree, lit's comment markers included. */
function shadowNodes(el: Element): number {
  const walker = document.createTreeWalker(el.shadowRoot!, NodeFilter.SHOW_ALL);
  let count = 0;
  while (walker.nextNode()) count++;
  return count;
}

interface Api {
  move(from?: string, to?: string, count?: number): boolean;
  turnStock?(): boolean;
}

/** The shadow tree of a fresh element that deals `dealCode` and plays `moves` (another's `move` events) at once. */
async function freshNodes(game: GameCase, dealCode: string, moves: readonly MoveDetail[] = []): Promise<number> {
  const fresh = await dealt(game);
  if (dealCode !== game.dealCode) await fresh.newGame({ dealCode });
  const api = fresh as unknown as Api;
  for (const { action, from, to, cards } of moves) {
    const replayed = action === 'undo' ? fresh.undo() : action === 'move' ? api.move(from, to, cards.length) : !!api.turnStock?.();
    expect(replayed, `${action} ${from} ${to}`).to.equal(true);
  }
  await fresh.updateComplete;
  return shadowNodes(fresh);
}

const NEW_GAMES = 12;
const ACTIONS = 100;

/** Plays `count` actions (moves, draws, undos) found by trying seeded random piles, each rendered. */
async function play(el: Solitaire, game: GameCase, count: number): Promise<void> {
  const next = sfc32(7, 1, 2, 3);
  const piles = [...game.topRow, ...Array.from({ length: game.columns }, (_, i) => `tableau-${i + 1}`)];
  const api = el as unknown as Api;
  for (let played = 0; played < count; played++) {
    let done = next() % 4 === 0 && el.undo();
    for (let tries = 0; !done && tries < 400; tries++) {
      const from = piles[next() % piles.length];
      done = from === 'stock' ? !!api.turnStock?.() : api.move(from, piles[next() % piles.length]);
    }
    if (!done) el.undo();
    await el.updateComplete;
  }
}

// lit-html's repeat() leaves a comment behind for every item it removes (lit/lit#5298): the
// table must not hit it, or the tree grows with every card that leaves a pile.
withReducedMotion();

describe('the shadow tree stays the size of the table it shows', () => {
  for (const game of GAMES) {
    it(`<${game.tag}>: after ${NEW_GAMES} new games, as large as the last deal's alone`, async () => {
      const el = await dealt(game);
      const first = shadowNodes(el);
      const deal = parseDealCode(game.dealCode);
      if (!deal.ok) throw new Error(deal.error.message);
      for (let number = 1; number <= NEW_GAMES; number++) {
        await el.newGame({ dealCode: makeDealCode({ ...deal.value, number }) });
        await el.updateComplete;
      }
      expect(shadowNodes(el)).to.equal(await freshNodes(game, el.dealCode));
      expect(shadowNodes(el)).to.be.at.most(2 * first);
    });

    it(`<${game.tag}>: after ${ACTIONS} moves, draws and undos, as large as the same game's played at once`, async () => {
      const el = await dealt(game);
      const moves = await recorded<MoveDetail>(el, 'move', () => play(el, game, ACTIONS));
      expect(el.moves, 'the actions played the game').to.be.greaterThan(20);
      expect(shadowNodes(el)).to.equal(
        await freshNodes(
          game,
          game.dealCode,
          moves.map((event) => event.detail),
        ),
      );
    });
  }
});
