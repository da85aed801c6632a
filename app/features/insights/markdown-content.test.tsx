// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { Root } from "hast";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseMarkdown } from "~/lib/markdown";
import { MarkdownContent } from "./markdown-content";

afterEach(cleanup);

function show(tree: Root) {
  const router = createMemoryRouter([{ path: "/", element: <MarkdownContent tree={tree} /> }]);
  render(<RouterProvider router={router} />);
}

describe("MarkdownContent", () => {
  it("renders the parsed article as elements: headings, lists, internal and external links", () => {
    show(parseMarkdown("## Plan\n\nSee [us](/contactUs) or [docs](https://example.com) & more.\n\n3. Three\n4. Four\n").tree);
    expect(screen.getByRole("heading", { level: 2, name: "Plan" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "us" })).toHaveAttribute("href", "/contactUs");
    expect(screen.getByRole("link", { name: "docs" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText(/& more\./)).toBeInTheDocument();
    expect(screen.getByRole("list")).toHaveAttribute("start", "3");
  });

  it("draws nothing outside the allow-list, even from a tree that skipped the sanitizer", () => {
    const tree: Root = {
      type: "root",
      children: [
        { type: "element", tagName: "script", properties: {}, children: [{ type: "text", value: "alert(1)" }] },
        { type: "element", tagName: "p", properties: { onClick: "x", style: "color:red" }, children: [{ type: "text", value: "Safe" }] },
        { type: "raw", value: "<img src=x onerror=alert(1)>" } as never,
      ],
    };
    show(tree);
    expect(document.querySelector("script, img")).toBeNull();
    expect(screen.getByText("Safe")).not.toHaveAttribute("style");
    expect(document.body.innerHTML).not.toContain("alert");
  });
});
