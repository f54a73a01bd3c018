/**
 * Whole games played to a win, found once by a depth-first search over the engine's legal moves
 * and kept here so the tests replay exactly the same line every time.
 */
export const WINNING_LINES = {
  /** Standard scoring, draw 1, with recycles. */
  'KL1-D1N-AAAAAAD':
    't4>t2 D D D D w>t4 t1>t4 D D w>f1 t4>f1 D D D w>t3 D w>t7 D w>f3 D D D D D D D D w>t6 t3>t6:2 t3>f4 D D w>t2 D w>f4 D D R D w>t1 D D D D w>t1 w>t1 t2>t1:3 t2>f2 t3>f2 t7>f2 D D D w>t1 D w>t1 D D w>f4 t7>f4 t7>t2 t7>t2 t6>t7:4 t6>t7 t6>t7 t5>t6 t5>f1 w>t7 t5>t7 D D D D D w>t1 t4>t1:2 t4>t3 t5>t3 t5>t6 R D D w>t4 D w>t2 t6>t2:3 t6>f4 t7>t6:9 t7>f2 w>f2 t4>f2 t7>f3 t1>f3 t1>f1 t6>f3 t1>f3 t1>f4 t4>f4 t6>f1 t6>f3 t1>f3 t1>f4 t7>t3 D D w>f2 D w>f1 t6>f1 t2>f1 w>f1 t6>f2 t2>f2 t2>f1 t6>f4 D w>f2 D w>f3 t1>f3 t1>f4 t1>f2 t3>f4 t3>f2 t6>f3 t2>f3 t2>f4 t3>f4 t6>f1 t1>f1 t1>f2 t6>f3 t2>f3 t6>f1',
  /** Vegas, draw 1, one pass through the stock. */
  'KL1-D1V-AAAAAAJ':
    't7>f2 t2>t1 D D D D w>t7 D D D D D w>t3 t4>t3 t4>f4 t4>t2 t4>f4 t6>t4 t6>t5 t6>f3 t2>f3 t2>f4 t6>t2 t6>t7 t7>t5:3 t7>t4 t6>t1 D w>t4 D w>f2 t1>f2 D w>t2 D w>t6 D w>t7 D w>t5 t1>t5:2 D D D w>t1 D w>t6 t5>t6:8 t5>f1 t7>t5:2 t7>t4 t5>t7:3 t3>t5:3 t7>t5:4 w>t7 w>t7 w>t3 w>t5 w>f1 t5>f1 t6>f1 w>t2 w>t1 w>f4 t5>t1:8 w>t4 D w>t2 t3>t2:2 t3>f2 t7>f2 D w>f3 t1>f3 t1>f4 t1>f2 t6>f3 t5>f3 t7>f4 t1>f4 t7>f3 t1>f3 D w>f4 t1>f4 D w>f1 t6>f1 t6>f2 t2>f2 t4>f2 D w>f1 t6>f1 t2>f1 t2>f2 t4>f1 t2>f1 t4>f2 t4>f1 t6>f3 t1>f3 t6>f4 t1>f4 t1>f2 t6>f3 t2>f3 t2>f1 t4>f3 t6>f4 t1>f4 t6>f2',
} as const;
