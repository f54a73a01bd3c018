import { type SVGTemplateResult, type TemplateResult, html, nothing, svg } from 'lit';
import type { LazyChunks } from './lazy-chunks.js';
import { msg, str } from '../i18n/localization.js';

/**
 * An entry of the bar's menu; `onSelect` is given the menu button, where the focus comes back.
 *
 * @internal
 */
export interface MenuItem {
  readonly className: string;
  readonly label: string;
  readonly onSelect: (opener: HTMLElement) => void;
}

/**
 * What the bar shows and what its buttons do.
 *
 * @internal
 */
export interface ToolbarView {
  readonly score: string;
  readonly moves: number;
  readonly time: string;
  readonly dealCode: string;
  readonly canUndo: boolean;
  /** Undos the house rules still allow in this game; `null` when they set no limit. */
  readonly undosLeft: number | null;
  readonly canHint: boolean;
  /** Figures after Score, Moves and Time. */
  readonly moreFigures: TemplateResult | typeof nothing;
  /** Entries of the menu before Help. */
  readonly moreMenuItems: readonly MenuItem[];
  readonly onCopy: () => void;
  readonly onNewGame: (opener: HTMLElement) => void;
  readonly onUndo: () => void;
  readonly onHint: () => void;
  readonly onKeys: (opener: HTMLElement) => void;
  /** Where the menu's chunk is tracked and its styles adopted. */
  readonly chunks: LazyChunks;
}

/** Line icons on a 24-unit grid, drawn in the text's colour. */
const icon = (paths: SVGTemplateResult): TemplateResult => html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${paths}</svg>`;
const NEW_GAME_ICON = svg`<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M12 8v8M8 12h8"/>`;
const UNDO_ICON = svg`<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>`;
const HINT_ICON = svg`<path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.8 10.6c.6.6.8 1.4.8 2.4h6c0-1 .2-1.8.8-2.4A6 6 0 0 0 12 3z"/>`;
const MENU_ICON = svg`<path class="dots" d="M12 5h.01M12 12h.01M12 19h.01"/>`;

/**
 * The bar above the table, one row at any width: New game, Undo and Hint, the figures, and a menu
 * for the rest (Statistics, Help, the deal code). The score is isolated left to right, so a Vegas
 * balance reads sign first ("-$52") in right-to-left text too (docs/rules.md, "Klondike › Vegas scoring").
 */
export function renderToolbar(view: ToolbarView): TemplateResult {
  const opener = (handler: (opener: HTMLElement) => void) => (event: Event) => handler(event.currentTarget as HTMLElement);
  const left = view.undosLeft;
  return html`<div class="toolbar" part="toolbar">
    <div class="actions">
      <button class="new-game" part="button" @click=${opener(view.onNewGame)}>${icon(NEW_GAME_ICON)}<span class="label">${msg('New game')}</span></button>
      <button
        class="undo"
        part="button"
        ?disabled=${!view.canUndo}
        aria-label=${left === null ? nothing : msg(str`Undo, ${left} left`, { desc: 'the Undo button when undos are limited: how many remain' })}
        @click=${view.onUndo}
      >
        ${icon(UNDO_ICON)}<span class="label">${msg('Undo')}</span>${left === null ? nothing : html`<span class="count" aria-hidden="true">${left}</span>`}
      </button>
      <button class="hint" part="button" ?disabled=${!view.canHint} @click=${view.onHint}>${icon(HINT_ICON)}<span class="label">${msg('Hint')}</span></button>
    </div>
    <div class="figures">
      <span class="figure"><span class="label">${msg('Score')}</span><span class="value score" dir="ltr">${view.score}</span></span>
      <span class="figure"><span class="label">${msg('Moves')}</span><span class="value moves">${view.moves}</span></span>
      <span class="figure"><span class="label">${msg('Time')}</span><span class="value time">${view.time}</span></span>
      ${view.moreFigures}
    </div>
    ${renderMenu(view)}
  </div>`;
}

/** The menu button of the bar that holds `from` (a button of the menu's place). */
const menuButtonOf = (from: Event): HTMLElement => (from.currentTarget as HTMLElement).closest('.menu-place')!.querySelector<HTMLElement>('.menu-button')!;

/**
 * A menu button and its menu (the ARIA menu button pattern): Enter, Space or the arrows open it,
 * the arrows, Home and End walk it, Escape closes it and the focus goes back to the button. It
 * opens and closes in the DOM alone, so a render of the game never closes it by the way. How it
 * opens, walks, closes and looks comes in a chunk with its first opening (menu.ts); its entries
 * are here from the start, hidden, and each gives the focus back to the menu button.
 */
function renderMenu(view: ToolbarView): TemplateResult {
  const withMenu = (event: Event, key: string): void => {
    const button = menuButtonOf(event);
    view.chunks.follow(
      import('./menu.js').then((menu) => {
        view.chunks.adoptStyles(menu.menuStyles);
        menu.onMenuKey(button.parentElement!, key, button);
      }),
    );
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    // Once open, the menu's own listener takes the keys.
    const open = !((event.currentTarget as HTMLElement).nextElementSibling as HTMLElement).hidden;
    if (open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    withMenu(event, event.key);
  };
  const item = ({ className, label, onSelect }: MenuItem, content: unknown = label) =>
    html`<button class=${className} part="button" role="menuitem" tabindex="-1" @click=${(event: Event) => onSelect(menuButtonOf(event))}>
      ${content}
    </button>`;
  return html`<div class="menu-place">
    <button
      class="menu-button"
      part="button menu-button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-controls="menu"
      aria-label=${msg('Menu')}
      @click=${(event: Event) => withMenu(event, 'click')}
      @keydown=${onKeyDown}
    >
      ${icon(MENU_ICON)}
    </button>
    <div class="menu" id="menu" part="menu" role="menu" aria-label=${msg('Menu')} hidden>
      ${view.moreMenuItems.map((entry) => item(entry))}
      ${item({ className: 'keys', label: msg('Help'), onSelect: view.onKeys }, html`${msg('Help')}<kbd class="shortcut" aria-hidden="true">?</kbd>`)}
      <div class="separator" role="separator"></div>
      ${item(
        { className: 'copy', label: msg('Copy the deal code'), onSelect: view.onCopy },
        html`<span>${msg('Copy the deal code')}</span><span class="deal-code">${view.dealCode}</span>`,
      )}
    </div>
  </div>`;
}
