import { zodResolver } from "@hookform/resolvers/zod";
import { useWatch } from "react-hook-form";
import { site } from "~/content/site";
import { mailtoHref } from "./email-delivery";
import { EmailField, FormDelivery, describedBy, Field, Select, TextArea, TextInput } from "./form-kit";
import { writeSchema, type WriteTopic, type WriteValues } from "./schemas";
import { useDeliverableForm } from "./use-deliverable-form";

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
  const { form, formProps, retry, ready, sending, failure, errorFor } = useDeliverableForm<WriteValues>({
    resolver: zodResolver(writeSchema),
    defaultValues,
    template: "write",
    draftKey: "write",
    draftFields,
    onDelivered,
  });
  const { register, control } = form;
  const values = useWatch({ control }) as WriteValues; // complete: every field has a default
  const id = (name: string) => `write-${name}`;
  const topicText =
    values.topic === "custom"
      ? values.customTopic || "Custom topic"
      : (topicLabels[values.topic as WriteTopic] ?? "General");

  return (
    <form {...formProps} aria-labelledby={labelledBy} className="relative grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={id("topic")} label="Topic" error={errorFor("topic")}>
          <Select
            id={id("topic")}
            required
            {...describedBy(id("topic"), errorFor("topic"))}
            {...register("topic")}
          >
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
        {values.topic === "custom" && (
          <Field id={id("customTopic")} label="Custom topic" error={errorFor("customTopic")}>
            <TextInput
              id={id("customTopic")}
              required
              {...describedBy(id("customTopic"), errorFor("customTopic"))}
              {...register("customTopic")}
            />
          </Field>
        )}
        <EmailField
          id={id("email")}
          error={errorFor("email")}
          registration={register("email")}
          className={values.topic === "custom" ? "sm:col-span-2" : undefined}
        />
      </div>
      <Field id={id("message")} label="Message" error={errorFor("message")}>
        <TextArea
          id={id("message")}
          rows={6}
          required
          placeholder="Write your message (at least 20 characters)"
          {...describedBy(id("message"), errorFor("message"))}
          {...register("message")}
        />
      </Field>
      <FormDelivery
        idPrefix="write"
        email={site.contact.emails.general}
        failure={failure}
        sending={sending}
        onRetry={retry}
        ready={ready}
        submitLabel="Send message"
        note="All fields are required."
        mailto={mailtoHref(site.contact.emails.general, `Write to Us: ${topicText}`, [
          `Topic: ${topicText}`,
          `Email: ${values.email}`,
          "",
          values.message,
        ])}
      />
    </form>
  );
}
