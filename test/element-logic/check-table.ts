import { expect } from 'chai';
import { type Checked, asText } from '../../src/element/host/checks.js';

// The tables the checks' tests are written as: a row is a value and what the check answers.

/** What a check answers: the value it accepts, or the refusal's attribute and a phrase of its message. */
export type Expected =
  { readonly accepts: unknown } | { readonly attribute: string; readonly phrase: string; readonly value?: unknown; readonly without?: string };

export const accepts = (value: unknown): Expected => ({ accepts: value });

/** `value`: the value the refusal names, when it is not the row's own; `without`: a phrase the message must not hold. */
export const refuses = (attribute: string, phrase: string, more: { value?: unknown; without?: string } = {}): Expected => ({ attribute, phrase, ...more });

export type Row<V = unknown> = readonly [what: string, value: V, expected: Expected];

export function expectChecked(result: Checked<unknown>, expected: Expected, value: unknown): void {
  if ('accepts' in expected) {
    expect(result, 'accepted').to.deep.equal({ ok: true, value: expected.accepts });
    return;
  }
  if (result.ok) expect.fail(`accepted as ${asText(result.value)}; expected a refusal of ${expected.attribute}`);
  const { attribute, message } = result.error;
  expect(attribute).to.equal(expected.attribute);
  expect(Object.is(result.error.value, 'value' in expected ? expected.value : value), 'the value refused, as given').to.equal(true);
  expect(message.startsWith(`${attribute}="`), message).to.equal(true);
  expect(message).to.include('" is not valid; accepted: ');
  expect(message).to.include(expected.phrase);
  if (expected.without !== undefined) expect(message).to.not.include(expected.without);
}

export function table<V>(name: string, check: (value: V) => Checked<unknown>, rows: readonly Row<V>[]): void {
  describe(name, () => {
    for (const [what, value, expected] of rows) {
      it(`${what}: ${'accepts' in expected ? 'accepted' : 'refused'}`, () => expectChecked(check(value), expected, value));
    }
  });
}
