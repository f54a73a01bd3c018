import { css } from 'lit';

/**
 * The element's box and the felt. The felt's height is fixed for a given width and viewport, so
 * nothing that happens in a game moves the page below it: it is what the cards need at this
 * width, at most the viewport's height, and exactly the element's height when the host gives it
 * one (a `height`, a grid cell, a flex item). The cards then take the smaller of the sizes the
 * width and the height allow (table.styles.ts).
 */
export const hostStyles = css`
  :host {
    display: block;
    /*
     * A card table is laid out in rows whatever the page's script: a vertical page (Japanese set
     * top to bottom) would otherwise turn it on its side. \`dir\` still mirrors it.
     */
    writing-mode: horizontal-tb;
    /*
     * The table sizes itself from its width, so it has no width of its own to offer: it takes the
     * parent's, also in a flex row, and keeps 300px in shrink-to-fit grid tracks.
     */
    inline-size: 100%;
    min-inline-size: min(300px, 100%);
    max-inline-size: 100%;
    box-sizing: border-box;
    /* The felt's natural height reads the element's width. */
    container-type: inline-size;
    /* system-ui is the platform's own face in every browser the element supports; Noto where Linux has none. */
    font-family: system-ui, 'Noto Sans', sans-serif;
    color: #f4f7f2;
    /* color-scheme is inherited: a page's \`light dark\` would turn the light dialogs' controls dark. */
    color-scheme: light;
    -webkit-tap-highlight-color: transparent;
  }

  /* The lazy sheets' surfaces follow this through light-dark(). */
  :host([theme='dark']) {
    color-scheme: dark;
  }

  :host([theme='auto']) {
    color-scheme: light dark;
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  /*
   * What the layout is made of; a game's own sheet sets the first four on .game: columns in a
   * row, rows of columns, and the room a row of columns gets, in card heights and at least this
   * much besides its card. Then the gaps, the bar, and the card the width allows, from which the
   * felt's natural height follows (the lengths are registered: layout-properties.ts).
   */
  .game {
    --cols: 7;
    --rows: 1;
    --row-room: 2.6;
    --row-room-min: 200px;
    --kl-gap: clamp(3px, 1.3cqi, 16px);
    --kl-bar: clamp(44px, 0.8cqi + 40px, 52px);
    --kl-wide: calc(
      1.4 *
        clamp(
          var(--solitaire-card-min-width, 34px),
          (100cqi - (var(--cols) + 1) * var(--kl-gap)) / var(--cols),
          var(--solitaire-card-max-width, 104px)
        )
    );
    --natural-h: calc(
      var(--kl-bar) + 2 * var(--kl-gap) + var(--kl-wide) +
        var(--rows) *
        (1.6 * var(--kl-gap) + max(var(--row-room) * var(--kl-wide), var(--kl-wide) + var(--row-room-min)))
    );
    position: relative;
    display: flex;
    flex-direction: column;
    block-size: min(100vh, var(--natural-h));
    block-size: min(100dvh, var(--natural-h));
    /* A host-given height wins: percentages of an auto height are ignored. */
    min-block-size: 100%;
    max-block-size: 100%;
    container-type: size;
    overflow: clip;
    border-radius: 10px;
    /* The vignette is in the gradient: a blurred inset shadow over the felt costs most of the first frame's raster. */
    background: var(--solitaire-felt, radial-gradient(ellipse at 50% 25%, #2e8b4f 0%, #1d6b3a 55%, #0f4122 100%));
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.25);
  }

  /*
   * Inside the felt, whose height is now known: the card the height allows once the bar, the
   * gaps and the rows' room are taken, the smaller of the two cards, and a row's room. Every part
   * of the felt (bar, table, messages, dialogs) works them out once, for what it holds.
   */
  .game > * {
    --kl-avail: calc(
      100cqb - var(--kl-bar) - 2 * var(--kl-gap) - var(--rows) * 1.6 * var(--kl-gap)
    );
    --kl-h: max(
      var(--solitaire-card-min-width, 34px) * 1.4,
      min(var(--kl-wide), var(--kl-avail) / (1 + var(--rows) * var(--row-room)))
    );
    --kl-w: calc(var(--kl-h) / 1.4);
    --kl-room: calc((var(--kl-avail) - var(--kl-h)) / var(--rows));
    --gap: var(--kl-gap);
    --card-w: var(--kl-w);
    --card-h: var(--kl-h);
    --radius: var(--solitaire-radius, calc(var(--kl-w) * 0.08));
  }
`;
