import { expect } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/index.js';
import { GAMES, type Solitaire } from './support/games.js';
import { withReducedMotion } from './support/motion.js';

/**
 * What a framework does (React with @lit/react, say): it puts the element on the page, then in the
 * same task sets its properties one by one and adds its listeners, in the order they were written.
 */
function mount<E extends Solitaire>(tag: string, setUp: (el: E, heard: string[]) => void): { el: E; heard: string[] } {
  const el = document.createElement(tag) as E;
  const heard: string[] = [];
  document.body.append(el);
  setUp(el, heard);
  return { el, heard };
}

const listen = (el: Solitaire, heard: string[]): void =>
  el.addEventListener('new-game', (event) => heard.push((event as CustomEvent<{ dealCode: string }>).detail.dealCode));

withReducedMotion();

describe('a framework sets properties and listeners right after it puts the element on the page', () => {
  for (const game of GAMES) {
    it(`<${game.tag}>: a deal code set then, and a new-game listener added after it, make the one first deal, which it hears`, async () => {
      const { el, heard } = mount<Solitaire>(game.tag, (el, heard) => {
        el.dealCode = game.dealCode;
        listen(el, heard);
      });
      try {
        await el.updateComplete;
        expect(heard).to.deep.equal([game.dealCode]);
        expect(el.dealCode).to.equal(game.dealCode);
      } finally {
        el.remove();
      }
    });

    it(`<${game.tag}>: a method called then plays at once, on the first deal`, async () => {
      const { el, heard } = mount<Solitaire>(game.tag, (el, heard) => {
        listen(el, heard);
        el.dealCode = game.dealCode;
        expect(el.move(game.home.from as never, game.home.to as never)).to.equal(true);
      });
      try {
        await el.updateComplete;
        expect(heard).to.deep.equal([game.dealCode]);
        expect(el.moves).to.equal(1);
      } finally {
        el.remove();
      }
    });
  }

  it('<klondike-solitaire>: draw and scoring set then are the first random deal’s', async () => {
    const { el, heard } = mount<KlondikeSolitaire>('klondike-solitaire', (el, heard) => {
      el.draw = 3;
      el.scoring = 'vegas';
      listen(el, heard);
    });
    try {
      await el.updateComplete;
      expect(el.dealCode).to.match(/^KL1-D3V-/);
      expect(heard).to.deep.equal([el.dealCode]);
    } finally {
      el.remove();
    }
  });
});

describe('server-rendered markup a framework hydrates later (the React wrapper under Next.js)', () => {
  for (const game of GAMES) {
    it(`<${game.tag} defer-hydration>: waits for the mark to go, then deals the props set meanwhile, and its listener hears it`, async () => {
      const holder = document.createElement('div');
      const el = new (customElements.get(game.tag) as new () => Solitaire)();
      el.setAttribute('defer-hydration', '');
      holder.append(el);
      document.body.append(holder);
      try {
        // Long enough for an element not held back to deal: a frame and a turn of the event loop.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        expect(el.hasUpdated, 'no update while marked').to.equal(false);
        const heard: string[] = [];
        el.dealCode = game.dealCode;
        listen(el, heard);
        el.removeAttribute('defer-hydration');
        await el.updateComplete;
        expect(heard).to.deep.equal([game.dealCode]);
        expect(el.shadowRoot?.querySelector('[part~="table"]')).not.to.equal(null);
      } finally {
        holder.remove();
      }
    });
  }
});
