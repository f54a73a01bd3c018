import { BakersDozen, restoredBakersDozen } from './bakers-dozen.js';
import { type DealCode, type KlondikeDeal, checkDeal } from './deal/deal-code.js';
import { Game, type GameStarter, HOUSE_RULE_OPTIONS, type HouseRules } from './game.js';
import { KLONDIKE_RULE_OPTIONS, Klondike, type KlondikeHouseRules, restoredKlondike } from './klondike.js';
import { type OptionError, checkOptions } from './options.js';
import type { PositionRecord } from './position.js';
import { type Result, err } from './result.js';

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

/** Saved games and replays of Klondike only; Baker's Dozen's rules stay out of the bundle. */
export const klondikeOnly: GameStarter<Klondike> = (deal, rules, from) => {
  const checked = checkDeal(deal);
  if (!checked.ok) return err(checked.error.message);
  if (checked.value.game !== 'klondike') return err('not a Klondike deal');
  return messageOf(newKlondike(checked.value, rules, from));
};

/** Saved games and replays of Baker's Dozen only. */
export const bakersDozenOnly: GameStarter<BakersDozen> = (deal, rules, from) => {
  const checked = checkDeal(deal);
  if (!checked.ok) return err(checked.error.message);
  if (checked.value.game !== 'bakers-dozen') return err("not a Baker's Dozen deal");
  return messageOf(newBakersDozen(checked.value, rules, from));
};

/** Saved games and replays of either game. */
export const anyGame: GameStarter = (deal, rules, from) => {
  const checked = checkDeal(deal);
  if (!checked.ok) return err(checked.error.message);
  return checked.value.game === 'bakers-dozen' ? bakersDozenOnly(deal, rules, from) : klondikeOnly(deal, rules, from);
};

/** A position of either game, told apart by `game`. */
export type GamePosition = Klondike | BakersDozen;

/** A Klondike game under rules checked here: dealt, or from `from` when play under them reaches it. */
function newKlondike(deal: KlondikeDeal, rules: unknown, from?: PositionRecord): Result<Game<Klondike>, OptionError> {
  const checked = checkOptions('house rules', rules, { ...HOUSE_RULE_OPTIONS, ...KLONDIKE_RULE_OPTIONS });
  if (!checked.ok) return checked;
  const { maxUndos, ...own } = checked.value;
  const position = from ? restoredKlondike(from, { ...own, draw: deal.draw, scoring: deal.scoring }) : Klondike.forDeal(deal, own);
  return position.ok ? Game.fromPosition(deal, position.value, maxUndos) : position;
}

function newBakersDozen(deal: DealCode, rules: unknown, from?: PositionRecord): Result<Game<BakersDozen>, OptionError> {
  const checked = checkOptions('house rules', rules, HOUSE_RULE_OPTIONS);
  if (!checked.ok) return checked;
  const position = from ? restoredBakersDozen(from) : BakersDozen.deal(deal.number);
  return position.ok ? Game.fromPosition(deal, position.value, checked.value.maxUndos) : position;
}

/** A starter's refusal in words, as saved games and replays report it. */
function messageOf<T>(result: Result<T, OptionError>): Result<T, string> {
  return result.ok ? result : err(result.error.message);
}
