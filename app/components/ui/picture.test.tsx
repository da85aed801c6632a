// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ResponsiveImage } from "~/lib/media";
import { Picture } from "./picture";

afterEach(cleanup);

const image: ResponsiveImage = {
  src: "/media/uploads/team-0123456789-800.webp",
  width: 4032,
  height: 3024,
  alt: "Our team at work",
  sources: [
    { type: "image/avif", srcSet: "/media/uploads/team-0123456789-480.avif 480w" },
    { type: "image/webp", srcSet: "/media/uploads/team-0123456789-480.webp 480w" },
  ],
};

describe("Picture", () => {
  it("offers AVIF then WebP at the layout's sizes, with the upload's size, lazily", () => {
    const { container } = render(<Picture image={image} sizes="100vw" />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => [source.getAttribute("type"), source.getAttribute("sizes")])).toEqual([
      ["image/avif", "100vw"],
      ["image/webp", "100vw"],
    ]);
    const img = screen.getByRole("img", { name: "Our team at work" });
    expect(img).toHaveAttribute("width", "4032");
    expect(img).toHaveAttribute("height", "3024");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("fetches the page's main picture at once and first", () => {
    render(<Picture image={image} sizes="100vw" priority />);
    const img = screen.getByRole("img", { name: "Our team at work" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });
});
