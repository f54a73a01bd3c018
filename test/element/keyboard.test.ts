import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { makeCard, makePileId, tableauColumn } from '../../src/engine/index.js';
import { GAMES, type GameCase, KLONDIKE, type Solitaire, dealt, faceUp } from './support/games.js';
import { VECTOR, WINNING_DEAL, cardEl, engineGame, part, pileEl, solitaire, until, winningActions } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

/** The table's one tab stop: the pile and the card the keyboard cursor is on. */
function cursor(el: Solitaire): { pile: string; card: string | null; element: HTMLElement } {
  const element = part(el, '.table [tabindex="0"]');
  return { pile: element.closest<HTMLElement>('[data-pile]')!.dataset.pile!, card: element.dataset.card ?? null, element };
}

async function press(el: Solitaire, key: string): Promise<void> {
  await sendKeys({ press: key });
  await el.updateComplete;
}

/**
 * The same key press as the browser delivers it to the focused element, without the round trip
 * to the browser's driver: a whole game is well over a thousand presses.
 */
async function type(el: Solitaire, key: string): Promise<void> {
  const focused = el.shadowRoot!.activeElement!;
  focused.dispatchEvent(
    new KeyboardEvent('keydown', { key, code: key.length === 1 ? `Key${key.toUpperCase()}` : key, bubbles: true, composed: true, cancelable: true }),
  );
  await el.updateComplete;
}

/** Arrow keys (left to right) until the cursor is on `pile`, and on `card` when given. */
async function arrowTo(el: Solitaire, game: GameCase, pile: string, card: string | null, send = press): Promise<number> {
  const columns = Array.from({ length: game.columns }, (_, index) => `tableau-${index + 1}`);
  for (let presses = 0; presses < 40; presses++) {
    const at = cursor(el);
    expect(el.shadowRoot!.activeElement, 'the focus follows the cursor').to.equal(at.element);
    if (at.pile === pile && (card === null || at.card === card)) return presses;
    const row = game.topRow.includes(pile) ? game.topRow : columns;
    let key: string;
    if (!row.includes(at.pile)) key = row === game.topRow ? 'ArrowUp' : 'ArrowDown';
    else if (at.pile !== pile) key = row.indexOf(pile) > row.indexOf(at.pile) ? 'ArrowRight' : 'ArrowLeft';
    else {
      const faceUp = el.state.tableau[columns.indexOf(pile)].faceUp;
      key = faceUp.indexOf(card!) < faceUp.indexOf(at.card!) ? 'ArrowUp' : 'ArrowDown';
    }
    await send(el, key);
  }
  throw new Error(`the arrows never reached ${pile} ${card ?? ''}`);
}

/** What both elements do with the keyboard, on the game's own test vector. */
function keyboard(game: GameCase): void {
  const { onto } = game;
  const last = `tableau-${game.columns}`;

  describe(`<${game.tag}>: keyboard`, () => {
    it('the cursor starts at its home; Enter picks up the card under it and Enter on a pile puts it down', async () => {
      const el = await dealt(game);
      expect(el.shadowRoot!.querySelectorAll('.table [tabindex="0"]')).to.have.length(1);
      expect(cursor(el)).to.include(game.cursorHome);
      cursor(el).element.focus();
      await arrowTo(el, game, onto.from, onto.card);
      await press(el, 'Enter');
      expect(cardEl(el, onto.card).classList.contains('selected')).to.equal(true);
      await arrowTo(el, game, onto.to, null);
      await press(el, 'Enter');
      expect(faceUp(el, onto.to).slice(-2)).to.deep.equal([onto.target, onto.card]);
      await press(el, 'u');
      expect(el.moves).to.equal(0);
    });

    it('Escape puts the cards back; letter keys hint and open New game and the key list', async () => {
      const el = await dealt(game);
      cursor(el).element.focus();
      await arrowTo(el, game, onto.from, onto.card);
      await press(el, 'Enter');
      expect(cardEl(el, onto.card).classList.contains('selected')).to.equal(true);
      await press(el, 'Escape');
      expect(el.shadowRoot!.querySelector('.selected')).to.equal(null);
      expect(part(el, '.announcer').textContent).to.contain('Put back');
      await press(el, 'h');
      await until(el, () => part(el, '[part="status"]').textContent.includes('Hint'));
      await press(el, 'n');
      expect((part(el, 'dialog.new-game') as HTMLDialogElement).open).to.equal(true);
      await press(el, 'Escape');
      await press(el, '?');
      const help = part(el, 'dialog.help') as HTMLDialogElement;
      expect(help.open).to.equal(true);
      expect(help.getAttribute('aria-labelledby')).to.equal('help-title');
      expect(help.textContent).to.contain('Undo').and.contain('Read out the whole table');
      await press(el, 'Escape');
      expect(help.open).to.equal(false);
      expect(el.shadowRoot!.activeElement, 'the focus comes back to the table').to.equal(cursor(el).element);
    });

    it('arrow keys go by the screen: under dir="rtl" the left arrow goes away from column 1', async () => {
      const el = await dealt(game, { dir: 'rtl' });
      cursor(el).element.focus();
      await arrowTo(el, game, 'tableau-1', null);
      await press(el, 'ArrowLeft');
      expect(cursor(el).pile).to.equal('tableau-2');
      const [one, two] = [pileEl(el, 'tableau-1'), pileEl(el, 'tableau-2')].map((pile) => pile.getBoundingClientRect().left);
      expect(two).to.be.lessThan(one);
      await press(el, 'ArrowLeft');
      expect(cursor(el).pile).to.equal('tableau-3');
      await press(el, 'ArrowRight');
      await press(el, 'ArrowRight');
      expect(cursor(el).pile).to.equal('tableau-1');
    });

    it(`under dir="rtl" on an ancestor, column 1 stands right of column ${game.columns} and foundation 1 right of foundation 4`, async () => {
      const wrapper = await fixture<HTMLElement>(html`<div dir="rtl"></div>`);
      const el = document.createElement(game.tag);
      el.setAttribute('deal-code', game.dealCode);
      wrapper.append(el);
      await el.updateComplete;
      const rect = (pile: string) => pileEl(el, pile).getBoundingClientRect();
      expect(rect('tableau-1').left).to.be.greaterThan(rect(last).right);
      expect(rect('foundation-1').left).to.be.greaterThan(rect('foundation-4').left);
      // The deal code still names the same logical columns.
      const first = el.state.tableau[0].faceUp.at(-1)!;
      expect(pileEl(el, 'tableau-1').querySelector(`[data-card="${first}"]`)).to.not.equal(null);
    });
  });
}

withReducedMotion();

for (const game of GAMES) keyboard(game);

describe('<klondike-solitaire>: keyboard', () => {
  it('the table is one tab stop; a whole game is won by key presses alone', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    part(el, 'button.read-out').focus();
    await press(el, 'Tab');
    expect(cursor(el).pile).to.equal('stock');
    expect(el.shadowRoot!.activeElement).to.equal(pileEl(el, 'stock'));
    expect(el.shadowRoot!.querySelectorAll('.table [tabindex="0"]')).to.have.length(1);

    const game = engineGame(WINNING_DEAL);
    let presses = 1;
    for (const action of winningActions()) {
      if (action.type !== 'move') {
        await type(el, 'd');
        presses++;
      } else {
        const table = game.position.table();
        const column = tableauColumn(action.from);
        const card =
          column >= 0 ? table.tableau[column].faceUp.at(-action.count)! : action.from === 1 ? table.waste.at(-1)! : table.foundations[action.from - 2].at(-1)!;
        presses += await arrowTo(el, KLONDIKE, makePileId(action.from), makeCard(card), type);
        await type(el, 'Enter');
        presses += (await arrowTo(el, KLONDIKE, makePileId(action.to), null, type)) + 2;
        await type(el, ' ');
      }
      expect(game.play(action).ok).to.equal(true);
      expect(el.moves, `after ${el.moves} moves`).to.equal(game.position.moves);
    }
    expect(el.won).to.equal(true);
    expect(presses).to.be.greaterThan(400);
    const dialog = part(el, 'dialog.win') as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'button.play-again'));
  });

  it('d draws, the waste’s top card takes the cursor and Enter there picks it up; u undoes the draw', async () => {
    const el = await solitaire();
    pileEl(el, 'stock').focus();
    await press(el, 'd');
    expect(el.state.waste).to.deep.equal(['4S']);
    await press(el, 'ArrowRight');
    expect(cursor(el)).to.include({ pile: 'waste', card: '4S' });
    await press(el, 'Enter');
    expect(part(el, '[data-card="4S"]').classList.contains('selected')).to.equal(true);
    await press(el, 'Escape');
    await press(el, 'u');
    expect(el.state.waste).to.deep.equal([]);
  });

  it('under dir="rtl" the top row runs from the right too: up from column 1 is the stock, left of it the waste', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR} dir="rtl"></klondike-solitaire>`);
    pileEl(el, 'stock').focus();
    await press(el, 'ArrowDown');
    expect(cursor(el)).to.include({ pile: 'tableau-1', card: 'QH' });
    await press(el, 'ArrowUp');
    expect(cursor(el).pile).to.equal('stock');
    await press(el, 'ArrowLeft');
    expect(cursor(el).pile).to.equal('waste');
    expect(pileEl(el, 'waste').getBoundingClientRect().left).to.be.lessThan(pileEl(el, 'stock').getBoundingClientRect().left);
  });

  it('under dir="rtl" on an ancestor the stock stands on the right, over column 1', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div dir="rtl"><klondike-solitaire deal-code=${VECTOR}></klondike-solitaire></div>`);
    const el = wrapper.querySelector('klondike-solitaire')!;
    await el.updateComplete;
    const rect = (pile: string) => pileEl(el, pile).getBoundingClientRect();
    expect(rect('stock').left).to.be.greaterThan(rect('foundation-4').right);
    expect(rect('stock').right).to.be.closeTo(rect('tableau-1').right, 1);
  });
});
