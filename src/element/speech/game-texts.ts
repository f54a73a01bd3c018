import type { TemplateResult } from 'lit';
import { parseDealCode } from '../../engine/index.js';
import type { KeyNames } from '../dialogs/game-dialogs.js';
import { msg } from '../i18n/localization.js';
import { type Announcement, announcementText } from './announcements.js';
import { type CodeProblem, type Status, bakersDozenCodeProblemText, bakersDozenRefusalText, dealCodeProblemText, refusalText, statusText } from './messages.js';

/**
 * What an element says in sentences: its status line, its live region, and its dialogs' words
 * for this game (the deal code field, the keys). They speak only once the player acts (a dialog
 * opens once they are there), so a page loads them as one chunk the first time there is
 * something to say, not with the table.
 */
export interface GameTexts {
  status(status: Status | null): string;
  announcement(announcement: Announcement | null): string;
  /** What is wrong with a code typed into the New game dialog; null when it deals or is empty. */
  codeProblem(text: string): CodeProblem | null;
  codeProblemText(problem: CodeProblem): string;
  /** The label of the New game dialog's code field. */
  codeLabel(): string;
  /** An example code for that field. */
  readonly codePlaceholder: string;
  /** What Enter and Space do on the table, in the keyboard dialog. */
  pickUpHelp(): string;
  /** The keyboard dialog's rows for the letter keys. */
  gameKeysHelp(key: KeyNames): [TemplateResult, string][];
}

/** Every game's table offers Finish once the rest plays out. */
const finishHelp = (key: KeyNames): [TemplateResult, string] => [key('F'), msg('Finish, when the table offers it: the rest goes home')];

export const klondikeTexts: GameTexts = {
  status: (status) => statusText(status, refusalText),
  announcement: announcementText,
  codeProblem(text) {
    const parsed = parseDealCode(text);
    return text.trim() === '' || parsed.ok ? null : parsed.error.problem;
  },
  codeProblemText: dealCodeProblemText,
  codeLabel: () => msg('Deal code (optional; its draw and scoring win)'),
  codePlaceholder: 'KL1-D1N-AAAAAAG',
  pickUpHelp: () => msg('Pick up a card with the cards on it, then put them down on the pile you move to; on the stock, draw'),
  gameKeysHelp: (key) => [[key('D'), msg('Draw from the stock, or turn the waste over')], finishHelp(key)],
};

/** Baker's Dozen explains its refusals and its codes in the words of its own rules. */
export const bakersDozenTexts: GameTexts = {
  status: (status) => statusText(status, bakersDozenRefusalText),
  announcement: announcementText,
  codeProblem(text) {
    const parsed = parseDealCode(text);
    if (parsed.ok) return parsed.value.game === 'bakers-dozen' ? null : 'other-game';
    return text.trim() === '' ? null : parsed.error.problem;
  },
  codeProblemText: bakersDozenCodeProblemText,
  codeLabel: () => msg('Deal code (optional)'),
  codePlaceholder: 'BD1-AAAAAAG',
  pickUpHelp: () => msg("Pick up a column's top card, then put it down on the pile you move to"),
  gameKeysHelp: (key) => [finishHelp(key)],
};
