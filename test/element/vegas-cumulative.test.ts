import { expect, html } from '@open-wc/testing';
import { parseActions } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/index.js';
import { WINNING_LINES } from '../engine/winning-lines.js';
import { nextEvent, part, playByApi, solitaire, storageKey } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

const VEGAS = 'KL1-D1V-AAAAAAG';
const VEGAS_WIN = 'KL1-D1V-AAAAAAJ';

/** The ace of clubs home from column 4: +$5. */
function sendAceHome(el: KlondikeSolitaire): void {
  expect(el.move('tableau-4', 'foundation-4')).to.equal(true);
}

describe('vegas-cumulative: the Vegas balance runs on across games (docs/rules.md, "Klondike › Cumulative Vegas")', () => {
  // What the balance does, not how the cards move: a win plays no cascade.
  withReducedMotion();

  it('each deal costs $52 of the running balance, each card home adds $5; score, state, events and the bar report it', async () => {
    const el = await solitaire(html`<klondike-solitaire vegas-cumulative deal-code=${VEGAS}></klondike-solitaire>`);
    expect(el.score).to.equal(-52);
    sendAceHome(el);
    expect(el.score).to.equal(-47);
    await el.newGame({ dealCode: VEGAS });
    expect([el.score, el.state.score]).to.deep.equal([-99, -99]);
    await el.updateComplete;
    expect(part(el, '.score').textContent).to.equal('-$99');
    const moved = nextEvent(el, 'move');
    sendAceHome(el);
    expect((await moved).detail).to.deep.include({ points: 5, score: -94 });
  });

  it('a win ends at the balance plus $208, and Play again carries it on', async () => {
    const el = await solitaire(html`<klondike-solitaire vegas-cumulative deal-code=${VEGAS}></klondike-solitaire>`);
    sendAceHome(el);
    await el.newGame({ dealCode: VEGAS_WIN });
    expect(el.score).to.equal(-47 - 52);
    const won = nextEvent(el, 'win');
    for (const action of parseActions(WINNING_LINES[VEGAS_WIN])!) expect(playByApi(el, action)).to.equal(true);
    expect((await won).detail.score).to.equal(-47 + 208);
    expect(el.score, 'after the win, as in its detail').to.equal(161);
    await el.newGame();
    expect(el.score).to.equal(161 - 52);
  });

  it('off (the default), every Vegas game starts again at -$52', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VEGAS}></klondike-solitaire>`);
    sendAceHome(el);
    await el.newGame({ dealCode: VEGAS });
    expect(el.score).to.equal(-52);
    el.vegasCumulative = true;
    expect(el.score, 'turned on, it shows the balance of the games counted').to.equal(-47 - 52);
  });

  it('with a storage-key the balance survives a reload; resetStats() sets it back to $0', async () => {
    const key = storageKey('vegas-cumulative');
    const el = await solitaire(html`<klondike-solitaire vegas-cumulative storage-key=${key} deal-code=${VEGAS}></klondike-solitaire>`);
    await el.updateComplete;
    sendAceHome(el);
    await el.newGame({ dealCode: VEGAS });
    sendAceHome(el);
    expect(el.score).to.equal(-47 - 47);
    el.remove();
    const again = await solitaire(html`<klondike-solitaire vegas-cumulative storage-key=${key}></klondike-solitaire>`);
    await again.updateComplete;
    expect([again.dealCode, again.score]).to.deep.equal([VEGAS, -94]);
    again.resetStats();
    expect(again.score, 'the game on the table counts from $0').to.equal(-47);
    await again.newGame({ dealCode: VEGAS });
    expect(again.score, 'the game that was on the table counts when it ends, as in the statistics').to.equal(-47 - 52);
  });

  it('standard scoring carries nothing', async () => {
    const el = await solitaire(html`<klondike-solitaire vegas-cumulative deal-code="KL1-D1N-AAAAAAG"></klondike-solitaire>`);
    sendAceHome(el);
    await el.newGame({ dealCode: 'KL1-D1N-AAAAAAG' });
    expect(el.score).to.equal(0);
  });
});
