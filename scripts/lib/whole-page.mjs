/* global document -- the function given to page.evaluate runs in the page */
/**
 * Draws every band of a page at once. The site draws the content of its bands below the first
 * screen only when it comes near the viewport (`content-visibility: auto`, app/styles/app.css), so
 * a look at the whole page at once (axe's colour contrast, a full-page screenshot, the text as laid
 * out) would find it blank or unbroken: after this, each band is drawn as a visitor sees it on
 * reaching it. A plain `<style>` appended from outside the page, so it works in a page whose own
 * JavaScript is off too (Playwright's `addStyleTag` waits for a load event that never fires there).
 *
 * @param {import("@playwright/test").Page} page
 */
export async function drawWholePage(page) {
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "* { content-visibility: visible !important; }";
    document.head.append(style);
  });
}
