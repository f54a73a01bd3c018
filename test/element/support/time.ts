/**
 * Time under the test's hand: what a test sees of double taps, the game clock and delayed moves
 * depends on the steps it takes, not on how fast a loaded machine runs them.
 */

let pointerTime = 0;

/** The `timeStamp` of the helpers' pointer events; it moves on only by `pause`. */
export function pointerTimeStamp(): number {
  return pointerTime;
}

/** The player waits `ms` before the next pointer event. */
export function pause(ms: number): void {
  pointerTime += ms;
}

/**
 * Runs `body` with `performance.now()`, the game clock's time source, standing still except when
 * `advance(ms)` moves it on. Only for tests without a solver, whose searches end on that clock.
 */
export async function withStoppedTime(body: (advance: (ms: number) => void) => unknown): Promise<void> {
  let now = performance.now();
  Object.defineProperty(performance, 'now', { configurable: true, value: () => now });
  try {
    await body((ms) => void (now += ms));
  } finally {
    delete (performance as { now?: unknown }).now;
  }
}

/**
 * Runs `body` with each `setTimeout` that has a delay held back instead of run (a zero delay, a
 * yield, still runs): `release()` runs the ones held and not cleared so far, as if their time had come.
 * `target` is the window whose timeouts are held: this page's, or a page's of its own.
 */
export async function withHeldTimeouts(body: (release: () => void) => unknown, target: Window & typeof globalThis = window): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the window as `this`, and put back
  const [realSet, realClear] = [target.setTimeout, target.clearTimeout];
  const held = new Map<number, () => void>();
  // Ids of held timeouts from far above the browser's own, so clearTimeout tells them apart.
  let nextId = 2 ** 30;
  target.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (!delay || typeof handler !== 'function') return realSet(handler, delay, ...args);
    const id = nextId++;
    held.set(id, () => (handler as (...args: unknown[]) => void)(...args));
    return id;
  }) as typeof setTimeout;
  target.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.has(id)) held.delete(id);
    else realClear(id);
  }) as typeof clearTimeout;
  const release = (): void => {
    for (const [id, run] of [...held]) {
      if (held.delete(id)) run();
    }
  };
  try {
    await body(release);
  } finally {
    target.setTimeout = realSet;
    target.clearTimeout = realClear;
  }
}
