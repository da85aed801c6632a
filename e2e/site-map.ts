/** The URLs the browser tests visit, from the same content the routes come from. */
import { aliasPaths, canonicalPagePaths } from "../app/content/page-paths";
import samples from "./template-samples.json" with { type: "json" };

export const pagePaths = [...canonicalPagePaths, ...aliasPaths];

/** One route of each page template, for the slower audits (Lighthouse reads the same file). */
export const templateSamples: readonly string[] = samples;
