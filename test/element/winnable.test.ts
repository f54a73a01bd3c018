import { expect, fixture, html } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/index.js';
import { klondikeSolver } from '../../src/element/klondike/klondike-solver-client.js';
import { startWorkerFromSource } from '../../src/element/solver/module-worker.js';
import { SolverClient } from '../../src/element/solver/solver-client.js';
import { Klondike, parseDealCode, unwrap } from '../../src/engine/index.js';
import { solveKlondike } from '../../src/solver/klondike/klondike-solver.js';
import type { Verdict } from '../../src/solver/shared/solve-result.js';
import { klondikeData } from '../../src/solver/worker/klondike-data.js';
import { freshPage } from './support/fresh-page.js';
import { seedRandom } from './support/seeded-random.js';
import { VECTOR, part, solitaire, until } from './support/helpers.js';
import { MissingScriptWorker, RefusedWorker, askSolverWorker, withCountedWorkers, withWorker } from './support/workers.js';
import { withReducedMotion } from './support/motion.js';

/** Whether the page has fetched a module whose path contains `name`. */
function fetched(name: string): boolean {
  return performance.getEntriesByType('resource').some((entry) => entry.name.includes(name));
}

/** The solver's verdict without a wall clock: it ends on its positions budget, the same on any machine. */
function verdict(code: string): Verdict {
  return solveKlondike(position(code), { ms: Infinity }).verdict;
}

/** A draw 1 deal the solver proves lost in a few milliseconds. */
const LOST = 'KL1-D1N-TUPMRIW';

/** The `show-winnable` figure once it says `text`. */
async function shown(el: KlondikeSolitaire, text: string): Promise<HTMLElement> {
  await until(el, () => el.shadowRoot!.querySelector('[part="winnable"] .value')?.textContent === text);
  return part(el, '[part="winnable"]');
}

function position(code: string): Klondike {
  const deal = parseDealCode(code);
  if (!deal.ok || deal.value.game !== 'klondike') throw new Error(`not a Klondike code: ${code}`);
  return unwrap(Klondike.forDeal(deal.value));
}

withReducedMotion();

describe('winnable', () => {
  let unseed: () => void;
  beforeEach(() => (unseed = seedRandom(17)));
  afterEach(() => unseed());

  it('an element without winnable or show-winnable never fetches the solver, nor auto-finish before the endgame', async () => {
    const page = await freshPage();
    try {
      const el = page.document.createElement('klondike-solitaire');
      el.setAttribute('auto-finish', '');
      el.setAttribute('deal-code', VECTOR);
      page.document.body.append(el);
      await el.updateComplete;
      await el.newGame({ draw: 3 });
      void el.hint();
      el.turnStock();
      el.undo();
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part="winnable"]')).to.equal(null);
      expect(page.fetched('/solver-client.'), 'the chunk that starts the solver').to.equal(false);
      expect(page.fetched('/klondike-solver.'), 'the solver').to.equal(false);
    } finally {
      page.close();
    }
  });

  for (const draw of [1, 3] as const) {
    it(`deals a draw ${draw} deal the solver proves winnable, with an ordinary code`, async () => {
      const el = await solitaire(html`<klondike-solitaire winnable draw=${draw}></klondike-solitaire>`);
      expect(fetched('/solver-client.')).to.equal(true);
      expect(el.dealCode).to.match(new RegExp(`^KL1-D${draw}N-`));
      expect(verdict(el.dealCode)).to.equal('winnable');
      await el.newGame();
      expect(verdict(el.dealCode)).to.equal('winnable');
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
      if (said.length === 0) expect(verdict(el.dealCode)).to.equal('winnable');
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
    const el = document.createElement('klondike-solitaire');
    el.winnable = true;
    const deals: string[] = [];
    el.addEventListener('new-game', (event) => deals.push(event.detail.dealCode));
    document.body.append(el);
    el.remove();
    await el.updateComplete;
    expect(deals).to.deep.equal([]);
    document.body.append(el);
    try {
      await el.updateComplete;
      expect(deals).to.have.length(1);
      expect(verdict(deals[0])).to.equal('winnable');
    } finally {
      el.remove();
    }
  });

  it('dealProvider deals are left as they are', async () => {
    const el = document.createElement('klondike-solitaire');
    el.winnable = true;
    el.dealProvider = () => Promise.resolve('KL1-D1N-AAAAAAC');
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
    const start = position(VECTOR);
    const reply = await askSolverWorker(new URL('../../src/solver/worker/klondike-worker.js', import.meta.url), {
      id: 7,
      position: klondikeData(start),
      budget: { ms: Infinity },
    });
    expect(reply).to.deep.include({ id: 7, verdict: verdict(VECTOR) });
    const client = klondikeSolver();
    expect(client.offThread).to.equal(true);
    expect((await client.solve(position(VECTOR), Infinity)).verdict).to.equal(reply.verdict);
    client.close();
  });

  it('falls back to the main thread when no worker may start', async () => {
    await withWorker(RefusedWorker, async () => {
      const client = klondikeSolver();
      expect(client.offThread).to.equal(false);
      expect((await client.solve(position(VECTOR), Infinity)).verdict).to.equal(verdict(VECTOR));
    });
  });

  it('says once per page, with console.info, that the solver searches on the main thread', async () => {
    const page = await freshPage();
    const said: unknown[][] = [];
    page.window.console.info = (...args: unknown[]) => void said.push(args);
    page.window.Worker = class extends page.window.Worker {
      constructor(_url: string | URL, options?: WorkerOptions) {
        super('/no/such/worker.js', options);
      }
    };
    try {
      for (const code of [VECTOR, LOST]) {
        const el = page.document.createElement('klondike-solitaire');
        el.setAttribute('show-winnable', '');
        el.setAttribute('deal-code', code);
        page.document.body.append(el);
        await until(el, () => el.shadowRoot!.querySelector('[part="winnable"] .value')?.textContent === (code === LOST ? 'No winning line left' : 'Winnable'));
      }
      expect(said.map(String)).to.have.length(1);
      expect(String(said[0][0])).to.contain('main thread');
    } finally {
      page.close();
    }
  });

  it('a worker whose script fails to load hands its searches to the main thread', async () => {
    await withWorker(MissingScriptWorker, async () => {
      const client = klondikeSolver();
      const answer = await client.solve(position(VECTOR), Infinity);
      expect(client.offThread).to.equal(false);
      expect(answer.verdict).to.equal(verdict(VECTOR));
    });
  });

  it('a worker whose file fails to load starts again from its text, which answers the searches the first one held', async () => {
    const client = new SolverClient({
      startWorker: () => new Worker('/no/such/worker.js', { type: 'module' }),
      // A worker that calls every position winnable: a lost deal's answer can only be its.
      startWorkerFromSource: () =>
        Promise.resolve(startWorkerFromSource("onmessage = ({ data }) => postMessage({ id: data.id, verdict: 'winnable', line: null });")),
      data: klondikeData,
      solve: () => {
        throw new Error('searched on the main thread');
      },
    });
    const answers = await Promise.all([client.solve(position(VECTOR), Infinity), client.solve(position(LOST), Infinity)]);
    expect(answers.map(({ verdict }) => verdict)).to.deep.equal(['winnable', 'winnable']);
    expect(client.offThread).to.equal(true);
    expect((await client.solve(position(LOST), Infinity)).verdict, 'a later search').to.equal('winnable');
    client.close();
  });

  it('show-winnable says a winning line is left on a winnable deal, and thinks again after each action', async () => {
    expect(verdict(VECTOR)).to.equal('winnable');
    const el = await solitaire(html`<klondike-solitaire show-winnable deal-code=${VECTOR}></klondike-solitaire>`);
    const figure = await shown(el, 'Winnable');
    expect(figure.querySelector('.label')!.textContent).to.equal('Still winnable?');
    expect(figure.closest('[aria-live]'), 'not a live region').to.equal(null);
    // The answer may come within a millisecond: every text the figure shows is kept, not just the last.
    const value = figure.querySelector('.value')!;
    const seen: string[] = [];
    new MutationObserver(() => seen.push(value.textContent)).observe(value, { childList: true, characterData: true, subtree: true });
    el.turnStock();
    await until(el, () => seen.at(-1) === 'Winnable');
    expect(seen[0], 'it thinks first').to.equal('Thinking…');
    el.showWinnable = false;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="winnable"]')).to.equal(null);
  });

  it('show-winnable says no winning line is left on a deal the solver proves lost', async () => {
    expect(verdict(LOST)).to.equal('not-winnable');
    const el = await solitaire(html`<klondike-solitaire show-winnable deal-code=${LOST}></klondike-solitaire>`);
    await shown(el, 'No winning line left');
  });

  it('an answer about a position the game has left is never shown', async () => {
    await withCountedWorkers(async ({ answered, replies }) => {
      const el = await solitaire(html`<klondike-solitaire show-winnable deal-code=${VECTOR}></klondike-solitaire>`);
      el.turnStock();
      await el.newGame({ dealCode: LOST });
      const said: string[] = [];
      const figure = part(el, '[part="winnable"]');
      new MutationObserver(() => said.push(figure.querySelector('.value')!.textContent)).observe(figure, {
        subtree: true,
        characterData: true,
        childList: true,
      });
      await shown(el, 'No winning line left');
      // Every search asked for has answered: no answer about the positions left behind can come later.
      await answered();
      expect(replies(), 'the searches ran in a worker').to.be.greaterThan(0);
      await el.updateComplete;
      expect(said).not.to.include('Winnable');
      expect(figure.querySelector('.value')!.textContent).to.equal('No winning line left');
    });
  });

  it('show-winnable speaks the language of the element', async () => {
    const el = await solitaire(html`<klondike-solitaire lang="fr" show-winnable deal-code=${LOST}></klondike-solitaire>`);
    await shown(el, 'Plus aucune victoire possible');
  });
});
