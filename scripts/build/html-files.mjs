import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir`, recursively, as full paths in a stable order. */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every `.html` file under `dir`, recursively. */
export const htmlFiles = (dir) => filesUnder(dir).filter((path) => path.endsWith(".html"));
