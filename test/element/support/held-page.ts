import { type FreshPage, freshPage } from './fresh-page.js';

export interface HeldPage extends FreshPage {
  /** Lets the page's request for the `locale` module (or `table-input`) through, or makes it fail as a broken network would. */
  release: (locale: string, as?: 'ok' | 'fail') => Promise<void>;
}

/**
 * A fresh page with `tag` defined whose translation modules (and with `holdInput` its table input)
 * are held back by the dev server (scripts/held-modules.mjs) until `release` says: a network as
 * slow as the test wants. Its import map sends only those modules through the page's own
 * `/held/<page>/` path, however they are imported: the rest it loads as every page does, from the
 * browser's cache, and what a held module imports resolves back to those same modules.
 */
export async function heldPage(tag: string, { holdInput = false } = {}): Promise<HeldPage> {
  const root = `/held/${holdInput ? 'input-held-' : ''}${crypto.randomUUID()}`;
  const imports: Record<string, string> = { [`${root}/`]: '/' };
  for (const path of ['/src/locales/', ...(holdInput ? ['/src/element/input/table-input.ts'] : [])]) {
    imports[path] = imports[`${root}${path}`] = `${root}${path}`;
  }
  const page = await freshPage({ tag, imports });
  return {
    ...page,
    release: async (locale, as = 'ok') => {
      const answer = await fetch(`${root}/release?locale=${locale}&as=${as}`);
      if (!answer.ok) throw new Error(`the dev server did not release ${locale}: ${answer.status}`);
    },
  };
}
