import { expect } from '@open-wc/testing';
import { cardEl, pileEl, pointer, settle, solitaire } from './support/helpers.js';

/** Presses `card` at `grip` (from its top left), drags in steps and releases with the pointer at `to`. */
async function dragBy(
  el: Awaited<ReturnType<typeof solitaire>>,
  card: HTMLElement,
  grip: { x: number; y: number },
  to: { x: number; y: number },
  pointerType: 'mouse' | 'touch',
): Promise<DOMRect> {
  await settle(el);
  const rect = card.getBoundingClientRect();
  const start = { x: rect.left + grip.x, y: rect.top + grip.y };
  pointer(card, 'pointerdown', start, { pointerType });
  for (const t of [0.1, 0.5, 1]) pointer(card, 'pointermove', { x: start.x + (to.x - start.x) * t, y: start.y + (to.y - start.y) * t }, { pointerType });
  await el.updateComplete;
  const lying = card.getBoundingClientRect();
  pointer(card, 'pointerup', to, { pointerType });
  await el.updateComplete;
  return lying;
}

/** The share of `a` that lies over `b`. */
function share(a: DOMRect, b: DOMRect): number {
  const width = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
  const height = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  return (width * height) / (a.width * a.height);
}

describe('a drop counts where the dragged card lies (docs/rules.md, "Klondike › Taps, double taps and drags")', () => {
  for (const pointerType of ['mouse', 'touch'] as const) {
    it(`${pointerType}: the 6♣ lying mostly over column 6, the pointer in the gap beside it, goes onto the 7♥`, async () => {
      const el = await solitaire();
      const six = cardEl(el, '6C');
      const seven = cardEl(el, '7H');
      const target = seven.getBoundingClientRect();
      const gap = pileEl(el, 'tableau-6').getBoundingClientRect().left - pileEl(el, 'tableau-5').getBoundingClientRect().right;
      expect(gap, 'columns stand apart').to.be.above(1);
      // Held by its left edge, the card lies to the right of the pointer, which stops in the gap.
      const lying = await dragBy(el, six, { x: 1, y: 4 }, { x: target.left - gap / 2, y: target.top + 20 }, pointerType);
      expect(share(lying, pileEl(el, 'tableau-6').getBoundingClientRect())).to.be.above(0.7);
      expect(el.state.tableau[5].faceUp).to.deep.equal(['7H', '6C']);
    });
  }

  it('a card lying over no legal pile glides back, as before', async () => {
    const el = await solitaire();
    const six = cardEl(el, '6C');
    const queen = cardEl(el, 'QH').getBoundingClientRect();
    await dragBy(el, six, { x: 10, y: 4 }, { x: queen.left + 10, y: queen.top + 6 }, 'mouse');
    expect(el.state.tableau[4].faceUp).to.deep.equal(['6C']);
    expect(el.moves).to.equal(0);
  });
});
