import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/bakers-dozen-solitaire.js';
import type { BakersDozenSolitaire, BakersDozenWinDetail } from '../../src/bakers-dozen-solitaire.js';
import { BakersDozen, makePileId, parseDealCode, unwrap } from '../../src/engine/index.js';
import { solveBakersDozen } from '../../src/solver/bakers-dozen/bakers-dozen-solver.js';
import { bakersDozenData } from '../../src/solver/worker/bakers-dozen-data.js';
import { BAKERS_DOZEN, dealt } from './support/games.js';
import { cardEl, drag, part, pileEl, recorded, tap, topOf, until, warnings } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';
import { seedRandom } from './support/seeded-random.js';
import { RefusedWorker, askSolverWorker, withCountedWorkers, withWorker } from './support/workers.js';

/** The BD1 vector of docs/deal-code.md, "Test vectors", each column bottom to top. */
const VECTOR = 'BD1-AAAAAAG';
const VECTOR_COLUMNS = [
  'QH 3H 2D 6S',
  'TD JH 9H QC',
  'AS TC 4S 3C',
  'TS JS AD 4C',
  'KC 6H 8C 8S',
  'TH AC 3D 5D',
  'KD JC 7D AH',
  'JD 9D 8D 4H',
  '2S 7S 2H 9C',
  'KS 2C 6C 8H',
  'KH QD QS 5C',
  '5S 7C 5H 4D',
  '6D 7H 9S 3S',
];
/** Four moves of the vector that empty column 4: 4C onto 5D, AD home, JS onto QC, TS onto JS. */
const EMPTY_COLUMN_4: [string, string][] = [
  ['tableau-4', 'tableau-6'],
  ['tableau-4', 'foundation-3'],
  ['tableau-4', 'tableau-2'],
  ['tableau-4', 'tableau-2'],
];
/** No wall clock: a search ends on its positions budget, with the same answer on any machine. */
const UNTIMED = { ms: Infinity };
/** A deal of bench/deals/bakers-dozen.txt the solver wins at once. */
const WINNABLE = 'BD1-CL53RC2';

function bakersDozen(code = VECTOR): Promise<BakersDozenSolitaire> {
  return dealt(BAKERS_DOZEN, { 'deal-code': code }) as Promise<BakersDozenSolitaire>;
}

function column(el: BakersDozenSolitaire, number: number): string[] {
  return el.state.tableau[number - 1].faceUp;
}

function statusOf(el: BakersDozenSolitaire): string {
  return part(el, '.status').textContent.trim();
}

/** Where a drop lands on a pile: its top card, or the empty place. */
function dropPoint(el: BakersDozenSolitaire, pile: string): { x: number; y: number } {
  const cards = pileEl(el, pile).querySelectorAll('.card');
  return topOf(cards.length > 0 ? cards[cards.length - 1] : pileEl(el, pile));
}

/** Tap a column's top card, then tap another pile: the move, or the refusal on the status line. */
async function tapThenTap(el: BakersDozenSolitaire, card: string, pile: string): Promise<void> {
  await tap(el, cardEl(el, card));
  await tap(el, pileEl(el, pile).querySelector('.card:last-of-type') ?? pileEl(el, pile));
}

describe('<bakers-dozen-solitaire>', () => {
  withReducedMotion();
  let unseed: () => void;
  beforeEach(() => (unseed = seedRandom(17)));
  afterEach(() => unseed());

  it('deals BD1-AAAAAAG exactly as docs/deal-code.md lists it, all face up, kings at the bottom', async () => {
    const el = await bakersDozen();
    expect(el.dealCode).to.equal(VECTOR);
    expect(el.state.tableau.map((pile) => pile.faceUp.join(' '))).to.deep.equal(VECTOR_COLUMNS);
    expect(el.state.tableau.every((pile) => pile.faceDown.length === 0)).to.equal(true);
    expect(el.state.foundations).to.deep.equal([[], [], [], []]);
    expect(Object.keys(el.state)).to.not.include.members(['stock', 'waste', 'draw', 'scoring']);
    expect(el.shadowRoot!.querySelectorAll('[data-pile^="tableau-"]')).to.have.length(13);
    expect([...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-pile^="foundation-"]')].map((pile) => pile.dataset.pile)).to.deep.equal([
      'foundation-1',
      'foundation-2',
      'foundation-3',
      'foundation-4',
    ]);
    expect(el.shadowRoot!.querySelector('[data-pile="stock"], [data-pile="waste"], .back')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('[data-card]')).to.have.length(52);
  });

  describe('the rules, through the element', () => {
    const accepted: [string, string, string, string][] = [
      ['an ace goes home', 'tableau-7', 'foundation-2', 'AH'],
      ['a card onto one rank higher, another suit and colour', 'tableau-3', 'tableau-8', '3C'],
      ['a card onto one rank higher, the same colour', 'tableau-5', 'tableau-9', '8S'],
      ['a card onto one rank higher, the same suit', 'tableau-13', 'tableau-4', '3S'],
    ];
    for (const [name, from, to, card] of accepted) {
      it(`accepts: ${name}`, async () => {
        const el = await bakersDozen();
        const [move] = await recorded(el, 'move', () => expect(el.move(from as never, to as never)).to.equal(true));
        expect(move.detail).to.deep.include({ action: 'move', from, to, cards: [card], flipped: null, moves: 1, dealCode: VECTOR });
      });
    }

    const refused: [string, string, string, string][] = [
      ['a card two ranks lower', '6S', 'tableau-5', 'That card does not fit there: one rank lower, any suit.'],
      ['a card one rank higher', '5C', 'tableau-12', 'That card does not fit there: one rank lower, any suit.'],
      ['a card that is not next on its foundation', '3C', 'foundation-1', 'That card does not fit there: one rank lower, any suit.'],
    ];
    for (const [name, card, to, words] of refused) {
      it(`refuses, and says why: ${name}`, async () => {
        const el = await bakersDozen();
        const before = el.state;
        await tapThenTap(el, card, to);
        expect(el.state).to.deep.equal(before);
        expect(statusOf(el)).to.equal(words);
      });
    }

    it('refuses any card on an emptied column and marks the column closed', async () => {
      const el = await bakersDozen();
      for (const [from, to] of EMPTY_COLUMN_4) expect(el.move(from as never, to as never)).to.equal(true);
      await el.updateComplete;
      const closed = pileEl(el, 'tableau-4');
      expect(closed.classList.contains('closed')).to.equal(true);
      expect(closed.getAttribute('part')).to.equal('pile column closed');
      expect(closed.getAttribute('aria-label')).to.equal('column 4, closed');
      expect(el.move('tableau-1', 'tableau-4')).to.equal(false);
      await tapThenTap(el, '8S', 'tableau-4');
      expect(column(el, 4)).to.deep.equal([]);
      expect(statusOf(el)).to.equal("An empty column stays empty in Baker's Dozen.");
    });

    it('moves one card at a time: a covered card says so and runs are refused', async () => {
      const el = await bakersDozen();
      expect(el.move('tableau-3', 'tableau-8', 2)).to.equal(false);
      await tap(el, cardEl(el, '4S'));
      expect(statusOf(el)).to.equal('Only the top card of a column moves, one card at a time.');
      expect(el.state.tableau[2].faceUp).to.deep.equal(['AS', 'TC', '4S', '3C']);
    });

    it('cards never leave the foundations', async () => {
      const el = await bakersDozen();
      expect(el.move('tableau-7', 'foundation-2')).to.equal(true);
      expect(el.move('foundation-2', 'tableau-13')).to.equal(false);
      await el.updateComplete;
      await drag(el, cardEl(el, 'AH'), dropPoint(el, 'tableau-8'));
      expect(statusOf(el)).to.equal('Cards move from the columns only.');
      expect(el.state.foundations[1]).to.deep.equal(['AH']);
    });
  });

  describe('taps, drags and keys on what only this game has', () => {
    it('a drop on a closed column glides back and says why', async () => {
      const el = await bakersDozen();
      for (const [from, to] of EMPTY_COLUMN_4) el.move(from as never, to as never);
      await el.updateComplete;
      await drag(el, cardEl(el, '8S'), dropPoint(el, 'tableau-4'));
      expect(column(el, 5)).to.deep.equal(['KC', '6H', '8C', '8S']);
      expect(statusOf(el)).to.equal("An empty column stays empty in Baker's Dozen.");
    });

    it('the up arrow climbs a column card by card, then goes on to the foundations', async () => {
      const el = await bakersDozen();
      const current = (): HTMLElement => part(el, '.table [tabindex="0"]');
      current().focus();
      const climbed: string[] = [];
      for (let i = 0; i < 4; i++) {
        await sendKeys({ press: 'ArrowUp' });
        await el.updateComplete;
        climbed.push(current().dataset.card ?? current().closest<HTMLElement>('[data-pile]')!.dataset.pile!);
      }
      expect(climbed).to.deep.equal(['2D', '3H', 'QH', 'foundation-1']);
    });

    it('the keyboard: Enter on a covered card says only the top card moves', async () => {
      const el = await bakersDozen();
      part(el, '.table [tabindex="0"]').focus();
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(statusOf(el)).to.equal('Only the top card of a column moves, one card at a time.');
      expect(el.shadowRoot!.querySelector('.selected')).to.equal(null);
    });
  });

  it('a whole game won through the element along the solver’s line fires exactly one win', async () => {
    const deal = parseDealCode(WINNABLE);
    if (!deal.ok) throw new Error('bad code');
    const { verdict, line } = solveBakersDozen(unwrap(BakersDozen.deal(deal.value.number)), UNTIMED);
    expect(verdict).to.equal('winnable');
    const el = await bakersDozen(WINNABLE);
    const wins = await recorded<BakersDozenWinDetail>(el, 'win', async () => {
      for (const action of line!) {
        if (action.type !== 'move') throw new Error('a move');
        expect(el.move(makePileId(action.from), makePileId(action.to))).to.equal(true);
      }
      await el.updateComplete;
      el.undo();
    });
    expect(wins).to.have.length(1);
    expect(wins[0].detail).to.deep.include({ moves: line!.length, dealCode: WINNABLE, score: 520 });
    expect(Object.keys(wins[0].detail)).to.have.members(['score', 'moves', 'elapsedMs', 'dealCode']);
    expect(el.won).to.equal(true);
    expect(el.state.foundations.map((pile) => pile.length)).to.deep.equal([13, 13, 13, 13]);
    expect(part(el, 'dialog.win').hasAttribute('open')).to.equal(true);
  });

  it('the hint is the solver’s next move, shown on the table', async () => {
    const el = await bakersDozen(WINNABLE);
    const hint = await el.hint();
    expect(hint).to.not.equal(null);
    expect(el.move(hint!.from, hint!.to, hint!.count)).to.equal(true);
    const next = await el.hint();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector(`[data-pile="${next!.from}"] .card.hint`)).to.not.equal(null);
    expect(statusOf(el)).to.match(/^Hint: /);
  });

  it('the hint on a lost position says no winning line is left', async () => {
    const el = await bakersDozen(VECTOR);
    // 4♣ onto 5♦, 5♣ onto 6♠, 4♥ onto 5♣: every five now lies under a four that needs a five first.
    for (const [from, to] of [
      ['tableau-4', 'tableau-6'],
      ['tableau-11', 'tableau-1'],
      ['tableau-8', 'tableau-1'],
    ] as const)
      expect(el.move(from, to)).to.equal(true);
    expect(await el.hint()).to.equal(null);
    await el.updateComplete;
    expect(statusOf(el)).to.equal('No winning line is left: undo or start a new game.');
    expect(el.shadowRoot!.querySelector('.card.hint')).to.equal(null);
  });

  it('winnable: a new random deal is one the solver proves winnable', async () => {
    const el = await fixture<BakersDozenSolitaire>(html`<bakers-dozen-solitaire winnable deal-code=${VECTOR}></bakers-dozen-solitaire>`);
    const [event] = await recorded<{ dealCode: string }>(el, 'new-game', () => el.newGame());
    const code = parseDealCode(event.detail.dealCode);
    if (!code.ok) throw new Error('bad code');
    expect(solveBakersDozen(unwrap(BakersDozen.deal(code.value.number)), UNTIMED).verdict).to.equal('winnable');
  });

  it('the solver worker rebuilds a position from plain data and answers as the main thread does', async () => {
    const code = parseDealCode(WINNABLE);
    if (!code.ok) throw new Error('bad code');
    const position = unwrap(BakersDozen.deal(code.value.number));
    position.play(solveBakersDozen(position.clone(), UNTIMED).line![0]);
    const reply = await askSolverWorker(new URL('../../src/solver/worker/bakers-dozen-worker.js', import.meta.url), {
      id: 3,
      position: bakersDozenData(position),
      budget: UNTIMED,
    });
    const { verdict, line } = solveBakersDozen(position.clone(), UNTIMED);
    expect(reply).to.deep.equal({ id: 3, verdict, line });
  });

  it('the hint and a winnable deal come from the solver worker', async () => {
    await withCountedWorkers(async ({ replies }) => {
      const el = await bakersDozen(WINNABLE);
      expect(await el.hint()).to.not.equal(null);
      expect(replies()).to.equal(1);
      const dealer = await fixture<BakersDozenSolitaire>(html`<bakers-dozen-solitaire winnable deal-code=${VECTOR}></bakers-dozen-solitaire>`);
      await dealer.newGame();
      expect(replies()).to.be.greaterThan(1);
      const code = parseDealCode(dealer.dealCode);
      if (!code.ok) throw new Error('bad code');
      expect(solveBakersDozen(unwrap(BakersDozen.deal(code.value.number)), UNTIMED).verdict).to.equal('winnable');
    });
  });

  it('where no worker may start, the hint and a winnable deal come from the main thread', async () => {
    await withWorker(RefusedWorker, async () => {
      const el = await bakersDozen(WINNABLE);
      const hint = await el.hint();
      expect(hint).to.not.equal(null);
      expect(el.move(hint!.from, hint!.to, hint!.count)).to.equal(true);
      const dealer = await fixture<BakersDozenSolitaire>(html`<bakers-dozen-solitaire winnable deal-code=${VECTOR}></bakers-dozen-solitaire>`);
      await dealer.newGame();
      expect(dealer.dealCode).to.not.equal(VECTOR);
    });
  });

  it('a hint about a position the table has left is dropped', async () => {
    const el = await bakersDozen(WINNABLE);
    const asked = el.hint();
    await el.newGame({ dealCode: VECTOR });
    expect(await asked).to.equal(null);
    expect(el.shadowRoot!.querySelector('.card.hint')).to.equal(null);
  });

  for (const [lang, dir, label, closed, refusal] of [
    ['fr', 'ltr', 'Table de Baker’s Dozen', 'la colonne 4, fermée', 'Au Baker’s Dozen, une colonne vidée le reste jusqu’à la fin de la partie.'],
    ['ar', 'rtl', 'لوحة لعب دستة الخبّاز', 'العمود 4، مغلق', 'في دستة الخبّاز يبقى العمود الذي فرغ فارغًا حتى نهاية اللعبة.'],
  ]) {
    it(`speaks ${lang}: the table, a closed column and why it refuses cards`, async () => {
      const el = await fixture<BakersDozenSolitaire>(html`<bakers-dozen-solitaire lang=${lang} dir=${dir} deal-code=${VECTOR}></bakers-dozen-solitaire>`);
      await until(el, () => part(el, '.table').getAttribute('aria-label') === label);
      for (const [from, to] of EMPTY_COLUMN_4) el.move(from as never, to as never);
      await el.updateComplete;
      expect(pileEl(el, 'tableau-4').getAttribute('aria-label')).to.equal(closed);
      await tapThenTap(el, '8S', 'tableau-4');
      expect(statusOf(el)).to.equal(refusal);
    });
  }

  it('passes axe with a closed column and a selection, in English and Arabic', async () => {
    for (const lang of ['en', 'ar']) {
      const el = await fixture<BakersDozenSolitaire>(html`<bakers-dozen-solitaire lang=${lang} deal-code=${VECTOR}></bakers-dozen-solitaire>`);
      for (const [from, to] of EMPTY_COLUMN_4) el.move(from as never, to as never);
      await el.updateComplete;
      await tap(el, cardEl(el, '8S'));
      await expect(el).to.be.accessible();
    }
  });

  it('refuses Klondike codes with one warning and config-error, keeping the game', async () => {
    const el = await bakersDozen();
    let events: CustomEvent[] = [];
    const warned = await warnings(async () => {
      events = await recorded(el, 'config-error', () => el.setAttribute('deal-code', 'KL1-D1N-AAAAAAG'));
    });
    expect(el.dealCode).to.equal(VECTOR);
    expect(warned).to.have.length(1);
    expect(String(warned[0][0])).to.match(/^<bakers-dozen-solitaire>: deal-code="KL1-D1N-AAAAAAG" is not valid/);
    expect(events).to.have.length(1);
    expect(events[0].detail).to.deep.include({ attribute: 'deal-code', value: 'KL1-D1N-AAAAAAG' });
  });
});
