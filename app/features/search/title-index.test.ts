import { describe, expect, it } from "vitest";
import { MAX_HITS } from "./pagefind";
import { matchTitles, type TitledPage } from "./title-index";

const pages: TitledPage[] = [
  { url: "/", title: "Altura IT", description: "Consulting, staffing and software for growing teams." },
  { url: "/java", title: "Java development", description: "Spring services & APIs built to last." },
  {
    url: "/insights/cafe",
    title: "Notes from the café",
    description: "What Java teams told us over coffee.",
  },
];

const urls = (query: string) => matchTitles(pages, query).map((hit) => hit.url);

describe("matchTitles", () => {
  it("finds pages whose title or description has a word beginning with each word typed", () => {
    expect(urls("jav")).toEqual(["/java", "/insights/cafe"]);
    expect(urls("staff cons")).toEqual(["/"]);
    expect(urls("ava")).toEqual([]);
  });

  it("puts the pages with the words in their title first", () => {
    expect(urls("java")).toEqual(["/java", "/insights/cafe"]);
    expect(urls("teams")).toEqual(["/", "/insights/cafe"]);
    expect(urls("coffee java")).toEqual(["/insights/cafe"]);
  });

  it("ignores case, accents and what is not a letter or digit", () => {
    expect(urls("CAFE")).toEqual(["/insights/cafe"]);
    expect(urls("  café!  ")).toEqual(["/insights/cafe"]);
    expect(urls("& —")).toEqual([]);
    expect(urls("")).toEqual([]);
  });

  it("marks the matched words of the description, as text", () => {
    expect(matchTitles(pages, "spring api")[0]?.excerpt).toEqual([
      { text: "Spring", mark: true },
      { text: " services & ", mark: false },
      { text: "APIs", mark: true },
      { text: " built to last.", mark: false },
    ]);
  });

  it("lists at most as many pages as the full search does", () => {
    const many = Array.from({ length: MAX_HITS + 3 }, (_, index) => ({
      url: `/p${index}`,
      title: `Page ${index}`,
      description: "",
    }));
    expect(matchTitles(many, "page")).toHaveLength(MAX_HITS);
  });
});
