import type { GamePosition, GameStarter } from '../../engine/index.js';
import type { StatisticsModes } from '../statistics/statistics.js';

/**
 * What saving needs of a game: its tag, which names its keys and records so that one game never
 * reads another's; its starter, which plays a save back (loaded with the saves: pages without a
 * key never need it); and its modes, which its statistics keep.
 *
 * @internal
 */
export interface GameRecords<P extends GamePosition = GamePosition, M extends object = object> extends StatisticsModes<P, M> {
  readonly tag: string;
  loadStarter(): Promise<GameStarter<P>>;
}
