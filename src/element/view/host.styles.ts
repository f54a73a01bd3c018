import { css } from 'lit';

/** The element's box and the felt: sizes come from the element's own width (container query units), never from the viewport. */
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
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
    color: #f4f7f2;
    -webkit-tap-highlight-color: transparent;
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  .game {
    position: relative;
    container-type: inline-size;
    overflow: clip;
    border-radius: 10px;
    /* The vignette is in the gradient: a blurred inset shadow over the felt costs most of the first frame's raster. */
    background: var(--klondike-felt, radial-gradient(ellipse at 50% 25%, #2e8b4f 0%, #1d6b3a 55%, #0f4122 100%));
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.25);
  }
`;
