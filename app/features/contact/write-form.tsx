import { zodResolver } from "@hookform/resolvers/zod";
import { useWatch } from "react-hook-form";
import { DeliverableForm, FormFooter } from "~/components/form/delivery";
import { mailtoHref } from "~/components/form/email-delivery";
import { EmailField, Field, Select, TextArea, TextInput } from "~/components/form/field";
import { useDeliverableForm } from "~/components/form/use-deliverable-form";
import { MESSAGE_MAX_LENGTH } from "~/content/constants";
import { site } from "~/content/site";
import { writeSchema, type WriteTopic, type WriteValues } from "./schemas";

export const topicLabels: Record<WriteTopic, string> = {
  job: "Jobs and careers",
  services: "Our services",
  custom: "Something else",
};

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
        <Field name="topic" label="Topic">
          {/* defaultValue: the pre-rendered page shows the prompt, not the first topic, until the form's code runs. */}
          <Select required defaultValue="">
            <option value="" disabled>
              Select a topic
            </option>
            {Object.entries(topicLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        {topic === "custom" && (
          <Field name="customTopic" label="Custom topic">
            <TextInput required />
          </Field>
        )}
        <EmailField className={topic === "custom" ? "sm:col-span-2" : undefined} />
      </div>
      <Field name="message" label="Message" counter={MESSAGE_MAX_LENGTH}>
        <TextArea rows={6} required placeholder="Write your message (at least 20 characters)" />
      </Field>
      <FormFooter<WriteValues>
        email={site.contact.emails.general}
        submitLabel="Send message"
        note="All fields are required."
        mailto={(values) => {
          const topicText =
            values.topic === "custom"
              ? values.customTopic || "Custom topic"
              : (topicLabels[values.topic as WriteTopic] ?? "General");
          return mailtoHref(site.contact.emails.general, `Write to Us: ${topicText}`, [
            `Topic: ${topicText}`,
            `Email: ${values.email}`,
            "",
            values.message,
          ]);
        }}
      />
    </DeliverableForm>
  );
}
