/** `value` with every string in it, at any depth of lists and objects, replaced by `change(text)`. */
export function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === "string") return change(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, change)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, mapStrings(child, change)]),
    ) as T;
  return value;
}
