import { type ReactiveControllerHost, type TemplateResult, nothing } from 'lit';
import type { DealCode, Game, GamePosition, GameStarter } from '../../engine/index.js';
import type { Checked } from '../host/checks.js';
import { type ModeStats, Statistics, countsAsLoss } from '../statistics/statistics.js';
import type { GameRecords } from './game-records.js';
import type { Persistence, SavingNews } from './persistence.js';

type PersistenceModule = typeof import('./persistence.js');

/** Once one element has loaded the persistence chunk and its game's starter, every later key of that game is taken at once. */
let persistenceModule: PersistenceModule | undefined;
const starters = new Map<string, GameStarter>();

/**
 * The saved game and the statistics of one element. Without a `storage-key` (most pages) the
 * statistics live in memory as long as the element and nothing is written; the first key loads
 * the chunk that saves, resumes and watches other tabs (`Persistence`), which then does it all.
 *
 * @internal
 */
export class SavedGames<P extends GamePosition = GamePosition, M extends object = object> {
  /** While the persistence chunk loads for a key. */
  loading: Promise<void> | undefined;
  private persistence: Persistence<P, M> | undefined;
  private module: PersistenceModule | undefined;
  /** The key asked for while the chunk loads. */
  private wantedKey: string | null = null;
  private resumeWanted = true;
  private readonly unsaved: Statistics<P, M>;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly records: GameRecords<P, M>,
    private readonly playing: () => { game: Game<P>; elapsedMs: number } | undefined,
    private readonly refuse: (checked: Checked<never>) => void,
    /** Puts news of saving on the table: the game cannot be saved now, or it is saved again. */
    private readonly tell: (news: SavingNews) => void,
  ) {
    this.unsaved = new Statistics(records);
  }

  get storageKey(): string | null {
    return this.persistence ? this.persistence.storageKey : this.wantedKey;
  }

  /** Whether an unfinished saved game is brought back; off, a fresh deal replaces it. */
  get resume(): boolean {
    return this.persistence ? this.persistence.resume : this.resumeWanted;
  }
  set resume(value: boolean) {
    if (this.persistence) this.persistence.resume = value;
    else this.resumeWanted = value;
  }

  /** The line a copy shows once another copy holds the key, or while only this tab keeps the game. */
  renderNotice(): TemplateResult | typeof nothing {
    if (this.persistence?.superseded) return this.module!.supersededNotice();
    return this.persistence?.tabOnly ? this.module!.tabOnlyNotice() : nothing;
  }

  /** The key holds at once, or once `loading` (returned too) resolves. */
  setKey(key: string | null): Promise<void> | undefined {
    this.wantedKey = key;
    if (this.persistence) {
      this.persistence.setKey(key);
      return undefined;
    }
    if (key === null) return undefined;
    const starter = starters.get(this.records.tag) as GameStarter<P> | undefined;
    if (persistenceModule && starter) {
      this.persist(persistenceModule, starter);
      return undefined;
    }
    return (this.loading = Promise.all([import('./persistence.js'), this.records.loadStarter()]).then(([module, loaded]) => {
      this.loading = undefined;
      starters.set(this.records.tag, loaded);
      this.persist((persistenceModule = module), loaded);
    }));
  }

  resumable(wanted: DealCode | undefined): Game<P> | undefined {
    return this.persistence?.resumable(wanted);
  }

  started(previous: Game<P> | undefined): void {
    if (this.persistence) this.persistence.started(previous);
    else if (previous && countsAsLoss(previous)) this.unsaved.count(previous, false);
  }

  /** Whether a new deal now would count the game on the table as lost. */
  wouldCountAsLoss(game: Game<P>): boolean {
    return this.persistence ? this.persistence.wouldCountAsLoss(game) : countsAsLoss(game);
  }

  save(): void {
    this.persistence?.save();
  }

  won(game: Game<P>): void {
    if (this.persistence) this.persistence.won(game);
    else this.unsaved.count(game, true);
  }

  get stats(): ModeStats<M>[] {
    return this.persistence ? this.persistence.statistics.stats : this.unsaved.list();
  }

  /** The statistics of the mode `game` is played in. */
  statsOf(game: Game<P>): ModeStats<M> {
    return this.persistence ? this.persistence.statistics.statsOf(game) : this.unsaved.of(game);
  }

  /** The running balance of the games counted so far (see `Statistics.balance`). */
  get balance(): number {
    return this.persistence ? this.persistence.statistics.balance : this.unsaved.balance;
  }

  resetStats(): void {
    if (this.persistence) this.persistence.statistics.reset();
    else this.unsaved.reset();
  }

  private persist(module: PersistenceModule, starter: GameStarter<P>): void {
    this.module = module;
    if (!this.persistence) {
      this.persistence = new module.Persistence(this.host, this.records, starter, this.playing, this.refuse, this.unsaved, this.tell);
      this.persistence.resume = this.resumeWanted;
    }
    this.persistence.setKey(this.wantedKey);
  }
}
