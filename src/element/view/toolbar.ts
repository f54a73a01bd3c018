import { type TemplateResult, html, nothing } from 'lit';
import { msg } from '../i18n/localization.js';

/** What the bar shows and what its buttons do. */
export interface ToolbarView {
  readonly score: string;
  readonly moves: number;
  readonly time: string;
  readonly dealCode: string;
  readonly canUndo: boolean;
  readonly canHint: boolean;
  /** Figures after Score, Moves and Time. */
  readonly moreFigures: TemplateResult | typeof nothing;
  /** Buttons after the Hint button. */
  readonly moreButtons: TemplateResult | typeof nothing;
  readonly onCopy: () => void;
  readonly onNewGame: (opener: HTMLElement) => void;
  readonly onUndo: () => void;
  readonly onHint: () => void;
  readonly onKeys: (opener: HTMLElement) => void;
}

/**
 * The bar above the table: the figures, the deal code with its Copy button, and the game's buttons.
 * The score is isolated left to right, so a Vegas balance reads sign first ("-$52") in right-to-left
 * text too (docs/rules.md, "Klondike › Vegas scoring").
 */
export function renderToolbar(view: ToolbarView): TemplateResult {
  const opener = (handler: (opener: HTMLElement) => void) => (event: Event) => handler(event.currentTarget as HTMLElement);
  return html`<div class="toolbar" part="toolbar">
    <div class="figures">
      <span class="figure"><span class="label">${msg('Score')}</span><span class="value score" dir="ltr">${view.score}</span></span>
      <span class="figure"><span class="label">${msg('Moves')}</span><span class="value moves">${view.moves}</span></span>
      <span class="figure"><span class="label">${msg('Time')}</span><span class="value time">${view.time}</span></span>
      ${view.moreFigures}
    </div>
    <div class="deal">
      <span class="figure"
        ><span class="label">${msg('Deal')}</span><span class="value deal-code">${view.dealCode}</span></span
      >
      <button class="copy" part="button" @click=${view.onCopy} aria-label=${msg('Copy the deal code')} title=${msg('Copy the deal code')}>
        ${msg('Copy')}
      </button>
    </div>
    <div class="actions">
      <button class="new-game" part="button" @click=${opener(view.onNewGame)}>${msg('New game')}</button>
      <button class="undo" part="button" ?disabled=${!view.canUndo} @click=${view.onUndo}>${msg('Undo')}</button>
      <button class="hint" part="button" ?disabled=${!view.canHint} @click=${view.onHint}>${msg('Hint')}</button>
      ${view.moreButtons}
      <button class="keys" part="button" aria-label=${msg('Keyboard')} title=${msg('Keyboard')} @click=${opener(view.onKeys)}>
        <span aria-hidden="true">?</span>
      </button>
    </div>
  </div>`;
}
