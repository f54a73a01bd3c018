// The page's own @lit/localize (this file's page configures it, as a host would) and the
// element's languages do not touch each other, whichever is first.
import { expect, html } from '@open-wc/testing';
import { configureLocalization, msg } from '@lit/localize';
import { VECTOR, part, solitaire, speaks } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

withReducedMotion();

describe('a host page that uses @lit/localize itself', () => {
  it('keeps its own configuration and locale, and the element still speaks Arabic', async () => {
    const before = await solitaire(html`<klondike-solitaire deal-code=${VECTOR} lang="fr"></klondike-solitaire>`);
    await speaks(before, 'fr');
    const { getLocale, setLocale } = configureLocalization({
      sourceLocale: 'en',
      targetLocales: ['de'],
      loadLocale: () => Promise.resolve({ templates: { greeting: 'Hallo' } }),
    });
    await setLocale('de');
    expect(getLocale()).to.equal('de');
    expect(msg('Hello', { id: 'greeting' })).to.equal('Hallo');
    const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR} lang="ar"></klondike-solitaire>`);
    await speaks(el, 'ar');
    before.requestUpdate();
    await before.updateComplete;
    expect(part(before, 'button.new-game').textContent.trim()).to.equal('Nouvelle partie');
    expect(getLocale()).to.equal('de');
  });
});
