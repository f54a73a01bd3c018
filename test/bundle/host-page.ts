// What the bundle smoke tests do as a host page does: one module script from dist/, one tag. The
// page loads nothing else (chai and mocha aside), so the lit on it is the bundle's own.
// Types only, erased from what the page loads: the elements' tag names, for createElement.
import type {} from '../../src/bakers-dozen-solitaire.js';
import type {} from '../../src/klondike-solitaire.js';

/** Loads a built bundle with a plain `<script type="module">`; resolves once it has run. */
export function loadBundle(file: string): Promise<void> {
  const script = Object.assign(document.createElement('script'), { type: 'module', src: `/dist/${file}` });
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`/dist/${file} did not load: run \`npm run build\` first`)));
  });
  document.head.append(script);
  return loaded;
}

/** Puts `<tag attributes…>` on the page; resolves with it once its first deal is on the table. */
export async function dealt<Tag extends 'klondike-solitaire' | 'bakers-dozen-solitaire'>(
  tag: Tag,
  attributes: Readonly<Record<string, string>>,
): Promise<HTMLElementTagNameMap[Tag]> {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const deal = new Promise((resolve) => el.addEventListener('new-game', resolve, { once: true }));
  document.body.append(el);
  await deal;
  await el.updateComplete;
  return el;
}

/** Every card of a `state`, wherever it lies. */
export function allCards(state: {
  stock?: string[];
  waste?: string[];
  foundations: string[][];
  tableau: { faceDown: string[]; faceUp: string[] }[];
}): string[] {
  return [
    ...(state.stock ?? []),
    ...(state.waste ?? []),
    ...state.foundations.flat(),
    ...state.tableau.flatMap((column) => [...column.faceDown, ...column.faceUp]),
  ];
}

/** Resolves once the element's deal and move animations have ended, so its cards are where they rest. */
export async function settled(el: Element): Promise<void> {
  const finite = (animation: Animation): boolean => animation.effect?.getComputedTiming().endTime !== Infinity;
  await Promise.all((el.shadowRoot?.getAnimations() ?? []).filter(finite).map((animation) => animation.finished));
}
