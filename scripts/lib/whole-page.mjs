/**
 * A stylesheet that draws every band of a page at once. The site draws the content of its bands
 * below the first screen only when it comes near the viewport (`content-visibility: auto`,
 * app/styles/app.css), so a look at the whole page at once (axe's colour contrast, a full-page
 * screenshot) would find it blank: with this added, each is drawn as a visitor sees it on reaching it.
 */
export const DRAW_WHOLE_PAGE = "* { content-visibility: visible !important; }";
