import type { OptionError } from '../options.js';
import { type Result, err } from '../result.js';

/** A starter's refusal in words, as saved games and replays report it. */
export function messageOf<T>(result: Result<T, OptionError>): Result<T, string> {
  return result.ok ? result : err(result.error.message);
}
