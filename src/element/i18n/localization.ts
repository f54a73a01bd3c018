import type { LocaleModule, MsgFn } from '@lit/localize';
// @lit/localize's own modules, not its index, whose setup code every page would carry. The
// package has no exports map, and the dependency range is held to 0.12 patches, where these
// modules are the same.
import { defaultMsg } from '@lit/localize/internal/default-msg.js';
import type { runtimeMsg } from '@lit/localize/internal/runtime-msg.js';
import { loaders } from '../../locales/loaders.js';

export { str } from '@lit/localize/internal/str-tag.js';

/**
 * The element never configures @lit/localize. Its `configureLocalization` and
 * `configureReentrantLocalization` can run once per page and set one global `msg`; the host may
 * have called either, or may call one after us, and two elements on one page may speak two
 * languages. So the element's `msg` is its own: it looks up the templates of the language the
 * element being rendered speaks, set by `inLocale` around that element's synchronous render.
 * While that language's module is still on its way, every text is a blank `placeholder`: a
 * player (or a screen reader) never gets a word of another language, and the cards need no
 * words to be played.
 * Its type is @lit/localize's, so `lit-localize extract` finds every call.
 */
export const msg: MsgFn = ((template: Parameters<MsgFn>[0], options?: Parameters<MsgFn>[1]) => {
  if (rendering === SOURCE_LOCALE) return defaultMsg(template);
  const module = loaded.get(rendering);
  return module ? lookUp!(module.templates, template, options) : placeholder(defaultMsg(template));
}) as MsgFn;

/**
 * The lookup of a translated template (its id from the source text, the values put back in the
 * translation's order), which comes with the first translation: English needs none.
 */
let lookUp: typeof runtimeMsg | undefined;

/**
 * A text while its language is on its way: the English with each letter a figure space (about
 * a letter wide, and no line break), so the bar and its buttons take about the room they will
 * have and the table does not jump when the words come, yet no word shows or is read out.
 */
function placeholder(text: ReturnType<MsgFn>): string {
  // A marked-up message (lit's html) would be English markup: it stays out altogether.
  return typeof text === 'string' ? text.replace(/[\p{L}\p{M}]/gu, '\u2007') : '';
}

export const SOURCE_LOCALE = 'en';

/** Every language the element speaks: English and the translations of lit-localize.json. */
export const LOCALES: readonly string[] = [SOURCE_LOCALE, ...Object.keys(loaders)];

let rendering = SOURCE_LOCALE;
const loaded = new Map<string, LocaleModule>();
const loading = new Map<string, Promise<boolean>>();

/** Runs `render` with `msg` speaking `locale`: with blanks for words while it is not loaded. */
export function inLocale<T>(locale: string, render: () => T): T {
  const outer = rendering;
  rendering = locale;
  try {
    return render();
  } finally {
    rendering = outer;
  }
}

/**
 * The language `msg` speaks right now, for the plural rules, list and number formats that go with
 * it: the browser has them for any language, loaded or not.
 */
export function renderingLocale(): string {
  return rendering;
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
 * when it could not be loaded.
 */
export function loadLocale(locale: string): Promise<boolean> {
  const load = loaders[locale];
  if (isLoaded(locale) || !load) return Promise.resolve(isLoaded(locale));
  let pending = loading.get(locale);
  if (!pending) {
    pending = Promise.all([load(), import('@lit/localize/internal/runtime-msg.js')]).then(
      ([module, lookup]) => ((lookUp = lookup.runtimeMsg), loaded.set(locale, module), true),
      // A module that failed stays failed for the page (the browser keeps the failure too), so
      // every element speaks English without asking again.
      (error: unknown) => {
        console.warn(`solitaire-elements: the ${locale} translation could not be loaded; showing English.`, error);
        return false;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
