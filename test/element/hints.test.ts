import { expect, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { LitElement } from 'lit';
import { VECTOR, cardEl, part, pileEl, settle, solitaire, tap } from './support/helpers.js';
import { BAKERS_DOZEN, dealt } from './support/games.js';
import { withHeldTimeouts } from './support/time.js';

/** The destination's mark: the last thing on the pile the hint sends the cards to. */
function destination(el: LitElement, pile: string): Element {
  return pileEl(el, pile).lastElementChild!;
}

function marks(el: LitElement): Element[] {
  return [...el.shadowRoot!.querySelectorAll('.card.hint, .pile.hint, .hint-lead, .hint-from, .chip, .hint-words')];
}

function centreOf(element: Element): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

describe('hints', () => {
  it('the marks stay on the table after every timer has run and every animation has ended', async () => {
    await withHeldTimeouts(async (release) => {
      const el = await solitaire();
      // 6C to 7H (docs: it uncovers a card over three face-down ones).
      expect(await el.hint()).to.deep.equal({ from: 'tableau-5', to: 'tableau-6', count: 1 });
      await el.updateComplete;
      release();
      await settle(el);
      await el.updateComplete;
      expect(cardEl(el, '6C').classList.contains('hint')).to.equal(true);
      expect(pileEl(el, 'tableau-6').classList.contains('hint')).to.equal(true);
      const source = getComputedStyle(cardEl(el, '6C'));
      expect(source.outlineStyle).to.not.equal('none');
      expect(source.outlineColor).to.not.equal('rgba(0, 0, 0, 0)');
      expect(part(el, '.chip.from').isConnected).to.equal(true);
    });
  });

  it('marks the cards to move and the place they go apart, by shape, also in forced colours', async () => {
    const el = await solitaire();
    void el.hint();
    await el.updateComplete;
    const check = (): void => {
      const from = getComputedStyle(cardEl(el, '6C'));
      const to = getComputedStyle(destination(el, 'tableau-6'));
      expect(from.outlineStyle).to.equal('dashed');
      expect(to.outlineStyle).to.equal('double');
      const [fromChip, toChip] = [part(el, '.chip.from'), part(el, '.chip.to')];
      expect(fromChip.textContent).to.not.equal(toChip.textContent);
      expect(getComputedStyle(fromChip).borderRadius).to.not.equal(getComputedStyle(toChip).borderRadius);
    };
    check();
    await emulateMedia({ forcedColors: 'active' });
    try {
      check();
      expect(getComputedStyle(destination(el, 'tableau-6')).outlineColor).to.equal(getComputedStyle(cardEl(el, '6C')).outlineColor);
    } finally {
      await emulateMedia({ forcedColors: 'none' });
    }
  });

  it('puts its chips on the hinted cards and its words by the destination, over the felt', async () => {
    const el = await solitaire();
    const height = part(el, '.table').getBoundingClientRect().height;
    void el.hint();
    await settle(el);
    const card = cardEl(el, '6C').getBoundingClientRect();
    const chip = centreOf(part(el, '.chip.from'));
    expect(Math.abs(chip.x - card.right)).to.be.below(card.width / 2);
    expect(Math.abs(chip.y - card.top)).to.be.below(card.width / 2);
    const target = destination(el, 'tableau-6').getBoundingClientRect();
    const words = part(el, '.hint-words');
    expect(words.textContent).to.equal('Hint: six of clubs to column 6.');
    expect(words.getAttribute('aria-hidden'), 'the status line says it to assistive technology').to.equal('true');
    expect(part(el, '[part="status"]').textContent).to.contain('six of clubs');
    const box = words.getBoundingClientRect();
    expect(box.top - target.bottom).to.be.within(0, target.height / 2);
    expect(box.left).to.be.below(target.right);
    expect(box.right).to.be.above(target.left);
    expect(part(el, '.table').getBoundingClientRect().height, 'the words take no room').to.equal(height);
  });

  it('a ghost of the card glides from the cards to their destination, except under reduced motion', async () => {
    const el = await solitaire();
    void el.hint();
    await el.updateComplete;
    const ghost = part(el, '.notices .ghost');
    expect(ghost.getAttribute('aria-hidden')).to.equal('true');
    expect(ghost.hasAttribute('data-card'), 'no second 6C for the table').to.equal(false);
    expect(ghost.getAnimations()).to.have.length(1);
    await settle(el);
    expect(el.shadowRoot!.querySelector('.ghost'), 'gone once it has glided').to.equal(null);
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      void el.hint();
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.ghost')).to.equal(null);
      expect(cardEl(el, '6C').classList.contains('hint'), 'the marks still show').to.equal(true);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('the next action clears them: a draw, a selection, an undo, a new game', async () => {
    const el = await solitaire();
    void el.hint();
    await el.updateComplete;
    await tap(el, pileEl(el, 'stock'));
    expect(el.state.waste).to.have.length(1);
    expect(marks(el)).to.deep.equal([]);

    void el.hint();
    await el.updateComplete;
    expect(marks(el)).to.not.deep.equal([]);
    // The queen of hearts cannot go home: the tap selects it.
    await tap(el, cardEl(el, 'QH'));
    expect(cardEl(el, 'QH').classList.contains('selected')).to.equal(true);
    expect(marks(el)).to.deep.equal([]);

    void el.hint();
    await el.updateComplete;
    cardEl(el, 'QH').focus();
    await sendKeys({ press: 'Control+z' });
    await el.updateComplete;
    expect(el.state.waste).to.have.length(0);
    expect(marks(el)).to.deep.equal([]);

    void el.hint();
    await el.updateComplete;
    await el.newGame({ dealCode: VECTOR });
    await el.updateComplete;
    expect(marks(el)).to.deep.equal([]);
  });

  it('a draw is hinted on the stock, where the card would land on the waste', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR}></klondike-solitaire>`);
    el.move('tableau-5', 'tableau-6');
    el.move('tableau-4', 'foundation-4');
    expect(await el.hint()).to.deep.equal({ from: 'stock', to: 'waste', count: 1 });
    await el.updateComplete;
    expect(pileEl(el, 'stock').classList.contains('hint-from')).to.equal(true);
    expect(pileEl(el, 'waste').classList.contains('hint')).to.equal(true);
    expect(getComputedStyle(destination(el, 'stock')).outlineStyle).to.equal('dashed');
    expect(getComputedStyle(destination(el, 'waste')).outlineStyle).to.equal('double');
  });

  it("Baker's Dozen: the solver's move is marked the same way until the next action", async () => {
    const el = await dealt(BAKERS_DOZEN);
    const hint = await el.hint();
    await settle(el);
    const lead = el.shadowRoot!.querySelector(`[data-pile="${hint!.from}"] .card.hint-lead`)!;
    expect(getComputedStyle(lead).outlineStyle).to.equal('dashed');
    expect(getComputedStyle(destination(el, hint!.to)).outlineStyle).to.equal('double');
    expect(part(el, '.hint-words').textContent).to.match(/^Hint: /);
    el.move(hint!.from, hint!.to, hint!.count);
    await el.updateComplete;
    expect(marks(el)).to.deep.equal([]);
  });
});
