import { type ReactiveControllerHost, type TemplateResult, nothing } from 'lit';
import { type DealCode, type Game, type Klondike, ok } from '../../engine/index.js';
import { type Checked, asText, refuse } from '../base/config.js';
import type { Persistence, SavingNews } from './persistence.js';
import { type KlondikeModeStats, Statistics, countsAsLoss } from '../statistics/statistics.js';

type PersistenceModule = typeof import('./persistence.js');

/** Once one element has loaded the persistence chunk, every later key is taken at once. */
let persistenceModule: PersistenceModule | undefined;

/**
 * The saved game and the statistics of one element. Without a `storage-key` (most pages) the
 * statistics live in memory as long as the element and nothing is written; the first key loads
 * the chunk that saves, resumes and watches other tabs (`Persistence`), which then does it all.
 */
export class SavedGames {
  /** While the persistence chunk loads for a key. */
  loading: Promise<void> | undefined;
  private persistence: Persistence | undefined;
  /** The key asked for while the chunk loads. */
  private wantedKey: string | null = null;
  private resumeWanted = true;
  private readonly unsaved = Statistics.empty();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly playing: () => { game: Game<Klondike>; elapsedMs: number } | undefined,
    private readonly refuse: (checked: Checked<never>) => void,
    /** Puts news of saving on the table: the game cannot be saved now, or it is saved again. */
    private readonly tell: (news: SavingNews) => void,
  ) {}

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

  /** The line a copy shows once another copy holds the key. */
  renderNotice(): TemplateResult | typeof nothing {
    return this.persistence?.renderNotice() ?? nothing;
  }

  /** The key holds at once, or once `loading` (returned too) resolves. */
  setKey(key: string | null): Promise<void> | undefined {
    this.wantedKey = key;
    if (this.persistence) {
      this.persistence.setKey(key);
      return undefined;
    }
    if (key === null) return undefined;
    if (persistenceModule) {
      this.persist(persistenceModule);
      return undefined;
    }
    return (this.loading = import('./persistence.js').then((module) => {
      this.loading = undefined;
      this.persist((persistenceModule = module));
    }));
  }

  resumable(wanted: DealCode | undefined): Game<Klondike> | undefined {
    return this.persistence?.resumable(wanted);
  }

  started(previous: Game<Klondike> | undefined): void {
    if (this.persistence) this.persistence.started(previous);
    else if (previous && countsAsLoss(previous)) this.unsaved.count(previous, false);
  }

  /** Whether a new deal now would count the game on the table as lost. */
  wouldCountAsLoss(game: Game<Klondike>): boolean {
    return this.persistence ? this.persistence.wouldCountAsLoss(game) : countsAsLoss(game);
  }

  save(): void {
    this.persistence?.save();
  }

  won(game: Game<Klondike>): void {
    if (this.persistence) this.persistence.won(game);
    else this.unsaved.count(game, true);
  }

  get stats(): KlondikeModeStats[] {
    return this.persistence ? this.persistence.stats : this.unsaved.list();
  }

  /** The running Vegas balance of the games counted so far (see `Statistics.vegasBalance`). */
  get vegasBalance(): number {
    return this.persistence ? this.persistence.vegasBalance : this.unsaved.vegasBalance;
  }

  resetStats(): void {
    if (this.persistence) this.persistence.resetStats();
    else this.unsaved.reset();
  }

  private persist({ Persistence }: PersistenceModule): void {
    if (!this.persistence) {
      this.persistence = new Persistence(this.host, this.playing, this.refuse, this.unsaved, this.tell);
      this.persistence.resume = this.resumeWanted;
    }
    this.persistence.setKey(this.wantedKey);
  }
}

/** A storage key: any non-empty name up to 100 characters; `null` (no attribute) saves nothing. */
export function checkStorageKey(value: unknown): Checked<string | null> {
  if (value === null || value === undefined) return ok(null);
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 100) return ok(value.trim());
  return refuse('storage-key', value, 'a name of 1 to 100 characters, unique to this game on the site (or leave it out to save nothing)');
}

/** `resume`: on unless the host says `off` or `false`. */
export function checkResume(value: unknown): Checked<boolean> {
  if (value === null || value === undefined || value === true || value === false) return ok(value !== false);
  const text = asText(value).trim().toLowerCase();
  if (text === '' || text === 'on' || text === 'true') return ok(true);
  if (text === 'off' || text === 'false') return ok(false);
  return refuse('resume', value, '"on" (the default) or "off"');
}
