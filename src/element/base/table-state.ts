import { type Game, type GamePosition, type Pile, type RefusalReason, STOCK, cardAt, makeCard, parsePileId } from '../../engine/index.js';
import type { Suggestion } from '../game/solitaire-game.js';
import type { Hint } from '../host/hint.js';
import type { Held } from '../input/table-actions.js';
import type { Announcement } from '../speech/announcements.js';
import type { GameTexts } from '../speech/game-texts.js';
import type { Status } from '../speech/messages.js';
import type { HintNotice } from '../view/notices.js';

/**
 * What the table shows beside the game itself, in one record: the run in hand, the hint, the
 * drop targets of a drag, the status line and the live region. Every change asks the element
 * for a render.
 *
 * @internal
 */
export class TableState {
  /** The run picked up by a tap or a key, waiting for its destination. */
  selected: Held | null = null;
  hint: { readonly from: Pile; readonly to: Pile; readonly count: number } | null = null;
  /** Where the run in hand or being dragged may go. */
  targets: ReadonlySet<Pile> = new Set();
  status: Status | null = null;
  /** What the live region says; `spoken` counts them, so saying the same thing twice is heard twice. */
  announcement: Announcement | null = null;
  spoken = 0;
  /** Counts the hints shown, so each one asked for glides its ghost card. */
  private hintsShown = 0;

  constructor(private readonly changed: () => void) {}

  /** A new game on the table, or an action played or taken back: the hand, the hint and the status go. */
  cleared(): void {
    this.selected = null;
    this.targets = new Set();
    this.hint = null;
    this.status = null;
    this.changed();
  }

  hold(held: Held | null): void {
    this.selected = held;
    this.targets = new Set();
    if (held) this.hint = null;
    this.changed();
  }

  tell(status: Status): void {
    this.status = status;
    this.changed();
  }

  refuse(reason: RefusalReason): void {
    this.tell({ kind: 'refused', reason });
  }

  /** The live region says it; the same words said again are heard again. */
  say(announcement: Announcement): void {
    this.announcement = announcement;
    this.spoken++;
    this.changed();
  }

  /** Shows what the hint found for `game` until the next action, and says it. */
  showHint(game: Game<GamePosition> | undefined, found: Suggestion, columns: number): Hint | null {
    if (!game || typeof found === 'string') {
      this.hint = null;
      this.tell({ kind: found === 'lost' ? 'lost' : 'no-hint' });
      return null;
    }
    const from = parsePileId(found.from, columns)!;
    const card = from === STOCK || found.to === 'stock' ? undefined : cardAt(game.position, from, found.count);
    this.hint = { from, to: parsePileId(found.to, columns)!, count: found.count };
    this.hintsShown++;
    this.tell({ kind: 'hint', hint: found, card: card === undefined ? null : makeCard(card) });
    return found;
  }

  /** The hint on the table as the notices show it: its words are the status line's. */
  hintNotice(texts: GameTexts | undefined): HintNotice | null {
    if (!this.hint) return null;
    return { shown: this.hintsShown, words: this.status?.kind === 'hint' ? (texts?.status(this.status) ?? '') : '' };
  }
}
