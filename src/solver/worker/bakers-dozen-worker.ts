// The Baker's Dozen solver's worker: one per game, so a page of one game never fetches the other's solver.
import { solveBakersDozenData } from './bakers-dozen-data.js';
import { serveSolves } from './solver-protocol.js';

serveSolves(solveBakersDozenData);
