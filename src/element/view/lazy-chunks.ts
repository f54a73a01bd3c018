import { type CSSResult, adoptStyles, supportsAdoptingStyleSheets } from 'lit';

/**
 * The work of the lazy chunks an element loads (dialogs, words, solver, statistics) and what each
 * does on arrival, tracked so `updateComplete` resolves once the page shows it: a host (or a
 * test) awaiting it sees the dialog the chunk opened.
 *
 * @internal
 */
export class LazyChunks {
  private readonly loading = new Set<Promise<unknown>>();
  private readonly styles = new Set<CSSResult>();

  constructor(private readonly root: () => ShadowRoot) {}

  follow(work: Promise<unknown>): void {
    this.loading.add(work);
    // A chunk that fails to load still rejects unhandled here, so the browser reports it.
    void work.finally(() => this.loading.delete(work));
  }

  /** Resolves once no tracked work is left, `settle` running after each round (the element's own update). */
  async settled<T>(settle: () => Promise<T>, first: T): Promise<T> {
    let done = first;
    while (this.loading.size > 0) {
      await Promise.allSettled(this.loading);
      done = await settle();
    }
    return done;
  }

  /**
   * A chunk's styles join the element's: `static styles` were adopted long before it came.
   * Styles two chunks share join once.
   */
  adoptStyles(...styles: CSSResult[]): void {
    const fresh = styles.filter((style) => !this.styles.has(style));
    for (const style of fresh) this.styles.add(style);
    const root = this.root();
    if (supportsAdoptingStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...fresh.map((style) => style.styleSheet!)];
    // Without adoptable sheets lit appends a <style>, which leaves the element's own in place.
    else adoptStyles(root, fresh);
  }
}
