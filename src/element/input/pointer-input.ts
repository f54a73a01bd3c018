import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  type Action,
  FOUNDATION_COUNT,
  type Game,
  type Pile,
  STOCK,
  type Step,
  foundationSuit,
  moveAction,
  parsePileId,
  tableauColumn,
} from '../../engine/index.js';
import { land, shake } from '../view/cards/flip.js';
import { type Grab, Gestures, type Point, release } from './gestures.js';
import { type DropPlace, mostOverlapped, pileRect, union } from './drop-target.js';
import { doubleTapMove, legalDestinations, resolveMove, tapMove } from '../../engine/index.js';
import { type TableActions, pickUp } from './table-actions.js';

/** A run of cards picked up from a pile by a press. */
interface PileGrab extends Grab {
  readonly pile: Pile;
  readonly count: number;
}

/** What a tap did to the card it was on, for a double tap's second tap. */
interface FirstTap {
  readonly target: Element;
  /** The step that sent the card home, if the tap did. */
  readonly home: Step | null;
}

/**
 * What the pointer needs of the element beyond the table's actions.
 *
 * @internal
 */
export interface PointerActions extends TableActions {
  /** Plays `action` in place of the last action, as one action (`Game.replaceLast`). */
  replaceLast(action: Action): boolean;
  /** A drag began: the hint on the table goes. */
  dragStarted(): void;
  /** Where the cards stand before a drop, for the animation after it. */
  beforeDrop(): void;
  /** The player tapped or dropped on the table: the keyboard's focus stays in the game. */
  keepFocus(): void;
}

/**
 * Taps, double taps and drags on the table (docs/rules.md, "Klondike › Taps, double taps and drags"), turned into
 * the game's actions: the gesture model itself is `Gestures`.
 *
 * @internal
 */
export class PointerInput implements ReactiveController {
  readonly gestures = new Gestures<PileGrab>({
    target: (hit, point) => this.landedTarget(hit, point),
    grab: (target) => this.grabAt(target),
    tap: (target, double) => {
      this.onTap(target, double);
      this.host.keepFocus();
    },
    dragStart: (grab) => this.onDragStart(grab),
    drop: (grab, point) => {
      this.onDrop(grab, point);
      if (point) this.host.keepFocus();
    },
  });

  /** The latest tap that was not the second of a double tap, and what it did to its card. */
  private firstTap: FirstTap | null = null;

  constructor(
    private readonly element: ReactiveControllerHost & { readonly renderRoot: ParentNode; readonly isConnected: boolean },
    private readonly host: PointerActions,
  ) {
    element.addController(this);
  }

  /** A tap on the table that came before pointer play had loaded, played now as it would have been. */
  tapBefore(target: Element): void {
    this.onTap(target, false);
    this.host.keepFocus();
  }

  /** A press does not outlive the element's time on the page: moved or removed, its drag goes back. */
  hostDisconnected(): void {
    this.gestures.cancel();
  }

  private pileOf(element: HTMLElement | null | undefined): Pile | undefined {
    return element ? parsePileId(element.dataset.pile!, this.host.geometry.columns) : undefined;
  }

  private grabAt(target: Element): PileGrab | undefined {
    const card = target.closest<HTMLElement>('[data-card]');
    const pileElement = card?.closest<HTMLElement>('[data-pile]');
    const pile = this.pileOf(pileElement);
    if (!card || !pileElement || pile === undefined || pile === STOCK) return undefined;
    const cards = [...pileElement.querySelectorAll<HTMLElement>('.card')];
    const run = cards.slice(cards.indexOf(card));
    if (run.length > this.host.geometry.maxRun(pile)) return undefined;
    return { pile, count: run.length, elements: run };
  }

  /**
   * docs/rules.md, "Klondike › Taps, double taps and drags": a press acts on the cards where they
   * land. Cards still dealt, played or shaken jump to their places, and the press goes to what
   * lies under the pointer then.
   */
  private landedTarget(hit: Element, { x, y }: Point): Element {
    const root = this.element.renderRoot as ShadowRoot;
    return land(root) ? (root.elementFromPoint(x, y) ?? hit) : hit;
  }

  private onTap(target: Element, double: boolean): void {
    const host = this.host;
    const game = host.game();
    const first = this.firstTap;
    this.firstTap = null;
    const pile = this.pileOf(target.closest<HTMLElement>('[data-pile]'));
    if (!game || pile === undefined) {
      host.hold(null);
      return;
    }
    if (pile === STOCK) {
      host.hold(null);
      host.pressStock();
      return;
    }
    if (double) {
      // The second tap is the first one's: it never picks up what lies there now.
      host.hold(null);
      if (first) this.doubleTap(game, first);
      return;
    }
    const grab = this.grabAt(target);
    const held = host.held();
    if (held) {
      host.hold(null);
      if (held.pile === pile || host.putDown(held, pile)) return;
      if (!grab) return;
    }
    if (!grab) {
      this.refuseCovered(target, pile);
      return;
    }
    const toFoundation = grab.count === 1 ? tapMove(game.position, grab.pile) : undefined;
    if (toFoundation && host.play(toFoundation)) {
      this.firstTap = { target, home: game.steps.at(-1)! };
      return;
    }
    pickUp(host, { pile: grab.pile, count: grab.count });
    this.firstTap = { target, home: null };
  }

  /**
   * A double tap: the tableau search for the card the first tap was on. When that tap sent the
   * card home, the search starts from before it, and its move replaces that one; with no column
   * for the card, it stays home.
   */
  private doubleTap(game: Game, first: FirstTap): void {
    const { home } = first;
    if (!home) {
      const grab = this.grabAt(first.target);
      if (grab) this.host.playOrRefuse(doubleTapMove(game.position, grab.pile, grab.count) ?? moveAction(grab.pile, grab.pile, grab.count), grab.elements);
      return;
    }
    // Nothing else may have happened since the card went home.
    if (home.action.type !== 'move' || game.steps.at(-1) !== home) return;
    const before = game.position.clone();
    before.undo(home);
    const move = doubleTapMove(before, home.action.from, 1);
    if (move?.type === 'move' && tableauColumn(move.to) >= 0) this.host.replaceLast(move);
  }

  /** A press on a card under others that cannot move with them says so, in a game where a run never moves. */
  private refuseCovered(target: Element, pile: Pile): void {
    const card = target.closest<HTMLElement>('[data-card]');
    if (!card || tableauColumn(pile) < 0 || this.host.geometry.maxRun(pile) > 1) return;
    shake([card]);
    this.host.refuse('one-card-only');
  }

  private onDragStart(grab: PileGrab): void {
    const host = this.host;
    host.hold(null);
    host.dragStarted();
    for (const element of grab.elements) element.classList.add('dragging');
    const game = host.game();
    host.showTargets(game ? legalDestinations(game.position, grab.pile, grab.count) : new Set());
  }

  private onDrop(grab: PileGrab, point: Point | null): void {
    const host = this.host;
    // Off the page, the cards have no place to glide back from.
    if (this.element.isConnected) host.beforeDrop();
    // Where the card lies, measured while it still follows the pointer.
    const lying = grab.elements.at(0)?.getBoundingClientRect();
    for (const element of grab.elements) element.classList.remove('dragging');
    release(grab);
    host.showTargets(new Set());
    const game = host.game();
    // A cancel has no drop: the cards go back to their pile.
    if (!game || !point) return;
    const legal = legalDestinations(game.position, grab.pile, grab.count);
    const destination = (lying && mostOverlapped(lying, this.places(legal))) ?? this.pileAt(point.x, point.y);
    if (destination === undefined || destination === grab.pile) return;
    const action = resolveMove(game.position, grab.pile, destination, grab.count);
    if (!host.play(action)) host.refuse(game.position.refusal(action)!.reason);
  }

  /** The pile under a point: the foundation row counts as one place, the card's own foundation. */
  private pileAt(x: number, y: number): Pile | undefined {
    const inside = (rect: DOMRect): boolean => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
    const row = this.foundationRow();
    if (row && inside(row)) return parsePileId('foundation-1', this.host.geometry.columns);
    return this.pileOf(this.piles().find((element) => inside(element.getBoundingClientRect())));
  }

  /** The places of the `legal` piles, each foundation as the whole foundation row. */
  private places(legal: ReadonlySet<Pile>): DropPlace[] {
    const row = this.foundationRow();
    return this.piles().flatMap((element) => {
      const pile = this.pileOf(element);
      if (pile === undefined || !legal.has(pile)) return [];
      return [{ pile, rect: foundationSuit(pile) !== -1 && row ? row : pileRect(element) }];
    });
  }

  private piles(): HTMLElement[] {
    return [...this.element.renderRoot.querySelectorAll<HTMLElement>('[data-pile]')];
  }

  /** The four foundations as one place: a card dropped anywhere on the row goes to its own suit's. */
  private foundationRow(): DOMRect | undefined {
    const foundations = this.piles().filter((element) => element.classList.contains('foundation'));
    return foundations.length === FOUNDATION_COUNT ? union(foundations.map((element) => element.getBoundingClientRect())) : undefined;
  }
}
