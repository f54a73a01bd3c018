import { css } from 'lit';

/**
 * The cards in CSS and inline SVG alone: no images, no web fonts, nothing fetched. Each card is
 * a size container, so its face is laid out from its own width (`cqi`: a hundredth of it),
 * whatever the table's size; faces never mirror with `dir`, only the index follows the start
 * corner, where a fanned card shows. Edges and shadows are solid, never blurred, and gradients
 * few: the first frame rasterises in software on many machines.
 */
export const cardStyles = css`

  .card {
    container-type: inline-size;
    background: var(--solitaire-card-face, #fffdf8);
    box-shadow:
      0 0 0 1px rgb(0 0 0 / 0.16),
      0 1px 0 1px rgb(0 0 0 / 0.14);
    color: var(--solitaire-black, #1b1b1f);
    touch-action: none;
    cursor: grab;
    overflow: hidden;
  }

  .card.red {
    color: var(--solitaire-red, #c81e32);
  }

  /* A four-colour deck: no two suits share a colour; the symbols stay, so colour is never alone. */
  :host([four-color]) .spades {
    color: var(--solitaire-spades, var(--solitaire-black, #1b1b1f));
  }

  :host([four-color]) .hearts {
    color: var(--solitaire-hearts, var(--solitaire-red, #c81e32));
  }

  :host([four-color]) .diamonds {
    color: var(--solitaire-diamonds, #1552b0);
  }

  :host([four-color]) .clubs {
    color: var(--solitaire-clubs, #17702d);
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
   * The back: a white margin, a harlequin in two colours a host may change (or any background,
   * with --solitaire-card-back), and a fine light line inside the margin that suits any of them.
   */
  .card.back {
    cursor: default;
    border: calc(var(--card-w) * 0.05) solid var(--solitaire-card-face, #fffdf8);
    background: var(
      --solitaire-card-back,
      repeating-conic-gradient(from 45deg, var(--solitaire-card-back-accent, #2f62b8) 0 25%, var(--solitaire-card-back-color, #1d4690) 0 50%) 50% 50% /
        calc(var(--card-w) * 0.12) calc(var(--card-w) * 0.16)
    );
  }

  .card.back::before {
    content: '';
    position: absolute;
    inset: 3cqi;
    border: 1px solid rgb(255 255 255 / 0.45);
    border-radius: 3cqi;
  }

  .stock > .card.back {
    cursor: pointer;
  }

  /* A hint of thickness: the stock is a pile of cards. */
  .stock > .card.back.thick {
    box-shadow:
      0 0 0 1px rgb(0 0 0 / 0.16),
      1px 1px 0 1px #d9d4c7,
      2px 2px 0 1px #bdb7a8,
      3px 3px 0 1px rgb(0 0 0 / 0.3);
  }

  /*
   * The index: the rank over its suit, in a column of its own beside the pips, no taller than
   * the 24px strip of a card in a fan pressed tight.
   */
  .index {
    position: absolute;
    inset-block-start: 2.5cqi;
    inset-inline-start: 1cqi;
    inline-size: 20cqi;
    display: flex;
    flex-direction: column;
    align-items: center;
    font-size: min(17cqi, 15px);
    font-weight: 700;
    line-height: 0.9;
    letter-spacing: -0.07em;
  }

  .index.bottom {
    inset-block: auto 2.5cqi;
    inset-inline: auto 1cqi;
    transform: rotate(180deg);
  }

  .index .suit {
    inline-size: min(11cqi, 10px);
    block-size: min(11cqi, 10px);
    margin-block-start: 0.5cqi;
  }

  .card svg {
    display: block;
    fill: currentColor;
    overflow: visible;
  }

  .art {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
  }

  .spades > .art.ace {
    fill-rule: evenodd;
  }

  /* A covered card shows its index alone in the strip left visible; the card lifted off it uncovers it. */
  .card:has(+ .card:not(.dragging)) > .art {
    visibility: hidden;
  }

  .court .skin {
    fill: var(--solitaire-court-skin, #f6dcc0);
  }

  .court .pale {
    fill: var(--solitaire-card-face, #fffdf8);
  }

  .court .gold {
    fill: var(--solitaire-court-gold, #e0a82e);
  }

  .court .line {
    fill: none;
    stroke: currentColor;
    stroke-width: 1px;
    vector-effect: non-scaling-stroke;
  }

  /*
   * A small card (a phone's) cannot show ten pips legibly: its index grows to fill the strip a
   * fanned card shows, the bottom index becomes one big suit below it, and a court card shows
   * the upper half of its figure.
   */
  @container (max-width: 59.9px) {
    .index {
      inset-block-start: 2cqi;
      inline-size: 32cqi;
      font-size: min(30cqi, 13px);
    }

    .index .suit {
      inline-size: min(24cqi, 10px);
      block-size: min(24cqi, 10px);
    }

    .art.pips,
    .art.ace {
      display: none;
    }

    .index.bottom {
      inset-block-end: 8cqi;
      inset-inline: 0;
      inline-size: auto;
      transform: none;
    }

    .index.bottom .rank,
    .art.court + .index.bottom {
      display: none;
    }

    .index.bottom .suit {
      inline-size: 54cqi;
      block-size: 54cqi;
    }

    .art.court {
      inset: 37cqi auto auto -22cqi;
      inline-size: 144cqi;
      block-size: auto;
    }
  }

  /* The suit an empty foundation takes. */
  .suit-mark .suit {
    inline-size: 40%;
    fill: currentColor;
  }

  /*
   * Forced colours take the suits' red and black away: red suits are drawn in outline, black
   * ones solid, so a card's colour still shows, and court figures in lines on the card.
   */
  @media (forced-colors: active) {
    .card.red svg path,
    .court .skin,
    .court .pale,
    .court .gold {
      fill: none;
      stroke: currentColor;
      stroke-width: 1.5px;
      vector-effect: non-scaling-stroke;
    }
  }
`;
