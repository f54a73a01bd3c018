import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Game, type Pile, STOCK, WASTE, parseCard, parsePileId, tableauColumn } from '../../engine/index.js';
import type { Announcement } from '../speech/announcements.js';
import type { Cursor } from '../view/table-view.js';
import { DIRECTIONS, cursorOn, letterOf, moveCursor } from './cursor.js';
import { cardAt } from '../../engine/index.js';
import { type TableActions, pickUp } from './table-actions.js';

/** The element the keyboard plays on. */
export type KeyboardElement = ReactiveControllerHost & Element & { readonly renderRoot: ParentNode };

/**
 * What the keyboard needs of the element beyond the table's actions.
 *
 * @internal
 */
export interface KeyboardActions extends TableActions {
  /** Whether the table is laid out right to left, which mirrors the arrow keys. */
  isRtl(): boolean;
  say(announcement: Announcement): void;
  /** The New game or the keyboard dialog; the focus comes back to `opener` (or to what has it now) when it closes. */
  openDialog(name: 'new-game' | 'help', opener?: HTMLElement): void;
  /** An undo, or the reason there is none. */
  undoOrSayWhy(): boolean;
  hint(): unknown;
  /** A letter key only this game knows; true when it did something. */
  gameKey(letter: string): boolean;
}

/**
 * The whole game from the keyboard: a cursor on the table that the arrows move, Enter and Space
 * to pick up and put down, letter keys for the buttons, Ctrl+Z anywhere in the element. The
 * table is one tab stop; the cursor is where the focus lands.
 *
 * @internal
 */
export class KeyboardInput implements ReactiveController {
  /** Where the keyboard is on the table: the table's one tab stop. */
  private cursor: Cursor;
  /**
   * After the render the focus goes where the cursor is: always after a key on the table; after a
   * tap or a drop only when the focus fell out of the page (the card that had it moved away), so a
   * host's own field that took it meanwhile keeps it.
   */
  private focusCursor: 'key' | 'pointer' | null = null;

  constructor(
    private readonly element: KeyboardElement,
    private readonly host: KeyboardActions,
  ) {
    this.cursor = { pile: host.geometry.cursorHome, card: null };
    element.addController(this);
  }

  hostUpdated(): void {
    const why = this.focusCursor;
    this.focusCursor = null;
    if (why === null) return;
    const root = this.element.renderRoot as ShadowRoot;
    const active = document.activeElement;
    if (why === 'pointer' && active !== null && active !== document.body && !(active === this.element && root.activeElement === null)) return;
    this.focusTable({ preventScroll: true });
  }

  /** Puts the focus on the table's one tab stop (the card or pile of the cursor). */
  focusTable(options?: FocusOptions): void {
    const root = this.element.renderRoot as ShadowRoot;
    const current = root.querySelector<HTMLElement>('.table [tabindex="0"]');
    if (current && root.activeElement !== current) current.focus(options);
  }

  /** A tap or a drop on the table: the keyboard stays in the game after it (see `focusCursor`). */
  keepFocus(): void {
    this.focusCursor ??= 'pointer';
    this.element.requestUpdate();
  }

  /** The cursor on the table as it is now: on the top card when its card has left the pile. */
  placedCursor(): Cursor {
    const game = this.host.game();
    return game ? cursorOn(game.position.table(), this.cursor.pile, this.cursor.card) : this.cursor;
  }

  /**
   * The game's keys anywhere in the element: Ctrl+Z (⌘Z) undoes, and the letter keys work from a
   * bar button as from the table, except where a field, a dialog or the open menu has the focus
   * (a deal code being typed, a select's own letters). An undo from the table puts the focus on
   * the cursor: the card that had it may have turned face down or left.
   */
  readonly onKeyDown = (event: KeyboardEvent): void => {
    const target = event.composedPath()[0];
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return;
    const fromTable = target instanceof Element && target.closest('.table') !== null;
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && letterOf(event) === 'z') {
      event.preventDefault();
      this.host.undoOrSayWhy();
      if (fromTable) this.refocus();
      return;
    }
    // The table's own listener had the keys pressed on it.
    if (fromTable || (target instanceof Element && target.closest('dialog, [role="menu"]'))) return;
    const game = this.host.game();
    if (game && this.shortcut(event, game)) event.preventDefault();
  };

  /** The table's keys, as the keyboard dialog lists them. */
  readonly onTableKeyDown = (event: KeyboardEvent): void => {
    const host = this.host;
    const game = host.game();
    if (!game || event.ctrlKey || event.metaKey || event.altKey) return;
    const direction = DIRECTIONS[event.key];
    if (direction) this.moveTo(moveCursor(game.position.table(), this.placedCursor(), direction, host.isRtl(), host.geometry.topRow));
    else if (event.key === 'Enter' || event.key === ' ') this.pressCursor(game);
    else if (event.key === 'Escape' && host.held()) this.putBack();
    else if (!this.shortcut(event, game)) return;
    event.preventDefault();
    this.refocus();
  };

  /** A click or a focus() on the table moves the cursor there, so Tab comes back to it. */
  readonly onTableFocusIn = (event: FocusEvent): void => {
    const target = event.composedPath()[0];
    const pileElement = target instanceof HTMLElement ? target.closest<HTMLElement>('[data-pile]') : null;
    const pile = pileElement ? parsePileId(pileElement.dataset.pile!, this.host.geometry.columns) : undefined;
    if (pile === undefined) return;
    const code = (target as HTMLElement).dataset.card;
    const card = code === undefined ? null : (parseCard(code) ?? null);
    const placed = this.placedCursor();
    if (pile !== placed.pile || card !== placed.card) this.moveTo({ pile, card });
  };

  /** Says every pile in turn, as the Read out button does. */
  readOut(game: Game): void {
    const { topRow, closesEmptyColumns } = this.host.geometry;
    this.host.say({ kind: 'table', table: game.position.table(), layout: { stock: topRow.some((place) => place.pile === STOCK), closesEmptyColumns } });
  }

  /** A letter key (or ?) of the keyboard dialog's list; true when it did something. */
  private shortcut(event: KeyboardEvent, game: Game): boolean {
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    const host = this.host;
    const letter = letterOf(event);
    if (event.key === '?' || event.key === '\u061F') host.openDialog('help');
    else if (letter === 'u') this.undoOrSayWhy(game);
    else if (letter === 'h') host.hint();
    else if (letter === 'n') host.openDialog('new-game');
    else if (letter === 'r') this.readOut(game);
    else return host.gameKey(letter);
    return true;
  }

  /** After the render, the focus goes to the cursor. */
  private refocus(): void {
    this.focusCursor = 'key';
    this.element.requestUpdate();
  }

  private moveTo(cursor: Cursor): void {
    this.cursor = cursor;
    this.element.requestUpdate();
  }

  /** Enter or Space: the stock draws; a card is picked up, or what is in hand is put down here. */
  private pressCursor(game: Game): void {
    const host = this.host;
    const { pile, card } = this.placedCursor();
    const held = host.held();
    host.hold(null);
    if (pile === STOCK) {
      host.pressStock();
    } else if (held) {
      if (held.pile === pile) this.putBack();
      else {
        const moving = cardAt(game.position, held.pile, held.count) ?? null;
        if (host.putDown(held, pile)) this.moveTo(cursorOn(game.position.table(), lastDestination(game), moving));
      }
    } else if (card !== null) {
      const faceUp = tableauColumn(pile) >= 0 ? game.position.table().tableau[tableauColumn(pile)].faceUp : [card];
      const count = faceUp.length - faceUp.indexOf(card);
      if (count > host.geometry.maxRun(pile)) {
        host.refuse('one-card-only');
        return;
      }
      pickUp(host, { pile, count });
      host.say({ kind: 'picked-up', card, count });
    }
  }

  private putBack(): void {
    this.host.hold(null);
    this.host.say({ kind: 'put-back' });
  }

  private undoOrSayWhy(game: Game): void {
    const refused = game.undoRefusal();
    if (refused) this.host.refuse(refused.reason);
    else this.host.undoOrSayWhy();
  }
}

/** Where the last action put its cards (the card's own foundation for a drop on the foundation row). */
function lastDestination(game: Game): Pile {
  const last = game.actions.at(-1);
  return last?.type === 'move' ? last.to : WASTE;
}
