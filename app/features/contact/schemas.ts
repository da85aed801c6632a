/**
 * Validation of the contact page's two forms (spec §5, ARCHITECTURE.md §6), shared by the forms
 * and their tests, over the rules of every form (components/form/rules.ts).
 */
import * as z from "zod/mini";
import {
  emailField,
  fieldMessages,
  filled,
  firstFailing,
  messageField,
  optionalText,
  requiredText,
  tooLongMessage,
} from "~/components/form/rules";
import { CONTACT_MESSAGE_MAX_LENGTH } from "~/content/constants";
import { formTexts } from "~/content/forms";

const { validation } = formTexts;

export const messages = {
  ...fieldMessages,
  nameRequired: validation.nameRequired,
  phoneRequired: validation.phoneRequired,
  countryRequired: validation.countryRequired,
  messageTooLong: tooLongMessage(CONTACT_MESSAGE_MAX_LENGTH),
  topicRequired: validation.topicRequired,
  customTopicRequired: validation.customTopicRequired,
} as const;

export const contactSchema = z.object({
  name: requiredText(messages.nameRequired),
  email: emailField(),
  phoneNumber: requiredText(messages.phoneRequired),
  country: requiredText(messages.countryRequired),
  message: messageField(CONTACT_MESSAGE_MAX_LENGTH),
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
    customTopic: optionalText(),
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
