import { describe, expect, it } from "vitest";
import { pageFile } from "./page-files.mjs";
import { separateBlocks } from "./search-index.mjs";

describe("search index page list", () => {
  it("finds the file of each page of the manifest", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/insights/a")).toBe("insights/a.html");
  });

  it("keeps the words of blocks Pagefind does not separate apart, and leaves inline markup alone", () => {
    expect(separateBlocks("<dl><dt>Location</dt><dd>Hyderabad</dd></dl>")).toBe(
      "<dl><dt>Location</dt> <dd>Hyderabad</dd> </dl> ",
    );
    expect(separateBlocks("<tr><th>Job ID</th><th>Location</th></tr>")).toBe(
      "<tr><th>Job ID</th> <th>Location</th> </tr> ",
    );
    expect(separateBlocks("<p><strong>Java</strong>, <a href=/x>Spring</a>.</p>")).toBe(
      "<p><strong>Java</strong>, <a href=/x>Spring</a>.</p>",
    );
  });
});
