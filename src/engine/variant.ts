import { BakersDozen } from './bakers-dozen.js';
import type { DealCode } from './deal/deal-code.js';
import { DEFAULT_HOUSE_RULES, Game, type GameStarter, type HouseRules } from './game.js';
import { Klondike } from './klondike.js';
import type { Position } from './position.js';
import { err, ok } from './result.js';

/** The position a deal code names, under the given house rules: the one variant factory. */
export function startPosition(deal: DealCode, rules: HouseRules): Position {
  return deal.game === 'bakers-dozen' ? BakersDozen.deal(deal.number) : Klondike.forDeal(deal, rules);
}

/** A new game of whichever game the deal code names. */
export function startGame(deal: DealCode, rules: HouseRules = DEFAULT_HOUSE_RULES): Game {
  return new Game(deal, startPosition(deal, rules), rules);
}

/** Saved games and replays of either game. */
export const anyGame: GameStarter = (deal, rules) => ok(startGame(deal, rules));

/** Saved games and replays of Klondike only; Baker's Dozen's rules stay out of the bundle. */
export const klondikeOnly: GameStarter<Klondike> = (deal, rules) =>
  deal.game === 'klondike' ? ok(new Game(deal, Klondike.forDeal(deal, rules), rules)) : err('not a Klondike deal');

/** A position of either game, told apart by `game`. */
export type GamePosition = Klondike | BakersDozen;
