import { type RefusalReason, formatScore, parseDealCode } from '../../engine/index.js';
import { msg, str } from '../i18n/localization.js';
import { announcementText } from '../speech/announcements.js';
import type { GameTexts } from '../speech/game-texts.js';
import { type CodeProblem, dealNumberProblemText, sharedRefusalText, statusText } from '../speech/messages.js';
import type { KlondikeMode } from './klondike-state.js';
import { drawName, scoringName } from './klondike-words.js';

/** Why a move was refused, in the player's words (docs/rules.md, "Klondike"). */
function refusalText(reason: RefusalReason): string {
  switch (reason) {
    case 'king-only':
      return msg('Only a king goes on an empty column.');
    case 'does-not-fit':
      return msg('That card does not fit there: one rank lower, the other colour.');
    case 'one-card-only':
      return msg('One card at a time there.');
    case 'retrieval-off':
      return msg('Cards stay on the foundations in this game.');
    case 'no-passes-left':
      return msg('No more passes through the stock.');
    default:
      return sharedRefusalText(reason);
  }
}

/** What is wrong with a Klondike deal code being typed, and how such a code looks. */
function codeProblemText(problem: CodeProblem): string {
  switch (problem) {
    case 'prefix':
      return msg('Not a deal code: a code starts with KL1-D, as in KL1-D1N-AAAAAAG.');
    case 'draw':
      return msg('Not a deal code: the draw is 1 or 3, as in KL1-D1N-… or KL1-D3N-….');
    case 'scoring':
      return msg('Not a deal code: after the draw comes N (standard) or V (Vegas).');
    case 'length':
    case 'alphabet':
      return dealNumberProblemText(problem);
    default:
      return msg('Not a deal code: write it as in KL1-D1N-AAAAAAG.');
  }
}

function newGameText(mode: object): string {
  const draw = drawName((mode as KlondikeMode).draw);
  const scoring = scoringName((mode as KlondikeMode).scoring);
  return msg(str`New game: ${draw}, ${scoring} scoring.`);
}

/** Klondike's sentences: the chunk of its status line, live region and dialogs' words. */
export const klondikeTexts: GameTexts<KlondikeMode> = {
  status: (status) => statusText(status, refusalText),
  announcement: (announcement) => announcementText(announcement, newGameText),
  codeProblem(text) {
    const parsed = parseDealCode(text);
    return text.trim() === '' || parsed.ok ? null : parsed.error.problem;
  },
  codeProblemText,
  codeLabel: () => msg('Deal code (optional; its draw and scoring win)'),
  codePlaceholder: 'KL1-D1N-AAAAAAG',
  pickUpHelp: () => msg('Pick up a card with the cards on it, then put them down on the pile you move to; on the stock, draw'),
  gameKeysHelp: () => [[['D'], msg('Draw from the stock, or turn the waste over')]],
  modeName: (mode) => [drawName(mode.draw), scoringName(mode.scoring)],
  modeScore: (mode, score) => formatScore(score, mode.scoring),
};
