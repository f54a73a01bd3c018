import { expect, fixture, html } from '@open-wc/testing';
import { supportedLocale } from '../../src/element/i18n/localization.js';
import { loaders } from '../../src/locales/loaders.js';
import { GAMES, type GameCase, type Solitaire, dealt } from './support/games.js';
import { VECTOR, part, pileEl, solitaire, speaks } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

function announced(el: Solitaire): string {
  return part(el, '.announcer').textContent.trim();
}

/** Resolves once a change of `lang` on `element` has been delivered to every observer of it. */
function langChanged(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true, attributeFilter: ['lang'] });
  });
}

/** What both elements say, and in which language, on the game's own test vector. */
function languages(game: GameCase): void {
  const { home } = game;

  describe(`<${game.tag}>: languages`, () => {
    for (const [lang, dir] of [
      ['en', 'ltr'],
      ['ar', 'rtl'],
      ['fr', 'ltr'],
    ] as const) {
      it(`announces a card sent home in ${lang}: the card, where it went, what turned up, the score`, async () => {
        const el = await dealt(game, { lang, dir });
        await speaks(el, lang);
        expect(part(el, '.announcer').getAttribute('aria-live')).to.equal('polite');
        expect(el.move(home.from as never, home.to as never)).to.equal(true);
        await el.updateComplete;
        expect(announced(el)).to.equal(game.homeAnnounced[lang]);
      });
    }

    it('two instances on one page speak their own languages', async () => {
      const page = await fixture<HTMLElement>(html`<div lang="fr"></div>`);
      const [fr, ar] = [document.createElement(game.tag), document.createElement(game.tag)];
      for (const el of [fr, ar]) el.setAttribute('deal-code', game.dealCode);
      ar.setAttribute('lang', 'ar');
      ar.setAttribute('dir', 'rtl');
      page.append(fr, ar);
      await speaks(fr, 'fr');
      await speaks(ar, 'ar');
      expect(part(fr, '.game').lang).to.equal('fr');
      expect(part(ar, '.game').lang).to.equal('ar');
      expect(part(fr, '[data-card="QH"]').textContent).to.contain('dame de cœur');
      expect(part(ar, '[data-card="QH"]').textContent).to.contain('ملكة قلوب');
    });

    it('takes the language from an ancestor across a shadow root, then the document, and follows changes', async () => {
      const host = await fixture<HTMLElement>(html`<div lang="ar"><section></section></div>`);
      const shadow = host.querySelector('section')!.attachShadow({ mode: 'open' });
      const el = document.createElement(game.tag);
      el.dealCode = game.dealCode;
      shadow.append(el);
      await el.updateComplete;
      await speaks(el, 'ar');
      host.setAttribute('lang', 'fr-FR');
      await speaks(el, 'fr');
      host.removeAttribute('lang');
      const documentLang = document.documentElement.getAttribute('lang');
      try {
        document.documentElement.setAttribute('lang', 'ar-EG');
        await speaks(el, 'ar');
        el.setAttribute('lang', 'de');
        await speaks(el, 'en');
        el.removeAttribute('lang');
        await speaks(el, 'ar');
        el.remove();
        // French has loaded by now: an element still listening would take it up with the change.
        const delivered = langChanged(document.documentElement);
        document.documentElement.setAttribute('lang', 'fr');
        await delivered;
        el.requestUpdate();
        await el.updateComplete;
        expect(part(el, 'button.new-game').textContent.trim(), 'a removed element stops listening').to.equal('لعبة جديدة');
      } finally {
        if (documentLang === null) document.documentElement.removeAttribute('lang');
        else document.documentElement.setAttribute('lang', documentLang);
      }
    });
  });
}

withReducedMotion();

for (const game of GAMES) languages(game);

describe('<klondike-solitaire>: languages', () => {
  it('announces a draw and its undo in English, and a refused move changes nothing said', async () => {
    const el = await solitaire();
    const announcer = part(el, '.announcer');
    expect(el.move('tableau-4', 'foundation-4')).to.equal(true);
    await el.updateComplete;
    expect(el.move('tableau-1', 'tableau-6')).to.equal(false);
    el.turnStock();
    await el.updateComplete;
    expect(announced(el)).to.equal('Drew four of spades, 23 cards left in the stock, score 15');
    el.undo();
    await el.updateComplete;
    expect(announced(el)).to.equal('Undone: four of spades back on the stock, score 15');
    expect(announcer.contains(el.shadowRoot!.querySelector('.announcer p'))).to.equal(true);
  });

  it('announces a draw in Arabic, with Arabic card names, plurals and the seeds’ pile names', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR} lang="ar" dir="rtl"></klondike-solitaire>`);
    await speaks(el, 'ar');
    el.move('tableau-4', 'foundation-4');
    el.turnStock();
    await el.updateComplete;
    expect(announced(el)).to.equal('سُحبت أربعة بستوني، بقي في كومة السحب 23 بطاقة، النقاط 15');
    expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal('كومة السحب، 23 بطاقة: اسحب');
    expect(pileEl(el, 'tableau-2').getAttribute('aria-label')).to.equal('العمود 2، بطاقتان، واحدة منها مقلوبة');
    expect(pileEl(el, 'tableau-5').getAttribute('aria-label')).to.equal('العمود 5، 5 بطاقات، 4 منها مقلوبة');
    expect(pileEl(el, 'waste').getAttribute('aria-label')).to.equal('كومة المكشوف، بطاقة واحدة');
    expect(part(el, '[data-card="QH"]').textContent).to.contain('ملكة قلوب');
    // Corner ranks and the score keep Western digits and letters, as in the seeds.
    expect(part(el, '[data-card="QH"] .rank').textContent).to.equal('Q');
    expect(part(el, '.score').textContent).to.equal('15');
  });

  it('a French player reads French, with the French corner letters', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR} lang="fr-CA"></klondike-solitaire>`);
    await speaks(el, 'fr');
    expect(part(el, '[data-card="QH"] .rank').textContent).to.equal('D');
    expect(pileEl(el, 'tableau-7').getAttribute('aria-label')).to.equal('la colonne 7, 7 cartes, dont 6 face cachée');
  });

  it('reads out the whole table on request', async () => {
    const el = await solitaire();
    part(el, 'button.read-out').click();
    await el.updateComplete;
    const text = announced(el);
    expect(text).to.match(/^Stock, 24 cards\. Waste, empty\. Spades foundation, empty\./);
    expect(text).to.contain('Column 1, one card: queen of hearts.').and.contain('Column 7, 7 cards, 6 face down: nine of hearts.');
  });

  it('matches language tags to translations: ar-EG speaks ar, anything unknown English', () => {
    expect(['ar-EG', 'AR', 'fr_CA', 'fr', 'de', '', 'en-GB'].map(supportedLocale)).to.deep.equal(['ar', 'ar', 'fr', 'fr', 'en', 'en', 'en']);
  });

  it('every message has an Arabic and a French translation, and the built locale modules hold them all', async () => {
    const units = async (locale: string): Promise<Map<string, string>> => {
      const xliff = new DOMParser().parseFromString(await (await fetch(`/xliff/${locale}.xlf`)).text(), 'application/xml');
      // A target may be placeholders alone ("{0} {1}"): it counts when it holds anything.
      return new Map([...xliff.querySelectorAll('trans-unit')].map((unit) => [unit.id, unit.querySelector('target')?.innerHTML.trim() ?? '']));
    };
    const [ar, fr] = [await units('ar'), await units('fr')];
    expect(ar.size).to.be.greaterThan(100);
    expect([...ar.keys()].sort()).to.deep.equal([...fr.keys()].sort());
    for (const [locale, translations] of [
      ['ar', ar],
      ['fr', fr],
    ] as const) {
      expect(
        [...translations].filter(([, target]) => target === '').map(([id]) => id),
        `${locale} units without a target`,
      ).to.deep.equal([]);
      const { templates } = await loaders[locale]!();
      expect(Object.keys(templates).sort(), `src/locales/${locale}.ts is built from xliff/${locale}.xlf`).to.deep.equal([...translations.keys()].sort());
    }
  });
});
