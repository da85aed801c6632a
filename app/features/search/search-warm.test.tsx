// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { SEARCH_WAITING_RESULTS_ID } from "./search-ids";
import { SearchPlaceholder } from "./search-placeholder";
import { listHits } from "./search-warm";
import { matchTitles } from "./title-index";

const pages = [
  { url: "/java", title: "Enterprise Java", description: "Spring services & APIs." },
  { url: "/cloud", title: "Cloud", description: "Java on any cloud." },
];

afterEach(() => document.body.replaceChildren());

describe("listHits", () => {
  it("lists the title index's matches in the placeholder, as links described by their marked excerpt", () => {
    // As the build writes it: the template's result is its content, not its children.
    document.body.innerHTML = renderToStaticMarkup(<SearchPlaceholder />);
    const list = document.getElementById(SEARCH_WAITING_RESULTS_ID)!;
    expect(list.hidden).toBe(true);

    listHits(document, matchTitles(pages, "java"));
    expect(screen.getByRole("list", { name: "Results", hidden: true })).toBe(list);
    expect(list.hidden).toBe(false);
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["/java", "Enterprise Java"],
      ["/cloud", "Cloud"],
    ]);
    expect(links[1]).toHaveAccessibleDescription("Java on any cloud.");
    expect(within(list).getByText("Java", { selector: "mark" })).toBeInTheDocument();
    expect(new Set(links.map((link) => link.getAttribute("aria-describedby"))).size).toBe(2);

    listHits(document, matchTitles(pages, "spring"));
    expect(within(list).getAllByRole("link")).toHaveLength(1);
    listHits(document, []);
    expect(list.hidden).toBe(true);
    expect(list.children).toHaveLength(0);
  });
});
