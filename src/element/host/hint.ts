import type { PileId } from '../../engine/index.js';

/** What `hint()` suggests: a move, or the stock (`from: 'stock'` to draw, `to: 'stock'` to recycle). */
export interface Hint {
  readonly from: PileId;
  readonly to: PileId;
  readonly count: number;
}
