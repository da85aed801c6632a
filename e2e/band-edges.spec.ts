import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { openPage } from "./helpers";
import { templateSamples } from "./site-map";

/**
 * Nothing a band draws is cut at its edges. The site draws a band's content only as it nears the
 * viewport (`content-visibility: auto`, app/styles/app.css), which also clips that content to the
 * box that carries the rule (paint containment): a shadow, a glow, a border or a focus ring
 * reaching past that box would be cut. So each band of one page of every template is met as a
 * visitor meets it, edge by edge: the edge in the middle of the viewport, the band's last focusable
 * element focused (its first for the top edge), and the strip either side of the edge drawn
 * twice, as the page draws it and with the bands' paint containment taken off (`contain: layout
 * style`, which lays out exactly as before). A pixel that differs is something cut.
 *
 * Every template sample at the three widths where the layouts change (phone, tablet, desktop), in
 * one page load resized in place. What is cut depends on where things sit, which the theme does
 * not change (it changes how much a cut shows: a shadow on the dark page is faint), so the theme
 * alternates, and each width is met in both across the samples. Only the strips are captured,
 * through DevTools' own call: twice as quick as `page.screenshot`, which first waits for fonts and
 * a still page, for some 15 strips a page drawn twice each.
 */
const WIDTHS = [375, 768, 1440] as const;
/** How far either side of an edge is compared: beyond the deepest card shadow (56 px). */
const REACH = 64;
/** A pixel differs when a channel moves by more than this (of 255): layer edges blend by a few. */
const TOLERANCE = 8;

test.describe.configure({ mode: "parallel" });

for (const [index, path] of templateSamples.entries()) {
  test(`${path}: each band's edges look the same with the rendering skip as without it`, async ({ page }) => {
    // On two busy cores the home page, with the most bands, can take a minute.
    test.slow();
    await openPage(page, path);
    // The first band is drawn from the first layout, whatever Astro writes before it in <main>: a
    // first band laid out at the skip's estimate, then at its height, moves all that follows.
    const firstBand = page.locator("main > section").first();
    expect(await firstBand.evaluate((band) => getComputedStyle(band).contentVisibility)).toBe("visible");
    const capture = await stripCapture(page);
    const cuts: string[] = [];
    for (const [step, width] of WIDTHS.entries()) {
      const colorScheme = (index + step) % 2 ? "dark" : "light";
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      const bands = await markBands(page);
      expect(bands, "bands drawn only as they near the viewport").toBeGreaterThan(0);
      let lastEdge = Number.NaN;
      for (let band = 0; band < bands; band++) {
        for (const edge of ["top", "bottom"] as const) {
          // An edge shared with the band above was compared as that band's bottom.
          if (edge === "top" && Math.abs((await edgeInPage(page, band)) - lastEdge) < 1) continue;
          const at = await showEdge(page, band, edge);
          lastEdge = at.inPage;
          const differing = await compareStrip(page, capture, at.y, width);
          if (differing)
            cuts.push(`${width}px ${colorScheme}: ${at.name}, ${edge} edge: ${differing} pixels cut`);
        }
      }
    }
    expect(cuts).toEqual([]);
  });
}

/** Marks each element whose content is drawn only near the viewport, in order; returns how many. */
function markBands(page: Page) {
  return page.evaluate(() => {
    const bands = [...document.querySelectorAll("main *, body > *")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    bands.forEach((band, index) => band.setAttribute("data-band", String(index)));
    return bands.length;
  });
}

/** Where a band's top edge is in the page (what is above it is drawn: it does not move). */
function edgeInPage(page: Page, band: number) {
  return page
    .locator(`[data-band="${band}"]`)
    .evaluate((element) => element.getBoundingClientRect().top + scrollY);
}

/**
 * Puts a band's edge in the middle of the viewport with the band's last focusable element focused
 * (its first for the top edge), once the page has drawn it and its pictures; returns where the
 * edge is (in the viewport and in the page) and the band's name.
 */
function showEdge(page: Page, band: number, edge: "top" | "bottom") {
  return page.locator(`[data-band="${band}"]`).evaluate(async (element, which) => {
    const focusable = [
      ...element.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]"),
    ].filter(
      (candidate) => candidate.tabIndex >= 0 && candidate.checkVisibility({ visibilityProperty: true }),
    );
    (which === "top" ? focusable[0] : focusable.at(-1))?.focus({ preventScroll: true });
    scrollBy(0, element.getBoundingClientRect()[which] - innerHeight / 2);
    // The bands near the viewport are drawn in the frame after the scroll, their lazy pictures after.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => {})));
    const y = element.getBoundingClientRect()[which];
    const label =
      element.getAttribute("aria-labelledby") ?? element.parentElement?.getAttribute("aria-labelledby");
    const heading = label && document.getElementById(label)?.textContent;
    const name = heading ? `"${heading}"` : `<${element.tagName.toLowerCase()}>`;
    return { y, inPage: y + scrollY, name };
  }, edge);
}

/** A capture of part of the viewport as PNG, through DevTools' own call. */
async function stripCapture(page: Page) {
  const session = await page.context().newCDPSession(page);
  return async (clip: { x: number; y: number; width: number; height: number }) => {
    const { data } = await session.send("Page.captureScreenshot", {
      clip: { ...clip, scale: 1 },
      optimizeForSpeed: true,
    });
    return Buffer.from(data, "base64");
  };
}

/**
 * The strip of REACH pixels either side of the height `y`, drawn as the page draws it and with the
 * paint containment of the bands it crosses taken off: how many pixels differ.
 */
async function compareStrip(
  page: Page,
  capture: Awaited<ReturnType<typeof stripCapture>>,
  y: number,
  width: number,
) {
  const clip = { x: 0, y: Math.round(y) - REACH, width, height: 2 * REACH };
  const unclip = (on: boolean) =>
    page.evaluate(
      ([top, bottom, on]) => {
        for (const band of document.querySelectorAll<HTMLElement>("[data-band]")) {
          const box = band.getBoundingClientRect();
          if (box.bottom < top || box.top > bottom) continue;
          band.style.contentVisibility = on ? "visible" : "";
          band.style.contain = on ? "layout style" : "";
        }
      },
      [clip.y, clip.y + clip.height, on] as const,
    );
  const drawn = await capture(clip);
  // Only the bands the strip crosses, which are drawn: the page's layout stays as it is.
  await unclip(true);
  const unclipped = await capture(clip);
  await unclip(false);
  const raw = (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });
  const [a, b] = await Promise.all([raw(drawn), raw(unclipped)]);
  const channel = (image: { data: Buffer }, at: number) => image.data[at] ?? 0;
  let differing = 0;
  for (let pixel = 0; pixel < a.data.length; pixel += a.info.channels) {
    if (
      Math.abs(channel(a, pixel) - channel(b, pixel)) > TOLERANCE ||
      Math.abs(channel(a, pixel + 1) - channel(b, pixel + 1)) > TOLERANCE ||
      Math.abs(channel(a, pixel + 2) - channel(b, pixel + 2)) > TOLERANCE
    )
      differing++;
  }
  return differing;
}
