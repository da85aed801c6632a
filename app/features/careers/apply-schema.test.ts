import { describe, expect, it } from "vitest";
import { applySchema, CV_ACCEPT, CV_MAX_BYTES, isAcceptedCv } from "./apply-schema";

function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });
const pdf = file("Ada Lovelace CV.pdf", 48_000, "application/pdf");
const valid = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  message: "I build data pipelines and would love to join your analytics team.",
  cv: [pdf],
};

describe("careers apply schema", () => {
  it("accepts a complete application", () => {
    expect(applySchema.safeParse(valid).success).toBe(true);
  });

  it("gives every message for an empty form", () => {
    expect(errorsOf(applySchema.safeParse({ fullName: "", email: "", message: "", cv: undefined }))).toEqual({
      fullName: "Full name is required.",
      email: "Email is required.",
      message: "Message is required.",
      cv: "Attach your CV.",
    });
    expect(errorsOf(applySchema.safeParse({ ...valid, cv: [] }))).toEqual({ cv: "Attach your CV." });
  });

  it("checks the email and the message length", () => {
    expect(errorsOf(applySchema.safeParse({ ...valid, email: "ada@example" }))).toEqual({
      email: "Enter a valid email address.",
    });
    expect(errorsOf(applySchema.safeParse({ ...valid, message: "Hire me please." }))).toEqual({
      message: "Enter at least 20 characters.",
    });
  });

  it.each([
    ["resume.doc", "application/msword"],
    ["resume.DOCX", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["resume.doc", ""],
    ["resume.pdf", "application/octet-stream"],
  ])("accepts %s (%j)", (name, type) => {
    expect(applySchema.safeParse({ ...valid, cv: [file(name, 1000, type)] }).success).toBe(true);
  });

  it.each([
    ["photo.png", "image/png"],
    ["resume.txt", "text/plain"],
    ["resume.pdf.exe", "application/x-msdownload"],
    ["resume.pdf", "image/png"],
    ["pdf", "application/pdf"],
  ])("rejects %s (%j) as the wrong type", (name, type) => {
    expect(errorsOf(applySchema.safeParse({ ...valid, cv: [file(name, 1000, type)] }))).toEqual({
      cv: "Attach your CV as a PDF, DOC or DOCX file.",
    });
  });

  it("accepts exactly 2 MB and rejects one byte more, and an empty file", () => {
    expect(
      applySchema.safeParse({ ...valid, cv: [file("cv.pdf", CV_MAX_BYTES, "application/pdf")] }).success,
    ).toBe(true);
    expect(
      errorsOf(
        applySchema.safeParse({ ...valid, cv: [file("cv.pdf", CV_MAX_BYTES + 1, "application/pdf")] }),
      ),
    ).toEqual({
      cv: "The file must be 2 MB or smaller.",
    });
    expect(errorsOf(applySchema.safeParse({ ...valid, cv: [file("cv.pdf", 0, "application/pdf")] }))).toEqual(
      {
        cv: "The file is empty.",
      },
    );
  });

  it("offers the same formats to the file picker", () => {
    expect(CV_ACCEPT.split(",")).toEqual(
      expect.arrayContaining([".pdf", ".doc", ".docx", "application/pdf"]),
    );
    expect(isAcceptedCv({ name: "x.docx", type: "" })).toBe(true);
  });
});
