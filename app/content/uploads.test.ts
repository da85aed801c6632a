import { afterEach, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const unconverted = { src: "/media/uploads/just-saved.jpg", alt: "A photo saved a moment ago" };

it("draws a just-saved picture as it was sent in the dev server until its sizes are made", async () => {
  vi.stubEnv("DEV", true);
  const { responsiveImage } = await import("./uploads");
  expect(responsiveImage(unconverted)).toEqual({
    src: "/media/uploads/just-saved.jpg",
    alt: "A photo saved a moment ago",
    width: 1200,
    height: 900,
    sources: [],
  });
});

it("tells a build that its compiled content is stale", async () => {
  vi.stubEnv("DEV", false);
  const { responsiveImage } = await import("./uploads");
  expect(() => responsiveImage(unconverted)).toThrow(
    "/media/uploads/just-saved.jpg: not converted; run npm run content",
  );
});
