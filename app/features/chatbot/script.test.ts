import { describe, expect, it } from "vitest";
import { canonicalPagePaths } from "~/content/page-paths";
import { site } from "~/content/site";
import { plainText, type Inline, type RichText } from "./engine";
import { isSafeHref } from "./rich-text";
import { chatScript, OPTION_IDS } from "./script";

/** The site's own pages (spec §2 route table). */
const declaredPaths = new Set(canonicalPagePaths);

function links(body: RichText): Exclude<Inline, string>[] {
  return body
    .flatMap((block) => (block.kind === "paragraph" ? [block.parts] : block.items))
    .flat()
    .filter((part): part is Exclude<Inline, string> => typeof part !== "string");
}

const everything = [...chatScript.welcome, ...chatScript.options.map((option) => option.answer), chatScript.thanks];

describe("the chat script", () => {
  it("has one option per id, in the order of the spec", () => {
    expect(chatScript.options.map((option) => option.id)).toEqual([...OPTION_IDS]);
  });

  it("greets the visitor with the company's name from content/site.ts", () => {
    expect(plainText(chatScript.welcome[0]!)).toContain(site.name);
  });

  it("links only to pages that exist, and to mail/phone with safe schemes", () => {
    for (const link of everything.flatMap(links)) {
      if ("to" in link) expect(declaredPaths, link.to).toContain(link.to.split("#")[0]);
      else expect(isSafeHref(link.href), link.href).toBe(true);
    }
  });

  it("points every answer somewhere useful", () => {
    const targets = (id: string) =>
      links(chatScript.options.find((option) => option.id === id)!.answer).map((link) => ("to" in link ? link.to : link.href));
    expect(targets("services")).toEqual(
      expect.arrayContaining(["/it-consulting", "/staffingSolutions", "/projectManagement", "/softwareServices"]),
    );
    expect(targets("roles")).toEqual(expect.arrayContaining(["/contactUs", "/staffingSolutions"]));
    expect(targets("hiring")).toContain("/staffingSolutions");
    expect(targets("work")).toContain("/staffingSolutions");
    expect(targets("jobs")).toContain("/careers");
    expect(targets("connect")).toEqual(expect.arrayContaining(["/contactUs", `mailto:${site.contact.emails.general}`]));
  });

  it("only the job answer ends the conversation with a farewell", () => {
    expect(chatScript.options.filter((option) => option.then === "farewell").map((option) => option.id)).toEqual(["jobs"]);
  });

  it("accepts only mailto:, tel: and https: links", () => {
    expect(isSafeHref("mailto:a@b.example")).toBe(true);
    expect(isSafeHref("tel:+12125550142")).toBe(true);
    expect(isSafeHref("https://example.com")).toBe(true);
    expect(isSafeHref("javascript:alert(1)")).toBe(false);
    expect(isSafeHref("JaVaScRiPt:alert(1)")).toBe(false);
    expect(isSafeHref("data:text/html,<script>")).toBe(false);
  });
});
