import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { anchorProblems } from "../../scripts/build/anchors.mjs";
import { siteFacts } from "./editor-checks";
import {
  deletionProblems,
  entryFile,
  entryProblems,
  mediaDeletionProblems,
  type SiteFacts,
} from "./validate";

/** A content file as the editor holds it: the YAML as written, nothing compiled. */
const entry = (file: string) =>
  parse(readFileSync(join(import.meta.dirname, "..", "..", "content", file), "utf8")) as Record<
    string,
    any // eslint-disable-line @typescript-eslint/no-explicit-any -- the test breaks the entry's fields
  >;

const POSITION = "content/positions/senior-java-engineer-bangalore.yml";
const position = () => entry("positions/senior-java-engineer-bangalore.yml");
/** The position's file as it is, so that its own slug and jobId are not another record's. */
const original = position();

describe("the editor's check before it saves", () => {
  it("passes the content as it is", () => {
    expect(entryProblems("positions", POSITION, position(), siteFacts, original)).toEqual([]);
    expect(entryProblems("settings", "content/settings.yml", entry("settings.yml"), siteFacts)).toEqual([]);
  });

  it("refuses a picture without its description, in the build's words", () => {
    const data = { ...position(), photo: { src: "/media/uploads/team.jpg", alt: "" } };
    expect(entryProblems("positions", POSITION, data, siteFacts, original)).toEqual([
      `${POSITION}: photo.alt: 0 characters, at least 1 needed`,
    ]);
    // Removing the picture leaves its description behind: no picture, nothing to describe.
    const removed = { ...position(), photo: { src: "", alt: "" } };
    expect(entryProblems("positions", POSITION, removed, siteFacts, original)).toEqual([]);
  });

  it("refuses a day that is not in the calendar and a title that is too long", () => {
    const data = { ...position(), validThrough: "2027-02-30", title: "x".repeat(300) };
    expect(entryProblems("positions", POSITION, data, siteFacts, original)).toEqual([
      `${POSITION}: title: 300 characters, at most 70 allowed`,
      `${POSITION}: validThrough: "2027-02-30" is not a day of the calendar: February 2027 has 28 days`,
    ]);
  });

  it("refuses a department or a location the settings do not offer", () => {
    const data = { ...position(), department: "Catering", location: "Paris" };
    expect(entryProblems("positions", POSITION, data, siteFacts, original)).toEqual([
      `${POSITION}: department: "Catering" is not one of the departments in content/settings.yml (HR, Marketing, Software Development, Business Development, Administration)`,
      `${POSITION}: location: "Paris" is not one of the locations in content/settings.yml (Hyderabad, Bangalore, USA)`,
    ]);
  });

  it("refuses settings that take away a department a position still has", () => {
    const settings = entry("settings.yml");
    settings.jobs.departments = settings.jobs.departments.map((name: string) =>
      name === "Software Development" ? "Engineering" : name,
    );
    expect(entryProblems("settings", "content/settings.yml", settings, siteFacts)).toEqual([
      `${POSITION}: department: "Software Development" is not one of the departments in content/settings.yml (HR, Marketing, Engineering, Business Development, Administration)`,
    ]);
  });

  it("refuses a link to a page the site does not have, in a link field and in Markdown", () => {
    const settings = entry("settings.yml");
    settings.navigation.company[0].href = "/no-such-page";
    expect(entryProblems("settings", "content/settings.yml", settings, siteFacts)).toEqual([
      'content/settings.yml: navigation.company.0.href: "/no-such-page" is not a page of this site',
    ]);
    const article = {
      ...parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync("content/articles/marketing.md", "utf8"))![1]!),
      body: "See [our services](/no-such-page).\n",
    };
    expect(entryProblems("articles", "content/articles/marketing.md", article, siteFacts, article)).toEqual([
      'content/articles/marketing.md: body: "/no-such-page" is not a page of this site',
    ]);
  });

  it("refuses a link to an #anchor the page does not have, with the build's anchor sentence", () => {
    const ids = ["main", "contactContainer", "mapContainer"];
    const facts: SiteFacts = { ...siteFacts, anchors: { "/contactUs": ids } };
    const settings = entry("settings.yml");
    settings.navigation.company[0].href = "/contactUs#maps";
    const where = "content/settings.yml: navigation.company.0.href";
    const html = ids.map((id) => `<p id="${id}"></p>`).join("");
    const build = anchorProblems([{ where, href: "/contactUs#maps" }], () => html);
    expect(entryProblems("settings", "content/settings.yml", settings, facts)).toEqual(build);
    settings.navigation.company[0].href = "/contactUs#mapContainer";
    expect(entryProblems("settings", "content/settings.yml", settings, facts)).toEqual([]);
  });

  it("refuses a new record whose requisition number another position has", () => {
    const data = { ...position(), slug: "senior-java-engineer-hyderabad", location: "Hyderabad" };
    expect(entryProblems("positions", "content/positions/new.yml", data, siteFacts)).toEqual([
      `content/positions/new.yml: jobId: "ALT-SD-0425" is already used by ${POSITION}`,
    ]);
  });

  it("names both files when a new position takes another's address", () => {
    const data = { ...position(), jobId: "ALT-SD-0999" };
    const file = entryFile("positions", undefined, data);
    expect(entryProblems("positions", file, data, siteFacts)).toEqual([
      `${POSITION} (new entry): slug: "senior-java-engineer-bangalore" is already used by ${POSITION}`,
    ]);
  });

  it("refuses deleting a page other pages link to, naming where they link", () => {
    const java = entry("services/java.yml");
    const [problem] = deletionProblems("services", "content/services/java.yml", java, siteFacts);
    expect(problem).toMatch(
      /^content\/services\/java\.yml: cannot be deleted while other pages link to \/java: content\/industries\/banking\.yml:\d+: help\.cards\.\d\.href\. Change or remove those links first\.$/,
    );
    // A page nothing links to goes; so does a record whose own file is all that links to it.
    const position = entry("positions/senior-java-engineer-bangalore.yml");
    expect(deletionProblems("positions", POSITION, position, siteFacts)).toEqual([]);
  });

  it("refuses moving a page other pages link to, naming where they link", () => {
    const java = entry("services/java.yml");
    const moved = { ...java, path: "/javaDevelopment" };
    const [problem] = entryProblems("services", "content/services/java.yml", moved, siteFacts, java);
    expect(problem).toMatch(
      /^content\/services\/java\.yml: path: the page cannot move from \/java while other pages link there: content\/industries\/banking\.yml:\d+: help\.cards\.\d\.href\. Change those links first\.$/,
    );
  });

  it("refuses deleting the article the old /insightsBlog address opens", () => {
    const facts: SiteFacts = { ...siteFacts, references: { links: [], uploads: [] } };
    const marketing = { slug: "marketing", section: "marketing" };
    expect(deletionProblems("articles", "content/articles/marketing.md", marketing, facts)).toEqual([
      'content/articles/marketing.md: cannot be deleted: it is the article with section "marketing", the one the old /insightsBlog address opens. Give another article that section first.',
    ]);
  });

  it("refuses deleting an uploaded picture a record shows, naming the record", () => {
    const where = "content/articles/marketing.md:9: photo.src";
    const facts: SiteFacts = {
      ...siteFacts,
      references: {
        links: [],
        uploads: [{ file: "content/articles/marketing.md", where, src: "/media/uploads/team.jpg" }],
      },
    };
    expect(mediaDeletionProblems("content/media/team.jpg", facts)).toEqual([
      `content/media/team.jpg: cannot be deleted while content/articles/marketing.md shows it: ${where}. Choose another picture there, or remove it, first.`,
    ]);
    expect(mediaDeletionProblems("content/media/unused.jpg", facts)).toEqual([]);
  });
});
