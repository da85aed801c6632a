import { expect, test, type Page } from "@playwright/test";
import { axeViolations, collectPageProblems, openPage, SERVER } from "./helpers";
import { canonicalPagePaths } from "./site-map";
import { searchButtonTexts } from "../app/content/ui";
import { drawWholePage } from "../scripts/lib/whole-page.mjs";

/** Site search (Pagefind index built at build time, loaded on first open). */

/** A phrase that appears only in the body of the Flow Builder article. */
const ARTICLE_PHRASE = "Flow Trigger Explorer";
const ARTICLE_PATH = "/insights/flow-builder";

const searchButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Search the site" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search" });
const field = (page: Page) => dialog(page).getByRole("searchbox", { name: "Find a page or article" });
const results = (page: Page) => dialog(page).getByRole("list", { name: "Results" }).getByRole("link");

/**
 * Types into the search box just opened, as a visitor does: into the focused field. The tap or key
 * that opened it also woke the island, so the box may be the placeholder when typing starts and the
 * dialog when it ends (a locator's `fill` would stay with the placeholder's hidden field).
 */
async function typeQuery(page: Page, words: string) {
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(words);
  await expect(field(page)).toHaveValue(words);
}

/**
 * Waits until the island's dialog has taken over from the placeholder: the placeholder (a popover,
 * static HTML) already lists the title index's matches, so results on screen do not mean the
 * dialog's code is there, and on a busy machine it can come seconds later.
 */
async function dialogTookOver(page: Page) {
  await expect(page.locator("dialog[open]")).toBeVisible();
  await expect(dialog(page)).toHaveCount(1); // the placeholder has gone
}

/** Requests for search code (the island's, with its dialog) or index files. */
function watchSearchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/pagefind/") || url.pathname.startsWith("/assets/search"))
      seen.push(url.pathname);
  });
  return seen;
}

test("search code and index load only at the first sign of intent", SERVER, async ({ page }) => {
  const requests = watchSearchRequests(page);
  await openPage(page, "/company");
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
  await searchButton(page).click();
  await expect(field(page)).toBeFocused();
  await expect(dialog(page).getByRole("status")).toHaveText(/Type a word/);
  expect(requests).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/search/),
      "/pagefind/pagefind.js",
      "/pagefind/pagefind-worker.js",
    ]),
  );
});

test("finds a phrase from an article, shows its excerpt, and opens the article", SERVER, async ({ page }) => {
  const problems = collectPageProblems(page);
  await openPage(page, "/company");
  await page.keyboard.press("/");
  await typeQuery(page, ARTICLE_PHRASE);
  const hit = results(page).first();
  await expect(hit).toHaveAttribute("href", ARTICLE_PATH);
  await expect(hit).toHaveAccessibleName(/Flow Builder/);
  await expect(hit).toHaveAccessibleDescription(new RegExp(ARTICLE_PHRASE));
  // The matched words of the excerpt, under the title, are highlighted as elements, not as HTML text.
  const card = dialog(page).getByRole("list", { name: "Results" }).getByRole("listitem").first();
  await expect(card.locator("mark").first()).toHaveText(/flow|trigger|explorer/i);
  await expect(card).not.toContainText("<mark>");
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE_PATH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Flow Builder");
  await expect(dialog(page)).toBeHidden();
  // CSP violations (e.g. WebAssembly) would be reported as console errors.
  expect(problems).toEqual([]);
});

test("Ctrl+K opens it; arrows move between field and results; Enter opens the focused result", async ({
  page,
}) => {
  await openPage(page, "/insights");
  await page.keyboard.press("Control+k");
  await typeQuery(page, "Salesforce");
  // The dialog's own results (Pagefind's: its status counts them); the placeholder's are the title index's.
  await expect(dialog(page).getByRole("status")).toHaveText(/found/);
  await expect(results(page).nth(1)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(results(page).nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(field(page)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const target = await results(page).nth(0).getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(dialog(page)).toBeHidden();
});

test("Enter in the field opens the best result", async ({ page }) => {
  await openPage(page, "/company");
  await searchButton(page).click();
  await typeQuery(page, ARTICLE_PHRASE);
  await dialogTookOver(page);
  await expect(results(page).first()).toHaveAttribute("href", ARTICLE_PATH);
  await field(page).press("Enter");
  await expect(page).toHaveURL(new RegExp(`${ARTICLE_PATH}$`));
});

test("Enter pressed before the results have come opens the best one when they come", async ({ page }) => {
  // Pagefind's result pages (the excerpts it reads for each hit) are held until after the Enter.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/pagefind/**/*.pf_fragment", async (route) => {
    await held;
    await route.continue();
  });
  await openPage(page, "/company");
  await searchButton(page).click();
  await typeQuery(page, ARTICLE_PHRASE); // in no title: the title index lists nothing for it
  await dialogTookOver(page);
  await field(page).press("Enter");
  await expect(results(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/company$/);
  release();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE_PATH}$`));
});

test("no results gets a clear message; Esc closes and focus returns to the button", async ({ page }) => {
  await openPage(page, "/company");
  await searchButton(page).click();
  await typeQuery(page, "zyxwvut");
  await expect(dialog(page).getByText(/No pages match/)).toBeVisible();
  await expect(dialog(page).getByRole("list", { name: "Results" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test("the open dialog, with results and with none, passes axe", async ({ page }) => {
  await openPage(page, "/company");
  await searchButton(page).click();
  await typeQuery(page, "cloud");
  await dialogTookOver(page);
  await expect(results(page).first()).toBeVisible();
  const axe = () => axeViolations(page, { include: "dialog[open]" });
  expect(await axe()).toEqual([]);
  await field(page).fill("zyxwvut");
  await expect(dialog(page).getByText(/No pages match/)).toBeVisible();
  expect(await axe()).toEqual([]);
});

test("/ typed in a form field stays in the field", async ({ page }) => {
  await openPage(page, "/contactUs");
  const name = page.getByRole("textbox", { name: /name/i }).first();
  await name.fill("A");
  await name.press("/");
  await name.press("Control+k");
  await expect(name).toHaveValue("A/");
  await expect(dialog(page)).toBeHidden();
});

test("the index holds every canonical page once: no Not Found page, no alias, no header/footer text", async ({
  page,
}) => {
  await openPage(page, "/company");
  const { urls, footerUrls } = await page.evaluate(async () => {
    const url = "/pagefind/pagefind.js";
    const pagefind = await import(/* @vite-ignore */ url);
    await pagefind.init();
    const all = await pagefind.search(null);
    const urls: string[] = await Promise.all(
      all.results.map(async (r: { data(): Promise<{ url: string }> }) => (await r.data()).url),
    );
    // The footer's office address is on every page, but inside <main> only on a few.
    const footer = await pagefind.search("Lexington");
    const footerUrls: string[] = await Promise.all(
      footer.results.map(async (r: { data(): Promise<{ url: string }> }) => (await r.data()).url),
    );
    return { urls, footerUrls };
  });
  expect([...urls].sort()).toEqual([...canonicalPagePaths].sort());
  // Found exactly on the pages whose own content (<main>) names the office, never via the footer.
  const inMain: string[] = [];
  for (const path of canonicalPagePaths) {
    const html = await (await page.request.get(path)).text();
    if (/<main[\s\S]*Lexington[\s\S]*<\/main>/.test(html)) inMain.push(path);
  }
  expect(inMain).toContain("/contactUs");
  expect([...footerUrls].sort()).toEqual(inMain.sort());
});

test("results keep words apart where two blocks of a page meet (no 'LocationHyderabad')", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openPage(page, "/company");
  const indexed = await page.evaluate(async () => {
    const url = "/pagefind/pagefind.js";
    const pagefind = await import(/* @vite-ignore */ url);
    await pagefind.init();
    const all = await pagefind.search(null);
    return Promise.all(
      all.results.map(async (r: { data(): Promise<{ url: string; content: string }> }) => {
        const { url, content } = await r.data();
        return { url, content };
      }),
    );
  });
  expect(indexed.length).toBeGreaterThan(30);
  // The words a reader sees: the page's text as the browser lays it out (blocks on their own lines).
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .map((word) => word.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}]+$/gu, ""))
      .filter(Boolean);
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const shown = await reader.newPage();
  const joined: string[] = [];
  for (const { url, content } of indexed) {
    await shown.goto(url);
    await drawWholePage(shown); // a band not yet drawn has no line breaks
    const seen = new Set(words(await shown.locator("main").innerText()));
    // A word of the index that is no word on the page but two of them glued together.
    for (const word of new Set(words(content))) {
      if (seen.has(word)) continue;
      const glued = [...word].some(
        (_, at) => at > 0 && seen.has(word.slice(0, at)) && seen.has(word.slice(at)),
      );
      if (glued) joined.push(`${url}: ${word}`);
    }
  }
  await reader.close();
  expect(joined).toEqual([]);
});

test("without JavaScript the search button says where to look instead of offering a dead field", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/company");
  await searchButton(page).click();
  // The placeholder the button opens (a popover: no script needed).
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole("searchbox")).toBeHidden();
  await expect(dialog(page).getByText(searchButtonTexts.loading)).toBeHidden();
  await expect(dialog(page).locator('a[href="/insights"]')).toBeVisible();
  await context.close();
});
