import { expect, fixture, html } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/index.js';
import { VECTOR, cardEl, settle, topOf } from './support/helpers.js';
import { type Point, type Pointer, mouse, touch } from './support/real-pointer.js';

interface HostPage {
  readonly el: KlondikeSolitaire;
  readonly container: HTMLElement;
  readonly button: HTMLButtonElement;
  readonly frame: HTMLIFrameElement;
}

async function hostPage(): Promise<HostPage> {
  const page = await fixture<HTMLElement>(html`<div>
    <button class="host-button">Host</button>
    <iframe title="an embed" srcdoc="<p>embed</p>" width="100" height="40"></iframe>
    <div class="game"><klondike-solitaire deal-code=${VECTOR}></klondike-solitaire></div>
  </div>`);
  const el = page.querySelector<KlondikeSolitaire>('klondike-solitaire')!;
  await settle(el);
  return { el, container: el.parentElement!, button: page.querySelector('button')!, frame: page.querySelector('iframe')! };
}

const point = (element: Element): Point => {
  const { x, y } = topOf(element);
  return [Math.round(x), Math.round(y)];
};

/** Nothing of a drag is left on the table: no card dragging, offset or lit as a target. */
function noDragLeft(el: KlondikeSolitaire): void {
  const root = el.shadowRoot!;
  expect(root.querySelectorAll('.dragging').length, 'cards still dragging').to.equal(0);
  expect([...root.querySelectorAll<HTMLElement>('.card')].filter((card) => card.style.getPropertyValue('--dx') !== '').length, 'cards left offset').to.equal(0);
  expect(root.querySelectorAll('.pile.target').length, 'piles still lit').to.equal(0);
}

/** Presses 6♣ and drags it well past the threshold, towards 7♥ (where it fits). */
async function startDrag(el: KlondikeSolitaire, pointer: Pointer): Promise<void> {
  const [x, y] = point(cardEl(el, '6C'));
  await pointer.down([x, y]);
  for (const step of [10, 26, 40]) await pointer.move([x + step, y + step / 2]);
  await el.updateComplete;
  expect(cardEl(el, '6C').classList.contains('dragging'), 'the drag began').to.equal(true);
}

/** A tap afterwards plays: the ace of clubs goes up to its foundation. */
async function tapPlays(el: KlondikeSolitaire, pointer: Pointer): Promise<void> {
  await settle(el);
  const at = point(cardEl(el, 'AC'));
  await pointer.down(at);
  await pointer.up();
  await el.updateComplete;
  expect(el.moves, 'a later tap plays').to.equal(1);
  expect(el.state.foundations[3]).to.deep.equal(['AC']);
}

/**
 * What the host does mid-drag, how, and whether the drag ends before the release. An interruption
 * the browser delivers with the next pointer event returns the event that says it arrived: under
 * load a touch move may reach the page a frame after the command that sent it returns.
 */
const interruptions: [string, (page: HostPage, pointerId: number) => unknown, boolean][] = [
  [
    'the element is removed and added again (the host re-renders)',
    ({ el, container }) => {
      el.remove();
      container.append(el);
    },
    true,
  ],
  [
    'the host takes the pointer (lost pointer capture)',
    ({ button }, pointerId) => {
      const moved = new Promise<Event>((resolve) => button.addEventListener('gotpointercapture', resolve, { once: true }));
      button.setPointerCapture(pointerId);
      return moved;
    },
    true,
  ],
  ['the window loses the focus (to an embedded frame)', ({ frame }) => frame.contentWindow!.focus(), true],
  ['nothing: the release is outside the element', () => undefined, false],
];

for (const [name, pointer] of [
  ['mouse', mouse],
  ['touch', touch],
] as const) {
  describe(`${name}: a drag interrupted ends cleanly`, () => {
    afterEach(() => pointer.reset());

    for (const [what, interrupt, endsAtOnce] of interruptions) {
      it(`when ${what}, then released over the host's button`, async () => {
        const page = await hostPage();
        const { el, button } = page;
        const before = el.state;
        let pointerId = -1;
        const onDown = (event: PointerEvent): void => void (pointerId = event.pointerId);
        document.addEventListener('pointerdown', onDown, { capture: true });
        try {
          await startDrag(el, pointer);
        } finally {
          document.removeEventListener('pointerdown', onDown, { capture: true });
        }
        const arrived = interrupt(page, pointerId);
        // The browser moves a capture on with the next pointer event.
        const [x, y] = point(cardEl(el, '6C'));
        await pointer.move([x + 30, y + 30]);
        await arrived;
        await el.updateComplete;
        if (endsAtOnce) noDragLeft(el);
        await pointer.move(point(button));
        await pointer.up();
        await el.updateComplete;
        noDragLeft(el);
        expect(el.state, 'nothing moved').to.deep.equal(before);
        await tapPlays(el, pointer);
      });
    }
  });
}
