import { readFileSync } from "node:fs";
import { EmailJSResponseStatus } from "@emailjs/browser";
import { describe, expect, it } from "vitest";
import { EMAIL_LIBRARY_VERSION } from "~/content/constants";
import {
  DELIVERY_TIMEOUT_MS,
  describeFailure,
  mailtoHref,
  spamTrapFailure,
  timeoutFailure,
} from "./email-delivery";

describe("delivery timeout and honeypot", () => {
  it("gives up after 20 to 30 seconds and says so", () => {
    expect(DELIVERY_TIMEOUT_MS).toBeGreaterThanOrEqual(20_000);
    expect(DELIVERY_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(timeoutFailure.reason).toContain(`${DELIVERY_TIMEOUT_MS / 1000} seconds`);
  });

  it("never blames the visitor for the honeypot, and names autofill", () => {
    expect(spamTrapFailure.kind).toBe("spam-trap");
    expect(spamTrapFailure.reason).toMatch(/autofill/);
  });
});

describe("describeFailure", () => {
  it("names each failure the visitor may meet", () => {
    expect(describeFailure(new TypeError("Failed to fetch"))).toMatchObject({ kind: "network" });
    expect(describeFailure(new EmailJSResponseStatus(429, "Too Many Requests")).reason).toMatch(
      /^Too Many Requests/,
    );
    expect(
      describeFailure(new EmailJSResponseStatus(451, "Unavailable For Headless Browser")).reason,
    ).toMatch(/^Unavailable For Headless Browser/);
    expect(describeFailure(new EmailJSResponseStatus(403, "Forbidden")).reason).toMatch(/^Forbidden/);
    expect(describeFailure(new EmailJSResponseStatus(502, "Bad Gateway"))).toMatchObject({
      kind: "server",
      status: 502,
    });
    expect(describeFailure(new EmailJSResponseStatus(400, "The template ID is invalid"))).toMatchObject({
      kind: "rejected",
      status: 400,
    });
    expect(describeFailure(new EmailJSResponseStatus())).toMatchObject({ kind: "network" });
    expect(describeFailure("The public key is required.")).toMatchObject({ kind: "setup" });
  });
});

describe("mailtoHref", () => {
  it("carries subject and body, encoded", () => {
    const href = mailtoHref("hello@example.com", "Contact request from Zoë & co", ["Name: Zoë", "", "Line?"]);
    expect(href).toBe(
      "mailto:hello@example.com?subject=Contact%20request%20from%20Zo%C3%AB%20%26%20co&body=Name%3A%20Zo%C3%AB%0A%0ALine%3F",
    );
  });
});

describe("the email library", () => {
  it("is the version the spec names", () => {
    const manifest = JSON.parse(readFileSync("node_modules/@emailjs/browser/package.json", "utf8")) as {
      version: string;
    };
    expect(manifest.version).toBe(EMAIL_LIBRARY_VERSION);
  });
});
