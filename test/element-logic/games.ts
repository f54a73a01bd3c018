import {
  type Action,
  BakersDozen,
  type DealCode,
  type DrawMode,
  DRAW,
  Game,
  Klondike,
  RECYCLE,
  type Scoring,
  foundationPile,
  moveAction,
  parseActions,
  parseDealCode,
  tableauPile,
  unwrap,
} from '../../src/engine/index.js';
import type { StatisticsModes } from '../../src/element/statistics/statistics.js';
import { bakersDozenLayout } from '../engine/helpers.js';
import { WINNING_LINES } from '../engine/winning-lines.js';

// The games the element-logic tests count, save and read back, all from the engine; and the modes
// each game keeps statistics apart for, as the game's element defines them. Those definitions live
// beside lit templates (src/element/klondike/klondike-game.ts, src/element/bakers-dozen/bakers-dozen-game.ts),
// so they are mirrored here rather than imported.

export interface KlondikeMode {
  readonly draw: DrawMode;
  readonly scoring: Scoring;
}

/** Klondike's four modes, in the order its statistics list them; Vegas adds up to a balance. */
export const KLONDIKE_MODES: StatisticsModes<Klondike, KlondikeMode> = {
  modes: [
    { draw: 1, scoring: 'standard' },
    { draw: 3, scoring: 'standard' },
    { draw: 1, scoring: 'vegas' },
    { draw: 3, scoring: 'vegas' },
  ],
  modeOf: (position) => ({ draw: position.options.draw, scoring: position.options.scoring }),
  modeKey: ({ draw, scoring }) => `${draw}-${scoring}`,
  balanced: ({ scoring }) => scoring === 'vegas',
};

/** Baker's Dozen's mode: no fields, as it has no choices. */
export type BakersDozenMode = Readonly<Record<string, never>>;

/** Baker's Dozen has no choices: one mode, `all`, and no balance. */
export const BAKERS_DOZEN_MODES: StatisticsModes<BakersDozen, BakersDozenMode> = {
  modes: [{}],
  modeOf: () => ({}),
  modeKey: () => 'all',
  balanced: () => false,
};

export function deal(code: string): DealCode {
  return unwrap(parseDealCode(code));
}

function play(game: Game<Klondike | BakersDozen>, actions: readonly Action[]): void {
  for (const action of actions) {
    const played = game.play(action);
    if (!played.ok) throw new Error(`a fixture's action is refused: ${played.error.message}`);
  }
}

/** A Klondike game of `code` (default house rules) after `line`, with `elapsedMs` on the clock. */
export function klondike(code: string, line = '', elapsedMs = 0): Game<Klondike> {
  const dealt = deal(code);
  if (dealt.game !== 'klondike') throw new Error(`not a Klondike deal: ${code}`);
  const game = unwrap(Game.fromPosition(dealt, unwrap(Klondike.forDeal(dealt))));
  const actions = parseActions(line);
  if (actions === undefined) throw new Error(`not a line of play: ${line}`);
  play(game, actions);
  game.elapsedMs = elapsedMs;
  return game;
}

/** The standard draw-1 winning line: won at 505 points. */
export function standardWin(elapsedMs: number): Game<Klondike> {
  return klondike('KL1-D1N-AAAAAAD', WINNING_LINES['KL1-D1N-AAAAAAD'], elapsedMs);
}

/**
 * The same win with one more pass through the stock, taken once the waste is empty and the score
 * is at least 100 (so the recycle costs its full 100): won at 405, 100 points fewer.
 */
export function slowerStandardWin(elapsedMs: number): Game<Klondike> {
  const game = klondike('KL1-D1N-AAAAAAD', '', elapsedMs);
  let passed = false;
  for (const action of parseActions(WINNING_LINES['KL1-D1N-AAAAAAD'])!) {
    const { stock, waste } = game.position.table();
    if (!passed && waste.length === 0 && stock.length > 0 && game.position.score >= 100) {
      play(game, [...Array<Action>(stock.length).fill(DRAW), RECYCLE]);
      passed = true;
    }
    play(game, [action]);
  }
  return game;
}

/** The standard winning line but for its last move: not won, at 495 points, more than the slower win. */
export function standardOneShort(elapsedMs: number): Game<Klondike> {
  const line = WINNING_LINES['KL1-D1N-AAAAAAD'].split(' ');
  return klondike('KL1-D1N-AAAAAAD', line.slice(0, -1).join(' '), elapsedMs);
}

/** The Vegas draw-1 winning line: won at +$208. */
export function vegasWin(elapsedMs: number): Game<Klondike> {
  return klondike('KL1-D1V-AAAAAAJ', WINNING_LINES['KL1-D1V-AAAAAAJ'], elapsedMs);
}

/** A Baker's Dozen game: the deal of `code`, played `moves` legal actions in (the first legal one each time). */
export function bakersDozen(code: string, moves = 0): Game<BakersDozen> {
  const dealt = deal(code);
  if (dealt.game !== 'bakers-dozen') throw new Error(`not a Baker's Dozen deal: ${code}`);
  const game = unwrap(Game.fromPosition(dealt, unwrap(BakersDozen.deal(dealt.number))));
  for (let played = 0; played < moves; played++) play(game, [game.position.legalActions()[0]]);
  return game;
}

/** A Baker's Dozen table one move from the end (only the king of spades out), played home: won at 10 points. */
export function bakersDozenWin(elapsedMs: number): Game<BakersDozen> {
  const game = unwrap(Game.fromPosition(deal('BD1-AAAAAAA'), bakersDozenLayout(['KS'])));
  play(game, [moveAction(tableauPile(0), foundationPile(0))]);
  game.elapsedMs = elapsedMs;
  return game;
}
