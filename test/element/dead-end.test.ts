import { expect, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { LitElement } from 'lit';
import { part, pileEl, settle, solitaire, speaks, tap } from './support/helpers.js';
import { type GameCase, BAKERS_DOZEN, dealt } from './support/games.js';
import { withReducedMotion } from './support/motion.js';

/**
 * KL1-D1V-AAAAAAG, Vegas: 6♣ onto 7♥, A♣ home, then the stock drawn through once (no recycle in
 * Vegas). Nothing is left but 6♣ back and forth between 7♥ and 7♦.
 */
const VEGAS = 'KL1-D1V-AAAAAAG';
const VEGAS_LINE = ['t5>t6', 't4>f4', ...Array<string>(23).fill('D')];

/** BD1-AAAAAB7 after three moves, found by seeded random play: only a lone card back and forth is left. */
const BD_DEAD = { ...BAKERS_DOZEN, dealCode: 'BD1-AAAAAB7' } satisfies GameCase;

function notice(el: LitElement): HTMLElement | null {
  return el.shadowRoot!.querySelector<HTMLElement>('.notice.dead-end');
}

/** A real click in the middle of an element of the element's shadow tree. */
async function click(el: LitElement, selector: string): Promise<void> {
  const target = part(el, selector);
  target.scrollIntoView({ block: 'center' });
  const rect = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)] });
  await el.updateComplete;
}

function playLine(el: { move(from: string, to: string): boolean; turnStock?: () => boolean }, line: readonly string[]): void {
  const pile = (name: string): string => (name.startsWith('t') ? `tableau-${name.slice(1)}` : `foundation-${name.slice(1)}`);
  for (const action of line) {
    const done = action === 'D' ? el.turnStock!() : el.move(pile(action.split('>')[0]), pile(action.split('>')[1]));
    expect(done, action).to.equal(true);
  }
}

withReducedMotion();

describe('a dead end', () => {
  it('is said at once, with no Hint pressed, once the last draw leaves no way forward; it floats over the felt', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VEGAS}></klondike-solitaire>`);
    playLine(el, VEGAS_LINE);
    await el.updateComplete;
    expect(notice(el), 'one card is still in the stock').to.equal(null);
    const height = el.getBoundingClientRect().height;
    const table = part(el, '.table').getBoundingClientRect();
    await tap(el, pileEl(el, 'stock'));
    expect(el.state.stock).to.have.length(0);
    expect(notice(el)!.textContent).to.contain('No move is left that leads anywhere.');
    expect(el.getBoundingClientRect().height, 'the notice takes no room').to.equal(height);
    const box = notice(el)!.getBoundingClientRect();
    expect(box.top).to.be.at.least(table.top);
    expect(box.bottom).to.be.at.most(table.bottom);
    // No loss is declared: the one legal move left still plays.
    expect(el.won).to.equal(false);
    expect(el.move('tableau-6', 'tableau-5')).to.equal(true);
    await el.updateComplete;
    expect(notice(el), 'back and forth is still no way forward').to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('its Undo takes the last action back, and its New game opens the New game dialog', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VEGAS}></klondike-solitaire>`);
    playLine(el, [...VEGAS_LINE, 'D']);
    await settle(el);
    expect(notice(el)).to.not.equal(null);
    await click(el, '.notice.dead-end button.undo');
    expect(el.state.stock).to.have.length(1);
    expect(el.moves).to.equal(25);
    expect(notice(el)).to.equal(null);
    expect(el.shadowRoot!.activeElement, 'the keyboard stays in the game').to.not.equal(null);
    el.turnStock();
    await settle(el);
    await click(el, '.notice.dead-end button.new-game');
    expect((part(el, 'dialog.new-game') as HTMLDialogElement).open).to.equal(true);
  });

  it('speaks French and Arabic', async () => {
    for (const [lang, words] of [
      ['fr', 'Plus aucun coup ne mène nulle part.'],
      ['ar', 'لم تبقَ حركة تؤدي إلى أي مكان.'],
    ]) {
      const el = await solitaire(html`<klondike-solitaire deal-code=${VEGAS} lang=${lang}></klondike-solitaire>`);
      await speaks(el, lang as 'fr' | 'ar');
      playLine(el, [...VEGAS_LINE, 'D']);
      await el.updateComplete;
      expect(notice(el)!.querySelector('p')!.textContent).to.equal(words);
      expect(notice(el)!.querySelector('button.new-game')!.textContent).to.equal(part(el, '.toolbar button.new-game').textContent);
    }
  });

  it("Baker's Dozen: said at once after the move that leaves no way forward", async () => {
    const el = await dealt(BD_DEAD);
    playLine(el, ['t10>t12', 't9>t11']);
    await el.updateComplete;
    expect(notice(el)).to.equal(null);
    // Tap then tap: the top card of column 1 onto column 2.
    const top = pileEl(el, 'tableau-1').lastElementChild!;
    await tap(el, top);
    await tap(el, pileEl(el, 'tableau-2').lastElementChild!);
    expect(el.moves).to.equal(3);
    expect(notice(el)).to.not.equal(null);
    await click(el, '.notice.dead-end button.undo');
    expect(el.moves).to.equal(2);
    expect(notice(el)).to.equal(null);
  });
});

describe('a refused undo', () => {
  for (const [lang, words] of [
    ['en', 'No undos left in this game.'],
    ['fr', 'Plus aucune annulation dans cette partie.'],
    ['ar', 'لم يبقَ لك تراجع في هذه المباراة.'],
  ]) {
    it(`says why with Ctrl+Z and U once max-undos is spent (${lang})`, async () => {
      const el = await solitaire(html`<klondike-solitaire deal-code=${VEGAS} max-undos="1" lang=${lang}></klondike-solitaire>`);
      if (lang !== 'en') await speaks(el, lang as 'fr' | 'ar');
      await tap(el, pileEl(el, 'stock'));
      await sendKeys({ press: 'Control+z' });
      await el.updateComplete;
      expect(el.state.waste).to.have.length(0);
      await tap(el, pileEl(el, 'stock'));
      await sendKeys({ press: 'Control+z' });
      await el.updateComplete;
      expect(el.state.waste, 'nothing undone').to.have.length(1);
      const status = part(el, '[part="status"]');
      expect(status.getAttribute('role')).to.equal('status');
      expect(status.textContent.trim()).to.equal(words);
      await tap(el, pileEl(el, 'stock'));
      expect(status.textContent.trim()).to.equal('');
      await sendKeys({ press: 'u' });
      await el.updateComplete;
      expect(status.textContent.trim()).to.equal(words);
    });
  }
});
