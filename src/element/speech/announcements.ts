/**
 * What the polite live region says after each action, kept as data and put into words when the
 * element renders, so it is always in the language the element speaks now.
 */
import { type Card, type Pile, type Step, type Table, STOCK, WASTE, foundationPile, tableauPile } from '../../engine/index.js';
import { msg, str } from '../i18n/localization.js';
import { cardCount, cardName, closedColumnLabel, listOf, moveCount, pileLabel, pileName, sentence } from '../i18n/spoken-words.js';

/** @internal */
export type Announcement =
  /** An action played; `onto` is the card the run was put on (null for an empty pile or a foundation). */
  | { readonly kind: 'played'; readonly step: Step; readonly onto: Card | null; readonly score: string; readonly stock: number }
  | { readonly kind: 'undone'; readonly step: Step; readonly score: string }
  | { readonly kind: 'picked-up'; readonly card: Card; readonly count: number }
  | { readonly kind: 'put-back' }
  /** A new deal of `mode`, which the game's own words name. */
  | { readonly kind: 'new-game'; readonly mode: object }
  | { readonly kind: 'won'; readonly moves: number; readonly time: string; readonly score: string }
  /** The whole table read out, in a game with or without a stock, whose emptied columns may close. */
  | { readonly kind: 'table'; readonly table: Table; readonly layout: TableLayout };

/**
 * What a read-out of the table says besides the cards.
 *
 * @internal
 */
export interface TableLayout {
  readonly stock: boolean;
  readonly closesEmptyColumns: boolean;
}

/** "seven of hearts", or "seven of hearts with 2 cards on it" for a run. */
function runName(card: Card, count: number): string {
  const name = cardName(card);
  if (count === 1) return name;
  const more = cardCount(count - 1);
  return msg(str`${name} with ${more} on it`, { desc: 'a run of cards: its bottom card and how many cards lie on it' });
}

function scoreText(score: string): string {
  return msg(str`score ${score}`, { desc: 'the score after an action, e.g. "score 45" or "score +$208"' });
}

/** The parts of one announcement, joined the language's way ("، " in Arabic). */
function joined(parts: readonly string[]): string {
  return sentence(parts.join(msg(', ', { desc: 'between the parts of a spoken announcement' })));
}

function played(step: Step, onto: Card | null, score: string, stock: number): string {
  const { action, cards, flipped } = step;
  const parts: string[] = [];
  if (action.type === 'draw') {
    const drawn = listOf(cards.map(cardName));
    parts.push(msg(str`drew ${drawn}`, { desc: 'cards turned from the stock onto the waste' }));
    const left = cardCount(stock);
    parts.push(stock === 0 ? msg('the stock is empty') : msg(str`${left} left in the stock`));
  } else if (action.type === 'recycle') {
    parts.push(msg('the waste turned over onto the stock'));
  } else {
    const run = runName(cards[0], cards.length);
    const to = onto === null ? pileName(action.to) : cardName(onto);
    parts.push(msg(str`${run} moved to ${to}`, { desc: 'a move: the card (or run) and where it went, a card or a pile' }));
  }
  if (flipped !== null) {
    const card = cardName(flipped);
    parts.push(msg(str`${card} turned up`, { desc: 'a face-down card turned face up by the move' }));
  }
  parts.push(scoreText(score));
  return joined(parts);
}

function undone(step: Step, score: string): string {
  const { action, cards, flipped } = step;
  let what: string;
  if (action.type === 'draw') {
    const drawn = listOf(cards.map(cardName));
    what = msg(str`${drawn} back on the stock`);
  } else if (action.type === 'recycle') {
    what = msg('the waste is back');
  } else {
    const run = runName(cards[0], cards.length);
    const from = pileName(action.from);
    what = msg(str`${run} back to ${from}`);
  }
  const parts = [msg(str`undone: ${what}`, { desc: 'an undo, then what it took back' })];
  if (flipped !== null) {
    const card = cardName(flipped);
    parts.push(msg(str`${card} face down again`));
  }
  parts.push(scoreText(score));
  return joined(parts);
}

/** Every pile in turn, as a player would look over the table. */
export function tableText(table: Table, layout: TableLayout): string {
  const top = (pile: Pile, cards: readonly Card[]): string => {
    const label = pileLabel(pile, cards.length);
    if (cards.length === 0) return label;
    const card = cardName(cards.at(-1)!);
    return msg(str`${label}, top: ${card}`, { desc: 'a pile, then the card on top of it' });
  };
  const sentences = layout.stock ? [pileLabel(STOCK, table.stock.length), top(WASTE, table.waste)] : [];
  table.foundations.forEach((cards, suit) => sentences.push(top(foundationPile(suit as 0 | 1 | 2 | 3), cards)));
  table.tableau.forEach(({ faceDown, faceUp }, column) => {
    const pile = tableauPile(column);
    const label =
      layout.closesEmptyColumns && faceUp.length === 0 ? closedColumnLabel(pile) : pileLabel(pile, faceDown.length + faceUp.length, faceDown.length);
    const cards = listOf(faceUp.map(cardName));
    sentences.push(faceUp.length === 0 ? label : msg(str`${label}: ${cards}`, { desc: 'a column, then its face-up cards from the bottom up' }));
  });
  return sentences.map(sentence).join('. ') + '.';
}

/** `newGame` says a new deal of a mode the way the game on the table names it. */
export function announcementText(announcement: Announcement | null, newGame: (mode: object) => string): string {
  if (announcement === null) return '';
  switch (announcement.kind) {
    case 'played':
      return played(announcement.step, announcement.onto, announcement.score, announcement.stock);
    case 'undone':
      return undone(announcement.step, announcement.score);
    case 'picked-up': {
      const run = runName(announcement.card, announcement.count);
      return sentence(msg(str`${run} picked up: move to a pile and press Enter to put it down, or Escape to cancel`));
    }
    case 'put-back':
      return msg('Put back.');
    case 'new-game':
      return newGame(announcement.mode);
    case 'won': {
      const { time, score } = announcement;
      const moves = moveCount(announcement.moves);
      return msg(str`You won! ${moves}, time ${time}, score ${score}.`);
    }
    case 'table':
      return tableText(announcement.table, announcement.layout);
  }
}
