import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { KlondikeMoveDetail, KlondikeSolitaire } from '../../src/index.js';
import { DRAG_THRESHOLD, DOUBLE_TAP_MS } from '../../src/element/input/press-limits.js';
import { foundationSuit, makeCard, makePileId, startGame, tableauColumn, unwrap } from '../../src/engine/index.js';
import { GAMES, type GameCase, type Solitaire, dealt, faceUp } from './support/games.js';
import {
  cardEl,
  drag,
  engineGame,
  part,
  pileEl,
  playByApi,
  pointer,
  recorded,
  settle,
  solitaire,
  tap,
  topOf,
  winningActions,
  WINNING_DEAL,
} from './support/helpers.js';
import { mouse, moveTo } from './support/real-pointer.js';
import { pause } from './support/time.js';

async function moves(el: Solitaire, run: () => unknown): Promise<KlondikeMoveDetail[]> {
  return (await recorded<KlondikeMoveDetail>(el, 'move', run)).map((event) => event.detail);
}

const fromTo = (move: KlondikeMoveDetail): unknown[] => [move.from, move.to];

/** What both elements do with taps, double taps and drags, on the game's own test vector. */
function gestures(game: GameCase): void {
  const { home, onto, double, misfit } = game;

  describe(`<${game.tag}>: taps, double taps and drags`, () => {
    for (const pointerType of ['mouse', 'touch', 'pen'] as const) {
      it(`${pointerType}: a tap sends a top card to its foundation`, async () => {
        const el = await dealt(game);
        const played = await moves(el, () => tap(el, cardEl(el, home.card), { pointerType }));
        expect(played).to.have.length(1);
        expect(played[0]).to.include({ from: home.from, to: home.to, flipped: home.flipped });
        expect(el.state.foundations[Number(home.to.at(-1)) - 1]).to.deep.equal([home.card]);
        expect(pileEl(el, home.to).querySelector(`[data-card="${home.card}"]`)).not.to.equal(null);
      });

      it(`${pointerType}: tap-then-tap moves the selected card onto the tapped pile, lighting the legal ones meanwhile`, async () => {
        const el = await dealt(game);
        const lit = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.pile.target')].map((pile) => pile.dataset.pile);
        await tap(el, cardEl(el, onto.card), { pointerType });
        expect(cardEl(el, onto.card).classList.contains('selected')).to.equal(true);
        expect(cardEl(el, onto.card).getAttribute('aria-pressed')).to.equal('true');
        expect(lit()).to.deep.equal([onto.to]);
        expect(el.moves).to.equal(0);
        const played = await moves(el, () => tap(el, cardEl(el, onto.target), { pointerType }));
        expect(played.map(fromTo)).to.deep.equal([[onto.from, onto.to]]);
        expect(el.shadowRoot!.querySelector('.selected')).to.equal(null);
        expect(lit()).to.deep.equal([]);
      });

      it(`${pointerType}: a second tap on the selected card puts it down, and its legal piles go dark`, async () => {
        const el = await dealt(game);
        await tap(el, cardEl(el, onto.card), { pointerType });
        expect(el.shadowRoot!.querySelectorAll('.pile.target')).to.have.length(1);
        await tap(el, cardEl(el, onto.card), { pointerType });
        expect(el.shadowRoot!.querySelector('.selected')).to.equal(null);
        expect(el.shadowRoot!.querySelector('.pile.target')).to.equal(null);
      });

      it(`${pointerType}: a drag moves the card onto a legal pile, lighting the legal ones meanwhile`, async () => {
        const el = await dealt(game);
        await settle(el);
        const card = cardEl(el, onto.card);
        const start = topOf(card);
        const options = { pointerType, pointerId: 3 };
        pointer(card, 'pointerdown', start, options);
        pointer(card, 'pointermove', { x: start.x + DRAG_THRESHOLD / 2, y: start.y + DRAG_THRESHOLD / 3 }, options);
        await el.updateComplete;
        expect(card.classList.contains('dragging'), 'below the threshold').to.equal(false);
        pointer(card, 'pointermove', { x: start.x + 40, y: start.y + 20 }, options);
        await el.updateComplete;
        expect(card.classList.contains('dragging')).to.equal(true);
        expect(card.style.getPropertyValue('--dx')).to.equal('40px');
        expect([...el.shadowRoot!.querySelectorAll<HTMLElement>('.pile.target')].map((pile) => pile.dataset.pile)).to.deep.equal([onto.to]);
        const to = topOf(cardEl(el, onto.target));
        const played = await moves(el, async () => {
          pointer(card, 'pointerup', { x: to.x, y: to.y + 20 }, options);
          await el.updateComplete;
        });
        expect(played.map((move) => [...fromTo(move), move.cards])).to.deep.equal([[onto.from, onto.to, [onto.card]]]);
        expect(el.shadowRoot!.querySelector('.pile.target')).to.equal(null);
        expect(el.shadowRoot!.querySelector('.dragging')).to.equal(null);
      });

      it(`${pointerType}: a drop on an illegal pile, or a cancelled drag, glides back and changes nothing`, async () => {
        const el = await dealt(game);
        const before = el.state;
        const played = await moves(el, async () => {
          await drag(el, cardEl(el, misfit.card), topOf(cardEl(el, misfit.target)), { pointerType });
          await drag(el, cardEl(el, onto.card), topOf(cardEl(el, onto.target)), { pointerType, cancel: true });
        });
        expect(played).to.deep.equal([]);
        expect(el.state).to.deep.equal(before);
        expect(cardEl(el, onto.card).style.getPropertyValue('--dx')).to.equal('');
        expect(part(el, '[part="status"]').textContent).to.contain('does not fit');
      });
    }

    it('a double tap sends the card to the longest column it fits, lower numbers first among equals', async () => {
      const el = await dealt(game);
      const played = await moves(el, async () => {
        await tap(el, cardEl(el, double.card));
        pause(DOUBLE_TAP_MS);
        await tap(el, cardEl(el, double.card));
      });
      expect(played.map(fromTo)).to.deep.equal([[double.from, double.to]]);
    });

    it('two taps further apart than a double tap pick the card up and put it back', async () => {
      const el = await dealt(game);
      const played = await moves(el, async () => {
        await tap(el, cardEl(el, double.card));
        expect(cardEl(el, double.card).classList.contains('selected')).to.equal(true);
        pause(DOUBLE_TAP_MS + 1);
        await tap(el, cardEl(el, double.card));
      });
      expect(played).to.deep.equal([]);
      expect(el.shadowRoot!.querySelector('.selected')).to.equal(null);
    });

    it('a drag anywhere on the foundation row finds the card’s own foundation', async () => {
      const el = await dealt(game);
      const other = game.topRow.find((pile) => pile.startsWith('foundation-') && pile !== home.to)!;
      const played = await moves(el, () => drag(el, cardEl(el, home.card), topOf(pileEl(el, other))));
      expect(played.map((move) => move.to)).to.deep.equal([home.to]);
    });

    it('an illegal second tap clears the selection and selects the tapped card instead', async () => {
      const el = await dealt(game);
      await tap(el, cardEl(el, misfit.card));
      await tap(el, cardEl(el, misfit.target));
      expect(el.moves).to.equal(0);
      expect(cardEl(el, misfit.card).classList.contains('selected')).to.equal(false);
      expect(cardEl(el, misfit.target).classList.contains('selected')).to.equal(true);
      cardEl(el, misfit.target).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.selected')).to.equal(null);
    });

    it('undo: the Undo button and Ctrl+Z while the game has focus', async () => {
      const el = await dealt(game);
      expect(el.move(home.from as never, home.to as never)).to.equal(true);
      expect(el.move(onto.from as never, onto.to as never)).to.equal(true);
      await el.updateComplete;
      const undoButton = part(el, 'button.undo') as HTMLButtonElement;
      expect(undoButton.disabled).to.equal(false);
      const played = await moves(el, async () => {
        undoButton.click();
        await el.updateComplete;
        cardEl(el, onto.target).focus();
        await sendKeys({ down: 'Control' });
        await sendKeys({ press: 'z' });
        await sendKeys({ up: 'Control' });
      });
      expect(played.map((move) => [move.action, move.cards[0]])).to.deep.equal([
        ['undo', onto.card],
        ['undo', home.card],
      ]);
      await el.updateComplete;
      expect(undoButton.disabled).to.equal(true);
      expect(faceUp(el, home.from).at(-1)).to.equal(home.card);
      expect(el.dealCode).to.equal(game.dealCode);
    });

    it('a drag does not select text and cards do not scroll the page on touch', async () => {
      const el = await dealt(game);
      expect(getComputedStyle(part(el, '.table')).userSelect).to.equal('none');
      expect(getComputedStyle(cardEl(el, home.card)).touchAction).to.equal('none');
      expect(getComputedStyle(part(el, '.table')).touchAction).to.equal('auto');
    });
  });
}

for (const game of GAMES) gestures(game);

describe('<klondike-solitaire>: taps and drags on the stock, the waste, runs and foundations', () => {
  it('the whole run under the pointer follows it', async () => {
    const el = await solitaire();
    el.move('tableau-5', 'tableau-6');
    await el.updateComplete;
    const seven = cardEl(el, '7H');
    const start = topOf(seven);
    pointer(seven, 'pointerdown', start);
    pointer(seven, 'pointermove', { x: start.x, y: start.y + 30 });
    expect(cardEl(el, '6C').classList.contains('dragging')).to.equal(true);
    expect(cardEl(el, '6C').style.getPropertyValue('--dy')).to.equal('30px');
    expect(cardEl(el, '7D').classList.contains('dragging')).to.equal(false);
    pointer(seven, 'pointerup', { x: start.x, y: start.y + 30 });
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
      const game = unwrap(startGame({ game: 'klondike', draw: 1, scoring: 'standard', number }));
      const table = game.position.table();
      const length = (pile: number) => table.tableau[tableauColumn(pile)].faceDown.length + table.tableau[tableauColumn(pile)].faceUp.length;
      const places = game.position
        .legalActions()
        .filter((action) => action.type === 'move' && tableauColumn(action.from) >= 0 && tableauColumn(action.to) >= 0);
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

  it('a tap on the stock draws, and on the empty stock turns the waste over', async () => {
    const el = await solitaire();
    const played = await moves(el, async () => {
      for (let i = 0; i < 25; i++) await tap(el, pileEl(el, 'stock'), { pointerType: i % 2 ? 'touch' : 'mouse' });
    });
    expect(played.map((move) => move.action)).to.deep.equal([...new Array<string>(24).fill('draw'), 'recycle']);
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
    const el: KlondikeSolitaire = await solitaire(html`<klondike-solitaire deal-code="KL1-D3N-AAAAAAG"></klondike-solitaire>`);
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
});

describe('<klondike-solitaire> drawn smaller or larger by the host page', () => {
  afterEach(() => mouse.reset());

  for (const style of ['transform: scale(0.5); transform-origin: 0 0', 'transform: scale(1.5); transform-origin: 0 0', 'zoom: 0.5']) {
    it(`inside \`${style}\`, the dragged card stays under a real pointer and drops where it lies`, async () => {
      const wrapper = await fixture<HTMLElement>(html`<div style=${style}><klondike-solitaire deal-code="KL1-D1N-AAAAAAG"></klondike-solitaire></div>`);
      const el = wrapper.querySelector<KlondikeSolitaire>('klondike-solitaire')!;
      await settle(el);
      const six = cardEl(el, '6C');
      const start = six.getBoundingClientRect();
      const grip = { x: Math.round(start.left + start.width / 2), y: Math.round(start.top + 4) };
      const target = cardEl(el, '7H').getBoundingClientRect();
      await mouse.down([grip.x, grip.y]);
      for (const t of [0.25, 0.5, 1]) {
        const at = { x: Math.round(grip.x + (target.left + target.width / 2 - grip.x) * t), y: Math.round(grip.y + (target.top + 12 - grip.y) * t) };
        await moveTo(mouse, [at.x, at.y]);
        const lying = six.getBoundingClientRect();
        expect(lying.left - start.left, 'across').to.be.closeTo(at.x - grip.x, 1);
        expect(lying.top - start.top, 'down').to.be.closeTo(at.y - grip.y, 1);
      }
      await mouse.up();
      await el.updateComplete;
      expect(el.state.tableau[5].faceUp).to.deep.equal(['7H', '6C']);
    });
  }
});
