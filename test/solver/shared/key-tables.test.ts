import { expect } from 'chai';
import { sfc32 } from '../../../src/engine/deal/sfc32.js';
import { giveBack, takeBuffer } from '../../../src/solver/shared/big-buffers.js';
import { StateSet } from '../../../src/solver/shared/state-set.js';
import { VerdictTable } from '../../../src/solver/shared/verdict-table.js';

/** Distinct random 64-bit keys, as pairs of 32-bit halves. */
function keys(count: number): [number, number][] {
  const random = sfc32(1, 2, 3, 4);
  const seen = new Set<string>();
  const result: [number, number][] = [];
  while (result.length < count) {
    const key: [number, number] = [random() | 0, random() | 0];
    if (seen.has(key.join())) continue;
    seen.add(key.join());
    result.push(key);
  }
  return result;
}

describe("the solvers' tables of positions", () => {
  it('a StateSet adds each key once, across the growth from 16 slots to 16,384', () => {
    const set = new StateSet(16);
    const all = keys(10_000);
    expect(all.every(([low, high]) => set.add(low, high))).to.equal(true);
    expect(all.some(([low, high]) => set.add(low, high))).to.equal(false);
    expect([set.size, set.capacity]).to.deep.equal([10_000, 16_384]);
  });

  it('tells the key 0:0 from no key at all (it stands for 0:1)', () => {
    const set = new StateSet(16);
    expect([set.add(0, 0), set.add(0, 0), set.add(0, 1)]).to.deep.equal([true, false, false]);
  });

  it('a VerdictTable keeps every status when it grows, and says where each slot went', () => {
    const table = new VerdictTable(16, 1 << 16);
    const all = keys(3000);
    const slots = all.map(([low, high], i) => {
      if (table.full) table.grow(() => {});
      const slot = table.slot(low, high);
      table.set(slot, (i % 4) + 1);
      return slot;
    });
    expect(table.capacity).to.equal(4096);
    const before = table.slot(...all[0]);
    let after = -1;
    table.grow((moved) => (after = moved(before)));
    expect(after).to.equal(table.slot(...all[0]));
    expect(table.capacity).to.equal(1 << 14);
    expect(all.every(([low, high], i) => table.get(table.slot(low, high)) === (i % 4) + 1)).to.equal(true);
    expect([table.size, slots.length]).to.deep.equal([3000, 3000]);
  });

  it('a VerdictTable grows no further than its largest capacity', () => {
    const table = new VerdictTable(1 << 10, 1 << 11);
    table.grow(() => {});
    expect(table.capacity).to.equal(1 << 11);
  });

  it('a VerdictTable makes room by keeping only the keys of the statuses asked, and keeps none when even then less than half fits', () => {
    // Three quarters of 4,096 slots: room for 3,072 keys.
    const table = new VerdictTable(1 << 12, 1 << 12);
    const all = keys(2000);
    const statusOf = (i: number): number => (i % 2 === 0 ? 1 : 3);
    all.forEach(([low, high], i) => table.set(table.slot(low, high), statusOf(i)));
    const decided = (status: number): boolean => status === 1;
    expect(table.makeRoom(1000, decided)).to.equal(1000);
    expect(table.size).to.equal(2000);
    expect(table.makeRoom(2000, decided)).to.equal(2000);
    expect(table.size).to.equal(1000);
    expect(all.every(([low, high], i) => table.statusOf(low, high) === (statusOf(i) === 1 ? 1 : 0))).to.equal(true);
    expect(table.makeRoom(3000, decided)).to.equal(2072);
    expect(table.size).to.equal(1000);
    expect(table.makeRoom(4200, decided)).to.equal(3072);
    expect([table.size, table.capacity]).to.deep.equal([0, 1 << 12]);
    const [low, high] = all[0];
    expect(table.statusOf(low, high)).to.equal(0);
  });

  it("hands a big table's memory, zeroed, to the next table of its size, and leaves small ones to the collector", () => {
    const big = takeBuffer(1 << 20);
    new Int32Array(big)[5] = 9;
    giveBack(big);
    const again = takeBuffer(1 << 20);
    expect(again).to.equal(big);
    expect(new Int32Array(again)[5]).to.equal(0);
    expect(takeBuffer(1 << 20)).to.not.equal(big);
    const small = takeBuffer(1 << 12);
    giveBack(small);
    expect(takeBuffer(1 << 12)).to.not.equal(small);
  });

  it('a released table hands its memory on: a StateSet after it starts empty', () => {
    const set = new StateSet(1 << 18);
    set.add(5, 7);
    set.release();
    const next = new StateSet(1 << 18);
    expect([next.size, next.add(5, 7)]).to.deep.equal([0, true]);
  });
});
