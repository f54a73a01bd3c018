import type { Action } from './action.js';
import { type DealCode, makeDealCode } from './deal/deal-code.js';
import type { Position, Refusal, Step } from './position.js';
import { type Result, err, ok } from './result.js';

/** House rules a host may choose; the deal code carries the rest (draw and scoring). */
export interface HouseRules {
  /** Klondike: the classic pass limits in standard scoring (docs/rules.md, "Klondike › Stock and recycling"). */
  readonly classicPasses: boolean;
  /** Klondike: foundation → tableau allowed. */
  readonly retrieval: boolean;
  /** Undos allowed in one game, or null for no limit beyond the last 100 actions. */
  readonly maxUndos: number | null;
}

export const DEFAULT_HOUSE_RULES: HouseRules = { classicPasses: false, retrieval: true, maxUndos: null };

/**
 * Starts the game a deal code names, or refuses a game the caller does not play: saved games and
 * replays take one, so a player of one game carries only that game's rules.
 */
export type GameStarter<P extends Position = Position> = (deal: DealCode, rules: HouseRules) => Result<Game<P>, string>;

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
  private readonly steps: Step[] = [];
  /** Steps below this index can no longer be undone. */
  private undoFloor = 0;
  private undosUsed = 0;

  constructor(
    readonly deal: DealCode,
    /** The position `deal` names under `rules`, before any action. */
    readonly position: P,
    readonly rules: HouseRules = DEFAULT_HOUSE_RULES,
  ) {
    this.dealCode = makeDealCode(deal);
  }

  get won(): boolean {
    return this.position.isWon();
  }

  /** The actions of the current line of play, first first. */
  get actions(): Action[] {
    return this.steps.map((step) => step.action);
  }

  get undosLeft(): number {
    return this.rules.maxUndos === null ? Infinity : this.rules.maxUndos - this.undosUsed;
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
      return { reason: 'nothing-to-undo', message: this.undoFloor === 0 ? 'nothing to undo' : `only the last ${UNDO_DEPTH} actions can be undone` };
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

  /** What a saved game needs beyond the actions to come back exactly. */
  get history(): { readonly undoFloor: number; readonly undosUsed: number } {
    return { undoFloor: this.undoFloor, undosUsed: this.undosUsed };
  }

  /** Restores the undo history of a saved game after its actions were replayed. */
  restoreHistory(history: { readonly undoFloor: number; readonly undosUsed: number }): void {
    this.undoFloor = history.undoFloor;
    this.undosUsed = history.undosUsed;
  }
}
