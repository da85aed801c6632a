import { expect, test, type Locator, type Page } from "@playwright/test";
import { restingSlide } from "./carousel-helpers";
import { collectPageProblems, holdScripts } from "./helpers";

/**
 * Every control answers the first tap after the first paint, on a page whose script files have
 * not come yet: they are held back (route interception) until after the tap, then released.
 * Controls the browser or an inline script answers (`<details>` menus, popovers, the login
 * `<dialog>`, the theme switch, the carousels) must have answered before the release; a button
 * inside an island must show the tap was seen (`aria-busy`) and carry it out once the island's
 * code is there.
 * Timings on a slow phone are `npm run bench`'s.
 */

/**
 * Holds the parser of `path` right after the first match of `stop`, at a script file that comes
 * only on `release`: what is above it is painted and usable, the rest of the page has not arrived.
 */
async function holdParserAfter(page: Page, path: string, stop: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("/held-back.js", async (route) => {
    await held;
    await route.fulfill({ contentType: "text/javascript", body: "" });
  });
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      stop,
      (part) => `${part}<script src="/held-back.js"></script>`,
    );
    expect(html).toContain("held-back.js");
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response, headers, body: html });
  });
  return release;
}

/** The header's last button, the menu button: the header's controls are parsed, not what follows. */
const HEADER_PARSED = /popoverTarget="mobile-nav"[\s\S]*?<\/button>/;

/**
 * Opens `path` with its scripts held back (and with `parsedUpTo`, its parser too: the tap comes
 * while the rest of the page is on its way); returns `release` and the page's reported problems.
 */
async function openWithoutScripts(page: Page, path: string, { parsedUpTo }: { parsedUpTo?: RegExp } = {}) {
  await page.addInitScript(() => sessionStorage.setItem("altura:home-popup-dismissed", "1"));
  const problems = collectPageProblems(page);
  const releaseScripts = await holdScripts(page);
  const releaseParser = parsedUpTo ? await holdParserAfter(page, path, parsedUpTo) : () => {};
  await page.goto(path, { waitUntil: "commit" });
  const release = () => {
    releaseParser();
    releaseScripts();
  };
  return { problems, release };
}

/** Lets the scripts come; no console error (no hydration mismatch, no CSP violation) meanwhile. */
async function releaseAndHydrate(page: Page, release: () => void, problems: string[]) {
  release();
  expect(problems).toEqual([]);
}

/** A tap held for its code: seen at once, not yet carried out. */
async function expectHeld(control: Locator) {
  await expect(control).toHaveAttribute("aria-busy", "true");
}

test.describe("at 1440px", () => {
  test("the Services menu opens at the first tap, before the page's code, and stays open after", async ({
    page,
  }) => {
    const { problems, release } = await openWithoutScripts(page, "/company");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary, button", { hasText: "Services" }).click();
    const consulting = nav.getByRole("link", { name: "IT Consulting" });
    await expect(consulting).toBeVisible();
    await releaseAndHydrate(page, release, problems);
    await expect(consulting).toBeVisible();
    // The head script closes it on Esc.
    await consulting.focus();
    await page.keyboard.press("Escape");
    await expect(consulting).toBeHidden();
  });

  test("search: the tap opens the search box at once, what is typed carries into the search", async ({
    page,
  }) => {
    const { problems, release } = await openWithoutScripts(page, "/");
    await page.getByRole("button", { name: "Search the site" }).click();
    const waiting = page.getByRole("dialog", { name: "Search" });
    await expect(waiting).toBeVisible();
    await waiting.getByRole("searchbox").fill("staffing");
    await releaseAndHydrate(page, release, problems);
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toHaveCount(1);
    await expect(dialog.getByRole("searchbox")).toHaveValue("staffing");
    await expect(dialog.getByRole("list", { name: "Results" }).getByRole("link").first()).toBeVisible();
  });

  test("search: typed at first paint, the title index answers and Pagefind loads while the island's code is held; then the dialog answers every letter", async ({
    page,
  }) => {
    const { problems, release } = await openWithoutScripts(page, "/");
    const pagefind: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/pagefind/")) pagefind.push(path);
    });
    await page.getByRole("button", { name: "Search the site" }).click();
    const waiting = page.getByRole("dialog", { name: "Search" });
    await waiting.getByRole("searchbox").pressSequentially("java");
    // Before any file of code, the title index answers in the placeholder: ArrowDown moves to the
    // first result, ArrowUp back to the field.
    const listed = waiting.getByRole("list", { name: "Results" }).getByRole("link");
    await expect(listed.first()).toBeVisible();
    await expect(waiting.locator('a[href="/java"]')).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await expect(listed.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(waiting.getByRole("searchbox")).toBeFocused();
    // The title index, Pagefind's module, its WebAssembly, its metadata and the index chunks for
    // the typed word all come before any file of the island's code.
    await expect
      .poll(
        () =>
          pagefind.filter((path) => /\.pf_(meta|index)$|wasm\.|pagefind\.js$|titles\.json$/.test(path))
            .length,
      )
      .toBeGreaterThanOrEqual(5);
    expect(pagefind.some((path) => path.endsWith(".pf_index"))).toBe(true);
    await releaseAndHydrate(page, release, problems);
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog.getByRole("searchbox")).toHaveValue("java");
    await expect(dialog.getByRole("list", { name: "Results" }).getByRole("link").first()).toBeVisible();
    await dialog.getByRole("searchbox").press("Backspace");
    await expect(dialog.getByRole("searchbox")).toHaveValue("jav");
    await expect(dialog.getByRole("list", { name: "Results" }).getByRole("link").first()).toBeVisible();
  });

  test("search: Enter in the box before any code opens the first of the title index's matches", async ({
    page,
  }) => {
    await openWithoutScripts(page, "/company");
    await page.getByRole("button", { name: "Search the site" }).click();
    const waiting = page.getByRole("dialog", { name: "Search" });
    await waiting.getByRole("searchbox").pressSequentially("java");
    const first = waiting.getByRole("list", { name: "Results" }).getByRole("link").first();
    await expect(first).toBeVisible();
    const target = await first.getAttribute("href");
    expect(target).toMatch(/^\//);
    await waiting.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test("Login: the first tap opens the dialog, before any code and the rest of the page (a <dialog>, commandfor)", async ({
    page,
  }) => {
    const { problems, release } = await openWithoutScripts(page, "/company", {
      parsedUpTo: HEADER_PARSED,
    });
    const login = page.getByRole("banner").getByRole("button", { name: "Login" });
    await login.click();
    await expect(page.getByRole("dialog", { name: "Login as" })).toBeVisible();
    await expect(login).not.toHaveAttribute("aria-busy");
    expect(await page.evaluate(() => document.readyState)).toBe("loading");
    await releaseAndHydrate(page, release, problems);
  });

  test("the theme switch: the first tap switches the theme, before any file of code (the head script)", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const { problems, release } = await openWithoutScripts(page, "/company");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await releaseAndHydrate(page, release, problems);
  });

  test("carousel: Next pressed at first paint, before the page is parsed, moves the slides", async ({
    page,
  }) => {
    // No autoplay (reduced motion): only the press may move the slides.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const problems = collectPageProblems(page);
    // The parser stops right after the carousel's section: DOMContentLoaded has not come.
    const release = await holdParserAfter(page, "/java", /data-carousel=[\s\S]*?<\/section>/);
    await page.goto("/java", { waitUntil: "commit" });
    const carousel = page.getByRole("group", { name: "What we do", exact: true });
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => restingSlide(carousel)).toMatch(/^2 of \d+$/);
    expect(await page.evaluate(() => document.readyState)).toBe("loading");
    release();
    await page.waitForLoadState("load");
    expect(problems).toEqual([]);
  });

  test("contact form: Send pressed before its code came is carried out then, nothing typed is lost", async ({
    page,
  }) => {
    const { problems, release } = await openWithoutScripts(page, "/contactUs");
    const form = page.getByRole("form", { name: "Contact Us" });
    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada.lovelace@example.com");
    await form.getByLabel("Phone number").fill("+1 212 555 0142");
    await form.getByLabel("Message").fill("We need three Salesforce developers.");
    const send = form.getByRole("button", { name: /send message/i });
    // Not disabled: aria-disabled until the form's code knows it is valid (Playwright counts that as disabled).
    await expect(send).not.toHaveAttribute("disabled");
    await send.click({ force: true });
    await expectHeld(send);
    await releaseAndHydrate(page, release, problems);
    // The press was carried out: the form checked itself and asks for the one field left empty.
    await expect(form.getByText("Country is required.")).toBeVisible();
    await expect(form.getByLabel("Country")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel("Message")).toHaveValue("We need three Salesforce developers.");
    await form.getByLabel("Country").fill("India");
    await send.click({ force: true });
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
  });
});

test("contact form: a field left before the form's code came shows its message once the code is there", async ({
  page,
}) => {
  const { problems, release } = await openWithoutScripts(page, "/contactUs");
  const form = page.getByRole("form", { name: "Contact Us" });
  await form.getByLabel("Name").focus();
  await form.getByLabel("Email").focus(); // leaves Name empty: touched
  await releaseAndHydrate(page, release, problems);
  await expect(form.getByText("Name is required.")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  // Email has focus, not yet left: no message for it.
  await expect(form.getByText("Email is required.")).toHaveCount(0);
});

test.describe("at 390px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the menu button opens the menu at the first tap, before the page's code and the rest of the page", async ({
    page,
  }) => {
    const { problems, release } = await openWithoutScripts(page, "/", {
      parsedUpTo: HEADER_PARSED,
    });
    await page.getByRole("button", { name: "Open menu" }).tap();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    expect(await page.evaluate(() => document.readyState)).toBe("loading");
    await releaseAndHydrate(page, release, problems);
    await expect(mobile).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  });

  test("the chat launcher answers at once (Loading chat…), then the panel opens", async ({ page }) => {
    const { problems, release } = await openWithoutScripts(page, "/java");
    await page.getByRole("button", { name: "Chat with us" }).tap();
    await expect(page.getByRole("status").filter({ hasText: "Loading chat…" })).toBeVisible();
    await releaseAndHydrate(page, release, problems);
    await expect(page.getByRole("dialog", { name: "Virtual assistant" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Chat with us" })).toHaveAttribute("aria-expanded", "true");
  });
});
