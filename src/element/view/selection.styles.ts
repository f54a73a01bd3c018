import { css } from 'lit';

/**
 * A card picked up, a pile it may go to and a card being dragged: adopted with the table's input
 * (`input/table-input.ts`), which is what picks up and drags. In forced colours each has its own
 * outline style in Highlight.
 */
export const selectionStyles = css`
  .card.selected,
  .pile.target > :last-child {
    outline: max(2px, calc(var(--card-w) * 0.035)) solid var(--glow);
    outline-offset: -1px;
  }

  .card.selected {
    --glow: #5fb2ff;
  }

  /* Picked up by the keyboard: the focus ring goes round the selection's blue. */
  .card.selected:focus-visible {
    outline: 3px solid var(--solitaire-focus, #ffd84d);
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

  @media (forced-colors: active) {
    /* A border, so the focus ring (an outline) and the selection both show on one card. */
    .card.selected {
      outline: none;
      border: 4px solid Highlight;
    }

    .pile.target > :last-child {
      outline: 4px dotted Highlight;
    }

    .card.selected:focus-visible {
      outline: 3px solid CanvasText;
      outline-offset: 3px;
    }
  }
`;
