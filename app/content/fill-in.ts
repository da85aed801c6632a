/**
 * A content text with the placeholders only the code knows filled in: a rule's number, the
 * visitor's name, a count. `fillIn("Enter at least {min} characters.", { min: 20 })`. The site's
 * own placeholders ({name}, {email}, …) are filled when the content is read (app/content/site.ts).
 */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
