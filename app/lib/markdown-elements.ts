/**
 * The elements and attributes article Markdown may produce: the build's sanitizer keeps only
 * these (`./markdown.ts`) and the page's renderer draws only these (features/insights).
 */
export const ARTICLE_ELEMENTS = ["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "code", "a", "br"] as const;
export type ArticleElement = (typeof ARTICLE_ELEMENTS)[number];
export const ARTICLE_ATTRIBUTES = { a: ["href"], ol: ["start"] } as const;
