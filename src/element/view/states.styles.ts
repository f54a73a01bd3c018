import { css } from 'lit';

/**
 * Forced colours (Windows High Contrast and the like) drop shadows and gradients: cards get
 * borders, backs a hatch in system colours, and the focus ring a colour of its own. How a card
 * shows what is happening to it comes with what makes it happen: selection, drop targets and
 * drags with the table's input (`selection.styles.ts`), a hint's marks with the notices
 * (`hint.styles.ts`). The suit symbols carry the suits.
 */
export const stateStyles = css`
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
