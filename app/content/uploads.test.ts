import { afterEach, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const unconverted = { src: "/media/uploads/just-saved.jpg", alt: "A photo saved a moment ago" };

it("tells the owner in the dev server that a just-saved picture is still being converted", async () => {
  vi.stubEnv("DEV", true);
  const { responsiveImage } = await import("./uploads");
  expect(() => responsiveImage(unconverted)).toThrow(
    "/media/uploads/just-saved.jpg: the picture is still being converted; reload the page in a few seconds",
  );
});

it("tells a build that its compiled content is stale", async () => {
  vi.stubEnv("DEV", false);
  const { responsiveImage } = await import("./uploads");
  expect(() => responsiveImage(unconverted)).toThrow(
    "/media/uploads/just-saved.jpg: not converted; run npm run content",
  );
});
