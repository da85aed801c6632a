import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { aliasPaths, canonicalPagePaths } from "./site-map";

/** Every page has its own 1200x630 PNG share image, made at build time. */

/** The og:image and twitter:image of a page, as paths on the server under test. */
async function shareImages(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1];
  expect(og, `${path} og:image`).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/);
  expect(twitter, `${path} twitter:image`).toBe(og);
  return new URL(og!).pathname;
}

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and chunk header). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("every page's og:image exists, is a 1200x630 PNG, and no two pages share one", async ({ request }) => {
  const digests = new Map<string, string>();
  for (const path of canonicalPagePaths) {
    const image = await shareImages(request, path);
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/png/);
    const bytes = await response.body();
    expect(pngSize(bytes), image).toEqual({ width: 1200, height: 630 });
    const digest = createHash("sha256").update(bytes).digest("hex");
    expect(digests.get(digest), `${path} has the same image as another page`).toBeUndefined();
    digests.set(digest, path);
  }
  expect(digests.size).toBe(canonicalPagePaths.length);
});

test("an alias shares its canonical page's image; the Not Found page has its own", async ({ request }) => {
  for (const alias of aliasPaths) {
    const href = /<link rel="canonical" href="([^"]+)"/.exec(await (await request.get(alias)).text())?.[1];
    expect(href, `${alias} canonical`).toBeDefined();
    expect(await shareImages(request, alias)).toBe(await shareImages(request, new URL(href!).pathname));
  }
  const notFound = await shareImages(request, "/no-such-page");
  expect((await request.get(notFound)).status()).toBe(200);
});
