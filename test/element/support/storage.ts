/**
 * Ways a browser refuses localStorage, as a host page meets them. Each breaks this page's storage
 * (not another page's: the stubs live in this page's globals) and gives back the repair.
 */

/** A full quota (a full disk, a private-mode limit): every write throws QuotaExceededError. */
export function fillStorage(): () => void {
  const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')!;
  Storage.prototype.setItem = () => {
    throw new DOMException('Setting the value exceeded the quota.', 'QuotaExceededError');
  };
  return () => Object.defineProperty(Storage.prototype, 'setItem', setItem);
}

/** Blocked storage (a sandboxed frame, a privacy setting): the localStorage and sessionStorage getters themselves throw. */
export function blockStorage(): () => void {
  const names = ['localStorage', 'sessionStorage'] as const;
  const descriptors = names.map((name) => Object.getOwnPropertyDescriptor(window, name)!);
  for (const name of names) {
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    });
  }
  return () => names.forEach((name, index) => Object.defineProperty(window, name, descriptors[index]));
}
