import type { CascadeCard } from './cascade.js';

const SUIT_GLYPHS = ['\u2660\uFE0E', '\u2665\uFE0E', '\u2666\uFE0E', '\u2663\uFE0E'];

/** How the table draws its cards, read from its own card elements, so a theme carries over. */
export interface CardLook {
  readonly width: number;
  readonly height: number;
  readonly radius: number;
  readonly face: string;
  /** Each suit's colour, by suit. */
  readonly inks: readonly string[];
  readonly font: string;
  readonly rtl: boolean;
  /** The corner letter of a rank in the table's language. */
  readonly rankText: (rank: number) => string;
}

/**
 * Each card of the cascade drawn once onto a canvas of its own, at the screen's pixel density,
 * then stamped at every step of its flight: an index in two corners, and a large suit (or the
 * rank letter in a frame for the court cards) in the middle.
 */
export class CardSprites {
  private readonly sprites = new Map<number, HTMLCanvasElement>();

  constructor(
    private readonly look: CardLook,
    private readonly density: number,
  ) {}

  draw(context: CanvasRenderingContext2D, card: CascadeCard, x: number, y: number): void {
    const { width, height } = this.look;
    context.drawImage(this.sprite(card), x, y, width, height);
  }

  private sprite(card: CascadeCard): HTMLCanvasElement {
    const key = card.suit * 13 + card.rank;
    let sprite = this.sprites.get(key);
    if (!sprite) this.sprites.set(key, (sprite = this.paint(card)));
    return sprite;
  }

  private paint({ suit, rank }: CascadeCard): HTMLCanvasElement {
    const { width: w, height: h, radius, face, inks, font, rtl } = this.look;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(w * this.density);
    canvas.height = Math.ceil(h * this.density);
    const context = canvas.getContext('2d')!;
    context.scale(this.density, this.density);
    context.beginPath();
    context.roundRect(0.5, 0.5, w - 1, h - 1, radius);
    context.fillStyle = face;
    context.fill();
    context.strokeStyle = 'rgb(0 0 0 / 0.3)';
    context.lineWidth = 1;
    context.stroke();
    context.fillStyle = context.strokeStyle = inks[suit];
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    const glyph = SUIT_GLYPHS[suit];
    const letter = this.look.rankText(rank);
    // The index sits at the start corner of the line, as the table's own cards have it.
    const indexX = rtl ? w * 0.84 : w * 0.16;
    for (const turned of [false, true]) {
      context.save();
      if (turned) {
        context.translate(w, h);
        context.rotate(Math.PI);
      }
      context.font = `700 ${w * 0.24}px ${font}`;
      context.fillText(letter, indexX, h * 0.12);
      context.font = `${w * 0.2}px ${font}`;
      context.fillText(glyph, indexX, h * 0.27);
      context.restore();
    }
    if (rank > 10) {
      context.lineWidth = Math.max(1, w * 0.02);
      context.strokeRect(w * 0.28, h * 0.22, w * 0.44, h * 0.56);
      context.font = `700 ${w * 0.36}px Georgia, 'Times New Roman', serif`;
      context.fillText(letter, w / 2, h * 0.43);
      context.font = `${w * 0.22}px ${font}`;
      context.fillText(glyph, w / 2, h * 0.64);
    } else {
      context.font = `${w * (rank === 1 ? 0.62 : 0.46)}px ${font}`;
      context.fillText(glyph, w / 2, h / 2);
    }
    return canvas;
  }
}
