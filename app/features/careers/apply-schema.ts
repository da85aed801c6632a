/**
 * Validation of the careers apply form (ARCHITECTURE.md §6): full name, email, a short note and
 * a CV as PDF, DOC or DOCX of at most 2 MB. Shared by the form and its tests.
 */
import * as z from "zod/mini";
import { emailField, firstFailing, messageField, requiredText } from "~/components/form/rules";
import { fillIn, formTexts } from "~/content/forms";
import { CV_MAX_BYTES } from "~/content/constants";

export { CV_MAX_BYTES };

/** Accepted CV formats: extension and the MIME types browsers report for them. */
export const CV_FORMATS = [
  { extension: ".pdf", type: "application/pdf" },
  { extension: ".doc", type: "application/msword" },
  { extension: ".docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
] as const;

/** For the file input's `accept`: extensions and MIME types. */
export const CV_ACCEPT = CV_FORMATS.flatMap((format) => [format.extension, format.type]).join(",");

/** The CV's limit in megabytes, as its messages and help say it. */
export const CV_MAX_MEGABYTES = CV_MAX_BYTES / (1024 * 1024);

const { validation } = formTexts;
export const applyMessages = {
  fullNameRequired: validation.fullNameRequired,
  cvRequired: validation.cvRequired,
  cvType: validation.cvType,
  cvEmpty: validation.cvEmpty,
  cvTooLarge: fillIn(validation.cvTooLarge, { max: CV_MAX_MEGABYTES }),
} as const;

/** What a file input gives: a FileList in the browser (an array in tests), or nothing yet. */
export type FileInputValue = ArrayLike<File> | null | undefined;

export function firstFile(value: FileInputValue): File | undefined {
  return value && value.length > 0 ? value[0] : undefined;
}

/**
 * By extension, as operating systems name these files; a browser-reported type, when there is
 * one, must agree (some systems report none, or a generic binary type, for .doc files).
 */
export function isAcceptedCv(file: Pick<File, "name" | "type">): boolean {
  const name = file.name.toLowerCase();
  const format = CV_FORMATS.find((candidate) => name.endsWith(candidate.extension));
  if (!format) return false;
  return (
    file.type === "" ||
    file.type === "application/octet-stream" ||
    CV_FORMATS.some((candidate) => candidate.type === file.type)
  );
}

const cvField = z
  .custom<FileInputValue>(() => true)
  .check(
    firstFailing<FileInputValue>(
      [(value) => firstFile(value) !== undefined, applyMessages.cvRequired],
      [(value) => isAcceptedCv(firstFile(value)!), applyMessages.cvType],
      [(value) => firstFile(value)!.size > 0, applyMessages.cvEmpty],
      [(value) => firstFile(value)!.size <= CV_MAX_BYTES, applyMessages.cvTooLarge],
    ),
  );

export const applySchema = z.object({
  fullName: requiredText(applyMessages.fullNameRequired),
  email: emailField(),
  message: messageField(),
  cv: cvField,
});

export type ApplyValues = z.input<typeof applySchema>;
