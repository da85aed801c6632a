import { expect, test } from "@playwright/test";
import { site } from "../app/content/site";
import { axeViolations, openPage, WITH_MOTION } from "./helpers";

const servicesTargets = ["/it-consulting", "/staffingSolutions", "/projectManagement", "/softwareServices"];
const industriesTargets = [
  "/itTelecommunications",
  "/government",
  "/healthCareAndLifeSciences",
  "/manufacturing",
  "/education",
  "/transportationAndLogistics",
  "/banking",
];

test.describe("header", () => {
  test("Services and Industries menus open by keyboard, list the spec's targets and close with Esc", async ({
    page,
  }) => {
    await openPage(page, "/company");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, targets] of [
      ["Services", servicesTargets],
      ["Industries", industriesTargets],
    ] as const) {
      // A <details> menu: the browser opens it (before any script, see first-tap.spec.ts).
      const button = nav.locator("summary", { hasText: label });
      const details = button.locator("xpath=..");
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(details).toHaveAttribute("open", "");
      const menu = page.locator(`#${await button.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
      const hrefs = await menu
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(targets);
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(details).not.toHaveAttribute("open");
      await expect(button).toBeFocused();
    }
  });

  test("company, careers (external), insights and contact links; social links", async ({ page }) => {
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Company" })).toHaveAttribute("href", "/company");
    await expect(nav.getByRole("link", { name: "Careers" })).toHaveAttribute("href", /^https:\/\//);
    await expect(nav.getByRole("link", { name: "Insights" })).toHaveAttribute("href", "/insights");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contactUs");
    await expect(page.getByRole("banner").getByRole("link", { name: /on LinkedIn/ })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
  });

  test("is transparent over the hero and turns white with the dark logo past 100px", async ({ page }) => {
    await openPage(page, "/it-consulting");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-state", "transparent");
    const logo = header.getByRole("link", { name: `${site.name} home` });
    await expect(logo).toHaveCSS("color", "rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForFunction(() => window.scrollY === 100);
    await expect(header).toHaveAttribute("data-state", "transparent");
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(header).toHaveAttribute("data-state", "solid");
    await expect(logo).toHaveCSS("color", "rgb(11, 21, 51)");
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe("rgb(255, 255, 255)");
  });

  test("is solid on a page that opens scrolled: at a part further down, and after a reload", async ({
    page,
  }) => {
    await openPage(page, "/careers#positions-title");
    const header = page.getByRole("banner");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(header).toHaveAttribute("data-state", "solid");
    await page.reload();
    await expect(header).toHaveAttribute("data-state", "solid");
  });

  for (const [from, to, state, width] of [
    [0, 400, "solid", 412],
    [400, 0, "transparent", 412],
    [0, 400, "solid", 1440],
    [400, 0, "transparent", 1440],
  ] as const) {
    test(`its words contrast with its background at every moment of turning ${state} at ${width}px`, async ({
      page,
    }) => {
      // With motion, as Lighthouse audits: a background that fades while the words switch at
      // once would show, for a moment, the hero's light logo on the white header (or the reverse).
      await page.emulateMedia(WITH_MOTION);
      await page.setViewportSize({ width, height: 823 });
      await openPage(page, "/java");
      const header = page.getByRole("banner");
      await page.evaluate((y) => window.scrollTo(0, y), from);
      await expect(header).toHaveAttribute("data-state", state === "solid" ? "transparent" : "solid");
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      // Whatever the header starts to animate now is held at its first frame, the moment its
      // words have switched.
      await header.evaluate((element) =>
        ["transitionrun", "animationstart"].forEach((type) =>
          element.addEventListener(type, (event) => {
            for (const animation of (event.target as Element).getAnimations()) {
              animation.pause();
              animation.currentTime = 0;
            }
          }),
        ),
      );
      await page.evaluate((y) => window.scrollTo(0, y), to);
      await expect(header).toHaveAttribute("data-state", state);
      expect(await axeViolations(page, { include: "header", rules: ["color-contrast"] })).toEqual([]);
    });
  }

  for (const [width, colorScheme] of [
    [390, "light"],
    [390, "dark"],
    [1440, "light"],
    [1440, "dark"],
  ] as const) {
    test(`its words contrast with what is behind them in either state, over the hero and past it, ${width}px ${colorScheme}`, async ({
      page,
    }) => {
      // The state follows the scroll only once the page script has answered it: before the script
      // runs, while a scroll waits for its answer, after a reload that restores a scroll position,
      // with JavaScript off, either state can meet any part of the page: each is set here by hand,
      // over the hero and over the light band after it.
      await page.setViewportSize({ width, height: 823 });
      await page.emulateMedia({ colorScheme });
      await openPage(page, "/java");
      const header = page.getByRole("banner");
      const heroEnd = await page
        .locator("main > section")
        .first()
        .evaluate((hero) => hero.getBoundingClientRect().height);
      const found: string[] = [];
      for (const [where, y] of [
        ["over the hero", 0],
        ["at the hero's end", heroEnd],
      ] as const) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        for (const state of ["transparent", "solid"]) {
          await header.evaluate((element, value) => (element.dataset.state = value), state);
          for (const violation of await axeViolations(page, { include: "header", rules: ["color-contrast"] }))
            found.push(`${state} ${where}: ${violation}`);
        }
      }
      expect(found).toEqual([]);
    });
  }

  test('Login opens the "Login as" dialog with Recruiter and Admin sign-in links; Esc closes it', async ({
    page,
  }) => {
    await openPage(page, "/");
    const trigger = page.getByRole("button", { name: "Login" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Login as" });
    await expect(dialog).toBeVisible();
    for (const role of ["Recruiter", "Admin"]) {
      await expect(dialog.getByRole("link", { name: new RegExp(role) })).toHaveAttribute(
        "href",
        /^https:\/\/.+login/,
      );
    }
    // Outside the header landmark, and modal: the page behind is inert (no hand-written focus
    // trap), so not even a script can focus a header link until the dialog closes.
    await expect(page.getByRole("banner").locator("dialog")).toHaveCount(0);
    const focusHeaderLink = () =>
      page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>("header a[href='/']");
        link?.focus();
        return link !== null && document.activeElement === link;
      });
    expect(await focusHeaderLink()).toBe(false);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await focusHeaderLink()).toBe(true);
  });

  for (const width of [1024, 1440]) {
    test(`at ${width}px its buttons stand where they will be before the font has come`, async ({
      browser,
    }) => {
      // Text is laid out in the fallback font until the font file arrives (on a slow link, after
      // the first paint): a button that moved then would take a tap meant for its neighbour.
      const buttonsAt = async (font: boolean) => {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        if (!font) await page.route(/\.woff2$/, (route) => route.abort());
        await openPage(page, "/company");
        const boxes = await Promise.all(
          ["Search the site", "Dark theme", "Login"].map((name) =>
            page.locator("header").getByRole("button", { name, exact: true }).boundingBox(),
          ),
        );
        const fonts = await page.evaluate(
          () => [...document.fonts].filter((face) => face.status === "loaded").length,
        );
        await page.close();
        expect(fonts > 0).toBe(font);
        return boxes;
      };
      expect(await buttonsAt(false)).toEqual(await buttonsAt(true));
    });
  }

  test("a skip link moves focus to the main content", async ({ page }) => {
    await openPage(page, "/company");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("at 375px the menu button reveals every header destination and navigating closes it", async ({
    page,
  }) => {
    await openPage(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    const hrefs = await mobile
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const target of ["/company", ...servicesTargets, ...industriesTargets, "/insights", "/contactUs"]) {
      expect(hrefs).toContain(target);
    }
    await mobile.getByRole("link", { name: "Banking" }).click();
    await expect(page).toHaveURL(/\/banking$/);
    await expect(mobile).toBeHidden();
  });

  test("Esc closes the mobile menu", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has every link of spec §Footer, contact details and the 2024 copyright", async ({ page }) => {
    await openPage(page, "/");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const target of [
      "/java",
      "/salesforceServices",
      "/aiAutomation",
      "/networkEngineering",
      "/dataAnalytics",
      "/bigData",
      "/cyberSecurity",
      "/contactUs#contactContainer",
      "/contactUs#mapContainer",
    ]) {
      expect(hrefs).toContain(target);
    }
    // On a phone a tap on the number calls it.
    await expect(footer.getByRole("link", { name: /\(\d{3}\) 555-01\d\d$/ })).toHaveAttribute(
      "href",
      /^tel:\+?\d{10,}$/,
    );
    await expect(footer).toContainText(/@/);
    await expect(footer).toContainText("© 2024");
  });

  test("the footer's contact fragments land on their sections", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Find our offices" }).click();
    await expect(page).toHaveURL(/\/contactUs#mapContainer$/);
    await expect(page.locator("#mapContainer")).toBeInViewport();
  });
});
