import { css } from 'lit';

/** The bar above the table: figures, deal code, buttons, and the status line under the table. */
export const toolbarStyles = css`

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
`;
