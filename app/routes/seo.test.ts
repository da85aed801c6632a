import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { absoluteUrl, articleJsonLd, buildMeta, organizationJsonLd, pageTitle, shareImagePath } from "./seo";

describe("buildMeta", () => {
  const meta = buildMeta(site, {
    title: "Cyber Security",
    description: "We secure things.",
    path: "/cyberSecurity",
  });
  const find = (predicate: (entry: Record<string, unknown>) => boolean) =>
    meta.find((entry) => predicate(entry as Record<string, unknown>)) as Record<string, unknown> | undefined;

  it("gives title with brand, description, canonical, Open Graph and Twitter card", () => {
    expect(find((m) => "title" in m)?.title).toBe(`Cyber Security | ${site.name}`);
    expect(find((m) => m.name === "description")?.content).toBe("We secure things.");
    expect(find((m) => m.rel === "canonical")?.href).toBe(`${site.url}/cyberSecurity`);
    expect(find((m) => m.property === "og:url")?.content).toBe(`${site.url}/cyberSecurity`);
    expect(find((m) => m.property === "og:image")?.content).toBe(`${site.url}/og/cyberSecurity.png`);
    expect(find((m) => m.name === "twitter:image")?.content).toBe(`${site.url}/og/cyberSecurity.png`);
    expect(find((m) => m.name === "twitter:card")?.content).toBe("summary_large_image");
  });

  it("names each page's own share image after its path", () => {
    expect(shareImagePath("/")).toBe("/og/home.png");
    expect(shareImagePath("/insights/flow-builder")).toBe("/og/insights/flow-builder.png");
    const explicit = buildMeta(site, {
      title: "T",
      description: "D",
      path: "/x",
      image: "/brand/special.png",
    });
    expect(explicit).toContainEqual({ property: "og:image", content: `${site.url}/brand/special.png` });
  });

  it("marks noindex pages and gives them no canonical and no og:url", () => {
    const notFound = buildMeta(site, {
      title: "Page Not Found",
      description: "x",
      path: "/404",
      noindex: true,
    });
    expect(notFound).toContainEqual({ name: "robots", content: "noindex" });
    expect(notFound.some((entry) => "rel" in entry)).toBe(false);
    expect(notFound.some((entry) => "property" in entry && entry.property === "og:url")).toBe(false);
  });

  it("does not repeat the brand and resolves absolute URLs", () => {
    expect(pageTitle(site, site.name)).toBe(site.name);
    expect(absoluteUrl(site, "/")).toBe(site.url);
    expect(absoluteUrl(site, "https://other.example/x")).toBe("https://other.example/x");
  });

  it("describes the organization and articles in JSON-LD", () => {
    const org = (organizationJsonLd(site) as Record<string, unknown>)["script:ld+json"] as Record<
      string,
      unknown
    >;
    expect(org["@type"]).toBe("Organization");
    expect(org.name).toBe(site.name);
    const article = (
      articleJsonLd(site, {
        title: "T",
        description: "D",
        path: "/insights/t",
        date: "2024-05-01",
        image: "/art/a.svg",
        author: "Team",
      }) as Record<string, unknown>
    )["script:ld+json"] as Record<string, unknown>;
    expect(article).toMatchObject({ "@type": "Article", headline: "T", datePublished: "2024-05-01" });
  });
});
