import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/bakers-dozen-solitaire.js';
import type { BakersDozenSolitaire } from '../../src/bakers-dozen-solitaire.js';
import { BAKERS_DOZEN_COLUMNS, BakersDozen, Game, makeCard, makePileId, moveAction, parseDealCode, parsePileId, unwrap } from '../../src/engine/index.js';
import { sfc32 } from '../../src/engine/deal/sfc32.js';
import { drag, tap, topOf } from './support/helpers.js';
import { motionAtStep } from './support/motion.js';

const SEED = 4004;
const STEPS = 600;
/** The cards fly in the first of the four stretches of this many steps, as in the Klondike fuzz. */
const MOTION_STRETCH = 150;
const CODE = 'BD1-CL53RC2';
const PILES = [
  ...Array.from({ length: 4 }, (_, i) => `foundation-${i + 1}`),
  ...Array.from({ length: BAKERS_DOZEN_COLUMNS }, (_, i) => `tableau-${i + 1}`),
  'stock',
  'waste',
  'tableau-14',
];
const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', ' ', 'Escape', 'u', 'd'];

/**
 * Random play through every input the element takes, followed by an engine game that sees only
 * the `move` events: after each step the 52 cards are all there once, an emptied column never
 * fills again, and the element and the engine agree on the table.
 */
describe('<bakers-dozen-solitaire> random play', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it(`${STEPS} seeded taps, drags, keys and method calls (seed ${SEED}) keep the rules' invariants`, async () => {
    const next = sfc32(SEED, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35);
    const int = (n: number): number => next() % n;
    const pick = <T>(items: readonly T[]): T => items[int(items.length)];
    const el = await fixture<BakersDozenSolitaire>(html`<bakers-dozen-solitaire deal-code=${CODE}></bakers-dozen-solitaire>`);
    const deal = parseDealCode(CODE);
    if (!deal.ok) throw new Error('bad code');
    const mirror = unwrap(Game.fromPosition(deal.value, unwrap(BakersDozen.deal(deal.value.number))));
    let undos = 0;
    let played = 0;
    el.addEventListener('move', (event) => {
      const { action, from, to, cards } = event.detail;
      expect(cards).to.have.length(1);
      if (action === 'move') played++;
      if (action === 'undo') {
        undos++;
        expect(mirror.undo().ok).to.equal(true);
      } else expect(mirror.play(moveAction(parsePileId(from!, BAKERS_DOZEN_COLUMNS)!, parsePileId(to!, BAKERS_DOZEN_COLUMNS)!, 1)).ok).to.equal(true);
    });
    const cards = (): HTMLElement[] => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-card]')];
    let empty = new Set<number>();
    for (let step = 0; step < STEPS; step++) {
      await motionAtStep(step, MOTION_STRETCH);
      const undosBefore = undos;
      const choice = int(6);
      if (choice === 0) el.move(pick(PILES) as never, pick(PILES) as never, pick([1, 1, 1, 2]));
      else if (choice === 1) await tap(el, pick(cards()));
      else if (choice === 2) await drag(el, pick(cards()), topOf(pick([...el.shadowRoot!.querySelectorAll('[data-pile]')])));
      else if (choice === 3) {
        const focused = el.shadowRoot!.querySelector<HTMLElement>('.table [tabindex="0"]')!;
        focused.focus();
        focused.dispatchEvent(new KeyboardEvent('keydown', { key: pick(KEYS), bubbles: true, composed: true, cancelable: true }));
      } else if (choice === 4) el.undo();
      else {
        // Random inputs rarely find a legal move: one step in six plays one, so the game gets somewhere.
        const legal = mirror.position.legalActions();
        const action = legal.length > 0 ? pick(legal) : undefined;
        if (action?.type === 'move') el.move(makePileId(action.from), makePileId(action.to));
      }
      await el.updateComplete;
      const { tableau, foundations } = el.state;
      const all = [...foundations.flat(), ...tableau.flatMap((column) => column.faceUp)];
      expect(new Set(all).size, 'the 52 cards, each once').to.equal(52);
      expect(tableau.every((column) => column.faceDown.length === 0)).to.equal(true);
      const nowEmpty = new Set(tableau.flatMap((column, index) => (column.faceUp.length === 0 ? [index] : [])));
      // Only an undo gives an emptied column its card back.
      if (undos === undosBefore)
        expect(
          [...empty].every((index) => nowEmpty.has(index)),
          'an emptied column stays empty',
        ).to.equal(true);
      empty = nowEmpty;
      expect(mirror.position.table().tableau.map((column) => column.faceUp.map(makeCard).join(' '))).to.deep.equal(
        tableau.map((column) => column.faceUp.join(' ')),
      );
      expect([el.score, el.moves, el.won]).to.deep.equal([mirror.position.score, mirror.position.moves, mirror.won]);
    }
    expect(played, 'moves played').to.be.greaterThan(50);
  });
});
