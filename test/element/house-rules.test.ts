import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { KlondikeConfigErrorDetail, KlondikeSolitaire } from '../../src/index.js';
import { foundationSuit } from '../../src/engine/index.js';
import {
  VECTOR,
  WINNING_DEAL,
  engineGame,
  nextEvent,
  part,
  playByApi,
  recorded,
  solitaire,
  speaks,
  storageKey,
  until,
  warnings,
  winningActions,
} from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

const DRAW_3 = 'KL1-D3N-AAAAAAG';

/** Draws the whole stock, then recycles, as often as the rules let it; how many recycles they let. */
function recyclesAllowed(el: KlondikeSolitaire): number {
  let recycles = 0;
  for (let pass = 0; pass < 8; pass++) {
    while (el.state.stock.length > 0) el.turnStock();
    if (!el.turnStock()) return recycles;
    recycles++;
  }
  return recycles;
}

withReducedMotion();

describe('house rules: passes and locked foundations', () => {
  const passes: [string, string, string, number][] = [
    ['unlimited', 'unlimited', VECTOR, 8],
    ['classic', 'classic', VECTOR, 0],
    ['classic', 'classic', DRAW_3, 2],
    ['1', 1, VECTOR, 0],
    ['3', 3, DRAW_3, 2],
    [' Classic ', 'classic', DRAW_3, 2],
  ].map(([attribute, value, code, recycles]) => [String(attribute), String(value), String(code), Number(recycles)]);
  for (const [attribute, value, code, recycles] of passes) {
    it(`passes="${attribute}" in ${code}: ${recycles === 8 ? 'no limit' : `${recycles} recycles`}`, async () => {
      const el = await solitaire(html`<klondike-solitaire passes=${attribute} deal-code=${code}></klondike-solitaire>`);
      expect(String(el.passes)).to.equal(value);
      expect(el.state.passes).to.equal(el.passes);
      expect(recyclesAllowed(el)).to.equal(recycles);
    });
  }

  it('Vegas stays one pass whatever passes says', async () => {
    const el = await solitaire(html`<klondike-solitaire passes="5" deal-code="KL1-D3V-AAAAAAG"></klondike-solitaire>`);
    expect(recyclesAllowed(el)).to.equal(0);
  });

  for (const bad of ['0', '-1', '1.5', 'none', '', 'two']) {
    it(`refuses passes="${bad}" with one warning and config-error, keeping the rule in force`, async () => {
      const el = await solitaire(html`<klondike-solitaire passes="classic"></klondike-solitaire>`);
      let errors: CustomEvent<KlondikeConfigErrorDetail>[] = [];
      const warned = await warnings(async () => {
        errors = await recorded(el, 'config-error', () => el.setAttribute('passes', bad));
      });
      expect(warned).to.have.length(1);
      expect(errors.map((error) => error.detail.attribute)).to.deep.equal(['passes']);
      expect(el.passes).to.equal('classic');
    });
  }

  it('the rules apply to new deals; the game on the table keeps its own', async () => {
    const el = await solitaire();
    el.passes = 'classic';
    el.lockedFoundations = true;
    expect(el.state).to.deep.include({ passes: 'unlimited', lockedFoundations: false });
    const started = nextEvent(el, 'new-game');
    await el.newGame({ dealCode: VECTOR });
    expect((await started).detail).to.deep.include({ passes: 'classic', lockedFoundations: true });
    expect(el.state).to.deep.include({ passes: 'classic', lockedFoundations: true });
  });

  it('locked-foundations: a card on a foundation stays there', async () => {
    const actions = winningActions();
    const engine = engineGame(WINNING_DEAL);
    const retrievable = actions.findIndex((action) => {
      engine.play(action);
      return engine.position.legalActions().some((legal) => legal.type === 'move' && foundationSuit(legal.from) !== -1);
    });
    const retrieval = engine.position.legalActions().find((legal) => legal.type === 'move' && foundationSuit(legal.from) !== -1)!;
    for (const locked of [false, true]) {
      const el = await solitaire(html`<klondike-solitaire ?locked-foundations=${locked} deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      for (const action of actions.slice(0, retrievable + 1)) expect(playByApi(el, action)).to.equal(true);
      expect(playByApi(el, retrieval), `a retrieval, unless the foundations are locked (locked: ${locked})`).to.equal(!locked);
    }
  });

  it('exportGame() names the rules; importGame() plays the game under them, whatever the element says', async () => {
    const el = await solitaire(html`<klondike-solitaire passes="2" locked-foundations deal-code=${VECTOR}></klondike-solitaire>`);
    el.turnStock();
    const text = await el.exportGame();
    expect(text).to.equal(`${VECTOR} passes=2 retrieval=false D`);
    const other = await solitaire(html`<klondike-solitaire passes="classic"></klondike-solitaire>`);
    expect(await other.importGame(text)).to.equal(true);
    expect(other.state).to.deep.include({ dealCode: VECTOR, passes: 2, lockedFoundations: true, moves: 1 });
    expect([other.passes, other.lockedFoundations], 'the rules in force are those of the game on the table, as draw and scoring').to.deep.equal([2, true]);
    expect(await other.importGame(`${VECTOR} D`)).to.equal(true);
    expect(other.state, 'a replay that names no rule is played under the defaults').to.deep.include({ passes: 'unlimited', lockedFoundations: false });
  });

  it('a saved game comes back under the rules it was played with', async () => {
    const key = storageKey('house-rules');
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} passes="classic" locked-foundations deal-code=${VECTOR}></klondike-solitaire>`);
    el.turnStock();
    el.remove();
    const again = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
    expect(again.state).to.deep.include({ dealCode: VECTOR, passes: 'classic', lockedFoundations: true, moves: 1 });
    localStorage.removeItem(`klondike-solitaire:${key}`);
    localStorage.removeItem(`klondike-solitaire:${key}:stats`);
  });

  it('the New game dialog has a Rules group, by mouse', async () => {
    const el = await solitaire();
    part(el, 'button.new-game').click();
    await el.updateComplete;
    const dialog = part(el, 'dialog.new-game');
    const group = dialog.querySelector('fieldset.rules')!;
    expect(group.querySelector('legend')!.textContent).to.equal('Rules');
    const select = group.querySelector('select')!;
    expect([...select.options].map((option) => option.textContent)).to.deep.equal([
      'Unlimited',
      'Classic (draw 1: one, draw 3: three)',
      'one pass',
      'two passes',
      '3 passes',
    ]);
    select.value = 'classic';
    group.querySelector<HTMLInputElement>('input[name="locked-foundations"]')!.click();
    const started = nextEvent(el, 'new-game');
    dialog.querySelector<HTMLButtonElement>('.deal-button')!.click();
    expect((await started).detail).to.deep.include({ passes: 'classic', lockedFoundations: true });
    expect([el.passes, el.lockedFoundations]).to.deep.equal(['classic', true]);
  });

  it('the New game dialog has a Rules group, by keyboard', async () => {
    const el = await solitaire(html`<klondike-solitaire passes="7" deal-code=${VECTOR}></klondike-solitaire>`);
    const opener = part(el, 'button.new-game');
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const select = part(el, 'fieldset.rules select') as HTMLSelectElement;
    expect(select.value, "the host's own number is one of the choices").to.equal('7');
    select.focus();
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'input[name="locked-foundations"]'));
    const started = nextEvent(el, 'new-game');
    part(el, '.deal-button').focus();
    await sendKeys({ press: 'Enter' });
    expect((await started).detail).to.deep.include({ passes: 'unlimited', lockedFoundations: true });
  });

  it('speaks the Rules group in Arabic and French', async () => {
    for (const [lang, legend] of [
      ['ar', 'القواعد'],
      ['fr', 'Règles'],
    ]) {
      const el = await solitaire(html`<klondike-solitaire lang=${lang} deal-code=${VECTOR}></klondike-solitaire>`);
      await speaks(el, lang as 'ar' | 'fr');
      part(el, 'button.new-game').click();
      await el.updateComplete;
      await until(el, () => el.shadowRoot!.querySelector('fieldset.rules legend') !== null);
      expect(part(el, 'fieldset.rules legend').textContent).to.equal(legend);
    }
  });
});
