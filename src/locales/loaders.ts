// Do not modify this file by hand!
// Re-generate this file by running `npm run localize:build` (from lit-localize.json).
import type { LocaleModule } from '@lit/localize';

/** Each translation, loaded when an element first speaks it; a language not listed has none. */
export const loaders: Readonly<Partial<Record<string, () => Promise<LocaleModule>>>> = {
  'ar': () => import('./ar.js'),
  'fr': () => import('./fr.js'),
};
