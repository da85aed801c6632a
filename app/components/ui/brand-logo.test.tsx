// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { brandMark, faviconSvg } from "~/lib/brand";
import { themeColor } from "~/lib/theme-colors";

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The logo, the favicon and the web-app manifest as a build with the current environment makes them. */
async function brandMarks() {
  vi.resetModules();
  const { BrandLogo } = await import("~/components/ui/brand-logo");
  const { brandFavicon, webManifest } = await import("~/lib/brand-files");
  const { site } = await import("~/content/site");
  render(<BrandLogo tone="dark" />);
  return { logo: document.body.textContent, favicon: brandFavicon(site), manifest: webManifest(site) };
}

describe("brand marks", () => {
  it("splits the name into the wordmark's two lines and takes the initial", () => {
    expect(brandMark("Altura IT Solutions", "Altura")).toEqual({
      initial: "A",
      word: "Altura",
      sub: "IT Solutions",
    });
    expect(brandMark("Zenith", "Zenith")).toEqual({ initial: "Z", word: "Zenith", sub: "" });
    expect(brandMark("Blue Harbor Consulting", "Harbor")).toEqual({ initial: "H", word: "Harbor", sub: "" });
  });

  it("change with VITE_BRAND_NAME: logo text, favicon initial and the installed app's name", async () => {
    const before = await brandMarks();
    expect(before.logo).toBe("AAltura IT Solutions");
    expect(before.favicon).toContain(">A</text>");
    expect(before.manifest).toMatchObject({ name: "Altura IT Solutions", short_name: "Altura" });
    cleanup();

    vi.stubEnv("VITE_BRAND_NAME", "Northwind & Co Systems");
    const after = await brandMarks();
    expect(after.logo).toBe("NNorthwind & Co Systems");
    expect(screen.getByText("Northwind")).toBeInTheDocument();
    expect(after.favicon).toContain(">N</text>");
    expect(after.favicon).not.toContain(">A</text>");
    expect(after.manifest).toMatchObject({ name: "Northwind & Co Systems", short_name: "Northwind" });
  });

  it("escapes the initial in the favicon and reads colours from the theme tokens", () => {
    expect(faviconSvg("<", { from: "#000", to: "#fff" })).toContain(">&lt;</text>");
    expect(themeColor("brand")).toBe("#1d4ed8");
    expect(() => themeColor("brand", "")).toThrow(/no --color-brand/);
  });
});
