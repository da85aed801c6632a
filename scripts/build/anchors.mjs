#!/usr/bin/env node
/**
 * After the pages are rendered: every #anchor an internal link of the content points at
 * (app/content/generated/anchored-links.json, written by scripts/content.mjs with the file and line
 * of each link) must be an element id on its target page. Otherwise the build stops with one line
 * per link, e.g.
 *   content/settings.yml:79: navigation.company.5.href: "/contactUs#maps" has no element with id "maps" on /contactUs
 * The page is parsed by parse5 (the HTML parser jsdom is built on, without the DOM around it: a
 * sixth of the time), not scraped by pattern.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "parse5";
import { anchoredLinksFile, ContentError, projectRoot } from "../content.mjs";
import { pageFile } from "./page-files.mjs";

/** The ids of one rendered page's elements (a `<template>`'s content is not in the page). */
export function idsOf(html) {
  const ids = new Set();
  const visit = (node) => {
    for (const attribute of node.attrs ?? []) if (attribute.name === "id") ids.add(attribute.value);
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return ids;
}

/**
 * The problems of `links` (`{ where, href }`); `htmlOf(path)` is the rendered HTML of a page
 * (e.g. "/contactUs"), or undefined when the build has no such page.
 */
export function anchorProblems(links, htmlOf) {
  const pages = new Map();
  const problems = [];
  for (const { where, href } of links) {
    const url = new URL(href, "https://site.invalid");
    const id = decodeURIComponent(url.hash.slice(1));
    if (!id) continue;
    if (!pages.has(url.pathname)) {
      const html = htmlOf(url.pathname);
      pages.set(url.pathname, html === undefined ? undefined : idsOf(html));
    }
    const ids = pages.get(url.pathname);
    if (!ids) problems.push(`${where}: "${href}": the page ${url.pathname} was not rendered`);
    else if (!ids.has(id)) problems.push(`${where}: "${href}" has no element with id "${id}" on ${url.pathname}`);
  }
  return problems;
}

/** A page's file in a build: /contactUs -> <client>/contactUs.html. */
export function renderedPage(client, path) {
  const file = join(client, pageFile(path));
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const client = join(projectRoot, process.env.BUILD_DIR ?? "build", "client");
  const links = JSON.parse(readFileSync(anchoredLinksFile(), "utf8"));
  const problems = anchorProblems(links, (path) => renderedPage(client, path));
  if (problems.length) {
    console.error(new ContentError(problems).message);
    process.exit(1);
  }
  console.log(`anchors: ${links.length} links to #anchors checked`);
}
