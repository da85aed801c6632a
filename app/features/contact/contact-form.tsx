import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquareText } from "lucide-react";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { CONTACT_MESSAGE_MAX_LENGTH } from "~/content/constants";
import { fillIn, formTexts } from "~/content/forms";
import { site } from "~/content/site";
import { clearHandoff, handoffSnapshot, subscribeHandoff } from "~/lib/chat-handoff";
import { markHandoffApplied, parseHandoff, readHandoff } from "~/lib/chat-handoff-read";
import { DeliverableForm, FormFooter } from "~/components/form/delivery";
import { mailtoHref } from "~/components/form/email-delivery";
import { EmailField, Field, TextArea, TextInput } from "~/components/form/field";
import { useDeliverableForm } from "~/components/form/use-deliverable-form";
import { countryNames } from "./countries";
import { contactSchema, type ContactValues } from "./schemas";

const defaultValues: ContactValues = { name: "", email: "", phoneNumber: "", country: "", message: "" };
const draftFields = ["name", "email", "phoneNumber", "country", "message"] as const;
const texts = formTexts.contact;

/**
 * Spec §3 contactFormGroup: name, email, phoneNumber, country, message (20..150 characters).
 * The chatbot's "Continue in our contact form" puts a summary of the chat in the message once
 * (`offerHandoff`); a note under the message says so and can clear it. Nothing is sent until
 * the visitor presses Send.
 */
export function ContactForm({
  labelledBy,
  onDelivered,
  onPrefill,
}: {
  labelledBy: string;
  onDelivered: (values: ContactValues) => void;
  /** The message was just filled in from the chat (the page shows this form then). */
  onPrefill?: () => void;
}) {
  const delivered = useCallback(
    (sent: ContactValues) => {
      clearHandoff();
      onDelivered(sent);
    },
    [onDelivered],
  );
  const state = useDeliverableForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    formId: "contact-form",
    defaultValues,
    template: "contact",
    draftKey: "contact",
    draftFields,
    onDelivered: delivered,
  });
  const { form } = state;

  // The chat's summary, applied once (after the draft was restored, so it wins), then kept as
  // part of the draft. Focus goes to the message, where the visitor continues.
  const handoffRaw = useSyncExternalStore(subscribeHandoff, handoffSnapshot, () => null);
  useEffect(() => {
    const offered = parseHandoff(handoffRaw);
    if (!offered || offered.applied) return;
    form.setValue("message", offered.message, { shouldDirty: true, shouldValidate: true });
    markHandoffApplied();
    onPrefill?.();
    // After the page has shown this form (onPrefill may switch to it).
    requestAnimationFrame(() => form.setFocus("message"));
  }, [handoffRaw, form, onPrefill]);
  // A message the visitor empties (by hand, with the note's button, or by sending) is theirs
  // again: the note does not come back when they type something new.
  useEffect(
    () =>
      form.subscribe({
        name: "message",
        formState: { values: true },
        callback: ({ values: current }) => {
          if ((current.message ?? "").trim() === "" && readHandoff()?.applied) clearHandoff();
        },
      }),
    [form],
  );

  return (
    <DeliverableForm
      state={state}
      idPrefix="contact"
      aria-labelledby={labelledBy}
      className="relative grid gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <Field name="name" label={texts.name}>
          <TextInput autoComplete="name" required />
        </Field>
        <EmailField />
        <Field name="phoneNumber" label={texts.phone}>
          <TextInput type="tel" autoComplete="tel" required />
        </Field>
        <Field name="country" label={texts.country}>
          {/* A field with suggestions rather than a select of every country: typing "ger" finds
              Germany, autofill writes the name, and the page lays out one field, not 249 options. */}
          <TextInput
            autoComplete="country-name"
            required
            list="contact-countries"
            placeholder={texts.countryPrompt}
          />
          <datalist id="contact-countries">
            {countryNames.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </datalist>
        </Field>
      </div>
      <MessageField form={form} handoffOffered={parseHandoff(handoffRaw) !== null} />
      <FormFooter<ContactValues>
        email={site.contact.emails.general}
        submitLabel={texts.submit}
        note={texts.note}
        mailto={(values) =>
          mailtoHref(
            site.contact.emails.general,
            fillIn(texts.mailSubject, { sender: values.name || formTexts.shared.fromWebsite }),
            [
              `${texts.name}: ${values.name}`,
              `${formTexts.shared.email}: ${values.email}`,
              `${texts.phone}: ${values.phoneNumber}`,
              `${texts.country}: ${values.country}`,
              "",
              values.message,
            ],
          )
        }
      />
    </DeliverableForm>
  );
}

/**
 * The message, with its counter and, while it holds the chat's summary, a note that can clear
 * it. Watches only the message, so typing elsewhere does not re-render it.
 */
function MessageField({
  form,
  handoffOffered,
}: {
  form: UseFormReturn<ContactValues>;
  handoffOffered: boolean;
}) {
  const message = useWatch({ control: form.control, name: "message" });
  const showHandoffNote = handoffOffered && message.trim() !== "";

  function clearPrefill() {
    form.setValue("message", "", { shouldDirty: true });
    clearHandoff();
    form.setFocus("message");
  }

  return (
    <Field
      name="message"
      label={texts.message}
      counter={CONTACT_MESSAGE_MAX_LENGTH}
      hint={
        showHandoffNote && (
          <span className="flex items-start gap-2">
            <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
            <span>
              {texts.handoffNote}{" "}
              <button
                type="button"
                onClick={clearPrefill}
                className="font-semibold text-brand underline underline-offset-4 hover:text-navy"
              >
                {texts.handoffClear}
              </button>
            </span>
          </span>
        )
      }
    >
      <TextArea rows={5} required placeholder={texts.messagePlaceholder} />
    </Field>
  );
}
