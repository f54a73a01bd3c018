import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type DealCode, type Game, type GamePosition, type GameStarter, loadGame, makeDealCode } from '../../engine/index.js';
import type { Checked } from '../host/checks.js';
import { type Statistics, countsAsLoss } from '../statistics/statistics.js';
import type { GameRecords } from './game-records.js';
import { makeSaveRecord, readSaveRecord } from './save-record.js';
import { mayReplace, setAside } from './set-aside.js';
import { StatisticsStore } from './statistics-store.js';
import { pageStore } from './store.js';

export { supersededNotice, tabOnlyNotice } from './superseded-notice.js';

/** What the table says about saving: the game cannot be saved now, or it is saved again. */
export type SavingNews = 'not-saved' | 'saved-again';

/** Every connected copy with a storage key, so a write tells the others on this page at once. */
const copies = new Set<Persistence<GamePosition, object>>();

/**
 * The saved game and the statistics of one element once it has had a `storage-key`: the game is
 * saved after every action and when the page is hidden or the element leaves it, and resumed when
 * an element with that key is dealt its first game. Without a key (given, then taken away) nothing
 * is written and the statistics are the element's own, in memory. Pages without a key never load
 * this chunk (see `SavedGames`).
 *
 * Nothing under the key that this element cannot read (corrupt, another program's, a newer
 * version's) is written over or removed before a copy of it is stored under `…:set-aside`. When
 * the browser refuses a write (storage full or blocked), the game lives on in memory, every later
 * save tries the browser again, and the table says when the game cannot be saved and when it is
 * saved again.
 *
 * Two copies with one key (two tabs, or two elements on a page) never overwrite each other's game
 * silently: the copy that opened or dealt its game last holds the key. An older copy learns of it
 * from the `storage` event (another tab), from the copy itself (this page) or at its next save
 * (every save first reads who wrote last); it keeps its game on the table but no longer saves it
 * or counts it, says so on the table and warns once, until it deals or opens a game again, or
 * until the copy that took the key goes (Web Locks tell it where the browser has them).
 *
 * @internal
 */
export class Persistence<P extends GamePosition, M extends object> implements ReactiveController {
  /** Whether an unfinished saved game is brought back; off, a fresh deal replaces it. */
  resume = true;
  /** The statistics, kept under the same key. */
  readonly statistics: StatisticsStore<P, M>;
  /** Another copy holds the key now. */
  superseded = false;
  /** Only this tab's sessionStorage keeps the latest save: a reload brings it back, closing the tab does not. */
  tabOnly = false;
  private key: string | null = null;
  private readonly owner = randomId();
  /** This copy wrote the key's game, so another owner found there came later. */
  private claimed = false;
  /**
   * The game on the table was saved under this key (or there is no key), so a new deal over it
   * gives it up; after a change of key it belongs to the old one until it is saved again.
   */
  private holdsTable = true;
  /** The latest save could not be stored, and the table said so. */
  private failing = false;
  /** Aborts this copy's Web Locks requests and lets go of the lock it holds. */
  private locks: AbortController | undefined;
  /** The saved value `resumable` last played back, so the save after it need not play it again to know it is readable. */
  private loadedText: string | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly records: GameRecords<P, M>,
    private readonly starter: GameStarter<P>,
    /** The game on the table and the time played on it, when there is one. */
    private readonly playing: () => { game: Game<P>; elapsedMs: number } | undefined,
    /** The element's one warning and `config-error`. */
    private readonly refuse: (checked: Checked<never>) => void,
    /** The figures kept while there is no key. */
    unsaved: Statistics<P, M>,
    /** Puts news of saving on the table. */
    private readonly tell: (news: SavingNews) => void,
  ) {
    host.addController(this);
    this.statistics = new StatisticsStore(records, unsaved, refuse);
  }

  get storageKey(): string | null {
    return this.key;
  }

  /** A new key holds the game on the table from now on; the old key keeps what it last saved. */
  setKey(key: string | null): void {
    if (key === this.key) return;
    this.forget();
    this.key = key;
    this.statistics.key = key;
    this.superseded = false;
    this.claimed = false;
    this.holdsTable = false;
    if (this.host.isConnected) this.listen();
  }

  hostConnected(): void {
    this.listen();
  }

  hostDisconnected(): void {
    this.save();
    this.forget();
  }

  /**
   * The key's unfinished game, unless the host turned `resume` off or asked for another deal (the
   * `deal-code` attribute): such a game is given up, counted in the statistics, and not offered
   * again. A value that is not a saved game of this element is set aside, with one warning.
   */
  resumable(wanted: DealCode | undefined): Game<P> | undefined {
    const text = this.key === null ? null : pageStore.get(this.gameKey);
    if (text === null) return undefined;
    const record = readSaveRecord(this.records.tag, text);
    if (typeof record === 'string') {
      setAside(this.gameKey, text, `the value of storage-key "${this.key}" is ${record}`, 'a fresh game dealt', this.key, this.refuse);
      return undefined;
    }
    if (record.over) return undefined;
    const loaded = loadGame(record.game, this.starter);
    if (!loaded.ok) {
      setAside(
        this.gameKey,
        text,
        `the saved game of storage-key "${this.key}" cannot be played back (${loaded.error})`,
        'a fresh game dealt',
        this.key,
        this.refuse,
      );
      return undefined;
    }
    const game = loaded.value;
    this.loadedText = text;
    if (this.resume && (!wanted || makeDealCode(wanted) === game.dealCode)) return game;
    this.giveUp(game);
    this.store(game, true);
    return undefined;
  }

  /**
   * A new game is on the table in place of `previous`, which counts as given up if it was played;
   * this copy holds the key from now on, even if another copy had taken it.
   */
  started(previous: Game<P> | undefined): void {
    if (previous && this.wouldCountAsLoss(previous)) this.statistics.count(previous, false);
    this.superseded = false;
    this.claimed = false;
    this.save();
  }

  /** After every action, and when the page or the element goes: the game and the time played on it. */
  save(): void {
    const now = this.playing();
    if (!now || this.superseded) return;
    if (this.key !== null) this.store(now.game, now.game.won, now.game.won ? now.game.elapsedMs : now.elapsedMs);
    this.holdsTable = true;
  }

  /** The game was just won here, its clock stopped at `game.elapsedMs`. */
  won(game: Game<P>): void {
    this.save();
    if (!this.superseded) this.statistics.count(game, true);
  }

  /** Whether a new deal now would count `game`, the one on the table, as lost. */
  wouldCountAsLoss(game: Game<P>): boolean {
    return this.holdsTable && !this.superseded && countsAsLoss(game);
  }

  private giveUp(game: Game<P>): void {
    if (countsAsLoss(game) && !this.superseded) this.statistics.count(game, false);
  }

  /** Saves the game under the key, unless another copy holds it now; the table hears when that fails and when it works again. */
  private store(game: Game<P>, over: boolean, elapsedMs = game.elapsedMs): void {
    const old = pageStore.get(this.gameKey);
    if (this.claimed && old !== null && !this.wrote(old)) {
      this.supersede();
      return;
    }
    if (!mayReplace(this.gameKey, old, (text) => text === this.loadedText || this.wrote(text) || this.readable(text))) {
      this.report(false);
      return;
    }
    const stored = pageStore.set(this.gameKey, makeSaveRecord(this.records.tag, this.owner, game, over, elapsedMs));
    this.claimed = true;
    this.loadedText = undefined;
    for (const copy of copies) if (copy !== this && copy.key === this.key) copy.check();
    this.report(stored && pageStore.flush());
  }

  private report(stored: boolean): void {
    const tabOnly = !stored && pageStore.tabOnly(this.gameKey);
    if (tabOnly !== this.tabOnly) {
      this.tabOnly = tabOnly;
      this.host.requestUpdate();
    }
    if (!stored && !tabOnly) this.tell('not-saved');
    else if (stored && this.failing) this.tell('saved-again');
    this.failing = !stored;
  }

  /** Whether this copy wrote the saved value `text`. */
  private wrote(text: string): boolean {
    const record = readSaveRecord(this.records.tag, text);
    return typeof record !== 'string' && record.owner === this.owner;
  }

  /** Whether this element can play the saved value `text` back. */
  private readable(text: string): boolean {
    const record = readSaveRecord(this.records.tag, text);
    return typeof record !== 'string' && loadGame(record.game, this.starter).ok;
  }

  private check(): void {
    const text = pageStore.get(this.gameKey);
    if (this.claimed && !this.superseded && text !== null && !this.wrote(text)) this.supersede();
  }

  private supersede(): void {
    this.superseded = true;
    console.warn(`<${this.records.tag}>: another copy of the game (another tab or element) now saves storage-key "${this.key}"; this one is no longer saved.`);
    this.host.requestUpdate();
    this.awaitHandover();
  }

  /**
   * Every connected copy with a key holds the Web Lock named by the key and its owner for as long
   * as it is connected, so a copy that lost the key can wait for the one that took it to go. Held
   * from the start, not from the first write, so a waiter never finds it free while its holder lives.
   */
  private lockName(owner: string): string {
    return `${this.gameKey}:${owner}`;
  }

  private holdLock(signal: AbortSignal): void {
    void navigator.locks
      .request(this.lockName(this.owner), { signal }, () => new Promise<void>((release) => signal.addEventListener('abort', () => release())))
      .catch(() => undefined);
  }

  /**
   * Waits for the copy that took the key to go (its tab closed, the element left the page or
   * changed key), then takes the key back unless a third copy took it meanwhile, which is waited
   * for in turn. Where the browser has no Web Locks, or another version wrote the key, the key
   * stays lost until this copy deals or opens a game.
   */
  private awaitHandover(): void {
    const signal = this.locks?.signal;
    const taker = this.takerOf(pageStore.get(this.gameKey));
    if (!signal || taker === undefined) return;
    void navigator.locks
      .request(this.lockName(taker), { signal }, () => {
        if (!this.superseded) return;
        const text = pageStore.get(this.gameKey);
        const now = this.takerOf(text);
        if (now === undefined ? text !== null : now !== taker) {
          this.awaitHandover();
          return;
        }
        this.superseded = false;
        this.claimed = false;
        this.save();
        this.host.requestUpdate();
      })
      .catch(() => undefined);
  }

  /** The owner of the saved value `text` when it is another copy's game this element can play back. */
  private takerOf(text: string | null): string | undefined {
    if (text === null || !this.readable(text)) return undefined;
    const { owner } = readSaveRecord(this.records.tag, text) as { owner: string };
    return owner === this.owner ? undefined : owner;
  }

  private readonly onStorage = (event: StorageEvent): void => {
    if (event.key !== null) pageStore.writtenElsewhere(event.key);
    if (event.key === this.gameKey) this.check();
  };

  /** The clock runs between actions too: the time played so far is saved when the page goes. */
  private readonly onPageHide = (): void => this.save();

  private listen(): void {
    if (this.key === null) return;
    copies.add(this);
    if ('locks' in navigator && !this.locks) {
      this.locks = new AbortController();
      this.holdLock(this.locks.signal);
      if (this.superseded) this.awaitHandover();
    }
    addEventListener('storage', this.onStorage);
    addEventListener('pagehide', this.onPageHide);
  }

  private forget(): void {
    copies.delete(this);
    this.locks?.abort();
    this.locks = undefined;
    removeEventListener('storage', this.onStorage);
    removeEventListener('pagehide', this.onPageHide);
  }

  private get gameKey(): string {
    return `${this.records.tag}:${this.key}:game`;
  }
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (word) => word.toString(36)).join('-');
}
