import { expect, test, type Page } from "@playwright/test";
import { axeViolations, collectPageProblems, holdScripts, openPage } from "./helpers";
import { site } from "../app/content/site";
import { chatLauncherTexts } from "../app/content/ui";
import { pagePaths } from "./site-map";
import { contactForm } from "./contact-form";

/** Spec §2 "Chatbot widget", §4 chat flow, §9 sizes and delays. */

const OPTIONS = [
  "Explore Services",
  "Roles & Skills Requirements",
  "Hiring TimeLine and Process",
  "Work Arrangement",
  "Job Opportunities",
  "Connect with Us",
];
const FOLLOW_UP = "Do you have any more queries? (yes/no)";
const NOT_UNDERSTOOD = "Sorry, I didn't understand that. Please choose one of the following options:";
const FAREWELL = "Have a great day!";
/** What each option's answer must contain: a link to the right page of the site. */
const ANSWER_LINKS: Record<string, { name: string; href: string }> = {
  "Explore Services": { name: "Software Services", href: "/softwareServices" },
  "Roles & Skills Requirements": { name: "contact form", href: "/contactUs" },
  "Hiring TimeLine and Process": { name: "Staffing Solutions", href: "/staffingSolutions" },
  "Work Arrangement": { name: "Project Management", href: "/projectManagement" },
  "Job Opportunities": { name: "Careers page", href: "/careers" },
  "Connect with Us": { name: "Continue in our contact form", href: "/contactUs" },
};
/** A page without the home page's popup (a modal that would make the chat inert). */
const PAGE = "/company";

const launcher = (page: Page) => page.getByRole("button", { name: "Chat with us" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Virtual assistant" });
const log = (page: Page) => page.getByRole("log", { name: "Conversation" });
const input = (page: Page) => page.getByRole("textbox", { name: "Message" });
const options = (page: Page) => page.getByRole("group", { name: "Options" });
const option = (page: Page, name: string) => options(page).getByRole("button", { name, exact: true });
/** A message the visitor sent (screen readers hear it as "You: ..."). */
const said = (page: Page, text: string) =>
  log(page)
    .getByRole("listitem")
    .filter({ hasText: `You: ${text}` });

/**
 * Opens the chat on a page whose clock the test drives: time runs as usual, and the helpers below
 * fast-forward through the bot's reply delays (spec §9) instead of waiting them out.
 */
async function openChat(page: Page, path = PAGE) {
  await page.clock.install();
  await openPage(page, path);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

/** The bot's answer comes 1000 ms after a choice or a message, its next message 1500 ms later. */
const REPLY_MS = 1000 + 1500;

/** The chat open with one option chosen, its answer and the follow-up question shown. */
async function chatWithAnAnswer(page: Page) {
  await openChat(page);
  await option(page, "Work Arrangement").click();
  await page.clock.runFor(REPLY_MS);
  await expect(log(page).getByText(FOLLOW_UP)).toBeVisible();
}

/** Sends a message and lets the bot's reply delays pass. */
async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
  await expect(input(page)).toHaveValue("");
  await page.clock.runFor(REPLY_MS);
}

/** Chooses an option, lets the reply delays pass and waits for the follow-up question. */
async function chooseAndWaitForQuestion(page: Page, name: string) {
  const asked = await log(page).getByText(FOLLOW_UP).count();
  await option(page, name).click();
  await page.clock.runFor(REPLY_MS);
  await expect(log(page).getByText(FOLLOW_UP)).toHaveCount(asked + 1);
  await expect(input(page)).toBeEnabled();
}

test.describe("chatbot", () => {
  test("the launcher is on every page, in the pre-rendered HTML", async ({ request }) => {
    for (const path of [...pagePaths, "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('aria-label="Chat with us"');
    }
  });

  test("geometry at 1440x900: 60px button bottom right, 370x500 panel 70px from the bottom, 20px from the right", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, PAGE);
    const button = await launcher(page).boundingBox();
    expect(button).toEqual({ x: 1440 - 20 - 60, y: 900 - 10 - 60, width: 60, height: 60 });
    // Before its code (an island, loaded on first use) the launcher opens a popover placeholder,
    // whose expanded state the browser exposes; its own aria-expanded comes with its code.

    await launcher(page).click();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
    await expect(launcher(page)).toHaveAttribute("aria-controls", /.+/);
    await expect
      .poll(() => panel(page).boundingBox())
      .toEqual({ x: 1440 - 20 - 370, y: 900 - 70 - 500, width: 370, height: 500 });
    // The panel never overlaps the launcher, so the launcher stays clickable.
    await launcher(page).click();
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
  });

  test.describe("on a 375px phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("the panel is a near-full-width sheet above the launcher", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openChat(page);
      const box = await panel(page).boundingBox();
      expect(box).toMatchObject({ x: 10, width: 355, height: 500 });
      expect(box!.y + box!.height).toBe(740 - 70);
    });

    test("a link in an answer opens its page and closes the sheet; the conversation stays", async ({
      page,
    }) => {
      await openChat(page);
      await option(page, "Job Opportunities").click();
      await log(page).getByRole("link", { name: "Careers page" }).click();
      await expect(page).toHaveURL(/\/careers$/);
      await expect(panel(page)).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await launcher(page).click();
      await expect(said(page, "Job Opportunities")).toBeVisible();
      await expect(log(page).getByText(FAREWELL)).toBeVisible();
      await expect(page.getByRole("button", { name: "Start a new conversation" })).toBeFocused();
    });
  });

  test("its code loads on first open, not with the page", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await openPage(page, PAGE);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => path.startsWith("/assets/chat"))).toEqual([]);
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    expect(scripts.filter((path) => path.startsWith("/assets/chat"))).not.toEqual([]);
  });

  test("without JavaScript the button says where to write instead of loading for ever", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await launcher(page).click();
    // The placeholder the button opens (a popover: no script needed), in the panel's place.
    const waiting = page.getByRole("status").filter({ hasText: site.contact.emails.general });
    await expect(waiting).toBeVisible();
    await expect(waiting.getByText(chatLauncherTexts.loading)).toBeHidden();
    await expect(waiting.locator('a[href="/contactUs"]')).toBeVisible();
    await expect(waiting.getByRole("link", { name: site.contact.emails.general })).toHaveAttribute(
      "href",
      `mailto:${site.contact.emails.general}`,
    );
    await context.close();
  });

  test("opens with the welcome, the question, the six options and a disabled input", async ({ page }) => {
    const problems = collectPageProblems(page);
    await openChat(page);
    await expect(panel(page).getByText(site.shortName, { exact: true })).toBeVisible();
    await expect(log(page)).toHaveAttribute("aria-live", "polite");
    await expect(log(page).getByText(`Welcome to ${site.name}`)).toBeVisible();
    await expect(log(page).getByText("How can I assist you today?")).toBeVisible();
    await expect(options(page).getByRole("button")).toHaveText(OPTIONS);
    await expect(input(page)).toBeDisabled();
    await expect(input(page)).toHaveAttribute("placeholder", "Type a message...");
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    await expect(panel(page).getByRole("button", { name: "Close chat" })).toBeVisible();
    expect(problems.filter((problem) => !problem.includes("Failed to load resource"))).toEqual([]);
  });

  for (const name of OPTIONS) {
    test(`${name}: answered after 1000 ms, then the spec's next message after 1500 ms more`, async ({
      page,
    }) => {
      await openChat(page);
      await page.clock.pauseAt(Date.now() + 600_000);

      await option(page, name).click();
      await expect(options(page)).toHaveCount(0);
      await expect(said(page, name)).toBeVisible();
      const link = log(page).getByRole("link", { name: ANSWER_LINKS[name]!.name });

      await page.clock.runFor(999);
      await expect(link).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", ANSWER_LINKS[name]!.href);
      await expect(input(page)).toBeDisabled();

      const next = name === "Job Opportunities" ? FAREWELL : FOLLOW_UP;
      await page.clock.runFor(1499);
      await expect(log(page).getByText(next)).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(log(page).getByText(next)).toBeVisible();
      if (name === "Job Opportunities") {
        await page.clock.runFor(5000);
        await expect(log(page).getByText(FOLLOW_UP)).toHaveCount(0);
        await expect(input(page)).toBeDisabled();
      } else {
        await expect(input(page)).toBeEnabled();
        await expect(input(page)).toBeFocused();
      }
    });
  }

  test("yes (any case) shows the options again and disables the input", async ({ page }) => {
    await openChat(page);
    await chooseAndWaitForQuestion(page, "Explore Services");
    await send(page, "YeS");
    await expect(options(page).getByRole("button")).toHaveText(OPTIONS);
    await expect(input(page)).toBeDisabled();
  });

  test("no gets a thank-you message", async ({ page }) => {
    await openChat(page);
    await chooseAndWaitForQuestion(page, "Work Arrangement");
    await send(page, "No");
    await expect(
      log(page).getByText(`Thank you for chatting with ${site.name}`, { exact: false }),
    ).toBeVisible();
    await expect(options(page)).toHaveCount(0);
  });

  test("anything else gets the not-understood reply and the options", async ({ page }) => {
    await openChat(page);
    await chooseAndWaitForQuestion(page, "Roles & Skills Requirements");
    await send(page, "perhaps");
    await expect(log(page).getByText(NOT_UNDERSTOOD)).toBeVisible();
    await expect(options(page).getByRole("button")).toHaveText(OPTIONS);
    await expect(input(page)).toBeDisabled();
  });

  test("a keyword in free text triggers its option, and the input is cleared", async ({ page }) => {
    await openChat(page);
    await chooseAndWaitForQuestion(page, "Explore Services");
    await send(page, "Do you have any JOB openings in Hyderabad?");
    await expect(said(page, "Do you have any JOB openings in Hyderabad?")).toBeVisible();
    await expect(input(page)).toBeDisabled();
    await expect(log(page).getByRole("link", { name: "Careers page" })).toBeVisible();
    await expect(log(page).getByText(FAREWELL)).toBeVisible();
  });

  test("typed markup and script are shown as text; nothing runs and no element is created", async ({
    page,
  }) => {
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await openChat(page);
    await chooseAndWaitForQuestion(page, "Explore Services");
    const attempts = [
      "<img src=x onerror=alert(1)>",
      '<script>alert("xss")</script>',
      '<a href="javascript:alert(1)">click</a><img src=x onerror="window.__pwned=1">',
    ];
    for (const attempt of attempts) {
      await send(page, attempt);
      await expect(said(page, attempt)).toBeVisible();
      // Each attempt is "other": the options come back; ask a question again for the next one.
      if (attempt !== attempts.at(-1)) await chooseAndWaitForQuestion(page, "Explore Services");
    }
    await expect(log(page).locator("img, script, a[href^='javascript']")).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
  });

  test("the conversation survives going to another page, closing and a reload", async ({ page }) => {
    await openChat(page);
    await option(page, "Work Arrangement").click();
    const pageLink = log(page).getByRole("link", { name: "Project Management" });
    await expect(pageLink).toBeVisible();

    // A link in an answer loads the next page, where the panel opens again with its conversation.
    await pageLink.click();
    await expect(page).toHaveURL(/\/projectManagement$/);
    await expect(panel(page)).toBeVisible();
    await expect(said(page, "Work Arrangement")).toBeVisible();
    await expect(log(page).getByText(FOLLOW_UP)).toBeVisible();

    // A page link elsewhere (the footer), with the panel closed and opened again.
    await panel(page).getByRole("button", { name: "Close chat" }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/company$/);
    await launcher(page).click();
    await expect(said(page, "Work Arrangement")).toBeVisible();
    await expect(log(page).getByRole("link", { name: "Project Management" })).toBeVisible();
    await expect(input(page)).toBeEnabled();

    // A reload keeps it too (session storage), open as it was left.
    await page.reload();
    await expect(panel(page)).toBeVisible();
    await expect(said(page, "Work Arrangement")).toBeVisible();
    await expect(input(page)).toBeEnabled();
    await page.getByRole("button", { name: "Start over" }).click();
    await expect(said(page, "Work Arrangement")).toHaveCount(0);
    await expect(options(page).getByRole("button")).toHaveText(OPTIONS);
  });

  test("open on the next page, the chat is in its first frame, before any code, and the panel takes its place", async ({
    page,
  }) => {
    await chatWithAnAnswer(page);

    // The island's code held: what shows is what the HTML and the head script drew.
    const problems = collectPageProblems(page);
    const release = await holdScripts(page);
    await page.goto("/projectManagement", { waitUntil: "commit" });
    const standIn = page.locator("[data-chat-stand-in]");
    await expect(standIn).toBeVisible();
    await expect(standIn).toContainText("Work Arrangement");
    await expect(standIn).toContainText(FOLLOW_UP);
    await expect(standIn.getByRole("textbox", { includeHidden: true })).toBeEnabled();
    const drawn = await standIn.boundingBox();

    release();
    await expect(panel(page)).toBeVisible();
    await expect(standIn).toBeHidden();
    // In the stand-in's place: nothing moves.
    expect(await panel(page).boundingBox()).toEqual(drawn);
    await expect(said(page, "Work Arrangement")).toBeVisible();
    await expect(input(page)).toBeEnabled();
    expect(problems).toEqual([]);
  });

  test("a stored conversation of another shape breaks nothing: the frame, then a fresh chat", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem("altura:chat:open", "1");
      sessionStorage.setItem(
        "altura:chat",
        JSON.stringify({
          messages: [{ sender: "bot", body: [{ kind: "list", items: "<b>x</b>" }] }, 7, null],
        }),
      );
    });
    const problems = collectPageProblems(page);
    const release = await holdScripts(page);
    await page.goto(PAGE, { waitUntil: "commit" });
    await expect(page.locator("[data-chat-stand-in]")).toBeVisible();
    expect(await page.locator("[data-chat-stand-in] b").count()).toBe(0);
    release();
    await expect(options(page).getByRole("button")).toHaveText(OPTIONS);
    await expect(page.locator("[data-chat-stand-in]")).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("open on the next page, the chat leaves focus at the top of the page until it is opened", async ({
    page,
  }) => {
    await chatWithAnAnswer(page);

    await openPage(page, "/projectManagement");
    await expect(panel(page)).toBeVisible();
    await expect(said(page, "Work Arrangement")).toBeVisible();
    await expect(log(page).getByText(FOLLOW_UP)).toBeVisible();
    await expect(input(page)).toBeEnabled();
    // A keyboard or screen-reader visitor starts the new page at its top, the skip link first.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();

    // Opened by the visitor, it takes focus as usual.
    await launcher(page).click();
    await expect(panel(page)).toBeHidden();
    await launcher(page).click();
    await expect(input(page)).toBeFocused();
    await expect(said(page, "Work Arrangement")).toBeVisible();
  });

  test("works with the keyboard alone", async ({ page }) => {
    await openPage(page, PAGE);
    // The launcher is the last stop of the page's tab order.
    await page.keyboard.press("Shift+Tab");
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await expect(option(page, "Explore Services")).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(option(page, "Roles & Skills Requirements")).toBeFocused();
    await page.keyboard.press("Enter");
    // Focus waits on the conversation, then moves to the input when the question comes.
    await expect(log(page)).toBeFocused();
    await expect(log(page).getByText(FOLLOW_UP)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.type("yes");
    await page.keyboard.press("Enter");
    await expect(option(page, "Explore Services")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");

    // Space opens it again with the conversation in place; the close button returns focus.
    await page.keyboard.press(" ");
    await expect(option(page, "Explore Services")).toBeFocused();
    await expect(said(page, "Roles & Skills Requirements")).toBeVisible();
    // Backwards through the answer's links and the conversation to the close button.
    for (const target of [
      log(page).getByRole("link", { name: "Staffing Solutions" }),
      log(page).getByRole("link", { name: "contact form" }),
      log(page),
      panel(page).getByRole("button", { name: "Close chat" }),
    ]) {
      await page.keyboard.press("Shift+Tab");
      await expect(target).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test.describe("hand-off to the contact form", () => {
    /** Requests that could send something: anything but a GET, or anything to a mail endpoint. */
    function watchForSending(page: Page) {
      const sending: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET" || /send-form|emailjs|outbox/i.test(request.url())) {
          sending.push(`${request.method()} ${request.url()}`);
        }
      });
      return sending;
    }
    const note = (page: Page) => contactForm(page).getByText(/^Filled in from your chat/);

    test("Connect with Us continues in the contact form with the chat's summary; nothing is sent", async ({
      page,
    }) => {
      const sending = watchForSending(page);
      await openChat(page);
      await chooseAndWaitForQuestion(page, "Explore Services");
      await send(page, "yes");
      await chooseAndWaitForQuestion(page, "Hiring TimeLine and Process");
      await send(page, "YES");
      await option(page, "Connect with Us").click();
      const handoff = log(page).getByRole("link", { name: "Continue in our contact form" });
      await handoff.click();

      await expect(page).toHaveURL(/\/contactUs$/);
      await expect(panel(page)).toBeHidden();
      const message = contactForm(page).getByLabel("Message");
      await expect(message).toHaveValue(
        "From your website chat: Explore Services; Hiring TimeLine and Process; Connect with Us.",
      );
      await expect(message).toBeFocused();
      await expect(note(page)).toBeVisible();
      await expect(note(page)).toContainText("Nothing is sent until you press Send message.");
      await expect(message).toHaveAccessibleDescription(/Filled in from your chat/);
      await expect(contactForm(page).getByText("87 / 150")).toBeVisible();
      // The other fields are the visitor's to fill in; nothing left the page.
      await expect(contactForm(page).getByLabel("Name")).toHaveValue("");
      expect(sending).toEqual([]);
    });

    test("typed questions are in the summary too, cut to the message's limit", async ({ page }) => {
      const sending = watchForSending(page);
      await openChat(page);
      await option(page, "Roles & Skills Requirements").click();
      await expect(input(page)).toBeEnabled();
      // "developer" and "remote" are keywords: each question is answered like its option.
      await send(page, "Do you have senior Salesforce developers available in Europe next quarter?");
      await expect(log(page).getByText(FOLLOW_UP)).toHaveCount(2);
      await send(page, "Could they work remote, in our time zone, with a two week overlap at the start?");
      await expect(log(page).getByText(FOLLOW_UP)).toHaveCount(3);
      await send(page, "please get in touch");
      await log(page).getByRole("link", { name: "Continue in our contact form" }).click();

      const message = contactForm(page).getByLabel("Message");
      await expect(message).toHaveValue(
        /^From your website chat: Roles & Skills Requirements; “Do you have senior/,
      );
      const value = await message.inputValue();
      expect(value.length).toBeLessThanOrEqual(150);
      expect(value).toMatch(/…$/);
      await expect(contactForm(page).getByText("Enter no more than 150 characters.")).toHaveCount(0);
      expect(sending).toEqual([]);
    });

    test("on the contact page itself, the hand-off fills the message and shows the Contact Us form", async ({
      page,
    }) => {
      await openPage(page, "/contactUs");
      await page.getByRole("button", { name: "Show the Write to Us form" }).click();
      await expect(contactForm(page)).toBeHidden();
      await launcher(page).click();
      await option(page, "Connect with Us").click();
      await log(page).getByRole("link", { name: "Continue in our contact form" }).click();
      await expect(contactForm(page)).toBeVisible();
      await expect(contactForm(page).getByLabel("Message")).toHaveValue(
        "From your website chat: Connect with Us.",
      );
      await expect(note(page)).toBeVisible();
    });
  });

  // Each theme once and each layout once (sheet and panel): colours and layout vary independently.
  for (const [width, colorScheme] of [
    [375, "dark"],
    [1440, "light"],
  ] as const) {
    test.describe(`axe at ${width}px, ${colorScheme} theme`, () => {
      test.use({ viewport: { width, height: width === 375 ? 740 : 900 }, colorScheme });
      test("no violations with the panel open, an answer with links shown", async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await openChat(page);
        const initial = await axeViolations(page);
        await chooseAndWaitForQuestion(page, "Connect with Us");
        const answered = await axeViolations(page);
        expect([...initial, ...answered]).toEqual([]);
      });
    });
  }
});
