import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isLoaded, loadLocale, supportedLocale } from './localization.js';

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
 * Which language the element speaks, from its `lang` or the nearest one above it, following
 * later changes of any `lang` on the way up (one observer per document or shadow root on the
 * way, with the whole subtree watched, since an ancestor may gain a `lang` it did not have) and
 * of the browser's language. A translation loads lazily; until it is there the element speaks
 * English, and renders again once it arrives.
 */
export class Language implements ReactiveController {
  /** The language asked for (`ar`), loaded or not. */
  private wanted = 'en';
  private readonly observer = new MutationObserver(() => this.refresh());

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** The language the element renders in now: the one asked for once it has loaded. */
  get locale(): string {
    return isLoaded(this.wanted) ? this.wanted : 'en';
  }

  hostConnected(): void {
    for (let root = this.host.getRootNode(); ;) {
      this.observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
      if (!(root instanceof ShadowRoot)) break;
      root = root.host.getRootNode();
    }
    addEventListener('languagechange', this.refresh);
    this.refresh();
  }

  hostDisconnected(): void {
    this.observer.disconnect();
    removeEventListener('languagechange', this.refresh);
  }

  /** Looks again at the `lang` attributes; renders in the new language once it is loaded. */
  readonly refresh = (): void => {
    const wanted = supportedLocale(inheritedLang(this.host));
    if (wanted === this.wanted) return;
    this.wanted = wanted;
    if (isLoaded(wanted)) this.host.requestUpdate();
    else void loadLocale(wanted).then(() => this.wanted === wanted && this.host.requestUpdate());
  };
}
