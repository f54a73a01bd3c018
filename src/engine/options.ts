import { type Result, err, ok } from './result.js';
import { isRecord } from './saved/json-checks.js';

/**
 * Why an entry point refused what it was given to set a game up: options that are no record, an
 * option it does not take (an old name, a typo), one it needs and was not given, or a value it
 * cannot play.
 */
export type OptionReason = 'not-a-record' | 'unknown-option' | 'missing-option' | 'bad-option';

export interface OptionError {
  readonly reason: OptionReason;
  /** The option refused (`passes`), or the argument that is no record of options (`options`). */
  readonly option: string;
  readonly message: string;
}

/** How one option is checked: the values it takes, said in words for the message, and its default when it may be left out. */
export interface OptionCheck<T> {
  readonly accepts: (value: unknown) => value is T;
  readonly expected: string;
  readonly fallback?: { readonly value: T };
}

type Checked<C> = { -readonly [K in keyof C]: C[K] extends OptionCheck<infer T> ? T : never };

/**
 * The options of `argument`, each checked: every name `checks` knows, the ones left out (or
 * `undefined`) at their defaults; any other name is refused, so that an option's old name or a
 * typo never passes for its default.
 */
export function checkOptions<C extends Readonly<Record<string, OptionCheck<unknown>>>>(
  argument: string,
  options: unknown,
  checks: C,
): Result<Checked<C>, OptionError> {
  if (!isRecord(options)) return refuse('not-a-record', argument, `the ${argument} must be a record of named options, not ${describe(options)}`);
  const unknown = Object.keys(options).find((name) => !Object.hasOwn(checks, name));
  if (unknown !== undefined) {
    return refuse('unknown-option', unknown, `the ${argument} have no option "${unknown}" (they take ${Object.keys(checks).join(', ')})`);
  }
  const checked: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(checks)) {
    const value = checkOption(name, options[name], check);
    if (!value.ok) return value;
    checked[name] = value.value;
  }
  return ok(checked as Checked<C>);
}

/** One option's value checked, or its default when it is left out (`undefined`). */
export function checkOption<T>(name: string, value: unknown, check: OptionCheck<T>): Result<T, OptionError> {
  if (value === undefined) return check.fallback ? ok(check.fallback.value) : refuse('missing-option', name, `${name} must be given: ${check.expected}`);
  return check.accepts(value) ? ok(value) : refuse('bad-option', name, `${name} must be ${check.expected}, not ${describe(value)}`);
}

function refuse(reason: OptionReason, option: string, message: string): { readonly ok: false; readonly error: OptionError } {
  return err({ reason, option, message });
}

/** A value as a message names it: text quoted, a number or a boolean as it is, anything else by its kind. */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
