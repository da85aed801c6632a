import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileMedia, MAX_SIDE, MediaError, WIDTHS } from "./media.mjs";

/**
 * A phone photo as an owner uploads it: 12 megapixels of smooth colour and shapes with sensor grain,
 * JPEG quality 95, taken sideways (EXIF orientation 6, so it shows upright as 3024 x 4032) and
 * carrying camera metadata. Drawn pixel by pixel (a 12-megapixel SVG takes minutes to render).
 */
function phonePhoto() {
  const [width, height] = [4032, 3024];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 25) - 12;
      const wave = 40 * Math.sin(x / 180) * Math.cos(y / 140);
      pixels[i++] = Math.max(0, Math.min(255, (x / width) * 200 + wave + grain));
      pixels[i++] = Math.max(0, Math.min(255, (y / height) * 180 + 40 - wave + grain));
      pixels[i++] = Math.max(0, Math.min(255, 120 + wave * 1.5 + grain));
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Phone 12" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe("uploaded pictures (scripts/media.mjs)", () => {
  const root = mkdtempSync(join(tmpdir(), "media-"));
  const out = join(root, "public/media/uploads");
  let manifest;
  beforeAll(async () => {
    mkdirSync(join(root, "content/media"), { recursive: true });
    writeFileSync(join(root, "content/media/team day.jpg"), await phonePhoto());
    writeFileSync(join(root, "content/media/notes.txt"), "not a picture");
    manifest = await compileMedia(root);
  }, 180_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("makes AVIF and WebP at each width, upright, with the upload's size", async () => {
    expect(Object.keys(manifest)).toEqual(["/media/uploads/team day.jpg"]);
    const entry = manifest["/media/uploads/team day.jpg"];
    expect(entry).toMatchObject({ width: 3024, height: 4032 });
    expect(entry.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(entry.src).toMatch(/^\/media\/uploads\/team-day-[0-9a-f]{10}-800\.webp$/);
    for (const { type, srcSet } of entry.sources) {
      const candidates = srcSet.split(", ").map((candidate) => candidate.split(" "));
      expect(candidates.map(([, w]) => w)).toEqual(WIDTHS.map((w) => `${w}w`));
      for (const [url, w] of candidates) {
        const made = await sharp(join(out, url.replace("/media/uploads/", ""))).metadata();
        expect(made.format).toBe(type === "image/avif" ? "heif" : "webp");
        expect(made.width).toBe(parseInt(w, 10));
        expect(made.height).toBe(Math.round((made.width * 4032) / 3024));
        expect(made.exif).toBeUndefined(); // no camera data (or GPS) leaves the repository
      }
    }
  });

  it("costs a phone visitor a few tens of KB instead of the upload's megabytes", () => {
    const upload = statSync(join(root, "content/media/team day.jpg")).size;
    const [phone] = readdirSync(out).filter((name) => name.endsWith("-800.avif"));
    const sent = statSync(join(out, phone)).size;
    expect(upload).toBeGreaterThan(1_000_000);
    expect(sent).toBeLessThan(50_000);
  });

  it("encodes nothing twice, and removes what a deleted upload left", async () => {
    const before = readdirSync(out).map((name) => [name, statSync(join(out, name)).mtimeMs]);
    writeFileSync(join(out, "gone-0123456789-480.avif"), "");
    expect(await compileMedia(root)).toEqual(manifest);
    expect(readdirSync(out).map((name) => [name, statSync(join(out, name)).mtimeMs])).toEqual(before);
  });

  it("names a file it cannot read", async () => {
    writeFileSync(join(root, "content/media/broken.jpg"), "not a jpeg");
    await expect(compileMedia(root)).rejects.toThrow(/^content\/media\/broken\.jpg: not a picture/);
    rmSync(join(root, "content/media/broken.jpg"));
  });
});

describe("uploads sharp cannot take as they are (scripts/media.mjs)", () => {
  const root = mkdtempSync(join(tmpdir(), "media-faults-"));
  const media = join(root, "content/media");
  const out = join(root, "public/media/uploads");
  const solid = (width, height) =>
    sharp({ create: { width, height, channels: 3, background: "#2d5d8b" } })
      .png()
      .toBuffer();
  let logo;
  beforeAll(async () => {
    mkdirSync(media, { recursive: true });
    writeFileSync(join(media, "logo.png"), await solid(640, 480));
    logo = await compileMedia(root, () => {});
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("publishes a picture taller than AVIF and WebP hold, scaled to fit, and says so", async () => {
    writeFileSync(join(media, "infographic.png"), await solid(1200, 20_000));
    const notes = [];
    try {
      const manifest = await compileMedia(root, (line) => notes.push(line));
      expect(notes).toEqual([
        expect.stringMatching(
          /^content\/media\/infographic\.png \(1200 x 20000 px\): taller than 16,383 px.*scaled to fit/,
        ),
      ]);
      const entry = manifest["/media/uploads/infographic.png"];
      expect(entry.height).toBeLessThanOrEqual(MAX_SIDE);
      const sizes = [];
      for (const { srcSet } of entry.sources)
        for (const [url, w] of srcSet.split(", ").map((candidate) => candidate.split(" "))) {
          const { width, height } = await sharp(join(out, url.replace("/media/uploads/", ""))).metadata();
          expect(width).toBe(parseInt(w, 10));
          expect(Math.max(width, height)).toBeLessThanOrEqual(MAX_SIDE);
          sizes.push([width, height]);
        }
      // The manifest's size is the largest variant's, in the upload's proportions.
      expect(sizes.length).toBe(6);
      expect(sizes).toContainEqual([entry.width, entry.height]);
      expect(entry.width).toBe(Math.max(...sizes.map(([width]) => width)));
      expect(entry.height / entry.width).toBeCloseTo(20_000 / 1200, 2);
    } finally {
      rmSync(join(media, "infographic.png"));
    }
  });

  it("publishes a JPEG whose only fault is a warning, as some phones write them", async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#806040" } })
      .jpeg()
      .toBuffer();
    // The end of spectral selection in the scan header set as a progressive JPEG's would be: libjpeg
    // warns "Invalid SOS parameters for sequential JPEG" and decodes the picture whole.
    const scan = photo.indexOf(Buffer.from([0xff, 0xda]));
    photo[scan + photo.readUInt16BE(scan + 2)] = 0x20;
    writeFileSync(join(media, "phone.jpg"), photo);
    try {
      const manifest = await compileMedia(root, () => {});
      expect(manifest["/media/uploads/phone.jpg"]).toMatchObject({ width: 640, height: 480 });
    } finally {
      rmSync(join(media, "phone.jpg"));
    }
  });

  it("names an upload that ends early, says to upload it again, and leaves no variant of it", async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(join(media, "cut.jpg"), photo.subarray(0, photo.length >> 1));
    const before = readdirSync(out).sort();
    try {
      const failure = compileMedia(root, () => {});
      await expect(failure).rejects.toThrow(MediaError);
      await expect(failure).rejects.toThrow(
        /^content\/media\/cut\.jpg: not a complete JPEG \(the file ends early\): upload it again\.$/,
      );
      // Nothing of the cut file, and the other pictures' variants as they were.
      expect(readdirSync(out).sort()).toEqual(before);
    } finally {
      rmSync(join(media, "cut.jpg"));
    }
    expect(await compileMedia(root, () => {})).toEqual(logo);
  });
});
