import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/index.js';
import { DEFAULT_HOUSE_RULES, Klondike, type KlondikeDeal, parseDealCode } from '../../src/engine/index.js';
import type { Verdict } from '../../src/solver/solve-result.js';
import type { SolveReply, SolveRequest } from '../../src/solver/solver-worker.js';
import { RefusedWorker, VECTOR, part, solitaire } from './helpers.js';

/** Whether the page has fetched a module whose path contains `name`. */
function fetched(name: string): boolean {
  return performance.getEntriesByType('resource').some((entry) => entry.name.includes(name));
}

// Imported when needed, so the first test sees a page that has never fetched them.
const solverClient = async () => (await import('../../src/element/solver/solver-client.js')).SolverClient;

async function verdict(code: string, ms = 5000): Promise<Verdict> {
  const { solveKlondike } = await import('../../src/solver/klondike-solver.js');
  return solveKlondike(position(code), { ms }).verdict;
}

/** A draw 1 deal the solver proves lost in a few milliseconds. */
const LOST = 'KL1-D1N-TUPMRIW';

/** The text of the `show-winnable` figure once it says `text`. */
async function shown(el: KlondikeSolitaire, text: string): Promise<HTMLElement> {
  await waitUntil(() => el.shadowRoot!.querySelector('[part="winnable"] .value')?.textContent === text, `never said "${text}"`, { timeout: 5000 });
  return part(el, '[part="winnable"]');
}

function position(code: string): Klondike {
  const deal = parseDealCode(code);
  if (!deal.ok || deal.value.game !== 'klondike') throw new Error(`not a Klondike code: ${code}`);
  return Klondike.forDeal(deal.value as KlondikeDeal, DEFAULT_HOUSE_RULES);
}

// The first test of this file's page: nothing has asked for the solver before it.
describe('winnable', () => {
  it('an element without winnable or show-winnable never fetches the solver, nor auto-finish before the endgame', async () => {
    const el = await solitaire(html`<klondike-solitaire auto-finish></klondike-solitaire>`);
    await el.newGame({ draw: 3 });
    el.hint();
    el.turnStock();
    el.undo();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="winnable"]')).to.equal(null);
    expect(fetched('/solver-client.'), 'the chunk that starts the solver').to.equal(false);
    expect(fetched('/klondike-solver.'), 'the solver').to.equal(false);
  });

  for (const draw of [1, 3] as const) {
    it(`deals a draw ${draw} deal the solver proves winnable, with an ordinary code`, async () => {
      const el = await solitaire(html`<klondike-solitaire winnable draw=${draw}></klondike-solitaire>`);
      expect(fetched('/solver-client.')).to.equal(true);
      expect(el.dealCode).to.match(new RegExp(`^KL1-D${draw}N-`));
      expect(await verdict(el.dealCode)).to.equal('winnable');
      await el.newGame();
      expect(await verdict(el.dealCode)).to.equal('winnable');
    });
  }

  // One pass through the stock: few deals are proven within a try's budget, so the 2 s may run out.
  it('a Vegas deal is proven under one pass, or the console says it is not', async () => {
    const info = console.info;
    const said: unknown[][] = [];
    console.info = (...args: unknown[]) => void said.push(args);
    try {
      const el = await solitaire(html`<klondike-solitaire winnable scoring="vegas"></klondike-solitaire>`);
      expect(el.dealCode).to.match(/^KL1-D1V-/);
      if (said.length === 0) expect(await verdict(el.dealCode)).to.equal('winnable');
      else expect(String(said[0][0])).to.contain(`dealing ${el.dealCode}, which may not be`);
    } finally {
      console.info = info;
    }
  });

  it('deal-code wins over winnable, at the start and in newGame()', async () => {
    const deals: string[] = [];
    const el = await fixture<KlondikeSolitaire>(
      html`<klondike-solitaire winnable deal-code=${VECTOR} @new-game=${(event: CustomEvent<{ dealCode: string }>) => deals.push(event.detail.dealCode)}></klondike-solitaire>`,
    );
    await el.updateComplete;
    expect(deals).to.deep.equal([VECTOR]);
    await el.newGame({ dealCode: 'KL1-D3V-AAAAAAB' });
    expect(el.dealCode).to.equal('KL1-D3V-AAAAAAB');
  });

  it('a code given while a winnable deal is being looked for wins', async () => {
    const el = await solitaire(html`<klondike-solitaire winnable></klondike-solitaire>`);
    const looking = el.newGame();
    el.dealCode = VECTOR;
    await looking;
    expect(el.dealCode).to.equal(VECTOR);
  });

  it('an element removed while it looks for a deal stops looking, and deals again once back', async () => {
    const el = document.createElement('klondike-solitaire') as KlondikeSolitaire;
    el.winnable = true;
    const deals: string[] = [];
    el.addEventListener('new-game', (event) => deals.push((event as CustomEvent<{ dealCode: string }>).detail.dealCode));
    document.body.append(el);
    el.remove();
    await el.updateComplete;
    expect(deals).to.deep.equal([]);
    document.body.append(el);
    try {
      await el.updateComplete;
      expect(deals).to.have.length(1);
      expect(await verdict(deals[0])).to.equal('winnable');
    } finally {
      el.remove();
    }
  });

  it('dealProvider deals are left as they are', async () => {
    const el = document.createElement('klondike-solitaire') as KlondikeSolitaire;
    el.winnable = true;
    el.dealProvider = async () => 'KL1-D1N-AAAAAAC';
    document.body.append(el);
    try {
      await el.updateComplete;
      await el.newGame();
      expect(el.dealCode).to.equal('KL1-D1N-AAAAAAC');
    } finally {
      el.remove();
    }
  });

  it('the solver runs in a module worker whose verdict is the main thread one', async () => {
    const worker = new Worker(new URL('../../src/solver/solver-worker.js', import.meta.url), { type: 'module' });
    try {
      const start = position(VECTOR);
      const reply = await new Promise<SolveReply>((resolve, reject) => {
        worker.onmessage = ({ data }) => resolve(data);
        worker.onerror = () => reject(new Error('the worker did not start'));
        worker.postMessage({ id: 7, position: { game: 'klondike', table: start.table(), options: start.options }, ms: 2000 } satisfies SolveRequest);
      });
      expect(reply).to.deep.include({ id: 7, verdict: await verdict(VECTOR, 2000) });
      const client = new (await solverClient())();
      expect(client.offThread).to.equal(true);
      expect((await client.solve(position(VECTOR), 2000)).verdict).to.equal(reply.verdict);
      client.close();
    } finally {
      worker.terminate();
    }
  });

  it('falls back to the main thread when no worker may start', async () => {
    const original = window.Worker;
    window.Worker = RefusedWorker;
    try {
      const client = new (await solverClient())();
      expect(client.offThread).to.equal(false);
      expect((await client.solve(position(VECTOR), 2000)).verdict).to.equal(await verdict(VECTOR, 2000));
    } finally {
      window.Worker = original;
    }
  });

  it('a worker whose script fails to load hands its searches to the main thread', async () => {
    const original = window.Worker;
    window.Worker = class extends original {
      constructor(_url: string | URL, options?: WorkerOptions) {
        super('/no/such/worker.js', options);
      }
    };
    try {
      const client = new (await solverClient())();
      const answer = await client.solve(position(VECTOR), 2000);
      expect(client.offThread).to.equal(false);
      expect(answer.verdict).to.equal(await verdict(VECTOR, 2000));
    } finally {
      window.Worker = original;
    }
  });

  it('show-winnable says a winning line is left on a winnable deal, and thinks again after each action', async () => {
    expect(await verdict(VECTOR)).to.equal('winnable');
    const el = await solitaire(html`<klondike-solitaire show-winnable deal-code=${VECTOR}></klondike-solitaire>`);
    const figure = await shown(el, 'Winnable');
    expect(figure.querySelector('.label')!.textContent).to.equal('Still winnable?');
    expect(figure.closest('[aria-live]'), 'not a live region').to.equal(null);
    // The answer may come within a millisecond: every text the figure shows is kept, not just the last.
    const value = figure.querySelector('.value')!;
    const seen: string[] = [];
    new MutationObserver(() => seen.push(value.textContent!)).observe(value, { childList: true, characterData: true, subtree: true });
    el.turnStock();
    await waitUntil(() => seen.at(-1) === 'Winnable', 'never said "Winnable" again', { timeout: 5000 });
    expect(seen[0], 'it thinks first').to.equal('Thinking…');
    el.showWinnable = false;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="winnable"]')).to.equal(null);
  });

  it('show-winnable says no winning line is left on a deal the solver proves lost', async () => {
    expect(await verdict(LOST)).to.equal('not-winnable');
    const el = await solitaire(html`<klondike-solitaire show-winnable deal-code=${LOST}></klondike-solitaire>`);
    await shown(el, 'No winning line left');
  });

  it('an answer about a position the game has left is never shown', async () => {
    const el = await solitaire(html`<klondike-solitaire show-winnable deal-code=${VECTOR}></klondike-solitaire>`);
    el.turnStock();
    await el.newGame({ dealCode: LOST });
    const said: string[] = [];
    const figure = part(el, '[part="winnable"]');
    new MutationObserver(() => said.push(figure.querySelector('.value')!.textContent!)).observe(figure, { subtree: true, characterData: true, childList: true });
    await shown(el, 'No winning line left');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(said).not.to.include('Winnable');
  });

  it('show-winnable speaks the language of the element', async () => {
    const el = await solitaire(html`<klondike-solitaire lang="fr" show-winnable deal-code=${LOST}></klondike-solitaire>`);
    await shown(el, 'Plus aucune victoire possible');
  });
});
