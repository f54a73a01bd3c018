import type { LocaleModule, MsgFn } from '@lit/localize';
// The lookup every @lit/localize mode shares (id from the source text, translated template,
// values put back in their translated order). The package has no exports map, and the
// dependency range is held to 0.12 patches, where this module is the same.
import { runtimeMsg } from '@lit/localize/internal/runtime-msg.js';
import { loaders } from '../../locales/loaders.js';

export { str } from '@lit/localize';

/**
 * The element never configures @lit/localize. Its `configureLocalization` and
 * `configureReentrantLocalization` can run once per page and set one global `msg`; the host may
 * have called either, or may call one after us, and two elements on one page may speak two
 * languages. So the element's `msg` is its own: it looks up the templates of the language the
 * element being rendered speaks, set by `inLocale` around that element's synchronous render.
 * Its type is @lit/localize's, so `lit-localize extract` finds every call.
 */
export const msg: MsgFn = ((template: Parameters<MsgFn>[0], options?: Parameters<MsgFn>[1]) =>
  runtimeMsg(rendering === SOURCE_LOCALE ? undefined : loaded.get(rendering)?.templates, template, options)) as MsgFn;

export const SOURCE_LOCALE = 'en';

/** Every language the element speaks: English and the translations of lit-localize.json. */
export const LOCALES: readonly string[] = [SOURCE_LOCALE, ...Object.keys(loaders)];

let rendering = SOURCE_LOCALE;
const loaded = new Map<string, LocaleModule>();
const loading = new Map<string, Promise<boolean>>();

/** Runs `render` with `msg` speaking `locale` (the source language when it is not loaded). */
export function inLocale<T>(locale: string, render: () => T): T {
  const outer = rendering;
  rendering = locale;
  try {
    return render();
  } finally {
    rendering = outer;
  }
}

/** The language `msg` speaks right now, for the plural rules and list formats that go with it. */
export function renderingLocale(): string {
  return loaded.has(rendering) ? rendering : SOURCE_LOCALE;
}

/**
 * The language the element speaks for a BCP 47 tag: `ar-EG` speaks `ar`, `fr-CA` speaks `fr`, a
 * language without a translation (or no tag at all) English.
 */
export function supportedLocale(tag: string | null | undefined): string {
  const language = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.includes(language) ? language : SOURCE_LOCALE;
}

/** Whether `msg` already speaks `locale`: English always, a translation once its module loaded. */
export function isLoaded(locale: string): boolean {
  return locale === SOURCE_LOCALE || loaded.has(locale);
}

/**
 * Fetches a translation once (a lazy chunk next to the single-file bundle); resolves `false`
 * when it could not be loaded, and the element stays in English.
 */
export function loadLocale(locale: string): Promise<boolean> {
  const load = loaders[locale];
  if (isLoaded(locale) || !load) return Promise.resolve(isLoaded(locale));
  let pending = loading.get(locale);
  if (!pending) {
    pending = load().then(
      (module) => (loaded.set(locale, module), true),
      (error: unknown) => {
        loading.delete(locale);
        console.warn(`<klondike-solitaire>: the ${locale} translation could not be loaded; showing English.`, error);
        return false;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
