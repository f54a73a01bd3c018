import { expect } from 'chai';
import { type Action, Game, type KlondikeOptions, parseAction, parseActions, parseDealCode, startGame, unwrap } from '../../src/engine/index.js';
import { type Layout, fingerprint, layout } from './helpers.js';
import { WINNING_LINES } from './winning-lines.js';

function action(text: string): Action {
  const parsed = parseAction(text);
  if (!parsed) throw new Error(`not an action: ${text}`);
  return parsed;
}

/** 2♥ can go home (turning the 5♦ up) or onto the 3♣ of column 2 or the 3♠ of column 5. */
const TWO_OF_HEARTS: Layout = {
  tableau: ['KS|8S', '3C', '5D|2H', '', '3S', '9C', 'QD'],
  foundations: ['', 'AH', '', ''],
};

/** A game on `TWO_OF_HEARTS` after `line`; any deal code does, as the position is given. */
function game(line: string, options: Partial<KlondikeOptions> = {}, maxUndos: number | null = null): Game {
  const deal = parseDealCode('KL1-D1N-AAAAAAA');
  if (!deal.ok) throw new Error(deal.error.message);
  const played = unwrap(Game.fromPosition(deal.value, layout(TWO_OF_HEARTS, options), maxUndos));
  for (const step of parseActions(line) ?? []) {
    const result = played.play(step);
    if (!result.ok) throw new Error(result.error.message);
  }
  return played;
}

describe('Game.replaceLast: a double tap changes where its first tap sent the card (docs/rules.md)', () => {
  for (const scoring of ['standard', 'vegas'] as const) {
    it(`${scoring}: one action, as if the card had gone straight to the tableau`, () => {
      const replaced = game('t3>f2', { scoring });
      const result = replaced.replaceLast(action('t3>t2'));
      expect(result.ok).to.equal(true);
      const direct = game('t3>t2', { scoring });
      expect(fingerprint(replaced.position)).to.equal(fingerprint(direct.position));
      expect(replaced.actions).to.deep.equal(direct.actions);
      expect(replaced.position.score).to.equal(scoring === 'standard' ? 5 : -52);
    });
  }

  it('reports the step taken back and the step played', () => {
    const replaced = game('t3>f2');
    const home = replaced.steps[0];
    const result = replaced.replaceLast(action('t3>t2'));
    expect(result.ok && result.value.undone).to.equal(home);
    expect(result.ok && result.value.played).to.equal(replaced.steps[0]);
    expect(result.ok && [result.value.played.points, result.value.played.scoreBefore]).to.deep.equal([5, 0]);
  });

  it('keeps which cards have scored: a retrieved card sent home again and moved on earns nothing', () => {
    const replaced = game('t3>f2 f2>t2 t2>f2');
    expect(replaced.replaceLast(action('t2>t5')).ok).to.equal(true);
    const direct = game('t3>f2 f2>t2 t2>t5');
    expect(fingerprint(replaced.position)).to.equal(fingerprint(direct.position));
    const home = replaced.play(action('t5>f2'));
    expect(home.ok && home.value.points).to.equal(0);
  });

  it('spends no undo of the allowance, and an undo then goes back to before the first tap', () => {
    const replaced = game('t3>f2', {}, 1);
    const before = fingerprint(game('').position);
    expect(replaced.replaceLast(action('t3>t2')).ok).to.equal(true);
    expect(replaced.undosLeft).to.equal(1);
    expect(replaced.undo().ok).to.equal(true);
    expect(fingerprint(replaced.position)).to.equal(before);
  });

  it('works with no undo allowance at all', () => {
    const replaced = game('t3>f2', {}, 0);
    expect(replaced.replaceLast(action('t3>t2')).ok).to.equal(true);
    expect(replaced.undoRefusal()?.reason).to.equal('no-undos-left');
  });

  it('refuses an action illegal before the last one, and nothing changes', () => {
    const replaced = game('t3>f2');
    const before = fingerprint(replaced.position);
    const result = replaced.replaceLast(action('t3>t6'));
    expect(!result.ok && result.error.reason).to.equal('does-not-fit');
    expect(fingerprint(replaced.position)).to.equal(before);
    expect(replaced.actions).to.deep.equal([action('t3>f2')]);
    expect(replaced.position.score).to.equal(15);
  });

  it('refuses with nothing to take back, and after the win', () => {
    const fresh = game('').replaceLast(action('t3>t2'));
    expect(!fresh.ok && fresh.error.reason).to.equal('nothing-to-undo');
    const deal = parseDealCode('KL1-D1V-AAAAAAJ');
    if (!deal.ok) throw new Error(deal.error.message);
    const won = unwrap(startGame(deal.value, { passes: 'unlimited', retrieval: true, maxUndos: null }));
    const line = parseActions(WINNING_LINES['KL1-D1V-AAAAAAJ'])!;
    for (const step of line) won.play(step);
    expect(won.won).to.equal(true);
    const result = won.replaceLast(line.at(-1)!);
    expect(!result.ok && result.error.reason).to.equal('game-over');
    expect(won.won).to.equal(true);
  });
});
