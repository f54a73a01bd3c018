import { type ReactiveController, type ReactiveControllerHost, type TemplateResult, css, html, nothing } from 'lit';
import { formatTime } from '../view/clock.js';
import { msg } from '../i18n/localization.js';
import type { GameTexts } from '../speech/game-texts.js';
import type { ModeStats } from '../statistics/statistics.js';
import { winRateText } from '../statistics/statistics-text.js';
import { ModalWhileShown, closedForGood } from './modal-while-shown.js';

export { dialogStyles } from './dialog.styles.js';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** The statistics the dialog shows and resets. */
export interface KeptStatistics {
  readonly stats: readonly ModeStats[];
  resetStats(): void;
}

/**
 * The Statistics dialog: a table with a column for each of the game's modes (Klondike's four
 * draw × scoring combinations), and a reset that asks first. The figures are read when the dialog opens, not on every render of the table. Few
 * players open it, so it is a chunk of its own the element loads on the first click.
 *
 * @internal
 */
export class StatisticsDialog implements ReactiveController {
  private shown: readonly ModeStats[] = [];
  private confirming = false;
  private reset = false;
  private opener: HTMLElement | null = null;
  private opening = false;
  /** What gets the focus after the next render: the buttons under it change as the reset asks. */
  private focusNext: string | null = null;
  private readonly modal: ModalWhileShown;

  constructor(
    private readonly host: Host,
    private readonly saved: KeptStatistics,
    private readonly texts: GameTexts,
  ) {
    host.addController(this);
    this.modal = new ModalWhileShown(host, 'dialog.statistics');
  }

  hostUpdated(): void {
    // Opened right after loading, the dialog only exists once the host has rendered it.
    const dialog = this.renderRoot.querySelector<HTMLDialogElement>('dialog.statistics');
    if (this.opening && dialog?.isConnected && !dialog.open) this.modal.open(dialog);
    this.opening = false;
    if (this.focusNext === null) return;
    this.renderRoot.querySelector<HTMLElement>(this.focusNext)?.focus();
    this.focusNext = null;
  }

  open(opener: HTMLElement | null): void {
    this.opener = opener;
    this.shown = this.saved.stats;
    this.confirming = false;
    this.reset = false;
    this.opening = true;
    this.focusNext = '.statistics .close-statistics';
    this.host.requestUpdate();
  }

  render(): TemplateResult {
    return html`<dialog class="statistics" part="dialog" aria-labelledby="statistics-title" @close=${this.onClose}>
      <h2 id="statistics-title">${msg('Statistics')}</h2>
      <div class="statistics-scroll">${this.renderTable()}</div>
      <p class="statistics-news" role="status">${this.reset ? msg('The statistics were reset.') : nothing}</p>
      <div class="dialog-buttons">${this.confirming ? this.renderConfirm() : this.renderButtons()}</div>
    </dialog>`;
  }

  private renderTable(): TemplateResult {
    const dash = (value: string | null): string => value ?? '—';
    const { modeName, modeScore } = this.texts;
    const rows: [string, (mode: ModeStats) => string][] = [
      [msg('Games played'), (mode) => String(mode.played)],
      [msg('Games won'), (mode) => String(mode.won)],
      [msg('Win rate'), winRateText],
      [msg('Current streak'), (mode) => String(mode.currentStreak)],
      [msg('Longest streak'), (mode) => String(mode.longestStreak)],
      [msg('Best score'), (mode) => dash(mode.bestScore === null ? null : modeScore(mode, mode.bestScore))],
      [msg('Fastest win'), (mode) => dash(mode.fastestWinMs === null ? null : formatTime(mode.fastestWinMs))],
    ];
    return html`<table class="statistics-table">
      <thead>
        <tr>
          <td></td>
          ${this.shown.map((mode) => html`<th scope="col">${modeName(mode).map((line, index) => html`${index > 0 ? html`<br />` : ''}${line}`)}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(([label, value]) => html`<tr><th scope="row">${label}</th>${this.shown.map((mode) => html`<td><span dir="ltr">${value(mode)}</span></td>`)}</tr>`)}
      </tbody>
    </table>`;
  }

  private renderButtons(): TemplateResult {
    return html`<button type="button" class="reset-statistics" part="button" @click=${this.onAskReset}>${msg('Reset statistics')}</button>
      <button type="button" class="primary close-statistics" part="button" @click=${this.close}>${msg('Close')}</button>`;
  }

  private renderConfirm(): TemplateResult {
    return html`<span class="statistics-question" id="statistics-question">${msg('Reset every figure to zero?')}</span>
      <button type="button" class="keep-statistics" part="button" aria-describedby="statistics-question" @click=${this.onKeep}>${msg('Keep')}</button>
      <button type="button" class="primary confirm-reset" part="button" aria-describedby="statistics-question" @click=${this.onReset}>
        ${msg('Reset', { id: 'reset-statistics-confirm', desc: 'confirms resetting the statistics (a verb)' })}
      </button>`;
  }

  private readonly onAskReset = (): void => this.ask(true, '.statistics .keep-statistics');

  private readonly onKeep = (): void => this.ask(false, '.statistics .reset-statistics');

  private readonly onReset = (): void => {
    this.saved.resetStats();
    this.shown = this.saved.stats;
    this.reset = true;
    this.ask(false, '.statistics .close-statistics');
  };

  private ask(confirming: boolean, focus: string): void {
    this.confirming = confirming;
    this.focusNext = focus;
    this.host.requestUpdate();
  }

  private readonly close = (): void => this.renderRoot.querySelector<HTMLDialogElement>('dialog.statistics')?.close();

  private readonly onClose = (event: Event): void => {
    if (!closedForGood(event)) return;
    this.opener?.focus();
    this.opener = null;
  };

  private get renderRoot(): ParentNode {
    return this.host.renderRoot;
  }
}

export const statisticsStyles = css`
  dialog.statistics {
    inline-size: min(94vw, 560px);
  }

  .statistics-scroll {
    overflow-x: auto;
  }

  .statistics-table {
    border-collapse: collapse;
    inline-size: 100%;
    font-size: 0.9em;
    font-variant-numeric: tabular-nums;
  }

  .statistics-table th,
  .statistics-table td {
    padding: 4px 6px;
    text-align: end;
    border-block-end: 1px solid #e4dfd2;
  }

  .statistics-table thead th {
    font-size: 0.85em;
    font-weight: 600;
    vertical-align: bottom;
  }

  .statistics-table tbody th {
    text-align: start;
    font-weight: 400;
    color: #5a564c;
  }

  .statistics-news {
    min-block-size: 1.3em;
    margin: 8px 0;
    font-size: 0.9em;
  }

  .statistics-question {
    align-self: center;
    margin-inline-end: auto;
  }
`;
