import { css } from 'lit';

/** The piles' grid; positions use logical properties, so `dir="rtl"` mirrors the whole table. */
export const tableStyles = css`

  .table {
    flex: 1 1 0;
    min-block-size: 0;
    display: grid;
    grid-template-columns: repeat(var(--cols), var(--card-w));
    grid-template-rows: var(--card-h);
    grid-auto-rows: var(--kl-room);
    justify-content: center;
    align-content: start;
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

  /*
   * A column keeps the room of its row: a long one fans its cards closer rather than grow the
   * table, face-down cards first to their narrow step, face-up cards into what is left.
   */
  .column {
    block-size: var(--kl-room);
    --kl-down: min(
      var(--card-h) * 0.085,
      (var(--kl-room) - var(--card-h)) / max(1, var(--down, 0) + var(--up, 1) - 1)
    );
    --kl-up: min(
      var(--card-h) * 0.27,
      (var(--kl-room) - var(--card-h) - var(--down, 0) * var(--kl-down)) / max(1, var(--up, 1) - 1)
    );
    --down-step: var(--kl-down);
    --up-step: var(--kl-up);
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
