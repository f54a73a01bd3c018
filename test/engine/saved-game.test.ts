import { expect } from 'chai';
import fc from 'fast-check';
import {
  type DealCode,
  DEFAULT_KLONDIKE_RULES,
  DRAW,
  FULL_REPLAY_ACTIONS,
  type Game,
  type Position,
  type PositionRecord,
  RECYCLE,
  REPLAY_TEXT_LIMIT,
  type Passes,
  type SavedGame,
  type StartOptions,
  UNDO_DEPTH,
  anyGame,
  startGame,
  SAVED_GAME_VERSION,
  loadGame,
  makeAction,
  makeActions,
  makePosition,
  makeReplay,
  parseAction,
  parseActions,
  parseDealCode,
  parsePosition,
  parseReplay,
  saveGame,
  unwrap,
} from '../../src/engine/index.js';
import { sfc32 } from '../../src/engine/deal/sfc32.js';
import { undoable } from '../../src/engine/saved/replay.js';
import { expectSame, fingerprint } from './helpers.js';
import { WINNING_LINES } from './winning-lines.js';

function deal(code: string): DealCode {
  const parsed = parseDealCode(code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** A game part-way through the winning line, with undos and time on the clock. */
function gameInProgress(): Game {
  const game = unwrap(startGame(deal('KL1-D1N-AAAAAAD'), { passes: 'unlimited', retrieval: true, maxUndos: 5 }));
  for (const action of (parseActions(WINNING_LINES['KL1-D1N-AAAAAAD']) ?? []).slice(0, 60)) game.play(action);
  game.undo();
  game.undo();
  game.elapsedMs = 93_500;
  return game;
}

/** A game of `length` draws and recycles: draw 1 in standard scoring passes through the stock without end. */
function longGame(length: number, options: StartOptions = {}): Game {
  const game = unwrap(startGame(deal('KL1-D1N-AAAAAAG'), options));
  for (let played = 0; played < length; played++) game.play(game.position.refusal(DRAW) ? RECYCLE : DRAW);
  return game;
}

/** Version 1 of the saved game, as earlier versions wrote it: every action from the deal, and where undo stops. */
function savedVersion1(game: Game): Record<string, unknown> {
  return {
    format: 'solitaire-game',
    version: 1,
    dealCode: game.dealCode,
    rules: game.rules,
    actions: makeActions(game.actions),
    ...game.history,
    elapsedMs: game.elapsedMs,
  };
}

/** The game as a player finds it: the table, figures and every legal action, the undos left, then each undo in turn until one is refused. */
function expectSameGame(actual: Game, expected: Game): void {
  expect(actual.dealCode).to.equal(expected.dealCode);
  expect(actual.rules).to.deep.equal(expected.rules);
  for (;;) {
    expectSame(fingerprint(actual.position), fingerprint(expected.position), 'the position, one undo deeper');
    expectSame(actual.undosLeft, expected.undosLeft, 'the undos left');
    expectSame(JSON.stringify(actual.undoRefusal()), JSON.stringify(expected.undoRefusal()), 'why an undo is refused, if it is');
    if (!expected.undo().ok) break;
    expectSame(actual.undo().ok, true, 'an undo as far back as the original');
  }
}

/** A random game of about `length` actions, legal ones and undos, from a seeded `sfc32`. */
function randomGame(code: DealCode, options: StartOptions, seed: number, length: number): Game {
  const game = unwrap(startGame(code, options));
  const next = sfc32(seed, 0x9e3779b9, 0x85ebca6b, length);
  for (let turn = 0; turn < length; turn++) {
    const legal = game.position.legalActions();
    if (next() % 7 === 0 || legal.length === 0) game.undo();
    else game.play(legal[next() % legal.length]);
  }
  return game;
}

/** A position as a saved game writes it down. */
function recordOf(position: Position): PositionRecord {
  return { table: position.table(), score: position.score, moves: position.moves, recycles: position.recycles ?? 0 };
}

/** The test vector's deal with the first card of the stock put on the queen of hearts of column 1. */
function unbuildable(): PositionRecord {
  const dealt = recordOf(unwrap(startGame(deal('KL1-D1N-AAAAAAG'))).position);
  const [card, ...stock] = dealt.table.stock;
  const [first, ...others] = dealt.table.tableau;
  return { ...dealt, moves: 1, table: { ...dealt.table, stock, tableau: [{ faceDown: [], faceUp: [...first.faceUp, card] }, ...others] } };
}

describe('action notation', () => {
  const texts = ['D', 'R', 't3>f2', 'w>t7', 'f4>t1', 't1>t4:3', 't13>t12', 't7>t2:12'];
  it('round-trips make(parse(text))', () => {
    expect(texts.map((text) => makeAction(parseAction(text)!))).to.deep.equal(texts);
  });

  it('refuses what is not an action', () => {
    expect(['', 'd', 'x', 't0>t1', 't1>f5', 't1>t2:0', 't1-t2', 'w>t1:', 'D D'].map(parseAction)).to.deep.equal(Array(9).fill(undefined));
    expect(parseActions('D w>t1 oops')).to.equal(undefined);
  });
});

describe('saved games', () => {
  it('round-trips a game in progress through JSON exactly: position, score, moves, undo history, clock', () => {
    const game = gameInProgress();
    const loaded = loadGame(JSON.parse(JSON.stringify(saveGame(game))), anyGame);
    expect(loaded.ok).to.equal(true);
    if (!loaded.ok) return;
    expect(fingerprint(loaded.value.position)).to.equal(fingerprint(game.position));
    expect(loaded.value.elapsedMs).to.equal(93_500);
    expect(loaded.value.undosLeft).to.equal(3);
    expect(loaded.value.history).to.deep.equal(game.history);
    expect(makeActions(loaded.value.actions)).to.equal(makeActions(game.actions));
  });

  it("keeps every house rule by name: the shared ones and the game's own", () => {
    const klondike = unwrap(startGame(deal('KL1-D1N-AAAAAAD'), { passes: 'classic', retrieval: false, maxUndos: 2 }));
    expect(saveGame(klondike).rules).to.deep.equal({ passes: 'classic', retrieval: false, maxUndos: 2 });
    expect(saveGame(unwrap(startGame(deal('BD1-AAAAAAG'), { maxUndos: 2 }))).rules).to.deep.equal({ maxUndos: 2 });
  });

  it("plays a saved game under its own rules, a Klondike rule it leaves out at that rule's default", () => {
    const saved = saveGame(unwrap(startGame(deal('KL1-D1N-AAAAAAD'), { retrieval: false })));
    const loaded = loadGame({ ...saved, rules: { maxUndos: null, retrieval: false } }, anyGame);
    expect(loaded.ok && loaded.value.position.houseRules).to.deep.equal({ passes: 'unlimited', retrieval: false });
  });

  it('reads the classic limits of games saved before `passes` as `classicPasses`', () => {
    const saved = saveGame(unwrap(startGame(deal('KL1-D3N-AAAAAAD'))));
    const rules = (classicPasses: boolean) => ({ maxUndos: null, classicPasses, retrieval: true });
    const passes = [true, false].map((classic) => {
      const loaded = loadGame({ ...saved, rules: rules(classic) }, anyGame);
      return loaded.ok && loaded.value.position.houseRules.passes;
    });
    expect(passes).to.deep.equal(['classic', 'unlimited']);
  });

  it("loads a Baker's Dozen game whose rules still name Klondike's, as earlier versions saved them", () => {
    const saved = saveGame(unwrap(startGame(deal('BD1-AAAAAAG'))));
    const loaded = loadGame({ ...saved, rules: { passes: 'unlimited', retrieval: true, maxUndos: null } }, anyGame);
    expect(loaded.ok && loaded.value.rules).to.deep.equal({ maxUndos: null });
  });

  it('is small: a few hundred bytes for sixty moves', () => {
    expect(JSON.stringify(saveGame(gameInProgress())).length).to.be.lessThan(600);
  });

  const broken: [string, (saved: SavedGame) => unknown, string][] = [
    ['not an object', () => 'hello', 'not a saved solitaire game'],
    ['null', () => null, 'not a saved solitaire game'],
    ['a foreign format', (saved) => ({ ...saved, format: 'chess' }), 'not a saved solitaire game'],
    ['a future version', (saved) => ({ ...saved, version: SAVED_GAME_VERSION + 1 }), 'newer than this player'],
    ['an unknown old version', (saved) => ({ ...saved, version: 0 }), 'not a known version'],
    ['a bad deal code', (saved) => ({ ...saved, dealCode: 'KL1-D2N-AAAAAAA' }), 'bad deal code'],
    ['an illegal action', (saved) => ({ ...saved, actions: `${saved.actions} t1>f1` }), 'is illegal'],
    ['garbled actions', (saved) => ({ ...saved, actions: 'D D ??' }), 'not in replay notation'],
    ['a negative clock', (saved) => ({ ...saved, elapsedMs: -1 }), 'malformed'],
    ['a fractional undo count', (saved) => ({ ...saved, undosUsed: 1.5 }), 'malformed'],
    ['more undos than allowed', (saved) => ({ ...saved, undosUsed: 6 }), 'more undos used than allowed'],
    ['malformed house rules', (saved) => ({ ...saved, rules: { retrieval: 'yes' } }), 'house rules'],
    ['a malformed undo allowance', (saved) => ({ ...saved, rules: { ...saved.rules, maxUndos: -1 } }), 'house rules are malformed'],
    [
      "a malformed rule of Klondike's own",
      (saved) => ({ ...saved, rules: { ...saved.rules, retrieval: 'yes' } }),
      'retrieval must be true or false, not "yes"',
    ],
    ['no pass at all', (saved) => ({ ...saved, rules: { ...saved.rules, passes: 0 } }), 'passes must be'],
    ['a fractional number of passes', (saved) => ({ ...saved, rules: { ...saved.rules, passes: 1.5 } }), 'not 1.5'],
    ['a rule no game has', (saved) => ({ ...saved, rules: { ...saved.rules, autoFinish: true } }), 'no option "autoFinish"'],
    ['a classicPasses that is not a boolean', (saved) => ({ ...saved, rules: { maxUndos: null, classicPasses: 'yes' } }), 'house rules are malformed'],
    ['a position that is not a text', (saved) => ({ ...saved, position: 42 }), 'position is malformed'],
    ['a position in no notation', (saved) => ({ ...saved, position: 'the middle game' }), 'not in the notation'],
    ['a position with a card twice', (saved) => ({ ...saved, position: makePosition(undoable(longGame(200)).before).replace('AS', 'AD') }), 'twice'],
    ['a column no play can build', (saved) => ({ ...saved, position: makePosition(unbuildable()) }), 'alternate colours'],
    ['a negative standard score', (saved) => ({ ...saved, position: makePosition({ ...undoable(longGame(200)).before, score: -5 }) }), 'not a standard score'],
    [
      'more passes than Vegas allows',
      (saved) => ({ ...saved, dealCode: 'KL1-D1V-AAAAAAD', position: makePosition({ ...undoable(longGame(200)).before, recycles: 1 }) }),
      'passes through the stock',
    ],
    [
      'a table of no moves that is not the deal',
      (saved) => ({ ...saved, position: makePosition({ ...undoable(longGame(200)).before, moves: 0 }) }),
      'the deal itself',
    ],
    [
      'more actions than can be undone',
      (saved) => ({ ...saved, position: null, actions: makeActions(longGame(UNDO_DEPTH + 1).actions) }),
      'more actions than the last',
    ],
    ['a huge line of actions', (saved) => ({ ...saved, position: null, actions: 'D '.repeat(1_000_000) }), 'more actions than the last'],
  ];
  for (const [what, spoil, reason] of broken) {
    it(`refuses ${what} with a reason`, () => {
      const saved = JSON.parse(JSON.stringify(saveGame(gameInProgress()))) as SavedGame;
      const loaded = loadGame(spoil(saved), anyGame);
      expect(loaded.ok).to.equal(false);
      if (!loaded.ok) expect(loaded.error).to.contain(reason);
    });
  }
});

describe('saved games of any length', () => {
  it('stay as small after a hundred thousand actions as after two hundred', () => {
    const short = JSON.stringify(saveGame(longGame(200))).length;
    const long = JSON.stringify(saveGame(longGame(100_000))).length;
    expect(long).to.be.at.most(short + 20);
    expect(long).to.be.lessThan(1_000);
  });

  it('bring back a long game exactly: its position, figures and every undo it still has', () => {
    const game = longGame(12_345, { maxUndos: 250 });
    for (let undo = 0; undo < 40; undo++) game.undo();
    game.elapsedMs = 7_200_000;
    const loaded = loadGame(JSON.parse(JSON.stringify(saveGame(game))), anyGame);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.value.elapsedMs).to.equal(7_200_000);
    expect(loaded.value.position.moves).to.equal(12_305);
    expectSameGame(loaded.value, game);
  });

  it('bring back random games of every length exactly, undo history included (property-based)', () => {
    const klondikeDeals = fc.record({
      game: fc.constant('klondike' as const),
      draw: fc.constantFrom(1 as const, 3 as const),
      scoring: fc.constantFrom('standard' as const, 'vegas' as const),
      number: fc.integer({ min: 0, max: 2 ** 35 - 1 }),
    });
    const bakersDozenDeals = fc.record({ game: fc.constant('bakers-dozen' as const), number: fc.integer({ min: 0, max: 2 ** 35 - 1 }) });
    const maxUndos = fc.constantFrom(null, 4, 150);
    const games = fc.oneof(
      fc.tuple(klondikeDeals, fc.record({ passes: fc.constantFrom<Passes>('unlimited', 'classic', 1, 3), retrieval: fc.boolean(), maxUndos })),
      fc.tuple(bakersDozenDeals, fc.record({ maxUndos })),
    );
    fc.assert(
      fc.property(games, fc.nat(), fc.integer({ min: 0, max: 400 }), ([code, house], seed, length) => {
        const game = randomGame(code, house, seed, length);
        const saved = JSON.parse(JSON.stringify(saveGame(game))) as SavedGame;
        expect(saved.actions.split(' ').filter(Boolean).length).to.be.at.most(UNDO_DEPTH);
        const loaded = loadGame(saved, anyGame);
        if (!loaded.ok) throw new Error(loaded.error);
        expectSameGame(loaded.value, game);
      }),
      { numRuns: 150, seed: 42 },
    );
  });

  it('load as version 1 wrote them, every action from the deal', () => {
    const game = gameInProgress();
    const loaded = loadGame(JSON.parse(JSON.stringify(savedVersion1(game))), anyGame);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.value.elapsedMs).to.equal(93_500);
    expect(makeActions(loaded.value.actions)).to.equal(makeActions(game.actions));
    expectSameGame(loaded.value, game);
  });

  it('load a version 1 game too long to keep from its position, and save it small', () => {
    const game = longGame(FULL_REPLAY_ACTIONS + 500);
    const loaded = loadGame(savedVersion1(game), anyGame);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.value.actions).to.have.length(UNDO_DEPTH);
    expect(JSON.stringify(saveGame(loaded.value)).length).to.be.lessThan(1_000);
    expectSameGame(loaded.value, game);
  });

  it('refuse a version 1 undo history beyond its actions', () => {
    const loaded = loadGame({ ...savedVersion1(gameInProgress()), undoFloor: 999 }, anyGame);
    expect(!loaded.ok && loaded.error).to.contain('does not match');
  });
});

describe('the position notation', () => {
  it('round-trips a dealt table, a game in progress and a table of Baker’s Dozen', () => {
    for (const game of [unwrap(startGame(deal('KL1-D3V-HELLO23'))), gameInProgress(), randomGame(deal('BD1-AAAAAAG'), {}, 7, 120)]) {
      const record = recordOf(game.position);
      expect(parsePosition(makePosition(record))).to.deep.equal(record);
    }
  });

  it('writes how high each foundation has been after a retrieval, and a saved game brings it back', () => {
    const game = unwrap(startGame(deal('KL1-D1N-AAAAAAD')));
    const actions = parseActions(WINNING_LINES['KL1-D1N-AAAAAAD'])!;
    const retrieval = () => game.position.legalActions().find((action) => action.type === 'move' && action.from >= 2 && action.from <= 5);
    for (const action of actions) {
      game.play(action);
      if (retrieval()) break;
    }
    const down = retrieval()!;
    game.play(down);
    const record = recordOf(game.position);
    const written = makePosition({ ...record, scored: game.position.scored });
    expect(written.split('/')[2]).to.match(/^[-A2-9TJQK]{4}:[-A2-9TJQK]{4}$/);
    expect(parsePosition(written)!.scored).to.deep.equal(game.position.scored);
    for (let i = 0; i < UNDO_DEPTH; i++) game.play(game.position.legalActions().find((action) => action.type === 'draw' || action.type === 'recycle')!);
    const loaded = loadGame(JSON.parse(JSON.stringify(saveGame(game))), anyGame);
    expect(loaded.ok && loaded.value.position.game === 'klondike' && loaded.value.position.scored).to.deep.equal(game.position.scored);
  });

  it('writes the deal of the test vector as docs/deal-code.md lays it out', () => {
    const [stock, waste, foundations, ...rest] = makePosition(recordOf(unwrap(startGame(deal('KL1-D1N-AAAAAAG'))).position)).split('/');
    const columns = rest.slice(0, 7);
    expect(stock).to.have.length(48);
    expect(stock.startsWith('4SAD8C')).to.equal(true);
    expect([waste, foundations]).to.deep.equal(['', '----']);
    expect(columns.map((column) => column.split('.').at(-1))).to.deep.equal(['QH', 'JD', '3H', 'AC', '6C', '7H', '9H']);
    expect(columns.map((column) => column.split('.')[0].length / 2)).to.deep.equal([1, 1, 2, 3, 4, 5, 6]);
    expect(rest.slice(7)).to.deep.equal(['0', '0', '0']);
  });

  it('refuses what is not a position', () => {
    for (const text of [
      '',
      'hello',
      '////////////',
      'ASS/2S/----/KS/QH/7D/7S/3S/QC/2H/0/0/0',
      'AS/2S/---Z/KS/QH/7D/7S/3S/QC/2H/0/0/0',
      'AS/2S/----/KS/QH/7D/7S/3S/QC/2H/0/x/0',
      'AS/2S/----/K.S.H/QH/7D/7S/3S/QC/2H/0/0/0',
    ]) {
      expect(parsePosition(text), text).to.equal(undefined);
    }
  });
});

describe('replays', () => {
  it('exports a game as one line of text and replays it to the same position', () => {
    const game = gameInProgress();
    const text = makeReplay(game);
    expect(text.startsWith('KL1-D1N-AAAAAAD t4>t2 D')).to.equal(true);
    const replayed = parseReplay(text, anyGame);
    expect(replayed.ok && fingerprint(replayed.value.position)).to.equal(fingerprint(game.position));
  });

  it("writes the game's own rules that are not their defaults after the code, and plays the replay under them", () => {
    const rows: [StartOptions, string][] = [
      [{}, 'KL1-D3N-AAAAAAD D'],
      [{ passes: 'classic' }, 'KL1-D3N-AAAAAAD passes=classic D'],
      [{ passes: 4, retrieval: false }, 'KL1-D3N-AAAAAAD passes=4 retrieval=false D'],
    ];
    for (const [rules, text] of rows) {
      const game = unwrap(startGame(deal('KL1-D3N-AAAAAAD'), { ...rules, maxUndos: 2 }));
      game.play(parseAction('D')!);
      expect(makeReplay(game)).to.equal(text);
      const replayed = parseReplay(text, anyGame, { maxUndos: 7 });
      expect(replayed.ok && replayed.value.rules).to.deep.equal({ ...DEFAULT_KLONDIKE_RULES, ...rules, maxUndos: 7 });
    }
  });

  it('refuses a replay whose rules the game does not know how to play', () => {
    const refused = parseReplay('KL1-D3N-AAAAAAD passes=0 D', anyGame);
    expect(!refused.ok && refused.error).to.contain('passes must be');
    const unknown = parseReplay('KL1-D3N-AAAAAAD pases=2 D', anyGame);
    expect(!unknown.ok && unknown.error).to.contain('no option "pases"');
    const twice = parseReplay('KL1-D3N-AAAAAAD passes=2 passes=3 D', anyGame);
    expect(!twice.ok && twice.error).to.contain('names a rule twice');
    const allowance = parseReplay('KL1-D3N-AAAAAAD maxUndos=3 D', anyGame);
    expect(!allowance.ok && allowance.error).to.contain('undo allowance');
    const misplaced = parseReplay('KL1-D3N-AAAAAAD D passes=2', anyGame);
    expect(!misplaced.ok && misplaced.error).to.contain('not in replay notation');
  });

  it('replays a whole winning game to the win', () => {
    const replayed = parseReplay(`KL1-D1V-AAAAAAJ ${WINNING_LINES['KL1-D1V-AAAAAAJ']}`, anyGame);
    expect(replayed.ok && replayed.value.won).to.equal(true);
  });

  it('replays a fresh deal with no actions', () => {
    const replayed = parseReplay('BD1-AAAAAAG', anyGame);
    expect(replayed.ok && replayed.value.actions.length).to.equal(0);
  });

  it('writes a game too long to write out from the position its undo history starts at, and plays it back the same', () => {
    const game = longGame(FULL_REPLAY_ACTIONS + 1);
    const text = makeReplay(game);
    expect(text).to.match(/^KL1-D1N-AAAAAAG @\S+ [DR ]+$/);
    expect(text.length).to.be.lessThan(1_000);
    const replayed = parseReplay(text, anyGame);
    if (!replayed.ok) throw new Error(replayed.error);
    expect(makeReplay(replayed.value), 'written again the same way').to.equal(text);
    expectSameGame(replayed.value, game);
  });

  it('writes every action of a game up to the longest it writes out, in no more than REPLAY_TEXT_LIMIT characters', () => {
    const game = longGame(FULL_REPLAY_ACTIONS);
    const text = makeReplay(game);
    expect(text.split(' ')).to.have.length(FULL_REPLAY_ACTIONS + 1);
    expect(text.length).to.be.at.most(REPLAY_TEXT_LIMIT);
    const longest = `KL1-D1N-AAAAAAG ${'t13>t12:13 '.repeat(FULL_REPLAY_ACTIONS)}`.trim();
    expect(longest.length).to.be.at.most(REPLAY_TEXT_LIMIT);
  });

  it('refuses a replay with a bad code or an illegal action, naming it', () => {
    const badCode = parseReplay('KL1-D1N-AAAAAA D', anyGame);
    expect(!badCode.ok && badCode.error).to.contain('bad deal code');
    const illegal = parseReplay('KL1-D1N-AAAAAAA D t1>f1', anyGame);
    expect(!illegal.ok && illegal.error).to.equal("action 2 (t1>f1) is illegal: AD goes on its own suit's foundation");
  });
});
