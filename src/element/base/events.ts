import type { DrawMode, PileId, Scoring } from '../../engine/index.js';

/** `move`: after every draw, recycle, card move and undo. */
export interface KlondikeMoveDetail {
  /** For an undo, `from`, `to` and `cards` describe the action that was undone. */
  readonly action: 'draw' | 'recycle' | 'move' | 'undo';
  readonly from?: PileId;
  readonly to?: PileId;
  /** Cards as rank + suit strings (`'TH'`), bottom first. */
  readonly cards: string[];
  /** The card turned face up by the move (or turned back down by the undo). */
  readonly flipped: string | null;
  /** The change of score this action caused. */
  readonly points: number;
  readonly score: number;
  readonly moves: number;
  readonly dealCode: string;
}

/** `win`: once per game, when the 52nd card reaches the foundations. */
export interface KlondikeWinDetail {
  readonly score: number;
  readonly moves: number;
  readonly elapsedMs: number;
  readonly dealCode: string;
  readonly draw: DrawMode;
  readonly scoring: Scoring;
}

/** `new-game`: after a new deal is on the table. */
export interface KlondikeNewGameDetail {
  readonly dealCode: string;
  readonly draw: DrawMode;
  readonly scoring: Scoring;
}

/** `config-error`: a bad attribute or property value; the element carries on without it. */
export interface KlondikeConfigErrorDetail {
  readonly attribute: string;
  readonly value: unknown;
  readonly message: string;
}

export interface KlondikeEventMap {
  move: CustomEvent<KlondikeMoveDetail>;
  win: CustomEvent<KlondikeWinDetail>;
  'new-game': CustomEvent<KlondikeNewGameDetail>;
  'config-error': CustomEvent<KlondikeConfigErrorDetail>;
}

/** `win` of `<bakers-dozen-solitaire>`: Klondike's without draw and scoring. */
export type BakersDozenWinDetail = Omit<KlondikeWinDetail, 'draw' | 'scoring'>;

/** `new-game` of `<bakers-dozen-solitaire>`. */
export type BakersDozenNewGameDetail = Omit<KlondikeNewGameDetail, 'draw' | 'scoring'>;

export interface BakersDozenEventMap {
  /** `action` is `'move'` or `'undo'`: Baker's Dozen has no stock. */
  move: CustomEvent<KlondikeMoveDetail>;
  win: CustomEvent<BakersDozenWinDetail>;
  'new-game': CustomEvent<BakersDozenNewGameDetail>;
  'config-error': CustomEvent<KlondikeConfigErrorDetail>;
}

/** Every element's events bubble out of its shadow root. */
export function solitaireEvent(type: string, detail: unknown): CustomEvent {
  return new CustomEvent(type, { detail, bubbles: true, composed: true });
}
