/**
 * Pages are `<page>.html` files (Astro's `build.format: 'file'`): every host serves `banking.html`
 * at `/banking`, as nginx and the preview server do; the home page is `index.html`.
 */

/** The URL a page file is served at: `/banking.html` -> `/banking`, `/index.html` -> `/`. */
export const pageUrl = (path) => (path === "/index.html" ? "/" : path.replace(/\.html$/, ""));

/** The file of a page URL: `/banking` -> `banking.html`, `/` -> `index.html`. */
export const pageFile = (url) => (url === "/" ? "index.html" : `${url.slice(1)}.html`);
