import { type RefusalReason, parseDealCode } from '../../engine/index.js';
import { msg } from '../i18n/localization.js';
import { announcementText } from '../speech/announcements.js';
import type { GameTexts } from '../speech/game-texts.js';
import { type CodeProblem, dealNumberProblemText, sharedRefusalText, statusText } from '../speech/messages.js';

/** Why a move was refused, in the words of Baker's Dozen's rules (docs/rules.md, "Baker's Dozen"). */
function refusalText(reason: RefusalReason): string {
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
      return sharedRefusalText(reason);
  }
}

/** What is wrong with a Baker's Dozen deal code being typed, and how such a code looks. */
function codeProblemText(problem: CodeProblem): string {
  switch (problem) {
    case 'length':
    case 'alphabet':
      return dealNumberProblemText(problem);
    case 'other-game':
      return msg("That is a Klondike deal: a Baker's Dozen code starts with BD1-, as in BD1-AAAAAAG.");
    default:
      return msg('Not a deal code: write it as in BD1-AAAAAAG.');
  }
}

/** Baker's Dozen explains its refusals and its codes in the words of its own rules. */
export const bakersDozenTexts: GameTexts = {
  status: (status) => statusText(status, refusalText),
  announcement: (announcement) => announcementText(announcement, () => msg("New game of Baker's Dozen.")),
  codeProblem(text) {
    const parsed = parseDealCode(text);
    if (parsed.ok) return parsed.value.game === 'bakers-dozen' ? null : 'other-game';
    return text.trim() === '' ? null : parsed.error.problem;
  },
  codeProblemText,
  codeLabel: () => msg('Deal code (optional)'),
  codePlaceholder: 'BD1-AAAAAAG',
  pickUpHelp: () => msg("Pick up a column's top card, then put it down on the pile you move to"),
  gameKeysHelp: () => [],
  // One mode: the statistics need no name for it.
  modeName: () => [],
  modeScore: (_, score) => String(score),
};
