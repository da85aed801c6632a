import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { OG_SIZE, renderShareImage, shareImageSpec } from "./og-images.mjs";

const SITE = "https://www.altura.example";
const page = (extra = "") => `<html><head>
<meta property="og:site_name" content="Northwind &amp; Co"/>
<meta property="og:title" content="Cyber Security Services | Northwind &amp; Co"/>
<meta property="og:image" content="${SITE}/og/cyberSecurity.png"/>
</head><body><main>${extra}</main></body></html>`;

describe("shareImageSpec", () => {
  it("reads title (without the brand), eyebrow, hero art and brand from the page", () => {
    const html = page(
      `<p class="mb-4">Software &amp; services</p><h1 id="page-title">x</h1><picture><source srcSet="/art/hero-cyber-security-sm.svg"/><img src="/art/hero-cyber-security-sm.svg" alt="" fetchPriority="high"/></picture>`,
    );
    expect(shareImageSpec(html, SITE)).toEqual({
      file: "og/cyberSecurity.png",
      title: "Cyber Security Services",
      eyebrow: "Software & services",
      art: "hero-cyber-security",
      brand: "Northwind & Co",
      host: "www.altura.example",
    });
  });

  it("ignores pages whose og:image is not one of ours, and lazy art", () => {
    expect(shareImageSpec(page().replace(`${SITE}/og/cyberSecurity.png`, `${SITE}/brand/x.png`), SITE)).toBeNull();
    expect(shareImageSpec(page(`<img src="/art/cloud.svg" loading="lazy"/>`), SITE)?.art).toBeNull();
  });
});

describe("renderShareImage", () => {
  it("draws a 1200x630 PNG", async () => {
    const require = createRequire(import.meta.url);
    const font = readFileSync(require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff"));
    const png = await renderShareImage(
      { title: "Cyber Security", eyebrow: "Services", brand: "Northwind", host: "northwind.example", art: null },
      { artSvg: null, markSvg: null, fonts: [{ name: "Plus Jakarta Sans", data: font, weight: 800, style: "normal" }] },
    );
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_SIZE.width, OG_SIZE.height]);
  });
});
