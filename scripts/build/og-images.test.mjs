import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { OG_SIZE, photoJpeg, renderShareImage, shareImageSpec, uploadFor } from "./og-images.mjs";

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
      photo: null,
      brand: "Northwind & Co",
      host: "www.altura.example",
    });
  });

  it("ignores pages whose og:image is not one of ours, and lazy art", () => {
    expect(shareImageSpec(page().replace(`${SITE}/og/cyberSecurity.png`, `${SITE}/brand/x.png`), SITE)).toBeNull();
    expect(shareImageSpec(page(`<img src="/art/cloud.svg" loading="lazy"/>`), SITE)?.art).toBeNull();
  });
});

const require = createRequire(import.meta.url);
const font = readFileSync(require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff"));
const fonts = [{ name: "Plus Jakarta Sans", data: font, weight: 800, style: "normal" }];

/** The RGB of the pixel at (x, y) of a PNG. */
async function pixel(png, x, y) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe("renderShareImage", () => {
  it("draws a 1200x630 PNG", async () => {
    const png = await renderShareImage(
      { title: "Cyber Security", eyebrow: "Services", brand: "Northwind", host: "northwind.example", art: null },
      { artSvg: null, markSvg: null, fonts },
    );
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_SIZE.width, OG_SIZE.height]);
  });
});

describe("a page with an uploaded photo", () => {
  // What scripts/media.mjs leaves for one upload: the original in the media folder, its variants'
  // addresses in the manifest, and the page's <Picture> of it as the hero's priority picture.
  const media = mkdtempSync(join(tmpdir(), "og-photo-"));
  afterAll(() => rmSync(media, { recursive: true, force: true }));
  const manifest = {
    "/media/uploads/team day.jpg": {
      src: "/media/uploads/team-day-0123456789-800.webp",
      width: 1600,
      height: 1000,
      sources: [
        { type: "image/avif", srcSet: "/media/uploads/team-day-0123456789-480.avif 480w, /media/uploads/team-day-0123456789-800.avif 800w" },
        { type: "image/webp", srcSet: "/media/uploads/team-day-0123456789-480.webp 480w, /media/uploads/team-day-0123456789-800.webp 800w" },
      ],
    },
  };
  const photoHtml = page(
    `<p class="mb-4">Insights</p><h1 id="page-title">x</h1><picture class="mx-auto"><source type="image/avif" srcSet="/media/uploads/team-day-0123456789-480.avif 480w, /media/uploads/team-day-0123456789-800.avif 800w" sizes="45vw"/><source type="image/webp" srcSet="/media/uploads/team-day-0123456789-480.webp 480w, /media/uploads/team-day-0123456789-800.webp 800w" sizes="45vw"/><img src="/media/uploads/team-day-0123456789-800.webp" alt="Our team &gt; on site" width="1600" height="1000" loading="eager" fetchPriority="high" decoding="async" class="aspect-[4/3]"/></picture>`,
  );
  const artHtml = page(
    `<p class="mb-4">Insights</p><h1 id="page-title">x</h1><picture><img src="/art/hero-cyber-security.svg" alt="" width="1200" height="900" fetchPriority="high"/></picture>`,
  );
  // Inside the picture's box on the right, clear of its rounded corners.
  const right = [OG_SIZE.width - 300, OG_SIZE.height / 2];

  it("shares the photo: the original upload, found from the page's picture through the manifest", async () => {
    writeFileSync(
      join(media, "team day.jpg"),
      await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#e11d1d" } }).jpeg().toBuffer(),
    );
    const spec = shareImageSpec(photoHtml, SITE);
    expect(spec).toMatchObject({ art: null, photo: "/media/uploads/team-day-0123456789-800.webp" });
    const upload = uploadFor(spec.photo, manifest);
    expect(upload).toBe("team day.jpg");
    const photo = await photoJpeg(readFileSync(join(media, upload)));
    const png = await renderShareImage(spec, { artSvg: null, photo, markSvg: null, fonts });
    const [r, g, b] = await pixel(png, ...right);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);
  });

  it("finds no upload for an address the manifest does not give, and no photo on a lazy picture", () => {
    expect(uploadFor("/media/uploads/other-9999999999-800.webp", manifest)).toBeNull();
    expect(shareImageSpec(photoHtml.replace('loading="eager" fetchPriority="high"', 'loading="lazy"'), SITE).photo).toBeNull();
  });

  it("draws a page without a photo as before: its illustration, no red", async () => {
    const spec = shareImageSpec(artHtml, SITE);
    expect(spec.art).toBe("hero-cyber-security");
    expect(spec.photo ?? null).toBeNull();
    const artSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#10b981"/></svg>`;
    const png = await renderShareImage(spec, { artSvg, markSvg: null, fonts });
    const [r, g] = await pixel(png, ...right);
    expect(g).toBeGreaterThan(150);
    expect(r).toBeLessThan(60);
    // The photo argument absent or null draws the same bytes.
    expect(await renderShareImage(spec, { artSvg, photo: null, markSvg: null, fonts })).toEqual(png);
  });
});
