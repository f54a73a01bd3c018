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
 * `releaseUntil(done)` releases each one as soon as it is held, until `done()`: the steps of a
 * paced sequence then follow each other at once, also when each waits for work the test cannot
 * see (a solver's answer) before setting the next.
 * `target` is the window whose timeouts are held: this page's, or a page's of its own.
 */
export async function withHeldTimeouts(
  body: (release: () => void, releaseUntil: (done: () => boolean) => Promise<void>) => unknown,
  target: Window & typeof globalThis = window,
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the window as `this`, and put back
  const [realSet, realClear] = [target.setTimeout, target.clearTimeout];
  const held = new Map<number, () => void>();
  // Ids of held timeouts from far above the browser's own, so clearTimeout tells them apart.
  let nextId = 2 ** 30;
  const waiting: (() => void)[] = [];
  target.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (!delay || typeof handler !== 'function') return realSet(handler, delay, ...args);
    const id = nextId++;
    held.set(id, () => (handler as (...args: unknown[]) => void)(...args));
    for (const wake of waiting.splice(0)) wake();
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
  const releaseUntil = async (done: () => boolean): Promise<void> => {
    while (!done()) {
      if (held.size === 0) await new Promise<void>((resolve) => waiting.push(resolve));
      release();
    }
  };
  try {
    await body(release, releaseUntil);
  } finally {
    target.setTimeout = realSet;
    target.clearTimeout = realClear;
  }
}

/**
 * Runs `body` with the animation frames under its hand: a frame asked for waits until
 * `frame(ms)` moves the frames' clock on by `ms` and runs, with that time, every callback asked
 * for before the call, as the browser's next frame would; one asked for meanwhile waits for the
 * next. An animation played on a canvas then takes as many steps as the test gives it, not seconds.
 * `asked()` resolves at the next frame asked for, for one asked after work the test cannot see.
 */
export async function withHeldFrames(body: (frame: (ms: number) => void, asked: () => Promise<void>) => unknown): Promise<void> {
  /* eslint-disable @typescript-eslint/unbound-method -- called with the window as `this`, and put back */
  const [realRequest, realCancel] = [window.requestAnimationFrame, window.cancelAnimationFrame];
  /* eslint-enable @typescript-eslint/unbound-method */
  const pending = new Map<number, FrameRequestCallback>();
  // Ids from far above the browser's own, so cancelAnimationFrame tells them apart.
  let nextId = 2 ** 30;
  let now = performance.now();
  const waiting: (() => void)[] = [];
  window.requestAnimationFrame = (callback) => {
    pending.set(nextId, callback);
    for (const wake of waiting.splice(0)) wake();
    return nextId++;
  };
  window.cancelAnimationFrame = (id) => {
    if (!pending.delete(id)) realCancel.call(window, id);
  };
  const frame = (ms: number): void => {
    now += ms;
    for (const id of [...pending.keys()]) {
      // One cancelled by a callback before it in this frame is gone, and does not run.
      const callback = pending.get(id);
      pending.delete(id);
      callback?.(now);
    }
  };
  try {
    await body(frame, () => new Promise((resolve) => waiting.push(resolve)));
  } finally {
    window.requestAnimationFrame = realRequest;
    window.cancelAnimationFrame = realCancel;
  }
}
