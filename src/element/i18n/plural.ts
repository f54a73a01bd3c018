/**
 * Counts in the language's own plural rules (Arabic has six forms, French three), each form a
 * message of its own, since @lit/localize has no plural syntax.
 */
import { renderingLocale } from './localization.js';

/**
 * One message per form: the exact counts 0, 1 and 2 first (most languages spell them out, "no
 * cards", «بطاقتان»), then the language's CLDR plural category for any other count.
 */
export type PluralForms = Record<'0' | '1' | '2' | Intl.LDMLPluralRule, () => string>;

const pluralRules = new Map<string, Intl.PluralRules>();

export function plural(count: number, forms: PluralForms): string {
  if (count === 0 || count === 1 || count === 2) return forms[`${count}`]();
  const locale = renderingLocale();
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return forms[rules.select(count)]();
}
