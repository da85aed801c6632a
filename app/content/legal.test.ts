import { afterEach, describe, expect, it, vi } from "vitest";
import { linkKind } from "~/lib/links";
import { linksOf, plainText } from "~/lib/rich-text";
import { CV_MAX_BYTES } from "~/features/careers/apply-schema";
import { loadSiteContent } from "./load-content";
import { legalPage } from "./legal";
import { canonicalPaths } from "./site-pages";

const { content, pages } = loadSiteContent();
const { site } = content;
const canonicalPagePaths = canonicalPaths(pages);
const legalPages = [legalPage(content.privacy, site), legalPage(content.accessibility, site)];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The analytics section's paragraphs, for a build with these VITE_ANALYTICS_* settings. */
async function analyticsSection(env: Record<string, string>) {
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { legalPage: page } = await import("./legal");
  const section = page(content.privacy, site).sections.find(({ id }) => id === "analytics")!;
  return plainText(section.body).split("\n");
}

describe("the legal pages (content/pages/privacy.yml, accessibility.yml)", () => {
  it("fill every placeholder from the settings", () => {
    const words = legalPages.map((page) =>
      JSON.stringify([page.meta, page.hero, page.sections.map((section) => plainText(section.body))]),
    );
    for (const text of words) expect(text).not.toMatch(/\{\w+\}/);
    expect(words[0]).toContain(`${site.name} is responsible for this website`);
    expect(words[0]).toContain(`at most ${CV_MAX_BYTES / 2 ** 20} MB`);
    expect(legalPages.map((page) => page.path)).toEqual(["/privacy", "/accessibility"]);
  });

  it("link only to pages of the site and to allowed addresses, the placeholders filled", () => {
    const links = legalPages.flatMap((page) => page.sections.flatMap((section) => linksOf(section.body)));
    expect(links).toContainEqual(
      expect.objectContaining({ href: `mailto:${site.contact.emails.general}?subject=Privacy%20request` }),
    );
    for (const { href } of links) {
      if (linkKind(href) === "internal") expect(canonicalPagePaths, href).toContain(href.split("#")[0]);
      else expect(linkKind(href), href).toBe("external");
    }
  });

  it("say what the build's analytics does: nothing, or the service and whether it asks first", async () => {
    expect(await analyticsSection({})).toEqual([expect.stringMatching(/^This site does not use analytics/)]);
    const umami = await analyticsSection({
      VITE_ANALYTICS_PROVIDER: "umami",
      VITE_ANALYTICS_ORIGIN: "https://analytics.test",
      VITE_ANALYTICS_SITE_ID: "site-1",
      VITE_ANALYTICS_CONSENT: "required",
    });
    expect(umami).toHaveLength(4);
    expect(umami[0]).toMatch(/^We count visits with Umami, .* loaded from analytics\.test\. /);
    expect(umami[1]).toMatch(/^Because this setup may set a cookie/);
    const plausible = await analyticsSection({ VITE_ANALYTICS_PROVIDER: "plausible" });
    expect(plausible[1]).toBe(
      "Plausible Analytics uses no cookies and stores nothing on your device, so we do not ask for consent. You can still switch it off: see below.",
    );
    expect(plausible[3]).toMatch(/^We see only totals/);
  });
});
