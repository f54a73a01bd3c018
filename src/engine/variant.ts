import { BakersDozen, restoredBakersDozen } from './bakers-dozen.js';
import type { DealCode } from './deal/deal-code.js';
import { Game, type GameStarter } from './game.js';
import { DEFAULT_KLONDIKE_RULES, Klondike, type KlondikeHouseRules, parseKlondikeRules, restoredKlondike } from './klondike.js';
import { err, ok } from './result.js';

/** The house rules `startGame` takes: any game's, each left out taking its default. */
export interface StartOptions extends Partial<KlondikeHouseRules> {
  readonly maxUndos?: number | null;
}

/** A new game of whichever game the deal code names: the one variant factory. */
export function startGame(deal: DealCode, options: StartOptions = {}): Game {
  const maxUndos = options.maxUndos ?? null;
  if (deal.game === 'bakers-dozen') return new Game(deal, BakersDozen.deal(deal.number), maxUndos);
  const { passes, retrieval } = { ...DEFAULT_KLONDIKE_RULES, ...options };
  return new Game(deal, Klondike.forDeal(deal, { passes, retrieval }), maxUndos);
}

/** Saved games and replays of Klondike only; Baker's Dozen's rules stay out of the bundle. */
export const klondikeOnly: GameStarter<Klondike> = (deal, rules, from) => {
  if (deal.game !== 'klondike') return err('not a Klondike deal');
  const own = parseKlondikeRules(rules);
  if (!own.ok) return own;
  const position = from ? restoredKlondike(from, { ...own.value, draw: deal.draw, scoring: deal.scoring }) : ok(Klondike.forDeal(deal, own.value));
  return position.ok ? ok(new Game(deal, position.value, rules.maxUndos)) : position;
};

/** Saved games and replays of Baker's Dozen only. */
export const bakersDozenOnly: GameStarter<BakersDozen> = (deal, rules, from) => {
  if (deal.game !== 'bakers-dozen') return err("not a Baker's Dozen deal");
  const position = from ? restoredBakersDozen(from) : ok(BakersDozen.deal(deal.number));
  return position.ok ? ok(new Game(deal, position.value, rules.maxUndos)) : position;
};

/** Saved games and replays of either game. */
export const anyGame: GameStarter = (deal, rules, from) =>
  deal.game === 'bakers-dozen' ? bakersDozenOnly(deal, rules, from) : klondikeOnly(deal, rules, from);

/** A position of either game, told apart by `game`. */
export type GamePosition = Klondike | BakersDozen;
