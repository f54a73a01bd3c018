import { err } from '../../engine/index.js';
import type { Checked } from '../host/checks.js';
import { pageStore } from './store.js';

/**
 * Nothing under a storage key that the element cannot read (corrupt, another program's, a newer
 * version's) is written over or removed before a copy of it is stored under `…:set-aside`.
 */

/**
 * Whether `old`, the value under `key`, may be written over: there is none, the element can read
 * it (`canRead`), or a copy of it is stored under `…:set-aside` now.
 */
export function mayReplace(key: string, old: string | null, canRead: (text: string) => boolean): boolean {
  return old === null || canRead(old) || pageStore.set(`${key}:set-aside`, old);
}

/**
 * Copies a value the element cannot use to `…:set-aside` (a newer version may want it) and frees
 * the key, with one warning through `refuse` that names the host's `storageKey`; when the copy
 * cannot be stored, the value stays where it is.
 */
export function setAside(
  key: string,
  text: string,
  problem: string,
  instead: string,
  storageKey: string | null,
  refuse: (checked: Checked<never>) => void,
): void {
  const aside = `${key}:set-aside`;
  // Said once already, while the copy waits in memory for room.
  const told = pageStore.get(aside) === text;
  const copied = pageStore.set(aside, text);
  if (copied) pageStore.remove(key);
  if (told) return;
  const fate = copied ? `a copy was set aside and ${instead}` : `there is no room to set a copy aside, so it stays, and ${instead}, not saved until there is`;
  refuse(err({ attribute: 'storage-key', value: storageKey, message: `${problem}; ${fate}.` }));
}
