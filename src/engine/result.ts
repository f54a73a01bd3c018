/** The outcome of anything that can refuse its input: a value, or an error saying why not. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/**
 * The value of a result whose caller checked the input before (the element, say, its attributes):
 * a refusal there is a bug in the caller, and throws its message.
 */
export function unwrap<T>(result: Result<T, string | { readonly message: string }>): T {
  if (result.ok) return result.value;
  throw new Error(typeof result.error === 'string' ? result.error : result.error.message);
}
