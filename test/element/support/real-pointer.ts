import { executeServerCommand, resetMouse, sendMouse } from '@web/test-runner-commands';
import { pointerTimeStamp } from './time.js';

export type Point = [number, number];

/** A real pointer: the browser's own input, with its pointer ids, hit testing and pointer capture. */
export interface Pointer {
  readonly type: 'mouse' | 'touch';
  down(at: Point): Promise<unknown>;
  move(to: Point): Promise<unknown>;
  up(): Promise<unknown>;
  /** Lifts what a failed test left pressed. */
  reset(): Promise<unknown>;
}

export const mouse: Pointer = {
  type: 'mouse',
  down: async (at) => {
    await sendMouse({ type: 'move', position: at });
    await sendMouse({ type: 'down' });
  },
  move: (to) => sendMouse({ type: 'move', position: to }),
  up: () => sendMouse({ type: 'up' }),
  reset: () => resetMouse(),
};

// One finger; the browser gives each touch a pointer id of its own.
let touching = false;
export const touch: Pointer = {
  type: 'touch',
  down: (at) => {
    touching = true;
    return executeServerCommand('send-touch', { type: 'touchStart', position: at });
  },
  move: (to) => executeServerCommand('send-touch', { type: 'touchMove', position: to }),
  up: () => {
    touching = false;
    return executeServerCommand('send-touch', { type: 'touchEnd' });
  },
  reset: () => (touching ? touch.up() : Promise.resolve()),
};

/** A press and a release where it pressed: a click, or a tap of the finger. */
export async function press(pointer: Pointer, at: Point): Promise<void> {
  await pointer.down(at);
  await pointer.up();
}

/**
 * Moves the pointer to `to` and resolves once the page has handled its `pointermove` there (it
 * bubbled up to the window): the browser hands a finger's moves over with the next frame, after
 * the command has returned.
 */
export async function moveTo(pointer: Pointer, to: Point): Promise<void> {
  const arrived = new Promise<void>((resolve) => {
    const onMove = (event: PointerEvent): void => {
      if (Math.abs(event.clientX - to[0]) > 0.5 || Math.abs(event.clientY - to[1]) > 0.5) return;
      removeEventListener('pointermove', onMove);
      resolve();
    };
    addEventListener('pointermove', onMove);
  });
  await pointer.move(to);
  await arrived;
}

const STAMPED = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'];

function stamp(event: Event): void {
  if (event.isTrusted) Object.defineProperty(event, 'timeStamp', { value: pointerTimeStamp() });
}

/**
 * Runs `body` with the browser's own pointer events stamped with the test's time (`pause` in
 * support/time.ts) instead of the machine's: whether two presses make a double tap then depends
 * on the test's steps, not on how fast a loaded machine delivers them.
 */
export async function withTestTime(body: () => unknown): Promise<void> {
  for (const type of STAMPED) addEventListener(type, stamp, true);
  try {
    await body();
  } finally {
    for (const type of STAMPED) removeEventListener(type, stamp, true);
  }
}
