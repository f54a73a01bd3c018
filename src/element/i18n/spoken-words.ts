/**
 * What a screen reader hears of the cards and piles, in the language being rendered: their
 * names, what they hold, and the counted things of the live region.
 */
import { type Card, type Pile, type Suit, STOCK, WASTE, foundationSuit, rankOf, suitOf, tableauColumn } from '../../engine/index.js';
import { msg, renderingLocale, str } from './localization.js';
import { plural } from './plural.js';

/** "3 cards", «بطاقتان», "1 carte". */
export function cardCount(n: number): string {
  return plural(n, {
    0: () => msg('no cards', { id: 'cards-0' }),
    1: () => msg('one card', { id: 'cards-1' }),
    2: () => msg('two cards', { id: 'cards-2' }),
    zero: () => msg(str`${n} cards`, { id: 'cards-zero', desc: 'a number of cards (3 or more), plural category zero' }),
    one: () => msg(str`${n} card`, { id: 'cards-one', desc: 'a number of cards (3 or more), plural category one' }),
    two: () => msg(str`${n} cards`, { id: 'cards-two', desc: 'a number of cards (3 or more), plural category two' }),
    few: () => msg(str`${n} cards`, { id: 'cards-few', desc: 'a number of cards (3 or more), plural category few' }),
    many: () => msg(str`${n} cards`, { id: 'cards-many', desc: 'a number of cards (3 or more), plural category many' }),
    other: () => msg(str`${n} cards`, { id: 'cards-other', desc: 'a number of cards (3 or more), plural category other' }),
  });
}

/** "2 face down": how many of a column's cards are hidden (always one or more). */
export function faceDownCount(n: number): string {
  return plural(n, {
    0: () => msg('none face down', { id: 'face-down-0' }),
    1: () => msg('one face down', { id: 'face-down-1' }),
    2: () => msg('two face down', { id: 'face-down-2' }),
    zero: () => msg(str`${n} face down`, { id: 'face-down-zero', desc: 'how many cards of a column are face down (3 or more), plural category zero' }),
    one: () => msg(str`${n} face down`, { id: 'face-down-one', desc: 'how many cards of a column are face down (3 or more), plural category one' }),
    two: () => msg(str`${n} face down`, { id: 'face-down-two', desc: 'how many cards of a column are face down (3 or more), plural category two' }),
    few: () => msg(str`${n} face down`, { id: 'face-down-few', desc: 'how many cards of a column are face down (3 or more), plural category few' }),
    many: () => msg(str`${n} face down`, { id: 'face-down-many', desc: 'how many cards of a column are face down (3 or more), plural category many' }),
    other: () => msg(str`${n} face down`, { id: 'face-down-other', desc: 'how many cards of a column are face down (3 or more), plural category other' }),
  });
}

/** "150 moves". */
export function moveCount(n: number): string {
  return plural(n, {
    0: () => msg('no moves', { id: 'moves-0' }),
    1: () => msg('one move', { id: 'moves-1' }),
    2: () => msg('two moves', { id: 'moves-2' }),
    zero: () => msg(str`${n} moves`, { id: 'moves-zero', desc: 'a number of moves (3 or more), plural category zero' }),
    one: () => msg(str`${n} move`, { id: 'moves-one', desc: 'a number of moves (3 or more), plural category one' }),
    two: () => msg(str`${n} moves`, { id: 'moves-two', desc: 'a number of moves (3 or more), plural category two' }),
    few: () => msg(str`${n} moves`, { id: 'moves-few', desc: 'a number of moves (3 or more), plural category few' }),
    many: () => msg(str`${n} moves`, { id: 'moves-many', desc: 'a number of moves (3 or more), plural category many' }),
    other: () => msg(str`${n} moves`, { id: 'moves-other', desc: 'a number of moves (3 or more), plural category other' }),
  });
}

function suitName(suit: Suit): string {
  return [msg('spades'), msg('hearts'), msg('diamonds'), msg('clubs')][suit];
}

function rankName(rank: number): string {
  return [
    msg('ace'),
    msg('two'),
    msg('three'),
    msg('four'),
    msg('five'),
    msg('six'),
    msg('seven'),
    msg('eight'),
    msg('nine'),
    msg('ten'),
    msg('jack'),
    msg('queen'),
    msg('king'),
  ][rank - 1];
}

/** "seven of hearts": how a screen reader names a face-up card. */
export function cardName(card: Card): string {
  const rank = rankName(rankOf(card));
  const suit = suitName(suitOf(card));
  return msg(str`${rank} of ${suit}`, { desc: 'a card: rank, then suit' });
}

export function pileName(pile: Pile): string {
  if (pile === STOCK) return msg('stock');
  if (pile === WASTE) return msg('waste');
  const suit = foundationSuit(pile);
  if (suit !== -1) return [msg('spades foundation'), msg('hearts foundation'), msg('diamonds foundation'), msg('clubs foundation')][suit];
  const number = tableauColumn(pile) + 1;
  return msg(str`column ${number}`);
}

/** A pile's name with what it holds: "column 3, 5 cards, 2 face down". */
export function pileLabel(pile: Pile, cards: number, faceDown = 0): string {
  const name = pileName(pile);
  if (cards === 0) return msg(str`${name}, empty`, { desc: 'a pile with no card on it' });
  const count = cardCount(cards);
  if (faceDown === 0) return msg(str`${name}, ${count}`, { desc: 'a pile and how many cards it holds' });
  const hidden = faceDownCount(faceDown);
  return msg(str`${name}, ${count}, ${hidden}`, { desc: 'a column, how many cards it holds, and how many of them are face down' });
}

/** Capitalises an announcement that starts with a card name ("Seven of hearts moved…"). */
export function sentence(text: string): string {
  return text.charAt(0).toLocaleUpperCase(renderingLocale()) + text.slice(1);
}

/** "seven of hearts, six of spades and five of hearts" in the language's own list style. */
export function listOf(items: readonly string[]): string {
  return new Intl.ListFormat(renderingLocale(), { type: 'conjunction' }).format(items);
}

/** "column 3, closed": an emptied Baker's Dozen column, which takes no card again. */
export function closedColumnLabel(pile: Pile): string {
  const name = pileName(pile);
  return msg(str`${name}, closed`, { desc: 'an emptied column of a game where no card may go on it again' });
}
