import type { DrawMode, Scoring } from '../../engine/index.js';
import type { KlondikeRules } from './klondike-state.js';
import type { ConfigErrorDetail } from '../host/checks.js';
import type { MoveDetail, NewGameDetail, WinDetail } from '../host/events.js';

/** `move` of `<klondike-solitaire>`: the name hosts have always imported. */
export type KlondikeMoveDetail = MoveDetail;

/** `config-error` of `<klondike-solitaire>`: the name hosts have always imported. */
export type KlondikeConfigErrorDetail = ConfigErrorDetail;

/** `win`: once per game, when the 52nd card reaches the foundations. */
export interface KlondikeWinDetail extends WinDetail, KlondikeRules {
  readonly draw: DrawMode;
  readonly scoring: Scoring;
}

/** `new-game`: after a new deal is on the table. */
export interface KlondikeNewGameDetail extends NewGameDetail, KlondikeRules {
  readonly draw: DrawMode;
  readonly scoring: Scoring;
}

export interface KlondikeEventMap {
  move: CustomEvent<KlondikeMoveDetail>;
  win: CustomEvent<KlondikeWinDetail>;
  'new-game': CustomEvent<KlondikeNewGameDetail>;
  'config-error': CustomEvent<KlondikeConfigErrorDetail>;
}
