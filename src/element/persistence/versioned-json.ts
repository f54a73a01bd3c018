import { isRecord } from '../../engine/saved/json-checks.js';

/**
 * A stored value of the form `{format, version, …}`: the record when it is `format` at exactly
 * `version`, else what is wrong with the text, as words that follow "is" ("not JSON", "of
 * version 3, newer than this element's 1"), so each reader says whose value it was.
 */
export function readVersioned(text: string, format: string, version: number): Record<string, unknown> | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (!isRecord(value) || value.format !== format) return `not a value of this element (${format})`;
  if (typeof value.version !== 'number') return 'of no version';
  if (value.version > version) return `of version ${value.version}, newer than this element's (${version})`;
  if (value.version !== version) return `of unknown version ${value.version}`;
  return value;
}
