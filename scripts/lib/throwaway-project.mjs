import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * A copy of this checkout to break in a test and run the owner's commands in (scripts/content.mjs,
 * scripts/cms.mjs): its sources, its content as last compiled, and its configuration, with the
 * installed packages linked one by one, so that what the commands write (compiled content, Vite's
 * cache under node_modules/.vite) stays in the copy. Returns its folder; the caller removes it.
 */
export function throwawayProject() {
  const root = mkdtempSync(join(tmpdir(), "project-"));
  for (const entry of [
    "app",
    "content",
    "public",
    "scripts",
    "astro.config.mjs",
    "package.json",
    "tsconfig.json",
  ])
    cpSync(join(projectRoot, entry), join(root, entry), { recursive: true });
  mkdirSync(join(root, "node_modules"));
  for (const name of readdirSync(join(projectRoot, "node_modules")))
    if (name !== ".vite" && name !== ".cache")
      symlinkSync(join(projectRoot, "node_modules", name), join(root, "node_modules", name));
  return root;
}
