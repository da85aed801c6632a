import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every `.html` file under `dir`, recursively. */
export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}
