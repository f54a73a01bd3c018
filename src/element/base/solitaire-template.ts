import { type TemplateResult, html, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { Game, GamePosition } from '../../engine/index.js';
import type { SolitaireGame } from '../game/solitaire-game.js';
import { msg } from '../i18n/localization.js';
import type { LazyChunks } from '../view/lazy-chunks.js';
import { renderToolbar } from '../view/toolbar.js';
import type { ElementParts } from './element-parts.js';
import type { TableState } from './table-state.js';

/**
 * What the element draws from.
 *
 * @internal
 */
export interface SolitaireView<P extends GamePosition> {
  readonly locale: string;
  /** The words or the labels are still coming: assistive technology waits. */
  readonly busy: boolean;
  readonly game: Game<P> | undefined;
  readonly contract: SolitaireGame<P>;
  readonly state: TableState;
  readonly parts: ElementParts<P, object, object>;
  readonly chunks: LazyChunks;
  readonly time: string;
  scoreText(game: Game<P>): string;
  /** The line that says another copy saves the storage key now. */
  readonly savedNotice: TemplateResult | typeof nothing;
  /** A press on the table before pointer play has come. */
  earlyPress(event: PointerEvent): void;
  onCopy(): void;
  onUndo(): void;
  onHint(): void;
}

/** The whole element: the bar, the table with what floats over it, the status line, the live region and the dialogs. */
export function renderSolitaire<P extends GamePosition>(view: SolitaireView<P>): TemplateResult {
  const { game, contract, state, parts } = view;
  const keyboard = parts.input?.keyboard;
  const gestures = parts.input?.pointer.gestures;
  const table = game?.position.table() ?? contract.emptyTable;
  return html`<div class="game" lang=${view.locale} aria-busy=${view.busy ? 'true' : 'false'} @keydown=${keyboard?.onKeyDown}>
    ${renderToolbar({
      score: game ? view.scoreText(game) : '',
      moves: game?.position.moves ?? 0,
      time: view.time,
      dealCode: game?.dealCode ?? '',
      canUndo: !!game && !game.undoRefusal(),
      undosLeft: game && game.maxUndos !== null ? game.undosLeft : null,
      canHint: !!game && !game.won,
      moreFigures: parts.verdict?.renderFigure() ?? nothing,
      moreMenuItems: [{ className: 'stats', label: msg('Statistics'), onSelect: parts.openStatistics }],
      onCopy: view.onCopy,
      onNewGame: (opener) => parts.openDialog('new-game', opener),
      onUndo: view.onUndo,
      onHint: view.onHint,
      onKeys: (opener) => parts.openDialog('help', opener),
      chunks: view.chunks,
    })}
    <button class="read-out" part="button" ?disabled=${!game} @click=${() => game && keyboard?.readOut(game)}>${msg('Read out the table')}</button>
    <div
      class="table"
      part="table"
      tabindex="-1"
      role="group"
      aria-label=${contract.tableLabel()}
      aria-describedby="table-keys"
      @keydown=${keyboard?.onTableKeyDown}
      @focusin=${keyboard?.onTableFocusIn}
      @pointerdown=${gestures?.onPointerDown ?? view.earlyPress}
      @pointermove=${gestures?.onPointerMove}
      @dragstart=${(event: Event) => event.preventDefault()}
    >
      ${contract.renderPiles(
        {
          table,
          selected: state.selected,
          hint: state.hint,
          targets: state.targets,
          cursor: keyboard?.placedCursor() ?? { pile: contract.cursorHome, card: null },
          labels: parts.input?.labels,
        },
        game,
      )}
      ${parts.notices?.render(state.hintNotice(parts.texts)) ?? nothing}
    </div>
    <p id="table-keys" class="visually-hidden">${msg('Arrow keys move, Enter picks up and puts down, question mark lists the keys.')}</p>
    <div class="messages">
      ${view.savedNotice}
      <div class="status" part="status" role="status" aria-live="polite">${parts.texts?.status(state.status)}</div>
    </div>
    <div class="visually-hidden announcer" role="log" aria-live="polite">
      ${keyed(state.spoken, html`<p>${parts.texts?.announcement(state.announcement)}</p>`)}
    </div>
    ${parts.dialogs?.render() ?? nothing} ${parts.statisticsDialog?.render() ?? nothing}
  </div>`;
}
