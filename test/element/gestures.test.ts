import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { KlondikeMoveDetail, KlondikeSolitaire } from '../../src/index.js';
import { DEFAULT_HOUSE_RULES, foundationSuit, makeCard, makePileId, startGame, tableauColumn } from '../../src/engine/index.js';
import { VECTOR, cardEl, drag, part, pileEl, playByApi, recorded, settle, solitaire, tap, topOf, winningActions, WINNING_DEAL, engineGame } from './helpers.js';

const POINTERS = ['mouse', 'touch'] as const;

async function moves(el: KlondikeSolitaire, run: () => unknown): Promise<KlondikeMoveDetail[]> {
  return (await recorded<KlondikeMoveDetail>(el, 'move', run)).map((event) => event.detail);
}

describe('taps, double taps and drags', () => {
  for (const pointerType of POINTERS) {
    it(`${pointerType}: a tap sends a top card to its foundation`, async () => {
      const el = await solitaire();
      const played = await moves(el, () => tap(el, cardEl(el, 'AC'), { pointerType }));
      expect(played).to.have.length(1);
      expect(played[0]).to.include({ from: 'tableau-4', to: 'foundation-4', flipped: 'JH' });
      expect(el.state.foundations[3]).to.deep.equal(['AC']);
      expect(pileEl(el, 'foundation-4').querySelector('[data-card="AC"]')).to.exist;
    });

    it(`${pointerType}: tap-then-tap moves the selected card onto the tapped pile`, async () => {
      const el = await solitaire();
      await tap(el, cardEl(el, '6C'), { pointerType });
      expect(cardEl(el, '6C').classList.contains('selected')).to.equal(true);
      expect(cardEl(el, '6C').getAttribute('aria-pressed')).to.equal('true');
      expect(el.moves).to.equal(0);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const played = await moves(el, () => tap(el, cardEl(el, '7H'), { pointerType }));
      expect(played.map((move) => [move.from, move.to])).to.deep.equal([['tableau-5', 'tableau-6']]);
      expect(el.shadowRoot!.querySelector('.selected')).to.equal(null);
    });

    it(`${pointerType}: a double tap sends the card to the tableau`, async () => {
      const el = await solitaire();
      const played = await moves(el, async () => {
        await tap(el, cardEl(el, '6C'), { pointerType });
        await tap(el, cardEl(el, '6C'), { pointerType });
      });
      expect(played.map((move) => [move.from, move.to])).to.deep.equal([['tableau-5', 'tableau-6']]);
    });

    it(`${pointerType}: a drag moves the card onto a legal pile, lighting the legal ones meanwhile`, async () => {
      const el = await solitaire();
      const six = cardEl(el, '6C');
      const start = topOf(six);
      six.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, isPrimary: true, pointerId: 3, pointerType, clientX: start.x, clientY: start.y, button: 0 }));
      six.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true, isPrimary: true, pointerId: 3, pointerType, clientX: start.x + 3, clientY: start.y + 2 }));
      await el.updateComplete;
      expect(six.classList.contains('dragging'), 'below the threshold').to.equal(false);
      six.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true, isPrimary: true, pointerId: 3, pointerType, clientX: start.x + 40, clientY: start.y + 20 }));
      await el.updateComplete;
      expect(six.classList.contains('dragging')).to.equal(true);
      expect(six.style.getPropertyValue('--dx')).to.equal('40px');
      expect([...el.shadowRoot!.querySelectorAll('.pile.target')].map((pile) => pile.getAttribute('data-pile'))).to.deep.equal(['tableau-6']);
      const to = topOf(cardEl(el, '7H'));
      const played = await moves(el, async () => {
        six.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true, isPrimary: true, pointerId: 3, pointerType, clientX: to.x, clientY: to.y + 20, button: 0 }));
        await el.updateComplete;
      });
      expect(played.map((move) => [move.from, move.to, move.cards])).to.deep.equal([['tableau-5', 'tableau-6', ['6C']]]);
      expect(el.shadowRoot!.querySelector('.pile.target')).to.equal(null);
      expect(el.shadowRoot!.querySelector('.dragging')).to.equal(null);
    });

    it(`${pointerType}: a drop on an illegal pile, or a cancelled drag, glides back and changes nothing`, async () => {
      const el = await solitaire();
      const before = el.state;
      const played = await moves(el, async () => {
        await drag(el, cardEl(el, '6C'), topOf(cardEl(el, 'JD')), { pointerType });
        await drag(el, cardEl(el, '6C'), topOf(cardEl(el, '7H')), { pointerType, cancel: true });
      });
      expect(played).to.deep.equal([]);
      expect(el.state).to.deep.equal(before);
      expect(cardEl(el, '6C').style.getPropertyValue('--dx')).to.equal('');
      expect(part(el, '[part="status"]').textContent).to.contain('does not fit');
    });
  }

  it('a drag anywhere on the foundation row finds the card’s suit', async () => {
    const el = await solitaire();
    const played = await moves(el, () => drag(el, cardEl(el, 'AC'), topOf(pileEl(el, 'foundation-1'))));
    expect(played.map((move) => move.to)).to.deep.equal(['foundation-4']);
  });

  it('the whole run under the pointer follows it', async () => {
    const el = await solitaire();
    el.move('tableau-5', 'tableau-6');
    await el.updateComplete;
    const seven = cardEl(el, '7H');
    const start = topOf(seven);
    seven.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, isPrimary: true, pointerId: 1, pointerType: 'mouse', clientX: start.x, clientY: start.y, button: 0 }));
    seven.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true, isPrimary: true, pointerId: 1, pointerType: 'mouse', clientX: start.x, clientY: start.y + 30 }));
    expect(cardEl(el, '6C').classList.contains('dragging')).to.equal(true);
    expect(cardEl(el, '6C').style.getPropertyValue('--dy')).to.equal('30px');
    expect(cardEl(el, '7D').classList.contains('dragging')).to.equal(false);
    seven.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true, isPrimary: true, pointerId: 1, pointerType: 'mouse', clientX: start.x, clientY: start.y + 30, button: 0 }));
    await el.updateComplete;
    expect(el.state.tableau[5].faceUp).to.deep.equal(['7H', '6C']);
  });

  it('a foundation card can be dragged back to the tableau', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    const game = engineGame(WINNING_DEAL);
    let retrieval;
    for (const action of winningActions()) {
      retrieval = game.position.legalActions().find((legal) => legal.type === 'move' && foundationSuit(legal.from) !== -1);
      if (retrieval) break;
      game.play(action);
      playByApi(el, action);
    }
    if (retrieval?.type !== 'move') throw new Error('the line never allows a retrieval');
    await el.updateComplete;
    const suit = foundationSuit(retrieval.from);
    const card = el.state.foundations[suit].at(-1)!;
    const column = el.state.tableau[tableauColumn(retrieval.to)].faceUp;
    const played = await moves(el, () => drag(el, cardEl(el, card), topOf(cardEl(el, column.at(-1)!)), { pointerType: 'touch' }));
    expect(played.map((move) => [move.from, move.to, move.points])).to.deep.equal([[makePileId(retrieval.from), makePileId(retrieval.to), 0]]);
  });

  it('double tap looks at the longest column first, lower numbers first among equals', async () => {
    // Find a deal where a face-up card has two places on the tableau, and work out the rule's answer.
    for (let number = 0; number < 400; number++) {
      const game = startGame({ game: 'klondike', draw: 1, scoring: 'standard', number }, DEFAULT_HOUSE_RULES);
      const table = game.position.table();
      const length = (pile: number) => table.tableau[tableauColumn(pile)].faceDown.length + table.tableau[tableauColumn(pile)].faceUp.length;
      const places = game.position.legalActions().filter((action) => action.type === 'move' && tableauColumn(action.from) >= 0 && tableauColumn(action.to) >= 0);
      const bySource = new Map<number, number[]>();
      for (const action of places) if (action.type === 'move') bySource.set(action.from, [...(bySource.get(action.from) ?? []), action.to]);
      const choice = [...bySource].find(([, destinations]) => destinations.length > 1);
      if (!choice) continue;
      const [from, destinations] = choice;
      const expected = destinations.sort((a, b) => length(b) - length(a) || a - b)[0];
      const el = await solitaire(html`<klondike-solitaire deal-code=${game.dealCode}></klondike-solitaire>`);
      const card = cardEl(el, makeCard(table.tableau[tableauColumn(from)].faceUp.at(-1)!));
      const played = await moves(el, async () => {
        await tap(el, card);
        await tap(el, card);
      });
      expect(played.map((move) => move.to)).to.deep.equal([makePileId(expected)]);
      return;
    }
    expect.fail('no deal with a choice of columns in the first 400');
  });

  it('an illegal second tap clears the selection and selects the tapped card instead', async () => {
    const el = await solitaire();
    await tap(el, cardEl(el, 'JD'));
    await tap(el, cardEl(el, 'QH'));
    expect(el.moves).to.equal(0);
    expect(cardEl(el, 'JD').classList.contains('selected')).to.equal(false);
    expect(cardEl(el, 'QH').classList.contains('selected')).to.equal(true);
    cardEl(el, 'QH').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.selected')).to.equal(null);
  });

  it('a tap on the stock draws, and on the empty stock turns the waste over', async () => {
    const el = await solitaire();
    const played = await moves(el, async () => {
      for (let i = 0; i < 25; i++) await tap(el, pileEl(el, 'stock'), { pointerType: i % 2 ? 'touch' : 'mouse' });
    });
    expect(played.map((move) => move.action)).to.deep.equal([...Array(24).fill('draw'), 'recycle']);
    expect(el.state.stock).to.have.length(24);
  });

  it('the stock shows the recycle mark when empty', async () => {
    const el = await solitaire();
    for (let i = 0; i < 24; i++) el.turnStock();
    await el.updateComplete;
    expect(part(el, '[data-pile="stock"] .slot').classList.contains('recycle')).to.equal(true);
    expect(pileEl(el, 'stock').querySelector('.card')).to.equal(null);
  });

  it('draw 3 fans the top three waste cards; only the top one plays', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code="KL1-D3N-AAAAAAG"></klondike-solitaire>`);
    await tap(el, pileEl(el, 'stock'));
    await settle(el);
    const waste = [...pileEl(el, 'waste').querySelectorAll<HTMLElement>('[data-card]')];
    expect(waste.map((card) => card.dataset.card)).to.deep.equal(['4S', 'AD', '8C']);
    const lefts = waste.map((card) => card.getBoundingClientRect().left);
    expect(lefts[0]).to.be.lessThan(lefts[1]);
    expect(lefts[1]).to.be.lessThan(lefts[2]);
    await tap(el, cardEl(el, 'AD'));
    expect(el.state.foundations[2]).to.deep.equal([]);
  });

  it('Enter on a focused card picks it up, and Enter on a pile puts it down there', async () => {
    const el = await solitaire();
    const ace = cardEl(el, 'AC');
    ace.focus();
    ace.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(cardEl(el, 'AC').classList.contains('selected')).to.equal(true);
    const foundation = pileEl(el, 'foundation-1');
    foundation.focus();
    foundation.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    expect(el.state.foundations[3]).to.deep.equal(['AC']);
  });

  it('undo: the Undo button and Ctrl+Z while the game has focus', async () => {
    const el = await solitaire();
    el.move('tableau-4', 'foundation-4');
    el.move('tableau-5', 'tableau-6');
    await el.updateComplete;
    const undoButton = part(el, 'button.undo') as HTMLButtonElement;
    expect(undoButton.disabled).to.equal(false);
    const played = await moves(el, async () => {
      undoButton.click();
      await el.updateComplete;
      cardEl(el, 'AC').focus();
      await sendKeys({ down: 'Control' });
      await sendKeys({ press: 'z' });
      await sendKeys({ up: 'Control' });
    });
    expect(played.map((move) => [move.action, move.cards[0]])).to.deep.equal([['undo', '6C'], ['undo', 'AC']]);
    await el.updateComplete;
    expect(undoButton.disabled).to.equal(true);
    expect(el.state.tableau[3].faceUp).to.deep.equal(['AC']);
    expect(VECTOR).to.equal(el.dealCode);
  });

  it('a drag does not select text and cards do not scroll the page on touch', async () => {
    const el = await solitaire();
    expect(getComputedStyle(part(el, '.table')).userSelect).to.equal('none');
    expect(getComputedStyle(cardEl(el, 'AC')).touchAction).to.equal('none');
    expect(getComputedStyle(part(el, '.table')).touchAction).to.equal('auto');
  });
});
