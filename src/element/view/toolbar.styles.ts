import { css } from 'lit';

/** The bar above the table, its menu, and the messages that float over the felt. */
export const toolbarStyles = css`

  /*
   * One row of a fixed height at every width; its content lines up with the table's edges, so
   * on a wide screen the buttons and figures stay over the cards.
   */
  .toolbar {
    flex: none;
    display: flex;
    align-items: center;
    gap: clamp(4px, 1.2cqi, 16px);
    block-size: var(--kl-bar);
    padding-inline: max(var(--gap), (100% - var(--cols) * var(--card-w) - (var(--cols) - 1) * var(--gap)) / 2);
    background: rgb(0 0 0 / 0.22);
    font-size: clamp(13px, 0.4cqi + 12px, 15px);
    white-space: nowrap;
    container: bar / inline-size;
  }

  .actions {
    display: flex;
    gap: clamp(2px, 0.8cqi, 8px);
  }

  .figures {
    flex: 1 1 auto;
    min-inline-size: 0;
    display: flex;
    justify-content: safe center;
    gap: clamp(8px, 2.4cqi, 28px);
    overflow: hidden;
  }

  .figure {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    line-height: 1.15;
  }

  .figure .label {
    font-size: 11px;
    text-transform: uppercase;
    opacity: 0.8;
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

  /* In the menu and the win dialog. */
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
    outline: 3px solid var(--solitaire-focus, #ffd84d);
    outline-offset: 2px;
  }

  /* A focused card in a fan comes to the front, so its ring and its face are seen whole. */
  .card:focus-visible {
    z-index: 500;
  }

  /* The bar's buttons: an icon, and its word where the bar has room for it (their name either way). */
  .toolbar button {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4em;
    min-inline-size: 40px;
    block-size: 40px;
    padding: 0 10px;
    border-color: transparent;
    background: rgb(255 255 255 / 0.1);
  }

  .icon {
    flex: none;
    inline-size: 22px;
    block-size: 22px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  .icon .dots {
    stroke-width: 3.4;
  }

  /* Undo and its arrow point back, which is to the right in a right-to-left text. */
  :host(:dir(rtl)) .undo .icon {
    transform: scaleX(-1);
  }

  .actions .label {
    font-weight: 600;
  }

  @container bar (max-width: 619px) {
    .toolbar button {
      padding: 0;
    }

    .actions .label {
      position: absolute;
      clip-path: inset(50%);
    }
  }

  /* The narrowest bars (a 320px phone) keep every figure whole. */
  @container bar (max-width: 299px) {
    .toolbar button {
      min-inline-size: 36px;
      block-size: 36px;
    }

    .figures {
      gap: 6px;
    }
  }

  /* How many undos are left, when they are limited: a badge at the button's corner. */
  .undo .count {
    position: absolute;
    inset-block-start: -3px;
    inset-inline-end: -3px;
    min-inline-size: 17px;
    padding: 0 4px;
    border-radius: 999px;
    background: var(--solitaire-focus, #ffd84d);
    color: #1b1b1f;
    font-size: 11px;
    font-weight: 700;
    line-height: 17px;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }

  .menu-place {
    position: relative;
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

  /* Shown while it has the focus, over the felt, so the table does not move. */
  .read-out:focus {
    position: absolute;
    z-index: 1100;
    inset-block-start: calc(var(--kl-bar) + 6px);
    inset-inline: 0;
    inline-size: fit-content;
    margin-inline: auto;
    background: #1b1b1f;
  }

  /*
   * Messages float over the bottom of the felt: the status line and the notices come and go
   * without moving the table, nor the page under it. They let presses through to the cards.
   */
  .messages {
    position: absolute;
    z-index: 1050;
    inset-inline: 0;
    inset-block-end: max(6px, var(--gap));
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    padding-inline: var(--gap);
    pointer-events: none;
  }

  .messages > * {
    pointer-events: auto;
  }

  .status {
    max-inline-size: min(100%, 40em);
    padding: 6px 14px;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.72);
    font-size: clamp(13px, 0.4cqi + 12px, 15px);
    text-align: center;
    pointer-events: none;
  }

  .status:empty {
    padding: 0;
    background: none;
  }
`;
