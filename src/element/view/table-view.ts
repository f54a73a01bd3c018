import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { keyed } from 'lit/directives/keyed.js';
import {
  type Card,
  type Pile,
  type Table,
  STOCK,
  foundationPile,
  isRed,
  makeCard,
  makePileId,
  suitOf,
  tableauColumn,
  tableauPile,
  type Suit,
} from '../../engine/index.js';
import { rankGlyph } from '../i18n/ranks.js';
import { cardFace } from './cards/card-face.js';
import { SUIT_PATHS } from './cards/card-face-paths.js';
import { flipKey } from './cards/card-places.js';
import type { TableLabels } from './table-labels.js';

/**
 * Where the keyboard is on the table: its one tab stop (input/cursor.ts moves it).
 *
 * @internal
 */
export interface Cursor {
  readonly pile: Pile;
  /** The face-up card under the cursor; null for the stock and for an empty pile. */
  readonly card: Card | null;
}

/**
 * What the table shows besides the cards: the player's selection, a hint, drop targets.
 *
 * @internal
 */
export interface PilesView {
  readonly table: Table;
  /** The run picked up by a tap or a key, waiting for its destination. */
  readonly selected: { readonly pile: Pile; readonly count: number } | null;
  readonly hint: { readonly from: Pile; readonly to: Pile; readonly count: number } | null;
  /** Where the run being dragged may go. */
  readonly targets: ReadonlySet<Pile>;
  /** The one place in the tab order (keyboard.ts). */
  readonly cursor: Cursor;
  /** What a screen reader hears of the cards and piles, once it has come. */
  readonly labels: TableLabels | undefined;
}

/** Cards under the top one that stay rendered, so a card lifted off a pile uncovers the next. */
export const UNDERLAY = 1;
/** A class per suit, for the four-colour deck. */
const SUIT_CLASSES = ['spades', 'hearts', 'diamonds', 'clubs'];

/** @internal */
export interface CardOptions {
  readonly faceUp: boolean;
  readonly selected?: boolean;
  readonly hinted?: boolean;
  /** The card the hinted run moves by: where the hint's "from" chip and its ghost start. */
  readonly hintLead?: boolean;
  /** The card under the keyboard cursor, the table's one tab stop. */
  readonly current?: boolean;
  /** The stock's top card shows the pile's thickness. */
  readonly thick?: boolean;
}

export function cardTemplate(card: Card, labels: TableLabels | undefined, options: CardOptions): TemplateResult {
  if (!options.faceUp) {
    return html`<div
      class=${classMap({ card: true, back: true, thick: !!options.thick })}
      part="card card-back"
      ${flipKey(card)}
      role="img"
      aria-label=${ifDefined(labels?.faceDown())}
    ></div>`;
  }
  return html`<div
    class=${classMap({ card: true, red: isRed(card), [SUIT_CLASSES[suitOf(card)]]: true, selected: !!options.selected, hint: !!options.hinted, 'hint-lead': !!options.hintLead })}
    part="card"
    data-card=${makeCard(card)}
    ${flipKey(card)}
    role="button"
    tabindex=${options.current ? '0' : '-1'}
    aria-pressed=${options.selected ? 'true' : 'false'}
  >
    ${labels ? html`<span class="visually-hidden">${labels.card(card)}</span>` : nothing} ${cardFace(card)}
  </div>`;
}

/**
 * A pile's cards, each keeping its element while it stays at its place in the pile. Not
 * `repeat()`: lit-html 3.3 leaves a comment behind for every item `repeat()` removes
 * (lit/lit#5298), so the shadow tree would grow with every move and every deal.
 */
export function cardList(cards: readonly Card[], template: (card: Card, index: number) => TemplateResult): unknown[] {
  return cards.map((card, index) => keyed(card, template(card, index)));
}

/** A hint marks where the cards would go (`hint`), and the stock itself when it says to draw (`hint-from`). */
export function pileClasses(view: PilesView, pile: Pile, kind: string): Record<string, boolean> {
  return { pile: true, [kind]: true, target: view.targets.has(pile), hint: view.hint?.to === pile, 'hint-from': view.hint?.from === STOCK && pile === STOCK };
}

/**
 * Whether the card `depth` from the top of `pile` (1 = top) is selected or hinted, and whether the
 * cursor is on it. Only a column shows a hinted run whole; elsewhere its top card stands for it.
 */
export function marks(view: PilesView, pile: Pile, card: Card, depth: number): Partial<CardOptions> {
  const hinted = view.hint?.from === pile && depth <= view.hint.count;
  return {
    selected: view.selected?.pile === pile && depth <= view.selected.count,
    hinted,
    hintLead: hinted && (depth === view.hint.count || tableauColumn(pile) < 0),
    current: view.cursor.pile === pile && view.cursor.card === card,
  };
}

/** An empty pile takes the cursor itself, so the keyboard can put cards down on it. */
export function pileTabIndex(view: PilesView, pile: Pile, cards: number): number | undefined {
  if (cards > 0) return undefined;
  return view.cursor.pile === pile ? 0 : -1;
}

export function renderFoundation(view: PilesView, suit: Suit): TemplateResult {
  const pile = foundationPile(suit);
  const all = view.table.foundations[suit];
  const cards = all.slice(-(1 + UNDERLAY));
  return html`<div
    class=${classMap({ ...pileClasses(view, pile, 'foundation'), [`foundation-${suit + 1}`]: true })}
    part="pile foundation"
    data-pile=${makePileId(pile)}
    role="group"
    aria-label=${ifDefined(view.labels?.pile(pile, all.length))}
    tabindex=${ifDefined(pileTabIndex(view, pile, all.length))}
  >
    <span class="slot suit-mark" aria-hidden="true"><svg class="suit" viewBox="-50 -50 100 100"><path d="M0 0${SUIT_PATHS[suit]}"></path></svg></span>
    ${cardList(cards, (card, index) => {
      const depth = cards.length - index;
      return cardTemplate(card, view.labels, { faceUp: true, ...(depth === 1 ? marks(view, pile, card, 1) : {}) });
    })}
  </div>`;
}

/**
 * A tableau column. Its empty place says what it takes: a king in Klondike; in a game where an
 * emptied column stays empty (`closes`), a cross, and the column is marked closed.
 */
export function renderColumn(view: PilesView, column: number, closes = false): TemplateResult {
  const pile = tableauPile(column);
  const { faceDown, faceUp } = view.table.tableau[column];
  const cards = [...faceDown, ...faceUp];
  const closed = closes && cards.length === 0;
  return html`<div
    class=${classMap({ ...pileClasses(view, pile, 'column'), closed })}
    part=${closed ? 'pile column closed' : 'pile column'}
    data-pile=${makePileId(pile)}
    role="group"
    aria-label=${ifDefined(closed ? view.labels?.closedColumn(pile) : view.labels?.pile(pile, cards.length, faceDown.length))}
    tabindex=${ifDefined(pileTabIndex(view, pile, cards.length))}
  >
    ${
      closes
        ? html`<span class="slot closed-mark" aria-hidden="true">${closed ? '\u2715' : nothing}</span>`
        : html`<span class="slot king" aria-hidden="true">${cards.length === 0 ? rankGlyph(13) : nothing}</span>`
    }
    ${cardList(cards, (card, index) =>
      index < faceDown.length
        ? cardTemplate(card, view.labels, { faceUp: false })
        : cardTemplate(card, view.labels, { faceUp: true, ...marks(view, pile, card, cards.length - index) }),
    )}
  </div>`;
}

/** The foundations' order on every table: ♠ ♥ ♦ ♣. */
export const SUITS: readonly Suit[] = [0, 1, 2, 3];

/** A table with no cards on it, before the first deal. */
export function emptyTable(columns: number): Table {
  return { stock: [], waste: [], foundations: [[], [], [], []], tableau: Array.from({ length: columns }, () => ({ faceDown: [], faceUp: [] })) };
}

/**
 * Places the cards after lit rendered them: a column's cards learn their place in the fan and
 * the column how many face-down and face-up cards it holds, the waste's cards their place in
 * its fan. Custom properties set through the CSSOM keep the markup free of style attributes.
 */
export function layOutCards(root: ParentNode): void {
  for (const column of root.querySelectorAll<HTMLElement>('.column')) {
    const cards = column.querySelectorAll<HTMLElement>('.card');
    const down = column.querySelectorAll('.card.back').length;
    column.style.setProperty('--down', String(down));
    column.style.setProperty('--up', String(cards.length - down));
    cards.forEach((card, index) => card.style.setProperty('--i', String(index)));
  }
  for (const waste of root.querySelectorAll<HTMLElement>('.waste')) {
    const cards = [...waste.querySelectorAll<HTMLElement>('.card')];
    const fanned = Number(waste.dataset.fanned ?? 1);
    cards.forEach((card, index) => card.style.setProperty('--fan', String(Math.max(0, index - (cards.length - fanned)))));
  }
}
