import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The value of a `--color-*` token of app/styles/app.css's `@theme`, for files made at build time
 * (the favicon) that cannot use CSS variables. The art generator reads the same tokens. Of a
 * `light-dark(light, dark)` pair it gives the light value.
 */
export function themeColor(
  name: string,
  css = readFileSync(join(process.cwd(), "app", "styles", "app.css"), "utf8"),
) {
  const found = css.match(
    new RegExp(`--color-${name}:\\s*(?:light-dark\\(\\s*)?(#[0-9a-fA-F]{3,8})\\s*[;,]`),
  );
  if (!found) throw new Error(`app/styles/app.css has no --color-${name} token`);
  return found[1]!;
}
