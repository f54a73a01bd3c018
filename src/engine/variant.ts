import type { BakersDozen } from './bakers-dozen.js';
import { type DealCode, checkDeal } from './deal/deal-code.js';
import type { Game, GameStarter, HouseRules } from './game.js';
import type { Klondike, KlondikeHouseRules } from './klondike.js';
import type { OptionError } from './options.js';
import { type Result, err } from './result.js';
import { bakersDozenOnly, newBakersDozen } from './starters/bakers-dozen-starter.js';
import { klondikeOnly, newKlondike } from './starters/klondike-starter.js';

// Each game's starter is a module of its own, so a bundle (or a lazy chunk) that plays one game
// carries only that game's rules.
export { bakersDozenOnly, klondikeOnly };

/** The house rules `startGame` takes: the deal's game's, each left out taking its default. */
export type StartOptions = Partial<HouseRules & KlondikeHouseRules>;

/**
 * A new game of whichever game the deal code names: the one variant factory. Refused when the
 * deal is malformed, or a rule is malformed or not one of that game's (Baker's Dozen has no passes).
 */
export function startGame(deal: DealCode, options: StartOptions = {}): Result<Game, OptionError> {
  const checked = checkDeal(deal);
  if (!checked.ok) return checked;
  return checked.value.game === 'bakers-dozen' ? newBakersDozen(checked.value, options) : newKlondike(checked.value, options);
}

/** Saved games and replays of either game. */
export const anyGame: GameStarter = (deal, rules, from) => {
  const checked = checkDeal(deal);
  if (!checked.ok) return err(checked.error.message);
  return checked.value.game === 'bakers-dozen' ? bakersDozenOnly(deal, rules, from) : klondikeOnly(deal, rules, from);
};

/** A position of either game, told apart by `game`. */
export type GamePosition = Klondike | BakersDozen;
