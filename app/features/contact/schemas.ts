/**
 * Validation of the contact page's two forms (spec §5, ARCHITECTURE.md §6), shared by the forms
 * and their tests. Built on `zod/mini`, zod's tree-shakable API, to keep the route's JavaScript small.
 */
import * as z from "zod/mini";
import { CONTACT_MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "~/content/constants";

/** Local part of letters, digits and `._%+-`; a domain with a dot and a suffix of 2+ letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const messages = {
  nameRequired: "Name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Enter a valid email address.",
  phoneRequired: "Phone number is required.",
  countryRequired: "Country is required.",
  messageRequired: "Message is required.",
  messageTooShort: `Enter at least ${MESSAGE_MIN_LENGTH} characters.`,
  messageTooLong: `Enter no more than ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
  topicRequired: "Choose the topic.",
  customTopicRequired: "Please enter a custom topic.",
} as const;

const filled = (value: string) => value.trim() !== "";

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
    .string({ error: messages.emailRequired })
    .check(
      firstFailing<string>(
        [filled, messages.emailRequired],
        [(value) => EMAIL_PATTERN.test(value.trim()), messages.emailInvalid],
      ),
    );
}

/** At least MESSAGE_MIN_LENGTH characters besides surrounding white space; optionally a maximum. */
export function messageField(max?: { length: number; message: string }) {
  return z
    .string({ error: messages.messageRequired })
    .check(
      firstFailing<string>(
        [filled, messages.messageRequired],
        [(value) => value.trim().length >= MESSAGE_MIN_LENGTH, messages.messageTooShort],
        [(value) => !max || value.length <= max.length, max?.message ?? ""],
      ),
    );
}

export const contactSchema = z.object({
  name: requiredText(messages.nameRequired),
  email: emailField(),
  phoneNumber: requiredText(messages.phoneRequired),
  country: requiredText(messages.countryRequired),
  message: messageField({ length: CONTACT_MESSAGE_MAX_LENGTH, message: messages.messageTooLong }),
});

export type ContactValues = z.input<typeof contactSchema>;

export const writeTopics = ["job", "services", "custom"] as const;
export type WriteTopic = (typeof writeTopics)[number];

export function isWriteTopic(value: unknown): value is WriteTopic {
  return typeof value === "string" && (writeTopics as readonly string[]).includes(value);
}

/** customTopic is required only when the topic is "custom" (ARCHITECTURE.md §6). */
export const writeSchema = z
  .object({
    topic: z
      .string({ error: messages.topicRequired })
      .check(firstFailing<string>([isWriteTopic, messages.topicRequired])),
    customTopic: z.optional(z.string()),
    email: emailField(),
    message: messageField(),
  })
  .check(
    z.superRefine(
      (values, context) => {
        if (values.topic === "custom" && !filled(values.customTopic ?? "")) {
          context.addIssue({
            code: "custom",
            path: ["customTopic"],
            message: messages.customTopicRequired,
            input: values.customTopic,
          });
        }
      },
      // Also when another field is invalid, so every message shows at once.
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    ),
  );

export type WriteValues = z.input<typeof writeSchema>;
