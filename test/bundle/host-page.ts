// What the bundle smoke tests do as a host page does: module scripts from dist/, one tag per game.
// A test's own page loads nothing else (chai and mocha aside), so the lit on it is the bundle's
// own; a host served another way (another URL, origin or policy) is a page in an iframe.
// Types only, erased from what the page loads: the elements' tag names, for createElement.
import type {} from '../../src/bakers-dozen-solitaire.js';
import type {} from '../../src/klondike-solitaire.js';

type Tag = 'klondike-solitaire' | 'bakers-dozen-solitaire';

/** Loads a built bundle with a plain `<script type="module">`; resolves once it has run. */
export function loadBundle(file: string): Promise<void> {
  return loadScript(document, `/dist/${file}`);
}

/** Adds `<script type="module" src>` to `doc`'s head; resolves once it has run. */
export function loadScript(doc: Document, src: string): Promise<void> {
  const script = Object.assign(doc.createElement('script'), { type: 'module', src });
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`${src} did not load: run \`npm run build\` first`)));
  });
  doc.head.append(script);
  return loaded;
}

/** Puts `<tag attributes…>` on `doc`; resolves with it once its first deal is on the table. */
export async function dealt<T extends Tag>(tag: T, attributes: Readonly<Record<string, string>>, doc = document): Promise<HTMLElementTagNameMap[T]> {
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const deal = new Promise((resolve) => el.addEventListener('new-game', resolve, { once: true }));
  doc.body.append(el);
  await deal;
  await el.updateComplete;
  return el;
}

/** What test/csp/probe.js records on a host page from its first script on. */
export interface Probe {
  violations: string[];
  errors: string[];
  warnings: string[];
  infos: string[];
}

/** A host page's window, as the bundle and the probe leave it. */
export type HostWindow = Window &
  typeof globalThis & {
    probe: Probe;
    /** lit-element's versions, one entry per copy of lit that ran on the page. */
    litElementVersions?: string[];
  };

/**
 * Opens the host page at `path` in an iframe of the test's page; resolves with its window once
 * its own scripts have run. The iframe goes with the test (`closeHosts`).
 */
export async function openHost(path = '/test/bundle/host.html'): Promise<HostWindow> {
  const frame = Object.assign(document.createElement('iframe'), { src: path });
  frame.style.inlineSize = '800px';
  frame.style.blockSize = '700px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame.contentWindow as HostWindow;
}

/** Counts, from now on, the workers `win` starts and those that answered a message. */
export function watchWorkers(win: HostWindow): { started: number; answered: number } {
  const seen = { started: 0, answered: 0 };
  const Original = (win as unknown as { Worker: typeof Worker }).Worker;
  (win as unknown as { Worker: typeof Worker }).Worker = class extends Original {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      seen.started++;
      this.addEventListener('message', () => seen.answered++, { once: true });
    }
  };
  return seen;
}

/** Removes every host page the test opened. */
export function closeHosts(): void {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
}

/** The URL of every script `win` fetched (modules, chunks and workers), in order. */
export function scriptsFetched(win: Window): string[] {
  return win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.endsWith('.js'));
}

/**
 * The modules `win` fetched more than once, or under two URLs that differ only in their query.
 * Workers are left out: each element starts its own, which fetches its script.
 */
export function fetchedTwice(win: Window): string[] {
  const paths = scriptsFetched(win)
    .map((name) => new URL(name).pathname)
    .filter((path) => !/\/solver\/worker\/[\w-]+-worker\.js$/.test(path));
  return paths.filter((path, index) => paths.indexOf(path) !== index);
}

/**
 * The scripts `win` fetched that are bundles' entries: neither in a bundle's `chunks/`,
 * `locales/` or `solver/worker/` folder nor the test page's own (from test/, or the dev server's).
 */
export function entriesFetched(win: Window): string[] {
  return scriptsFetched(win).filter((name) => !/^\/(test|__web-dev-server)|\/(chunks|locales|solver\/worker)\/[^/]+$/.test(new URL(name).pathname));
}

/** Whether `win` fetched the game's solver worker with a 200, which only a started worker does. */
export function workerFetched(win: Window, game: 'klondike' | 'bakers-dozen'): boolean {
  const pattern = new RegExp(`/solver/worker/${game}-worker\\.js$`);
  return win.performance
    .getEntriesByType('resource')
    .some((entry) => pattern.test(new URL(entry.name).pathname) && (entry as PerformanceResourceTiming).responseStatus === 200);
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

/** The `show-winnable` figure's `data-verdict` once the search stopped thinking. */
export function settledVerdict(el: Element): Promise<string | null> {
  const figure = el.shadowRoot!.querySelector('[part="winnable"]')!;
  return new Promise((resolve) => {
    const check = (): void => {
      const verdict = figure.getAttribute('data-verdict');
      if (verdict === 'thinking') return;
      observer.disconnect();
      resolve(verdict);
    };
    const observer = new MutationObserver(check);
    observer.observe(figure, { attributes: true, attributeFilter: ['data-verdict'] });
    check();
  });
}

/** Resolves once `el`'s shadow root shows `test` true, checked after each change to it. */
export function until(el: Element, test: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (!test()) return;
      observer.disconnect();
      resolve();
    };
    const observer = new MutationObserver(check);
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
    check();
  });
}
