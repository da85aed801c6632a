import { expect, test } from "@playwright/test";
import { COUNTER_DURATION_MS } from "../app/content/constants";
import { articleSections as sections } from "../deploy/policy.mjs";
import { collectPageProblems, openPage, WITH_MOTION } from "./helpers";
import { siteContent } from "./site-map";

test.describe("industry pages", () => {
  for (const industry of siteContent.industries) {
    test(`${industry.path}: hero, description and "How can we help" cards that resolve`, async ({
      page,
      request,
    }) => {
      await openPage(page, industry.path);
      await expect(page.locator('[aria-labelledby="description-title"] p').first()).not.toBeEmpty();
      const links = page.locator('[aria-labelledby="help-title"] article a');
      await expect(links).toHaveCount(industry.help.cards.length);
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")!))) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });
  }
});

test.describe("company", () => {
  test("counters show final values without JavaScript (pre-rendered)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/company");
    await expect(page.getByRole("definition")).toHaveText([/^(50\+)+$/, /^(10\+)+$/, /^(100\+)+$/]);
    await context.close();
  });

  test("counters wait at zero until scrolled into view, then count up to 50+, 10+, 100+", async ({
    page,
  }) => {
    await page.emulateMedia(WITH_MOTION); // motion is what this test is about
    // A paused clock: the count moves only when the test lets time pass, however busy the machine.
    await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-03-02T09:00:01Z"));
    await page.setViewportSize({ width: 1440, height: 500 });
    await openPage(page, "/company");
    const values = page.getByTestId("counter").locator("[data-value]");
    await expect(values).toHaveCount(3);
    const shown = () =>
      values.evaluateAll((all) => all.map((value) => Number(value.getAttribute("data-value"))));
    await page.clock.runFor(COUNTER_DURATION_MS);
    expect(await shown()).toEqual([0, 0, 0]); // not yet seen: no count, however long
    await page.getByTestId("counter").first().scrollIntoViewIfNeeded();
    // Seen (the observer answers in a frame of the page's own): the count starts with a frame's time.
    await expect
      .poll(async () => {
        await page.clock.runFor(16);
        return (await shown())[0];
      })
      .toBeGreaterThan(0);
    // Half-way through the count: every counter on its way up, none there.
    await page.clock.runFor(COUNTER_DURATION_MS / 2);
    const midway = await shown();
    expect(
      midway.every((value, index) => value > 0 && value < [50, 10, 100][index]!),
      `${midway}`,
    ).toBe(true);
    await page.clock.runFor(COUNTER_DURATION_MS / 2);
    await expect(values).toHaveText(["50+", "10+", "100+"]);
  });

  test("counters do not animate under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1440, height: 500 });
    await openPage(page, "/company");
    await expect(page.getByTestId("counter").locator("[data-value]")).toHaveText(["50+", "10+", "100+"]);
  });

  test("four core values, vision and mission, partner logos and a Contact Us button", async ({ page }) => {
    await openPage(page, "/company");
    for (const value of ["Integrity", "Team Work", "Commitment", "Diversity"]) {
      await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    await expect(page.locator('[aria-labelledby="partners-title"] img')).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
      "href",
      "/contactUs",
    );
  });
});

test.describe("careers", () => {
  test("open positions: a real table with #, Department, Job ID, Location; a row per open position", async ({
    page,
  }) => {
    const open = siteContent.openPositions;
    await openPage(page, "/careers");
    const table = page.getByRole("table", { name: "Open positions" });
    await expect(table.getByRole("columnheader")).toHaveText(["#", "Department", "Job ID", "Location"]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(open.length);
    // Spec §2 Careers page: the five departments' rows, located in Hyderabad, Bangalore and the USA.
    await expect(rows.getByRole("rowheader").getByRole("link")).toHaveText(
      ["HR", "Marketing", "Software Development", "Business Development", "Administration"].map(
        (department) => new RegExp(`^${department}`),
      ),
    );
    await expect(rows.locator("td:nth-child(3)")).toHaveText(open.map((position) => position.jobId));
    const locations = await rows.locator("td:last-child").allTextContents();
    expect(new Set(locations)).toEqual(new Set(["Hyderabad", "Bangalore", "USA"]));
    // Each row names its role and leads to the role's own page.
    await expect(rows.getByRole("rowheader").getByRole("link")).toHaveText(
      open.map((position) => `${position.department} ${position.title}`),
    );
    await rows.getByRole("link", { name: open[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`${open[0]!.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(open[0]!.title);
  });

  test("the table stays readable at 375px: no cell is cut off and the page does not scroll sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, "/careers");
    const table = page.getByRole("table", { name: "Open positions" });
    const box = (await table.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // Nothing hides behind the table's own horizontal scroll either.
    const wrapper = table.locator("xpath=..");
    expect(await wrapper.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const fontSize = await table
      .locator("td")
      .first()
      .evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(14);
  });

  test("perks, five Life cards and the external careers site", async ({ page }) => {
    await openPage(page, "/careers");
    const life = page.locator('[aria-labelledby="life-title"] > div > div > ul > li');
    await expect(life.locator("h3")).toHaveText([
      "Growth",
      "Learning",
      "Compensation and Benefits",
      "Professional Development",
      "Work Environment",
    ]);
    await expect(page.locator('[aria-labelledby="perks-title"] li')).not.toHaveCount(0);
    await expect(page.getByRole("main").locator('a[href^="https://careers."]').first()).toBeVisible();
  });
});

test("careers: the external careers frame loads only when asked", async ({ page }) => {
  const external: string[] = [];
  await page.route(/careers\.altura\.example/, (route) => {
    external.push(route.request().url());
    return route.fulfill({ body: "<title>Openings</title><h1>Openings</h1>", contentType: "text/html" });
  });
  await openPage(page, "/careers");
  const section = page.locator('[aria-labelledby="all-openings-title"]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("iframe")).toHaveCount(0);
  expect(external).toEqual([]);
  await section.getByRole("button", { name: /Show current openings/ }).click();
  const frame = section.locator("iframe");
  await expect(frame).toHaveAttribute("title", /openings/i);
  await expect(frame).toBeFocused();
  await expect.poll(() => external.length).toBeGreaterThan(0);
});

test.describe("insights", () => {
  test("lists six article cards, each opening its article", async ({ page }) => {
    await openPage(page, "/insights");
    const cards = page.locator('[aria-labelledby="articles-title"] article');
    await expect(cards).toHaveCount(6);
    await cards
      .first()
      .getByRole("link", { name: /Read article/ })
      .click();
    await expect(page).toHaveURL(/\/insights\/[a-z-]+$/);
    await expect(page.getByRole("link", { name: "All insights" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
  });

  for (const { section, slug } of [...sections, { section: "", slug: "marketing" }]) {
    test(`insightsBlog${section ? `?section=${section}` : " without a section"} shows the ${slug} article`, async ({
      page,
    }) => {
      const problems = collectPageProblems(page);
      const query = section ? `?section=${encodeURIComponent(section)}` : "";
      await page.goto(`/insightsBlog${query}`);
      await expect(page).toHaveURL(new RegExp(`/insights/${slug}$`));
      const html = await (await page.request.get(`/insights/${slug}`)).text();
      const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1]!;
      await expect(page.locator("h1")).toHaveText(title.replace(/&amp;/g, "&").replace(/&#x27;/g, "'"));
      expect(problems).toEqual([]);
    });
  }

  test("on a host without redirects (its 404 page for the address) the page opens the right article, without a wrong one first", async ({
    page,
    request,
  }) => {
    const fallback = await (await request.get("/no-such-page")).text();
    expect(fallback).not.toMatch(/<h1[^>]*>[^<]*(Marketing|Flow)/); // no article pre-rendered here
    await page.route("**/insightsBlog?*", (route) =>
      route.fulfill({ status: 404, body: fallback, contentType: "text/html" }),
    );
    const headings: string[] = [];
    await page.exposeFunction("recordHeading", (text: string) => headings.push(text));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const h1 = document.querySelector("h1")?.textContent;
        if (h1) (window as unknown as { recordHeading: (t: string) => void }).recordHeading(h1);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto("/insightsBlog?section=flowBuilder");
    await expect(page).toHaveURL(/\/insights\/flow-builder$/);
    await expect(page.locator("h1")).toContainText(/Flow/);
    expect(headings.filter((text) => /Marketing/i.test(text))).toEqual([]);

    await page.goto("/insightsBlog?section=nonsense");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });

  test("articles: date, reading time, headings and Article JSON-LD", async ({ request }) => {
    for (const { slug } of sections) {
      const html = await (await request.get(`/insights/${slug}`)).text();
      expect(html).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}"/i);
      expect(html.replace(/<[^>]*>/g, "")).toMatch(/\d+ min read/);
      expect(html).toMatch(/<h2[^>]*>/);
      const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html);
      expect(JSON.parse(ld![1]!)).toMatchObject({ "@type": "Article" });
    }
  });

  test("the RSS feed parses as XML with six items and is linked from /insights", async ({
    page,
    request,
  }) => {
    const feed = await request.get("/insights/rss.xml");
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    await page.goto("about:blank");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        items: doc.querySelectorAll("channel > item").length,
        links: [...doc.querySelectorAll("item > link")].map((link) => new URL(link.textContent!).pathname),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.items).toBe(6);
    expect(parsed.links.every((link) => link.startsWith("/insights/"))).toBe(true);
    const insights = await (await request.get("/insights")).text();
    expect(insights).toMatch(
      /<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/insights\/rss.xml"/,
    );
  });
});
