import { expect, fixture, html } from '@open-wc/testing';
import type { KlondikeConfigErrorDetail, KlondikeSolitaire } from '../../src/index.js';
import { VECTOR, nextEvent, recorded, solitaire, warnings, pileEl } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

/** Sets a bad value and checks the README's promise ("Bad input"): one warning, one config-error, the game kept. */
async function expectRefused(el: KlondikeSolitaire, attribute: string, change: () => void, value: unknown): Promise<void> {
  const before = el.state;
  let errors: CustomEvent<KlondikeConfigErrorDetail>[] = [];
  const warned = await warnings(async () => {
    errors = await recorded(el, 'config-error', change);
  });
  expect(errors, `${attribute} config-error`).to.have.length(1);
  expect(errors[0].detail.attribute).to.equal(attribute);
  expect(errors[0].detail.value).to.equal(value);
  expect(errors[0].detail.message).to.be.a('string').and.contain(attribute);
  expect(errors[0].bubbles && errors[0].composed).to.equal(true);
  expect(warned, `${attribute} warnings`).to.have.length(1);
  expect(String(warned[0][0])).to.equal(errors[0].detail.message);
  expect(el.state).to.deep.equal(before);
}

withReducedMotion();

describe('attributes and properties', () => {
  it('deals the deal-code, and dealCode reads it back upper case', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=" kl1-d3v-hello23 "></klondike-solitaire>`);
    expect(el.dealCode).to.equal('KL1-D3V-HELLO23');
    expect(el.state.draw).to.equal(3);
    expect(el.state.scoring).to.equal('vegas');
    expect(el.score).to.equal(-52);
  });

  it('a deal-code wins over draw and scoring', async () => {
    const el = await solitaire(html`<klondike-solitaire draw="3" scoring="vegas" deal-code=${VECTOR}></klondike-solitaire>`);
    expect(el.state.draw).to.equal(1);
    expect(el.state.scoring).to.equal('standard');
  });

  it('draw and scoring choose the mode of a random deal', async () => {
    const el = await solitaire(html`<klondike-solitaire draw="3" scoring="vegas"></klondike-solitaire>`);
    expect(el.dealCode).to.match(/^KL1-D3V-[A-Z2-7]{7}$/);
    expect(el.draw).to.equal(3);
    expect(el.scoring).to.equal('vegas');
    expect(el.score).to.equal(-52);
  });

  it('draw and scoring set later apply to the next deal, not the game on the table', async () => {
    const el = await solitaire();
    el.draw = 3;
    el.setAttribute('scoring', 'vegas');
    expect(el.dealCode).to.equal(VECTOR);
    await el.newGame();
    expect(el.dealCode).to.match(/^KL1-D3V-/);
  });

  it('setting dealCode (property or attribute) starts that deal and fires new-game', async () => {
    const el = await solitaire();
    el.turnStock();
    const started = nextEvent(el, 'new-game');
    el.dealCode = 'KL1-D3N-AAAAAAA';
    expect((await started).detail).to.deep.equal({ dealCode: 'KL1-D3N-AAAAAAA', draw: 3, scoring: 'standard', passes: 'unlimited', lockedFoundations: false });
    expect(el.moves).to.equal(0);
    el.setAttribute('deal-code', 'KL1-D1V-AAAAAAB');
    expect(el.dealCode).to.equal('KL1-D1V-AAAAAAB');
    expect(el.state.tableau[0].faceUp).to.have.length(1);
  });

  it('dealCode always reads the code of the game on the table, also after a random deal', async () => {
    const el = await solitaire(html`<klondike-solitaire></klondike-solitaire>`);
    const code = el.dealCode;
    expect(code).to.match(/^KL1-D1N-[A-Z2-7]{7}$/);
    expect(el.state.dealCode).to.equal(code);
    expect(pileEl(el, 'stock').closest('.game')!.querySelector('.deal-code')!.textContent).to.equal(code);
    const copy = await solitaire(html`<klondike-solitaire deal-code=${code}></klondike-solitaire>`);
    expect(copy.state.tableau).to.deep.equal(el.state.tableau);
  });

  for (const [attribute, value] of [
    ['draw', '2'],
    ['scoring', 'las-vegas'],
    ['deal-code', 'KL1-D2N-AAAAAAA'],
    ['deal-code', 'BD1-AAAAAAG'],
    ['max-undos', 'lots'],
    ['max-undos', '-1'],
    ['dir', 'sideways'],
    ['lang', 'not a language!'],
  ]) {
    it(`${attribute}="${value}" warns once, fires config-error and keeps the game`, async () => {
      const el = await solitaire();
      await expectRefused(el, attribute, () => el.setAttribute(attribute, value), value);
      expect(el.dealCode).to.equal(VECTOR);
    });
  }

  it('bad property values are refused the same way', async () => {
    const el = await solitaire();
    await expectRefused(el, 'draw', () => (el.draw = 5 as never), 5);
    expect(el.draw).to.equal(1);
    await expectRefused(el, 'scoring', () => (el.scoring = 'golf' as never), 'golf');
    expect(el.scoring).to.equal('standard');
    await expectRefused(el, 'deal-code', () => (el.dealCode = 'hello'), 'hello');
    await expectRefused(el, 'dealProvider', () => (el.dealProvider = 42 as never), 42);
  });

  it('bad values in the markup still give a working default game, and config-error reaches listeners', async () => {
    const errors: string[] = [];
    let el!: KlondikeSolitaire;
    const warned = await warnings(async () => {
      el = await solitaire(
        html`<klondike-solitaire draw="7" scoring="poker" @config-error=${(e: CustomEvent<KlondikeConfigErrorDetail>) => errors.push(e.detail.attribute)}></klondike-solitaire>`,
      );
    });
    expect(errors).to.have.members(['draw', 'scoring']);
    expect(warned).to.have.length(2);
    expect(el.dealCode).to.match(/^KL1-D1N-/);
    expect(el.turnStock()).to.equal(true);
  });

  it('a bad deal-code in the markup deals at random with the given draw and scoring', async () => {
    const warned = await warnings(async () => {
      const el = await solitaire(html`<klondike-solitaire draw="3" deal-code="KL1-D1N-AAAAAA1"></klondike-solitaire>`);
      expect(el.dealCode).to.match(/^KL1-D3N-/);
    });
    expect(warned).to.have.length(1);
    expect(String(warned[0][0])).to.contain('deal-code');
  });

  it('max-undos allows that many undos in a game, also when set during the game', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR} max-undos="1"></klondike-solitaire>`);
    expect(el.maxUndos).to.equal(1);
    el.turnStock();
    el.turnStock();
    expect(el.undo()).to.equal(true);
    expect(el.undo()).to.equal(false);
    el.maxUndos = 3;
    expect(el.state.waste).to.deep.equal(['4S']);
    expect(el.undo()).to.equal(true);
    expect(el.state.waste).to.deep.equal([]);
    el.removeAttribute('max-undos');
    expect(el.maxUndos).to.equal(null);
  });

  it('dir="rtl" mirrors the table: column 1 on the right, the stock top right', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR} dir="rtl" lang="ar"></klondike-solitaire>`);
    const column1 = pileEl(el, 'tableau-1').getBoundingClientRect();
    const column7 = pileEl(el, 'tableau-7').getBoundingClientRect();
    expect(column1.left).to.be.greaterThan(column7.left);
    expect(pileEl(el, 'stock').getBoundingClientRect().left).to.be.greaterThan(pileEl(el, 'foundation-1').getBoundingClientRect().left);
  });

  it('takes dir from an ancestor', async () => {
    const wrapper = await fixture(html`<div dir="rtl"><klondike-solitaire deal-code=${VECTOR}></klondike-solitaire></div>`);
    const el = wrapper.querySelector('klondike-solitaire')!;
    await el.updateComplete;
    expect(pileEl(el, 'tableau-1').getBoundingClientRect().left).to.be.greaterThan(pileEl(el, 'tableau-2').getBoundingClientRect().left);
  });

  it('dealProvider hands out each new random deal', async () => {
    const el = await solitaire();
    const requests: unknown[] = [];
    el.dealProvider = (request) => {
      requests.push(request);
      return Promise.resolve('KL1-D3V-HELLO23');
    };
    const started = nextEvent(el, 'new-game');
    await el.newGame({ draw: 3 });
    expect((await started).detail.dealCode).to.equal('KL1-D3V-HELLO23');
    expect(el.dealCode).to.equal('KL1-D3V-HELLO23');
    expect(requests).to.deep.equal([{ draw: 3, scoring: 'standard' }]);
  });

  it('a dealProvider that rejects or answers nonsense gives config-error and a random deal', async () => {
    const el = await solitaire();
    for (const provider of [() => Promise.reject(new Error('offline')), () => Promise.resolve('KL9-nonsense')]) {
      el.dealProvider = provider;
      let errors: CustomEvent<KlondikeConfigErrorDetail>[] = [];
      const warned = await warnings(async () => {
        errors = await recorded(el, 'config-error', () => el.newGame());
      });
      expect(errors).to.have.length(1);
      expect(errors[0].detail.attribute).to.equal('dealProvider');
      expect(warned).to.have.length(1);
      expect(el.dealCode).to.match(/^KL1-D1N-[A-Z2-7]{7}$/);
      expect(el.dealCode).not.to.equal(VECTOR);
    }
  });

  it(':host is a block that keeps its width in flex and grid parents and never overflows them', async () => {
    for (const display of ['flex', 'grid', 'block']) {
      const wrapper = await fixture(html`<div style="display:${display};width:320px"><klondike-solitaire></klondike-solitaire></div>`);
      const el = wrapper.querySelector('klondike-solitaire')!;
      const width = el.getBoundingClientRect().width;
      expect(width, display).to.be.within(300, 320);
      expect(el.shadowRoot!.querySelector('.table')!.scrollWidth, display).to.be.at.most(320);
    }
  });
});
