// The Klondike solver's worker: one per game, so a page of one game never fetches the other's solver.
import { solveKlondikeData } from './klondike-data.js';
import { serveSolves } from './solver-protocol.js';

serveSolves(solveKlondikeData);
