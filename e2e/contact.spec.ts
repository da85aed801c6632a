import type { Locator, Page } from "@playwright/test";
import {
  axeViolations,
  blockSiteData,
  collectPageProblems,
  holdScripts,
  islandReady,
  openPage,
  pressLooksDisabled,
  WITH_MOTION,
} from "./helpers";
import { MESSAGE_MAX_LENGTH } from "../app/content/constants";
import {
  expect,
  fakeEmailService,
  keptInOutbox,
  KEYED,
  servedWithOutbox,
  test,
  type Reply,
} from "./email-service";
import { contactForm, fillContact, visitor } from "./contact-form";

/**
 * Contact page (spec §2, §3, §4, §5, §7, §8; ARCHITECTURE.md §6).
 *
 * Two kinds of test:
 * - page behaviour (validation, rail, info strip, maps, anchors) runs against the server under
 *   test (`baseURL`: the preview server, or nginx in the nginx stage);
 * - delivery runs against the keyed build (`keyedURL`, see e2e/email-service.ts), whose forms post
 *   to the fake service origin that `fakeEmailService` intercepts, so each test reads the real
 *   multipart request the page sends. The nginx stage skips those: they do not depend on the server.
 */

const skipKeyedOnNginx = () =>
  test.skip(process.env.E2E_SERVER === "nginx", "delivery tests use their own preview server; run once");

const writeForm = (page: Page) => page.getByRole("form", { name: "Write to Us" });
const submitOf = (form: Locator) => form.getByRole("button", { name: /send message/i });

/** The company address the page shows (the build may configure another than the default). */
async function generalEmail(page: Page) {
  const href = await page.locator("#contactContainer a[href^='mailto:']").first().getAttribute("href");
  return href!.replace(/^mailto:/, "");
}

async function expectContactValues(page: Page, values = visitor) {
  const form = contactForm(page);
  await expect(form.getByLabel("Name")).toHaveValue(values.name);
  await expect(form.getByLabel("Email")).toHaveValue(values.email);
  await expect(form.getByLabel("Phone number")).toHaveValue(values.phoneNumber);
  await expect(form.getByLabel("Country")).toHaveValue(values.country);
  await expect(form.getByLabel("Message")).toHaveValue(values.message);
}

test.describe("contact form validation", () => {
  test("shows messages only after a field is touched and keeps submit disabled while invalid", async ({
    page,
  }) => {
    await openPage(page, "/contactUs");
    const form = contactForm(page);
    const submit = submitOf(form);
    await expect(submit).toBeDisabled();
    await expect(form.getByText(/is required\./)).toHaveCount(0);

    await form.getByLabel("Name").focus();
    // Focus wakes the form; "touched" is the form's own state, so it counts from its code on.
    await islandReady(form);
    await form.getByLabel("Email").focus(); // leaves Name: touched
    await expect(form.getByText("Name is required.")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Email is required.")).toHaveCount(0);

    await form.getByLabel("Email").fill("ada@example");
    await form.getByLabel("Phone number").focus();
    await expect(form.getByText("Enter a valid email address.")).toBeVisible();
    await form.getByLabel("Email").fill("");
    await expect(form.getByText("Email is required.")).toBeVisible();

    await form.getByLabel("Message").fill("Too short");
    await form.getByLabel("Name").focus();
    await expect(form.getByText("Enter at least 20 characters.")).toBeVisible();
    await expect(form.getByText("Phone number is required.")).toBeVisible();
    await expect(form.getByText("Country is required.")).toHaveCount(0);
    await expect(submit).toBeDisabled();
  });

  test("counts the message's characters and allows 20 to 150", async ({ page }) => {
    await openPage(page, "/contactUs");
    const form = contactForm(page);
    const message = form.getByLabel("Message");
    await expect(form.getByText("0 / 150")).toBeVisible();
    await message.fill("x".repeat(151));
    await expect(form.getByText("151 / 150")).toBeVisible();
    await message.blur();
    await expect(form.getByText("Enter no more than 150 characters.")).toBeVisible();
    await expect(message).toHaveValue("x".repeat(151)); // nothing is cut off silently
    await message.fill("x".repeat(150));
    await expect(form.getByText("150 / 150")).toBeVisible();
    await expect(form.getByText("Enter no more than 150 characters.")).toHaveCount(0);
  });

  test("an invalid submit shows every message and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await openPage(page, "/contactUs");
    const form = contactForm(page);
    // The button only looks disabled: a press still reveals every message.
    await pressLooksDisabled(submitOf(form));
    for (const text of [
      "Name is required.",
      "Email is required.",
      "Phone number is required.",
      "Country is required.",
      "Message is required.",
    ]) {
      await expect(form.getByText(text)).toBeVisible();
    }
    await expect(form.getByLabel("Name")).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("the country field suggests every country by name, before the form's code has come too", async ({
    page,
  }) => {
    // A slow phone: the page is there, its scripts are not. The suggestions are in the pre-rendered page.
    const release = await holdScripts(page);
    await page.goto("/contactUs", { waitUntil: "commit" });
    const country = contactForm(page).getByRole("combobox", { name: "Country" });
    await expect(country).toHaveAttribute("placeholder", "Type or choose a country");
    const suggestions = page.locator(`datalist#${await country.getAttribute("list")} option`);
    await expect(suggestions).toHaveCount(249);
    await expect(suggestions.filter({ hasText: /^Germany$/ })).toHaveCount(1);
    await country.pressSequentially("Germany");
    // Typed before the code came, kept once it has.
    release();
    await expect(page.locator("astro-island").filter({ has: page.locator("form") })).toHaveAttribute(
      "data-island",
      "ready",
    );
    await expect(country).toHaveValue("Germany");
  });
});

/** What the chatbot's "Continue in our contact form" stores (see e2e/chatbot.spec.ts for the chat side). */
const HANDED_OVER = "From your website chat: Explore Services; Connect with Us.";
const handoffNote = (page: Page) => contactForm(page).getByText(/^Filled in from your chat/);
async function offerFromChat(page: Page, message: string) {
  await page.evaluate(
    (value) =>
      sessionStorage.setItem("altura:chat-handoff", JSON.stringify({ message: value, applied: false })),
    message,
  );
}

test.describe("contact form prefilled from the chat", () => {
  test("fills the message once, says where it came from, keeps it as a draft and can clear it", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await openPage(page, "/company");
    await offerFromChat(page, HANDED_OVER);
    await openPage(page, "/contactUs");
    const form = contactForm(page);
    const message = form.getByLabel("Message");
    await expect(message).toHaveValue(HANDED_OVER);
    await expect(message).toBeFocused();
    await expect(handoffNote(page)).toContainText("Nothing is sent until you press Send message.");

    // The visitor edits it; a reload keeps the edit (the draft) and the note, not the original.
    await message.fill(`${HANDED_OVER} We need two developers.`);
    await form.getByLabel("Name").fill("Ada Lovelace");
    await page.reload();
    await expect(message).toHaveValue(`${HANDED_OVER} We need two developers.`);
    await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
    await expect(handoffNote(page)).toBeVisible();

    await form.getByRole("button", { name: "Clear the message" }).click();
    await expect(message).toHaveValue("");
    await expect(message).toBeFocused();
    await expect(handoffNote(page)).toHaveCount(0);
    await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
    await page.reload();
    await expect(message).toHaveValue("");
    await expect(handoffNote(page)).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("without a hand-off there is no note and focus stays where it was", async ({ page }) => {
    await openPage(page, "/contactUs");
    await expect(contactForm(page).getByLabel("Message")).toHaveValue("");
    await expect(contactForm(page).getByLabel("Message")).not.toBeFocused();
    await expect(handoffNote(page)).toHaveCount(0);
  });

  test("a message emptied by hand drops the note for good", async ({ page }) => {
    await openPage(page, "/company");
    await offerFromChat(page, HANDED_OVER);
    await openPage(page, "/contactUs");
    const message = contactForm(page).getByLabel("Message");
    await expect(handoffNote(page)).toBeVisible();
    await message.fill("");
    await expect(handoffNote(page)).toHaveCount(0);
    await message.fill("Our own words, typed after the chat.");
    await expect(handoffNote(page)).toHaveCount(0);
  });
});

test.describe("write to us form", () => {
  test("asks for a custom topic only when the topic is custom", async ({ page }) => {
    await openPage(page, "/contactUs");
    await page.getByRole("button", { name: "Show the Write to Us form" }).click();
    const form = writeForm(page);
    await expect(form).toBeVisible();
    await expect(contactForm(page)).toBeHidden();
    const topic = form.getByLabel("Topic", { exact: true });
    await expect(topic.locator("option:checked")).toHaveText("Select a topic");
    await expect(form.getByLabel("Custom topic")).toHaveCount(0);

    await topic.focus();
    await form.getByLabel("Email").focus();
    await expect(form.getByText("Choose the topic.")).toBeVisible();

    await topic.selectOption("custom");
    await expect(form.getByLabel("Custom topic")).toBeVisible();
    await form.getByLabel("Custom topic").focus();
    await form.getByLabel("Email").focus();
    await expect(form.getByText("Please enter a custom topic.")).toBeVisible();
    await form.getByLabel("Custom topic").fill("Partnership");
    await expect(form.getByText("Please enter a custom topic.")).toHaveCount(0);

    await topic.selectOption("job");
    await expect(form.getByLabel("Custom topic")).toHaveCount(0);
    await form.getByLabel("Email").fill("jobs@example.com");
    await form.getByLabel("Message").fill("Do you have openings for Java developers?");
    await expect(submitOf(form)).toBeEnabled();
  });
});

test.describe("contact page layout", () => {
  test("the rail switches forms and goes to the contact info and the maps", async ({ page }) => {
    await openPage(page, "/contactUs");
    const showContact = page.getByRole("button", { name: "Show the Contact Us form" });
    const showWrite = page.getByRole("button", { name: "Show the Write to Us form" });
    await expect(showContact).toHaveAttribute("aria-pressed", "true");
    await showWrite.click();
    await expect(showWrite).toHaveAttribute("aria-pressed", "true");
    await expect(showContact).toHaveAttribute("aria-pressed", "false");
    await expect(writeForm(page)).toBeVisible();
    await showContact.click();
    await expect(contactForm(page)).toBeVisible();

    await page.getByRole("button", { name: "Go to the contact info" }).click();
    await expect(page.locator("#contactContainer")).toBeInViewport();
    await expect(page.locator("#contactContainer")).toBeFocused();
    await page.getByRole("button", { name: "Go to the maps" }).click();
    await expect(page.locator("#mapContainer")).toBeInViewport();
    await expect(page.locator("#mapContainer").getByRole("heading", { name: "Visit Us" })).toBeVisible();
  });

  test("the info strip is in the pre-rendered HTML and animates in once scrolled into view", async ({
    page,
    browser,
  }) => {
    await page.emulateMedia(WITH_MOTION); // motion is what this test is about
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto("/contactUs");
    const strip = plain.locator("#contactContainer");
    await expect(strip.getByRole("heading", { name: "Email" })).toBeVisible();
    await expect(strip.locator("a[href^='mailto:']").first()).toBeVisible();
    await expect(strip.locator("a[href^='tel:']")).toBeVisible();
    await expect(strip.getByRole("heading", { name: "Offices" })).toBeVisible();
    await expect(strip.getByRole("link", { name: /on LinkedIn/ })).toBeVisible();
    await noScript.close();

    await openPage(page, "/contactUs");
    const list = page.locator("#contactContainer ul[data-reveal]");
    await expect(list).toHaveAttribute("data-reveal", "waiting");
    await page.locator("#contactContainer").scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-reveal", "revealed");
    await expect
      .poll(
        () =>
          list
            .locator("li")
            .last()
            .evaluate((element) => Number(getComputedStyle(element).opacity)),
        { timeout: 8000 },
      )
      .toBe(1);
  });

  test("without JavaScript the form cannot be sent and offers email instead", async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    const html = await page.goto("/contactUs");
    const form = contactForm(page);
    await expect(form.getByLabel("Name")).toBeVisible();
    await expect(submitOf(form)).toHaveAttribute("disabled", "");
    // Playwright turns script execution off, not the parser's scripting flag, so <noscript> is not
    // rendered here: check the note is in the page as served.
    expect(await html!.text()).toMatch(/<noscript><p[^>]*>This form needs JavaScript\./);
    await expect(form).toHaveAttribute("method", "post");
    await noScript.close();
  });

  test("without JavaScript the rail's buttons, which need it, are not shown; email stands in for the forms", async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto("/contactUs");
    await expect(contactForm(page)).toBeVisible();
    for (const name of [
      "Show the Contact Us form",
      "Show the Write to Us form",
      "Go to the contact info",
      "Go to the maps",
    ])
      await expect(page.getByRole("button", { name })).toBeHidden();
    // What Write to Us sends, an email, is one press away beside the form.
    await expect(page.locator("#contact-form-panel ~ aside a[href^='mailto:']")).toBeVisible();
    await noScript.close();
  });

  test("with reduced motion the info strip never hides", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/contactUs");
    await page.locator("#contactContainer").scrollIntoViewIfNeeded();
    await expect(page.locator("#contactContainer ul[data-reveal]")).toHaveAttribute("data-reveal", "static");
  });

  test("an in-page link used before the form's code came keeps the forms on the page", async ({ page }) => {
    await openPage(page, "/contactUs");
    await expect(page.locator("astro-island").filter({ has: page.locator("form") })).not.toHaveAttribute(
      "data-island",
    );
    // A plain in-page link: the browser scrolls, the form area stays as it is (its code is not needed).
    await page.getByRole("contentinfo").getByRole("link", { name: "Find our offices" }).click();
    await expect(page).toHaveURL(/#mapContainer$/);
    await expect(contactForm(page).getByLabel("Name")).toBeVisible();
  });

  // (No client-side navigation any more: every page arrives as a document with its form in its HTML.)

  test("footer anchors land on the info strip and the maps, also from another page", async ({ page }) => {
    await openPage(page, "/company");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact information" }).click();
    await expect(page).toHaveURL(/\/contactUs#contactContainer$/);
    await expect(page.locator("#contactContainer")).toBeInViewport();
    await expect(page.locator("#contactContainer ul[data-reveal]")).not.toHaveAttribute(
      "data-reveal",
      "waiting",
    );

    await page.goto("/contactUs#mapContainer");
    await expect(page.locator("#mapContainer")).toBeInViewport();
  });

  test("the maps load from OpenStreetMap only when asked", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1") && !request.url().startsWith("data:"))
        thirdParty.push(request.url());
    });
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>map</title><p>map</p>",
      }),
    );
    await openPage(page, "/contactUs#mapContainer");
    const maps = page.locator("#mapContainer");
    await maps.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
    await expect(maps.locator("iframe")).toHaveCount(0);

    await maps.getByRole("button", { name: "Show the map of our United States office" }).click();
    const frame = maps.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("title", /United States office/);
    const src = new URL((await frame.getAttribute("src"))!);
    expect(src.origin + src.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(src.searchParams.get("layer")).toBe("mapnik");
    expect(src.searchParams.get("marker")).toBe("40.7527,-73.9757");
    expect(src.searchParams.get("bbox")!.split(",").map(Number)).toEqual([
      -73.9817, 40.7487, -73.9697, 40.7567,
    ]);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty.every((url) => url.startsWith("https://www.openstreetmap.org/"))).toBe(true);

    await maps.getByRole("button", { name: "Show the map of our India office" }).click();
    await expect(maps.locator("iframe").nth(1)).toHaveAttribute("src", /marker=17\.4474,78\.3762/);
  });
});

test.describe("contact delivery through the email service", () => {
  test.beforeEach(skipKeyedOnNginx);

  test("sends the form as the service expects, then shows the modal and resets", async ({
    page,
    keyedURL,
  }) => {
    const service = await fakeEmailService(page);
    await openPage(page, `${keyedURL}/contactUs`);
    const form = contactForm(page);
    await expect(form).toHaveAttribute("data-delivery", "service");
    await fillContact(page);
    await expect(submitOf(form)).toBeEnabled();
    await submitOf(form).click();

    const dialog = page.getByRole("dialog", { name: "Thank you!" });
    await expect(dialog).toBeVisible();
    expect(service.sent).toHaveLength(1);
    expect(service.sent[0]!.fields).toEqual({
      ...visitor,
      lib_version: "4.4.1",
      service_id: KEYED.serviceId,
      template_id: KEYED.templates.contact,
      user_id: KEYED.publicKey,
    });
    expect(service.sent[0]!.files).toEqual([]);

    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expectContactValues(page, {
      ...visitor,
      name: "",
      email: "",
      phoneNumber: "",
      country: "",
      message: "",
    });
    await expect(submitOf(form)).toBeDisabled();
    await expect(form.getByText(/is required\./)).toHaveCount(0);
  });

  test("the form's code loads on first use; what was typed before it arrived is sent by the first submit", async ({
    page,
    keyedURL,
  }) => {
    const service = await fakeEmailService(page);
    await openPage(page, `${keyedURL}/contactUs`);
    const form = contactForm(page);
    const part = page.locator("astro-island").filter({ has: form });
    // The page has hydrated without the form's code: it waits for the visitor.
    await expect(part).not.toHaveAttribute("data-island");
    // A slow phone: the form's code takes a while (held until released).
    const release = await holdScripts(page);
    await form.getByLabel("Name").pressSequentially(visitor.name);
    await form.getByLabel("Email").fill(visitor.email);
    await form.getByLabel("Phone number").fill(visitor.phoneNumber);
    await form.getByLabel("Country").fill(visitor.country);
    await form.getByLabel("Message").pressSequentially(visitor.message);
    await expect(part).toHaveAttribute("data-island", "loading");
    release();
    await expect(part).toHaveAttribute("data-island", "ready");
    // Everything typed before is still there and counted.
    await expectContactValues(page);
    await expect(form.getByText(`${visitor.message.length} / 150`)).toBeVisible();
    await submitOf(form).click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(service.sent).toHaveLength(1);
    expect(service.sent[0]!.fields).toMatchObject(visitor);
  });

  test("the success modal closes with its close button and with Esc", async ({ page, keyedURL }) => {
    await fakeEmailService(page);
    await openPage(page, `${keyedURL}/contactUs`);
    const dialog = page.getByRole("dialog", { name: "Thank you!" });
    await fillContact(page);
    await submitOf(contactForm(page)).click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await fillContact(page);
    await submitOf(contactForm(page)).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  const failures: [string, Reply, RegExp][] = [
    ["a network error", "network-error", /could not reach the message service/i],
    ["429", { status: 429, body: "Too Many Requests" }, /Too Many Requests/],
    ["451", { status: 451, body: "Unavailable For Headless Browser" }, /Unavailable For Headless Browser/],
    ["403", { status: 403, body: "Forbidden" }, /Forbidden/],
    ["a server error", { status: 503, body: "Service Unavailable" }, /having trouble \(error 503\)/],
  ];
  for (const [what, reply, reason] of failures) {
    test(`after ${what} it explains, keeps the input, retries and offers mailto`, async ({
      page,
      keyedURL,
    }) => {
      const service = await fakeEmailService(page, [reply, { status: 200 }]);
      await openPage(page, `${keyedURL}/contactUs`);
      const form = contactForm(page);
      await fillContact(page);
      await submitOf(form).click();

      const alert = form.getByRole("alert");
      await expect(alert).toContainText("Your message was not sent.");
      await expect(alert).toContainText(reason);
      await expectContactValues(page);
      const mailto = new URL(
        (await alert.getByRole("link", { name: "Email us instead" }).getAttribute("href"))!,
      );
      expect(mailto.protocol + mailto.pathname).toBe(`mailto:${await generalEmail(page)}`);
      expect(mailto.searchParams.get("body")).toContain(visitor.message);
      expect(mailto.searchParams.get("body")).toContain(visitor.phoneNumber);
      expect(mailto.searchParams.get("subject")).toContain(visitor.name);
      await expect(page.getByRole("dialog")).toBeHidden();

      await alert.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
      expect(service.sent).toHaveLength(2);
      expect(service.sent[1]!.fields).toMatchObject({ ...visitor, template_id: KEYED.templates.contact });
      await expect(form.getByText("Your message was not sent.")).toHaveCount(0);
    });
  }

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the failure state is accessible (${colorScheme} theme)`, async ({ page, keyedURL }) => {
      await fakeEmailService(page, [{ status: 500 }]);
      await page.emulateMedia({ reducedMotion: "reduce", colorScheme });
      await openPage(page, `${keyedURL}/contactUs`);
      await fillContact(page);
      await submitOf(contactForm(page)).click();
      await expect(contactForm(page).getByRole("alert")).toContainText("not sent");
      expect(await axeViolations(page, { include: "#contact-form-panel" })).toEqual([]);
    });
  }

  test("a message handed over by the chat is sent only when Send is pressed, then forgotten", async ({
    page,
    keyedURL,
  }) => {
    const service = await fakeEmailService(page);
    await openPage(page, `${keyedURL}/company`);
    await offerFromChat(page, HANDED_OVER);
    await openPage(page, `${keyedURL}/contactUs`);
    const form = contactForm(page);
    await expect(form.getByLabel("Message")).toHaveValue(HANDED_OVER);
    await expect(handoffNote(page)).toBeVisible();
    const { message: _typed, ...details } = visitor;
    await fillContact(page, { ...details, message: HANDED_OVER });
    expect(service.sent).toEqual([]);

    await submitOf(form).click();
    await page.getByRole("dialog", { name: "Thank you!" }).getByRole("button", { name: "Done" }).click();
    expect(service.sent).toHaveLength(1);
    expect(service.sent[0]!.fields).toMatchObject({ ...details, message: HANDED_OVER });
    await expect(handoffNote(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("altura:chat-handoff"))).toBeNull();
  });

  test("a double click sends once, and the button shows progress", async ({ page, keyedURL }) => {
    const service = await fakeEmailService(page);
    service.hold();
    await openPage(page, `${keyedURL}/contactUs`);
    const form = contactForm(page);
    await fillContact(page);
    await submitOf(form).dblclick();
    const sending = form.getByRole("button", { name: "Sending…" });
    await expect(sending).toBeVisible();
    await expect(sending).toHaveAttribute("aria-busy", "true");
    await sending.click({ force: true });
    await form.getByLabel("Name").press("Enter"); // implicit submission from a field

    service.release();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(service.sent).toHaveLength(1);
  });

  test("what was typed before the form's code came survives a reload", async ({ page, keyedURL }) => {
    await openPage(page, `${keyedURL}/contactUs`);
    const form = contactForm(page);
    const part = page.locator("astro-island").filter({ has: form });
    const release = await holdScripts(page);
    await form.getByLabel("Name").fill(visitor.name);
    await form.getByLabel("Message").fill(visitor.message);
    await expect(part).toHaveAttribute("data-island", "loading");
    release();
    await expect(part).toHaveAttribute("data-island", "ready");
    await page.reload();
    await expect(form.getByLabel("Name")).toHaveValue(visitor.name);
    await expect(form.getByLabel("Message")).toHaveValue(visitor.message);
  });

  test("a half-typed message survives a reload and is cleared after sending", async ({ page, keyedURL }) => {
    await fakeEmailService(page);
    await openPage(page, `${keyedURL}/contactUs`);
    // Typed once the form's code is there (the test above: before it came).
    await contactForm(page).getByLabel("Name").focus();
    await expect(page.locator("astro-island").filter({ has: contactForm(page) })).toHaveAttribute(
      "data-island",
      "ready",
    );
    await fillContact(page);
    await page.reload();
    await expectContactValues(page);
    await submitOf(contactForm(page)).click();
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
    await page.reload();
    await expect(contactForm(page).getByLabel("Name")).toHaveValue("");
    await expect(contactForm(page).getByLabel("Message")).toHaveValue("");
  });

  test("the honeypot never travels with a real message", async ({ page, keyedURL }) => {
    const service = await fakeEmailService(page);
    await openPage(page, `${keyedURL}/contactUs`);
    await fillContact(page);
    await submitOf(contactForm(page)).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(Object.keys(service.sent[0]!.fields)).not.toContain("hp_f7q2");
  });

  test("write to us: sends the custom topic with its own template", async ({ page, keyedURL }) => {
    const service = await fakeEmailService(page);
    await openPage(page, `${keyedURL}/contactUs`);
    await page.getByRole("button", { name: "Show the Write to Us form" }).click();
    const form = writeForm(page);
    await form.getByLabel("Topic", { exact: true }).selectOption("custom");
    await form.getByLabel("Custom topic").fill("Partnership");
    await form.getByLabel("Email").fill("partner@example.org");
    await form.getByLabel("Message").fill("We would like to talk about a reseller partnership.");
    await submitOf(form).click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(service.sent[0]!.fields).toEqual({
      topic: "custom",
      customTopic: "Partnership",
      email: "partner@example.org",
      message: "We would like to talk about a reseller partnership.",
      lib_version: "4.4.1",
      service_id: KEYED.serviceId,
      template_id: KEYED.templates.write,
      user_id: KEYED.publicKey,
    });
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
    await expect(form.getByLabel("Topic", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Custom topic")).toHaveCount(0);

    await form.getByLabel("Topic", { exact: true }).selectOption("services");
    await form.getByLabel("Email").fill("cto@example.com");
    await form.getByLabel("Message").fill("Tell me more about your network engineering services.");
    await submitOf(form).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(service.sent[1]!.fields).toMatchObject({ topic: "services", template_id: KEYED.templates.write });
    expect(Object.keys(service.sent[1]!.fields)).not.toContain("customTopic");
  });

  test("write to us: a failure keeps the message and offers mailto", async ({ page, keyedURL }) => {
    await fakeEmailService(page, [{ status: 429, body: "Too Many Requests" }]);
    await openPage(page, `${keyedURL}/contactUs`);
    await page.getByRole("button", { name: "Show the Write to Us form" }).click();
    const form = writeForm(page);
    await form.getByLabel("Topic", { exact: true }).selectOption("job");
    await form.getByLabel("Email").fill("dev@example.com");
    await form.getByLabel("Message").fill("Do you have openings for Java developers?");
    await submitOf(form).click();
    await expect(form.getByRole("alert")).toContainText("Too Many Requests");
    await expect(form.getByLabel("Message")).toHaveValue("Do you have openings for Java developers?");
    await expect(form.getByRole("link", { name: "Email us instead" })).toHaveAttribute(
      "href",
      /body=.*Java%20developers/,
    );
  });
});

test.describe("with site data blocked (storage throws SecurityError)", () => {
  test("the contact form is sent through the outbox and kept @lead", async ({ page }) => {
    test.skip(!servedWithOutbox, "a static host has no outbox");
    const problems = collectPageProblems(page);
    await blockSiteData(page);
    await page.goto("/contactUs");
    const form = contactForm(page);
    test.skip((await form.getAttribute("data-delivery")) !== "outbox", "this build has an email-service key");
    const token = `blocked-${Date.now().toString(36)}`;
    await fillContact(page, { ...visitor, message: `${visitor.message} ${token}` });
    // The form's code has come: its button answers.
    await expect(submitOf(form)).toBeEnabled();
    await submitOf(form).click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(keptInOutbox(token).message.fields).toMatchObject({
      ...visitor,
      message: `${visitor.message} ${token}`,
    });
    expect(problems).toEqual([]);
  });

  test("write to us is sent through the email service, as the service expects", async ({
    page,
    keyedURL,
  }) => {
    skipKeyedOnNginx();
    const service = await fakeEmailService(page);
    await blockSiteData(page);
    await page.goto(`${keyedURL}/contactUs`);
    await page.getByRole("button", { name: "Show the Write to Us form" }).click();
    const form = writeForm(page);
    await form.getByLabel("Topic", { exact: true }).selectOption("services");
    await form.getByLabel("Email").fill("cto@example.com");
    await form.getByLabel("Message").fill("We would like a quote for a data platform.");
    await submitOf(form).click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(service.sent).toHaveLength(1);
    expect(service.sent[0]!.fields).toMatchObject({
      topic: "services",
      email: "cto@example.com",
      template_id: KEYED.templates.write,
      user_id: KEYED.publicKey,
    });
  });
});

test.describe("the out-of-the-box outbox keeps every message the forms accept", () => {
  test.beforeEach(() => test.skip(!servedWithOutbox, "a static host has no outbox"));

  /** A message of `length` characters as the counter counts them, with a line break every 30. */
  const withLineBreaks = (token: string, length: number) =>
    `${token} `.padEnd(length, "x").replace(/(.{29})./g, "$1\n");

  test("the contact form's longest message with line breaks (sent as CRLF) is kept", async ({ page }) => {
    await openPage(page, "/contactUs");
    const form = contactForm(page);
    test.skip((await form.getAttribute("data-delivery")) !== "outbox", "this build has an email-service key");
    const token = `crlf-${Date.now().toString(36)}`;
    const message = withLineBreaks(token, 150);
    expect(message.split("\n")).toHaveLength(6);
    await fillContact(page, { ...visitor, message });
    await expect(form.getByText("150 / 150")).toBeVisible();
    await submitOf(form).click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(keptInOutbox(token).message.fields.message).toBe(message);
  });

  test("Write to us shows the maximum the outbox takes, and keeps a message of that length", async ({
    page,
  }) => {
    await openPage(page, "/contactUs");
    await page.getByRole("button", { name: "Show the Write to Us form" }).click();
    const form = writeForm(page);
    test.skip((await form.getAttribute("data-delivery")) !== "outbox", "this build has an email-service key");
    const token = `write-${Date.now().toString(36)}`;
    const message = withLineBreaks(token, MESSAGE_MAX_LENGTH);
    await form.getByLabel("Topic", { exact: true }).selectOption("services");
    await form.getByLabel("Email").fill("cto@example.com");
    await form.getByLabel("Message").fill(`${message}x`);
    await expect(form.getByText(`${MESSAGE_MAX_LENGTH + 1} / ${MESSAGE_MAX_LENGTH}`)).toBeVisible();
    await expect(submitOf(form)).toBeDisabled();
    await form.getByLabel("Message").fill(message);
    await expect(form.getByText(`${MESSAGE_MAX_LENGTH} / ${MESSAGE_MAX_LENGTH}`)).toBeVisible();
    await submitOf(form).click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(keptInOutbox(token).message.fields.message).toBe(message);
  });
});
