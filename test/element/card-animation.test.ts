import { expect, fixture, html } from '@open-wc/testing';
import '../../src/klondike-solitaire.js';
import type { KlondikeSolitaire } from '../../src/index.js';

/** The card element showing `card` in the element's shadow root. */
function cardElement(el: KlondikeSolitaire, card: string): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>(`[data-card="${card}"]`)!;
}

describe('cards fly from where they were (FLIP)', () => {
  it('a card moved by a play animates from its old place, and one left alone does not', async () => {
    // KL1-D1N-AAAAAAG: 6C ends column 5 and 7H column 6, so t5>t6 is legal.
    const el = await fixture<KlondikeSolitaire>(html`<klondike-solitaire deal-code="KL1-D1N-AAAAAAG"></klondike-solitaire>`);
    await el.updateComplete;
    for (const animation of el.shadowRoot!.getAnimations()) animation.finish();
    expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
    await el.updateComplete;
    const moved = cardElement(el, '6C').getAnimations();
    expect(moved).to.have.length.greaterThan(0);
    expect(String((moved[0] as Animation & { effect: KeyframeEffect }).effect.getKeyframes()[0].transform)).to.match(/^translate\(/);
    expect(cardElement(el, 'QH').getAnimations()).to.have.length(0);
  });

  it('a card turned face up by a move is animated turning over', async () => {
    const el = await fixture<KlondikeSolitaire>(html`<klondike-solitaire deal-code="KL1-D1N-AAAAAAG"></klondike-solitaire>`);
    await el.updateComplete;
    for (const animation of el.shadowRoot!.getAnimations()) animation.finish();
    el.move('tableau-5', 'tableau-6');
    await el.updateComplete;
    // 7D lay face down under 6C: the same card element's place is now a face.
    const turned = cardElement(el, '7D').getAnimations();
    expect(turned).to.have.length.greaterThan(0);
    expect(String((turned[0] as Animation & { effect: KeyframeEffect }).effect.getKeyframes()[0].transform)).to.include('rotateY');
  });
});
