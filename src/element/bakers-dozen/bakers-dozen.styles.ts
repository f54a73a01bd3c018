import { css } from 'lit';

/**
 * Baker's Dozen's table, over the shared cards, bar and dialogs: the foundations in a row of
 * their own, then the thirteen columns. A wide element lays the columns out in one row of 13; a
 * narrow one (a 320px phone) in two rows, 7 and 6, so the cards stay wide enough to read,
 * without sideways scrolling that would fight the drags.
 */
export const bakersDozenStyles = css`
  /* Four dealt cards with room to build on them; a longer column fans closer. */
  .game {
    --cols: 13;
    --row-room: 3.1;
    --row-room-min: 0px;
  }

  @container (max-width: 699px) {
    .game {
      --cols: 7;
      --rows: 2;
    }
  }

  .foundations {
    grid-column: 1 / -1;
    display: flex;
    gap: var(--gap);
  }

  .foundation-1 {
    grid-column: auto;
  }

  /* An emptied column takes no card again: a hatched place with a cross. */
  .column.closed > .slot {
    background: repeating-linear-gradient(45deg, rgb(0 0 0 / 0.16) 0 3px, transparent 3px 9px);
    border-style: dashed;
    color: rgb(255 255 255 / 0.45);
    font-size: calc(var(--card-w) * 0.5);
  }

  @media (forced-colors: active) {
    .column.closed > .slot {
      background: none;
    }
  }
`;
