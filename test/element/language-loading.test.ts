// A translation is a module of its own, fetched when an element first speaks it: on a slow
// network the table is there before its words. Each test's element lives on a page of its own
// whose translation requests the dev server holds until the test releases them, so every
// moment of the wait can be looked at, and no test's translations are another test's.
import { expect } from '@open-wc/testing';
import { GAMES, type GameCase, type Solitaire, dealt } from './support/games.js';
import { type HeldPage, heldPage } from './support/held-page.js';
import { part, speaks } from './support/helpers.js';
import { withHeldTimeouts } from './support/time.js';

/** The attributes whose words a screen reader says. */
const SPOKEN_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'title', 'placeholder', 'alt'];

/** Every word the element's shadow tree shows or gives a screen reader now: its text and its labels. */
function wordsOf(el: Element): Set<string> {
  const root = el.shadowRoot!;
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('style')) texts.push((node as Text).data);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of SPOKEN_ATTRIBUTES) texts.push(element.getAttribute(name) ?? '');
  }
  // A word is a run of letters: a corner rank (Q, D) counts, digits and suit signs do not.
  return new Set(texts.flatMap((text) => text.match(/\p{L}+/gu) ?? []));
}

/** The words of every state the element's shadow tree is in from now on, each change looked at as it happens. */
function watch(el: Element): { words: Set<string>; stop: () => void } {
  const words = wordsOf(el);
  const look = (): void => wordsOf(el).forEach((word) => words.add(word));
  const observer = new MutationObserver(look);
  observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
  return {
    words,
    stop: () => {
      look();
      observer.disconnect();
    },
  };
}

/** What a player does before the words are there: sends a card home, so the live region speaks. */
async function play(el: Solitaire, game: GameCase): Promise<void> {
  expect(el.move(game.home.from as never, game.home.to as never)).to.equal(true);
  await el.updateComplete;
}

/** Every word an English element shows from the deal through `play`. */
async function englishWords(game: GameCase): Promise<Set<string>> {
  const el = await dealt(game, { lang: 'en' });
  const seen = watch(el);
  await play(el, game);
  seen.stop();
  el.remove();
  return seen.words;
}

/** The words of `seen` that belong to one of `others` and not to what the element says at last. */
function foreign(seen: Set<string>, others: Set<string>[], final: Set<string>): string[] {
  return [...seen].filter((word) => others.some((other) => other.has(word)) && !final.has(word));
}

/** Runs `body` with an element of `game` on a held page, `lang` given by `setLang` before it is added. */
async function onHeldPage(game: GameCase, setLang: (el: Element, page: HeldPage) => void, body: (el: Solitaire, page: HeldPage) => unknown): Promise<void> {
  const page = await heldPage(game.tag);
  try {
    const el = page.document.createElement(game.tag);
    el.setAttribute('deal-code', game.dealCode);
    setLang(el, page);
    page.document.body.append(el);
    await body(el, page);
  } finally {
    page.close();
  }
}

function busy(el: Solitaire): string | null {
  return part(el, '.game').getAttribute('aria-busy');
}

for (const game of GAMES) {
  describe(`<${game.tag}>: a translation on a slow network`, () => {
    for (const [lang, setLang, where] of [
      ['ar', (_el: Element, page: HeldPage) => (page.document.documentElement.lang = 'ar'), 'the page'],
      ['fr', (el: Element) => el.setAttribute('lang', 'fr'), 'the element'],
    ] as const) {
      it(`deals at once, then says no word until ${lang} (from ${where}) arrives: no English text, label or announcement meanwhile`, async () => {
        const english = await englishWords(game);
        await onHeldPage(game, setLang, async (el, page) => {
          const seen = watch(el);
          await el.updateComplete;
          const waiting = { cards: el.shadowRoot!.querySelectorAll('[data-card]').length, lang: part(el, '.game').lang, busy: busy(el) };
          await play(el, game);
          await page.release(lang);
          await speaks(el, lang);
          seen.stop();
          expect(foreign(seen.words, [english], wordsOf(el)), 'English words shown').to.deep.equal([]);
          expect(waiting.cards, 'the cards are dealt before the words come').to.be.at.least(7);
          expect(waiting.lang).to.equal(lang);
          expect(waiting.busy, 'assistive technology is told to wait').to.equal('true');
          expect(busy(el)).to.equal('false');
          expect(part(el, '.announcer').textContent.trim(), 'what the move said, in its words').to.equal(game.homeAnnounced[lang]);
        });
      });
    }
  });
}

const [KLONDIKE] = GAMES;

describe('<klondike-solitaire>: a translation that does not come', () => {
  it('speaks English, visibly and to a screen reader, when the translation fails to load', async () => {
    await onHeldPage(
      KLONDIKE,
      (el) => el.setAttribute('lang', 'ar'),
      async (el, page) => {
        const warned: unknown[][] = [];
        page.window.console.warn = (...args: unknown[]) => void warned.push(args);
        await el.updateComplete;
        await page.release('ar', 'fail');
        await speaks(el, 'en');
        expect(part(el, '.game').lang, 'the English words are marked English').to.equal('en');
        expect(busy(el)).to.equal('false');
        expect(part(el, '[data-pile="tableau-1"]').getAttribute('aria-label')).to.equal('column 1, one card');
        expect(warned.map(([text]) => text)).to.deep.equal(['solitaire-elements: the ar translation could not be loaded; showing English.']);
        // Another element asking for it later gets English at once, without a second warning.
        const later = page.document.createElement('klondike-solitaire');
        later.setAttribute('lang', 'ar');
        page.document.body.append(later);
        await speaks(later, 'en');
        expect(warned).to.have.length(1);
      },
    );
  });

  it('speaks English once it has waited long enough, then its own language when that comes', async () => {
    const page = await heldPage('klondike-solitaire');
    try {
      await withHeldTimeouts(async (waitedLongEnough) => {
        const el = page.document.createElement('klondike-solitaire');
        el.setAttribute('lang', 'ar');
        page.document.body.append(el);
        await el.updateComplete;
        expect(part(el, 'button.new-game').textContent.trim(), 'no word while the translation may still come').to.equal('');
        waitedLongEnough();
        await speaks(el, 'en');
        expect(busy(el)).to.equal('false');
        await page.release('ar');
        await speaks(el, 'ar');
        expect(part(el, '.game').lang).to.equal('ar');
      }, page.window);
    } finally {
      page.close();
    }
  });

  it('a change to a language still on its way shows no word of the one before, nor English, meanwhile', async () => {
    const english = await englishWords(KLONDIKE);
    await onHeldPage(
      KLONDIKE,
      (el) => el.setAttribute('lang', 'ar'),
      async (el, page) => {
        await page.release('ar');
        await speaks(el, 'ar');
        await play(el, KLONDIKE);
        const arabic = wordsOf(el);
        el.setAttribute('lang', 'fr');
        await el.updateComplete;
        const seen = watch(el);
        const waitingBusy = busy(el);
        await page.release('fr');
        await speaks(el, 'fr');
        seen.stop();
        expect(foreign(seen.words, [english, arabic], wordsOf(el)), 'Arabic or English words shown').to.deep.equal([]);
        expect(waitingBusy).to.equal('true');
        expect(part(el, '.announcer').textContent.trim()).to.equal(KLONDIKE.homeAnnounced.fr);
      },
    );
  });
});
