import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { anyGame, makePileId, parseReplay } from '../../src/engine/index.js';
import { sfc32 } from '../../src/engine/deal/sfc32.js';
import { GAMES, type GameCase, type Solitaire } from './support/games.js';
import { part, settle, speaks, tap, until } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

const SEED = 2020;
const RANDOM_MOVES = 150;

/** The game's element in `container` (the body when none), dealt its test vector, with its animations done. */
async function placed(game: GameCase, container: HTMLElement | null, attributes: Record<string, string> = {}): Promise<Solitaire> {
  const el = document.createElement<typeof game.tag>(game.tag);
  for (const [name, value] of Object.entries({ 'deal-code': game.dealCode, ...attributes })) el.setAttribute(name, value);
  (container ?? document.body).append(el);
  await settle(el);
  return el;
}

/** A host page's column of the given width, removed after the test. */
async function column(style: string): Promise<HTMLElement> {
  return fixture<HTMLElement>(html`<div style=${style}></div>`);
}

function cardRects(el: Solitaire): DOMRect[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card')].map((card) => card.getBoundingClientRect());
}

/**
 * Every card lies inside `box`, give or take the rounding of a fraction of a pixel. One assertion
 * for all the cards: the random moves make it hundreds of times.
 */
function expectInside(rects: readonly DOMRect[], box: { top: number; bottom: number; left: number; right: number }, what: string): void {
  expect(rects.length, 'cards on the table').to.be.greaterThan(0);
  const outside = rects.filter(
    (rect) => rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5 || rect.left < box.left - 0.5 || rect.right > box.right + 0.5,
  );
  const edges = (rect: DOMRect): string => `top ${rect.top}, bottom ${rect.bottom}, left ${rect.left}, right ${rect.right}`;
  expect(outside.map(edges), `${what}: cards outside ${edges(box as DOMRect)}`).to.deep.equal([]);
}

/** The share of the element's height below its lowest card: felt with nothing on it. */
function emptyFeltShare(el: Solitaire): number {
  const box = el.getBoundingClientRect();
  const lowest = Math.max(...cardRects(el).map((rect) => rect.bottom));
  return (box.bottom - lowest) / box.height;
}

/** A legal action of the game on the table (read back from its `exportGame()`), played through the element's methods. */
async function playRandomLegal(el: Solitaire, pick: <T>(items: readonly T[]) => T): Promise<void> {
  const game = parseReplay(await el.exportGame(), anyGame);
  if (!game.ok) throw new Error(game.error);
  const action = pick(game.value.position.legalActions());
  if (action.type === 'move') expect(el.move(makePileId(action.from), makePileId(action.to), action.count), 'a legal move').to.equal(true);
  else expect((el as Extract<Solitaire, { turnStock(): boolean }>).turnStock(), 'a legal draw').to.equal(true);
}

withReducedMotion();

afterEach(async () => {
  await setViewport({ width: 800, height: 600 });
  document.body.style.margin = '';
  for (const el of document.querySelectorAll('klondike-solitaire, bakers-dozen-solitaire')) el.remove();
});

describe('the table fits the width and the height it is given', () => {
  for (const game of GAMES) {
    it(`<${game.tag}> on a 740 × 375 landscape phone: the whole table is on the screen`, async () => {
      await setViewport({ width: 740, height: 375 });
      document.body.style.margin = '0';
      const el = await placed(game, null);
      expect(el.getBoundingClientRect().height).to.be.at.most(375);
      expectInside(cardRects(el), { top: 0, bottom: 375, left: 0, right: 740 }, 'the viewport');
      expect(part(el, '.toolbar').getBoundingClientRect().top).to.be.at.least(0);
    });

    it(`<${game.tag} style="height: 480px">: the element keeps the height and every card is inside it`, async () => {
      for (const width of [1280, 375]) {
        await setViewport({ width, height: 900 });
        const el = await placed(game, null, { style: 'height: 480px' });
        const box = el.getBoundingClientRect();
        expect(box.height, `at ${width} px`).to.equal(480);
        expectInside(cardRects(el), box, `the element at ${width} px`);
        el.remove();
      }
    });

    it(`<${game.tag}> in a grid cell of a fixed height fills the cell with every card inside`, async () => {
      await setViewport({ width: 1280, height: 900 });
      const grid = await column('display: grid; grid-template: 420px / 1fr 2fr; width: 1200px');
      grid.append(document.createElement('aside'));
      const el = await placed(game, grid);
      const box = el.getBoundingClientRect();
      expect(box.height).to.equal(420);
      expectInside(cardRects(el), box, 'the cell');
    });

    it(`<${game.tag}> in a 700 px blog column: at most 620 px tall, at most 30 % empty felt under the deal`, async () => {
      await setViewport({ width: 1000, height: 1000 });
      const el = await placed(game, await column('width: 700px'));
      expect(el.getBoundingClientRect().height).to.be.at.most(620);
      expect(emptyFeltShare(el)).to.be.at.most(0.3);
    });

    for (const [width, height] of [
      [375, 800],
      [700, 1000],
    ]) {
      it(`<${game.tag}> at ${width} px: ${RANDOM_MOVES} seeded random legal moves never change its height nor put a card outside`, async function () {
        this.timeout(120000);
        await setViewport({ width: Math.max(width, 800), height });
        const next = sfc32(SEED, width, 0x85ebca6b, 0xc2b2ae35);
        const pick = <T>(items: readonly T[]): T => items[next() % items.length];
        const el = await placed(game, await column(`width: ${width}px`));
        const start = el.getBoundingClientRect().height;
        for (let step = 0; step < RANDOM_MOVES; step++) {
          // Now and then a tap, which plays or says why not in the status line.
          if (step % 10 === 9) await tap(el, pick([...el.shadowRoot!.querySelectorAll('[data-card]')]));
          else await playRandomLegal(el, pick);
          await settle(el);
          const box = el.getBoundingClientRect();
          expect(box.height, `after step ${step + 1}`).to.equal(start);
          expectInside(cardRects(el), box, `after step ${step + 1}`);
        }
      });
    }
  }
});

describe('the bar', () => {
  for (const game of GAMES) {
    it(`<${game.tag}> at 375 px: one row of at most 56 px above the piles, labels of at least 11 px`, async () => {
      await setViewport({ width: 375, height: 800 });
      const el = await placed(game, null);
      const bar = part(el, '.toolbar');
      const buttons = [...bar.querySelectorAll<HTMLElement>('button')].filter((button) => button.getBoundingClientRect().width > 0);
      expect(buttons.map((button) => button.className)).to.deep.equal(['new-game', 'undo', 'hint', 'menu-button']);
      const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
      expect(tops.size, 'the buttons share one row').to.equal(1);
      const piles = Math.min(...[...el.shadowRoot!.querySelectorAll('[data-pile]')].map((pile) => pile.getBoundingClientRect().top));
      expect(piles - el.getBoundingClientRect().top).to.be.at.most(56);
      for (const label of el.shadowRoot!.querySelectorAll<HTMLElement>('.figure .label, .figure .value')) {
        expect(parseFloat(getComputedStyle(label).fontSize), label.textContent).to.be.at.least(11);
      }
      for (const button of buttons) expect(button.getBoundingClientRect().right).to.be.at.most(el.getBoundingClientRect().right);
    });

    it(`<${game.tag}> at 1920 px: the bar stands over the cards, not the whole screen's width`, async () => {
      await setViewport({ width: 1920, height: 1080 });
      const el = await placed(game, null);
      const newGame = part(el, 'button.new-game').getBoundingClientRect();
      const menu = part(el, 'button.menu-button').getBoundingClientRect();
      const first = part(el, '[data-pile="tableau-1"]').getBoundingClientRect();
      const last = part(el, `[data-pile="tableau-${game.columns}"]`).getBoundingClientRect();
      expect(Math.abs(newGame.left - first.left), 'New game over the first column').to.be.at.most(24);
      expect(Math.abs(menu.right - last.right), 'the menu over the last column').to.be.at.most(24);
      // The words show beside the icons where there is room.
      expect(part(el, 'button.new-game .label').getBoundingClientRect().width).to.be.greaterThan(20);
    });

    it(`<${game.tag}>: New game is the first Tab stop`, async () => {
      const before = await fixture<HTMLButtonElement>(html`<button>before</button>`);
      const el = await placed(game, null);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(el);
      expect(el.shadowRoot!.activeElement!.classList.contains('new-game')).to.equal(true);
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement!.classList.contains('undo') || el.shadowRoot!.activeElement!.classList.contains('hint')).to.equal(true);
    });
  }
});

describe('the menu', () => {
  const menuButton = (el: Solitaire): HTMLElement => part(el, 'button.menu-button');
  const items = (el: Solitaire): HTMLElement[] => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.menu [role="menuitem"]')];
  const focused = (el: Solitaire): Element | null => el.shadowRoot!.activeElement;

  for (const game of GAMES) {
    it(`<${game.tag}>: a menu button that opens, walks and closes by the keyboard`, async () => {
      const el = await placed(game, null);
      const button = menuButton(el);
      const menu = part(el, '.menu');
      // The menu's behaviour comes in a chunk: each key's work is done once the element is updated.
      const press = async (key: string) => {
        await sendKeys({ press: key });
        await el.updateComplete;
      };
      expect(button.getAttribute('aria-haspopup')).to.equal('menu');
      expect(button.getAttribute('aria-controls')).to.equal(menu.id);
      expect(menu.getAttribute('role')).to.equal('menu');
      expect(menu.hidden).to.equal(true);
      const names = items(el).map((item) => item.className);
      expect(names).to.deep.equal(['stats', 'keys', 'copy']);
      expect(part(el, '.menu .deal-code').textContent).to.equal(el.dealCode);
      button.focus();
      await press('Enter');
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(menu.hidden).to.equal(false);
      expect(focused(el)).to.equal(items(el)[0]);
      await expect(el, 'open, the menu passes axe').to.be.accessible();
      await press('ArrowDown');
      expect(focused(el)).to.equal(items(el)[1]);
      await press('End');
      expect(focused(el)).to.equal(items(el).at(-1));
      await press('ArrowDown');
      expect(focused(el), 'the arrows wrap round').to.equal(items(el)[0]);
      await press('ArrowUp');
      expect(focused(el)).to.equal(items(el).at(-1));
      await press('Escape');
      expect(menu.hidden).to.equal(true);
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(focused(el), 'the focus is back on the menu button').to.equal(button);
      await press('ArrowUp');
      expect(focused(el), 'ArrowUp opens it on the last entry').to.equal(items(el).at(-1));
      await press('Tab');
      expect(menu.hidden, 'Tab leaves and closes it').to.equal(true);
    });

    it(`<${game.tag}>: the menu by the pointer: Help opens its dialog, whose close gives the focus back to the menu button`, async () => {
      await setViewport({ width: 375, height: 800 });
      const el = await placed(game, null);
      const click = async (target: Element) => {
        const rect = target.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)] });
        await el.updateComplete;
      };
      await click(menuButton(el));
      expect(part(el, '.menu').hidden).to.equal(false);
      const help = items(el).find((item) => item.classList.contains('keys'))!;
      expect(help.getBoundingClientRect().bottom, 'the menu is inside the element').to.be.at.most(el.getBoundingClientRect().bottom);
      await click(help);
      await until(el, () => !!el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.help')?.open);
      expect(part(el, '.menu').hidden).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await until(el, () => !el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.help')!.open);
      expect(focused(el)).to.equal(menuButton(el));
      // A press elsewhere closes an open menu.
      await click(menuButton(el));
      expect(part(el, '.menu').hidden).to.equal(false);
      await click(part(el, '.table'));
      expect(part(el, '.menu').hidden).to.equal(true);
    });
  }
});

describe('with max-undos, the Undo button counts the undos left', () => {
  const words = { en: 'Undo, 2 left', fr: 'Annuler, il en reste 2', ar: 'تراجع، يتبقى 2' } as const;
  for (const [lang, name] of Object.entries(words)) {
    it(`lang="${lang}": shown on the button and in its name`, async () => {
      const el = await placed(GAMES[0], null, { 'max-undos': '3', lang });
      await speaks(el, lang as keyof typeof words);
      const undo = part(el, 'button.undo');
      expect(undo.querySelector('.count')!.textContent).to.equal('3');
      const home = GAMES[0].home;
      expect(el.move(home.from as never, home.to as never)).to.equal(true);
      expect(el.undo()).to.equal(true);
      await el.updateComplete;
      expect(undo.querySelector('.count')!.textContent).to.equal('2');
      expect(undo.getAttribute('aria-label')).to.equal(name);
    });
  }

  it('without max-undos the button has no count and is named by its word', async () => {
    const el = await placed(GAMES[0], null);
    expect(part(el, 'button.undo').querySelector('.count')).to.equal(null);
    expect(part(el, 'button.undo').hasAttribute('aria-label')).to.equal(false);
  });
});
