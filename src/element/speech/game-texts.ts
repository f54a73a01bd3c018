import { type Announcement, announcementText } from './announcements.js';
import { type CodeProblem, type Status, bakersDozenCodeProblemText, bakersDozenRefusalText, dealCodeProblemText, refusalText, statusText } from './messages.js';

/**
 * What an element says in sentences: its status line, its live region and the New game dialog's
 * word on a deal code. They speak only once the player acts, so a page loads them as one chunk
 * the first time there is something to say, not with the table.
 */
export interface GameTexts {
  status(status: Status | null): string;
  announcement(announcement: Announcement | null): string;
  codeProblem(problem: CodeProblem): string;
}

export const klondikeTexts: GameTexts = {
  status: (status) => statusText(status, refusalText),
  announcement: announcementText,
  codeProblem: dealCodeProblemText,
};

/** Baker's Dozen explains its refusals and its codes in the words of its own rules. */
export const bakersDozenTexts: GameTexts = {
  status: (status) => statusText(status, bakersDozenRefusalText),
  announcement: announcementText,
  codeProblem: bakersDozenCodeProblemText,
};
