/**
 * The validation rules every form of the site shares (email, a message of some length, required
 * text, one message per field), and the outbox too (scripts/outbox.mjs checks each post with the
 * forms' schemas). Built on `zod/mini`, zod's tree-shakable API, to keep the routes' JavaScript small.
 */
import * as z from "zod/mini";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
} from "~/content/constants";
import { fillIn, formTexts } from "~/content/forms";

const { validation } = formTexts;

/**
 * Line breaks as "\n". A textarea's value holds "\n", but a browser sends "\r\n" (HTML's form
 * encoding): the outbox gets what was sent, and counts as the form does.
 */
export function normaliseLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

/** A text field's length as the visitor sees it: each line break counts once. */
export function textLength(value: string): number {
  return normaliseLineBreaks(value).length;
}

/** The longest any field of any form may be: the outbox's per-field limit derives from it. */
export const FIELD_MAX_LENGTH = Math.max(
  CONTACT_MESSAGE_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
);

/** "Enter no more than 150 characters.": the content's words, the rule's number. */
export const tooLongMessage = (max: number) => fillIn(validation.tooLong, { max });

/** Local part of letters, digits and `._%+-`; a domain with a dot and a suffix of 2+ letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** The messages of the fields every form shares. */
export const fieldMessages = {
  emailRequired: validation.emailRequired,
  emailInvalid: validation.emailInvalid,
  messageRequired: validation.messageRequired,
  messageTooShort: fillIn(validation.messageTooShort, { min: MESSAGE_MIN_LENGTH }),
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

/** At most `max` characters (line breaks counted once). */
const withinLength = (max: number) =>
  [(value: string) => textLength(value) <= max, tooLongMessage(max)] as const;

/** A text field that must hold more than white space, and at most `max` characters. */
export function requiredText(message: string, max = TEXT_FIELD_MAX_LENGTH) {
  return z.string({ error: message }).check(firstFailing<string>([filled, message], withinLength(max)));
}

/** A text field that may be empty, of at most `max` characters. */
export function optionalText(max = TEXT_FIELD_MAX_LENGTH) {
  return z.optional(z.string().check(firstFailing<string>(withinLength(max))));
}

export function emailField() {
  return z
    .string({ error: fieldMessages.emailRequired })
    .check(
      firstFailing<string>([filled, fieldMessages.emailRequired], withinLength(EMAIL_MAX_LENGTH), [
        (value) => EMAIL_PATTERN.test(value.trim()),
        fieldMessages.emailInvalid,
      ]),
    );
}

/**
 * At least MESSAGE_MIN_LENGTH characters besides surrounding white space, at most `max` (shown
 * by the field's counter); line breaks counted once.
 */
export function messageField(max = MESSAGE_MAX_LENGTH) {
  return z
    .string({ error: fieldMessages.messageRequired })
    .check(
      firstFailing<string>(
        [filled, fieldMessages.messageRequired],
        [(value) => textLength(value.trim()) >= MESSAGE_MIN_LENGTH, fieldMessages.messageTooShort],
        withinLength(max),
      ),
    );
}
