import { css } from 'lit';

/**
 * A hint marks its two ends apart by shape, not only by colour, and keeps them until the next
 * action: dashes round the cards to move, a double line round where they go. Adopted with the
 * notices (`notices.ts`), which every hint loads; in forced colours the two ends keep their
 * shapes in Highlight.
 */
export const hintStyles = css`
  .card.hint,
  .pile.hint-from > :last-child {
    outline: max(3px, calc(var(--card-w) * 0.05)) dashed #ffd84d;
    outline-offset: 1px;
  }

  .pile.hint > :last-child {
    outline: max(6px, calc(var(--card-w) * 0.09)) double #fff;
    outline-offset: 2px;
  }

  @media (forced-colors: active) {
    .card.hint,
    .pile.hint-from > :last-child {
      outline: 4px dashed Highlight;
    }

    .pile.hint > :last-child {
      outline: 6px double Highlight;
    }

    /* The focus ring goes over a hinted card's mark. */
    .card.hint:focus-visible {
      outline: 3px solid CanvasText;
      outline-offset: 3px;
    }
  }
`;
