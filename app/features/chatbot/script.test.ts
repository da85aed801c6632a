import { describe, expect, it } from "vitest";
import { loadSiteContent } from "~/content/load-content";
import { canonicalPaths } from "~/content/site-pages";
import { linkKind } from "~/lib/links";
import { linksOf, plainText } from "~/lib/rich-text";
import { matchKeyword } from "./engine";
import { chatScript, OPTION_IDS } from "./script";

const { content, pages } = loadSiteContent();
const { site, services: servicePages } = content;
/** The site's own pages (spec §2 route table). */
const declaredPaths = new Set(canonicalPaths(pages));

const everything = [
  ...chatScript.welcome,
  ...chatScript.options.map((option) => option.answer),
  chatScript.thanks,
];

describe("the chat script", () => {
  it("has one option per id, in the order of the spec", () => {
    expect(chatScript.options.map((option) => option.id)).toEqual([...OPTION_IDS]);
  });

  it("greets the visitor with the company's name from app/content/site.ts", () => {
    expect(plainText(chatScript.welcome[0]!)).toContain(site.name);
  });

  it("links only to pages that exist, and to mail/phone with safe schemes", () => {
    for (const link of everything.flatMap(linksOf)) {
      if (linkKind(link.href) === "internal")
        expect(declaredPaths, link.href).toContain(link.href.split("#")[0]);
      else expect(linkKind(link.href), link.href).toBe("external");
    }
  });

  it("points every answer somewhere useful", () => {
    const targets = (id: string) =>
      linksOf(chatScript.options.find((option) => option.id === id)!.answer).map((link) => link.href);
    expect(targets("services")).toEqual(
      expect.arrayContaining([
        "/it-consulting",
        "/staffingSolutions",
        "/projectManagement",
        "/softwareServices",
      ]),
    );
    expect(targets("roles")).toEqual(expect.arrayContaining(["/contactUs", "/staffingSolutions"]));
    expect(targets("hiring")).toContain("/staffingSolutions");
    expect(targets("work")).toContain("/staffingSolutions");
    expect(targets("jobs")).toContain("/careers");
    expect(targets("connect")).toEqual(
      expect.arrayContaining(["/contactUs", `mailto:${site.contact.emails.general}`]),
    );
  });

  it("offers every software service of content/services, each linked to its page, in menu order", () => {
    const services = chatScript.options.find((option) => option.id === "services")!.answer;
    const links = linksOf(services).filter((link) => servicePages.some((page) => page.path === link.href));
    expect(links).toEqual(servicePages.map((page) => ({ text: page.name, href: page.path })));
    expect(plainText(services)).toContain("Cyber Security, AI and Automation,");
  });

  it("answers a question naming any service with the services", () => {
    for (const { name } of servicePages)
      expect(matchKeyword(chatScript, `Tell me more about ${name}`), name).toBe("services");
  });

  it("only the job answer ends the conversation with a farewell", () => {
    expect(
      chatScript.options.filter((option) => option.then === "farewell").map((option) => option.id),
    ).toEqual(["jobs"]);
  });
});
