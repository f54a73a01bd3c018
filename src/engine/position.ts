import type { Action } from './action.js';
import type { GameName } from './deal/deal-code.js';
import { type Card, type Suit, DECK_SIZE, cardOf, makeCard } from './card.js';
import type { OptionError } from './options.js';
import { type Result, err } from './result.js';

/** Why an action was refused. The element turns each reason into words in the player's language. */
export type RefusalReason =
  | 'game-over'
  | 'no-such-pile'
  | 'same-pile'
  | 'empty-pile'
  | 'bad-count'
  | 'not-a-source'
  | 'not-a-destination'
  | 'one-card-only'
  | 'does-not-fit'
  | 'wrong-foundation'
  | 'king-only'
  | 'column-closed'
  | 'retrieval-off'
  | 'stock-empty'
  | 'stock-not-empty'
  | 'waste-empty'
  | 'no-passes-left'
  | 'nothing-to-undo'
  | 'no-undos-left';

export interface Refusal {
  readonly reason: RefusalReason;
  readonly message: string;
}

/** What one action did: enough to describe it to the player and to undo it exactly. */
export interface Step {
  readonly action: Action;
  /** The cards that moved, bottom first: the run moved, the cards drawn, the waste recycled. */
  readonly cards: readonly Card[];
  /** The face-down card the action turned up, if any. */
  readonly flipped: Card | null;
  readonly scoreBefore: number;
  /** The change of score, after the floor at 0 of standard scoring. */
  readonly points: number;
  /** The action put a card on its foundation for the first time this game, so it earned its points. */
  readonly firstHome: boolean;
}

/** A game's table in plain cards, as the elements' `state` shows it (docs/hosting.md, "The `state` snapshot"). */
export interface Table {
  /** Face down, the first to be drawn first. */
  readonly stock: readonly Card[];
  /** Bottom … top (playable) card. */
  readonly waste: readonly Card[];
  /** ♠ ♥ ♦ ♣, each bottom … top. */
  readonly foundations: readonly (readonly Card[])[];
  /** Logical columns, each bottom … top. */
  readonly tableau: readonly { readonly faceDown: readonly Card[]; readonly faceUp: readonly Card[] }[];
}

/**
 * A position as saved games and replays write it down: its table and the counts that play so far
 * has left on it, which the table alone does not show. Each game's starter lays one out
 * (`GameStarter`), refusing what no play of that game reaches.
 */
export interface PositionRecord {
  readonly table: Table;
  readonly score: number;
  /** Actions in the line of play that led here. */
  readonly moves: number;
  /** How often the waste went back onto the stock (0 in a game without a stock). */
  readonly recycles: number;
  /**
   * How high each foundation has been (Klondike's `scored`: the cards up to there have earned
   * their points); the foundations' own heights when left out.
   */
  readonly scored?: readonly number[];
}

/**
 * The rules of one game of patience over a position that changes in place. Klondike and Baker's
 * Dozen both answer to it, so the game record, the element and the solver work with either.
 */
export interface Position {
  /** Which game's rules these are, as in chessops' `Position.rules`: code above the engine dispatches on it. */
  readonly game: GameName;
  readonly columns: number;
  /** The house rules of this game alone, each by name, as a saved game keeps them. */
  readonly houseRules: Readonly<Record<string, unknown>>;
  readonly score: number;
  /** Actions in the current line of play: an undo takes one off. */
  readonly moves: number;
  isWon(): boolean;
  /** Every action `play` would accept now. */
  legalActions(): Action[];
  /** Why `play` would refuse the action, or undefined when it is legal. */
  refusal(action: Action): Refusal | undefined;
  /** Plays a legal action; an illegal one changes nothing and comes back refused. */
  play(action: Action): Result<Step, Refusal>;
  /** Takes back the last step `play` returned, restoring the position exactly. */
  undo(step: Step): void;
  table(): Table;
  clone(): Position;
  /** How often the waste went back onto the stock, in a game with a stock. */
  readonly recycles?: number;
  /** How high each foundation has been, in a game where a card can leave one. */
  readonly scored?: readonly number[];
}

/** A position a game's starter refuses to lay out for a saved game or a replay, and why: no play reaches it. */
export function unreachable(message: string): { readonly ok: false; readonly error: OptionError } {
  return err({ reason: 'bad-option', option: 'position', message });
}

export function refusal(reason: RefusalReason, message: string): Refusal {
  return { reason, message };
}

/** The cards of foundations given by their heights: ace up to that rank of each suit. */
export function foundationCards(heights: readonly number[]): Card[][] {
  return heights.map((height, suit) => Array.from({ length: height }, (_, rank) => cardOf(suit as Suit, rank + 1)));
}

/** What makes a laid-out table impossible, or undefined when it is a real position. */
export function tableProblem(table: Table, columns: number): string | undefined {
  if (table.tableau.length !== columns) return `the table needs ${columns} columns`;
  if (table.foundations.length !== 4) return 'the table needs 4 foundations';
  const seen = new Set<Card>();
  const cards = [...table.stock, ...table.waste, ...table.foundations.flat(), ...table.tableau.flatMap((column) => [...column.faceDown, ...column.faceUp])];
  for (const card of cards) {
    if (!Number.isInteger(card) || card < 0 || card >= DECK_SIZE) return `${card} is not a card`;
    if (seen.has(card)) return `${makeCard(card)} is on the table twice`;
    seen.add(card);
  }
  if (seen.size !== DECK_SIZE) return `the table holds ${seen.size} cards, not ${DECK_SIZE}`;
  const misplaced = table.foundations.findIndex((pile, suit) => pile.some((card, index) => card !== cardOf(suit as Suit, index + 1)));
  if (misplaced >= 0) return `foundation ${misplaced + 1} does not run from the ace in its suit`;
  const uncovered = table.tableau.findIndex((column) => column.faceDown.length > 0 && column.faceUp.length === 0);
  return uncovered >= 0 ? `column ${uncovered + 1} has face-down cards and no face-up card` : undefined;
}
