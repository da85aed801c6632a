import { expect, test } from "@playwright/test";
import { expectAutoplayEvery, firstVisibleSlide, restingSlide, visibleSlideCount } from "./carousel-helpers";
import { openPage, WITH_MOTION } from "./helpers";
import { siteContent } from "./site-map";

const { services: servicePages } = siteContent;
const consultingSubPages = [siteContent.itInfra, siteContent.itAssess, siteContent.itDesign];

test.describe("IT consulting family", () => {
  test("/it-consulting: why, a what-we-do carousel to the three sub-pages, why choose us", async ({
    page,
  }) => {
    await openPage(page, "/it-consulting");
    const carousel = page.locator("[aria-roledescription=carousel]").first();
    const hrefs = await carousel
      .locator("[data-slide] a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/it-infra", "/it-assess", "/it-design"]);
    await expect(page.locator('[aria-labelledby="why-title"] li')).not.toHaveCount(0);
    await expect(page.locator('[aria-labelledby="why-choose-us-title"] li')).not.toHaveCount(0);
  });

  test("/itConsulting serves the same page", async ({ page }) => {
    await openPage(page, "/itConsulting");
    const h1 = await page.locator("h1").textContent();
    await openPage(page, "/it-consulting");
    await expect(page.locator("h1")).toHaveText(h1!);
  });

  for (const [path, blocks] of [
    ["/it-infra", 4],
    ["/it-assess", 2],
    ["/it-design", 3],
  ] as const) {
    test(`${path} has ${blocks} alternating image and text blocks, line breaks as paragraphs`, async ({
      page,
    }) => {
      await openPage(page, path);
      const items = page.getByTestId("info-block");
      await expect(items).toHaveCount(blocks);
      const page_ = consultingSubPages.find((candidate) => candidate.path === path)!;
      const paragraphs = page_.blocks[0]!.description.split(/\n\s*\n/).length;
      await expect(items.first().locator("p")).toHaveCount(paragraphs);
      if (blocks > 1) {
        const imageLeft = async (index: number) => (await items.nth(index).locator("img").boundingBox())!.x;
        const textLeft = async (index: number) => (await items.nth(index).locator("h3").boundingBox())!.x;
        expect(await imageLeft(0)).toBeLessThan(await textLeft(0));
        expect(await imageLeft(1)).toBeGreaterThan(await textLeft(1));
      }
    });
  }
});

test("/staffingSolutions: why, five hiring steps, four service cards to /contactUs", async ({ page }) => {
  await openPage(page, "/staffingSolutions");
  const process = page.locator('[aria-labelledby="process-title"]');
  await expect(process.locator("ol > li")).toHaveCount(5);
  await expect(process.locator("ol > li").first()).toContainText("01");
  const hrefs = await page
    .locator('[aria-labelledby="services-title"] article a')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(Array(4).fill("/contactUs"));
});

test("/projectManagement: four service cards to /contactUs and five grouped lists", async ({ page }) => {
  await openPage(page, "/projectManagement");
  const hrefs = await page
    .locator('[aria-labelledby="services-title"] article a')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(Array(4).fill("/contactUs"));
  const groups = page.locator('[aria-labelledby="practices-title"] section');
  await expect(groups).toHaveCount(5);
  for (const title of ["Planning", "Monitoring", "Resource", "Risk", "Time"]) {
    await expect(groups.filter({ has: page.getByRole("heading", { name: new RegExp(title) }) })).toHaveCount(
      1,
    );
  }
});

test.describe("/softwareServices", () => {
  const declared = servicePages.map((page) => page.path);

  test("links each of the seven services to its declared page", async ({ page }) => {
    await openPage(page, "/softwareServices");
    const hrefs = await page
      .getByTestId("services-orbit")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(declared);
  });

  for (const [width, layout] of [
    [1199, "grid"],
    [1200, "grid"],
    [1201, "circle"],
  ] as const) {
    test(`is a ${layout} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1000 });
      await openPage(page, "/softwareServices");
      const orbit = page.getByTestId("services-orbit");
      const display = await orbit.evaluate((element) => getComputedStyle(element).display);
      const items = orbit.locator("li");
      await expect(items).toHaveCount(7);
      const centres = await items.evaluateAll((all) =>
        all.map((item) => {
          const box = item.getBoundingClientRect();
          return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        }),
      );
      if (layout === "grid") {
        expect(display).toBe("grid");
        // Rows: several items share the same vertical centre.
        expect(new Set(centres.map((c) => Math.round(c.y))).size).toBeLessThan(7);
      } else {
        expect(display).toBe("block");
        // Every item sits at the same distance from the common centre.
        const cx = centres.reduce((sum, c) => sum + c.x, 0) / 7;
        const cy = centres.reduce((sum, c) => sum + c.y, 0) / 7;
        const radii = centres.map((c) => Math.hypot(c.x - cx, c.y - cy));
        expect(Math.max(...radii) - Math.min(...radii)).toBeLessThan(12);
        // ...and no two items overlap.
        const boxes = await items.evaluateAll((all) =>
          all.map((item) => item.getBoundingClientRect().toJSON()),
        );
        for (let a = 0; a < boxes.length; a += 1) {
          for (let b = a + 1; b < boxes.length; b += 1) {
            const [p, q] = [boxes[a], boxes[b]];
            const overlap = p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
            expect(overlap, `items ${a} and ${b} overlap`).toBe(false);
          }
        }
      }
    });
  }
});

test.describe("the seven service pages", () => {
  for (const service of servicePages) {
    test(`${service.path}: what-we-do carousel, ${service.strategy ? "five-step strategy, " : ""}why-hire image, Request a meeting`, async ({
      page,
    }) => {
      await openPage(page, service.path);
      const carousel = page.locator("[aria-roledescription=carousel]");
      await expect(carousel.locator("[data-slide]")).toHaveCount(service.whatWeDo.cards.length);
      if (service.strategy) {
        const steps = page.locator('[aria-labelledby="strategy-title"] ol > li');
        await expect(steps).toHaveCount(5);
        const numbers = await steps.locator("span[aria-hidden]").allTextContents();
        expect(numbers).toEqual(["01", "02", "03", "04", "05"]);
        const section = await page.locator('[aria-labelledby="strategy-title"] ol').boundingBox();
        const indents = await steps.evaluateAll((items) =>
          items.map((item) => parseFloat(getComputedStyle(item).marginLeft)),
        );
        indents.forEach((indent, index) => {
          expect(Math.abs(indent - (section!.width * (50 - 10 * (index + 1))) / 100)).toBeLessThan(2);
        });
      } else {
        await expect(page.locator('[aria-labelledby="strategy-title"]')).toHaveCount(0);
      }
      await expect(page.locator('[aria-labelledby="why-hire-title"] img')).toHaveAttribute("alt", /\S/);
      const meeting = page.getByRole("link", { name: "Request a meeting" }).first();
      await expect(meeting).toHaveAttribute("href", "/contactUs");
    });
  }

  for (const [width, expected] of [
    [1440, 3],
    [1024, 3],
    [992, 2],
    [768, 2],
    [560, 1],
  ] as const) {
    test(`the carousel shows ${expected} card(s) at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, "/cyberSecurity");
      const carousel = page.locator("[aria-roledescription=carousel]").first();
      await carousel.scrollIntoViewIfNeeded();
      expect(await visibleSlideCount(carousel)).toBe(expected);
    });
  }

  test("the carousel moves every 5 s and stays put when paused", async ({ page }) => {
    await page.emulateMedia(WITH_MOTION); // motion is what this test is about
    // A paused clock: autoplay moves only when the test lets time pass.
    await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-03-02T09:00:01Z"));
    await openPage(page, "/java");
    const carousel = page.locator("[aria-roledescription=carousel]").first();
    await expectAutoplayEvery(page, carousel, 5000);
  });
});

test("the carousel loops both ways, counts quick presses, and scrolls natively with a wheel or swipe", async ({
  page,
}) => {
  // A paused clock: no autoplay step interferes with the presses.
  await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-02T09:00:01Z"));
  const java = servicePages.find((service) => service.path === "/java")!;
  const count = java.whatWeDo.cards.length;
  expect(count).toBeGreaterThan(3);
  await openPage(page, "/java");
  const carousel = page.getByRole("group", { name: java.whatWeDo.intro.title, exact: true });
  await carousel.scrollIntoViewIfNeeded();
  expect(await restingSlide(carousel)).toBe(`1 of ${count}`);

  await carousel.getByRole("button", { name: "Previous slide" }).click(); // back past the first: the last
  await expect.poll(() => restingSlide(carousel)).toBe(`${count} of ${count}`);
  const next = carousel.getByRole("button", { name: "Next slide" });
  await next.click(); // on past the last: the first again
  await expect.poll(() => restingSlide(carousel)).toBe(`1 of ${count}`);
  await next.click();
  await next.click(); // pressed during the first scroll: two steps, not one
  await expect.poll(() => restingSlide(carousel)).toBe(`3 of ${count}`);
  // The copies that make the loop seamless are hidden from assistive technology and the tab order.
  expect(await carousel.getByRole("group", { name: /^\d+ of \d+$/ }).count()).toBe(count);

  const slides = carousel.getByRole("group", { name: `3 of ${count}`, exact: true });
  await slides.hover();
  await page.mouse.wheel(300, 0); // a sideways wheel or trackpad swipe, snapping to the next slide
  await expect.poll(() => restingSlide(carousel)).toBe(`4 of ${count}`);
});

test("each service page's hero switches to the small image at 768px or less", async ({ page }) => {
  for (const [width, small] of [
    [768, true],
    [769, false],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, "/bigData");
    const src = await page
      .locator("section[aria-labelledby=page-title] img")
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src.endsWith("-sm.svg")).toBe(small);
  }
});

test("a carousel whose cards all fit starts moving once a narrower window makes them overflow", async ({
  page,
}) => {
  await page.emulateMedia(WITH_MOTION); // motion is what this test is about
  // A paused clock: autoplay moves only when the test lets time pass, however busy the machine.
  await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-02T09:00:01Z"));
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  await openPage(page, "/it-consulting"); // three cards, three visible at 1440px
  const carousel = page.locator("[aria-roledescription=carousel]").first();
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole("button", { name: "Next slide" })).toBeDisabled();
  await page.setViewportSize({ width: 900, height: 900 });
  await expect(carousel.getByRole("button", { name: "Next slide" })).toBeEnabled();
  const start = await firstVisibleSlide(carousel);
  await page.mouse.move(0, 0);
  await page.clock.runFor(Number(await carousel.getAttribute("data-autoplay-ms")) + 1000);
  await expect.poll(() => firstVisibleSlide(carousel)).not.toBe(start);
  expect(problems).toEqual([]);
});

test("without JavaScript no carousel shows buttons that would do nothing", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Every page with a carousel: the home page, IT consulting and the seven service pages.
  for (const path of ["/", "/it-consulting", ...servicePages.map((service) => service.path)]) {
    await page.goto(path);
    const carousels = page.locator("[aria-roledescription=carousel]");
    const buttons = carousels.getByRole("button", { includeHidden: true });
    expect(await buttons.count(), `${path}: the buttons are in the page`).toBeGreaterThan(0);
    // Swiping and scrolling the row are the browser's own; the buttons need the carousel's script.
    await expect(carousels.getByRole("button"), `${path}: buttons shown`).toHaveCount(0);
  }
  await context.close();
});
