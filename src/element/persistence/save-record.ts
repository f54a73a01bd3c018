import { type Game, type SavedGame, saveGame } from '../../engine/index.js';
import { isRecord } from '../../engine/saved/json-checks.js';
import { readVersioned } from './versioned-json.js';

export const SAVE_VERSION = 1;

/** What a storage key holds while a game is on: the engine's saved game and who wrote it. */
export interface SaveRecord {
  readonly format: string;
  readonly version: typeof SAVE_VERSION;
  /** The copy of the element (in this tab or another) that wrote it last. */
  readonly owner: string;
  /** Won or given up: never resumed. */
  readonly over: boolean;
  readonly game: SavedGame;
}

/** A game's saves are `<tag>-save` records, so one game never plays back another's. */
export function saveFormat(tag: string): string {
  return `${tag}-save`;
}

export function makeSaveRecord(tag: string, owner: string, game: Game, over: boolean, elapsedMs: number): string {
  const record: SaveRecord = { format: saveFormat(tag), version: SAVE_VERSION, owner, over, game: { ...saveGame(game), elapsedMs } };
  return JSON.stringify(record);
}

/** A saved record of `tag`'s game, or what is wrong with the text (words that follow "is"). */
export function readSaveRecord(tag: string, text: string): SaveRecord | string {
  const value = readVersioned(text, saveFormat(tag), SAVE_VERSION);
  if (typeof value === 'string') return value;
  if (typeof value.owner !== 'string' || typeof value.over !== 'boolean' || !isRecord(value.game)) return 'a malformed saved game';
  return value as unknown as SaveRecord;
}
