import { zodResolver } from "@hookform/resolvers/zod";
import { useWatch } from "react-hook-form";
import { DeliverableForm, FormFooter } from "~/components/form/delivery";
import { mailtoHref } from "~/components/form/email-delivery";
import { EmailField, Field, Select, TextArea, TextInput } from "~/components/form/field";
import { useDeliverableForm } from "~/components/form/use-deliverable-form";
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "~/content/constants";
import { fillIn, formTexts } from "~/content/forms";
import { site } from "~/content/site";
import { writeSchema, type WriteTopic, type WriteValues } from "./schemas";

const texts = formTexts.write;
export const topicLabels: Record<WriteTopic, string> = texts.topics;

const defaultValues: WriteValues = { topic: "", customTopic: "", email: "", message: "" };
const draftFields = ["topic", "customTopic", "email", "message"] as const;

/** Spec §3 writeFormGroup: topic (job, services, custom), customTopic when custom, email, message. */
export function WriteForm({
  labelledBy,
  onDelivered,
}: {
  labelledBy: string;
  onDelivered: (values: WriteValues) => void;
}) {
  const state = useDeliverableForm<WriteValues>({
    resolver: zodResolver(writeSchema),
    formId: "write-form",
    defaultValues,
    template: "write",
    draftKey: "write",
    draftFields,
    onDelivered,
  });
  // Only the topic is watched: it decides whether the custom topic field shows.
  const topic = useWatch({ control: state.form.control, name: "topic" });

  return (
    <DeliverableForm
      state={state}
      idPrefix="write"
      aria-labelledby={labelledBy}
      className="relative grid gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <Field name="topic" label={texts.topic}>
          {/* defaultValue: the pre-rendered page shows the prompt, not the first topic, until the form's code runs. */}
          <Select required defaultValue="">
            <option value="" disabled>
              {texts.topicPrompt}
            </option>
            {Object.entries(topicLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        {topic === "custom" && (
          <Field name="customTopic" label={texts.customTopic}>
            <TextInput required />
          </Field>
        )}
        <EmailField className={topic === "custom" ? "sm:col-span-2" : undefined} />
      </div>
      <Field name="message" label={texts.message} counter={MESSAGE_MAX_LENGTH}>
        <TextArea
          rows={6}
          required
          placeholder={fillIn(texts.messagePlaceholder, { min: MESSAGE_MIN_LENGTH })}
        />
      </Field>
      <FormFooter<WriteValues>
        email={site.contact.emails.general}
        submitLabel={texts.submit}
        note={texts.note}
        mailto={(values) => {
          const topicText =
            values.topic === "custom"
              ? values.customTopic || texts.customTopic
              : (topicLabels[values.topic as WriteTopic] ?? texts.mailGeneral);
          return mailtoHref(site.contact.emails.general, fillIn(texts.mailSubject, { topic: topicText }), [
            `${texts.topic}: ${topicText}`,
            `${formTexts.shared.email}: ${values.email}`,
            "",
            values.message,
          ]);
        }}
      />
    </DeliverableForm>
  );
}
