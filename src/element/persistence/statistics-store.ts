import type { Game, GamePosition } from '../../engine/index.js';
import type { Checked } from '../host/checks.js';
import { type ModeStats, Statistics } from '../statistics/statistics.js';
import type { GameRecords } from './game-records.js';
import { mayReplace, setAside } from './set-aside.js';
import { pageStore } from './store.js';
import { parseStatistics, serializeStatistics } from './stored-statistics.js';

/**
 * The statistics of an element with a storage key: under `<tag>:<key>:stats`, read at every use
 * (another tab may have counted a game), and in memory again once the key is taken away. What
 * cannot be read there is set aside, and the statistics start again.
 *
 * @internal
 */
export class StatisticsStore<P extends GamePosition, M extends object> {
  /** The storage key; `null` keeps the statistics in memory. */
  key: string | null = null;

  constructor(
    private readonly records: GameRecords<P, M>,
    /** The figures kept while there is no key. */
    private readonly unsaved: Statistics<P, M>,
    private readonly refuse: (checked: Checked<never>) => void,
  ) {}

  get stats(): ModeStats<M>[] {
    return this.load().list();
  }

  /** The statistics of the mode `game` is played in. */
  statsOf(game: Game<P>): ModeStats<M> {
    return this.load().of(game);
  }

  get balance(): number {
    return this.load().balance;
  }

  reset(): void {
    if (this.key === null) this.unsaved.reset();
    else pageStore.remove(this.storedKey);
  }

  /** A game won, or given up after at least one move. */
  count(game: Game<P>, won: boolean): void {
    const stats = this.load();
    stats.count(game, won);
    if (this.key === null) return;
    const { records, storedKey } = this;
    const old = pageStore.get(storedKey);
    if (mayReplace(storedKey, old, (text) => typeof parseStatistics(records.tag, records, text) !== 'string'))
      pageStore.set(storedKey, serializeStatistics(records.tag, stats));
  }

  private load(): Statistics<P, M> {
    const { records, storedKey } = this;
    if (this.key === null) return this.unsaved;
    const text = pageStore.get(storedKey);
    if (text === null) return new Statistics(records);
    const stats = parseStatistics(records.tag, records, text);
    if (typeof stats !== 'string') return stats;
    setAside(storedKey, text, stats, 'the statistics start again', this.key, this.refuse);
    return new Statistics(records);
  }

  private get storedKey(): string {
    return `${this.records.tag}:${this.key}:stats`;
  }
}
