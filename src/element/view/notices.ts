import { html, nothing, type TemplateResult } from 'lit';
import type { Action, Game } from '../../engine/index.js';
import { deadEnd, finishable, nextHomeMove } from '../../engine/index.js';
import { msg } from '../i18n/localization.js';
import { reducedMotion } from './cards/card-places.js';

export { hintStyles } from './hint.styles.js';
export { noticesStyles } from './notices.styles.js';

/** The pause between two cards Finish sends home: a cascade the eye can follow, quickly over. */
const FINISH_MS = 90;
/** The ghost card's glide from the hinted cards to where they would go. */
const GLIDE_MS = 650;

/**
 * What the notices need of the element.
 *
 * @internal
 */
export interface NoticesHost {
  game(): Game | undefined;
  /** Plays an action as the player's own: its `move` event, the move counted, its points scored. */
  play(action: Action): boolean;
  undo(): void;
  /** The New game dialog, whose focus comes back to `opener`. */
  openDialog(name: 'new-game', opener: HTMLElement): void;
  /** Whether the table offers Finish: Klondike's `auto-finish` plays the endgame by itself instead. */
  offersFinish(): boolean;
  /** A button that had the focus is going: the keyboard stays in the game. */
  keepFocus(): void;
}

/**
 * A hint as the table marks it, with its words.
 *
 * @internal
 */
export interface HintNotice {
  /** Raised at every hint asked for, so asking again glides the ghost again. */
  readonly shown: number;
  readonly words: string;
}

/**
 * What floats over the felt, in a layer of its own that never changes the element's height: the
 * hint's marks and words by the cards it points at with a ghost card gliding between them, the
 * dead-end notice with Undo and New game (docs/rules.md, "Klondike › Dead end"), and the Finish button
 * (docs/rules.md, "Klondike › Finish"), whose cascade home it plays.
 *
 * @internal
 */
export class Notices {
  /** What the position on the table calls for, worked out once per change rather than per render. */
  private state: 'dead-end' | 'finishable' | null = null;
  private finishing = false;
  private finishTimer: ReturnType<typeof setTimeout> | undefined;
  private glided = 0;
  /** The hint last placed, placed again when the table changes size. */
  private hint: HintNotice | null = null;
  private resizes: ResizeObserver | undefined;

  constructor(private readonly host: NoticesHost) {
    this.changed(false);
  }

  /** After every change of the table; an undo or a new game (`stop`) ends a finish under way. */
  changed(stop: boolean): void {
    if (stop) this.stop();
    const game = this.host.game();
    this.state = !game ? null : finishable(game.position) ? 'finishable' : deadEnd(game.position) ? 'dead-end' : null;
  }

  /** The element leaves the page: nothing plays on without it. */
  stop(): void {
    clearTimeout(this.finishTimer);
    this.finishing = false;
  }

  /** Plays the rest home, one card at a time; `false` when the table offers no Finish. */
  finish(): boolean {
    if (!this.offersFinish()) return false;
    this.finishing = true;
    this.host.keepFocus();
    this.finishNext();
    return true;
  }

  render(hint: HintNotice | null): TemplateResult {
    // Presses and keys on a notice are the notice's: the table underneath must not take them as its own.
    const own = (event: Event): void => {
      if (!(event instanceof KeyboardEvent && (event.ctrlKey || event.metaKey || event.altKey))) event.stopPropagation();
    };
    // The marks and the words are seen; the status line says the hint to assistive technology.
    return html`<div class="notices" @pointerdown=${own} @keydown=${own}>
      ${
        hint
          ? html`<span class="chip from" aria-hidden="true">\u2191</span><span class="chip to" aria-hidden="true">\u2193</span>${
              hint.words ? html`<p class="hint-words" aria-hidden="true">${hint.words}</p>` : nothing
            }`
          : nothing
      }
      <div class="notice-place" role="status">${this.renderNotice()}</div>
    </div>`;
  }

  /**
   * Puts the hint's marks and words by the cards after the render, from the cards' places in the
   * layout (a card still flying in from a move counts where it lands), and glides the ghost for a
   * hint just asked for.
   */
  placed(root: ParentNode, hint: HintNotice | null): void {
    this.hint = hint;
    const layer = root.querySelector<HTMLElement>('.notices');
    const from = root.querySelector<HTMLElement>('.card.hint-lead, .pile.hint-from > :last-child');
    const to = root.querySelector<HTMLElement>('.pile.hint > :last-child');
    if (!layer || !hint || !from || !to) return;
    this.resizes ??= new ResizeObserver(() => this.placed(root, this.hint));
    this.resizes.observe(layer);
    const rtl = getComputedStyle(layer).direction === 'rtl';
    const source = placeIn(from, layer);
    const target = placeIn(to, layer);
    pin(layer.querySelector('.chip.from'), source.x + (rtl ? 0 : source.w), source.y);
    pin(layer.querySelector('.chip.to'), target.x + (rtl ? 0 : target.w), target.y);
    const words = layer.querySelector<HTMLElement>('.hint-words');
    if (words) {
      const gap = target.h * 0.06;
      const below = target.y + target.h + gap;
      const y = below + words.offsetHeight <= layer.clientHeight ? below : target.y - gap - words.offsetHeight;
      pin(words, clamp(target.x + (target.w - words.offsetWidth) / 2, 0, layer.clientWidth - words.offsetWidth), Math.max(0, y));
    }
    if (hint.shown !== this.glided) {
      this.glided = hint.shown;
      // Onto a column's last card the run would lie a step lower, fanned.
      const onCard = to.classList.contains('card') && to.closest('.column') !== null;
      glide(layer, from, source, { x: target.x, y: target.y + (onCard ? target.h * 0.25 : 0) });
    }
  }

  private offersFinish(): boolean {
    return this.state === 'finishable' && !this.finishing && this.host.offersFinish();
  }

  private finishNext(): void {
    const game = this.host.game();
    const move = game && nextHomeMove(game.position);
    if (!move || !this.host.play(move) || game.won) {
      this.finishing = false;
      return;
    }
    if (this.finishing) this.finishTimer = setTimeout(() => this.finishNext(), FINISH_MS);
  }

  private renderNotice(): TemplateResult | typeof nothing {
    const game = this.host.game();
    if (this.offersFinish()) {
      return html`<div class="notice finish" part="notice">
        <button class="finish" part="button" @click=${() => this.finish()}>${msg('Finish', { desc: 'the button that plays every card left up to the foundations' })}</button>
      </div>`;
    }
    if (this.state !== 'dead-end' || !game) return nothing;
    const undo = (): void => {
      this.host.keepFocus();
      this.host.undo();
    };
    return html`<div class="notice dead-end" part="notice">
      <p>${msg('No move is left that leads anywhere.', { desc: 'the dead end: no line of play turns a card up or brings one home' })}</p>
      <button class="undo" part="button" ?disabled=${!!game.undoRefusal()} @click=${undo}>${msg('Undo')}</button>
      <button class="new-game" part="button" @click=${(event: Event) => this.host.openDialog('new-game', event.currentTarget as HTMLElement)}>${msg('New game')}</button>
    </div>`;
  }
}

interface Place {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Where an element of the table lies in the layer, from the layout's offsets: they leave out the
 * transforms of cards in flight and of a host that scales the element.
 */
function placeIn(element: HTMLElement, layer: HTMLElement): Place {
  const origin = layer.offsetParent;
  let x = 0;
  let y = 0;
  for (let at: Element | null = element; at instanceof HTMLElement && at !== origin; at = at.offsetParent) {
    x += at.offsetLeft + (at === element ? 0 : at.clientLeft);
    y += at.offsetTop + (at === element ? 0 : at.clientTop);
  }
  return { x: x - layer.offsetLeft, y: y - layer.offsetTop, w: element.offsetWidth, h: element.offsetHeight };
}

function pin(element: HTMLElement | null, x: number, y: number): void {
  element?.style.setProperty('--x', `${x}px`);
  element?.style.setProperty('--y', `${y}px`);
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(value, high));
}

/** A see-through copy of the card that would move glides to where it would go, once; none under reduced motion. */
function glide(layer: HTMLElement, card: HTMLElement, from: Place, to: { x: number; y: number }): void {
  layer.querySelector('.ghost')?.remove();
  if (reducedMotion()) return;
  const ghost = card.cloneNode(true) as HTMLElement;
  for (const name of ['data-card', 'role', 'tabindex', 'aria-pressed', 'aria-label', 'part']) ghost.removeAttribute(name);
  ghost.classList.remove('hint', 'hint-lead', 'selected');
  ghost.classList.add('ghost');
  ghost.setAttribute('aria-hidden', 'true');
  pin(ghost, from.x, from.y);
  layer.append(ghost);
  const dx = `${to.x - from.x}px`;
  const dy = `${to.y - from.y}px`;
  const animation = ghost.animate(
    [
      { transform: 'none', opacity: 0 },
      { transform: 'none', opacity: 0.7, offset: 0.15 },
      { transform: `translate(${dx}, ${dy})`, opacity: 0.7, offset: 0.85 },
      { transform: `translate(${dx}, ${dy})`, opacity: 0 },
    ],
    { duration: GLIDE_MS, easing: 'ease-in-out' },
  );
  void animation.finished.then(
    () => ghost.remove(),
    () => ghost.remove(),
  );
}
