import { expect } from 'chai';
import fc from 'fast-check';
import {
  type Action,
  DECK_SIZE,
  DRAW,
  type Game,
  type StartOptions,
  startGame,
  RECYCLE,
  type Step,
  UNDO_DEPTH,
  WASTE,
  foundationSuit,
  isRed,
  moveAction,
  rankOf,
  tableauColumn,
  type DealCode,
  unwrap,
} from '../../src/engine/index.js';
import { expectSame, fingerprint } from './helpers.js';

/**
 * The scoring tables of docs/rules.md, written out again independently of the engine; `firstHome`
 * says whether the card going onto a foundation has never been on one this game.
 */
function expectedPoints(step: Step, scoring: 'standard' | 'vegas', firstHome: boolean): number {
  const { action } = step;
  const toFoundation = action.type === 'move' && foundationSuit(action.to) !== -1 && firstHome;
  if (scoring === 'vegas') return toFoundation ? 5 : 0;
  if (action.type === 'recycle') return -100;
  if (action.type === 'draw') return 0;
  const fromWaste = action.from === WASTE;
  return (toFoundation ? 10 : fromWaste && tableauColumn(action.to) >= 0 ? 5 : 0) + (step.flipped !== null ? 5 : 0);
}

/**
 * The most a game can have scored (docs/rules.md): 52 cards home once and 21 turned up in
 * standard scoring, plus 5 for each waste → tableau move of its line of play; +$208 in Vegas; 52
 * cards home in Baker's Dozen.
 */
function scoreCeiling(game: Game, scoring: 'standard' | 'vegas'): number {
  if (game.deal.game === 'bakers-dozen') return 520;
  if (scoring === 'vegas') return 208;
  return 625 + 5 * game.actions.filter((action) => action.type === 'move' && action.from === WASTE && tableauColumn(action.to) >= 0).length;
}

function checkInvariants(game: Game): void {
  const table = game.position.table();
  const all = [...table.stock, ...table.waste, ...table.foundations.flat(), ...table.tableau.flatMap((c) => [...c.faceDown, ...c.faceUp])];
  expectSame(all.length, DECK_SIZE, '52 cards');
  expectSame(new Set(all).size, DECK_SIZE, 'no card twice');
  for (const column of table.tableau) {
    if (column.faceDown.length > 0) expectSame(column.faceUp.length > 0, true, 'face-down cards only under face-up ones');
  }
  if (game.deal.game === 'klondike') {
    for (const { faceUp } of table.tableau) {
      for (let i = 1; i < faceUp.length; i++) {
        expectSame(rankOf(faceUp[i - 1]) === rankOf(faceUp[i]) + 1 && isRed(faceUp[i - 1]) !== isRed(faceUp[i]), true, 'face-up runs alternate down');
      }
    }
  }
  expectSame(game.position.moves, game.actions.length, 'one move for each action of the line of play');
}

/** Any action at all, legal or not, over every pile the game has. */
function anyAction(columns: number, pick: number, from: number, to: number, count: number): Action {
  if (pick % 6 === 0) return DRAW;
  if (pick % 6 === 1) return RECYCLE;
  const piles = 6 + columns;
  return moveAction(from % piles, to % piles, 1 + (count % 13));
}

/** fast-check's seed: the same deals and actions on every run, so a failure shows again. */
const SEED = 42;

const klondikeDeals = fc.record({
  game: fc.constant('klondike' as const),
  draw: fc.constantFrom(1 as const, 3 as const),
  scoring: fc.constantFrom('standard' as const, 'vegas' as const),
  number: fc.integer({ min: 0, max: 2 ** 35 - 1 }),
});
const bakersDeals = fc.record({ game: fc.constant('bakers-dozen' as const), number: fc.integer({ min: 0, max: 2 ** 35 - 1 }) });
const pick = fc.tuple(fc.nat(9), fc.nat(), fc.nat(), fc.nat(), fc.nat());
const choices = fc.array(pick, { minLength: 100, maxLength: 160 });
/** Long enough for a farmer to send cards up and down hundreds of times. */
const longGames = fc.array(pick, { minLength: 500, maxLength: 600 });

describe('random play keeps every invariant (property-based)', () => {
  let actionsTried = 0;

  /**
   * Plays the picks on a new game of `deal`: a legal action (one `prefer` picks out, when there is
   * one), any action at all, or an undo, checking every rule after each.
   */
  function playRandomly(deal: DealCode, rules: StartOptions, picks: [number, number, number, number, number][], prefer = (_: Action) => true): void {
    const game = unwrap(startGame(deal, rules));
    const scoring = deal.game === 'klondike' ? deal.scoring : 'standard';
    const before: string[] = [];
    /** The cards that have been on a foundation, before each action of the line of play. */
    const scoredBefore: Set<number>[] = [];
    let scored = new Set<number>();
    let undoFloor = 0;
    for (const [kind, a, b, c, d] of picks) {
      actionsTried++;
      const legal = game.position.legalActions();
      const listed = new Set(legal.map((action) => JSON.stringify(action)));
      for (const action of legal) expectSame(game.position.refusal(action), undefined, 'listed actions are legal');
      if (kind >= 8) {
        const undoable = before.length > undoFloor && !game.won && game.undosLeft > 0;
        const undone = game.undo();
        expectSame(undone.ok, undoable, 'undo allowed exactly when there is a step to take back');
        if (undone.ok) {
          expectSame(fingerprint(game.position), before.pop(), 'undo restores exactly');
          scored = scoredBefore.pop()!;
        }
      } else {
        const preferred = legal.filter(prefer);
        const pool = preferred.length > 0 ? preferred : legal;
        const action = kind < 6 && pool.length > 0 ? pool[a % pool.length] : anyAction(game.position.columns, a, b, c, d);
        const snapshot = fingerprint(game.position);
        const scoreBefore = game.position.score;
        const played = game.play(action);
        expectSame(played.ok, listed.has(JSON.stringify(action)), `${JSON.stringify(action)} accepted exactly when listed`);
        if (played.ok) {
          before.push(snapshot);
          scoredBefore.push(scored);
          undoFloor = Math.max(undoFloor, before.length - UNDO_DEPTH);
          const home = action.type === 'move' && foundationSuit(action.to) !== -1;
          const firstHome = home && !scored.has(played.value.cards[0]);
          if (firstHome) scored = new Set([...scored, played.value.cards[0]]);
          const raw = scoreBefore + (deal.game === 'klondike' ? expectedPoints(played.value, scoring, firstHome) : firstHome ? 10 : 0);
          expectSame(game.position.score, scoring === 'standard' ? Math.max(0, raw) : raw, 'score follows the table');
        } else {
          expectSame(fingerprint(game.position), snapshot, 'a refused action changes nothing');
        }
      }
      checkInvariants(game);
      const ceiling = scoreCeiling(game, scoring);
      if (game.position.score > ceiling) expect(game.position.score, 'no score beyond the ceiling').to.be.at.most(ceiling);
    }
  }

  it('Klondike: random legal, illegal and undo actions across many deals, draw 1 and 3, both scorings, all house rules', () => {
    const rules = fc.record({
      passes: fc.constantFrom('unlimited' as const, 'classic' as const, 1, 2, 4),
      retrieval: fc.boolean(),
      maxUndos: fc.constantFrom(null, 3),
    });
    fc.assert(
      fc.property(klondikeDeals, rules, choices, (deal, house, picks) => playRandomly(deal, house, picks)),
      { numRuns: 100, seed: SEED },
    );
  });

  it('Klondike: no score can be farmed, with moves to and from the foundations played first wherever there is one', () => {
    const touchesFoundation = (action: Action) => action.type === 'move' && (foundationSuit(action.from) !== -1 || foundationSuit(action.to) !== -1);
    fc.assert(
      fc.property(klondikeDeals, longGames, (deal, picks) => playRandomly(deal, {}, picks, touchesFoundation)),
      { numRuns: 10, seed: SEED },
    );
  });

  it("Baker's Dozen: the same invariants", () => {
    fc.assert(
      fc.property(bakersDeals, choices, (deal, picks) => playRandomly(deal, {}, picks)),
      { numRuns: 25, seed: SEED },
    );
  });

  after(() => {
    expect(actionsTried).to.be.at.least(10_000 + 5_000 + 2_500);
  });
});
