import { expect } from '@open-wc/testing';
import type { ConfigErrorDetail, KlondikeSolitaire } from '../../src/index.js';
import { DEAL_PROVIDER_MS } from '../../src/element/deals/deal-provider.js';
import { GAMES, type GameCase, KLONDIKE, type Solitaire, dealt } from './support/games.js';
import { part, recorded, until, warnings } from './support/helpers.js';
import { withHeldTimeouts } from './support/time.js';
import { withReducedMotion } from './support/motion.js';

function hostile(): never {
  throw new Error('hostile');
}

/** A Proxy handler whose every trap throws: the handler is itself a Proxy that answers each trap it is asked for with `hostile`. */
const EVERY_TRAP_THROWS: ProxyHandler<object> = new Proxy({}, { get: () => hostile });

function revoked<T extends object>(target: T): T {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

/** Ten million characters: a whole file pasted where a setting goes. */
const HUGE = 'x'.repeat(10_000_000);
/** Text whose every character is two UTF-16 units: a quote cut short must not split one. */
const CARDS = '🃏'.repeat(1_000_000);

/**
 * What a host page's mistakes or a hostile script can hand the element. Each throws somewhere
 * when it is turned into text or a number, read, or called; none is a value any setting accepts.
 */
const HOSTILE: readonly (readonly [string, unknown])[] = [
  ['a Symbol', Symbol('hostile')],
  ['a null-prototype object', Object.create(null)],
  ['an object whose toString throws', { toString: hostile }],
  ['an object whose valueOf throws', { valueOf: hostile }],
  ['an object whose Symbol.toPrimitive throws', { [Symbol.toPrimitive]: hostile }],
  ['a Proxy that throws on every trap', new Proxy({}, EVERY_TRAP_THROWS)],
  ['a revoked Proxy', revoked({})],
  ['a 10 MB string', HUGE],
  ['a string of a million two-unit characters', CARDS],
  ['a BigInt', 2n ** 64n],
  ['a function', (): string => 'KL1-D1N-AAAAAAB'],
  ['a function whose toString throws', Object.assign(() => 0, { toString: hostile })],
  ['a Proxy of a function that throws on every trap', new Proxy(() => 0, EVERY_TRAP_THROWS)],
  ['a revoked Proxy of a function', revoked(() => 0)],
  ['a module namespace (a forgotten .default)', await import('./support/daily-deal.js')],
];

/** An attribute is always text (`setAttribute` itself throws on a Symbol or an object that cannot be text, before the element sees it). */
const HOSTILE_TEXT = HOSTILE.filter(([, value]) => typeof value === 'string');

/** What one write did: its warnings, config-errors, new deals, and anything thrown, rejected or uncaught. */
interface Outcome {
  tag: string;
  warned: unknown[][];
  errors: CustomEvent<ConfigErrorDetail>[];
  deals: number;
  thrown: unknown[];
}

async function written(el: Solitaire, write: () => unknown): Promise<Outcome> {
  const outcome: Outcome = { tag: el.localName, warned: [], errors: [], deals: 0, thrown: [] };
  const uncaught = (event: ErrorEvent | PromiseRejectionEvent): void => {
    event.preventDefault();
    outcome.thrown.push('reason' in event ? event.reason : event.error);
  };
  addEventListener('error', uncaught);
  addEventListener('unhandledrejection', uncaught);
  try {
    outcome.warned = await warnings(async () => {
      const deals = await recorded(el, 'new-game', async () => {
        outcome.errors = await recorded<ConfigErrorDetail>(el, 'config-error', async () => {
          try {
            await write();
          } catch (error) {
            outcome.thrown.push(error);
          }
          await el.updateComplete;
        });
      });
      outcome.deals = deals.length;
    });
    // A rejection nobody handled is reported in a task queued before this one; a message, unlike a
    // zero timeout, is not held back by the clamp on timers set from timers.
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
  } finally {
    removeEventListener('error', uncaught);
    removeEventListener('unhandledrejection', uncaught);
  }
  return outcome;
}

/** The part of the message that quotes the value (`attribute="…"`), as the host reads it. */
function quoted(message: string): string {
  const match = /=("(?:[^"\\]|\\.)*")/.exec(message);
  expect(match, `a quoted value in ${message.slice(0, 200)}`).not.to.equal(null);
  return JSON.parse(match![1]) as string;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The README's promise ("Bad input"): nothing thrown, one warning, one config-error that names `attribute` and quotes a little of the value. */
function expectRefused(outcome: Outcome, label: string, attribute: string): ConfigErrorDetail {
  expect(outcome.thrown, `${label}: nothing thrown`).to.deep.equal([]);
  expect(outcome.errors, `${label}: one config-error`).to.have.length(1);
  expect(outcome.warned, `${label}: one warning`).to.have.length(1);
  const { detail } = outcome.errors[0];
  expect(detail.attribute, label).to.equal(attribute);
  expect(outcome.warned[0][0] === detail.message, `${label}: the warning is the message`).to.equal(true);
  expect(detail.message.startsWith(`<${outcome.tag}>: `), `${label}: the message names the element`).to.equal(true);
  const quote = quoted(detail.message);
  expect(quote.length, `${label}: at most 60 characters quoted, and the ellipsis`).to.be.at.most(61);
  expect(LONE_SURROGATE.test(quote), `${label}: no character cut in two`).to.equal(false);
  expect(detail.message.length, `${label}: a short message`).to.be.below(400);
  return detail;
}

/** What the table shows; the clock runs on, the game does not. */
function table(el: Solitaire): string {
  return JSON.stringify({ ...el.state, elapsedMs: 0 });
}

/** The game's test vector with one move played: a game a player would mind losing. */
async function played(game: GameCase): Promise<Solitaire> {
  const el = await dealt(game);
  expect(el.move(game.onto.from as never, game.onto.to as never)).to.equal(true);
  return el;
}

interface Member {
  /** How a host writes it. */
  readonly name: string;
  /** What its config-error names. */
  readonly attribute: string;
  readonly games: readonly GameCase[];
  readonly values?: readonly (readonly [string, unknown])[];
  write(el: Solitaire, value: unknown): unknown;
  /** The hostile values that are fine here: any value is true or false for a boolean, a function may be a provider. */
  accepts?(value: unknown): boolean;
}

type Writable = Record<string, unknown> & Record<'move' | 'newGame' | 'importGame', (...args: unknown[]) => unknown>;

const any = (): boolean => true;
const isFunction = (value: unknown): boolean => typeof value === 'function';
/** `newGame()` takes any object whose fields can be read (a Proxy's or a revoked Proxy's cannot). */
function readable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  try {
    Reflect.get(value, 'dealCode');
    return true;
  } catch {
    return false;
  }
}

function property(name: string, attribute: string, games: readonly GameCase[], accepts?: (value: unknown) => boolean): Member {
  return { name, attribute, games, accepts, write: (el, value) => void ((el as unknown as Writable)[name] = value) };
}

function attribute(name: string, games: readonly GameCase[], accepts?: (value: unknown) => boolean): Member {
  return { name: `the ${name} attribute`, attribute: name, games, accepts, values: HOSTILE_TEXT, write: (el, value) => el.setAttribute(name, value as string) };
}

function method(
  name: string,
  attribute: string,
  games: readonly GameCase[],
  call: (el: Writable, value: unknown) => unknown,
  accepts?: (value: unknown) => boolean,
): Member {
  return { name, attribute, games, accepts, write: (el, value) => call(el as unknown as Writable, value) };
}

const KL = [KLONDIKE];

/** Every public property, attribute and method of the two elements that takes a value. */
const MEMBERS: readonly Member[] = [
  property('dealCode', 'deal-code', GAMES),
  property('fourColor', 'four-color', GAMES, any),
  property('winnable', 'winnable', GAMES, any),
  property('draw', 'draw', KL),
  property('scoring', 'scoring', KL),
  property('passes', 'passes', KL),
  property('lockedFoundations', 'locked-foundations', KL, any),
  property('vegasCumulative', 'vegas-cumulative', KL, any),
  property('maxUndos', 'max-undos', KL),
  property('storageKey', 'storage-key', KL),
  property('resume', 'resume', KL),
  property('dealProvider', 'dealProvider', KL, isFunction),
  property('autoFinish', 'auto-finish', KL, any),
  property('showWinnable', 'show-winnable', KL, any),
  attribute('deal-code', GAMES),
  attribute('dir', GAMES),
  attribute('lang', GAMES),
  attribute('four-color', GAMES, any),
  attribute('winnable', GAMES, any),
  attribute('draw', KL),
  attribute('scoring', KL),
  attribute('passes', KL),
  attribute('locked-foundations', KL, any),
  attribute('vegas-cumulative', KL, any),
  attribute('max-undos', KL),
  attribute('storage-key', KL),
  attribute('resume', KL),
  attribute('auto-finish', KL, any),
  attribute('show-winnable', KL, any),
  method('move(value, foundation-1)', 'move', GAMES, (el, value) => el.move(value, 'foundation-1')),
  method('move(tableau-1, value)', 'move', GAMES, (el, value) => el.move('tableau-1', value)),
  method('move(from, to, value)', 'move', GAMES, (el, value) => el.move('tableau-1', 'tableau-2', value)),
  method('newGame(value)', 'newGame', GAMES, (el, value) => el.newGame(value), readable),
  method('newGame({dealCode: value})', 'dealCode', GAMES, (el, value) => el.newGame({ dealCode: value })),
  method('newGame({draw: value})', 'draw', KL, (el, value) => el.newGame({ draw: value })),
  method('newGame({scoring: value})', 'scoring', KL, (el, value) => el.newGame({ scoring: value })),
  method('importGame(value)', 'importGame', KL, (el, value) => el.importGame(value)),
];

withReducedMotion();

describe('hostile values', () => {
  for (const member of MEMBERS) {
    for (const game of member.games) {
      it(`<${game.tag}> ${member.name}: every hostile value ${member.accepts ? 'is refused or taken' : 'is refused'} without a throw, the game kept`, async () => {
        const el = await played(game);
        for (const [label, value] of member.values ?? HOSTILE) {
          const before = table(el);
          const outcome = await written(el, () => member.write(el, value));
          if (member.accepts?.(value)) {
            expect(outcome.thrown, `${label}: nothing thrown`).to.deep.equal([]);
            expect(outcome.warned, `${label}: taken without a warning`).to.have.length(0);
            continue;
          }
          const detail = expectRefused(outcome, label, member.attribute);
          expect(detail.value === value, `${label}: the detail holds the value itself`).to.equal(true);
          expect(outcome.deals, `${label}: no new deal`).to.equal(0);
          expect(table(el), `${label}: the same game on the table`).to.equal(before);
        }
      });
    }
  }

  it('a module namespace given as dealProvider is refused with a word about its default export', async () => {
    const el = (await played(KLONDIKE)) as KlondikeSolitaire;
    const outcome = await written(el, async () => void (el.dealProvider = (await import('./support/daily-deal.js')) as never));
    expect(expectRefused(outcome, 'a module', 'dealProvider').message).to.contain('.default');
    expect(el.dealProvider).to.equal(null);
  });
});

/** A provider's promise that rejects with what a hostile script throws, not an Error. */
function rejected(reason: unknown): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the point: a reason that is no Error
  return Promise.reject(reason);
}

describe('a dealProvider that fails', () => {
  const failures: [string, (value: unknown) => () => Promise<string>][] = [
    ['answers', (value) => () => Promise.resolve(value as string)],
    ['rejects with', (value) => () => rejected(value)],
    [
      'throws',
      (value) => () => {
        throw value;
      },
    ],
  ];
  for (const [how, provider] of failures) {
    it(`one that ${how} a hostile value gives one config-error and a random deal`, async () => {
      const el = (await played(KLONDIKE)) as KlondikeSolitaire;
      for (const [label, value] of HOSTILE) {
        el.dealProvider = provider(value);
        const outcome = await written(el, () => el.newGame());
        expectRefused(outcome, label, 'dealProvider');
        expect(outcome.deals, label).to.equal(1);
        expect(el.dealCode, label).to.match(/^KL1-D1N-[A-Z2-7]{7}$/);
        expect(el.moves, label).to.equal(0);
      }
    });
  }

  it('one that rejects with a null-prototype reason before the element is on the page still deals', async () => {
    const el = document.createElement('klondike-solitaire');
    el.dealProvider = () => rejected(Object.create(null));
    const outcome = await written(el, async () => {
      await el.newGame();
      document.body.append(el);
    });
    try {
      expectRefused(outcome, 'a null-prototype reason', 'dealProvider');
      expect(el.state.tableau.map((column) => column.faceUp.length)).to.deep.equal([1, 1, 1, 1, 1, 1, 1]);
      expect(part(el, '.status').textContent.trim()).to.equal('');
    } finally {
      el.remove();
    }
  });

  it('one that rejects with a null-prototype reason when the element deals its first game still deals', async () => {
    const el = document.createElement('klondike-solitaire');
    el.dealProvider = () => rejected(Object.create(null));
    const outcome = await written(el, async () => {
      document.body.append(el);
      await until(el, () => el.shadowRoot!.querySelectorAll('[data-card]').length === 7);
    });
    try {
      expectRefused(outcome, 'a null-prototype reason', 'dealProvider');
      expect(outcome.deals).to.equal(1);
      expect(part(el, '.status').textContent.trim()).not.to.equal('Dealing…');
    } finally {
      el.remove();
    }
  });

  it(`one that gives no answer is replaced by a random deal after ${DEAL_PROVIDER_MS / 1000} seconds; its late answer is dropped`, async () => {
    await withHeldTimeouts(async (timeUp) => {
      const el = (await played(KLONDIKE)) as KlondikeSolitaire;
      const before = table(el);
      let answer!: (code: string) => void;
      el.dealProvider = () => new Promise<string>((resolve) => (answer = resolve));
      const outcome = await written(el, async () => {
        const dealing = el.newGame();
        await el.updateComplete;
        expect(table(el), 'the game stays while the provider is asked').to.equal(before);
        timeUp();
        await dealing;
      });
      expect(expectRefused(outcome, 'no answer', 'dealProvider').message).to.contain(`${DEAL_PROVIDER_MS / 1000} seconds`);
      expect(outcome.deals).to.equal(1);
      expect(el.moves).to.equal(0);
      const random = el.dealCode;
      const late = await written(el, () => answer('KL1-D1N-AAAAAAB'));
      expect([late.deals, late.warned.length, el.dealCode]).to.deep.equal([0, 0, random]);
    });
  });

  it('one that gives no answer to the first deal leaves "Dealing…" for a random deal once the time is up', async () => {
    await withHeldTimeouts(async (timeUp) => {
      const el = document.createElement('klondike-solitaire');
      el.dealProvider = () => new Promise<string>(() => {});
      document.body.append(el);
      try {
        await el.updateComplete;
        await until(el, () => part(el, '.status').textContent.trim() === 'Dealing…');
        const outcome = await written(el, async () => {
          timeUp();
          await until(el, () => el.shadowRoot!.querySelectorAll('[data-card]').length === 7);
        });
        expectRefused(outcome, 'no answer', 'dealProvider');
        expect(outcome.deals).to.equal(1);
        expect(part(el, '.status').textContent.trim()).to.equal('');
      } finally {
        el.remove();
      }
    });
  });
});
