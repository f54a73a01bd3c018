import type { Action } from './action.js';
import { type DealCode, checkDeal, makeDealCode } from './deal/deal-code.js';
import { type OptionCheck, type OptionError, checkOption, checkOptions } from './options.js';
import type { Position, PositionRecord, Refusal, Step } from './position.js';
import { type Result, err, ok } from './result.js';
import { isCount } from './saved/json-checks.js';

/**
 * The house rule every game has; each game's own (Klondike's passes, say) live on its position
 * as `Position.houseRules`. The deal code carries the rest (draw and scoring).
 */
export type HouseRules = {
  /** Undos allowed in one game, or null for no limit beyond the last 100 actions. */
  readonly maxUndos: number | null;
};

export const DEFAULT_HOUSE_RULES: HouseRules = { maxUndos: null };

/** How the house rule every game has is checked, and its default. */
export const HOUSE_RULE_OPTIONS = {
  maxUndos: {
    accepts: (value): value is number | null => value === null || isCount(value),
    expected: 'null (no limit) or a whole number from 0',
    fallback: { value: DEFAULT_HOUSE_RULES.maxUndos },
  },
} satisfies Record<keyof HouseRules, OptionCheck<unknown>>;

const COUNT: OptionCheck<number> = { accepts: isCount, expected: 'a whole number from 0' };

/**
 * House rules as a saved game or a caller names them: the shared ones checked, the game's own
 * still to be checked by its starter (a missing one takes that game's default).
 */
export type NamedRules = HouseRules & Readonly<Record<string, unknown>>;

/**
 * Starts the game a deal code names, or refuses a game the caller does not play or rules it does
 * not know: saved games and replays take one, so a player of one game carries only that game's rules.
 * With `from`, the game starts at that position of the deal instead, for a saved game or a replay
 * written part-way through; one no play reaches is refused.
 */
export type GameStarter<P extends Position = Position> = (deal: DealCode, rules: NamedRules, from?: PositionRecord) => Result<Game<P>, string>;

/** How many of the latest actions can be undone (docs/rules.md, "Klondike › Undo"). */
export const UNDO_DEPTH = 100;

/**
 * One game as a player lives it: the deal, the position, the line of play with its undo history
 * and allowance, and the time played. Everything the element shows and saves comes from here.
 * It takes its starting position from the caller (`startGame` deals any code), so a bundle that
 * plays one game carries only that game's rules.
 */
export class Game<P extends Position = Position> {
  readonly dealCode: string;
  /** Time played, kept by whoever runs the clock (the element); saved with the game. */
  elapsedMs = 0;
  /** What each action of `actions` did, first first: enough to undo it. */
  readonly steps: Step[] = [];
  /** Steps below this index can no longer be undone. */
  private undoFloor = 0;
  private undosUsed = 0;

  private constructor(
    readonly deal: DealCode,
    /**
     * The position `deal` names under the game's own house rules, before any action; or, for a
     * long game brought back by a saved game or a replay, the position it was written down at.
     */
    readonly position: P,
    readonly maxUndos: number | null,
  ) {
    this.dealCode = makeDealCode(deal);
  }

  /**
   * A game of `deal` from `position` under an undo allowance (none when left out); refused when the
   * deal is malformed or of another game than the position, or the allowance is malformed.
   */
  static fromPosition<P extends Position>(deal: DealCode, position: P, maxUndos?: number | null): Result<Game<P>, OptionError> {
    const checked = checkDeal(deal);
    if (!checked.ok) return checked;
    if (checked.value.game !== position.game) {
      return err({ reason: 'bad-option', option: 'game', message: `game must be the position's, "${position.game}", not "${checked.value.game}"` });
    }
    const allowance = checkOption('maxUndos', maxUndos, HOUSE_RULE_OPTIONS.maxUndos);
    return allowance.ok ? ok(new Game(checked.value, position, allowance.value)) : allowance;
  }

  /** Every house rule the game is played under, as a saved game keeps them. */
  get rules(): HouseRules & P['houseRules'] {
    return { ...this.position.houseRules, maxUndos: this.maxUndos };
  }

  get won(): boolean {
    return this.position.isWon();
  }

  /**
   * The actions of the current line of play, first first: all of them from the deal, or those
   * since the position the game was brought back at (`position.moves` counts them all).
   */
  get actions(): Action[] {
    return this.steps.map((step) => step.action);
  }

  get undosLeft(): number {
    return this.maxUndos === null ? Infinity : this.maxUndos - this.undosUsed;
  }

  play(action: Action): Result<Step, Refusal> {
    const played = this.position.play(action);
    if (played.ok) {
      this.steps.push(played.value);
      this.undoFloor = Math.max(this.undoFloor, this.steps.length - UNDO_DEPTH);
    }
    return played;
  }

  undoRefusal(): Refusal | undefined {
    if (this.won) return { reason: 'game-over', message: 'the game is won' };
    if (this.steps.length <= this.undoFloor) {
      return { reason: 'nothing-to-undo', message: this.position.moves === 0 ? 'nothing to undo' : `only the last ${UNDO_DEPTH} actions can be undone` };
    }
    return this.undosLeft > 0 ? undefined : { reason: 'no-undos-left', message: 'no undos left in this game' };
  }

  /** Takes back the last action; the step returned is the one undone. */
  undo(): Result<Step, Refusal> {
    const refused = this.undoRefusal();
    if (refused) return err(refused);
    const step = this.steps.pop()!;
    this.position.undo(step);
    this.undosUsed++;
    return ok(step);
  }

  /**
   * Plays `action` in place of the last action, from the position before it, as one action of the
   * line of play: a double tap whose first tap sent a card home (docs/rules.md, "Klondike › Taps,
   * double taps and drags"). It spends no undo of the allowance, as the player took nothing back.
   * Refused, and nothing changes, when the last action cannot be taken back (the game is won, or
   * nothing is left to undo) or `action` is illegal in the position before it.
   */
  replaceLast(action: Action): Result<{ readonly undone: Step; readonly played: Step }, Refusal> {
    // Whatever the allowance, the last action must be one an undo could reach.
    if (this.won || this.steps.length <= this.undoFloor) return err(this.undoRefusal()!);
    const undone = this.steps.at(-1)!;
    this.position.undo(undone);
    const played = this.position.play(action);
    if (!played.ok) {
      // The same action from the same position is the same step: the game is as it was.
      this.position.play(undone.action);
      return played;
    }
    this.steps[this.steps.length - 1] = played.value;
    return ok({ undone, played: played.value });
  }

  /** What a saved game needs beyond the actions to come back exactly. */
  get history(): { readonly undoFloor: number; readonly undosUsed: number } {
    return { undoFloor: this.undoFloor, undosUsed: this.undosUsed };
  }

  /**
   * The same game under another undo allowance (none when left out): its position, line of play,
   * undo history (the undos used count against the new allowance) and time. The game itself is
   * left as it was; a malformed allowance is refused.
   */
  withMaxUndos(maxUndos?: number | null): Result<Game<P>, OptionError> {
    const allowance = checkOption('maxUndos', maxUndos, HOUSE_RULE_OPTIONS.maxUndos);
    if (!allowance.ok) return allowance;
    const game = new Game(this.deal, this.position.clone() as P, allowance.value);
    game.steps.push(...this.steps);
    game.undoFloor = this.undoFloor;
    game.undosUsed = this.undosUsed;
    game.elapsedMs = this.elapsedMs;
    return ok(game);
  }

  /**
   * Restores the undo history of a saved game after its actions were replayed; refused, and
   * nothing changes, unless both are counts and the floor lies within the last `UNDO_DEPTH` actions.
   */
  restoreHistory(history: { readonly undoFloor: number; readonly undosUsed: number }): Result<void, OptionError> {
    const checked = checkOptions('undo history', history, { undoFloor: COUNT, undosUsed: COUNT });
    if (!checked.ok) return checked;
    const { undoFloor, undosUsed } = checked.value;
    if (undoFloor > this.steps.length || undoFloor < this.steps.length - UNDO_DEPTH) {
      return err({
        reason: 'bad-option',
        option: 'undoFloor',
        message: `undoFloor must lie within the last ${UNDO_DEPTH} of the ${this.steps.length} actions, not at ${undoFloor}`,
      });
    }
    this.undoFloor = undoFloor;
    this.undosUsed = undosUsed;
    return ok(undefined);
  }
}
