import { css } from 'lit';

/** The cards in CSS alone: no images, no web fonts, nothing fetched. */
export const cardStyles = css`

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
`;
