import { expect, test, type Page } from "@playwright/test";
import { POPUP_DELAY_MS } from "../app/features/home/popup-turn";
import { expectAutoplayEvery, firstVisibleSlide, restingSlide, visibleSlideCount } from "./carousel-helpers";
import { collectPageProblems, islandReady, openPage, WITH_MOTION } from "./helpers";

test.describe("home hero", () => {
  test("wider than 576px: a muted, looping, autoplaying video with a poster and a pause control", async ({
    page,
  }) => {
    await page.emulateMedia(WITH_MOTION); // motion is what this test is about
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, "/");
    const video = page.locator("video");
    await expect(video).toHaveCount(1);
    expect(
      await video.evaluate((v: HTMLVideoElement) => [
        v.muted,
        v.loop,
        v.autoplay || !v.paused,
        v.preload,
        v.poster,
      ]),
    ).toEqual([true, true, true, "auto", expect.stringContaining("/media/hero-poster")]);
    await page.getByRole("button", { name: "Pause background video" }).click();
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("576px or narrower: no video element, a two-slide carousel with taglines; resizing switches", async ({
    page,
  }) => {
    await page.emulateMedia(WITH_MOTION); // the video comes in on its own only with motion
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, "/");
    await expect(page.locator("video")).toHaveCount(0);
    const slides = page.getByRole("group", { name: "Highlights" });
    await expect(slides).toBeVisible();
    await expect(slides.locator("[data-slide]")).toHaveCount(2);
    await expect(slides.locator("figcaption").first()).toContainText(/\w+/);
    // The row of slides never widens the hero, with the copies that make the loop seamless either
    // (made once the row is first reached for: here a touch).
    await slides.locator("[data-viewport]").dispatchEvent("pointerdown");
    await expect(slides.locator("[inert]")).not.toHaveCount(0);
    for (const part of [page.getByRole("heading", { level: 1 }), slides]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }

    await page.setViewportSize({ width: 577, height: 800 });
    await expect(page.locator("video")).toHaveCount(1);
    await expect(slides).toBeHidden();
    await page.setViewportSize({ width: 576, height: 800 });
    await expect(page.locator("video")).toHaveCount(0);
    await expect(slides).toBeVisible();
  });

  test("under reduced motion: the poster, and the video only once Play is pressed", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/");
    await page.waitForLoadState("load");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    expect(await hero.evaluate((section) => getComputedStyle(section).backgroundImage)).toContain(
      "/media/hero-poster",
    );
    await expect(page.locator("video")).toHaveCount(0);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
    expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test("the h1 and intro are in the pre-rendered HTML, with no video element", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).not.toContain("<video");
  });
});

test.describe("home intro", () => {
  test("links the four practices in new tabs (safely) and Learn more goes to /company", async ({ page }) => {
    await openPage(page, "/");
    const intro = page.getByRole("region", { name: "Your partner for technology that works" });
    const links = intro.locator('a[target="_blank"]');
    expect(
      await links.evaluateAll((all) => all.map((a) => [a.getAttribute("href"), a.getAttribute("rel")])),
    ).toEqual([
      ["/it-consulting", "noopener noreferrer"],
      ["/staffingSolutions", "noopener noreferrer"],
      ["/projectManagement", "noopener noreferrer"],
      ["/softwareServices", "noopener noreferrer"],
    ]);
    await intro.getByRole("link", { name: /Learn more/ }).click();
    await expect(page).toHaveURL(/\/company$/);
  });
});

test.describe("partners carousel", () => {
  test("shows 4 logos with their names, moves every 3 s, and stops on pause, hover and focus", async ({
    page,
  }) => {
    await page.emulateMedia(WITH_MOTION); // motion is what this test is about
    // A paused clock: autoplay moves only when the test lets time pass.
    await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-03-02T09:00:01Z"));
    await openPage(page, "/");
    const carousel = page.getByRole("group", { name: "Strategic partners", exact: true });
    await carousel.scrollIntoViewIfNeeded();
    for (const name of ["Copado", "CloudBees", "AWS", "Google", "Microsoft", "Salesforce"]) {
      await expect(carousel.getByRole("img", { name, exact: true })).toHaveCount(1);
    }
    expect(await visibleSlideCount(carousel)).toBe(4);
    await expectAutoplayEvery(page, carousel, 3000);

    const paused = await restingSlide(carousel);
    await carousel.getByRole("button", { name: "Play carousel" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4000);
    await expect.poll(() => firstVisibleSlide(carousel)).not.toBe(paused);

    // Keyboard focus on the slides (Shift+Tab from the first button) holds it.
    await expect.poll(() => restingSlide(carousel)).not.toBeNull();
    const focused = await restingSlide(carousel);
    await carousel.getByRole("button", { name: "Previous slide" }).focus();
    await page.keyboard.press("Shift+Tab");
    await page.clock.runFor(4000);
    expect(await restingSlide(carousel)).toBe(focused);
    await carousel.getByRole("button", { name: "Previous slide" }).focus(); // focus leaves the slides
    await page.clock.runFor(4000);
    await expect.poll(() => firstVisibleSlide(carousel)).not.toBe(focused);

    // So does the pointer over them.
    await expect.poll(() => restingSlide(carousel)).not.toBeNull();
    const hovered = await restingSlide(carousel);
    await carousel.getByRole("group", { name: hovered!, exact: true }).hover();
    await page.clock.runFor(4000);
    expect(await firstVisibleSlide(carousel)).toBe(hovered);
  });

  test("every logo has loaded once the carousel is on screen, those still out of its view too", async ({
    page,
  }) => {
    await openPage(page, "/");
    const carousel = page.getByRole("group", { name: "Strategic partners", exact: true });
    await carousel.scrollIntoViewIfNeeded();
    // Lazy on their own, the logos off to the right would start only as a move slides them in.
    const logos = carousel.getByRole("img");
    await expect(logos).toHaveCount(6);
    await expect
      .poll(() =>
        logos.evaluateAll((images: HTMLImageElement[]) => images.filter((i) => !i.naturalWidth).length),
      )
      .toBe(0);
  });
});

test.describe("services grid", () => {
  test("four cards flip on keyboard focus and tap, each with an Explore link to its page", async ({
    page,
  }) => {
    await page.emulateMedia(WITH_MOTION); // motion is what this test is about
    await openPage(page, "/");
    const cards = page.getByTestId("flip-card");
    await expect(cards).toHaveCount(4);
    const targets = ["/it-consulting", "/staffingSolutions", "/projectManagement", "/softwareServices"];
    for (let index = 0; index < 4; index += 1) {
      await expect(cards.nth(index).getByRole("link", { name: /Explore/ })).toHaveAttribute(
        "href",
        targets[index]!,
      );
    }
    const rotation = (index: number) =>
      cards
        .nth(index)
        .locator("> div")
        .evaluate((inner) => getComputedStyle(inner).transform);
    expect(await rotation(0)).toBe("none");
    await cards
      .nth(0)
      .getByRole("link", { name: /Explore/ })
      .focus();
    await expect.poll(() => rotation(0)).toMatch(/^matrix3d\(-1,/);

    await page.keyboard.press("Tab"); // focus moves on: card 0 turns back
    await page.mouse.move(0, 0);
    await cards.nth(3).locator("h3").first().click();
    await expect(cards.nth(3)).toHaveAttribute("data-flipped", "true");
    await expect.poll(() => rotation(3)).toMatch(/^matrix3d\(-1,/);
  });
});

test.describe("how we work", () => {
  /** The highlighted steps, and the step whose centre is nearest the viewport's (and by how much). */
  const readSteps = (page: Page) =>
    page.evaluate(() => {
      const cards = [...document.querySelectorAll<HTMLElement>("[data-step]")];
      const centre = window.innerHeight / 2;
      const distances = cards.map((card) => {
        const box = card.getBoundingClientRect();
        return Math.abs(box.top + box.height / 2 - centre);
      });
      const nearest = distances.indexOf(Math.min(...distances));
      return {
        active: cards
          .map((card, index) => (card.dataset.active === "true" ? index : -1))
          .filter((i) => i >= 0),
        nearest,
        gap: Math.min(...distances.filter((_, i) => i !== nearest)) - distances[nearest]!,
      };
    });
  /**
   * Exactly one step highlighted and (scale transforms can move centres a little; only judge clear
   * cases) the nearest, as soon as the page has reacted; the highlighted step's index.
   */
  const expectNearestHighlighted = async (page: Page) => {
    let state = await readSteps(page);
    await expect
      .poll(async () => {
        state = await readSteps(page);
        return state.active.length === 1 && (state.gap <= 20 || state.active[0] === state.nearest);
      })
      .toBe(true);
    return state.active[0]!;
  };

  test("exactly one step is highlighted while scrolling: the one nearest the viewport centre", async ({
    page,
  }) => {
    await openPage(page, "/");
    const steps = page.locator("[data-step]");
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toContainText("Request a Team");
    await expect(steps.nth(4)).toContainText("Implement Solution");
    const seen = new Set<number>();
    await steps.first().scrollIntoViewIfNeeded();
    const top = await page.evaluate(() => window.scrollY);
    for (let offset = -300; offset <= 900; offset += 100) {
      await page.evaluate((y) => window.scrollTo(0, y), top + offset);
      seen.add(await expectNearestHighlighted(page));
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });

  test("a page opened at the steps highlights the nearest one without a scroll", async ({ page }) => {
    // The band is skipped while far from the viewport (content-visibility: auto) and the script
    // reads nothing then; opened at its heading, the band is drawn at once and must be measured.
    await openPage(page, "/#how-we-work-title");
    await expect(page.getByRole("heading", { name: "How we work" })).toBeInViewport();
    expect(await expectNearestHighlighted(page)).toBeGreaterThan(0);
  });
});

test.describe("blog carousel", () => {
  for (const [width, expected] of [
    [1440, 3],
    [1024, 3],
    [768, 2],
    [560, 1],
  ] as const) {
    test(`shows ${expected} teaser(s) at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, "/");
      const carousel = page.getByRole("group", { name: "Latest insights" });
      await carousel.scrollIntoViewIfNeeded();
      expect(await visibleSlideCount(carousel)).toBe(expected);
    });
  }

  test("has four teasers of 550px with image, title, description and a salesforce category linking to /insights", async ({
    page,
  }) => {
    await openPage(page, "/");
    const carousel = page.getByRole("group", { name: "Latest insights" });
    // By role: the copies that make the loop seamless are hidden from assistive technology.
    const cards = carousel.getByRole("article");
    await expect(cards).toHaveCount(4);
    for (let index = 0; index < 4; index += 1) {
      const card = cards.nth(index);
      expect(Math.round((await card.boundingBox())!.height)).toBe(550);
      await expect(card.locator("img")).toHaveCount(1);
      await expect(card.locator("h3")).not.toBeEmpty();
      await expect(card.getByRole("link", { name: "Salesforce", exact: true })).toHaveAttribute(
        "href",
        "/insights",
      );
    }
  });
});

test.describe("home popup", () => {
  const popup = (page: Page) => page.getByRole("dialog", { name: /consultation/i });

  /** Opens home with the page clock paused, so the popup's delay runs only when the test says. */
  async function openWithPausedClock(page: Page) {
    await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-03-02T09:00:01Z"));
    await openPage(page, "/", { keepPopup: true });
  }

  test("an idle visitor gets it after the page has loaded; it closes and stays dismissed", async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await openWithPausedClock(page);
    await page.clock.runFor(POPUP_DELAY_MS - 1);
    await expect(popup(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(popup(page)).toBeVisible();
    await popup(page).getByRole("button", { name: "Close" }).click();
    await expect(popup(page)).toBeHidden();
    await page.reload();
    await page.clock.runFor(10_000);
    await expect(popup(page)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("with storage blocked by the browser it still comes and closes, and no script on the page fails", async ({
    page,
  }) => {
    // What a browser that blocks site data does: reading either storage throws.
    await page.addInitScript(() => {
      for (const name of ["sessionStorage", "localStorage"]) {
        Object.defineProperty(window, name, {
          get: () => {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.stack ?? error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${message.text()} at ${message.location().url}`);
    });
    await openWithPausedClock(page);
    await page.clock.runFor(POPUP_DELAY_MS);
    await expect(popup(page)).toBeVisible();
    await popup(page).getByRole("button", { name: "Close" }).click();
    await expect(popup(page)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("Esc closes it; while open the page behind is inert", async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(POPUP_DELAY_MS);
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    // The native modal makes the rest of the page inert: Tab moves through the dialog and, past
    // its last control, out to the browser's own UI (the document's body), never to the page.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      expect(
        await dialog.evaluate(
          (d) => d.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    expect(
      await page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>("main a[href]");
        link?.focus();
        return link !== null && document.activeElement === link;
      }),
    ).toBe(false);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  for (const close of ["Close", "Maybe later", "Escape"] as const) {
    test(`closed with ${close}, the next Tab starts at the top of the page, not after the popup`, async ({
      page,
    }) => {
      await openWithPausedClock(page);
      await page.clock.runFor(POPUP_DELAY_MS);
      await expect(popup(page)).toBeVisible();
      if (close === "Escape") await page.keyboard.press("Escape");
      else await popup(page).getByRole("button", { name: close, exact: true }).click();
      await expect(popup(page)).toBeHidden();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    });
  }

  test("the contact action hides it and opens /contactUs", async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(POPUP_DELAY_MS);
    await expect(popup(page)).toBeVisible();
    // A link (it goes to another page), not a button.
    await popup(page).getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contactUs$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a chat opened in the first second is never covered by it", async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(500);
    await page.getByRole("button", { name: "Chat with us" }).click();
    // The chat's code loads on this first use (an island): the clock only runs once it is there.
    await islandReady(page.getByRole("button", { name: "Chat with us" }));
    await page.clock.runFor(400); // React reveals the lazily loaded panel on a short timer
    const chat = page.getByRole("dialog", { name: "Virtual assistant" });
    await expect(chat).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(popup(page)).toBeHidden();
    // Nothing modal sits over the chat: its options can still be used.
    await expect(chat.getByRole("button").first()).toBeEnabled();
    await chat.getByRole("button", { name: "Close chat" }).click();
    await page.clock.runFor(60_000);
    await expect(popup(page)).toBeHidden();
  });

  test("a visitor who scrolls before it is due does not get it during the visit", async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(300);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.clock.runFor(60_000);
    await expect(popup(page)).toBeHidden();
    await page.reload();
    await page.clock.runFor(60_000);
    await expect(popup(page)).toBeHidden();
  });

  test("a visitor typing when it is due is not interrupted", async ({ page }) => {
    await openWithPausedClock(page);
    // A field focused without a click or key (as autofocus or a script would): the check at the
    // moment the popup is due must see it.
    await page.evaluate(() => {
      const field = document.createElement("input");
      field.setAttribute("aria-label", "Probe field");
      document.querySelector("main")!.prepend(field);
      field.focus();
    });
    await page.clock.runFor(POPUP_DELAY_MS * 10);
    await expect(popup(page)).toBeHidden();
    await expect(page.getByRole("textbox", { name: "Probe field" })).toBeFocused();
  });
});
