import { BakersDozen, Klondike, parseDealCode, unwrap } from '../../src/engine/index.js';

/** The Klondike deal a code names, under the default house rules. */
export function klondikeDeal(code: string): Klondike {
  const deal = parseDealCode(code);
  if (!deal.ok || deal.value.game !== 'klondike') throw new Error(`not a Klondike deal code: ${code}`);
  return unwrap(Klondike.forDeal(deal.value));
}

/** The Baker's Dozen deal a code names. */
export function bakersDozenDeal(code: string): BakersDozen {
  const deal = parseDealCode(code);
  if (!deal.ok || deal.value.game !== 'bakers-dozen') throw new Error(`not a Baker's Dozen deal code: ${code}`);
  return unwrap(BakersDozen.deal(deal.value.number));
}
