export interface FrontMatterResult {
  data: Record<string, string>;
  body: string;
}

/**
 * Parses the `---` front matter of an article: one `key: "value"` (or unquoted value) per line.
 * Deliberately small: our articles need flat string fields only. Throws on a malformed block.
 */
export function parseFrontMatter(source: string): FrontMatterResult {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error("Front matter missing: the file must start with a --- block");
  const data: Record<string, string> = {};
  for (const rawLine of match[1]!.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, "").trim();
    if (line === "" || line.startsWith("#")) continue;
    const field = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!field) throw new Error(`Malformed front matter line: ${rawLine}`);
    const [, key, rawValue] = field as unknown as [string, string, string];
    data[key] = unquote(rawValue.trim());
  }
  return { data, body: source.slice(match[0].length) };
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return JSON.parse(value) as string;
  }
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) {
    return value.slice(1, -1).replace(/''/g, "'");
  }
  return value;
}

/** Reading time in whole minutes at 220 words per minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
