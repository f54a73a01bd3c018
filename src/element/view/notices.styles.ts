import { css } from 'lit';

/**
 * The layer over the felt (notices.ts): it covers the table and takes no room of its own, so no
 * notice ever changes the element's height, and lets presses through except on a notice itself.
 */
export const noticesStyles = css`
  .table {
    position: relative;
  }

  .notices {
    position: absolute;
    inset: 0;
    z-index: 1;
    pointer-events: none;
  }

  /* Placed by notices.ts, from the cards' places in the layout. */
  .chip,
  .hint-words,
  .notices .ghost {
    position: absolute;
    inset: var(--y, 0) auto auto var(--x, 0);
  }

  /* The hint's chips, by the corner of the cards it points at: a round one on the cards to move, a square one where they go. */
  .chip {
    translate: -35% -65%;
    display: grid;
    place-items: center;
    inline-size: max(20px, calc(var(--card-w) * 0.36));
    block-size: max(20px, calc(var(--card-w) * 0.36));
    font: 700 max(13px, calc(var(--card-w) * 0.24)) / 1 system-ui, sans-serif;
    color: #1b1b1f;
    border: 2px solid #1b1b1f;
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.4);
  }

  :host(:dir(rtl)) .chip {
    translate: -65% -65%;
  }

  .chip.from {
    border-radius: 50%;
    background: #ffd84d;
  }

  .chip.to {
    border-radius: 3px;
    background: #fff;
  }

  .hint-words {
    margin: 0;
    max-inline-size: min(24em, 100%);
    padding: 0.3em 0.7em;
    border-radius: 6px;
    background: #fffbe6;
    color: #1b1b1f;
    font-size: clamp(12px, 1.4cqi + 7px, 14px);
    box-shadow: 0 2px 8px rgb(0 0 0 / 0.35);
  }

  .notices .ghost {
    outline: none;
    box-shadow: 0 8px 18px rgb(0 0 0 / 0.35);
  }

  /* The dead end and Finish float at the foot of the felt, over whatever lies there. */
  .notice-place {
    position: absolute;
    inset-inline: var(--gap);
    inset-block-end: calc(var(--gap) * 2);
    display: flex;
    justify-content: center;
  }

  .notice {
    pointer-events: auto;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 8px 10px;
    max-inline-size: 100%;
    padding: 8px 14px;
    border-radius: 12px;
    background: rgb(10 36 20 / 0.92);
    border: 1px solid rgb(255 255 255 / 0.3);
    box-shadow: 0 6px 20px rgb(0 0 0 / 0.45);
    font-size: clamp(13px, 1.4cqi + 8px, 16px);
    text-align: center;
  }

  .notice p {
    flex-basis: 100%;
    margin: 0;
  }

  /* Finish is one button, large enough to find at once. */
  .notice.finish {
    padding: 0;
    border: none;
    background: none;
    box-shadow: none;
  }

  .notice .finish {
    font-weight: 700;
    font-size: 1.1em;
    padding-inline: 1.8em;
    box-shadow: 0 4px 14px rgb(0 0 0 / 0.45);
    background: #ffd84d;
    color: #1b1b1f;
    border-color: #1b1b1f;
  }

  .notice .finish:hover {
    background: #ffe680;
  }

  @media (forced-colors: active) {
    .chip,
    .hint-words,
    .notice {
      forced-color-adjust: none;
      background: Canvas;
      color: CanvasText;
      border: 2px solid CanvasText;
    }

    .chip.from {
      background: Highlight;
      color: HighlightText;
    }

    .chip.to {
      border: 3px double Highlight;
    }

    .notice .finish {
      forced-color-adjust: auto;
    }
  }
`;
