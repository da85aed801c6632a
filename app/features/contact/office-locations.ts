/**
 * The office maps: OpenStreetMap embeds around each office's map position (`map` of an address in
 * content/settings.yml; an office without one gets a search link), loaded only when the visitor
 * asks for it.
 */
export interface GeoPoint {
  lat: number;
  lon: number;
}

const OSM = "https://www.openstreetmap.org";

/** The embeddable map page around a point, with a marker on it (about 1 km across). */
export function osmEmbedUrl({ lat, lon }: GeoPoint, span = { lat: 0.004, lon: 0.006 }): string {
  const bbox = [lon - span.lon, lat - span.lat, lon + span.lon, lat + span.lat]
    .map((value) => value.toFixed(4))
    .join(",");
  return `${OSM}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/** The full map page, for "Open in OpenStreetMap". */
export function osmPageUrl({ lat, lon }: GeoPoint, zoom = 17): string {
  return `${OSM}/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/** A search on the full map, for an address without coordinates. */
export function osmSearchUrl(query: string): string {
  return `${OSM}/search?query=${encodeURIComponent(query)}`;
}
