import { css } from 'lit';

/**
 * Every dialog's look (New game, win, keyboard, statistics). Dialogs come in lazy chunks, so their
 * styles come with them and join the element's when the first one opens. Each colour is a
 * light-dark() pair, picked by the host's color-scheme, which \`theme\` sets (host.styles.ts).
 */
export const dialogStyles = css`
  dialog {
    border: none;
    border-radius: 14px;
    --dialog-padding-block: 20px;
    --dialog-padding-inline: 22px;
    padding: var(--dialog-padding-block) var(--dialog-padding-inline);
    inline-size: min(92vw, 380px);
    color: light-dark(#1b1b1f, #ecebe6);
    --dialog-surface: light-dark(#fffdf8, #24272c);
    background: var(--dialog-surface);
    box-shadow: 0 18px 50px rgb(0 0 0 / 0.45);
    font-size: 15px;
  }

  /* Where light-dark() is unknown every colour above is dropped: the browser's light dialog, with light controls. */
  @supports not (color: light-dark(#000, #fff)) {
    dialog {
      color-scheme: light;
    }
  }

  /* A dialog opened while the element was hidden waits unseen until it can be modal (modal-while-shown.ts). */
  dialog:not(:modal) {
    display: none;
  }

  dialog::backdrop {
    background: rgb(8 30 16 / 0.55);
  }

  dialog h2 {
    margin: 0 0 12px;
    font-size: 1.3em;
  }

  dialog fieldset {
    border: 1px solid light-dark(#d8d2c2, #4a4e55);
    border-radius: 10px;
    margin: 0 0 12px;
    padding: 8px 12px 10px;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 18px;
    /* A fieldset is as wide as its widest content by default, which a phone cannot give. */
    min-inline-size: 0;
  }

  dialog legend {
    padding: 0 4px;
    font-weight: 600;
  }

  dialog label {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    /* A select beside a long name wraps under it rather than out of the group. */
    max-inline-size: 100%;
  }

  /* A box keeps its words beside it: they wrap, the box stays on their first line. */
  dialog label:has(> input[type='checkbox'], > input[type='radio']) {
    flex-wrap: nowrap;
    align-items: baseline;
  }

  dialog select {
    font: inherit;
    max-inline-size: 100%;
    padding: 4px 6px;
    border: 1px solid light-dark(#b9b2a0, #5d626a);
    border-radius: 8px;
  }

  dialog input[type='text'] {
    font: inherit;
    inline-size: 100%;
    padding: 6px 8px;
    border: 1px solid light-dark(#b9b2a0, #5d626a);
    border-radius: 8px;
    direction: ltr;
  }

  dialog input[aria-invalid='true'] {
    border-color: light-dark(#c81e32, #ff6b78);
  }

  .field-message {
    min-block-size: 1.3em;
    margin: 4px 0 0;
    font-size: 0.85em;
    color: light-dark(#a3162a, #ff8a95);
  }

  dialog dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 16px;
    margin: 0 0 16px;
  }

  /* A figure set left to right (a score, a deal code) still stands beside its label under rtl. */
  dialog:dir(rtl) dd {
    text-align: right;
  }

  dialog dt {
    color: light-dark(#5a564c, #a9a59b);
  }

  dialog dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  /* The won game's mode in the statistics: four figures in a row, their labels wrapping on a phone. */
  .win-stats {
    margin: 0 0 16px;
    padding: 10px 12px 12px;
    border-radius: 10px;
    background: light-dark(#f1ece0, #31353b);
  }

  .win-stats h3 {
    margin: 0 0 8px;
    font-size: 0.85em;
    font-weight: 600;
    color: light-dark(#5a564c, #a9a59b);
  }

  .win-stats dl {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 6px;
    margin: 0;
  }

  .win-stats dl > div {
    display: flex;
    flex-direction: column-reverse;
    /* The figures on one line at the top, whichever label wraps (the end of a reversed column). */
    justify-content: flex-end;
    align-items: center;
    text-align: center;
  }

  .win-stats dt {
    font-size: 0.8em;
    line-height: 1.2;
  }

  .win-stats dd {
    font-size: 1.4em;
  }

  .loss-warning {
    margin: 0 0 12px;
    padding: 8px 10px;
    border-inline-start: 4px solid #b4690e;
    border-radius: 6px;
    background: light-dark(#fdf1dc, #3d3120);
    color: light-dark(#4a3208, #f3ddb5);
  }

  /*
   * On a short screen (a landscape phone) the dialog scrolls: its buttons stay in sight at its
   * foot, over the fields scrolling under them, in the dialog's own padding.
   */
  .dialog-buttons {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
    position: sticky;
    /* Sticky keeps to the dialog's content box: the offset reaches through its padding. */
    inset-block-end: calc(-1 * var(--dialog-padding-block));
    margin: 0 calc(-1 * var(--dialog-padding-inline)) calc(-1 * var(--dialog-padding-block));
    padding: 8px var(--dialog-padding-inline) var(--dialog-padding-block);
    background: var(--dialog-surface);
  }

  dialog button {
    border-color: light-dark(#b9b2a0, #5d626a);
    background: light-dark(#f1ece0, #363a41);
  }

  dialog button:hover:not(:disabled) {
    background: light-dark(#e6dfcf, #434851);
  }

  dialog button.primary {
    color: #fff;
    background: #1d6b3a;
    border-color: #1d6b3a;
  }

  dialog button.primary:hover:not(:disabled) {
    background: #17592f;
  }
`;
