import { type ReactiveController, type ReactiveControllerHost, css } from 'lit';
import { inLocale } from '../i18n/localization.js';
import { rankGlyph } from '../i18n/ranks.js';
import { CardSprites } from './card-sprites.js';
import { Cascade, type CascadeBox, STEPS_PER_SECOND } from './cascade.js';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** The longest a frame may move the cascade on: after a pause (a hidden tab) it carries on where it was. */
const MAX_FRAME_MS = 250;
/** However slowly a device draws, the cascade ends this long after it began. */
const LONGEST_MS = 6000;

/**
 * The win's cascade, played once on a canvas over the element (a chunk of its own, loaded with
 * the first win). It ends when the last card has left the table, at a tap, a click or any key,
 * when the element leaves the page or is hidden, or when `stop()` is called; `finished` then
 * resolves, with its canvas, listeners and frame loop gone. `started` resolves once its canvas is
 * over the table, or once it has finished without (a hidden element, a new deal meanwhile).
 */
export class Celebration implements ReactiveController {
  readonly finished: Promise<void>;
  readonly started: Promise<void>;
  private resolve!: () => void;
  private resolveStarted!: () => void;
  private canvas: HTMLCanvasElement | null = null;
  private frame = 0;
  private over = false;

  constructor(
    private readonly host: Host,
    /** Seeds the cascade, so a win cascades the same way each time it is played. */
    private readonly seed: number,
  ) {
    this.finished = new Promise((resolve) => (this.resolve = resolve));
    this.started = new Promise((resolve) => (this.resolveStarted = resolve));
    host.addController(this);
    // Once the render of the winning move is on the page, and its card has landed.
    this.frame = requestAnimationFrame(() => void this.landed().then(() => this.begin()));
  }

  hostDisconnected(): void {
    this.stop();
  }

  stop(): void {
    if (this.over) return;
    this.over = true;
    cancelAnimationFrame(this.frame);
    this.canvas?.remove();
    removeEventListener('keydown', this.onKey, true);
    this.host.removeController(this);
    // Finished first: what follows the end (the win dialog) is under way once `started` resolves.
    this.resolve();
    this.resolveStarted();
  }

  /** Waits for the cards still moving (the one that won, or the last ones a finish sent up); endless effects do not count. */
  private async landed(): Promise<void> {
    const moving = this.root.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.allSettled(moving.map((animation) => animation.finished));
  }

  private begin(): void {
    const game = this.root.querySelector<HTMLElement>('.game');
    const table = this.root.querySelector<HTMLElement>('.table');
    const homes = [...this.root.querySelectorAll<HTMLElement>('[data-pile^="foundation-"]')];
    if (this.over || !game?.checkVisibility() || !table || homes.length !== 4) {
      this.stop();
      return;
    }
    const density = devicePixelRatio || 1;
    const canvas = (this.canvas = document.createElement('canvas'));
    canvas.className = 'celebration';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.width = Math.ceil(game.offsetWidth * density);
    canvas.height = Math.ceil(game.offsetHeight * density);
    canvas.style.width = `${game.offsetWidth}px`;
    canvas.style.height = `${game.offsetHeight}px`;
    canvas.addEventListener('click', this.onClick);
    addEventListener('keydown', this.onKey, true);
    // Before lit's first part: lit never touches what precedes it.
    game.prepend(canvas);
    // Places in the canvas's own CSS pixels, also inside a scaled host.
    const origin = canvas.getBoundingClientRect();
    const scale = origin.width / canvas.offsetWidth || 1;
    const place = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { x: (rect.left - origin.left) / scale, y: (rect.top - origin.top) / scale, width: rect.width / scale, height: rect.height / scale };
    };
    const felt = place(table);
    const { width: cardWidth, height: cardHeight } = place(homes[0]);
    const box: CascadeBox = {
      width: felt.width,
      height: felt.height,
      cardWidth,
      cardHeight,
      homes: homes.map((home) => {
        const { x, y } = place(home);
        return { x: x - felt.x, y: y - felt.y };
      }),
    };
    const context = canvas.getContext('2d')!;
    context.scale(density, density);
    context.beginPath();
    context.rect(felt.x, felt.y, felt.width, felt.height);
    context.clip();
    context.translate(felt.x, felt.y);
    const sprites = new CardSprites(this.look(homes, cardWidth, cardHeight, game), density);
    const cascade = new Cascade(box, this.seed);
    const showHomes = () =>
      cascade.heldRanks.forEach((rank, suit) => {
        const { x, y } = box.homes[suit];
        if (rank > 0) sprites.draw(context, { suit, rank }, x, y);
        else context.clearRect(x - 1, y - 1, cardWidth + 2, cardHeight + 2);
      });
    showHomes();
    let last: number | null = null;
    let first: number | null = null;
    let due = 0;
    const tick = (now: number) => {
      first ??= now;
      if (!canvas.checkVisibility()) {
        this.stop();
        return;
      }
      due += Math.min(MAX_FRAME_MS, now - (last ?? now)) * (STEPS_PER_SECOND / 1000);
      last = now;
      for (; due >= 1 && !cascade.done; due--) {
        const left = cascade.step();
        if (left) showHomes();
        for (const flying of cascade.flying) sprites.draw(context, flying, flying.x, flying.y);
      }
      if (cascade.done || now - first >= LONGEST_MS) this.stop();
      else this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
    this.resolveStarted();
  }

  /** The table's own card colours, face, corners, font, direction and language. */
  private look(homes: HTMLElement[], width: number, height: number, game: HTMLElement) {
    const cards = homes.map((home) => home.querySelector<HTMLElement>('.card:last-child'));
    const style = getComputedStyle(cards[0] ?? game);
    const face = style.backgroundColor;
    const locale = game.lang;
    return {
      width,
      height,
      radius: parseFloat(style.borderTopLeftRadius) || width * 0.08,
      face: face === 'rgba(0, 0, 0, 0)' ? '#fffdf8' : face,
      inks: cards.map((card, suit) => (card ? getComputedStyle(card).color : suit === 1 || suit === 2 ? '#c81e32' : '#1b1b1f')),
      font: style.fontFamily,
      rtl: getComputedStyle(game).direction === 'rtl',
      rankText: (rank: number) => inLocale(locale, () => rankGlyph(rank)),
    };
  }

  /** A tap or a click only ends the celebration: the canvas takes it, so nothing under it is pressed. */
  private readonly onClick = (): void => this.stop();

  /** Any key ends it; a key pressed in the game does nothing else, one pressed elsewhere on the page goes on. */
  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.composedPath().includes(this.host)) {
      event.preventDefault();
      event.stopPropagation();
    }
    this.stop();
  };

  private get root(): ShadowRoot {
    return this.host.renderRoot as ShadowRoot;
  }
}

export const celebrationStyles = css`
  canvas.celebration {
    position: absolute;
    top: 0;
    left: 0;
    z-index: 2000;
    cursor: pointer;
    touch-action: manipulation;
  }

  /* The canvas draws the foundations while their cards leave them. */
  .game:has(> canvas.celebration) .foundation .card {
    visibility: hidden;
  }
`;
