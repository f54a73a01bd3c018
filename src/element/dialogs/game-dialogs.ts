import { type ReactiveController, type ReactiveControllerHost, type TemplateResult, html, nothing } from 'lit';
import type { Game } from '../../engine/index.js';
import { formatTime } from '../view/clock.js';
import { msg } from '../i18n/localization.js';
import type { CodeProblem } from '../speech/messages.js';
import type { GameTexts } from '../speech/game-texts.js';
import type { ModeStats } from '../statistics/statistics.js';
import { winRateText } from '../statistics/statistics-text.js';
import { ModalWhileShown, closedForGood } from './modal-while-shown.js';

export { dialogStyles } from './dialog.styles.js';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export type DialogName = 'new-game' | 'win' | 'help';

/**
 * What the dialogs ask of the element, whatever its game.
 *
 * @internal
 */
export interface DialogContent {
  game(): Game | undefined;
  /** The score as the game shows it. */
  scoreText(game: Game): string;
  /** The choices of the New game dialog above the deal code. */
  newGameChoices(): TemplateResult | typeof nothing;
  /** Deals what the submitted New game dialog asks for. */
  dealFromDialog(data: FormData): void;
  playAgain(game: Game): void;
  /** The statistics of the won game's mode, the win counted. */
  modeStats(game: Game): ModeStats;
  /** Whether a new deal now counts the game on the table as lost in the statistics. */
  countsAsLoss(): boolean;
}

/**
 * The New game, win and keyboard dialogs. A page loads them with the first one a player opens
 * (or the first win): every page draws a table, few open a dialog in its first second.
 *
 * @internal
 */
export class GameDialogs implements ReactiveController {
  private codeProblem: CodeProblem | null = null;
  private opening: DialogName | null = null;
  /** The won game's mode in the statistics, read as the win dialog opens, not at every render. */
  private winStats: ModeStats | null = null;
  /** Where the focus goes back when a dialog closes. */
  private opener: HTMLElement | null = null;
  private readonly modal: ModalWhileShown;

  constructor(
    private readonly host: Host,
    private readonly content: DialogContent,
    /** This game's words: the code field's, the keys' and the modes'. */
    private readonly texts: GameTexts,
  ) {
    host.addController(this);
    this.modal = new ModalWhileShown(host, 'dialog.new-game, dialog.help, dialog.win');
  }

  hostUpdated(): void {
    // Opened right after loading, a dialog only exists once the host has rendered it.
    if (!this.opening) return;
    const dialog = this.dialog(this.opening);
    this.opening = null;
    if (!dialog || dialog.open || !dialog.isConnected) return;
    dialog.querySelector('form')?.reset();
    this.modal.open(dialog);
  }

  /** Opens `name`; the focus comes back to `opener` (or to what has it now) when it closes. */
  open(name: DialogName, opener: HTMLElement | null): void {
    this.opener ??= opener ?? ((this.host.renderRoot as ShadowRoot).activeElement as HTMLElement | null);
    if (name === 'new-game') this.codeProblem = null;
    const game = this.content.game();
    if (name === 'win' && game) this.winStats = this.content.modeStats(game);
    this.opening = name;
    this.host.requestUpdate();
  }

  close(name: DialogName): void {
    if (this.opening === name) this.opening = null;
    // Closed before the dialogs' first render (a new deal as they load), there is none yet.
    this.dialog(name)?.close();
  }

  render(): TemplateResult {
    return html`${this.renderNewGame()} ${this.renderHelp()} ${this.renderWin(this.content.game())}`;
  }

  private renderNewGame(): TemplateResult {
    const { texts } = this;
    return html`<dialog class="new-game" part="dialog" aria-labelledby="new-game-title" @close=${this.onClose}>
      <form method="dialog" @submit=${this.onSubmit}>
        <h2 id="new-game-title">${msg('New game')}</h2>
        ${this.content.countsAsLoss() ? html`<p class="loss-warning">${msg('The game in progress will count as a loss in the statistics.')}</p>` : nothing}
        ${this.content.newGameChoices()}
        <label class="code-label" for="deal-code-input">${texts.codeLabel()}</label>
        <input
          id="deal-code-input"
          type="text"
          name="dealCode"
          autocomplete="off"
          spellcheck="false"
          placeholder=${texts.codePlaceholder}
          aria-invalid=${this.codeProblem ? 'true' : 'false'}
          aria-describedby="deal-code-problem"
          @input=${this.onCodeInput}
        />
        <p id="deal-code-problem" class="field-message" aria-live="polite">
          ${this.codeProblem ? texts.codeProblemText(this.codeProblem) : nothing}
        </p>
        <div class="dialog-buttons">
          <button type="button" part="button" @click=${() => this.close('new-game')}>${msg('Cancel')}</button>
          <button type="submit" class="primary deal-button" part="button" ?disabled=${!!this.codeProblem}>${msg('Deal', { id: 'deal-button', desc: 'the button that deals the chosen game (a verb)' })}</button>
        </div>
      </form>
    </dialog>`;
  }

  // showModal() focuses the `autofocus` control: the one a win or the key list asks about.
  /* eslint-disable lit-a11y/no-autofocus */
  private renderWin(game: Game | undefined): TemplateResult {
    return html`<dialog class="win" part="dialog" aria-labelledby="win-title" @close=${this.onClose}>
      <h2 id="win-title">${msg('You won!')}</h2>
      <dl>
        <dt>${msg('Moves')}</dt>
        <dd class="win-moves">${game?.position.moves ?? 0}</dd>
        <dt>${msg('Time')}</dt>
        <dd class="win-time">${formatTime(game?.elapsedMs ?? 0)}</dd>
        <dt>${msg('Score')}</dt>
        <dd class="win-score" dir="ltr">${game ? this.content.scoreText(game) : ''}</dd>
        <dt>${msg('Deal')}</dt>
        <dd class="win-code deal-code">${game?.dealCode ?? ''}</dd>
      </dl>
      ${this.renderModeStats(this.winStats)}
      <div class="dialog-buttons">
        <button type="button" part="button" @click=${() => this.close('win')}>${msg('Close')}</button>
        <button type="button" class="primary play-again" part="button" autofocus @click=${this.onPlayAgain}>${msg('Play again')}</button>
      </div>
    </dialog>`;
  }

  /** The won game's mode in the statistics: games won, win rate and the streaks, this win included. */
  private renderModeStats(mode: ModeStats | null): TemplateResult | typeof nothing {
    if (!mode) return nothing;
    const figures: [string, string, string][] = [
      ['won', msg('Games won'), String(mode.won)],
      ['win-rate', msg('Win rate'), winRateText(mode)],
      ['current-streak', msg('Current streak'), String(mode.currentStreak)],
      ['longest-streak', msg('Longest streak'), String(mode.longestStreak)],
    ];
    return html`<section class="win-stats" aria-labelledby="win-stats-title">
      <h3 id="win-stats-title">${this.texts.modeName(mode).join(' · ') || msg('Statistics')}</h3>
      <dl>
        ${figures.map(([name, label, value]) => html`<div class="win-${name}"><dt>${label}</dt><dd dir="ltr">${value}</dd></div>`)}
      </dl>
    </section>`;
  }

  private renderHelp(): TemplateResult {
    const key = (...names: readonly string[]): TemplateResult => html`${names.map((name, index) => html`${index > 0 ? ' ' : ''}<kbd>${name}</kbd>`)}`;
    const rows: [TemplateResult, string][] = [
      [key('←', '→'), msg('Move between the piles of a row')],
      [key('↑', '↓'), msg('Move along the face-up cards of a column, and between the rows')],
      [key(msg('Home'), msg('End')), msg('First or last pile of the row')],
      [key(msg('Enter'), msg('Space')), this.texts.pickUpHelp()],
      [key(msg('Escape')), msg('Put back the cards in hand')],
      ...this.texts.gameKeysHelp().map(([keys, what]): [TemplateResult, string] => [key(...keys), what]),
      [key('F'), msg('Finish, when the table offers it: the rest goes home')],
      [key('U', 'Ctrl+Z'), msg('Undo')],
      [key('H'), msg('Hint')],
      [key('N'), msg('New game')],
      [key('R'), msg('Read out the whole table')],
      [key('?'), msg('This list of keys')],
    ];
    return html`<dialog class="help" part="dialog" aria-labelledby="help-title" @close=${this.onClose}>
      <h2 id="help-title">${msg('Keyboard')}</h2>
      <p>${msg('Tab into the table, then:')}</p>
      <dl class="keys-list">${rows.map(([keys, what]) => html`<dt>${keys}</dt><dd>${what}</dd>`)}</dl>
      <div class="dialog-buttons">
        <button type="button" class="primary" part="button" autofocus @click=${() => this.close('help')}>${msg('Close')}</button>
      </div>
    </dialog>`;
  } /* eslint-enable lit-a11y/no-autofocus */

  private readonly onCodeInput = (event: Event): void => {
    this.codeProblem = this.texts.codeProblem((event.target as HTMLInputElement).value);
    this.host.requestUpdate();
  };

  private readonly onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    if (this.codeProblem) return;
    const data = new FormData(event.target as HTMLFormElement);
    this.close('new-game');
    this.content.dealFromDialog(data);
  };

  private readonly onPlayAgain = (): void => {
    this.close('win');
    const game = this.content.game();
    if (game) this.content.playAgain(game);
  };

  private readonly onClose = (event: Event): void => {
    if (!closedForGood(event)) return;
    this.opener?.focus();
    this.opener = null;
  };

  private dialog(name: DialogName): HTMLDialogElement | null {
    return this.host.renderRoot.querySelector<HTMLDialogElement>(`dialog.${name}`);
  }
}
