import { css } from 'lit';

/**
 * Baker's Dozen's table, over the shared cards, bar and dialogs: the foundations in a row of
 * their own, then the thirteen columns. A wide element lays the columns out in one row of 13; a
 * narrow one (a 320px phone) in two rows, 7 and 6, so the cards stay wide enough to read and
 * every fanned card keeps a 24px target, without sideways scrolling that would fight the drags.
 */
export const bakersDozenStyles = css`
  .table {
    --per-row: 13;
    --card-w: clamp(
      var(--klondike-card-min-width, 34px),
      (100cqi - (var(--per-row) + 1) * var(--gap)) / var(--per-row),
      var(--klondike-card-max-width, 104px)
    );
    /* Four dealt cards with room to build on them; longer columns grow below their row. */
    --tableau-h: calc(var(--card-h) * 1.9);
    grid-template-columns: repeat(var(--per-row), var(--card-w));
    grid-template-rows: var(--card-h);
    grid-auto-rows: minmax(var(--tableau-h), auto);
  }

  @container (max-width: 699px) {
    .table {
      --per-row: 7;
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
