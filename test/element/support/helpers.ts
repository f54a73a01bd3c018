import { fixture, html, oneEvent } from '@open-wc/testing';
import { type LitElement, type TemplateResult } from 'lit';
import '../../../src/klondike-solitaire.js';
import type { KlondikeEventMap, KlondikeSolitaire } from '../../../src/index.js';
import { type Action, type Game, klondikeOnly, makePileId, parseActions, parseReplay } from '../../../src/engine/index.js';
import { pointerTimeStamp } from './time.js';

/** KL1-D1N-AAAAAAG, a test vector of docs/deal-code.md: columns end QH JD 3H AC 6C 7H 9H; stock 4S AD 8C … */
export const VECTOR = 'KL1-D1N-AAAAAAG';

export const WINNING_DEAL = 'KL1-D1N-AAAAAAB';
/**
 * A line of play that wins KL1-D1N-AAAAAAB, found once by a depth-first search over the engine's
 * legal actions (moves that uncover a card, foundation moves, the waste, the stock).
 */
export const WINNING_LINE =
  't6>f2 t6>t4 t6>t2 D w>t3 D w>f4 D D D D D D D w>t2 D D D D D D D D D D w>t2 t4>t2:2 t4>f4 t4>t2 t6>t4 t6>t5 D D w>f4 D D D R D D D D D w>t6 D D w>t2 D D D D D D D D w>t2 D D D D R D w>t6 t5>t6:2 t5>f4 t2>f4 t5>t6 t5>t7 t5>f1 t3>t5:2 t3>f3 t4>f3 D D D D w>f1 t4>f1 t2>t4:8 D D D D D D D w>t6 D w>f4 t7>f4 D w>t6 D w>f3 t1>f3 D R D D w>f1 D w>t6 D D w>f3 t4>f3 D w>t4 D w>f4 D w>t1 D w>t1 D w>f3 t7>f3 t7>t4 t7>t4 t7>f2 t7>f4 t7>f2 t7>f4 t4>f2 t6>f2 t4>f1 t6>f1 t4>f2 t6>f2 t4>f1 t6>f1 t6>f3 t4>f2 t4>f1 t6>f1 t4>f3 t4>f1 t2>f4 t1>f4 w>f2 t3>f2 t6>f2 t6>f1 t5>f2 t6>f2 t5>f4 w>f3 t4>f3 t4>f1 t1>f3';

let storageKeys = 0;

/**
 * A storage key no other test has used, with nothing stored under it; `file` tells apart the
 * test files, whose pages share the origin's storage.
 */
export function storageKey(file: string): string {
  const key = `${file}-${++storageKeys}`;
  for (const part of ['game', 'stats']) localStorage.removeItem(`klondike-solitaire:${key}:${part}`);
  return key;
}

/** The engine's game of a replay (a deal code, then actions), for following what the element does. */
export function engineGame(replay: string): Game {
  const game = parseReplay(replay, klondikeOnly);
  if (!game.ok) throw new Error(game.error);
  return game.value;
}

export async function solitaire(template: TemplateResult = html`<klondike-solitaire deal-code=${VECTOR}></klondike-solitaire>`): Promise<KlondikeSolitaire> {
  const el = await fixture<KlondikeSolitaire>(template);
  await el.updateComplete;
  return el;
}

export function cardEl(el: LitElement, card: string): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(`[data-card="${card}"]`);
  if (!found) throw new Error(`no ${card} on the table`);
  return found;
}

export function pileEl(el: LitElement, pile: string): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(`[data-pile="${pile}"]`);
  if (!found) throw new Error(`no pile ${pile}`);
  return found;
}

export function part(el: LitElement, selector: string): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
}

export interface PointerOptions {
  pointerType?: 'mouse' | 'touch' | 'pen';
  pointerId?: number;
}

/** A point inside the visible strip at the top of an element (a card in a fan shows its top). */
export function topOf(element: Element): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + Math.min(6, rect.height / 2) };
}

/** One pointer event as a primary pointer sends it, stamped with the test's own time (`pause`). */
export function pointer(target: Element, type: string, point: { x: number; y: number }, options: PointerOptions = {}): void {
  const pointerType = options.pointerType ?? 'mouse';
  const event = new PointerEvent(type, {
    bubbles: true,
    composed: true,
    cancelable: true,
    isPrimary: true,
    pointerId: options.pointerId ?? (pointerType === 'mouse' ? 1 : 7),
    pointerType,
    clientX: point.x,
    clientY: point.y,
    button: type === 'pointermove' ? -1 : 0,
    buttons: type === 'pointerup' || type === 'pointercancel' ? 0 : 1,
  });
  Object.defineProperty(event, 'timeStamp', { value: pointerTimeStamp() });
  target.dispatchEvent(event);
}

/** Resolves once `test` holds, looking again at each change of the element's shadow tree. */
export function until(el: Element, test: () => boolean): Promise<void> {
  const holds = (): boolean => {
    try {
      return test();
    } catch {
      return false;
    }
  };
  return new Promise((resolve) => {
    if (holds()) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!holds()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

const NEW_GAME: Record<string, string> = { en: 'New game', ar: 'لعبة جديدة', fr: 'Nouvelle partie' };

/**
 * Closes the win dialog of a game just won and opens Statistics from the bar's menu, the menu
 * button holding the focus as after a click on it: the dialog and that button.
 */
export async function statisticsAfterWin(el: LitElement): Promise<{ dialog: HTMLDialogElement; opener: HTMLElement }> {
  await el.updateComplete;
  (part(el, 'dialog.win') as HTMLDialogElement).close();
  const opener = part(el, 'button.menu-button');
  opener.focus();
  part(el, 'button.stats').click();
  await el.updateComplete;
  return { dialog: part(el, 'dialog.statistics') as HTMLDialogElement, opener };
}

/** Resolves once the element speaks `locale` (a translation loads lazily): its New game button, then its table's labels. */
export async function speaks(el: LitElement, locale: 'en' | 'ar' | 'fr'): Promise<void> {
  await until(el, () => el.shadowRoot!.querySelector('button.new-game')!.textContent.trim() === NEW_GAME[locale]);
  // The cards' and piles' labels come a moment later, with the table's input.
  await el.updateComplete;
}

/** Finishes the cards' animations, so they stand where the pointer will look for them. */
export async function settle(el: LitElement): Promise<void> {
  await el.updateComplete;
  for (const animation of el.shadowRoot!.getAnimations()) animation.finish();
}

export async function tap(el: LitElement, target: Element, options: PointerOptions = {}): Promise<void> {
  await settle(el);
  const point = topOf(target);
  pointer(target, 'pointerdown', point, options);
  pointer(target, 'pointerup', point, options);
  await el.updateComplete;
}

/** Presses `from`, moves in steps past the threshold to `to` and releases (or cancels) there. */
export async function drag(el: LitElement, from: Element, to: { x: number; y: number }, options: PointerOptions & { cancel?: boolean } = {}): Promise<void> {
  await settle(el);
  const start = topOf(from);
  pointer(from, 'pointerdown', start, options);
  for (const t of [0.1, 0.5, 1]) {
    pointer(from, 'pointermove', { x: start.x + (to.x - start.x) * t, y: start.y + (to.y - start.y) * t }, options);
  }
  await el.updateComplete;
  pointer(from, options.cancel ? 'pointercancel' : 'pointerup', to, options);
  await el.updateComplete;
}

/** Collects the warnings printed while `run` runs, without printing them. */
export async function warnings(run: () => unknown): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void calls.push(args);
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return calls;
}

/** The keys written to any Storage while `run` runs (as the element's own calls write them). */
export async function storageWrites(run: () => unknown): Promise<string[]> {
  const written: string[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the storage as `this`, and put back
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    written.push(key);
    setItem.call(this, key, value);
  };
  try {
    await run();
  } finally {
    Storage.prototype.setItem = setItem;
  }
  return written;
}

/** The next event of a type `<klondike-solitaire>` fires, with the detail its event map gives. */
export function nextEvent<K extends keyof KlondikeEventMap>(el: EventTarget, type: K): Promise<KlondikeEventMap[K]> {
  return oneEvent<KlondikeEventMap[K]>(el, type);
}

/** Every event of a type the element fires while `run` runs. */
export async function recorded<T>(el: EventTarget, type: string, run: () => unknown): Promise<CustomEvent<T>[]> {
  const events: CustomEvent<T>[] = [];
  const listener = (event: Event) => void events.push(event as CustomEvent<T>);
  el.addEventListener(type, listener);
  try {
    await run();
  } finally {
    el.removeEventListener(type, listener);
  }
  return events;
}

/** Plays one action of the engine's notation (`D`, `R`, `t3>f2`, `t1>t4:3`) through the element's methods. */
export function playByApi(el: KlondikeSolitaire, action: Action): boolean {
  if (action.type !== 'move') return el.turnStock();
  return el.move(makePileId(action.from), makePileId(action.to), action.count);
}

export function winningActions(): Action[] {
  return parseActions(WINNING_LINE)!;
}
