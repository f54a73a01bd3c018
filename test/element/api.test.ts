import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ConfigErrorDetail, KlondikeMoveDetail, KlondikeSolitaire } from '../../src/index.js';
import { VECTOR, WINNING_DEAL, part, playByApi, recorded, solitaire, warnings, winningActions } from './support/helpers.js';
import { withStoppedTime } from './support/time.js';
import { withReducedMotion } from './support/motion.js';

withReducedMotion();

describe('state, methods and events', () => {
  it('state is the README’s snapshot of the docs/deal-code.md test vector', async () => {
    const el = await solitaire();
    const state = el.state;
    expect(Object.keys(state)).to.have.ordered.members([
      'dealCode',
      'draw',
      'scoring',
      'passes',
      'lockedFoundations',
      'stock',
      'waste',
      'foundations',
      'tableau',
      'score',
      'moves',
      'elapsedMs',
      'won',
    ]);
    expect(state).to.deep.equal({
      dealCode: VECTOR,
      draw: 1,
      scoring: 'standard',
      passes: 'unlimited',
      lockedFoundations: false,
      stock: '4S AD 8C 3D AH 8D 2H KS QS 5H 9S 6S QC 3C 4C 8S 5D KD 4H 9C 8H 5C 4D 3S'.split(' '),
      waste: [],
      foundations: [[], [], [], []],
      tableau: ['QH', 'TD JD', 'AS 2S 3H', 'TS 2C JH AC', 'KC KH TC 7D 6C', 'TH 5S JS 9D QD 7H', 'JC 6D 6H 7S 7C 2D 9H'].map((column) => {
        const cards = column.split(' ');
        return { faceDown: cards.slice(0, -1), faceUp: cards.slice(-1) };
      }),
      score: 0,
      moves: 0,
      elapsedMs: 0,
      won: false,
    });
    expect(Object.keys(state.tableau[0])).to.have.ordered.members(['faceDown', 'faceUp']);
  });

  it('state is a fresh object on each read: changing it changes nothing', async () => {
    const el = await solitaire();
    const state = el.state;
    expect(el.state).not.to.equal(state);
    state.stock.length = 0;
    state.tableau[3].faceUp.push('KS');
    state.score = 999;
    state.foundations[0].push('AS');
    expect(el.state.stock).to.have.length(24);
    expect(el.state.tableau[3].faceUp).to.deep.equal(['AC']);
    expect(el.score).to.equal(0);
    expect(el.move('tableau-4', 'foundation-4')).to.equal(true);
  });

  it('move() plays a legal move, fires move with its detail, refuses an illegal one quietly and warns of an unknown pile', async () => {
    const el = await solitaire();
    const events = await recorded<KlondikeMoveDetail>(el, 'move', () => {
      expect(el.move('tableau-2', 'tableau-1')).to.equal(false);
      expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
    });
    expect(events).to.have.length(1);
    expect(events[0].bubbles && events[0].composed).to.equal(true);
    expect(events[0].detail).to.deep.equal({
      action: 'move',
      from: 'tableau-5',
      to: 'tableau-6',
      cards: ['6C'],
      flipped: '7D',
      points: 5,
      score: 5,
      moves: 1,
      dealCode: VECTOR,
    });
    expect(el.state.tableau[5].faceUp).to.deep.equal(['7H', '6C']);
    expect(await warnings(() => expect(el.move('stock', 'waste')).to.equal(false)), 'an illegal move is quiet').to.have.length(0);
    let errors: CustomEvent<ConfigErrorDetail>[] = [];
    const warned = await warnings(async () => {
      errors = await recorded(el, 'config-error', () => {
        expect(el.move('nowhere' as never, 'tableau-1')).to.equal(false);
        expect(el.move('tableau-1', 'tableau-8')).to.equal(false);
        expect(el.move('tableau-1', 'tableau-2', 0)).to.equal(false);
      });
    });
    expect(
      errors.map(({ detail }) => [detail.attribute, detail.value]),
      'an unknown pile or count is a mistake',
    ).to.deep.equal([
      ['move', 'nowhere'],
      ['move', 'tableau-8'],
      ['move', 0],
    ]);
    expect(warned).to.have.length(3);
    expect(el.moves).to.equal(1);
  });

  it('any foundation takes a card to its own suit’s foundation', async () => {
    const el = await solitaire();
    const [event] = await recorded<KlondikeMoveDetail>(el, 'move', () => expect(el.move('tableau-4', 'foundation-1')).to.equal(true));
    expect(event.detail).to.include({ from: 'tableau-4', to: 'foundation-4', points: 15, score: 15, flipped: 'JH' });
    expect(el.state.foundations[3]).to.deep.equal(['AC']);
  });

  it('turnStock() draws, recycles, and fires move for both', async () => {
    const el = await solitaire();
    const events = await recorded<KlondikeMoveDetail>(el, 'move', () => {
      for (let i = 0; i < 24; i++) expect(el.turnStock()).to.equal(true);
      expect(el.turnStock()).to.equal(true);
    });
    expect(events[0].detail).to.deep.equal({
      action: 'draw',
      from: 'stock',
      to: 'waste',
      cards: ['4S'],
      flipped: null,
      points: 0,
      score: 0,
      moves: 1,
      dealCode: VECTOR,
    });
    expect(events[24].detail).to.include({ action: 'recycle', from: 'waste', to: 'stock', points: 0, score: 0, moves: 25 });
    expect(events[24].detail.cards).to.have.length(24);
    expect(el.state.stock[0]).to.equal('4S');
  });

  it('Vegas: one pass, so turnStock() is false once the stock is through; the stock says so', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code="KL1-D3V-AAAAAAG"></klondike-solitaire>`);
    for (let i = 0; i < 8; i++) expect(el.turnStock()).to.equal(true);
    expect(el.state.waste.slice(-3)).to.deep.equal(['5C', '4D', '3S']);
    expect(el.turnStock()).to.equal(false);
    await el.updateComplete;
    expect(part(el, '[data-pile="stock"] .slot').classList.contains('exhausted')).to.equal(true);
    expect(part(el, '.score').textContent).to.equal('-$52');
  });

  it('undo() takes back the last action, score included, and fires move with action undo', async () => {
    const el = await solitaire();
    el.move('tableau-4', 'foundation-4');
    const [event] = await recorded<KlondikeMoveDetail>(el, 'move', () => expect(el.undo()).to.equal(true));
    expect(event.detail).to.deep.equal({
      action: 'undo',
      from: 'tableau-4',
      to: 'foundation-4',
      cards: ['AC'],
      flipped: 'JH',
      points: -15,
      score: 0,
      moves: 0,
      dealCode: VECTOR,
    });
    expect(el.state.tableau[3]).to.deep.equal({ faceDown: ['TS', '2C', 'JH'], faceUp: ['AC'] });
    expect(el.undo()).to.equal(false);
  });

  it('hint() prefers uncovering a card — where most cards lie face down first —, then the stock, and shows it', async () => {
    const el = await solitaire();
    // 6C uncovers a card over three face-down ones, AC one over two.
    expect(await el.hint()).to.deep.equal({ from: 'tableau-5', to: 'tableau-6', count: 1 });
    await el.updateComplete;
    expect(part(el, '[data-card="6C"]').classList.contains('hint')).to.equal(true);
    expect(part(el, '[data-pile="tableau-6"]').classList.contains('hint')).to.equal(true);
    expect(part(el, '[part="status"]').textContent).to.contain('six of clubs');
    el.move('tableau-5', 'tableau-6');
    expect(await el.hint()).to.deep.equal({ from: 'tableau-4', to: 'foundation-4', count: 1 });
    el.move('tableau-4', 'foundation-4');
    // Columns now end QH JD 3H JH 7D 6C 9H: nothing uncovers a card or goes up, so the stock.
    expect(await el.hint()).to.deep.equal({ from: 'stock', to: 'waste', count: 1 });
    el.turnStock();
    el.turnStock();
    expect(await el.hint()).to.deep.equal({ from: 'waste', to: 'foundation-3', count: 1 });
  });

  it('hint() is null when nothing is left to suggest, and says so', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code="KL1-D1V-AAAAAAG"></klondike-solitaire>`);
    el.move('tableau-5', 'tableau-6');
    el.move('tableau-4', 'foundation-4');
    while (el.turnStock()) {
      if (el.state.waste.at(-1) === 'AD') el.move('waste', 'foundation-3');
    }
    // Vegas: the stock is through and may not be turned over; nothing else plays on this deal now.
    if ((await el.hint()) === null) {
      await el.updateComplete;
      expect(part(el, '[part="status"]').textContent).to.contain('No useful move');
    } else {
      expect.fail(`a hint was found: ${JSON.stringify(await el.hint())}`);
    }
  });

  it('score, moves and elapsedMs are the figures in the bar; the clock starts at the first action', async () => {
    await withStoppedTime(async (advance) => {
      const el = await solitaire();
      expect(el.elapsedMs).to.equal(0);
      advance(60_000);
      expect(el.elapsedMs).to.equal(0);
      el.move('tableau-4', 'foundation-4');
      await el.updateComplete;
      expect(part(el, '.score').textContent).to.equal('15');
      expect(part(el, '.moves').textContent).to.equal('1');
      expect(part(el, '.time').textContent).to.equal('0:00');
      advance(61_000);
      expect(el.elapsedMs).to.equal(61_000);
      el.requestUpdate();
      await el.updateComplete;
      expect(part(el, '.time').textContent).to.equal('1:01');
    });
  });

  it('new-game fires after newGame(), with the given draw and scoring', async () => {
    const el = await solitaire();
    const [event] = await recorded<{ dealCode: string }>(el, 'new-game', () => el.newGame({ draw: 3, scoring: 'vegas' }));
    expect(event.detail).to.deep.include({ draw: 3, scoring: 'vegas' });
    expect(event.detail.dealCode).to.equal(el.dealCode);
    const [coded] = await recorded<{ dealCode: string }>(el, 'new-game', () => el.newGame({ dealCode: 'kl1-d1n-aaaaaab' }));
    expect(coded.detail).to.deep.equal({ dealCode: 'KL1-D1N-AAAAAAB', draw: 1, scoring: 'standard', passes: 'unlimited', lockedFoundations: false });
  });

  it('the clock stops when the element leaves the page', async () => {
    await withStoppedTime(async (advance) => {
      const el = await solitaire();
      el.turnStock();
      advance(5_000);
      el.remove();
      advance(80_000);
      expect(el.elapsedMs).to.equal(5_000);
    });
  });

  it('the clock pauses while the page is hidden', async () => {
    await withStoppedTime(async (advance) => {
      const el = await solitaire();
      el.turnStock();
      advance(1_000);
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      try {
        document.dispatchEvent(new Event('visibilitychange'));
        advance(80_000);
        expect(el.elapsedMs).to.equal(1_000);
      } finally {
        delete (document as { hidden?: boolean }).hidden;
      }
      document.dispatchEvent(new Event('visibilitychange'));
      advance(2_000);
      expect(el.elapsedMs).to.equal(3_000);
    });
  });

  describe('dealCode set to the code already on the table keeps the game (a framework sets every property at each render)', () => {
    for (const [how, set] of [
      ['the property', (el: KlondikeSolitaire, code: string) => void (el.dealCode = code)],
      ['the attribute', (el: KlondikeSolitaire, code: string) => el.setAttribute('deal-code', code)],
    ] as const) {
      it(`through ${how}: mid-game, written otherwise, and after the win`, async () => {
        const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
        const actions = winningActions();
        expect(playByApi(el, actions[0])).to.equal(true);
        const dealt = await recorded(el, 'new-game', () => {
          set(el, WINNING_DEAL);
          set(el, ` ${WINNING_DEAL.toLowerCase()} `);
        });
        expect(dealt, 'no new deal').to.have.length(0);
        expect(el.moves).to.equal(1);
        for (const action of actions.slice(1)) playByApi(el, action);
        expect(el.state.won).to.equal(true);
        const won = el.state;
        expect(await recorded(el, 'new-game', () => set(el, WINNING_DEAL))).to.have.length(0);
        expect(el.state).to.deep.equal(won);
        expect(await recorded(el, 'new-game', () => set(el, VECTOR)), 'another code deals it').to.have.length(1);
        expect(el.dealCode).to.equal(VECTOR);
      });
    }

    it('newGame() with the code on the table deals it afresh', async () => {
      const el = await solitaire();
      expect(el.move('tableau-4', 'foundation-4')).to.equal(true);
      await el.newGame({ dealCode: VECTOR });
      expect([el.dealCode, el.moves]).to.deep.equal([VECTOR, 0]);
    });
  });

  it('focus() puts the keyboard in the table, also when called before the table is drawn', async () => {
    const el = await solitaire();
    el.focus();
    const root = el.shadowRoot!;
    expect(document.activeElement).to.equal(el);
    const first = root.activeElement!;
    expect(first.closest('.table'), 'the table has the focus').to.not.equal(null);
    await sendKeys({ press: 'ArrowRight' });
    expect(root.activeElement, 'the arrow keys move the cursor').to.not.equal(first);

    const early = document.createElement('klondike-solitaire');
    early.setAttribute('deal-code', VECTOR);
    early.focus();
    el.after(early);
    await early.updateComplete;
    expect(document.activeElement).to.equal(early);
    expect(early.shadowRoot!.activeElement?.closest('.table')).to.not.equal(null);
    early.remove();
  });
});
