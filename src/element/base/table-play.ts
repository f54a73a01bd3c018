import { type Action, type Game, type GamePosition, type Pile, type RefusalReason, type Step, resolveMove, tableauColumn } from '../../engine/index.js';
import { solitaireEvent } from '../host/events.js';
import { moveDetail } from '../host/snapshot.js';
import type { Held } from '../input/table-actions.js';
import type { Announcement } from '../speech/announcements.js';
import type { Clock } from '../view/clock.js';
import type { CardFlights } from './card-flights.js';

/**
 * What play needs of the element.
 *
 * @internal
 */
export interface PlayHost<P extends GamePosition> {
  readonly element: HTMLElement;
  readonly flights: CardFlights;
  readonly clock: Clock;
  /** The game on the table, dealt first if the element is on the page without one. */
  playing(): Game<P> | undefined;
  scoreText(game: Game<P>): string;
  /** What the score reported adds to the game's own. */
  carried(game: Game<P>): number;
  say(announcement: Announcement): void;
  /** After an action played or (`undone`) taken back. */
  changed(undone: boolean): void;
  /** After an action played: it won the game, or it did not. */
  played(game: Game<P>, won: boolean): void;
  /** Says on the status line why the player's action did nothing. */
  refuse(reason: RefusalReason): void;
  /** A refused move: the cards shake where they are. */
  shake(elements: readonly HTMLElement[]): void;
}

/**
 * Actions played and taken back: the game changes, the cards fly, the live region says it and
 * the host hears it (`move`). Whatever asks for an action (a method, a tap, a key, Finish) plays
 * it here.
 *
 * @internal
 */
export class TablePlay<P extends GamePosition> {
  constructor(private readonly host: PlayHost<P>) {}

  /** Plays a legal action and tells the host; `false` (and nothing changes) when it is illegal. */
  play(action: Action): boolean {
    const { host } = this;
    const game = host.playing();
    if (!game || game.position.refusal(action)) return false;
    const onto = topCardOf(game, action);
    host.flights.before();
    const played = game.play(action);
    if (!played.ok) return false;
    host.clock.start();
    this.played(game, played.value, onto);
    return true;
  }

  /** Takes back the last action, score included. `false` when there is nothing to undo. */
  undo(): boolean {
    const { host } = this;
    const game = host.playing();
    if (!game) return false;
    const scoreBefore = game.position.score;
    host.flights.before();
    const undone = game.undo();
    if (!undone.ok) {
      host.flights.cancel();
      return false;
    }
    host.changed(true);
    host.say({ kind: 'undone', step: undone.value, score: host.scoreText(game) });
    host.element.dispatchEvent(solitaireEvent('move', moveDetail(game, undone.value, true, scoreBefore, host.carried(game))));
    return true;
  }

  /** Ctrl+Z and U: an undo, or the reason there is none (no undos left, say). */
  undoOrSayWhy(): boolean {
    const refused = this.host.playing()?.undoRefusal();
    if (refused) this.host.refuse(refused.reason);
    return !refused && this.undo();
  }

  /**
   * A double tap's second tap (docs/rules.md, "Klondike › Taps, double taps and drags"): `action`
   * replaces the last action, as one action. The host hears the last action undone, then this one.
   */
  replaceLast(action: Action): boolean {
    const { host } = this;
    const game = host.playing();
    if (!game) return false;
    const onto = topCardOf(game, action);
    host.flights.before();
    const replaced = game.replaceLast(action);
    if (!replaced.ok) {
      host.flights.cancel();
      return false;
    }
    const { undone, played } = replaced.value;
    const carried = host.carried(game);
    // As the host would have heard the undo on its own, before the action replacing it.
    host.element.dispatchEvent(
      solitaireEvent('move', {
        ...moveDetail(game, undone, true, 0, carried),
        points: -undone.points,
        score: undone.scoreBefore + carried,
        moves: game.position.moves - 1,
      }),
    );
    this.played(game, played, onto);
    return true;
  }

  /** Plays an action of the player's; when it is refused, says why and shakes the cards. */
  playOrRefuse(action: Action, elements: readonly HTMLElement[]): void {
    const game = this.host.playing();
    if (this.play(action) || !game) return;
    const refusal = game.position.refusal(action);
    this.host.shake(elements);
    this.host.refuse(refusal && refusal.reason !== 'same-pile' ? refusal.reason : 'does-not-fit');
  }

  /** Puts the run in hand down on `pile`; when that is refused, says why and shakes `run`'s cards. */
  putDown(held: Held, pile: Pile, run: readonly HTMLElement[]): boolean {
    const game = this.host.playing()!;
    const action = resolveMove(game.position, held.pile, pile, held.count);
    if (this.play(action)) return true;
    this.host.shake(run);
    this.host.refuse(game.position.refusal(action)!.reason);
    return false;
  }

  /** After `step` was played: the table, the live region and the host hear of it. */
  private played(game: Game<P>, step: Step, onto: number | null): void {
    const { host } = this;
    host.changed(false);
    host.say({ kind: 'played', step, onto, score: host.scoreText(game), stock: game.position.table().stock.length });
    host.element.dispatchEvent(solitaireEvent('move', moveDetail(game, step, false, step.scoreBefore, host.carried(game))));
    host.played(game, game.won);
  }
}

/** The card a move onto a column lands on, for the live region. */
function topCardOf(game: Game, action: Action): number | null {
  return action.type === 'move' && tableauColumn(action.to) >= 0 ? (game.position.table().tableau[tableauColumn(action.to)].faceUp.at(-1) ?? null) : null;
}
