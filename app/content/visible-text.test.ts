// @vitest-environment jsdom
/**
 * Every word a visitor reads comes from content/ (the owner edits it in the editor), not from
 * TypeScript. Two checks:
 *  - the site's code (app/, but not app/content's readers and schemas, nor the editor): no JSX
 *    text; no string in a visible prop (aria-label, placeholder, title, alt, label, …), in a JSX
 *    child expression or in an object's label/title/text field; no other string that reads as
 *    words (a capitalised phrase, a sentence), unless the allow-list below names it;
 *  - the built pages (BUILD_DIR, or build/, when that build is newer than content/ and app/): every
 *    text node, visible attribute and title is content (the compiled app/content/generated/*.json
 *    with placeholders filled, the settings), content put together with numbers and punctuation,
 *    or allowed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { loadSiteContent } from "./load-content";
import { fillPlaceholders, site } from "./site";
import { countryNames } from "../../scripts/lib/countries.mjs";
import { testedBuild } from "../../scripts/lib/tested-build.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** Texts that may stay in code, each with why: exact strings, then patterns for whole families. */
const ALLOWED_TEXTS: Record<string, string> = {
  // Spec §4 fixes the chat's replies word for word; they stay code (app/features/chatbot/script.ts, README).
  "Do you have any more queries? (yes/no)": "the chat's follow-up question, fixed by spec §4",
  "Sorry, I didn't understand that. Please choose one of the following options:":
    "the chat's reply to an answer it does not know, fixed by spec §4 and §8",
  "Have a great day!": "the chat's farewell after Job Opportunities, fixed by spec §4",
  "How can I assist you today?": "the chat's question after its welcome, fixed by spec §2",
  "The dev server has no search index: run npm run build, then npm start, to try search.":
    "shown only by `npm run dev` (import.meta.env.DEV), to the developer",
};
const ALLOWED_PATTERNS: [RegExp, string][] = [
  [/^[\s\d.,:;+%/()–—|·©#!?…-]*$/, "numbers, counts and punctuation"],
  [
    /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
    "a date of the content, written out by the browser's own month names (Intl.DateTimeFormat)",
  ],
  [/^\/[\w/#?=-]*$/, "a path of this site (a link's address, not its text)"],
];

const allowed = (text: string) =>
  text in ALLOWED_TEXTS || ALLOWED_PATTERNS.some(([pattern]) => pattern.test(text));

/** Props whose value a visitor reads or hears, besides the ones named like a label or text. */
const VISIBLE_PROPS = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "placeholder",
  "title",
  "alt",
]);
const VISIBLE_PROP_PATTERN =
  /(label|title|text|note|hint|message|heading|caption|placeholder|cta|intro|summary)$/i;
/** Props named like text that hold ids or keywords for the browser. */
const ID_PROPS = new Set([
  "aria-labelledby",
  "aria-describedby",
  "labelledBy",
  "describedBy",
  "aria-controls",
  "enterKeyHint",
  "titleId",
]);

const isVisibleProp = (name: string) =>
  !ID_PROPS.has(name) && (VISIBLE_PROPS.has(name) || VISIBLE_PROP_PATTERN.test(name));

const hasWord = (text: string) => /\p{L}/u.test(text);

/** The site's code: components, features, routes and helpers (not content/, the editor, nor tests). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ["admin", "content"].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A sentence or a capitalised phrase ("Send message", "Thank you!"): words, wherever they are written. */
const looksLikeWords = (text: string) =>
  /^[A-Z][\p{L}'’]*[\s,.:;!?…]/u.test(text) || (/\p{L}{2}.*\s/u.test(text) && /[.!?…:]$/.test(text));

/** A property's name, or an element access's key. */
const isKey = (node: ts.Node) =>
  ((ts.isPropertyAssignment(node.parent) || ts.isPropertySignature(node.parent)) &&
    node.parent.name === node) ||
  (ts.isElementAccessExpression(node.parent) && node.parent.argumentExpression === node);

/** Where a literal is code, not text: a log line, an error for developers, a module name, a type. */
function isCode(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isTypeNode(parent))
      return true;
    // An error for developers, and a Response's status text (a 404 draws the Not Found page).
    if (ts.isNewExpression(parent) && /Error$|^Response$/.test(parent.expression.getText())) return true;
    // A log line, or an analytics event's name (the owner's reports, not the visitor's page).
    if (ts.isCallExpression(parent) && /^console\.|^(trackEvent|track)$/.test(parent.expression.getText()))
      return true;
    if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.InKeyword) return true;
    if (ts.isJsxAttribute(parent) && /^(className|class|style)$/.test(parent.name.getText())) return true;
    if (ts.isCallExpression(parent) && /^(cn|cardClasses|buttonClasses)$/.test(parent.expression.getText()))
      return true;
  }
  return false;
}

/** The string literals of an expression that a visitor may read (not the operands of a comparison, nor keys). */
function literalsIn(node: ts.Node, found: ts.Node[]) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    found.push(node);
    return;
  }
  if (ts.isTemplateExpression(node)) {
    found.push(node);
    return;
  }
  // A comparison's operands and an `in` check's key are data.
  if (ts.isBinaryExpression(node) && /=|^in$/.test(node.operatorToken.getText())) return;
  if (ts.isElementAccessExpression(node)) return literalsIn(node.expression, found);
  // A call's arguments are data for the function (a class list, a key), not text: its result is checked where it is shown.
  if (ts.isCallExpression(node)) return;
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
  ts.forEachChild(node, (child) => literalsIn(child, found));
}

function templateText(node: ts.Node): string {
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ").trim();
  return (node as ts.StringLiteral).text;
}

/** "file:line  text" for every literal visible text of a component file. */
export function literalTexts(file: string, source = readFileSync(file, "utf8")): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const reported = new Set<ts.Node>();
  const report = (node: ts.Node, text: string) => {
    if (reported.has(node)) return;
    reported.add(node);
    const trimmed = text.replace(/\s+/g, " ").trim();
    if (!trimmed || !hasWord(trimmed) || allowed(trimmed)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(root, file)}:${line + 1}  ${trimmed}`);
  };
  const reportLiterals = (node: ts.Node) => {
    const literals: ts.Node[] = [];
    literalsIn(node, literals);
    for (const literal of literals) report(literal, templateText(literal));
  };
  // JSX: its text, the visible props and what a child expression shows.
  const visitJsx = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && isVisibleProp(node.name.getText()))
      reportLiterals(node.initializer);
    else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent) && node.expression)
      reportLiterals(node.expression);
    ts.forEachChild(node, visitJsx);
  };
  // Everywhere else: any literal that reads as words (an object of labels, a message).
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
    // An id built in a template (`${id}-hint`) is not text.
    const labelled =
      literal &&
      !/^-?[a-z]+(-[a-z]+)*$/.test(templateText(node)) &&
      ts.isPropertyAssignment(node.parent) &&
      node.parent.initializer === node &&
      isVisibleProp(node.parent.name.getText());
    if (literal && !isKey(node) && !isCode(node) && (labelled || looksLikeWords(templateText(node))))
      report(node, templateText(node));
    ts.forEachChild(node, visit);
  };
  visitJsx(sourceFile);
  visit(sourceFile);
  return found;
}

/**
 * Every string of the compiled content (as the pages get it: placeholders filled, counts in words),
 * of the words the islands carry, and the settings the site derives.
 */
function contentStrings(): string[] {
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  const generated = join(root, "app/content/generated");
  for (const name of readdirSync(generated).filter((file) => file.endsWith(".json")))
    collect(fillPlaceholders(JSON.parse(readFileSync(join(generated, name), "utf8"))));
  collect(loadSiteContent(root).content);
  collect(site);
  // The country list of the contact form: the names of Intl.DisplayNames, made at build time.
  collect(countryNames());
  return strings;
}

function pages(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return ["admin", "assets", "pagefind", "og", "media"].includes(entry.name) ? [] : pages(path);
    // The editor (admin.html) is the owner's tool; its words are Decap's.
    return entry.name.endsWith(".html") && !["__spa-fallback.html", "admin.html"].includes(entry.name)
      ? [path]
      : [];
  });
}

/** Visible texts of a built page: text nodes of the body and the visible attributes. */
export function pageTexts(html: string): string[] {
  const document = new DOMParser().parseFromString(html, "text/html");
  for (const hidden of document.querySelectorAll("script, style, noscript, template, svg")) hidden.remove();
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], [alt]"))
    for (const name of ["aria-label", "placeholder", "title", "alt"])
      if (element.hasAttribute(name)) texts.push(element.getAttribute(name)!);
  texts.push(document.title);
  return texts
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter((text) => text && hasWord(text) && !allowed(text));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether a page's text is made of content: a part of one content string, or content strings
 * (and the pieces of a text around its placeholders, e.g. "{n} of {total}") put together with
 * nothing but numbers and punctuation between them ("Altura on LinkedIn", "Page | Altura").
 */
function contentCheck(strings: string[]) {
  const normalised = strings.map((text) => text.replace(/\s+/g, " "));
  const everything = normalised.join("\n");
  const pieces = [
    ...new Set(normalised.flatMap((text) => text.split(/\{\w+\}/)).map((piece) => piece.trim())),
  ]
    .filter((piece) => hasWord(piece))
    .sort((a, b) => b.length - a.length);
  const known = new Map<string, boolean>();
  return (text: string) => {
    let answer = known.get(text);
    if (answer === undefined) {
      let rest = text;
      if (!everything.includes(text))
        for (const piece of pieces) if (rest.includes(piece)) rest = rest.replace(wholeWords(piece), " ");
      // What is left may be part of a content value (a host of a content address).
      const left = rest.replace(/\s+/g, " ").trim();
      answer =
        rest === text
          ? everything.includes(text)
          : !hasWord(left) || allowed(left) || everything.includes(left);
      known.set(text, answer);
    }
    return answer;
  };
}

/** A piece of text where it is not part of a longer word ("on" is not in "Contact"). */
function wholeWords(piece: string) {
  const before = /^[\p{L}\d]/u.test(piece) ? "(?<![\\p{L}\\d])" : "";
  const after = /[\p{L}\d]$/u.test(piece) ? "(?![\\p{L}\\d])" : "";
  return new RegExp(`${before}${escapeRegExp(piece)}${after}`, "gu");
}

describe("visible text", () => {
  it("is never written into a component", () => {
    const texts = sourceFiles(join(root, "app")).flatMap((file) => literalTexts(file));
    expect(texts).toEqual([]);
  });

  // npm test runs this file again once it has built the site, with VISIBLE_TEXT_BUILD=required:
  // there a missing or stale build fails instead of skipping.
  const { clientDir: buildDir, current, required } = testedBuild("VISIBLE_TEXT_BUILD");
  it.skipIf(!current && !required)(
    "of every built page is content (needs a build newer than content/ and app/)",
    () => {
      expect(current, `a build in ${buildDir} newer than content/ and app/`).toBe(true);
      const fromContent = contentCheck(contentStrings());
      const missing = new Set<string>();
      for (const page of pages(buildDir))
        for (const text of pageTexts(readFileSync(page, "utf8")))
          if (!fromContent(text)) missing.add(`${relative(buildDir, page)}  ${text}`);
      expect([...missing]).toEqual([]);
    },
  );
});
