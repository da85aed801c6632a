/**
 * The validation rules every form of the site shares (email, a message of some length, required
 * text, one message per field). Built on `zod/mini`, zod's tree-shakable API, to keep the
 * routes' JavaScript small.
 */
import * as z from "zod/mini";
import { MESSAGE_MIN_LENGTH } from "~/content/constants";

/** Local part of letters, digits and `._%+-`; a domain with a dot and a suffix of 2+ letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** The messages of the fields every form shares. */
export const fieldMessages = {
  emailRequired: "Email is required.",
  emailInvalid: "Enter a valid email address.",
  messageRequired: "Message is required.",
  messageTooShort: `Enter at least ${MESSAGE_MIN_LENGTH} characters.`,
} as const;

/** More than white space. */
export const filled = (value: string) => value.trim() !== "";

type Rule<T> = readonly [test: (value: T) => boolean, message: string];

/**
 * Checks rules in order and reports only the first that fails: the form shows one message per
 * field. The issue never aborts parsing, so checks across fields (customTopic) still run.
 */
export function firstFailing<T>(...rules: Rule<T>[]) {
  return z.superRefine<T>((value, context) => {
    const failed = rules.find(([test]) => !test(value));
    if (failed) context.addIssue({ code: "custom", message: failed[1], input: value });
  });
}

/** A text field that must hold more than white space. */
export function requiredText(message: string) {
  return z.string({ error: message }).check(firstFailing<string>([filled, message]));
}

export function emailField() {
  return z
    .string({ error: fieldMessages.emailRequired })
    .check(
      firstFailing<string>(
        [filled, fieldMessages.emailRequired],
        [(value) => EMAIL_PATTERN.test(value.trim()), fieldMessages.emailInvalid],
      ),
    );
}

/** At least MESSAGE_MIN_LENGTH characters besides surrounding white space; optionally a maximum. */
export function messageField(max?: { length: number; message: string }) {
  return z
    .string({ error: fieldMessages.messageRequired })
    .check(
      firstFailing<string>(
        [filled, fieldMessages.messageRequired],
        [(value) => value.trim().length >= MESSAGE_MIN_LENGTH, fieldMessages.messageTooShort],
        [(value) => !max || value.length <= max.length, max?.message ?? ""],
      ),
    );
}
