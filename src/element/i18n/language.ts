import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { SOURCE_LOCALE, isLoaded, loadLocale, supportedLocale } from './localization.js';

/**
 * The `lang` that applies to a node: its own, else the nearest ancestor's, across shadow roots
 * up to the document element; else the browser's language.
 */
export function inheritedLang(node: Element): string {
  for (let from: Element | null = node; from;) {
    const found = from.closest('[lang]');
    // lang="" says the language is unknown: the browser's is the best guess left.
    if (found) return found.getAttribute('lang') === '' ? navigator.language : found.getAttribute('lang')!;
    const root = from.getRootNode();
    from = root instanceof ShadowRoot ? root.host : null;
  }
  return navigator.language;
}

/**
 * How long an element waits for its language's module before it speaks English meanwhile: a
 * request that neither arrives nor fails must not leave the table without words.
 */
const PATIENCE_MS = 5000;

/**
 * Which language the element speaks, from its `lang` or the nearest one above it, following
 * later changes of any `lang` on the way up (one observer per document or shadow root on the
 * way, with the whole subtree watched, since an ancestor may gain a `lang` it did not have) and
 * of the browser's language. A translation loads lazily; until it is there the element renders
 * blanks for its words (see `msg`) rather than another language, and renders again once it
 * arrives. A translation that fails to load, or takes longer than `PATIENCE_MS`, leaves the
 * element in English until it does arrive.
 */
export class Language implements ReactiveController {
  /** The language asked for (`ar`), loaded or not. */
  private wanted = SOURCE_LOCALE;
  /** The wanted language could not be loaded, or not yet in time: the element speaks English. */
  private fellBack = false;
  /** Runs out when the wanted language has been waited for long enough. */
  private patience: ReturnType<typeof setTimeout> | undefined;
  /** Made once the element is on a page: a server rendering the element has no MutationObserver. */
  private observer: MutationObserver | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /**
   * The language the element renders in now: the one asked for, with blanks for words until it
   * has loaded; English once it could not be loaded, or not in time.
   */
  get locale(): string {
    return this.fellBack ? SOURCE_LOCALE : this.wanted;
  }

  /** Whether the element is waiting for its words, and shows blanks for them. */
  get waiting(): boolean {
    return !isLoaded(this.locale);
  }

  hostConnected(): void {
    this.observer ??= new MutationObserver(() => this.refresh());
    for (let root = this.host.getRootNode(); ;) {
      this.observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
      if (!(root instanceof ShadowRoot)) break;
      root = root.host.getRootNode();
    }
    addEventListener('languagechange', this.refresh);
    this.refresh();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    removeEventListener('languagechange', this.refresh);
    this.stopWaiting();
  }

  /** Looks again at the `lang` attributes; renders in the new language once it is loaded. */
  readonly refresh = (): void => {
    const wanted = supportedLocale(inheritedLang(this.host));
    if (wanted !== this.wanted) {
      this.wanted = wanted;
      this.fellBack = false;
      this.stopWaiting();
      this.host.requestUpdate();
      if (!isLoaded(wanted)) void loadLocale(wanted).then((loaded) => this.arrived(wanted, loaded));
    }
    // The wait is counted while the element is on the page, each time from its connection.
    if (this.waiting && this.patience === undefined && this.host.isConnected) {
      this.patience = setTimeout(() => {
        this.fellBack = true;
        this.host.requestUpdate();
      }, PATIENCE_MS);
    }
  };

  /** The wanted language's module arrived, or could not be loaded. */
  private arrived(locale: string, loaded: boolean): void {
    if (locale !== this.wanted) return;
    this.stopWaiting();
    this.fellBack = !loaded;
    this.host.requestUpdate();
  }

  private stopWaiting(): void {
    clearTimeout(this.patience);
    this.patience = undefined;
  }
}
