import { checkDraw, checkPasses, checkScoring } from '../../src/element/klondike/klondike-config.js';
import { accepts, refuses, table } from './check-table.js';

describe("Klondike's checks (src/element/klondike/klondike-config.ts)", () => {
  const DRAW = '1 or 3';
  table('checkDraw', checkDraw, [
    ['"1"', '1', accepts(1)],
    ['"3"', '3', accepts(3)],
    ['1', 1, accepts(1)],
    ['3', 3, accepts(3)],
    ['" 3 "', ' 3 ', accepts(3)],
    ['"2"', '2', refuses('draw', DRAW)],
    ['"0"', '0', refuses('draw', DRAW)],
    ['"01"', '01', refuses('draw', DRAW)],
    ['"1.0"', '1.0', refuses('draw', DRAW)],
    ['1.5', 1.5, refuses('draw', DRAW)],
    ['a word', 'one', refuses('draw', DRAW)],
    ['empty', '', refuses('draw', DRAW)],
    ['null', null, refuses('draw', DRAW)],
  ]);

  const SCORING = '"standard" or "vegas"';
  table('checkScoring', checkScoring, [
    ['standard', 'standard', accepts('standard')],
    ['vegas', 'vegas', accepts('vegas')],
    ['Vegas, in lower case', 'Vegas', accepts('vegas')],
    ['STANDARD with spaces', ' STANDARD ', accepts('standard')],
    ['vegas-cumulative, an attribute of its own', 'vegas-cumulative', refuses('scoring', SCORING)],
    ['a word', 'normal', refuses('scoring', SCORING)],
    ['empty', '', refuses('scoring', SCORING)],
    ['null', null, refuses('scoring', SCORING)],
  ]);

  const PASSES = '"unlimited" (the default), "classic" (draw 1: one pass, draw 3: three), or a whole number of passes, 1 or more';
  table('checkPasses', checkPasses, [
    ['unlimited', 'unlimited', accepts('unlimited')],
    ['Unlimited with a space', 'Unlimited ', accepts('unlimited')],
    ['classic', 'classic', accepts('classic')],
    ['CLASSIC', 'CLASSIC', accepts('classic')],
    ['"1"', '1', accepts(1)],
    ['"3"', '3', accepts(3)],
    ['" 10 "', ' 10 ', accepts(10)],
    ['2', 2, accepts(2)],
    ['leading zeros', '007', accepts(7)],
    ['the largest safe whole number', '9007199254740991', accepts(9007199254740991)],
    ['one past it', '9007199254740992', refuses('passes', PASSES)],
    ['"0"', '0', refuses('passes', PASSES)],
    ['0', 0, refuses('passes', PASSES)],
    ['a negative number', '-1', refuses('passes', PASSES)],
    ['a fraction', '1.5', refuses('passes', PASSES)],
    ['a whole number written with a decimal point, as draw refuses "1.0"', '3.0', refuses('passes', PASSES)],
    ['an exponent', '1e3', refuses('passes', PASSES)],
    ['Infinity', Infinity, refuses('passes', PASSES)],
    ['a word', 'none', refuses('passes', PASSES)],
    ['empty', '', refuses('passes', PASSES)],
    ['null', null, refuses('passes', PASSES)],
  ]);
});
