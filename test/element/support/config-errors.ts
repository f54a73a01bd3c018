import type { KlondikeConfigErrorDetail } from '../../../src/index.js';
import { warnings } from './helpers.js';

/** The `config-error` events that reach the document while `run` runs, and the warnings it logs. */
export async function configErrors(run: () => Promise<unknown>): Promise<{ errors: KlondikeConfigErrorDetail[]; warned: unknown[][] }> {
  const errors: KlondikeConfigErrorDetail[] = [];
  const listener = (event: Event): void => void errors.push((event as CustomEvent<KlondikeConfigErrorDetail>).detail);
  document.addEventListener('config-error', listener);
  try {
    const warned = await warnings(run);
    return { errors, warned };
  } finally {
    document.removeEventListener('config-error', listener);
  }
}
