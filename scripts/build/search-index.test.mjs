import { describe, expect, it } from "vitest";
import { pageFile } from "./page-files.mjs";
import { forPagefind } from "./search-index.mjs";

describe("search index page list", () => {
  it("finds the file of each page of the manifest", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/insights/a")).toBe("insights/a.html");
  });

  it("keeps the words of blocks Pagefind does not separate apart, and leaves inline markup alone", () => {
    expect(forPagefind("<dl><dt>Location</dt><dd>Hyderabad</dd></dl>")).toBe(
      "<dl><dt>Location</dt> <dd>Hyderabad</dd> </dl> ",
    );
    expect(forPagefind("<tr><th>Job ID</th><th>Location</th></tr>")).toBe(
      "<tr><th>Job ID</th> <th>Location</th> </tr> ",
    );
    expect(forPagefind("<p><strong>Java</strong>, <a href=/x>Spring</a>.</p>")).toBe(
      "<p><strong>Java</strong>, <a href=/x>Spring</a>.</p>",
    );
  });

  it("marks the page's description for Pagefind to keep", () => {
    expect(forPagefind('<meta name="description" content="Java &amp; Spring">')).toBe(
      '<meta data-pagefind-meta="description[content]" name="description" content="Java &amp; Spring">',
    );
  });
});
