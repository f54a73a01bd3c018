import { type ReactiveController, type ReactiveControllerHost, type TemplateResult, html, nothing } from 'lit';
import { type Action, type Game, type GamePosition, finishable, foundationSuit } from '../../engine/index.js';
import type { Verdict } from '../../solver/shared/solve-result.js';
import { msg } from '../i18n/localization.js';
import type { SolverClient } from './solver-client.js';

/** The pause between two cards the auto-finish sends up, so the player sees them go. */
const AUTO_FINISH_MS = 110;

/**
 * The search each position gets for `show-winnable` and `auto-finish`. On the main thread (no
 * worker allowed) every millisecond of it holds up the table, so it gets far less there.
 */
const VERDICT_MS = 1500;
const VERDICT_MAIN_THREAD_MS = 100;

/**
 * What the verdict needs of the element beyond being its controller.
 *
 * @internal
 */
export interface VerdictActions<P extends GamePosition = GamePosition> {
  game(): Game<P> | undefined;
  solver(): Promise<SolverClient<P>>;
  /** Whether the bar shows the verdict (`show-winnable`). */
  showWinnable(): boolean;
  /** Whether a proved endgame plays itself out (`auto-finish`). */
  autoFinish(): boolean;
  play(action: Action): boolean;
}

/**
 * The solver's word on the position on the table, for `show-winnable` and `auto-finish`: asked
 * after every change, one search at a time, answers about a position left behind dropped.
 *
 * @internal
 */
export class WinnableVerdict<P extends GamePosition = GamePosition> implements ReactiveController {
  /** The solver's word on the position on the table; `null` when nobody asked for it. */
  verdict: Verdict | 'thinking' | null = null;
  /** Raised at every change of the table, so a verdict on a position left behind is dropped. */
  private request = 0;
  private searching = false;
  /** An action played (not undone) left an endgame that `auto-finish` finishes once proved. */
  private finishing = false;
  private finishTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly element: ReactiveControllerHost & { readonly isConnected: boolean },
    private readonly host: VerdictActions<P>,
  ) {
    element.addController(this);
  }

  hostConnected(): void {
    this.ask();
  }

  /** The bar's figure for `show-winnable`, once there is a word to show. */
  renderFigure(): TemplateResult | typeof nothing {
    const { verdict } = this;
    if (!this.host.showWinnable() || !verdict) return nothing;
    return html`<span class="figure winnable" part="winnable" data-verdict=${verdict}
      ><span class="label">${msg('Still winnable?')}</span><span class="value">${verdictText(verdict)}</span></span
    >`;
  }

  hostDisconnected(): void {
    clearTimeout(this.finishTimer);
    this.request++;
  }

  /** `auto-finish` was switched: an endgame already on the table may finish now. */
  autoFinishChanged(): void {
    this.finishing = this.host.autoFinish() && inEndgame(this.host.game());
    this.ask();
  }

  /** A new game, or an undo: any finishing stops, so the player can take back what it played. */
  changed(): void {
    this.finishing = false;
    this.ask();
  }

  /** An action played: an endgame may now finish by itself. */
  played(): void {
    if (!this.host.autoFinish() || !inEndgame(this.host.game())) return;
    this.finishing = true;
    this.ask();
  }

  /** Drops the answer about the position before, and asks about this one when a feature needs it. */
  ask(): void {
    const host = this.host;
    clearTimeout(this.finishTimer);
    this.request++;
    const game = host.game();
    const wanted = !!game && !game.won && this.element.isConnected && (host.showWinnable() || this.finishing);
    this.verdict = wanted ? 'thinking' : null;
    this.element.requestUpdate();
    if (wanted && !this.searching) void this.search();
  }

  /**
   * One search at a time, as the client has no way to cancel one: the answer about a position
   * the game has moved past is dropped, and the position on the table asked about next.
   */
  private async search(): Promise<void> {
    this.searching = true;
    try {
      while (this.verdict === 'thinking' && this.element.isConnected) {
        const solver = await this.host.solver();
        // Taken after the await: all the changes of one action have been made by then.
        const request = this.request;
        const { verdict } = await solver.solve(this.host.game()!.position, solver.offThread ? VERDICT_MS : VERDICT_MAIN_THREAD_MS);
        if (request !== this.request) continue;
        this.verdict = verdict;
        this.element.requestUpdate();
        if (verdict === 'winnable' && this.finishing) this.finishNext();
      }
    } finally {
      this.searching = false;
    }
  }

  /** Sends the next card up, the rest of the game being proved to play out. */
  private finishNext(): void {
    // Every column is one run down from its bottom card, so any card that can go up may.
    const next = this.host
      .game()!
      .position.legalActions()
      .find((action) => action.type === 'move' && foundationSuit(action.to) !== -1 && foundationSuit(action.from) === -1);
    if (next) this.finishTimer = setTimeout(() => this.host.play(next), AUTO_FINISH_MS);
  }
}

/** The endgame `auto-finish` plays once it is proved (docs/rules.md, "Finish"). */
function inEndgame(game: Game | undefined): boolean {
  return !!game && finishable(game.position);
}

function verdictText(verdict: Verdict | 'thinking'): string {
  switch (verdict) {
    case 'winnable':
      return msg('Winnable', { desc: 'show-winnable: a winning line is still left from this position' });
    case 'not-winnable':
      return msg('No winning line left', { desc: 'show-winnable: the solver proved no line of play wins from here' });
    case 'thinking':
      return msg('Thinking…', { desc: 'show-winnable: the solver is still searching' });
    case 'undecided':
      return msg('Unknown', { desc: 'show-winnable: the solver ran out of time without an answer' });
  }
}
