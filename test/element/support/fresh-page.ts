export interface FreshPage {
  window: Window & typeof globalThis;
  document: Document;
  /** Whether that page has fetched a module whose path contains `name`. */
  fetched: (name: string) => boolean;
  close: () => void;
}

/**
 * A page of its own (an iframe) that has loaded `<klondike-solitaire>` (or `tag`) and nothing
 * else, so what it fetches lazily shows in its own resource timing, whatever the tests before
 * loaded on theirs. `imports` is its import map: the modules it fetches from elsewhere.
 */
export async function freshPage({ tag = 'klondike-solitaire', imports = {} }: { tag?: string; imports?: Record<string, string> } = {}): Promise<FreshPage> {
  const frame = document.createElement('iframe');
  const importMap = JSON.stringify({ imports }).replaceAll('<', '\\u003c');
  frame.srcdoc = `<!doctype html><script type="importmap">${importMap}</script><script type="module" src="/src/${tag}.ts"></script>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  await win.customElements.whenDefined(tag);
  return {
    window: win,
    document: win.document,
    fetched: (name) => win.performance.getEntriesByType('resource').some((entry) => entry.name.includes(name)),
    close: () => frame.remove(),
  };
}
