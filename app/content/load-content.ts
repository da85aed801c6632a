/**
 * The site's content as the pages see it, read in Node from the files under `root` (default: this
 * checkout): for the tests and the checks of the built site. Throws with every problem when a file
 * does not pass its check. Needs the content step's uploads manifest (./uploads.ts).
 */
import { compileContent } from "./compile";
import { readContentFiles, recordsOf } from "./content-files";
import { sitePages } from "./site-pages";
import { responsiveImage } from "./uploads";

export function loadSiteContent(root = process.cwd(), today = new Date()) {
  const { files, problems } = readContentFiles(root);
  if (problems.length) throw new Error(`content:\n  ${problems.join("\n  ")}`);
  const records = recordsOf(files);
  return {
    content: compileContent(records, { picture: responsiveImage, today }),
    pages: sitePages(records, today),
  };
}
