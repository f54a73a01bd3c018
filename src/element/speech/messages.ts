import type { DealCodeProblem, RefusalReason } from '../../engine/index.js';
import { msg, str } from '../i18n/localization.js';
import type { Hint } from '../solver/hint.js';
import { cardName, pileName } from '../i18n/spoken-words.js';
import { MOST_COLUMNS, parseCard, parsePileId } from '../../engine/index.js';

/** What the status line says: kept as data, put into words when it is rendered. */
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

/** Why a move was refused, in the player's words (docs/rules.md). */
export function refusalText(reason: RefusalReason): string {
  switch (reason) {
    case 'game-over':
      return msg('The game is won.');
    case 'king-only':
      return msg('Only a king goes on an empty column.');
    case 'does-not-fit':
      return msg('That card does not fit there: one rank lower, the other colour.');
    case 'wrong-foundation':
      return msg('A card goes on the foundation of its own suit.');
    case 'one-card-only':
      return msg('One card at a time there.');
    case 'retrieval-off':
      return msg('Cards stay on the foundations in this game.');
    case 'no-passes-left':
      return msg('No more passes through the stock.');
    case 'nothing-to-undo':
      return msg('Nothing to undo.');
    case 'no-undos-left':
      return msg('No undos left in this game.');
    default:
      return msg('That move is not possible.');
  }
}

/** Why a move was refused, in the words of Baker's Dozen's rules; the rest as in Klondike. */
export function bakersDozenRefusalText(reason: RefusalReason): string {
  switch (reason) {
    case 'column-closed':
      return msg("An empty column stays empty in Baker's Dozen.");
    case 'does-not-fit':
      return msg('That card does not fit there: one rank lower, any suit.');
    case 'one-card-only':
      return msg('Only the top card of a column moves, one card at a time.');
    case 'not-a-source':
      return msg('Cards move from the columns only.');
    default:
      return refusalText(reason);
  }
}

/** What is wrong with a deal code typed into the New game dialog: also a code of another game. */
export type CodeProblem = DealCodeProblem | 'other-game';

/** What is wrong with a Klondike deal code being typed, and how such a code looks. */
export function dealCodeProblemText(problem: CodeProblem): string {
  switch (problem) {
    case 'prefix':
      return msg('Not a deal code: a code starts with KL1-D, as in KL1-D1N-AAAAAAG.');
    case 'draw':
      return msg('Not a deal code: the draw is 1 or 3, as in KL1-D1N-… or KL1-D3N-….');
    case 'scoring':
      return msg('Not a deal code: after the draw comes N (standard) or V (Vegas).');
    case 'length':
      return msg('Not a deal code: the deal number has 7 characters.');
    case 'alphabet':
      return msg('Not a deal code: the deal number has only the letters A to Z and the digits 2 to 7.');
    default:
      return msg('Not a deal code: write it as in KL1-D1N-AAAAAAG.');
  }
}

/** What is wrong with a Baker's Dozen deal code being typed, and how such a code looks. */
export function bakersDozenCodeProblemText(problem: CodeProblem): string {
  switch (problem) {
    case 'length':
    case 'alphabet':
      return dealCodeProblemText(problem);
    case 'other-game':
      return msg("That is a Klondike deal: a Baker's Dozen code starts with BD1-, as in BD1-AAAAAAG.");
    default:
      return msg('Not a deal code: write it as in BD1-AAAAAAG.');
  }
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
export function statusText(status: Status | null, refusal: (reason: RefusalReason) => string = refusalText): string {
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
