import { expect } from 'chai';
import {
  type DealCode,
  DEFAULT_KLONDIKE_RULES,
  type StartOptions,
  type Game,
  type SavedGame,
  anyGame,
  startGame,
  SAVED_GAME_VERSION,
  loadGame,
  makeAction,
  makeActions,
  makeReplay,
  parseAction,
  parseActions,
  parseDealCode,
  parseReplay,
  saveGame,
} from '../../src/engine/index.js';
import { fingerprint } from './helpers.js';
import { WINNING_LINES } from './winning-lines.js';

function deal(code: string): DealCode {
  const parsed = parseDealCode(code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** A game part-way through the winning line, with undos and time on the clock. */
function gameInProgress(): Game {
  const game = startGame(deal('KL1-D1N-AAAAAAD'), { passes: 'unlimited', retrieval: true, maxUndos: 5 });
  for (const action of (parseActions(WINNING_LINES['KL1-D1N-AAAAAAD']) ?? []).slice(0, 60)) game.play(action);
  game.undo();
  game.undo();
  game.elapsedMs = 93_500;
  return game;
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
    const klondike = startGame(deal('KL1-D1N-AAAAAAD'), { passes: 'classic', retrieval: false, maxUndos: 2 });
    expect(saveGame(klondike).rules).to.deep.equal({ passes: 'classic', retrieval: false, maxUndos: 2 });
    expect(saveGame(startGame(deal('BD1-AAAAAAG'), { maxUndos: 2 })).rules).to.deep.equal({ maxUndos: 2 });
  });

  it("plays a saved game under its own rules, a Klondike rule it leaves out at that rule's default", () => {
    const saved = saveGame(startGame(deal('KL1-D1N-AAAAAAD'), { retrieval: false }));
    const loaded = loadGame({ ...saved, rules: { maxUndos: null, retrieval: false } }, anyGame);
    expect(loaded.ok && loaded.value.position.houseRules).to.deep.equal({ passes: 'unlimited', retrieval: false });
  });

  it('reads the classic limits of games saved before `passes` as `classicPasses`', () => {
    const saved = saveGame(startGame(deal('KL1-D3N-AAAAAAD')));
    const rules = (classicPasses: boolean) => ({ maxUndos: null, classicPasses, retrieval: true });
    const passes = [true, false].map((classic) => {
      const loaded = loadGame({ ...saved, rules: rules(classic) }, anyGame);
      return loaded.ok && loaded.value.position.houseRules.passes;
    });
    expect(passes).to.deep.equal(['classic', 'unlimited']);
  });

  it("loads a Baker's Dozen game whose rules still name Klondike's, as earlier versions saved them", () => {
    const saved = saveGame(startGame(deal('BD1-AAAAAAG')));
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
    ['an undo history beyond the actions', (saved) => ({ ...saved, undoFloor: 999 }), 'does not match'],
    ['more undos than allowed', (saved) => ({ ...saved, undosUsed: 6 }), 'more undos used than allowed'],
    ['malformed house rules', (saved) => ({ ...saved, rules: { retrieval: 'yes' } }), 'house rules'],
    ['a malformed undo allowance', (saved) => ({ ...saved, rules: { ...saved.rules, maxUndos: -1 } }), 'house rules are malformed'],
    ["a malformed rule of Klondike's own", (saved) => ({ ...saved, rules: { ...saved.rules, retrieval: 'yes' } }), 'Klondike house rules are malformed'],
    ['no pass at all', (saved) => ({ ...saved, rules: { ...saved.rules, passes: 0 } }), 'Klondike house rules are malformed'],
    ['a fractional number of passes', (saved) => ({ ...saved, rules: { ...saved.rules, passes: 1.5 } }), 'Klondike house rules are malformed'],
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
      const game = startGame(deal('KL1-D3N-AAAAAAD'), { ...rules, maxUndos: 2 });
      game.play(parseAction('D')!);
      expect(makeReplay(game)).to.equal(text);
      const replayed = parseReplay(text, anyGame, { maxUndos: 7 });
      expect(replayed.ok && replayed.value.rules).to.deep.equal({ ...DEFAULT_KLONDIKE_RULES, ...rules, maxUndos: 7 });
    }
  });

  it('refuses a replay whose rules the game does not know how to play', () => {
    const refused = parseReplay('KL1-D3N-AAAAAAD passes=0 D', anyGame);
    expect(!refused.ok && refused.error).to.contain('house rules are malformed');
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

  it('refuses a replay with a bad code or an illegal action, naming it', () => {
    const badCode = parseReplay('KL1-D1N-AAAAAA D', anyGame);
    expect(!badCode.ok && badCode.error).to.contain('bad deal code');
    const illegal = parseReplay('KL1-D1N-AAAAAAA D t1>f1', anyGame);
    expect(!illegal.ok && illegal.error).to.equal("action 2 (t1>f1) is illegal: AD goes on its own suit's foundation");
  });
});
