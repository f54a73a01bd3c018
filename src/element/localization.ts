import { configureLocalization } from '@lit/localize';

export { msg, str } from '@lit/localize';

/** Locales with a translation; the source strings are English. Translations join this list. */
export const TARGET_LOCALES: readonly string[] = [];

let configured = false;

/**
 * Configures @lit/localize (runtime mode) the first time an element connects, not at import, so
 * importing the element class has no side effect. @lit/localize can be configured once per page:
 * when the host page has done it already, the element carries on with the host's setup, and so
 * with its source strings unless the host loads ours.
 */
export function setUpLocalization(): void {
  if (configured) return;
  configured = true;
  try {
    configureLocalization({
      sourceLocale: 'en',
      targetLocales: TARGET_LOCALES,
      loadLocale: (locale) => Promise.reject(new Error(`<klondike-solitaire> has no ${locale} translation yet`)),
    });
  } catch {
    // Configured by the host page: msg() already works, with the host's locales.
  }
}
