/** A validation rule of a text input: `validate` returns true when the value is acceptable. */
export interface ValidationRule {
  /** The message shown next to the field when the rule fails. */
  message: string;
  /** Returns true for a valid value; a thrown error counts as invalid. */
  validate: (value: string) => boolean;
}

/**
 * Runs rules in order and returns the message of the first one that fails.
 *
 * @param value - the field's text.
 * @param rules - rules to check, in order.
 * @returns the first failing rule's message, or null when every rule passes.
 */
export function firstValidationError(value: string, rules: readonly ValidationRule[] = []): string | null {
  for (const rule of rules) {
    let ok: boolean;
    try {
      ok = rule.validate(value);
    } catch {
      ok = false;
    }
    if (!ok) return rule.message;
  }
  return null;
}
