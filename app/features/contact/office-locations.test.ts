import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { osmEmbedUrl, osmPageUrl, osmSearchUrl } from "./office-locations";

describe("office maps", () => {
  it("has a map position for every office of the settings", () => {
    for (const address of site.contact.addresses) expect(address.map, address.label).toBeDefined();
  });

  it("builds the embed URL with a bounding box around the marker", () => {
    expect(osmEmbedUrl({ lat: 40.7527, lon: -73.9757 })).toBe(
      "https://www.openstreetmap.org/export/embed.html?bbox=-73.9817,40.7487,-73.9697,40.7567&layer=mapnik&marker=40.7527,-73.9757",
    );
    expect(osmEmbedUrl({ lat: 17.4474, lon: 78.3762 })).toContain(
      "bbox=78.3702,17.4434,78.3822,17.4514&layer=mapnik&marker=17.4474,78.3762",
    );
  });

  it("links to the full map and to a search", () => {
    expect(osmPageUrl({ lat: 17.4474, lon: 78.3762 })).toBe(
      "https://www.openstreetmap.org/?mlat=17.4474&mlon=78.3762#map=17/17.4474/78.3762",
    );
    expect(osmSearchUrl("HITEC City, Hyderabad")).toBe(
      "https://www.openstreetmap.org/search?query=HITEC%20City%2C%20Hyderabad",
    );
  });
});
