import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/bakers-dozen-solitaire.js';
import type { BakersDozenSolitaire } from '../../src/bakers-dozen-solitaire.js';
import { BakersDozen, makePileId, parseDealCode, unwrap } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/index.js';
import { solveBakersDozen } from '../../src/solver/bakers-dozen/bakers-dozen-solver.js';
import { WINNING_DEAL, part, pileEl, playByApi, solitaire, until, winningActions } from './support/helpers.js';
import { withHeldFrames } from './support/time.js';

type Solitaire = KlondikeSolitaire | BakersDozenSolitaire;

const canvasOf = (el: Solitaire): HTMLCanvasElement | null => el.shadowRoot!.querySelector('canvas.celebration');
/** Whether the cascade's canvas is over the table: a boolean, as a failed assertion's report cannot carry an element. */
const cascadeShown = (el: Solitaire): boolean => canvasOf(el) !== null;
const winDialog = (el: Solitaire): HTMLDialogElement | null => el.shadowRoot!.querySelector('dialog.win');
const dialogShown = (el: Solitaire): boolean => winDialog(el)?.open === true;

/** Plays the winning line through the methods; the celebration is then on its way. */
function winKlondike(el: KlondikeSolitaire): void {
  for (const action of winningActions()) expect(playByApi(el, action)).to.equal(true);
  expect(el.won).to.equal(true);
}

const BAKERS_DOZEN_WIN = 'BD1-CL53RC2';

async function wonBakersDozen(attributes = ''): Promise<BakersDozenSolitaire> {
  const deal = parseDealCode(BAKERS_DOZEN_WIN);
  if (!deal.ok) throw new Error('bad code');
  const { line } = solveBakersDozen(unwrap(BakersDozen.deal(deal.value.number)), { ms: Infinity });
  const el = await fixture<BakersDozenSolitaire>(`<bakers-dozen-solitaire deal-code="${BAKERS_DOZEN_WIN}" ${attributes}></bakers-dozen-solitaire>`);
  await el.updateComplete;
  for (const action of line!) {
    if (action.type !== 'move') throw new Error('a move');
    expect(el.move(makePileId(action.from), makePileId(action.to))).to.equal(true);
  }
  expect(el.won).to.equal(true);
  return el;
}

/** Whether the canvas has painted anything over the middle of `pile`. */
function paintedOver(el: Solitaire, pile: string): boolean {
  const canvas = canvasOf(el)!;
  const from = canvas.getBoundingClientRect();
  const rect = pileEl(el, pile).getBoundingClientRect();
  const scale = canvas.width / from.width;
  const pixel = canvas
    .getContext('2d')!
    .getImageData(Math.round((rect.left + rect.width / 2 - from.left) * scale), Math.round((rect.top + 8 - from.top) * scale), 1, 1);
  return pixel.data[3] > 0;
}

/** The frames requested and the window and element listeners added while `run` runs, and which of them are still live at its end. */
async function live(el: Element, run: () => Promise<void>): Promise<{ frames: number; listeners: string[] }> {
  /* eslint-disable @typescript-eslint/unbound-method -- called with their own `this`, and put back */
  const [request, cancel] = [window.requestAnimationFrame, window.cancelAnimationFrame];
  const [add, remove] = [EventTarget.prototype.addEventListener, EventTarget.prototype.removeEventListener];
  /* eslint-enable @typescript-eslint/unbound-method */
  const pending = new Set<number>();
  const listeners = new Map<EventListenerOrEventListenerObject, string>();
  window.requestAnimationFrame = (callback) => {
    const id = request.call(window, (now) => {
      pending.delete(id);
      callback(now);
    });
    pending.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    pending.delete(id);
    cancel.call(window, id);
  };
  EventTarget.prototype.addEventListener = function (
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (listener && (this === window || this === el || (this instanceof HTMLCanvasElement && el.shadowRoot!.contains(this)))) listeners.set(listener, type);
    add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    if (listener) listeners.delete(listener);
    remove.call(this, type, listener, options);
  };
  try {
    await run();
    return { frames: pending.size, listeners: [...listeners.values()] };
  } finally {
    Object.assign(window, { requestAnimationFrame: request, cancelAnimationFrame: cancel });
    Object.assign(EventTarget.prototype, { addEventListener: add, removeEventListener: remove });
  }
}

const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

/** The time each frame the tests give moves the cascade on: a screen's usual pace. */
const FRAME_MS = 1000 / 60;

/**
 * After the winning move, under `withHeldFrames`: once the cascade asks for its first frame, the
 * winning card lands at once rather than after its flight, and that frame puts the canvas over
 * the felt; `updateComplete` then resolves, without waiting for the cascade's end.
 */
async function cascading(el: Solitaire, frame: (ms: number) => void, asked: () => Promise<void>): Promise<void> {
  await asked();
  for (const animation of el.shadowRoot!.getAnimations()) animation.finish();
  frame(FRAME_MS);
  await el.updateComplete;
  expect(cascadeShown(el), 'updateComplete resolves with the cascade on the table').to.equal(true);
}

/** Frames until `test` holds, up to well past the longest a cascade may last: what a canvas draws changes no DOM. */
function framesUntil(frame: (ms: number) => void, test: () => boolean): void {
  for (let spent = 0; !test() && spent < 10_000; spent += FRAME_MS) frame(FRAME_MS);
}

describe('the win celebration', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('cards cascade from the foundations over the felt, then the win dialog opens; the element keeps its height', () =>
    withHeldFrames(async (frame, asked) => {
      const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      winKlondike(el);
      await cascading(el, frame, asked);
      const height = el.getBoundingClientRect().height;
      expect(dialogShown(el), 'the dialog waits for the cascade').to.equal(false);
      expect(getComputedStyle(part(el, '[data-pile="foundation-1"] .card')).visibility, 'the canvas draws the foundations').to.equal('hidden');
      expect(paintedOver(el, 'foundation-1')).to.equal(true);
      expect(paintedOver(el, 'tableau-7'), 'no card has flown yet where the tableau starts').to.equal(false);
      framesUntil(frame, () => paintedOver(el, 'tableau-1') || paintedOver(el, 'tableau-4'));
      expect(paintedOver(el, 'tableau-1') || paintedOver(el, 'tableau-4'), 'cards fly over the felt').to.equal(true);
      expect(el.getBoundingClientRect().height).to.equal(height);
      framesUntil(frame, () => !cascadeShown(el));
      expect(cascadeShown(el), 'it ends by itself').to.equal(false);
      await until(el, () => dialogShown(el));
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'button.play-again'));
      expect(el.getBoundingClientRect().height).to.equal(height);
    }));

  const presses: [string, (at: [number, number]) => Promise<unknown>][] = [
    [
      'a tap',
      async (at) => {
        await executeServerCommand('send-touch', { type: 'touchStart', position: at });
        await executeServerCommand('send-touch', { type: 'touchEnd' });
      },
    ],
    ['a click', (at) => sendMouse({ type: 'click', position: at })],
  ];
  for (const [press, send] of presses) {
    it(`${press} skips it: straight to the win dialog, and what lies under it is not pressed`, () =>
      withHeldFrames(async (frame, asked) => {
        const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
        winKlondike(el);
        await cascading(el, frame, asked);
        const rect = part(el, 'button.new-game').getBoundingClientRect();
        await send([Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)]);
        expect(cascadeShown(el)).to.equal(false);
        await el.updateComplete;
        expect(dialogShown(el)).to.equal(true);
        expect(el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.new-game')!.open, 'the New game button under it').to.equal(false);
        await resetMouse();
      }));
  }

  it('a key skips it, and a key pressed in the game does nothing else', () =>
    withHeldFrames(async (frame, asked) => {
      const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      winKlondike(el);
      await cascading(el, frame, asked);
      part(el, '.table').focus();
      await sendKeys({ press: 'n' });
      expect(cascadeShown(el)).to.equal(false);
      await el.updateComplete;
      expect(dialogShown(el)).to.equal(true);
      expect(el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.new-game')!.open, 'N did not also open New game').to.equal(false);
    }));

  it('Baker’s Dozen and a right-to-left table cascade too', () =>
    withHeldFrames(async (frame, asked) => {
      const bakersDozen = await wonBakersDozen('dir="rtl"');
      await cascading(bakersDozen, frame, asked);
      expect(paintedOver(bakersDozen, 'foundation-4')).to.equal(true);
      framesUntil(frame, () => !cascadeShown(bakersDozen));
      expect(cascadeShown(bakersDozen)).to.equal(false);
      await until(bakersDozen, () => dialogShown(bakersDozen));
      expect(bakersDozen.shadowRoot!.querySelector('.win-stats .win-won dd')?.textContent, 'Baker’s Dozen counts its wins too').to.equal('1');
      const klondike = await solitaire(html`<klondike-solitaire dir="rtl" deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      winKlondike(klondike);
      await cascading(klondike, frame, asked);
      const [first, last] = ['foundation-1', 'foundation-4'].map((pile) => pileEl(klondike, pile).getBoundingClientRect().left);
      expect(first, 'the foundations are mirrored').to.be.greaterThan(last);
      expect(paintedOver(klondike, 'foundation-1') && paintedOver(klondike, 'foundation-4')).to.equal(true);
    }));

  it('removed mid-way, it leaves no frame loop and no listener behind', () =>
    withHeldFrames(async (frame, asked) => {
      const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      const left = await live(el, async () => {
        winKlondike(el);
        await cascading(el, frame, asked);
        frame(FRAME_MS);
        el.remove();
        frame(FRAME_MS);
        frame(FRAME_MS);
      });
      expect(cascadeShown(el)).to.equal(false);
      expect(dialogShown(el), 'no dialog for a page that no longer shows the element').to.equal(false);
      expect(left.frames, 'no frame requested').to.equal(0);
      expect(
        left.listeners.filter((type) => ['keydown', 'pointerdown'].includes(type)),
        'no key or press listener',
      ).to.deep.equal([]);
    }));

  it('hidden mid-way, it ends, and the win dialog waits to be seen', async () => {
    const host = await fixture<HTMLElement>(html`<div><klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire></div>`);
    const el = host.querySelector('klondike-solitaire')!;
    await el.updateComplete;
    await withHeldFrames(async (frame, asked) => {
      winKlondike(el);
      await cascading(el, frame, asked);
      host.hidden = true;
      frame(FRAME_MS);
      expect(cascadeShown(el), 'gone at the next frame').to.equal(false);
      await el.updateComplete;
      expect(winDialog(el)!.open).to.equal(true);
      expect(winDialog(el)!.matches(':modal')).to.equal(false);
    });
  });

  it('a new deal the moment the game is won: no cascade over the new table, no win dialog', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    let seen = false;
    const watch = new MutationObserver(() => (seen ||= cascadeShown(el)));
    watch.observe(el.shadowRoot!, { subtree: true, childList: true });
    winKlondike(el);
    await el.newGame({ dealCode: WINNING_DEAL });
    await el.updateComplete;
    await nextFrame();
    await nextFrame();
    watch.disconnect();
    expect(seen).to.equal(false);
    expect(dialogShown(el)).to.equal(false);
  });

  it('under reduced motion there is none: the win dialog opens at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    let seen = false;
    const watch = new MutationObserver(() => (seen ||= cascadeShown(el)));
    watch.observe(el.shadowRoot!, { subtree: true, childList: true });
    winKlondike(el);
    await el.updateComplete;
    watch.disconnect();
    expect(seen, 'no canvas, not even for a moment').to.equal(false);
    expect(dialogShown(el)).to.equal(true);
  });
});
