import { expect, test, type Page } from "@playwright/test";
import { collectPageProblems, openPage } from "./helpers";

/**
 * Issue 26 item 4: what the browser has stored never breaks a page. Each value below is what an
 * earlier release, a hand edit or another script could leave under our keys (app/lib/storage.ts):
 * the page renders without an error and the widget that reads it still works, starting afresh.
 */

/** A saved chat whose top level is right but whose messages are of another shape. */
const chatOfAnotherShape = JSON.stringify({
  messages: [{ id: 1, sender: "bot", body: "a string where rich text was expected" }],
  showOptions: true,
  inputEnabled: true,
  draft: "",
  pending: [],
  nextId: 2,
});
const chatOfWrongTypes = JSON.stringify({
  messages: "none",
  showOptions: "yes",
  inputEnabled: 1,
  draft: null,
  pending: {},
  nextId: "2",
});
const STORED = {
  "another shape": chatOfAnotherShape,
  "wrong types": chatOfWrongTypes,
  "garbage JSON": "{not json",
  "a bare value": "42",
};

/** Puts `value` under every key a chat was ever saved at (this release's and the one before). */
async function storeChat(page: Page, value: string) {
  await page.addInitScript((saved) => {
    for (const key of ["altura:chat", "chatbot:conversation:v1"]) sessionStorage.setItem(key, saved);
  }, value);
}

for (const [kind, value] of Object.entries(STORED)) {
  test(`a saved chat of ${kind}: the page renders and the chat starts afresh and answers`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await storeChat(page, value);
    await openPage(page, "/company");
    await page.getByRole("button", { name: "Chat with us" }).click();
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.getByText("How can I assist you today?")).toBeVisible();
    await page
      .getByRole("group", { name: "Options" })
      .getByRole("button", { name: "Job Opportunities" })
      .click();
    await expect(log.getByRole("link", { name: "Careers page" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("drafts, the chosen form and the chat's hand-off of another shape: the contact page and its form work", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.addInitScript(() => {
    sessionStorage.setItem("altura:draft:contact", JSON.stringify(["not", "a", "draft"]));
    sessionStorage.setItem("altura:draft:write", "{not json");
    sessionStorage.setItem("altura:contact:selected", JSON.stringify({ form: "write" }));
    sessionStorage.setItem("altura:chat-handoff", JSON.stringify({ message: 42, applied: "no" }));
  });
  await openPage(page, "/contactUs");
  const name = page.getByRole("textbox", { name: "Name" });
  await name.fill("Ada");
  await expect(name).toHaveValue("Ada");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  expect(problems).toEqual([]);
});

for (const stored of ["purple", '{"theme":"dark"}', ""]) {
  test(`a stored theme of ${JSON.stringify(stored)}: the system theme shows and the switch works`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript((value) => {
      localStorage.setItem("altura:theme", value);
      localStorage.setItem("altura:analytics-consent", value);
    }, stored);
    await openPage(page, "/company");
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
    const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(problems).toEqual([]);
  });
}
