// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseMarkdown } from "~/lib/markdown";
import type { RichText as RichTextData } from "~/lib/rich-text";
import { RichText } from "./rich-text";

afterEach(cleanup);

function show(element: ReactNode) {
  render(element);
}

describe("RichText", () => {
  it("draws compiled Markdown as elements: headings, marks, lists, internal and external links", () => {
    show(
      <RichText
        body={
          parseMarkdown(
            "## Plan\n\nSee [us](/contactUs) or [docs](https://example.com) & **more**.\n\n3. Three\n4. *Four*\n",
          ).body
        }
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Plan" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "us" })).toHaveAttribute("href", "/contactUs");
    expect(screen.getByRole("link", { name: "docs" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("more").tagName).toBe("STRONG");
    expect(screen.getByText("Four").tagName).toBe("EM");
    expect(screen.getByRole("list")).toHaveAttribute("start", "3");
  });

  it("shows a link that breaks the link policy as its text only, even in data that skipped the compiler", () => {
    const hostile = [
      {
        kind: "paragraph",
        parts: [{ text: "click", href: "javascript:alert(1)" }, " <img src=x onerror=alert(1)>"],
      },
    ] as unknown as RichTextData;
    show(<RichText body={hostile} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(document.querySelector("img, script")).toBeNull();
    expect(screen.getByText(/click <img/)).toBeInTheDocument();
  });

  it("opens links in a new tab when asked and reports which link was followed", () => {
    const followed = vi.fn();
    show(
      <RichText
        look="compact"
        newTab
        onLinkClick={(link) => followed(link.href)}
        body={[
          { kind: "paragraph", parts: ["Write ", { text: "to us", href: "mailto:hello@altura.example" }] },
        ]}
      />,
    );
    const link = screen.getByRole("link", { name: "to us (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(followed).toHaveBeenCalledWith("mailto:hello@altura.example");
  });
});
