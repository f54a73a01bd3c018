export interface FreshPage {
  document: Document;
  /** Whether that page has fetched a module whose path contains `name`. */
  fetched: (name: string) => boolean;
  close: () => void;
}

/**
 * A page of its own (an iframe) that has loaded `<klondike-solitaire>` and nothing else, so what
 * it fetches lazily shows in its own resource timing, whatever the tests before loaded on theirs.
 */
export async function freshPage(): Promise<FreshPage> {
  const frame = document.createElement('iframe');
  frame.srcdoc = '<!doctype html><script type="module" src="/src/klondike-solitaire.ts"></script>';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  await win.customElements.whenDefined('klondike-solitaire');
  return {
    document: win.document,
    fetched: (name) => win.performance.getEntriesByType('resource').some((entry) => entry.name.includes(name)),
    close: () => frame.remove(),
  };
}
