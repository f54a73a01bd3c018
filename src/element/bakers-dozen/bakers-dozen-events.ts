import type { ConfigErrorDetail } from '../host/checks.js';
import type { MoveDetail, NewGameDetail, WinDetail } from '../host/events.js';

/** `win` of `<bakers-dozen-solitaire>`: no draw or scoring to tell. */
export type BakersDozenWinDetail = WinDetail;

/** `new-game` of `<bakers-dozen-solitaire>`. */
export type BakersDozenNewGameDetail = NewGameDetail;

export interface BakersDozenEventMap {
  /** `action` is `'move'` or `'undo'`: Baker's Dozen has no stock. */
  move: CustomEvent<MoveDetail>;
  win: CustomEvent<BakersDozenWinDetail>;
  'new-game': CustomEvent<BakersDozenNewGameDetail>;
  'config-error': CustomEvent<ConfigErrorDetail>;
}
