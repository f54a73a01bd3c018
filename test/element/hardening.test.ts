import { expect } from '@open-wc/testing';
import type { KlondikeConfigErrorDetail, KlondikeSolitaire } from '../../src/index.js';
import { VECTOR, cardEl, drag, part, pileEl, recorded, solitaire, speaks, topOf, warnings } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

interface Probe {
  violations: string[];
  errors: string[];
  warnings: string[];
}

type ProbedWindow = Window & typeof globalThis & { probe: Probe };

/** The element's warnings (lit's development build prints its own). */
function ours(win: ProbedWindow): string[] {
  return win.probe.warnings.filter((warning) => warning.includes('klondike-solitaire'));
}

async function cspHost(): Promise<{ frame: HTMLIFrameElement; win: ProbedWindow; el: KlondikeSolitaire }> {
  localStorage.removeItem('klondike-solitaire:csp-host:game');
  const frame = document.createElement('iframe');
  frame.style.inlineSize = '800px';
  frame.style.blockSize = '700px';
  frame.src = '/test/csp/host.html';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const win = frame.contentWindow as ProbedWindow;
  // Both copies of the module have run by the load event (module scripts come first).
  await win.customElements.whenDefined('klondike-solitaire');
  const el = win.document.querySelector('klondike-solitaire')!;
  await el.updateComplete;
  return { frame, win, el };
}

withReducedMotion();

describe('hardening', () => {
  it('runs under a strict Content-Security-Policy header with Trusted Types enforced, and a second copy only warns', async () => {
    const { frame, win, el } = await cspHost();
    try {
      const policy = await fetch('/test/csp/host.html').then((response) => response.headers.get('content-security-policy'));
      expect(policy).to.contain("require-trusted-types-for 'script'").and.contain("style-src 'self'").and.not.contain('unsafe');
      expect(el.shadowRoot!.querySelectorAll('[data-card]')).to.have.length(7);
      expect(el.shadowRoot!.adoptedStyleSheets.length, 'styles are constructed sheets, which style-src allows').to.be.greaterThan(0);
      expect(win.getComputedStyle(pileEl(el, 'stock')).position).not.to.equal('static');
      // Play: a drag (custom properties set through the CSSOM), a tap, keys, a hint, dialogs, storage.
      await drag(el, cardEl(el, '6C'), topOf(cardEl(el, '7H')));
      expect(el.state.tableau[5].faceUp).to.deep.equal(['7H', '6C']);
      expect(el.turnStock()).to.equal(true);
      void el.hint();
      part(el, 'button.stats').click();
      part(el, 'button.new-game').click();
      await el.updateComplete;
      expect(await el.exportGame()).to.equal(`${VECTOR} t5>t6 D`);
      expect(win.localStorage.getItem('klondike-solitaire:csp-host:game')).to.contain('t5>t6 D');
      el.setAttribute('lang', 'fr');
      await speaks(el, 'fr');
      expect(win.probe.errors).to.deep.equal([]);
      expect(win.probe.violations).to.deep.equal([]);
      expect(ours(win)).to.have.length(1);
      expect(ours(win)[0]).to.contain('already defined');
      // The policy is really enforced on that page: the things it forbids fail there, and are reported.
      const reported = new Promise<void>((resolve) => {
        let violations = 0;
        win.document.addEventListener('securitypolicyviolation', () => ++violations === 2 && resolve());
      });
      expect(() => {
        win.eval('1 + 1');
      }).to.throw();
      expect(() => (win.document.body.innerHTML = '<b>hi</b>')).to.throw(/TrustedHTML/);
      await reported;
      expect(win.probe.violations).to.have.length(2);
    } finally {
      frame.remove();
    }
  });

  it('newGame() with options that are not an object, or with a bad draw or scoring, refuses with one warning and config-error, the game kept', async () => {
    const el = await solitaire();
    const refused: [unknown, string, unknown][] = [
      [null, 'newGame', null],
      [5, 'newGame', 5],
      ['KL1-D1N-AAAAAAB', 'newGame', 'KL1-D1N-AAAAAAB'],
      [{ draw: 2 }, 'draw', 2],
      [{ scoring: 'golf' }, 'scoring', 'golf'],
    ];
    for (const [options, attribute, value] of refused) {
      let errors: CustomEvent<KlondikeConfigErrorDetail>[] = [];
      const warned = await warnings(async () => {
        errors = await recorded(el, 'config-error', () => (el.newGame as (options: unknown) => Promise<void>)(options));
      });
      expect(errors).to.have.length(1);
      expect(errors[0].detail).to.include({ attribute, value });
      expect(warned).to.have.length(1);
      expect(el.dealCode).to.equal(VECTOR);
    }
  });

  it('loading the element module a second time only warns', async () => {
    // A query the page has not loaded before makes it another module of the same file.
    const copy = '../../src/klondike-solitaire.ts?copy=hardening';
    const warned = await warnings(() => import(copy));
    expect(warned).to.have.length(1);
    expect(String(warned[0][0])).to.contain('already defined');
    const el = await solitaire();
    expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
  });

  // Each six cycles play every kind: three without a storage key, one under each of three keys;
  // every round after the first resumes the games the round before saved under them.
  const CYCLES = 36;
  it(`creating, playing and removing the element ${CYCLES} times leaves no window or document listener, observer or timer behind`, async () => {
    const live = { listeners: new Set<string>(), observers: new Set<MutationObserver>(), intervals: new Set<number>() };
    const ids = new Map<unknown, number>();
    const restore: (() => void)[] = [];
    const patch = <T extends object, K extends keyof T>(target: T, name: K, wrap: (original: T[K]) => T[K]): void => {
      const original = target[name];
      target[name] = wrap(original);
      restore.push(() => (target[name] = original));
    };
    const targets: [string, EventTarget][] = [
      ['window', window],
      ['document', document],
    ];
    for (const [name, target] of targets) {
      patch(
        target,
        'addEventListener',
        (original) =>
          function (this: EventTarget, type, listener, options) {
            if (listener) live.listeners.add(`${name} ${type} ${ids.get(listener) ?? ids.set(listener, ids.size).get(listener)}`);
            original.call(this, type, listener, options);
          },
      );
      patch(
        target,
        'removeEventListener',
        (original) =>
          function (this: EventTarget, type, listener, options) {
            live.listeners.delete(`${name} ${type} ${ids.get(listener)}`);
            original.call(this, type, listener, options);
          },
      );
    }
    patch(
      MutationObserver.prototype,
      'observe',
      (original) =>
        function (this: MutationObserver, observed, options) {
          live.observers.add(this);
          original.call(this, observed, options);
        },
    );
    patch(
      MutationObserver.prototype,
      'disconnect',
      (original) =>
        function (this: MutationObserver) {
          live.observers.delete(this);
          original.call(this);
        },
    );
    // The DOM's timers, not Node's, whose types the test project also sees.
    patch<Window, 'setInterval'>(window, 'setInterval', (original) => (handler: TimerHandler, ms?: number) => {
      const id = original(handler, ms);
      live.intervals.add(id);
      return id;
    });
    patch<Window, 'clearInterval'>(window, 'clearInterval', (original) => (id?: number) => {
      live.intervals.delete(id!);
      original(id);
    });
    let peak = 0;
    try {
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        const el = document.createElement('klondike-solitaire');
        el.setAttribute('deal-code', VECTOR);
        if (cycle % 2) el.setAttribute('storage-key', `leak-${cycle % 3}`);
        document.body.append(el);
        await el.updateComplete;
        el.move('tableau-5', 'tableau-6');
        el.turnStock();
        void el.hint();
        peak = Math.max(peak, live.listeners.size);
        el.remove();
      }
      expect({ listeners: [...live.listeners], observers: live.observers.size, intervals: live.intervals.size }).to.deep.equal({
        listeners: [],
        observers: 0,
        intervals: 0,
      });
      expect(peak, 'the patch saw the element listen while it was on the page').to.be.greaterThan(0);
    } finally {
      for (const undo of restore.reverse()) undo();
      for (const key of ['leak-0', 'leak-1', 'leak-2']) localStorage.removeItem(`klondike-solitaire:${key}:game`);
    }
  });
});
