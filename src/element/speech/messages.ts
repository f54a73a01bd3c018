import type { DealCodeProblem, RefusalReason } from '../../engine/index.js';
import { msg, str } from '../i18n/localization.js';
import type { Hint } from '../host/hint.js';
import { cardName, pileName } from '../i18n/spoken-words.js';
import { MOST_COLUMNS, parseCard, parsePileId } from '../../engine/index.js';

/**
 * What the status line says: kept as data, put into words when it is rendered.
 *
 * @internal
 */
export type Status =
  | { readonly kind: 'refused'; readonly reason: RefusalReason }
  | { readonly kind: 'hint'; readonly hint: Hint; readonly card: string | null }
  | { readonly kind: 'no-hint' }
  /** The exact solver found no winning line from here. */
  | { readonly kind: 'lost' }
  | { readonly kind: 'copied' }
  | { readonly kind: 'copy-failed' }
  | { readonly kind: 'dealing' }
  | { readonly kind: 'won' }
  /** The browser refused to store the game (storage full or turned off): it is kept only until the page closes. */
  | { readonly kind: 'not-saved' }
  /** The browser stores the game again after refusing it. */
  | { readonly kind: 'saved-again' };

/**
 * Why a move was refused, for the reasons every game shares; each game words its own rules'
 * reasons and hands the rest here.
 */
export function sharedRefusalText(reason: RefusalReason): string {
  switch (reason) {
    case 'game-over':
      return msg('The game is won.');
    case 'wrong-foundation':
      return msg('A card goes on the foundation of its own suit.');
    case 'nothing-to-undo':
      return msg('Nothing to undo.');
    case 'no-undos-left':
      return msg('No undos left in this game.');
    default:
      return msg('That move is not possible.');
  }
}

/** What is wrong with a deal code being typed: also a code of another game. */
export type CodeProblem = DealCodeProblem | 'other-game';

/** What is wrong with the deal number of a code being typed, the same in every game's codes. */
export function dealNumberProblemText(problem: 'length' | 'alphabet'): string {
  return problem === 'length'
    ? msg('Not a deal code: the deal number has 7 characters.')
    : msg('Not a deal code: the deal number has only the letters A to Z and the digits 2 to 7.');
}

function hintText(hint: Hint, card: string | null): string {
  if (hint.from === 'stock') return msg('Hint: draw from the stock.');
  if (hint.to === 'stock') return msg('Hint: turn the waste over.');
  // Hints name piles of the game on the table, whichever game it is.
  const to = pileName(parsePileId(hint.to, MOST_COLUMNS)!);
  const parsed = card === null ? undefined : parseCard(card);
  const name = parsed === undefined ? '' : cardName(parsed);
  return msg(str`Hint: ${name} to ${to}.`);
}

/** `refusal` words a refusal the way the game on the table explains its rules. */
export function statusText(status: Status | null, refusal: (reason: RefusalReason) => string): string {
  if (status === null) return '';
  switch (status.kind) {
    case 'refused':
      return refusal(status.reason);
    case 'hint':
      return hintText(status.hint, status.card);
    case 'no-hint':
      return msg('No useful move to suggest. Try Undo or a new game.');
    case 'lost':
      return msg('No winning line is left: undo or start a new game.');
    case 'copied':
      return msg('Deal code copied.');
    case 'copy-failed':
      return msg('Could not copy: select the deal code to copy it.');
    case 'dealing':
      return msg('Dealing…');
    case 'won':
      return msg('You won!');
    case 'not-saved':
      return msg("This game cannot be saved now: the browser's storage is full or turned off. It stays here until the page closes.", {
        desc: 'storage-key: the browser refused to store the game',
      });
    case 'saved-again':
      return msg('The game is saved again.', { desc: 'storage-key: the browser stores the game again after refusing it' });
  }
}
