/**
 * Astro's YAML reader turns an unquoted `2026-11-20` into a Date (YAML 1.1 timestamps), while the
 * owner wrote, the editor saves and the schemas check a calendar day. This gives the schemas back
 * what the file says: a Date at midnight UTC (a bare day) becomes that day, "YYYY-MM-DD"; a
 * moment with a time of day becomes its ISO text, which the day fields refuse in words.
 */
export function yamlDates(value: unknown): unknown {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return String(value);
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(yamlDates);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, yamlDates(child)]));
  return value;
}
