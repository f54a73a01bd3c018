import { css } from 'lit';

/**
 * The table, the cards and the bar, in CSS alone: no images, no web fonts, nothing fetched.
 * Sizes come from the element's own width (container query units), never from the viewport;
 * positions use logical properties, so `dir="rtl"` mirrors the whole table.
 */
export const styles = css`
  :host {
    display: block;
    /*
     * The table sizes itself from its width, so it has no width of its own to offer: it takes the
     * parent's, also in a flex row, and keeps 300px in shrink-to-fit grid tracks.
     */
    inline-size: 100%;
    min-inline-size: min(300px, 100%);
    max-inline-size: 100%;
    box-sizing: border-box;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
    color: #f4f7f2;
    -webkit-tap-highlight-color: transparent;
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  .game {
    position: relative;
    container-type: inline-size;
    overflow: clip;
    border-radius: 10px;
    background: var(--klondike-felt, radial-gradient(ellipse at 50% 25%, #2e8b4f 0%, #1d6b3a 55%, #134e29 100%));
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.25), inset 0 0 60px rgb(0 0 0 / 0.25);
  }

  /* ---- the bar ---- */

  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 12px;
    padding: 8px clamp(6px, 1.6cqi, 16px);
    background: rgb(0 0 0 / 0.22);
    font-size: clamp(12px, 1.6cqi + 7px, 15px);
  }

  .figures,
  .actions,
  .deal {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }

  .figure {
    display: inline-flex;
    flex-direction: column;
    line-height: 1.15;
  }

  .figure .label {
    font-size: 0.72em;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    opacity: 0.75;
  }

  .figure .value {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  /* Only a proved verdict in bold: a search still running, or out of time, has proved nothing. */
  .winnable[data-verdict='thinking'] .value,
  .winnable[data-verdict='undecided'] .value {
    font-weight: 400;
  }

  .deal-code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace;
    font-size: 0.92em;
    letter-spacing: 0.02em;
    /* Codes read left to right in every language. */
    direction: ltr;
    unicode-bidi: isolate;
  }

  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
    border: 1px solid rgb(255 255 255 / 0.35);
    border-radius: 999px;
    background: rgb(255 255 255 / 0.12);
    padding: 0.3em 0.9em;
    min-block-size: 2em;
    transition: background-color 120ms;
  }

  button:hover:not(:disabled) {
    background: rgb(255 255 255 / 0.24);
  }

  button:disabled {
    opacity: 0.45;
    cursor: default;
  }

  button:focus-visible,
  .card:focus-visible,
  .pile:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--klondike-focus, #ffd84d);
    outline-offset: 2px;
  }

  /* A focused card in a fan comes to the front, so its ring and its face are seen whole. */
  .card:focus-visible {
    z-index: 500;
  }

  .visually-hidden,
  .read-out:not(:focus) {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  .read-out {
    display: block;
    margin: 6px auto 0;
  }

  .keys {
    min-inline-size: 2em;
    padding-inline: 0.5em;
  }

  .copy {
    padding-inline: 0.6em;
  }

  .status {
    min-block-size: 1.6em;
    padding: 2px clamp(6px, 1.6cqi, 16px) 6px;
    font-size: clamp(12px, 1.4cqi + 7px, 14px);
    text-align: center;
    opacity: 0.92;
  }

  /* ---- the table ---- */

  .table {
    --gap: clamp(3px, 1.3cqi, 16px);
    --card-w: clamp(
      var(--klondike-card-min-width, 34px),
      (100cqi - 8 * var(--gap)) / 7,
      var(--klondike-card-max-width, 104px)
    );
    --card-h: calc(var(--card-w) * 1.4);
    --radius: var(--klondike-radius, calc(var(--card-w) * 0.08));
    /* Room for a column: the fans below compress to stay inside it. */
    --tableau-h: calc(var(--card-h) * 3.9);
    display: grid;
    grid-template-columns: repeat(7, var(--card-w));
    grid-template-rows: var(--card-h) minmax(var(--tableau-h), auto);
    justify-content: center;
    gap: calc(var(--gap) * 1.6) var(--gap);
    padding: var(--gap);
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
    outline: none;
  }

  .pile {
    position: relative;
    inline-size: var(--card-w);
    block-size: var(--card-h);
    border-radius: var(--radius);
  }

  .stock {
    grid-column: 1;
    cursor: pointer;
    touch-action: none;
  }

  .waste {
    grid-column: 2 / span 2;
  }

  .foundation-1 {
    grid-column: 4;
  }

  .column {
    block-size: 100%;
    --down-step: calc(var(--card-h) * 0.085);
    --up-room: calc(var(--tableau-h) - var(--card-h) - var(--down, 0) * var(--down-step));
    /*
     * Every face-up card shows at least 24px of itself (WCAG's smallest target): a long column
     * on a narrow table grows below the row instead.
     */
    --up-step: clamp(
      max(24px, calc(var(--card-h) * 0.08)),
      var(--up-room) / max(1, var(--up, 1) - 1),
      max(24px, calc(var(--card-h) * 0.27))
    );
    min-block-size: calc(var(--card-h) + var(--down, 0) * var(--down-step) + max(0, var(--up, 1) - 1) * var(--up-step));
  }

  /* Cards and empty places share a pile's top corner and the card's size. */
  .slot,
  .card {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    inline-size: var(--card-w);
    block-size: var(--card-h);
    border-radius: var(--radius);
  }

  /* The outline of an empty place, and the mark that says what it takes. */
  .slot {
    border: max(1.5px, calc(var(--card-w) * 0.025)) solid rgb(255 255 255 / 0.22);
    background: rgb(0 0 0 / 0.12);
    display: grid;
    place-items: center;
    color: rgb(255 255 255 / 0.3);
    font-size: calc(var(--card-w) * 0.48);
    line-height: 1;
    transition: box-shadow 120ms;
  }

  .slot.king {
    font-family: Georgia, 'Times New Roman', 'DejaVu Serif', serif;
    font-weight: 700;
  }

  .slot.recycle {
    color: rgb(255 255 255 / 0.7);
    font-size: calc(var(--card-w) * 0.6);
  }

  :host(:dir(rtl)) .slot.recycle {
    transform: scaleX(-1);
  }

  .slot.exhausted {
    color: rgb(255 255 255 / 0.35);
    font-size: calc(var(--card-w) * 0.22);
    text-align: center;
    padding: 4px;
  }

  .tableau-row {
    display: contents;
  }

  /* ---- cards ---- */

  .card {
    background: var(--klondike-card-face, #fffdf8);
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.35), 0 0 0 1px rgb(0 0 0 / 0.12);
    color: var(--klondike-black, #1b1b1f);
    touch-action: none;
    cursor: grab;
    overflow: hidden;
  }

  .card.red {
    color: var(--klondike-red, #c81e32);
  }

  /* A four-colour deck: no two suits share a colour; the symbols stay, so colour is never alone. */
  :host([four-color]) .spades {
    color: var(--klondike-spades, var(--klondike-black, #1b1b1f));
  }

  :host([four-color]) .hearts {
    color: var(--klondike-hearts, var(--klondike-red, #c81e32));
  }

  :host([four-color]) .diamonds {
    color: var(--klondike-diamonds, #1552b0);
  }

  :host([four-color]) .clubs {
    color: var(--klondike-clubs, #17702d);
  }

  .column > .card {
    inset-block-start: calc(
      min(var(--i, 0), var(--down, 0)) * var(--down-step) + max(0, var(--i, 0) - var(--down, 0)) * var(--up-step)
    );
  }

  .waste > .card {
    inset-inline-start: calc(var(--fan, 0) * var(--card-w) * 0.34);
  }

  /*
   * In the draw-3 fan only a strip at the start of the covered cards shows: their suit stands
   * under the rank there, and their upside-down bottom index (a red heart upside down reads as
   * a spade) stays hidden.
   */
  .waste .index.top {
    flex-direction: column;
    align-items: center;
    inset-inline-end: auto;
    gap: 0.08em;
  }

  .waste > .card:not(:last-child) .index.bottom {
    visibility: hidden;
  }

  .card.back {
    cursor: default;
    background: var(
      --klondike-card-back,
      repeating-linear-gradient(45deg, rgb(255 255 255 / 0.13) 0 1.5px, transparent 1.5px 6px),
      repeating-linear-gradient(-45deg, rgb(255 255 255 / 0.13) 0 1.5px, transparent 1.5px 6px),
      radial-gradient(circle at 50% 50%, #3057b8 0%, #1c3a8a 60%, #142a66 100%)
    );
    box-shadow:
      inset 0 0 0 calc(var(--card-w) * 0.045) var(--klondike-card-face, #fffdf8),
      inset 0 0 0 calc(var(--card-w) * 0.06) rgb(0 0 0 / 0.18),
      0 1px 2px rgb(0 0 0 / 0.35),
      0 0 0 1px rgb(0 0 0 / 0.15);
  }

  .stock > .card.back {
    cursor: pointer;
  }

  /* A hint of thickness: the stock is a pile of cards. */
  .stock > .card.back.thick {
    box-shadow:
      inset 0 0 0 calc(var(--card-w) * 0.045) var(--klondike-card-face, #fffdf8),
      inset 0 0 0 calc(var(--card-w) * 0.06) rgb(0 0 0 / 0.18),
      1px 1px 0 #d9d4c7,
      2px 2px 0 #bdb7a8,
      3px 3px 3px rgb(0 0 0 / 0.35);
  }

  .index {
    position: absolute;
    inset-block-start: calc(var(--card-w) * 0.04);
    inset-inline: calc(var(--card-w) * 0.07);
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    font-size: calc(var(--card-w) * 0.27);
    font-weight: 700;
    line-height: 1;
    letter-spacing: -0.04em;
  }

  .index.bottom {
    inset-block-start: auto;
    inset-block-end: calc(var(--card-w) * 0.04);
    transform: rotate(180deg);
  }

  .suit {
    font-family: 'DejaVu Sans', 'Segoe UI Symbol', 'Apple Symbols', sans-serif;
    font-variant-emoji: text;
  }

  .index .suit {
    font-size: 0.9em;
  }

  .pip {
    position: absolute;
    inset: 28% 10% 10%;
    display: grid;
    place-items: center;
    font-size: calc(var(--card-w) * 0.56);
    line-height: 1;
  }

  .face {
    position: absolute;
    inset: 27% 14% 12%;
    display: grid;
    place-items: center;
    align-content: center;
    border-radius: calc(var(--radius) * 0.6);
    border: max(1px, calc(var(--card-w) * 0.015)) solid currentColor;
    background:
      repeating-linear-gradient(135deg, rgb(0 0 0 / 0.04) 0 2px, transparent 2px 5px),
      linear-gradient(180deg, #fff6d8, #f3e3b5);
    font-family: Georgia, 'Times New Roman', 'DejaVu Serif', serif;
    font-size: calc(var(--card-w) * 0.36);
    font-weight: 700;
    line-height: 0.95;
  }

  .face .suit {
    font-size: 0.7em;
  }

  @container (max-width: 520px) {
    .index.bottom {
      display: none;
    }

    .index {
      font-size: calc(var(--card-w) * 0.3);
    }

    .pip {
      inset: 34% 6% 6%;
    }

    .face {
      inset: 34% 10% 8%;
      border-width: 1px;
    }
  }

  /* ---- states ---- */

  .card.selected,
  .card.hint,
  .pile.hint > :last-child,
  .pile.target > :last-child {
    outline: max(2px, calc(var(--card-w) * 0.035)) solid var(--glow);
    outline-offset: -1px;
  }

  .card.selected {
    --glow: #5fb2ff;
  }

  /* Picked up by the keyboard: the focus ring goes round the selection's blue. */
  .card.selected:focus-visible {
    outline: 3px solid var(--klondike-focus, #ffd84d);
    outline-offset: 2px;
    box-shadow: 0 0 0 2px var(--glow);
  }

  .card.hint,
  .pile.hint > :last-child {
    --glow: #ffd84d;
    animation: pulse 900ms ease-in-out 3 alternate;
  }

  .pile.target > :last-child {
    --glow: #8df0a1;
  }

  .card.dragging {
    transform: translate(var(--dx, 0), var(--dy, 0));
    z-index: 1000;
    pointer-events: none;
    cursor: grabbing;
    box-shadow: 0 8px 18px rgb(0 0 0 / 0.35), 0 0 0 1px rgb(0 0 0 / 0.15);
    will-change: transform;
  }

  @keyframes pulse {
    to {
      outline-color: transparent;
    }
  }

  /*
   * Forced colours (Windows High Contrast and the like) drop shadows and gradients: cards get
   * borders, backs a hatch in system colours, and selection, hint and drop targets each their
   * own outline style in Highlight. The suit symbols carry the suits.
   */
  @media (forced-colors: active) {
    .card {
      border: 1px solid CanvasText;
    }

    .card.back {
      forced-color-adjust: none;
      background: repeating-linear-gradient(45deg, CanvasText 0 1.5px, Canvas 1.5px 6px);
      border: 2px solid CanvasText;
    }

    .slot {
      border-color: GrayText;
      color: GrayText;
    }

    /* A border, so the focus ring (an outline) and the selection both show on one card. */
    .card.selected {
      outline: none;
      border: 4px solid Highlight;
    }

    .card.hint,
    .pile.hint > :last-child {
      outline: 4px dashed Highlight;
    }

    .pile.target > :last-child {
      outline: 4px dotted Highlight;
    }

    button:focus-visible,
    .card:focus-visible,
    .pile:focus-visible,
    input:focus-visible {
      outline: 3px solid CanvasText;
      outline-offset: 3px;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .card.hint,
    .pile.hint > :last-child {
      animation: none;
    }
  }

  .saved-notice {
    margin: 0;
    padding: 6px 12px;
    font-size: 0.9em;
    background: rgb(0 0 0 / 0.3);
  }
`;
