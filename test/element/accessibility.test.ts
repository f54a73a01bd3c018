import { expect, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/index.js';
import { VECTOR, cardEl, part, pileEl, solitaire, speaks } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

/** The element once its language has loaded (English is there from the start). */
async function speaking(template: ReturnType<typeof html>, locale: 'ar' | 'fr'): Promise<KlondikeSolitaire> {
  const el = await solitaire(template);
  await speaks(el, locale);
  return el;
}

withReducedMotion();

describe('accessibility (axe-core)', () => {
  it('English, left to right: no violation', async () => {
    const el = await solitaire();
    await expect(el).to.be.accessible();
  });

  it('Arabic, right to left: no violation', async () => {
    const el = await speaking(html`<klondike-solitaire deal-code=${VECTOR} lang="ar" dir="rtl"></klondike-solitaire>`, 'ar');
    await expect(el).to.be.accessible();
  });

  it('French: no violation', async () => {
    const el = await speaking(html`<klondike-solitaire deal-code=${VECTOR} lang="fr"></klondike-solitaire>`, 'fr');
    await expect(el).to.be.accessible();
  });

  it('with a card selected: no violation, and the card says it is pressed', async () => {
    const el = await solitaire();
    cardEl(el, 'QH').focus();
    cardEl(el, 'QH').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(cardEl(el, 'QH').getAttribute('aria-pressed')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  for (const dialog of ['new-game', 'help']) {
    it(`with the ${dialog} dialog open, in Arabic: no violation`, async () => {
      const el = await speaking(html`<klondike-solitaire deal-code=${VECTOR} lang="ar" dir="rtl"></klondike-solitaire>`, 'ar');
      part(el, dialog === 'help' ? 'button.keys' : 'button.new-game').click();
      await el.updateComplete;
      expect((part(el, `dialog.${dialog}`) as HTMLDialogElement).open).to.equal(true);
      await expect(el).to.be.accessible();
    });
  }

  it('forced colours: cards keep their edges, backs their hatch, the selection and the hint their own outlines', async () => {
    await emulateMedia({ forcedColors: 'active' });
    try {
      const el = await solitaire();
      const back = pileEl(el, 'tableau-7').querySelector<HTMLElement>('.card.back')!;
      expect(getComputedStyle(back).borderTopStyle).to.equal('solid');
      expect(getComputedStyle(back).backgroundImage).to.contain('gradient');
      expect(getComputedStyle(cardEl(el, 'JD')).borderTopStyle).to.equal('solid');
      cardEl(el, 'QH').focus();
      cardEl(el, 'QH').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
      void el.hint();
      await el.updateComplete;
      const selected = getComputedStyle(cardEl(el, 'QH'));
      expect(selected.borderTopStyle).to.equal('solid');
      expect(selected.borderTopWidth).to.equal('4px');
      expect(selected.outlineStyle, 'the focus ring too').to.equal('solid');
      expect(getComputedStyle(el.shadowRoot!.querySelector('.card.hint, .pile.hint > :last-child')!).outlineStyle).to.equal('dashed');
      // The suit symbols stay, so a suit never depends on its colour.
      expect(cardEl(el, 'QH').querySelector('.index svg.suit path')!.getAttribute('d')).to.not.equal('');
    } finally {
      await emulateMedia({ forcedColors: 'none' });
    }
  });

  it('four-color gives each suit its own colour', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR} four-color></klondike-solitaire>`);
    expect(el.fourColor).to.equal(true);
    const colours = ['QH', 'JD', 'AC'].map((card) => getComputedStyle(cardEl(el, card)).color);
    expect(new Set(colours).size).to.equal(3);
    el.fourColor = false;
    await el.updateComplete;
    expect(getComputedStyle(cardEl(el, 'QH')).color).to.equal(getComputedStyle(cardEl(el, 'JD')).color);
    await expect(el).to.be.accessible();
  });

  it('every card, button and empty place is at least 24 × 24 px, also on a 300 px table', async () => {
    const wrapper = document.createElement('div');
    wrapper.style.width = '300px';
    document.body.append(wrapper);
    try {
      const el = await solitaire();
      wrapper.append(el);
      await el.updateComplete;
      // Face-up cards show at least 24px of themselves, even when a column holds many.
      for (let i = 0; i < 24; i++) el.turnStock();
      await el.updateComplete;
      const targets = [...el.shadowRoot!.querySelectorAll<HTMLElement>('button, [role="button"], .pile')];
      for (const target of targets) {
        const rect = target.getBoundingClientRect();
        if (rect.width === 0 || target.classList.contains('read-out')) continue;
        expect(rect.width, target.className).to.be.at.least(24);
        expect(rect.height, target.className).to.be.at.least(24);
      }
    } finally {
      wrapper.remove();
    }
  });
});
