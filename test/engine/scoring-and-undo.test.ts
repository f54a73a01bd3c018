import { expect } from 'chai';
import { type Action, type Game, startGame, UNDO_DEPTH, formatScore, parseAction, parseActions, parseDealCode, unwrap } from '../../src/engine/index.js';
import { type Layout, fingerprint, layout } from './helpers.js';
import { WINNING_LINES } from './winning-lines.js';

function action(text: string): Action {
  const parsed = parseAction(text);
  if (!parsed) throw new Error(`not an action: ${text}`);
  return parsed;
}

function game(code: string, rules: Partial<Game['rules']> = {}): Game {
  const deal = parseDealCode(code);
  if (!deal.ok) throw new Error(code);
  return unwrap(startGame(deal.value, { passes: 'unlimited', retrieval: true, maxUndos: null, ...rules }));
}

function playAll(target: Game, text: string): void {
  for (const step of parseActions(text) ?? []) {
    const played = target.play(step);
    if (!played.ok) throw new Error(played.error.message);
  }
}

/** A waste of thirteen spades over the king of diamonds and an empty stock, for points and the floor. */
const SPADES_IN_WASTE: Layout = {
  tableau: ['', '', '', '', '', '', ''],
  waste: 'KD KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
  foundations: ['', 'KH', 'QD', 'KC'],
};

describe('scoring (docs/rules.md)', () => {
  const table: Layout = { tableau: ['KS|8S', '7H 6S 5H', '7D', '7S', '', 'QC|KH QS', 'AC|2H'], waste: '9D 2S 6D', foundations: ['AS', 'AH', '', ''] };
  const lines: [line: string, move: string, standard: number, vegas: number][] = [
    ['a card onto a foundation from the tableau, turning a card up', 't7>f2', 15, 5],
    ['waste → tableau', 'w>t4', 5, 0],
    ['a card onto a foundation from the waste', 'w>t4 w>f1', 10, 5],
    ['a hidden card turned up on top of a tableau move', 't6>t5:2', 5, 0],
    ['tableau → tableau', 't3>t1', 0, 0],
    ['foundation → tableau (retrieval)', 'f1>t7', 0, 0],
    ['a retrieved card that goes back up scores nothing the second time', 'f1>t7 t7>f1', 0, 0],
    ['a draw', 'D', 0, 0],
  ];
  for (const [line, moves, standard, vegas] of lines) {
    for (const [scoring, points] of [
      ['standard', standard],
      ['vegas', vegas],
    ] as const) {
      it(`${scoring}: ${line} scores ${points}`, () => {
        const position = layout(table, { scoring });
        const steps = moves.split(' ').map((move) => position.play(action(move)));
        const last = steps[steps.length - 1];
        expect(last.ok && last.value.points).to.equal(points);
      });
    }
  }

  for (const scoring of ['standard', 'vegas'] as const) {
    it(`${scoring}: sending one card down and up again earns nothing, however often`, () => {
      const position = layout(table, { scoring });
      const before = position.score;
      for (let pair = 0; pair < 20; pair++) for (const move of ['f1>t7', 't7>f1']) expect(position.play(action(move)).ok).to.equal(true);
      expect(position.score).to.equal(before);
    });
  }

  it('standard starts at 0 and Vegas at -$52', () => {
    expect([game('KL1-D1N-AAAAAAA').position.score, game('KL1-D1V-AAAAAAA').position.score]).to.deep.equal([0, -52]);
  });

  it('a recycle costs 100 points', () => {
    const position = layout(SPADES_IN_WASTE);
    for (let i = 0; i < 13; i++) position.play(action('w>f1'));
    expect(position.score).to.equal(130);
    const recycle = position.play(action('R'));
    expect([recycle.ok && recycle.value.points, position.score]).to.deep.equal([-100, 30]);
  });

  it('standard never goes below 0: an early recycle costs only what there is', () => {
    const position = layout(SPADES_IN_WASTE);
    for (let i = 0; i < 3; i++) position.play(action('w>f1'));
    const recycle = position.play(action('R'));
    expect([recycle.ok && recycle.value.points, position.score]).to.deep.equal([-30, 0]);
  });

  it('Vegas has no floor: the balance stays negative up to 10 foundation cards and turns positive at the 11th', () => {
    const position = layout(SPADES_IN_WASTE, { scoring: 'vegas' });
    const balances = Array.from({ length: 11 }, () => (position.play(action('w>f1')), position.score));
    expect(balances.slice(8)).to.deep.equal([-7, -2, 3]);
  });

  it('shows Vegas in dollars exactly as "+$208", "$0", "-$52"', () => {
    expect([208, 0, -52, 3].map((score) => formatScore(score, 'vegas'))).to.deep.equal(['+$208', '$0', '-$52', '+$3']);
    expect(formatScore(625, 'standard')).to.equal('625');
  });

  it('a whole standard game won without retrievals ends at 625 + 5 per waste → tableau move − what the recycles cost', () => {
    const won = game('KL1-D1N-AAAAAAD');
    const steps = (parseActions(WINNING_LINES['KL1-D1N-AAAAAAD']) ?? []).map((step) => won.play(step));
    expect(steps.every((step) => step.ok)).to.equal(true);
    expect(won.won).to.equal(true);
    const wasteToTableau = steps.filter(
      (step) => step.ok && step.value.action.type === 'move' && step.value.action.from === 1 && step.value.action.to >= 6,
    ).length;
    const recycleCosts = steps.reduce((sum, step) => sum + (step.ok && step.value.action.type === 'recycle' ? -step.value.points : 0), 0);
    expect(recycleCosts).to.be.greaterThan(0);
    expect(won.position.score).to.equal(625 + 5 * wasteToTableau - recycleCosts);
    expect(won.position.moves).to.equal(steps.length);
  });

  it('a whole Vegas game won without retrievals ends at +$208', () => {
    const won = game('KL1-D1V-AAAAAAJ');
    playAll(won, WINNING_LINES['KL1-D1V-AAAAAAJ']);
    expect(won.won).to.equal(true);
    expect(formatScore(won.position.score, 'vegas')).to.equal('+$208');
  });
});

describe('undo (docs/rules.md)', () => {
  it('restores the position, score and move count exactly after each kind of action', () => {
    const target = game('KL1-D1N-AAAAAAD');
    const line = parseActions(WINNING_LINES['KL1-D1N-AAAAAAD']) ?? [];
    for (const step of line.slice(0, -1)) {
      const before = fingerprint(target.position);
      target.play(step);
      const undone = target.undo();
      expect(undone.ok).to.equal(true);
      expect(fingerprint(target.position)).to.equal(before);
      target.play(step);
    }
  });

  it('restores exactly which cards have scored: an undone first trip home lets the card score again', () => {
    const position = layout(SPADES_IN_WASTE);
    for (let i = 0; i < 12; i++) position.play(action('w>f1'));
    const home = position.play(action('w>f1'));
    const down = position.play(action('f1>t1'));
    const back = position.play(action('t1>f1'));
    expect([home, down, back].map((step) => step.ok && step.value.points)).to.deep.equal([10, 0, 0]);
    for (const step of [back, down, home].map((played) => (played.ok ? played.value : null))) position.undo(step!);
    expect(position.scored).to.deep.equal([12, 13, 12, 13]);
    const again = position.play(action('w>f1'));
    expect(again.ok && again.value.points).to.equal(10);
  });

  it('restores a score that the floor held at 0', () => {
    const position = layout(SPADES_IN_WASTE);
    for (let i = 0; i < 3; i++) position.play(action('w>f1'));
    const before = fingerprint(position);
    const recycle = position.play(action('R'));
    expect(position.score).to.equal(0);
    if (recycle.ok) position.undo(recycle.value);
    expect(position.score).to.equal(30);
    expect(fingerprint(position)).to.equal(before);
  });

  it('counts the actions of the current line: an undo takes one off and is not counted itself', () => {
    const target = game('KL1-D1N-AAAAAAA');
    playAll(target, 'D D D');
    target.undo();
    expect(target.position.moves).to.equal(2);
  });

  it(`reaches back ${UNDO_DEPTH} actions and no further`, () => {
    const target = game('KL1-D1N-AAAAAAA');
    for (let i = 0; i < 150; i++) target.play(target.position.legalActions().find((a) => a.type !== 'move')!);
    let undone = 0;
    while (target.undo().ok) undone++;
    expect(undone).to.equal(UNDO_DEPTH);
    expect(target.undoRefusal()?.reason).to.equal('nothing-to-undo');
    target.play(action('D'));
    expect([target.undo().ok, target.undo().ok]).to.deep.equal([true, false]);
  });

  it('honours a per-game undo allowance', () => {
    const target = game('KL1-D1N-AAAAAAA', { maxUndos: 3 });
    playAll(target, 'D D D D D');
    const results = Array.from({ length: 4 }, () => target.undo());
    expect(results.map((result) => result.ok)).to.deep.equal([true, true, true, false]);
    expect(!results[3].ok && results[3].error.reason).to.equal('no-undos-left');
    expect(target.undosLeft).to.equal(0);
  });

  for (const [allowance, used, expected] of [
    [3, 1, [true, true, false]],
    [1, 1, [false]],
    [null, 2, [true, true, true, true, true, false]],
  ] as const) {
    it(`under another allowance (${allowance}) keeps the line of play, the ${used} undos used and the time`, () => {
      const target = game('KL1-D1N-AAAAAAA', { maxUndos: 2 });
      playAll(target, 'D D D D D D D');
      for (let i = 0; i < used; i++) target.undo();
      target.elapsedMs = 61_000;
      const before = { table: fingerprint(target.position), score: target.position.score, actions: target.actions };
      const changed = unwrap(target.withMaxUndos(allowance));
      expect(changed.maxUndos).to.equal(allowance);
      expect({ table: fingerprint(changed.position), score: changed.position.score, actions: changed.actions }).to.deep.equal(before);
      expect(changed.elapsedMs).to.equal(61_000);
      expect(Array.from({ length: expected.length }, () => changed.undo().ok)).to.deep.equal(expected);
      expect({ table: fingerprint(target.position), maxUndos: target.maxUndos }, 'the game it came from is untouched').to.deep.equal({
        table: before.table,
        maxUndos: 2,
      });
    });
  }

  it('has nothing to undo at the start and nothing after the win', () => {
    const target = game('KL1-D1V-AAAAAAJ');
    expect(target.undoRefusal()?.reason).to.equal('nothing-to-undo');
    playAll(target, WINNING_LINES['KL1-D1V-AAAAAAJ']);
    expect(target.undoRefusal()?.reason).to.equal('game-over');
  });
});
