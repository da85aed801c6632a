import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "~/components/form/rules";
import { contactSchema, messages, writeSchema } from "./schemas";

/** The first message for each field, as the form shows them. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}

const validContact = {
  name: "Ada Lovelace",
  email: "ada.lovelace+web@example.co.uk",
  phoneNumber: "+1 212 555 0142",
  country: "United Kingdom",
  message: "We need three Salesforce developers for six months.",
};

describe("contact form schema", () => {
  it("accepts a complete message", () => {
    expect(contactSchema.safeParse(validContact).success).toBe(true);
  });

  it("gives every required message for an empty form", () => {
    const empty = { name: "", email: "", phoneNumber: "", country: "", message: "" };
    expect(errorsOf(contactSchema.safeParse(empty))).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      phoneNumber: "Phone number is required.",
      country: "Country is required.",
      message: "Message is required.",
    });
  });

  it("treats white space as empty", () => {
    const blank = { name: "  ", email: " ", phoneNumber: "\t", country: " ", message: "   " };
    expect(errorsOf(contactSchema.safeParse(blank))).toEqual({
      name: messages.nameRequired,
      email: messages.emailRequired,
      phoneNumber: messages.phoneRequired,
      country: messages.countryRequired,
      message: messages.messageRequired,
    });
  });

  it("gives the required messages for missing fields too", () => {
    expect(errorsOf(contactSchema.safeParse({}))).toMatchObject({
      name: "Name is required.",
      email: "Email is required.",
    });
  });

  it.each([
    "ada",
    "ada@",
    "ada@example",
    "ada@example.c",
    "ada lovelace@example.com",
    "ada@exa mple.com",
    "@example.com",
    "ada@.com",
    "ada@example.c0m",
  ])("rejects the email %j", (email) => {
    expect(errorsOf(contactSchema.safeParse({ ...validContact, email }))).toEqual({
      email: "Enter a valid email address.",
    });
  });

  it.each(["a@b.io", "first.last@sub.example.com", "x_y%z+tag-1@example-domain.org", " padded@example.com "])(
    "accepts the email %j",
    (email) => {
      expect(contactSchema.safeParse({ ...validContact, email }).success).toBe(true);
    },
  );

  it("needs at least 20 characters of message and allows at most 150", () => {
    expect(errorsOf(contactSchema.safeParse({ ...validContact, message: "x".repeat(19) }))).toEqual({
      message: "Enter at least 20 characters.",
    });
    expect(errorsOf(contactSchema.safeParse({ ...validContact, message: ` ${"x".repeat(19)}   ` }))).toEqual({
      message: "Enter at least 20 characters.",
    });
    expect(contactSchema.safeParse({ ...validContact, message: "x".repeat(20) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...validContact, message: "x".repeat(150) }).success).toBe(true);
    expect(errorsOf(contactSchema.safeParse({ ...validContact, message: "x".repeat(151) }))).toEqual({
      message: "Enter no more than 150 characters.",
    });
  });

  it("accepts the email pattern of the architecture decision only", () => {
    expect(EMAIL_PATTERN.test("name@example.com")).toBe(true);
    expect(EMAIL_PATTERN.test("name!@example.com")).toBe(false);
  });
});

const validWrite = {
  topic: "services",
  customTopic: "",
  email: "cto@example.com",
  message: "Tell me more about your network engineering team.",
};

describe("write form schema", () => {
  it("accepts each listed topic", () => {
    expect(writeSchema.safeParse(validWrite).success).toBe(true);
    expect(writeSchema.safeParse({ ...validWrite, topic: "job" }).success).toBe(true);
    expect(
      writeSchema.safeParse({ ...validWrite, topic: "custom", customTopic: "Partnership" }).success,
    ).toBe(true);
  });

  it("gives every message for an empty form", () => {
    expect(errorsOf(writeSchema.safeParse({ topic: "", customTopic: "", email: "", message: "" }))).toEqual({
      topic: "Choose the topic.",
      email: "Email is required.",
      message: "Message is required.",
    });
  });

  it("rejects a topic that is not offered", () => {
    expect(errorsOf(writeSchema.safeParse({ ...validWrite, topic: "other" }))).toEqual({
      topic: "Choose the topic.",
    });
  });

  it("needs a custom topic only when the topic is custom, even while other fields are invalid", () => {
    expect(writeSchema.safeParse({ ...validWrite, topic: "job", customTopic: undefined }).success).toBe(true);
    expect(errorsOf(writeSchema.safeParse({ ...validWrite, topic: "custom", customTopic: "  " }))).toEqual({
      customTopic: "Please enter a custom topic.",
    });
    expect(errorsOf(writeSchema.safeParse({ topic: "custom", email: "nope", message: "short" }))).toEqual({
      customTopic: "Please enter a custom topic.",
      email: "Enter a valid email address.",
      message: "Enter at least 20 characters.",
    });
  });

  it("has no upper limit on the message", () => {
    expect(writeSchema.safeParse({ ...validWrite, message: "x".repeat(2000) }).success).toBe(true);
  });
});
