import { expect, test } from "@playwright/test";
import { CHROMIUM_FLAGS, testChromium } from "../scripts/lib/chromium.mjs";
import { openPage } from "./helpers";

// Chromium animates End's scroll; when the page shrinks under that animation (bands drawn as it
// passes them), it retargets and can stop a few hundred pixels short, in about one run of four at
// 1440px. That is the browser's animation, not where the page ends: here the scroll is instant.
test.use({
  launchOptions: {
    executablePath: testChromium(),
    args: [...CHROMIUM_FLAGS, "--disable-smooth-scrolling"],
  },
});

test.describe("the page below the first screen", () => {
  for (const width of [375, 1440]) {
    test(`at ${width}px one press of End reaches the end, though the bands are drawn as they near`, async ({
      page,
    }) => {
      // Until drawn, a band's content counts as taller than most are (app/styles/app.css): the
      // page shrinks as it is drawn, and the scroll stops at its new end. Counted shorter, the
      // page would grow under the scroll and End would stop short.
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, "/java");
      await page.keyboard.press("End");
      await expect
        .poll(() =>
          page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight),
        )
        .toBe(true);
      await expect(page.getByRole("contentinfo").getByText("© 2024")).toBeInViewport();
    });
  }
});
