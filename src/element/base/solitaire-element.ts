import { type CSSResult, LitElement, adoptStyles, html, nothing, supportsAdoptingStyleSheets, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import {
  type Action,
  type DealCode,
  type Pile,
  type PileId,
  type Table,
  FOUNDATION_COUNT,
  Game,
  STOCK,
  WASTE,
  formatScore,
  makeCard,
  makeDealCode,
  moveAction,
  parseCard,
  parseDealCode,
  parsePileId,
  tableauColumn,
} from '../../engine/index.js';
import { Clock, formatTime } from './clock.js';
import { type Checked, checkDir, checkLang, checkNewGameOptions } from './config.js';
import { type KlondikeConfigErrorDetail, solitaireEvent } from './events.js';
import { type Measured, measure, playFrom, reducedMotion, shake } from '../view/flip.js';
import type { Hint } from '../solver/hint.js';
import type { Announcement } from '../speech/announcements.js';
import { type Cursor, type TopRowPlace, DIRECTIONS, cursorOn, letterOf, moveCursor } from '../input/cursor.js';
import { Language } from '../i18n/language.js';
import { inLocale, msg } from '../i18n/localization.js';
import type { CodeProblem, Status } from '../speech/messages.js';
import { type Grab, Gestures, release } from '../input/gestures.js';
import { cardAt, doubleTapMove, legalDestinations, resolveMove, tapMove } from '../input/placement.js';
import { gameMode, moveDetail } from './snapshot.js';
import type { DialogName, GameDialogs, KeyNames } from '../dialogs/game-dialogs.js';
import type { GameTexts } from '../speech/game-texts.js';
import type { SolverClient } from '../solver/solver-client.js';
import { type PilesView, layOutCards } from '../view/table-view.js';

/** The run in hand after a tap or a key: the top `count` cards of `pile`. */
export interface Held {
  readonly pile: Pile;
  readonly count: number;
}

/** A run of cards picked up from a pile by a press. */
interface PileGrab extends Grab {
  readonly pile: Pile;
  readonly count: number;
}

/** What the hint finds: a move, nothing useful, or (in an open game) proof that no win is left. */
export type Suggestion = Hint | 'none' | 'lost';

/** How long a hint stays on the table. */
const HINT_MS = 4000;

/**
 * The machinery every solitaire element shares, whatever its game: the game on the table and its
 * lifecycle, the `move` / `win` / `new-game` / `config-error` events, undo, the clock, taps,
 * double taps and drags, the keyboard cursor, FLIP animations, languages, config errors, the
 * status line and live region, and the New game, keyboard and win dialogs. A game's element says
 * how its table looks and what its deals, hints and dialogs hold.
 */
export abstract class SolitaireElement extends LitElement {
  // `static properties` rather than decorators: the bundle then carries no decorator helpers.
  static override properties: PropertyDeclarations = {
    fourColor: { type: Boolean, attribute: 'four-color', reflect: true },
    winnable: { type: Boolean, reflect: true },
    selected: { state: true },
    shownHint: { state: true },
    targets: { state: true },
    status: { state: true },
    cursor: { state: true },
    announcement: { state: true },
  };

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'deal-code', 'dir', 'lang'];
  }

  /** A four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green), so no two suits share a colour. */
  fourColor = false;

  /** New random deals are ones the exact solver proves winnable (see `dealWinnable`). */
  winnable = false;

  /**
   * The code of the game on the table, also after a random deal. Setting it (or the `deal-code`
   * attribute) starts that deal.
   */
  get dealCode(): string {
    return this.game.dealCode;
  }
  set dealCode(value: string) {
    const deal = this.accept(this.checkDeal(value, 'deal-code'));
    if (!deal) return;
    if (this.current || this.isConnected) this.startGame(deal);
    else this.pendingDeal = deal;
  }

  protected selected: Held | null = null;
  protected shownHint: { from: Pile; to: Pile; count: number } | null = null;
  private targets: ReadonlySet<Pile> = new Set();
  protected status: Status | null = null;
  /** Where the keyboard is on the table: the table's one tab stop. */
  protected cursor: Cursor = { pile: this.cursorHome(), card: null };
  /** What the live region says; `spoken` counts them, so saying the same thing twice is heard twice. */
  private announcement: Announcement | null = null;
  private spoken = 0;

  protected current: Game | undefined;
  /** Counts deals, so a deal still being looked for is dropped once another game has started. */
  protected dealRequest = 0;
  /** A `deal-code` given before the element was first on the page. */
  protected pendingDeal: DealCode | undefined;
  /** Config errors found before anyone could listen: dispatched once connected. */
  private pendingErrors: KlondikeConfigErrorDetail[] = [];
  private winAnnounced = false;
  private readonly loading = new Set<Promise<unknown>>();
  private readonly lazyStyles = new Set<CSSResult>();
  /** Loaded when a feature first asks: pages without its attributes never fetch the solver. */
  private solverChunk: Promise<SolverClient> | undefined;
  private dialogsChunk: Promise<GameDialogs> | undefined;
  private textsChunk: Promise<GameTexts> | undefined;
  /** The status line's and the live region's words, once there was something to say. */
  private texts: GameTexts | undefined;
  /** The New game, win and keyboard dialogs, once the first of them has opened. */
  private dialogs: GameDialogs | undefined;
  /** Where the cards were before the latest action, for the FLIP animation after the render. */
  private flipFrom: Map<number, Measured> | null = null;
  private dealt = false;
  private hintTimer: ReturnType<typeof setTimeout> | undefined;
  /** A key acted on the table: after the render the focus goes where the cursor is. */
  private focusCursor = false;
  protected readonly clock = new Clock(this);
  protected readonly language = new Language(this);
  private readonly gestures = new Gestures<PileGrab>({
    grab: (target) => this.grabAt(target),
    tap: (target, double) => this.onTap(target, double),
    dragStart: (grab) => this.onDragStart(grab),
    drop: (grab, point) => this.onDrop(grab, point),
  });

  /** The tag that config errors name (a host may define the class under another). */
  protected abstract readonly tag: string;
  /** Tableau columns, as pile ids count them. */
  protected abstract readonly columns: number;
  /** The top row as the keyboard walks it, each place with the grid column it stands over. */
  protected abstract readonly topRow: readonly TopRowPlace[];
  /** Where the keyboard cursor starts. */
  protected abstract cursorHome(): Pile;
  /** The table before the first deal (while a deal is fetched, say). */
  protected abstract readonly emptyTable: Table;
  /** The longest run a press picks up from `pile`. */
  protected abstract maxRun(pile: Pile): number;
  protected abstract randomDeal(): DealCode;
  /** A deal code of this element's game, or the refusal. */
  protected abstract checkDeal(value: unknown, attribute: string): Checked<DealCode>;
  protected abstract newGameDetail(game: Game): object;
  protected abstract winDetail(game: Game): object;
  protected abstract newGameAnnouncement(game: Game): Announcement;
  /** Where the cards of a new deal fly out from. */
  protected abstract dealOrigin(): DOMRect;
  protected abstract tableLabel(): string;
  /** This game's status, announcement and deal-code words (`GameTexts`). */
  protected abstract loadTexts(): Promise<GameTexts>;
  protected abstract renderPiles(view: PilesView): TemplateResult;
  /** The choices of the New game dialog above the deal code. */
  protected abstract renderNewGameChoices(): TemplateResult | typeof nothing;
  /** Deals what the submitted New game dialog asks for when no code was typed. */
  protected abstract newGameFromForm(data: FormData): void;
  /** What Enter and Space do on the table, in the keyboard dialog. */
  protected abstract pickUpHelp(): string;
  /** The win dialog's "Play again": a new random deal played the way the won one was. */
  protected abstract playAgain(game: Game): void;
  abstract newGame(options?: object): Promise<void>;

  override connectedCallback(): void {
    super.connectedCallback();
    for (const detail of this.pendingErrors.splice(0)) this.dispatchEvent(solitaireEvent('config-error', detail));
    if (!this.current) this.dealFirst();
  }

  protected dealFirst(): void {
    const first = this.firstGame();
    if (first) this.startGame(first);
    else void this.newGame();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.hintTimer);
    this.shownHint = null;
    if (!this.solverChunk) return;
    // The worker would outlive an element the page has dropped, and so would a deal being looked
    // for; connected again without a game, the element deals afresh.
    this.dealRequest++;
    void this.solverChunk.then((solver) => solver.close());
    this.solverChunk = undefined;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'deal-code' && value !== null) this.dealCode = value;
    else if (name === 'dir') this.accept(checkDir(value));
    else if (name === 'lang' && this.accept(checkLang(value)) !== undefined) this.language.refresh();
  }

  /**
   * The element's language holds for the render and for the commit after it, where directives
   * such as `repeat` build their templates.
   */
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.textsChunk && (this.status || this.announcement)) this.load(this.loadedTexts());
    super.willUpdate(changed);
  }

  protected override update(changed: PropertyValues<this>): void {
    inLocale(this.language.locale, () => super.update(changed));
  }

  protected override updated(changed: PropertyValues<this>): void {
    layOutCards(this.renderRoot);
    if (this.flipFrom) {
      playFrom(this.renderRoot, this.flipFrom, this.dealt ? 18 : 0);
      this.flipFrom = null;
      this.dealt = false;
    }
    if (this.focusCursor) {
      this.focusCursor = false;
      const current = this.renderRoot.querySelector<HTMLElement>('.table [tabindex="0"]');
      if (current && (this.renderRoot as ShadowRoot).activeElement !== current) current.focus();
    }
    super.updated(changed);
  }

  /**
   * Moves the top `count` cards of `from` onto `to`; `false` (and no change) when illegal. Any
   * foundation stands for the foundation row: the card goes to its own suit's foundation.
   */
  move(from: PileId, to: PileId, count = 1): boolean {
    const source = parsePileId(from, this.columns);
    const destination = parsePileId(to, this.columns);
    if (source === undefined || destination === undefined || !this.current) return false;
    return this.play(resolveMove(this.current.position, source, destination, count));
  }

  /** Takes back the last action, score included. `false` when there is nothing to undo. */
  undo(): boolean {
    const game = this.current;
    if (!game) return false;
    const scoreBefore = game.position.score;
    this.flipFrom ??= this.measureCards();
    const undone = game.undo();
    if (!undone.ok) {
      this.flipFrom = null;
      return false;
    }
    this.afterChange();
    this.say({ kind: 'undone', step: undone.value, score: formatScore(game.position.score, gameMode(game).scoring) });
    this.dispatchEvent(solitaireEvent('move', moveDetail(game, undone.value, true, scoreBefore)));
    return true;
  }

  /** The suggested move, also shown on the table for a few seconds; `null` when there is none. */
  abstract hint(): Hint | null | Promise<Hint | null>;

  /** Shows what the hint found for the game on the table, and says it. */
  protected showHint(found: Suggestion): Hint | null {
    const game = this.current;
    clearTimeout(this.hintTimer);
    if (!game || typeof found === 'string') {
      this.shownHint = null;
      this.status = { kind: found === 'lost' ? 'lost' : 'no-hint' };
      return null;
    }
    const from = parsePileId(found.from, this.columns)!;
    const card = from === STOCK || found.to === 'stock' ? undefined : cardAt(game.position, from, found.count);
    this.shownHint = { from, to: parsePileId(found.to, this.columns)!, count: found.count };
    this.status = { kind: 'hint', hint: found, card: card === undefined ? null : makeCard(card) };
    this.hintTimer = setTimeout(() => (this.shownHint = null), HINT_MS);
    return found;
  }

  get score(): number {
    return this.game.position.score;
  }

  get moves(): number {
    return this.game.position.moves;
  }

  get elapsedMs(): number {
    return this.clock.elapsedMs;
  }

  get won(): boolean {
    return this.game.won;
  }

  /** The game on the table, dealt at random if none has been dealt yet. */
  protected get game(): Game {
    if (!this.current) this.startGame(this.firstGame() ?? this.randomDeal());
    return this.current!;
  }

  /** The game the element starts with when it has none: the `deal-code` given early. */
  protected firstGame(): Game | DealCode | undefined {
    return this.pendingDeal;
  }

  /**
   * `newGame()`'s options when they ask for a random deal; undefined when they held a code (dealt
   * now, or refused) or were refused themselves.
   */
  protected randomDealOptions<T extends { readonly dealCode?: string }>(given: T): T | undefined {
    const options = this.accept(checkNewGameOptions(given)) as T | undefined;
    if (options?.dealCode === undefined) return options;
    const deal = this.accept(this.checkDeal(options.dealCode, 'dealCode'));
    if (deal) this.startGame(deal);
    return undefined;
  }

  /** Called after a new game is on the table; `previous` is the one it replaced. */
  protected gameStarted(_previous: Game | undefined): void {}

  /** Called after every action played or undone. */
  protected gameChanged(): void {}

  /** Called after an action played that did not win. */
  protected gamePlayed(): void {}

  /** Called once when the game on the table is won. */
  protected gameWon(_game: Game): void {}

  /** A press on the stock, in a game that has one. */
  protected pressStock(): void {}

  /** The keyboard dialog's rows for the letter keys only this game knows. */
  protected gameKeysHelp(_key: KeyNames): [TemplateResult, string][] {
    return [];
  }

  /** A letter key only this game knows; true when it did something. */
  protected gameKey(_letter: string): boolean {
    return false;
  }

  protected dealCodeProblem(text: string): CodeProblem | null {
    const parsed = parseDealCode(text);
    return text.trim() === '' || parsed.ok ? null : parsed.error.problem;
  }

  /** Figures of the bar after Score, Moves and Time. */
  protected renderMoreFigures(): TemplateResult | typeof nothing {
    return nothing;
  }

  /** Buttons of the bar after the Hint button. */
  protected renderMoreButtons(): TemplateResult | typeof nothing {
    return nothing;
  }

  /** Notices under the table, above the status line. */
  protected renderNotices(): TemplateResult | typeof nothing {
    return nothing;
  }

  protected renderMoreDialogs(): TemplateResult | typeof nothing {
    return nothing;
  }

  protected solver(): Promise<SolverClient> {
    return (this.solverChunk ??= this.loadSolver());
  }

  /** The game's solver client, from a chunk of its own: each element imports its game's. */
  protected abstract loadSolver(): Promise<SolverClient>;

  /**
   * Tracks the loading of a lazy chunk and what it does on arrival, so `updateComplete` resolves
   * once the page shows it: a host (or a test) awaiting it sees the dialog the chunk opened.
   */
  protected load(work: Promise<unknown>): void {
    this.loading.add(work);
    // A chunk that fails to load still rejects unhandled here, so the browser reports it.
    void work.finally(() => this.loading.delete(work));
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.loading.size > 0) {
      await Promise.allSettled(this.loading);
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /**
   * A lazy chunk's styles join the element's: `static styles` were adopted long before it came.
   * Styles two chunks share join once.
   */
  protected adoptLazyStyles(...styles: CSSResult[]): void {
    const fresh = styles.filter((style) => !this.lazyStyles.has(style));
    for (const style of fresh) this.lazyStyles.add(style);
    const root = this.renderRoot as ShadowRoot;
    if (supportsAdoptingStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...fresh.map((style) => style.styleSheet!)];
    // Without adoptable sheets lit appends a <style>, which leaves the element's own in place.
    else adoptStyles(root, fresh);
  }

  private grabAt(target: Element): PileGrab | undefined {
    const card = target.closest<HTMLElement>('[data-card]');
    const pileElement = card?.closest<HTMLElement>('[data-pile]');
    const pile = pileElement ? parsePileId(pileElement.dataset.pile!, this.columns) : undefined;
    if (!card || !pileElement || pile === undefined || pile === STOCK) return undefined;
    const cards = [...pileElement.querySelectorAll<HTMLElement>('.card')];
    const run = cards.slice(cards.indexOf(card));
    if (run.length > this.maxRun(pile)) return undefined;
    return { pile, count: run.length, elements: run };
  }

  private onTap(target: Element, double: boolean): void {
    const game = this.current;
    const pileElement = target.closest<HTMLElement>('[data-pile]');
    const pile = pileElement ? parsePileId(pileElement.dataset.pile!, this.columns) : undefined;
    if (!game || pile === undefined) {
      this.selected = null;
      return;
    }
    if (pile === STOCK) {
      this.selected = null;
      this.pressStock();
      return;
    }
    const grab = this.grabAt(target);
    const selected = this.selected;
    if (double && grab) {
      this.selected = null;
      this.playOrRefuse(doubleTapMove(game.position, grab.pile, grab.count) ?? moveAction(grab.pile, grab.pile, grab.count), grab.elements);
      return;
    }
    if (selected) {
      this.selected = null;
      if (selected.pile === pile || this.putDown(selected, pile)) return;
      if (!grab) return;
    }
    if (!grab) {
      this.refuseCovered(target, pile);
      return;
    }
    const toFoundation = grab.count === 1 ? tapMove(game.position, grab.pile) : undefined;
    if (!toFoundation || !this.play(toFoundation)) this.selected = { pile: grab.pile, count: grab.count };
  }

  /** A press on a card under others that cannot move with them says so, in a game where a run never moves. */
  private refuseCovered(target: Element, pile: Pile): void {
    const card = target.closest<HTMLElement>('[data-card]');
    if (!card || tableauColumn(pile) < 0 || this.maxRun(pile) > 1) return;
    shake([card]);
    this.status = { kind: 'refused', reason: 'one-card-only' };
  }

  private onDragStart(grab: PileGrab): void {
    this.selected = null;
    this.shownHint = null;
    for (const element of grab.elements) element.classList.add('dragging');
    this.targets = this.current ? legalDestinations(this.current.position, grab.pile, grab.count) : new Set();
  }

  private onDrop(grab: PileGrab, point: { x: number; y: number } | null): void {
    this.flipFrom = this.measureCards();
    for (const element of grab.elements) element.classList.remove('dragging');
    release(grab);
    this.targets = new Set();
    const game = this.current;
    const destination = point ? this.pileAt(point.x, point.y) : undefined;
    if (!game || destination === undefined || destination === grab.pile) return;
    const action = resolveMove(game.position, grab.pile, destination, grab.count);
    if (!this.play(action)) this.status = { kind: 'refused', reason: game.position.refusal(action)!.reason };
  }

  /** Ctrl+Z (⌘Z) undoes anywhere in the element, except while a deal code is being typed. */
  private onKeyDown(event: KeyboardEvent): void {
    if (event.composedPath()[0] instanceof HTMLInputElement) return;
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && letterOf(event) === 'z') {
      event.preventDefault();
      this.undo();
    }
  }

  /** The table's keys, as the keyboard dialog lists them. */
  private onTableKeyDown(event: KeyboardEvent): void {
    const game = this.current;
    if (!game || event.ctrlKey || event.metaKey || event.altKey) return;
    const direction = DIRECTIONS[event.key];
    const letter = letterOf(event);
    if (direction) this.cursor = moveCursor(game.position.table(), this.placedCursor(), direction, this.matches(':dir(rtl)'), this.topRow);
    else if (event.key === 'Enter' || event.key === ' ') this.pressCursor(game);
    else if (event.key === 'Escape' && this.selected) this.putBack();
    else if (event.key === '?' || event.key === '\u061F') this.openDialog('help');
    else if (letter === 'u') this.undoOrSayWhy(game);
    else if (letter === 'h') this.hint();
    else if (letter === 'n') this.openDialog('new-game');
    else if (letter === 'r') this.readOut(game);
    else if (!this.gameKey(letter)) return;
    event.preventDefault();
    this.focusCursor = true;
  }

  /** Enter or Space: the stock draws; a card is picked up, or what is in hand is put down here. */
  private pressCursor(game: Game): void {
    const { pile, card } = this.placedCursor();
    const selected = this.selected;
    this.selected = null;
    if (pile === STOCK) {
      this.pressStock();
    } else if (selected) {
      if (selected.pile === pile) this.putBack();
      else {
        const moving = cardAt(game.position, selected.pile, selected.count) ?? null;
        if (this.putDown(selected, pile)) this.cursor = cursorOn(game.position.table(), this.lastDestination(game), moving);
      }
    } else if (card !== null) {
      const faceUp = tableauColumn(pile) >= 0 ? game.position.table().tableau[tableauColumn(pile)].faceUp : [card];
      const count = faceUp.length - faceUp.indexOf(card);
      if (count > this.maxRun(pile)) {
        this.status = { kind: 'refused', reason: 'one-card-only' };
        return;
      }
      this.selected = { pile, count };
      this.say({ kind: 'picked-up', card, count });
    }
  }

  /** Puts the run in hand down on `pile`; when that is refused, says why and shakes the run. */
  private putDown(selected: Held, pile: Pile): boolean {
    const game = this.current!;
    const action = resolveMove(game.position, selected.pile, pile, selected.count);
    if (this.play(action)) return true;
    shake(this.selectedElements(selected));
    this.status = { kind: 'refused', reason: game.position.refusal(action)!.reason };
    return false;
  }

  private putBack(): void {
    this.selected = null;
    this.say({ kind: 'put-back' });
  }

  private undoOrSayWhy(game: Game): void {
    const refused = game.undoRefusal();
    if (refused) this.status = { kind: 'refused', reason: refused.reason };
    else this.undo();
  }

  private readOut(game: Game): void {
    this.say({ kind: 'table', table: game.position.table(), stock: this.topRow.some((place) => place.pile === STOCK) });
  }

  /** Where the last action put its cards (the card's own foundation for a drop on the foundation row). */
  private lastDestination(game: Game): Pile {
    const last = game.actions.at(-1);
    return last?.type === 'move' ? last.to : WASTE;
  }

  /** The cursor on the table as it is now: on the top card when its card has left the pile. */
  private placedCursor(): Cursor {
    return this.current ? cursorOn(this.current.position.table(), this.cursor.pile, this.cursor.card) : this.cursor;
  }

  /** A click or a focus() on the table moves the cursor there, so Tab comes back to it. */
  private onTableFocusIn(event: FocusEvent): void {
    const target = event.composedPath()[0];
    const pileElement = target instanceof HTMLElement ? target.closest<HTMLElement>('[data-pile]') : null;
    const pile = pileElement ? parsePileId(pileElement.dataset.pile!, this.columns) : undefined;
    if (pile === undefined) return;
    const code = (target as HTMLElement).dataset.card;
    const card = code === undefined ? null : (parseCard(code) ?? null);
    const placed = this.placedCursor();
    if (pile !== placed.pile || card !== placed.card) this.cursor = { pile, card };
  }

  /** The live region says it; the same words said again are heard again. */
  protected say(announcement: Announcement): void {
    this.announcement = announcement;
    this.spoken++;
  }

  private async onCopyClick(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.game.dealCode);
      this.status = { kind: 'copied' };
    } catch {
      this.status = { kind: 'copy-failed' };
    }
  }

  /** The value when it was accepted; otherwise one warning, a `config-error`, and undefined. */
  protected accept<T>(checked: Checked<T>): T | undefined {
    if (checked.ok) return checked.value;
    const error = { ...checked.error, message: `<${this.tag}>: ${checked.error.message}` };
    console.warn(error.message);
    if (this.isConnected) this.dispatchEvent(solitaireEvent('config-error', error));
    else this.pendingErrors.push(error);
    return undefined;
  }

  /**
   * Deals the first of `candidate()`'s random deals that `proves` proves winnable, the page getting
   * a turn between tries. Once `limit` is spent the last one tried is dealt anyway, and the console
   * says so. A game started meanwhile wins.
   */
  protected async dealWinnable(
    candidate: () => DealCode,
    proves: (deal: DealCode) => boolean | Promise<boolean>,
    limit: { readonly tries: number; readonly ms: number },
  ): Promise<void> {
    const request = ++this.dealRequest;
    if (!this.current) this.status = { kind: 'dealing' };
    const until = performance.now() + limit.ms;
    for (let tries = 1; ; tries++) {
      const deal = candidate();
      const proven = await proves(deal);
      if (request !== this.dealRequest) return;
      if (proven || tries >= limit.tries || performance.now() >= until) {
        if (!proven) console.info(`<${this.tag}>: no deal proven winnable in ${tries} tries; dealing ${makeDealCode(deal)}, which may not be`);
        return this.startGame(deal);
      }
      await new Promise((resolve) => setTimeout(resolve));
      if (request !== this.dealRequest) return;
    }
  }

  /** Deals `deal`, or puts a resumed or imported game on the table. */
  protected startGame(deal: DealCode | Game): void {
    clearTimeout(this.hintTimer);
    this.pendingDeal = undefined;
    const previous = this.current;
    this.current = deal instanceof Game ? deal : this.deal(deal);
    this.clock.reset(this.current.elapsedMs);
    this.dealRequest++;
    this.gameStarted(previous);
    this.winAnnounced = false;
    this.selected = null;
    this.shownHint = null;
    this.status = null;
    // The first deal is the page loading: only a later one is news.
    if (this.hasUpdated) this.say(this.newGameAnnouncement(this.current));
    this.dialogs?.close('win');
    this.flipFrom = this.hasUpdated ? this.dealPlaces() : null;
    this.dealt = true;
    this.requestUpdate();
    this.dispatchEvent(solitaireEvent('new-game', this.newGameDetail(this.current)));
  }

  /** A new game of the deal (one `checkDeal` accepted), under this element's house rules. */
  protected abstract deal(deal: DealCode): Game;

  /** Where the cards stand now, when they have been rendered and may move. */
  private measureCards(): Map<number, Measured> | null {
    return this.hasUpdated && !reducedMotion() ? measure(this.renderRoot) : null;
  }

  /** Every card of a new deal flies out from one place. */
  private dealPlaces(): Map<number, Measured> {
    const rect = this.dealOrigin();
    return new Map(Array.from({ length: 52 }, (_, card) => [card, { rect, faceUp: false }]));
  }

  /** Plays an action of the player's; when it is refused, says why and shakes the cards. */
  protected playOrRefuse(action: Action, elements: readonly HTMLElement[]): void {
    if (this.play(action) || !this.current) return;
    const refusal = this.current.position.refusal(action);
    shake(elements);
    if (refusal && refusal.reason !== 'same-pile') this.status = { kind: 'refused', reason: refusal.reason };
    else this.status = { kind: 'refused', reason: 'does-not-fit' };
  }

  /** Plays a legal action and tells the host; `false` (and nothing changes) when it is illegal. */
  protected play(action: Action): boolean {
    const game = this.current;
    if (!game || game.position.refusal(action)) return false;
    const scoreBefore = game.position.score;
    const onto = action.type === 'move' && tableauColumn(action.to) >= 0 ? (game.position.table().tableau[tableauColumn(action.to)].faceUp.at(-1) ?? null) : null;
    this.flipFrom ??= this.measureCards();
    const played = game.play(action);
    if (!played.ok) return false;
    this.clock.start();
    this.afterChange();
    const score = formatScore(game.position.score, gameMode(game).scoring);
    this.say({ kind: 'played', step: played.value, onto, score, stock: game.position.table().stock.length });
    this.dispatchEvent(solitaireEvent('move', moveDetail(game, played.value, false, scoreBefore)));
    if (game.won) this.announceWin(game);
    else this.gamePlayed();
    return true;
  }

  private afterChange(): void {
    this.selected = null;
    this.shownHint = null;
    this.status = null;
    this.gameChanged();
    this.requestUpdate();
  }

  private announceWin(game: Game): void {
    this.clock.stop();
    game.elapsedMs = this.clock.elapsedMs;
    if (this.winAnnounced) return;
    this.winAnnounced = true;
    this.gameWon(game);
    this.status = { kind: 'won' };
    this.openDialog('win');
    const { scoring } = gameMode(game);
    this.say({ kind: 'won', moves: game.position.moves, time: formatTime(game.elapsedMs), score: formatScore(game.position.score, scoring) });
    this.dispatchEvent(solitaireEvent('win', this.winDetail(game)));
  }

  /** The pile under a point: the foundation row counts as one place, the card's own foundation. */
  private pileAt(x: number, y: number): Pile | undefined {
    const inside = (rect: DOMRect): boolean => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
    const piles = [...this.renderRoot.querySelectorAll<HTMLElement>('[data-pile]')];
    const foundations = piles.filter((element) => element.classList.contains('foundation')).map((element) => element.getBoundingClientRect());
    const row = new DOMRect(
      Math.min(...foundations.map((rect) => rect.left)),
      Math.min(...foundations.map((rect) => rect.top)),
      Math.max(...foundations.map((rect) => rect.right)) - Math.min(...foundations.map((rect) => rect.left)),
      Math.max(...foundations.map((rect) => rect.bottom)) - Math.min(...foundations.map((rect) => rect.top)),
    );
    if (foundations.length === FOUNDATION_COUNT && inside(row)) return parsePileId('foundation-1', this.columns);
    const hit = piles.find((element) => inside(element.getBoundingClientRect()));
    return hit ? parsePileId(hit.dataset.pile!, this.columns) : undefined;
  }

  private selectedElements(selected: Held): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('.card.selected')].slice(-selected.count);
  }

  /** Opens a dialog, loading the dialogs with the first; the focus comes back to `opener` when it closes. */
  private openDialog(name: DialogName, opener: HTMLElement | null = null): void {
    this.dialogsChunk ??= import('../dialogs/game-dialogs.js').then(({ GameDialogs, dialogStyles }) => {
      this.adoptLazyStyles(dialogStyles);
      return (this.dialogs = new GameDialogs(this, {
        game: () => this.current,
        newGameChoices: () => this.renderNewGameChoices(),
        codeProblem: (text) => this.dealCodeProblem(text),
        codeProblemText: (problem) => this.texts!.codeProblem(problem),
        deal: (data) => this.dealFromDialog(data),
        playAgain: (game) => this.playAgain(game),
        pickUpHelp: () => this.pickUpHelp(),
        gameKeysHelp: (key) => this.gameKeysHelp(key),
      }));
    });
    this.load(Promise.all([this.dialogsChunk, this.loadedTexts()]).then(([dialogs]) => dialogs.open(name, opener)));
  }

  private loadedTexts(): Promise<GameTexts> {
    return (this.textsChunk ??= this.loadTexts().then((texts) => {
      this.texts = texts;
      this.requestUpdate();
      return texts;
    }));
  }

  /** The submitted New game dialog: its deal code, or a random deal of the choices above it. */
  private dealFromDialog(data: FormData): void {
    const code = String(data.get('dealCode') ?? '').trim();
    if (code) void this.newGame({ dealCode: code });
    else this.newGameFromForm(data);
  }

  private renderToolbar(game: Game | undefined): TemplateResult {
    const score = game ? formatScore(game.position.score, gameMode(game).scoring) : '';
    const canUndo = !!game && !game.undoRefusal();
    return html`<div class="toolbar" part="toolbar">
      <div class="figures">
        <span class="figure"><span class="label">${msg('Score')}</span><span class="value score">${score}</span></span>
        <span class="figure"><span class="label">${msg('Moves')}</span><span class="value moves">${game?.position.moves ?? 0}</span></span>
        <span class="figure"><span class="label">${msg('Time')}</span><span class="value time">${formatTime(this.clock.elapsedMs)}</span></span>
        ${this.renderMoreFigures()}
      </div>
      <div class="deal">
        <span class="figure"
          ><span class="label">${msg('Deal')}</span><span class="value deal-code">${game?.dealCode ?? ''}</span></span
        >
        <button class="copy" part="button" @click=${this.onCopyClick} aria-label=${msg('Copy the deal code')} title=${msg('Copy the deal code')}>
          ${msg('Copy')}
        </button>
      </div>
      <div class="actions">
        <button class="new-game" part="button" @click=${(event: Event) => this.openDialog('new-game', event.currentTarget as HTMLElement)}>${msg('New game')}</button>
        <button class="undo" part="button" ?disabled=${!canUndo} @click=${() => this.undo()}>${msg('Undo')}</button>
        <button class="hint" part="button" ?disabled=${!game || game.won} @click=${() => this.hint()}>${msg('Hint')}</button>
        ${this.renderMoreButtons()}
        <button class="keys" part="button" aria-label=${msg('Keyboard')} title=${msg('Keyboard')} @click=${(event: Event) => this.openDialog('help', event.currentTarget as HTMLElement)}>
          <span aria-hidden="true">?</span>
        </button>
      </div>
    </div>`;
  }

  /** The whole element around the table `renderPiles` draws; the New game dialog's code field shows `placeholder`. */
  protected renderGame(placeholder: string, codeLabel: string): TemplateResult {
    const game = this.current;
    const table = game?.position.table() ?? this.emptyTable;
    return html`<div class="game" lang=${this.language.locale} @keydown=${this.onKeyDown}>
      ${this.renderToolbar(game)}
      <button class="read-out" part="button" ?disabled=${!game} @click=${() => game && this.readOut(game)}>
        ${msg('Read out the table')}
      </button>
      <div
        class="table"
        part="table"
        tabindex="-1"
        role="group"
        aria-label=${this.tableLabel()}
        aria-describedby="table-keys"
        @keydown=${this.onTableKeyDown}
        @focusin=${this.onTableFocusIn}
        @pointerdown=${this.gestures.onPointerDown}
        @pointermove=${this.gestures.onPointerMove}
        @pointerup=${this.gestures.onPointerUp}
        @pointercancel=${this.gestures.onPointerCancel}
        @dragstart=${(event: Event) => event.preventDefault()}
      >
        ${this.renderPiles({ table, selected: this.selected, hint: this.shownHint, targets: this.targets, cursor: this.placedCursor() })}
      </div>
      <p id="table-keys" class="visually-hidden">${msg('Arrow keys move, Enter picks up and puts down, question mark lists the keys.')}</p>
      ${this.renderNotices()}
      <div class="status" part="status" role="status" aria-live="polite">${this.texts?.status(this.status)}</div>
      <div class="visually-hidden announcer" role="log" aria-live="polite">
        ${keyed(this.spoken, html`<p>${this.texts?.announcement(this.announcement)}</p>`)}
      </div>
      ${this.dialogs?.render(placeholder, codeLabel) ?? nothing} ${this.renderMoreDialogs()}
    </div>`;
  }
}
