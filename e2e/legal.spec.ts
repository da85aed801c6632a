import { expect, test, type Locator } from "@playwright/test";
import { legalLinks } from "../app/content/legal-links";
import { siteContent } from "./site-map";
import { shellTexts } from "../app/content/ui";
import { collectPageProblems, openPage } from "./helpers";

/** The privacy policy and the accessibility statement: reachable from every footer, and from every form. */

/** The footer's legal links, with their words from content/ui.yml. */
const footerLinks = [
  { href: legalLinks.privacy.href, label: shellTexts.privacyPolicy },
  { href: legalLinks.accessibility.href, label: shellTexts.accessibility },
];

for (const link of footerLinks) {
  test(`${link.href}: reached from the footer, with an "On this page" list that matches its sections`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await openPage(page, "/company");
    await page.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${link.href}$`));
    const toc = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    const sections = page.locator("main section[id]");
    expect(await toc.count()).toBeGreaterThanOrEqual(5);
    await expect(sections).toHaveCount(await toc.count());
    for (const [index, entry] of (await toc.all()).entries()) {
      const id = (await entry.getAttribute("href"))!.slice(1);
      await expect(sections.nth(index)).toHaveAttribute("id", id);
      await expect(page.getByRole("region", { name: (await entry.textContent())! })).toHaveAttribute(
        "id",
        id,
      );
    }
    await toc.last().click();
    await expect(sections.last().getByRole("heading")).toBeInViewport();
    expect(problems).toEqual([]);
  });
}

test("the accessibility statement names the standard and how to report a problem", async ({ page }) => {
  await openPage(page, "/accessibility");
  await expect(page.getByRole("region", { name: "The standard we meet" })).toContainText(
    "WCAG) 2.2 at level AA",
  );
  await expect(page.getByRole("region", { name: "Report a problem" }).getByRole("link")).toHaveAttribute(
    "href",
    /^mailto:.+\?subject=Accessibility$/,
  );
});

/** The privacy link sits in the submit row, beside the button. */
async function expectPrivacyLinkBesideSubmit(form: Locator) {
  const submit = form.getByRole("button", { name: /^send/i });
  const link = form.getByRole("link", { name: "How we handle your data" });
  await expect(link).toHaveAttribute("href", "/privacy");
  const [button, text] = [(await submit.boundingBox())!, (await link.boundingBox())!];
  expect(Math.abs(button.y + button.height / 2 - (text.y + text.height / 2))).toBeLessThan(button.height);
}

test("every form links the privacy policy next to its submit button", async ({ page }) => {
  await openPage(page, "/contactUs");
  await expectPrivacyLinkBesideSubmit(page.getByRole("form", { name: "Contact Us" }));
  await page.getByRole("button", { name: "Show the Write to Us form" }).click();
  await expectPrivacyLinkBesideSubmit(page.getByRole("form", { name: "Write to Us" }));

  await openPage(page, "/careers");
  await expectPrivacyLinkBesideSubmit(page.getByRole("form", { name: "Job not listed?" }));

  const [position] = siteContent.openPositions;
  await openPage(page, position!.path);
  const apply = page.getByRole("form", { name: `Apply for ${position!.title}` });
  await expectPrivacyLinkBesideSubmit(apply);
  await apply.getByRole("link", { name: "How we handle your data" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("region", { name: "What the forms collect" })).toBeVisible();
});
