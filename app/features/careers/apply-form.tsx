import { zodResolver } from "@hookform/resolvers/zod";
import { BriefcaseBusiness, FileText, Paperclip } from "lucide-react";
import { useCallback, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { DeliverableForm, FormFooter } from "~/components/form/delivery";
import { mailtoHref } from "~/components/form/email-delivery";
import { EmailField, Field, TextArea, TextInput, useFieldControl } from "~/components/form/field";
import { SuccessDialog } from "~/components/form/success-dialog";
import { useDeliverableForm } from "~/components/form/use-deliverable-form";
import { buttonClasses } from "~/components/ui/button";
import { MESSAGE_MAX_LENGTH } from "~/content/constants";
import { fillIn, formTexts } from "~/content/forms";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { applySchema, CV_ACCEPT, CV_MAX_MEGABYTES, firstFile, type ApplyValues } from "./apply-schema";
import { cardClasses } from "~/components/ui/card";

const defaultValues: ApplyValues = { fullName: "", email: "", message: "", cv: undefined };
const draftFields = ["fullName", "email", "message"] as const;

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The position an application is for (on a position page); none for "Job not listed". */
export interface AppliedPosition {
  jobId: string;
  title: string;
}

const texts = formTexts.apply;

/** What the email template receives in `jobTitle` for an application without a position. */
export const GENERAL_APPLICATION = texts.generalApplication;

/**
 * Apply with full name, email, a note and a CV, delivered with the file attached. On a position
 * page the job id and title travel with it (hidden fields `jobId`, `jobTitle`); on the careers
 * page ("Job not listed") `jobId` is empty.
 */
export function ApplyForm({ labelledBy, position }: { labelledBy: string; position?: AppliedPosition }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onDelivered = useCallback((values: ApplyValues) => setSentTo(values.fullName.trim()), []);
  const state = useDeliverableForm<ApplyValues>({
    resolver: zodResolver(applySchema),
    formId: "apply-form",
    defaultValues,
    template: "careers",
    draftKey: position ? `careers:${position.jobId}` : "careers",
    draftFields,
    onDelivered,
  });

  return (
    <>
      <DeliverableForm
        state={state}
        idPrefix="apply"
        aria-labelledby={labelledBy}
        className={cardClasses({}, "relative grid gap-6 p-6 sm:p-10")}
      >
        <input type="hidden" name="jobId" value={position?.jobId ?? ""} />
        <input type="hidden" name="jobTitle" value={position?.title ?? GENERAL_APPLICATION} />
        {position && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-brand-50 px-4 py-3 text-ink">
            <BriefcaseBusiness aria-hidden="true" className="size-5 shrink-0 text-brand" />
            <span>{texts.applyingFor}</span> <span className="font-semibold">{position.title}</span>{" "}
            <span className="text-muted tabular-nums">{fillIn(texts.jobId, { jobId: position.jobId })}</span>
          </p>
        )}
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name="fullName" label={texts.fullName}>
            <TextInput autoComplete="name" required />
          </Field>
          <EmailField />
        </div>
        <Field name="message" label={texts.message} counter={MESSAGE_MAX_LENGTH}>
          <TextArea
            rows={5}
            required
            placeholder={position ? texts.positionPlaceholder : texts.generalPlaceholder}
          />
        </Field>
        <Field name="cv" label={texts.cv} hint={fillIn(texts.cvHint, { max: CV_MAX_MEGABYTES })}>
          <CvPicker />
        </Field>
        <FormFooter<ApplyValues>
          email={site.contact.emails.careers}
          submitLabel={texts.submit}
          note={
            <>
              {texts.note}{" "}
              <a
                href={`mailto:${site.contact.emails.careers}`}
                className="font-semibold text-brand underline underline-offset-4"
              >
                {site.contact.emails.careers}
              </a>
              .
            </>
          }
          mailto={(values) =>
            mailtoHref(
              site.contact.emails.careers,
              fillIn(position ? texts.mailSubjectPosition : texts.mailSubject, {
                sender: values.fullName || formTexts.shared.fromWebsite,
                title: position?.title ?? "",
                jobId: position?.jobId ?? "",
              }),
              [
                ...(position
                  ? [fillIn(texts.mailPosition, { title: position.title, jobId: position.jobId })]
                  : []),
                `${texts.fullName}: ${values.fullName}`,
                `${formTexts.shared.email}: ${values.email}`,
                "",
                values.message,
                "",
                texts.mailAttach,
              ],
            )
          }
        />
      </DeliverableForm>
      <SuccessDialog
        open={sentTo !== null}
        onClose={() => setSentTo(null)}
        title={texts.successTitle}
        titleId="apply-success-title"
      >
        <p>
          {sentTo ? fillIn(texts.thanksNamed, { sender: sentTo }) : texts.thanks}{" "}
          {position
            ? fillIn(texts.successPosition, { title: position.title, jobId: position.jobId })
            : texts.successGeneral}
        </p>
      </SuccessDialog>
    </>
  );
}

/**
 * The CV: the native file input stays (keyboard, screen readers, tests) but visually hidden; its
 * label is the face, beside the chosen file's name and size. Watches only the file.
 */
function CvPicker() {
  const { register } = useFormContext<ApplyValues>();
  const wiring = useFieldControl(false);
  const cv = register("cv");
  const file = firstFile(useWatch<ApplyValues, "cv">({ name: "cv" }));
  const invalid = wiring["aria-invalid"];
  return (
    <div
      className={cn(
        "relative flex flex-col items-start gap-3 rounded-xl border-2 border-dashed p-5 transition-colors focus-within:border-brand sm:flex-row sm:items-center",
        invalid
          ? "border-danger/60 bg-danger/5"
          : file
            ? "border-brand/40 bg-brand-50"
            : "border-line bg-surface hover:border-brand/50",
      )}
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand shadow-card">
        {file ? (
          <FileText aria-hidden="true" className="size-5" />
        ) : (
          <Paperclip aria-hidden="true" className="size-5" />
        )}
      </span>
      <span className="min-w-0 flex-1" aria-hidden="true">
        {file ? (
          <>
            <span className="block truncate font-semibold text-ink">{file.name}</span>
            <span className="block text-sm text-muted">{formatSize(file.size)}</span>
          </>
        ) : (
          <span className="block text-muted">{texts.noFile}</span>
        )}
      </span>
      <input {...wiring} type="file" accept={CV_ACCEPT} required {...cv} className="peer sr-only" />
      <label
        htmlFor={wiring.id}
        className={buttonClasses(
          file ? "secondary" : "primary",
          cn(
            "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 max-sm:w-full",
            file && "bg-white",
          ),
        )}
      >
        {file ? texts.chooseAnother : texts.chooseFile}
      </label>
    </div>
  );
}
