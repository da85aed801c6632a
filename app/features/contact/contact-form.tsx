import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquareText } from "lucide-react";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useController, useWatch } from "react-hook-form";
import { CONTACT_MESSAGE_MAX_LENGTH } from "~/content/constants";
import { site } from "~/content/site";
import {
  clearHandoff,
  handoffSnapshot,
  markHandoffApplied,
  parseHandoff,
  readHandoff,
  subscribeHandoff,
} from "~/lib/chat-handoff";
import { useCountries } from "./countries";
import { mailtoHref } from "./email-delivery";
import {
  EmailField,
  FormDelivery,
  CharacterCounter,
  describedBy,
  Field,
  Select,
  TextArea,
  TextInput,
} from "./form-kit";
import { contactSchema, type ContactValues } from "./schemas";
import { useDeliverableForm } from "./use-deliverable-form";

const defaultValues: ContactValues = { name: "", email: "", phoneNumber: "", country: "", message: "" };
const draftFields = ["name", "email", "phoneNumber", "country", "message"] as const;

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
  const { form, formProps, retry, ready, sending, failure, errorFor } = useDeliverableForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues,
    template: "contact",
    draftKey: "contact",
    draftFields,
    onDelivered: delivered,
  });
  const { register, control } = form;
  const countries = useCountries();
  // Controlled, so a restored draft's country shows once the options exist (after hydration).
  const {
    field: { ref: countryRef, ...countryField },
  } = useController({ control, name: "country" });
  const values = useWatch({ control }) as ContactValues; // complete: every field has a default
  const id = (name: string) => `contact-${name}`;

  // The chat's summary, applied once (after the draft was restored, so it wins), then kept as
  // part of the draft. Focus goes to the message, where the visitor continues.
  const handoffRaw = useSyncExternalStore(subscribeHandoff, handoffSnapshot, () => null);
  const handoff = parseHandoff(handoffRaw);
  useEffect(() => {
    const offered = parseHandoff(handoffRaw);
    if (!offered || offered.applied) return;
    form.setValue("message", offered.message, { shouldDirty: true, shouldValidate: true });
    markHandoffApplied();
    onPrefill?.();
    // After the page has shown this form (onPrefill may switch to it).
    requestAnimationFrame(() => form.setFocus("message"));
  }, [handoffRaw, form, onPrefill]);
  const showHandoffNote = handoff !== null && values.message.trim() !== "";
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

  function clearPrefill() {
    form.setValue("message", "", { shouldDirty: true });
    clearHandoff();
    form.setFocus("message");
  }

  return (
    <form {...formProps} aria-labelledby={labelledBy} className="relative grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={id("name")} label="Name" error={errorFor("name")}>
          <TextInput
            id={id("name")}
            autoComplete="name"
            required
            {...describedBy(id("name"), errorFor("name"))}
            {...register("name")}
          />
        </Field>
        <EmailField id={id("email")} error={errorFor("email")} registration={register("email")} />
        <Field id={id("phoneNumber")} label="Phone number" error={errorFor("phoneNumber")}>
          <TextInput
            id={id("phoneNumber")}
            type="tel"
            autoComplete="tel"
            required
            {...describedBy(id("phoneNumber"), errorFor("phoneNumber"))}
            {...register("phoneNumber")}
          />
        </Field>
        <Field id={id("country")} label="Country" error={errorFor("country")}>
          <Select
            id={id("country")}
            autoComplete="country-name"
            required
            {...describedBy(id("country"), errorFor("country"))}
            ref={countryRef}
            {...countryField}
          >
            <option value="">Select a country</option>
            {countries.map((entry) => (
              <option key={entry.code} value={entry.name}>
                {entry.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        id={id("message")}
        label="Message"
        error={errorFor("message")}
        hint={
          showHandoffNote && (
            <span className="flex items-start gap-2">
              <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
              <span>
                Filled in from your chat with our virtual assistant: edit it as you like. Nothing is sent until you
                press Send message.{" "}
                <button
                  type="button"
                  onClick={clearPrefill}
                  className="font-semibold text-brand underline underline-offset-4 hover:text-navy"
                >
                  Clear the message
                </button>
              </span>
            </span>
          )
        }
        aside={
          <CharacterCounter
            id={id("message-count")}
            length={values.message.length}
            max={CONTACT_MESSAGE_MAX_LENGTH}
          />
        }
      >
        <TextArea
          id={id("message")}
          rows={5}
          required
          placeholder="What can we help you with?"
          {...describedBy(
            id("message"),
            errorFor("message"),
            id("message-count"),
            ...(showHandoffNote ? [`${id("message")}-hint`] : []),
          )}
          {...register("message")}
        />
      </Field>
      <FormDelivery
        idPrefix="contact"
        email={site.contact.emails.general}
        failure={failure}
        sending={sending}
        onRetry={retry}
        ready={ready}
        submitLabel="Send message"
        note="All fields are required."
        mailto={mailtoHref(
          site.contact.emails.general,
          `Contact request from ${values.name || "the website"}`,
          [
            `Name: ${values.name}`,
            `Email: ${values.email}`,
            `Phone number: ${values.phoneNumber}`,
            `Country: ${values.country}`,
            "",
            values.message,
          ],
        )}
      />
    </form>
  );
}
