import { expect } from '@open-wc/testing';
import { GAMES, type Solitaire } from './support/games.js';
import { heldPage } from './support/held-page.js';
import { cardEl, pointer, tap, topOf, until } from './support/helpers.js';

/** Where `card` lies now. */
function pileOf(el: Solitaire, card: string): string | undefined {
  return cardEl(el, card).closest<HTMLElement>('[data-pile]')?.dataset.pile;
}

/** Lets every update the element scheduled run: lit renders in microtasks, so one task is enough. */
const aTaskLater = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

for (const game of GAMES) {
  describe(`<${game.tag}>: pointer and keyboard play and the labels come after the first table`, () => {
    it('the table and its API work before they arrive, busy for screen readers; a tap meanwhile is played when they come (a drag is not), and then the table plays and is labelled', async () => {
      const page = await heldPage(game.tag, { holdInput: true });
      try {
        const el: Solitaire = page.document.createElement(game.tag);
        el.setAttribute('deal-code', game.dealCode);
        page.document.body.append(el);
        await until(el, () => el.shadowRoot!.querySelector(`[data-card="${game.home.card}"]`) !== null);
        el.focus();
        const shell = el.shadowRoot!.querySelector('.game')!;
        const column = el.shadowRoot!.querySelector(`[data-pile="${game.home.from}"]`)!;
        expect(shell.getAttribute('aria-busy'), 'a screen reader waits for the labels').to.equal('true');
        expect(column.hasAttribute('aria-label'), 'no label yet').to.equal(false);

        expect(await el.hint(), 'hint() answers at once').to.not.equal(null);
        expect(el.move(game.home.from as never, game.home.to as never), 'move() plays at once').to.equal(true);
        expect(el.state.moves).to.equal(1);
        expect(el.undo()).to.equal(true);
        await aTaskLater();
        expect(pileOf(el, game.home.card)).to.equal(game.home.from);

        const card = cardEl(el, game.home.card);
        const at = topOf(card);
        pointer(card, 'pointerdown', at);
        pointer(card, 'pointermove', { x: at.x + 40, y: at.y + 40 });
        pointer(card, 'pointerup', { x: at.x + 40, y: at.y + 40 });
        pointer(card, 'pointerdown', at);
        pointer(card, 'pointerup', at);
        await aTaskLater();
        expect(pileOf(el, game.home.card), 'nothing yet').to.equal(game.home.from);
        expect(el.moves).to.equal(0);

        await page.release('table-input');
        await el.updateComplete;
        expect(shell.getAttribute('aria-busy'), 'the labels came with the input').to.equal('false');
        expect(column.getAttribute('aria-label')).to.match(/^column \d+, /);
        expect(cardEl(el, game.home.card).querySelector('.visually-hidden')?.textContent).to.match(/ of /);
        expect(pileOf(el, game.home.card), 'the tap, played once the input came').to.equal(game.home.to);
        expect(el.moves, 'the tap alone: the drag before it was not played').to.equal(1);
        expect(el.shadowRoot!.activeElement?.closest('.table'), 'focus() waited for the keyboard, then went into the table').to.not.equal(null);

        expect(el.undo()).to.equal(true);
        await el.updateComplete;
        await tap(el, cardEl(el, game.home.card));
        expect(pileOf(el, game.home.card), 'a tap once the input came').to.equal(game.home.to);
      } finally {
        page.close();
      }
    });
  });
}
