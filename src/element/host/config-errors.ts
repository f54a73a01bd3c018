import type { Checked, ConfigErrorDetail } from './checks.js';
import { solitaireEvent } from './events.js';

/**
 * Bad input never breaks the page: a refused value is one `console.warn` and one `config-error`
 * event, and the element carries on. Errors found before anyone could listen (attributes parsed
 * before the element is on the page) are dispatched once it is connected.
 *
 * @internal
 */
export class ConfigErrors {
  private pending: ConfigErrorDetail[] = [];

  constructor(
    private readonly element: HTMLElement,
    private readonly tag: () => string,
  ) {}

  /** The value when it was accepted; otherwise the warning, the event, and undefined. */
  accepted<T>(checked: Checked<T>): T | undefined {
    if (checked.ok) return checked.value;
    const error = { ...checked.error, message: `<${this.tag()}>: ${checked.error.message}` };
    console.warn(error.message);
    if (this.element.isConnected) this.element.dispatchEvent(solitaireEvent('config-error', error));
    else this.pending.push(error);
    return undefined;
  }

  /** Dispatches the errors found before the element was connected. */
  connected(): void {
    for (const detail of this.pending.splice(0)) this.element.dispatchEvent(solitaireEvent('config-error', detail));
  }
}
