import type { Announcement } from './announcements.js';
import type { CodeProblem, Status } from './messages.js';

/** A keyboard dialog row: the keys, and what they do. */
export type KeyHelp = readonly [keys: readonly string[], what: string];

/**
 * What an element says in sentences: its status line, its live region, and its dialogs' words
 * for this game (the deal code field, the keys, the modes). They speak only once the player acts
 * (a dialog opens once they are there), so a page loads them as one chunk the first time there
 * is something to say, not with the table. `M` is a mode of the game's statistics.
 *
 * @internal
 */
export interface GameTexts<M extends object = object> {
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
  /** The keyboard dialog's rows for the letter keys only this game has. */
  gameKeysHelp(): KeyHelp[];
  /** A mode's name, a line each part, for the statistics; no line for a game of one mode. */
  modeName(mode: M): readonly string[];
  /** A final score of the mode, as the statistics show it. */
  modeScore(mode: M, score: number): string;
}
