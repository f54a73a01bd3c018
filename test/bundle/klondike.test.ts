import { expect } from 'chai';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import type { KlondikeMoveDetail, KlondikeSolitaire } from '../../src/index.js';
import { allCards, dealt, loadBundle, settled, settledVerdict, workerFetched } from './host-page.js';

/** Its columns' tops: QH JD 3H AC 6C 7H 9H, so 6C (column 5) goes onto 7H (column 6); the solver proves it winnable. */
const DEAL = 'KL1-D1N-AAAAAAG';

/** What the solver workers answer, as the page's Worker objects receive it. */
const replies: { verdict?: string }[] = [];

describe('dist/klondike-solitaire.bundled.js', () => {
  let el: KlondikeSolitaire | undefined;

  before(async () => {
    // The element falls back to the main thread when no worker can start: only a reply from the
    // worker shows its separate build works. Spied on before the bundle can make one.
    window.Worker = class extends Worker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener('message', ({ data }: MessageEvent<{ verdict?: string }>) => replies.push(data));
      }
    };
    await loadBundle('klondike-solitaire.bundled.js');
  });

  afterEach(async () => {
    el?.remove();
    await resetMouse();
  });

  it('defines the element with lit’s production build', async () => {
    el = await dealt('klondike-solitaire', { 'deal-code': DEAL });
    expect(customElements.get('klondike-solitaire')).to.equal(el.constructor);
    // lit's development build keeps the warnings it issued here.
    expect('litIssuedWarnings' in globalThis).to.equal(false);
  });

  it('deals the 52 cards, the face-up ones with their data-card', async () => {
    el = await dealt('klondike-solitaire', { 'deal-code': DEAL });
    const state = el.state;
    expect(new Set(allCards(state)).size).to.equal(52);
    const shadow = el.shadowRoot!;
    expect(shadow.querySelectorAll('[data-pile^="tableau-"] [part~="card"]')).to.have.length(28);
    const tops = [...shadow.querySelectorAll('[data-card]')].map((card) => card.getAttribute('data-card'));
    expect(tops).to.deep.equal(state.tableau.map((column) => column.faceUp.at(-1)));
  });

  it('moves a card dragged with the mouse onto a legal pile', async () => {
    el = await dealt('klondike-solitaire', { 'deal-code': DEAL });
    await settled(el);
    const from = grabPoint(el.shadowRoot!.querySelector('[data-card="6C"]')!);
    const to = grabPoint(el.shadowRoot!.querySelector('[data-card="7H"]')!);
    const moved = new Promise<KlondikeMoveDetail>((resolve) => el?.addEventListener('move', (event) => resolve(event.detail), { once: true }));
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    for (const t of [0.25, 0.5, 0.75, 1]) {
      await sendMouse({ type: 'move', position: [Math.round(from[0] + (to[0] - from[0]) * t), Math.round(from[1] + (to[1] - from[1]) * t)] });
    }
    await sendMouse({ type: 'up' });
    expect(await moved).to.include({ action: 'move', from: 'tableau-5', to: 'tableau-6' });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[data-pile="tableau-6"] [data-card="6C"]')).to.not.equal(null);
  });

  it('show-winnable says the deal is winnable, answered by the solver worker built next to the bundle', async () => {
    el = await dealt('klondike-solitaire', { 'deal-code': DEAL, 'show-winnable': '' });
    expect(await settledVerdict(el)).to.equal('winnable');
    expect(replies.map((reply) => reply.verdict)).to.include('winnable');
    expect(workerFetched(window, 'klondike')).to.equal(true);
  });
});

/** Where the pointer takes a card: near its top edge, the part a card laid over it leaves showing. */
function grabPoint(card: Element): [number, number] {
  const rect = card.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + Math.min(10, rect.height / 2))];
}
