import { expect } from 'chai';
import { allCards, dealt, loadBundle } from './host-page.js';

describe('dist/bakers-dozen-solitaire.bundled.js', () => {
  it('deals the 52 cards face up, each with its data-card', async () => {
    await loadBundle('bakers-dozen-solitaire.bundled.js');
    const el = await dealt('bakers-dozen-solitaire', { 'deal-code': 'BD1-AAAAAAG' });
    expect(new Set(allCards(el.state)).size).to.equal(52);
    const shown = [...el.shadowRoot!.querySelectorAll('[data-card]')].map((card) => card.getAttribute('data-card'));
    expect(new Set(shown).size).to.equal(52);
  });
});
