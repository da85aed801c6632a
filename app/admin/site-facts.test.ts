// @vitest-environment jsdom
import { existsSync, readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import built from "~/content/generated/records.json" with { type: "json" };
import type { ContentRecords } from "~/content/site-pages";
import { checkedBackendName } from "~/lib/shared-constants.mjs";
import type { DecapCms, DecapEntry } from "./editor-checks";
import { factsOf, fileCollection, withFile, withoutFile, type KnownSite } from "./site-facts";
import { deletionProblems } from "./validate";

const read = (file: string) => readFileSync(file, "utf8");

/** The backend calls the editor makes here, each checked and then done (or refused). */
interface Backend {
  persistEntry(
    entry: { dataFiles: { path: string; raw: string; slug?: string }[] },
    options: object,
  ): Promise<unknown>;
  deleteFiles(paths: string[], message: string): Promise<unknown>;
  publishUnpublishedEntry(collection: string, slug: string): Promise<unknown>;
  deleteUnpublishedEntry(collection: string, slug: string): Promise<unknown>;
}

/**
 * The editor as Decap runs it, just opened: the checks registered with the last build's facts, the
 * checked backend made from its config.
 */
async function editor(anchors: Record<string, string[]> = {}) {
  const { registerChecks, siteFacts, knownRecords } = await import("./editor-checks");
  const listeners: Record<string, ((data: { entry: DecapEntry }) => unknown)[]> = {};
  let Checked: (new (config: object, options: object) => Backend) | undefined;
  const written: string[] = [];
  const cms = {
    registerEventListener: ({ name, handler }) => (listeners[name] ??= []).push(handler),
    registerWidget: () => undefined,
    getWidget: () => ({ control: class {} as never, preview: "preview" }),
    registerCustomFormat: () => undefined,
    getBackend: (name) =>
      name === "github"
        ? {
            init: () => ({
              persistEntry: async (entry: { dataFiles: { path: string }[] }) =>
                written.push(...entry.dataFiles.map(({ path }) => path)),
              deleteFiles: async (paths: string[]) => written.push(...paths.map((path) => `-${path}`)),
              publishUnpublishedEntry: async (collection: string, slug: string) =>
                written.push(`publish ${collection}/${slug}`),
              deleteUnpublishedEntry: async (collection: string, slug: string) =>
                written.push(`discard ${collection}/${slug}`),
            }),
          }
        : undefined,
    registerBackend: (name, backend) => {
      if (name === checkedBackendName("github")) Checked = backend as typeof Checked;
    },
  } satisfies DecapCms;
  registerChecks(cms, async () => Response.json(anchors));
  const backend = new Checked!({ media_folder: "content/media" }, {});
  /** Runs an event's listeners in turn, as Decap does: the problems of the first that throws. */
  const event = async (name: string, entry: DecapEntry) => {
    try {
      for (const listener of listeners[name] ?? []) await listener({ entry });
      return "";
    } catch (error) {
      return String(error);
    }
  };
  return { backend, event, written, siteFacts, knownRecords };
}

// Each test opens the editor anew, with the last build's facts.
beforeEach(() => {
  vi.resetModules();
});

/** A Decap entry: its collection, its file and the file's text as opened, and the data of its form. */
function entry(collection: string, path: string, data: Record<string, unknown>): DecapEntry {
  const slug = path.replace(/^.*\/|\.\w+$/g, "");
  const fields: Record<string, unknown> = { collection, slug, path, raw: existsSync(path) ? read(path) : "" };
  return { get: (key: string) => (key === "data" ? { toJS: () => data } : fields[key]) } as DecapEntry;
}

const JAVA = "content/services/java.yml";
const BANKING = "content/industries/banking.yml";
const RETAIL = "content/industries/retail.yml";
const POSITION = "content/positions/senior-java-engineer-bangalore.yml";
const PRIVACY = "content/pages/privacy.yml";

const java = parse(read(JAVA)) as { cta: { href: string } };
/** The Java service's entry with its button leading to `href`. */
const withLink = (href: string) => entry("services", JAVA, { ...java, cta: { ...java.cta, href } });
/** A new industry page, /retail: the banking page's words, without its link to /java. */
const retailFile = read(BANKING).replace("path: /banking", "path: /retail").replace("/java", "/bigData");
const retail = entry("industries", RETAIL, parse(retailFile) as Record<string, unknown>);

describe("the editor's checks after its own saves and deletions", () => {
  it("judge the site as the owner's last saves left it, not as the last build found it", async () => {
    const { backend, event, written, siteFacts, knownRecords } = await editor({
      "/privacy": ["analytics", "contact"],
    });
    const save = (path: string, raw: string) => backend.persistEntry({ dataFiles: [{ path, raw }] }, {});

    // A page made in this session can be linked at once: a new industry page, /retail.
    expect(await event("preSave", withLink("/retail"))).toContain(`"/retail" is not a page of this site`);
    await save(RETAIL, retailFile);
    expect(await event("preSave", withLink("/retail"))).toBe("");
    // The previews draw the industries menu and overviews with it too.
    expect(knownRecords().industries.map(({ id }) => id)).toContain("retail");

    // A page linked in this session cannot be deleted: the service's button now leads to /retail.
    expect(await event("preUnpublish", retail)).toBe("");
    await save(JAVA, read(JAVA).replace("href: /contactUs", "href: /retail"));
    expect(await event("preUnpublish", retail)).toContain(
      `${RETAIL}: cannot be deleted while other pages link to /retail: ${JAVA}: cta.href`,
    );

    // A page no longer linked can be: banking's one link to /java is taken away.
    const javaEntry = entry("services", JAVA, java);
    expect(await event("preUnpublish", javaEntry)).toContain(`${BANKING}:55: help.cards.4.href`);
    await save(BANKING, read(BANKING).replace("href: /java", "href: /bigData"));
    expect(await event("preUnpublish", javaEntry)).toBe("");

    // A deleted page can no longer be linked.
    await backend.deleteFiles([JAVA], "Delete");
    expect(siteFacts.routes.has("/java")).toBe(false);
    expect(await event("preSave", withLink("/java"))).toContain(`"/java" is not a page of this site`);

    // A picture a position has just started showing stays in Media.
    await expect(backend.deleteFiles(["content/media/team.jpg"], "Delete")).resolves.toBeDefined();
    const photo = "photo:\n  src: /media/uploads/team.jpg\n  alt: The team at work\n";
    await save(POSITION, `${read(POSITION)}${photo}`);
    await expect(backend.deleteFiles(["content/media/team.jpg"], "Delete")).rejects.toThrow(
      `content/media/team.jpg: cannot be deleted while ${POSITION} shows it: ${POSITION}: photo.src`,
    );

    // A page saved again has ids the last build did not render: its #anchors are left to the build.
    expect(await event("preSave", withLink("/privacy#cookies"))).toContain("#cookies");
    await save(PRIVACY, read(PRIVACY));
    expect(await event("preSave", withLink("/privacy#cookies"))).toBe("");

    expect(written).toEqual([
      RETAIL,
      JAVA,
      BANKING,
      `-${JAVA}`,
      "-content/media/team.jpg",
      POSITION,
      PRIVACY,
    ]);
  });

  it("leave to the build the #anchors of a page saved before the rendered pages' ids were fetched", async () => {
    const { backend, event } = await editor({ "/privacy": ["analytics", "contact"], "/contactUs": ["main"] });
    await backend.persistEntry({ dataFiles: [{ path: PRIVACY, raw: read(PRIVACY) }] }, {});
    expect(await event("preSave", withLink("/privacy#cookies"))).toBe("");
    expect(await event("preSave", withLink("/contactUs#nowhere"))).toContain("#nowhere");
  });
});

describe("the editor's checks after a draft (the editorial workflow's Save)", () => {
  it("count its links and pictures, not its pages, until it is published", async () => {
    const { backend, event, written } = await editor();
    const draft = (path: string, slug: string, raw: string, collectionName: string) =>
      backend.persistEntry({ dataFiles: [{ path, slug, raw }] }, { useWorkflow: true, collectionName });
    const banking = entry("industries", BANKING, parse(read(BANKING)) as Record<string, unknown>);

    // A new page saved as a draft is not on the site: no page may link to it yet.
    await draft(RETAIL, "retail", retailFile, "industries");
    expect(await event("preSave", withLink("/retail"))).toContain(`"/retail" is not a page of this site`);

    // A page a draft links to cannot be deleted, or publishing the draft would break the build.
    expect(await event("preUnpublish", banking)).toBe("");
    await draft(JAVA, "java", read(JAVA).replace("href: /contactUs", "href: /banking"), "services");
    expect(await event("preUnpublish", banking)).toContain(
      `${BANKING}: cannot be deleted while other pages link to /banking: ${JAVA}: cta.href`,
    );
    // Thrown away, the draft holds nothing back.
    await backend.deleteUnpublishedEntry("services", "java");
    expect(await event("preUnpublish", banking)).toBe("");

    // Published, the new page is the site's.
    await backend.publishUnpublishedEntry("industries", "retail");
    expect(await event("preSave", withLink("/retail"))).toBe("");
    expect(written).toEqual([RETAIL, JAVA, "discard services/java", "publish industries/retail"]);
  });
});

describe("the site the editor knows", () => {
  // The last build's single files, and no record in any folder.
  const site: KnownSite = {
    records: {
      ...(built as unknown as ContentRecords),
      services: [],
      industries: [],
      positions: [],
      articles: [],
    },
    references: { links: [], uploads: [] },
    drafts: {},
  };

  it("names a file's collection and record as the build does", () => {
    expect(fileCollection(JAVA)).toEqual({ name: "services", id: "java" });
    expect(fileCollection("content/articles/marketing.md")).toEqual({ name: "articles", id: "marketing" });
    expect(fileCollection("content/pages/it-consulting.yml")).toEqual({ name: "itConsulting" });
    expect(fileCollection("content/settings.yml")).toEqual({ name: "settings" });
    for (const other of [
      "content/media/team.jpg",
      "content/services/java.md",
      "content/services/x/y.yml",
      "README.md",
    ])
      expect(fileCollection(other), other).toBeUndefined();
  });

  it("takes in a record written and forgets one deleted, with its links", () => {
    const after = withFile(site, JAVA, read(JAVA));
    expect(factsOf(after).routes).toContain("/java");
    expect(after.references.links.filter((link) => link.file === JAVA)).not.toEqual([]);
    const again = withFile(after, JAVA, read(JAVA).replace("path: /java", "path: /java-services"));
    expect(again.records.services.map(({ data }) => data.path)).toEqual(["/java-services"]);
    const gone = withoutFile(again, JAVA);
    expect(gone.records.services).toEqual([]);
    expect(gone.references.links.filter((link) => link.file === JAVA)).toEqual([]);
  });

  it("leaves out a file the build's schema refuses, as the build would", () => {
    const broken = withFile(withFile(site, JAVA, read(JAVA)), JAVA, "path: /java\n");
    expect(broken.records.services).toEqual([]);
    expect(deletionProblems("industries", BANKING, {}, factsOf(broken))).toEqual([]);
  });
});
