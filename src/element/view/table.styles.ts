import { css } from 'lit';

/** The piles' grid; positions use logical properties, so `dir="rtl"` mirrors the whole table. */
export const tableStyles = css`

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
`;
