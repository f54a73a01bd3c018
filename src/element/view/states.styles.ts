import { css } from 'lit';

/** Selection, hints, drop targets, focus and forced colours: how a card shows what is happening to it. */
export const stateStyles = css`

  .card.selected,
  .pile.target > :last-child {
    outline: max(2px, calc(var(--card-w) * 0.035)) solid var(--glow);
    outline-offset: -1px;
  }

  /*
   * A hint marks its two ends apart by shape, not only by colour, and keeps them until the next
   * action: dashes round the cards to move, a double line round where they go.
   */
  .card.hint,
  .pile.hint-from > :last-child {
    outline: max(3px, calc(var(--card-w) * 0.05)) dashed #ffd84d;
    outline-offset: 1px;
  }

  .pile.hint > :last-child {
    outline: max(6px, calc(var(--card-w) * 0.09)) double #fff;
    outline-offset: 2px;
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

  /*
   * Forced colours (Windows High Contrast and the like) drop shadows and gradients: cards get
   * borders, backs a hatch in system colours, and selection, hint and drop targets each their
   * own outline style in Highlight (the hint's two ends two of their own). The suit symbols carry
   * the suits.
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
    .pile.hint-from > :last-child {
      outline: 4px dashed Highlight;
    }

    .pile.hint > :last-child {
      outline: 6px double Highlight;
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

  .saved-notice {
    margin: 0;
    padding: 6px 12px;
    font-size: 0.9em;
    background: rgb(0 0 0 / 0.3);
  }
`;
