import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pictureKind, uploadProblem } from "./uploads";
import { checkedImplementation, RefusedByTheBuild } from "./checked-backend";
import { siteFacts } from "./editor-checks";

const picture = (format: "jpeg" | "png" | "webp" | "avif" | "tiff") =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** The start of an iPhone's HEIC photo: its `ftyp` box. */
const heic = new Uint8Array([
  ...[0, 0, 0, 24],
  ...new TextEncoder().encode("ftypheic"),
  ...[0, 0, 0, 0],
  ...new TextEncoder().encode("mif1heic"),
  ...new Uint8Array(64),
]);

describe("an upload the build would refuse, known from its bytes", () => {
  it("takes every kind of picture the build converts, whatever its name", async () => {
    for (const format of ["jpeg", "png", "webp", "avif", "tiff"] as const) {
      const bytes = await picture(format);
      expect(uploadProblem(`photo.${format}`, bytes), format).toBeUndefined();
      expect(pictureKind(bytes), format).toBeDefined();
    }
    expect(uploadProblem("photo.jpg", await picture("png"))).toBeUndefined();
  });

  it("refuses a text file named broken.jpg, a HEIC photo and a picture cut off, in words", async () => {
    expect(uploadProblem("broken.jpg", new TextEncoder().encode("not a picture\n"))).toBe(
      "broken.jpg: not a picture this site can convert (its content is no JPEG, PNG, WebP, AVIF or TIFF file, whatever its name says): save it as JPEG, PNG or WebP and upload it again.",
    );
    expect(uploadProblem("IMG_0412.HEIC", heic)).toMatch(
      /^IMG_0412\.HEIC: a HEIC photo \(the iPhone's own format\), which this site cannot convert: on the iPhone, share the photo as JPEG/,
    );
    for (const format of ["jpeg", "png", "webp"] as const) {
      const bytes = await picture(format);
      expect(uploadProblem("cut", bytes.subarray(0, Math.floor(bytes.length * 0.6))), format).toMatch(
        /^cut: not a complete (JPEG|PNG|WebP) \(the file ends early\): upload it again\.$/,
      );
    }
  });
});

describe("the editor's checked backend", () => {
  const calls: unknown[][] = [];
  const backend = {
    mediaFolder: "content/media",
    persistMedia: async (...args: unknown[]) => calls.push(["persistMedia", ...args]),
    persistEntry: async (...args: unknown[]) => calls.push(["persistEntry", ...args]),
    deleteFiles: async (...args: unknown[]) => calls.push(["deleteFiles", ...args]),
    status() {
      return this.mediaFolder;
    },
  };
  const facts = () => ({
    ...siteFacts,
    references: {
      links: [],
      uploads: [{ file: "content/articles/marketing.md", where: "x", src: "/media/uploads/team.jpg" }],
    },
  });
  const checked = checkedImplementation(backend, facts, "content/media");
  const file = (name: string, bytes: Uint8Array) => new File([bytes as BlobPart], name);

  it("refuses to save an upload the build cannot convert, and to delete a picture in use", async () => {
    const text = file("broken.jpg", new TextEncoder().encode("hello"));
    await expect(checked.persistMedia({ path: "content/media/broken.jpg", file: text }, {})).rejects.toThrow(
      RefusedByTheBuild,
    );
    await expect(
      checked.persistEntry({ assets: [{ path: "content/media/broken.jpg", file: text }] }, {}),
    ).rejects.toThrow(/broken\.jpg: not a picture this site can convert/);
    await expect(checked.deleteFiles(["content/media/team.jpg"], "Delete")).rejects.toThrow(
      /content\/media\/team\.jpg: cannot be deleted while content\/articles\/marketing\.md shows it/,
    );
    expect(calls).toEqual([]);
  });

  it("passes on what the build takes, and everything else as the backend has it", async () => {
    const photo = file("team.jpg", await picture("jpeg"));
    await checked.persistMedia({ path: "content/media/team.jpg", file: photo }, {});
    await checked.deleteFiles(["content/media/unused.jpg", "content/services/java.yml"], "Delete");
    expect(calls.map(([name]) => name)).toEqual(["persistMedia", "deleteFiles"]);
    expect(checked.status()).toBe("content/media");
  });
});
