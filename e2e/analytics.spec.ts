import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import { openPage } from "./helpers";
import { expect, fakeEmailService, test, VARIANT_ANALYTICS } from "./email-service";
import { variantRoot } from "../scripts/variant-build.mjs";

/**
 * Analytics, in real Chromium. The variant build (`npm run build:variant`) is configured with
 * Umami loaded from https://analytics.test and consent required; the tests serve a stand-in for
 * the provider's script from that origin (a third-party API double, like the email service) and
 * record every request the browser really sends there. The main build has no analytics at all.
 */

const ORIGIN = new URL(VARIANT_ANALYTICS.scriptUrl).origin;

/**
 * The provider's script as the tests serve it: the same API as Umami's (`umami.track()` for a
 * page view, `umami.track(name, data)` for an event), each call one POST to {origin}/api/send.
 */
const FAKE_PROVIDER = `(() => {
  const script = document.currentScript;
  const send = (payload) => fetch(${JSON.stringify(ORIGIN)} + "/api/send", {
    method: "POST",
    headers: { "Content-Type": "text/plain" },
    body: JSON.stringify({ website: script.dataset.websiteId, autoTrack: script.dataset.autoTrack, url: location.pathname, ...payload }),
  });
  window.umami = { track: (name, data) => send(name === undefined ? { type: "pageview" } : { type: "event", name, data }) };
})();`;

interface Sent {
  type: "pageview" | "event";
  url: string;
  website: string;
  autoTrack: string;
  name?: string;
  data?: Record<string, unknown>;
}

/** Serves the fake provider and lists every request the page sends to the analytics origin. */
async function fakeProvider(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(ORIGIN)) requests.push(request);
  });
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === new URL(VARIANT_ANALYTICS.scriptUrl).pathname)
      return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_PROVIDER });
    return route.fulfill({
      status: 200,
      contentType: "application/json",
      body: "{}",
      headers: { "Access-Control-Allow-Origin": "*" },
    });
  });
  return {
    requests,
    /** What the provider received: the POSTs to /api/send, decoded. */
    sent: () =>
      requests
        .filter((request) => request.method() === "POST")
        .map((request) => JSON.parse(request.postData() ?? "{}") as Sent),
  };
}

const banner = (page: Page) => page.getByRole("region", { name: "May we count your visit?" });

test.describe("analytics in a build that configures it (consent required)", () => {
  test.skip(
    process.env.E2E_SERVER === "nginx",
    "runs against its own preview server of the variant build; run once",
  );
  test.use({ analyticsConsent: null });

  test("no request leaves before consent; declining is remembered and keeps it that way", async ({
    page,
    keyedURL,
  }) => {
    const provider = await fakeProvider(page);
    await openPage(page, `${keyedURL}/`);
    const region = banner(page);
    await expect(region).toBeVisible();
    // A small banner, not a modal: the page stays usable behind it.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(region.getByRole("link", { name: "How we use analytics" })).toHaveAttribute(
      "href",
      "/privacy#analytics",
    );

    // Browse without answering: the next page, still nothing sent.
    await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(banner(page)).toBeVisible();
    expect(provider.requests.map((request) => request.url())).toEqual([]);

    await region.getByRole("button", { name: "No, thanks" }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    // The footer reopens the banner, with the remembered choice: proof the analytics code ran.
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page)).toContainText("Current choice: no analytics.");
    await expect(banner(page).getByRole("heading")).toBeFocused();
    expect(provider.requests.map((request) => request.url())).toEqual([]);
  });

  test("after consent: the script from the configured origin, a page view per navigation, one event per delivered form", async ({
    page,
    keyedURL,
  }) => {
    const provider = await fakeProvider(page);
    const email = await fakeEmailService(page);
    await openPage(page, `${keyedURL}/`);
    await banner(page).getByRole("button", { name: "Allow analytics" }).click();
    await expect(banner(page)).toHaveCount(0);

    await expect
      .poll(() => provider.sent())
      .toEqual([{ type: "pageview", url: "/", website: VARIANT_ANALYTICS.siteId, autoTrack: "false" }]);
    expect(provider.requests[0]!.url()).toBe(VARIANT_ANALYTICS.scriptUrl);

    await page.getByRole("contentinfo").getByRole("link", { name: "Contact us", exact: true }).click();
    await expect(page).toHaveURL(/\/contactUs$/);
    await expect.poll(() => provider.sent().map((sent) => sent.url)).toEqual(["/", "/contactUs"]);

    const form = page.getByRole("form", { name: "Contact Us" });
    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada.lovelace@example.com");
    await form.getByLabel("Phone number").fill("+1 212 555 0142");
    await form.getByLabel("Country").fill("India");
    await form.getByLabel("Message").fill("We need three Salesforce developers for a six month project.");
    await form.getByRole("button", { name: /send message/i }).click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(email.sent).toHaveLength(1);

    await expect
      .poll(() => provider.sent().filter((sent) => sent.type === "event"))
      .toEqual([
        {
          type: "event",
          name: "Form delivered",
          data: { form: "contact" },
          url: "/contactUs",
          website: VARIANT_ANALYTICS.siteId,
          autoTrack: "false",
        },
      ]);
    // Every page is a document now: the script is asked for once per page (2 here; the browser's
    // cache answers a real visit), never more.
    expect(provider.requests.filter((request) => request.method() === "GET")).toHaveLength(2);
  });

  test("a visitor's first chat message records one chat-started event", async ({ page, keyedURL }) => {
    await page.addInitScript(() => localStorage.setItem("altura:analytics-consent", "granted"));
    const provider = await fakeProvider(page);
    await openPage(page, `${keyedURL}/company`);
    await expect.poll(() => provider.sent().length).toBe(1); // the page view
    await page.getByRole("button", { name: "Chat with us" }).click();
    const chat = page.getByRole("dialog", { name: "Virtual assistant" });
    await chat.getByRole("button", { name: "Job Opportunities", exact: true }).click();
    await expect
      .poll(() =>
        provider
          .sent()
          .filter((sent) => sent.type === "event")
          .map((sent) => sent.name),
      )
      .toEqual(["Chat started"]);
  });

  for (const [signal, init] of [
    [
      "Global Privacy Control",
      () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    ],
    ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
  ] as const) {
    test(`${signal}: no banner and no request at all, even after a yes`, async ({ page, keyedURL }) => {
      await page.addInitScript(init);
      await page.addInitScript(() => localStorage.setItem("altura:analytics-consent", "granted"));
      const provider = await fakeProvider(page);
      await openPage(page, `${keyedURL}/`);
      await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
      await expect(page).toHaveURL(/\/company$/);
      await page.getByRole("button", { name: "Cookie settings" }).click();
      await expect(banner(page)).toContainText("we never load analytics for you");
      await expect(banner(page).getByRole("button", { name: "Allow analytics" })).toHaveCount(0);
      await banner(page).getByRole("button", { name: "Close" }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(provider.requests.map((request) => request.url())).toEqual([]);
    });
  }

  test("the build's Content-Security-Policy allows the provider's origin for scripts and connections", async ({
    page,
    keyedURL,
  }) => {
    const response = await page.request.get(`${keyedURL}/`);
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(new RegExp(`script-src 'self' 'wasm-unsafe-eval' ${ORIGIN.replace(/\./g, "\\.")} `));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${ORIGIN.replace(/\./g, "\\.")}`));
    const headers = JSON.parse(readFileSync(join(variantRoot, "headers.json"), "utf8")) as {
      contentSecurityPolicy: { pages: Record<string, string> };
    };
    expect(headers.contentSecurityPolicy.pages["/index.html"]).toBe(csp);
  });
});

test.describe("analytics unconfigured (the main build)", () => {
  test("no banner, no Cookie settings, no analytics code and no request off the site's origin", async ({
    page,
    baseURL,
  }) => {
    const offsite: string[] = [];
    // Bodies are read as they come; one still arriving when the test ends is not an error.
    const bodies: Promise<string>[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:"))
        offsite.push(request.url());
    });
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
    });
    await openPage(page, "/careers");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("region", { name: /count your visit/i })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
    await expect(page.locator("#analytics")).toContainText("does not use analytics");
    // The page loads no script until used: open the chat, so that the code it loads is scanned too.
    await page.getByRole("button", { name: "Chat with us" }).click();
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
    expect(offsite).toEqual([]);
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    for (const source of scripts) expect(source).not.toMatch(/analytics-consent|umami|plausible/);
  });
});
