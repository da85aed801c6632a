// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { NotReadyToPublish, registerChecks, type DecapCms, type DecapEntry } from "./editor-checks";

const FILE = "content/positions/senior-java-engineer-bangalore.yml";

/** A Decap entry of the positions collection as it is saved: its file, its text before, its data. */
function decapEntry(data: Record<string, unknown>): DecapEntry {
  const raw = readFileSync(FILE, "utf8");
  const fields: Record<string, unknown> = { collection: "positions", slug: "x", path: FILE, raw };
  return { get: (key: string) => (key === "data" ? { toJS: () => data } : fields[key]) } as DecapEntry;
}

/** Decap's object control as far as the optional group uses it. */
class ObjectControl {
  childRefs: Record<string, { props: { onValidate(errors: unknown[]): void } }> = {};
  validated = 0;
  constructor(public props: { value: unknown; field: unknown }) {}
  validate = () => {
    this.validated += 1;
  };
}

function registered(fetchAnchors: typeof fetch = async () => new Response(null, { status: 404 })) {
  const listeners: Record<string, ((data: { entry: DecapEntry }) => unknown)[]> = {};
  const widgets: Record<string, Record<string, unknown>> = {};
  const formats: Record<string, unknown> = {};
  const backends: Record<string, unknown> = {};
  const cms: DecapCms = {
    registerEventListener: ({ name, handler }) => (listeners[name] ??= []).push(handler),
    registerWidget: (widget) => (widgets[widget.name as string] = widget),
    getWidget: () => ({ control: ObjectControl as never, preview: "preview", schema: { properties: {} } }),
    registerCustomFormat: (name, extension, format) => (formats[name] = { extension, format }),
    getBackend: (name) => (name === "github" ? { init: () => ({ name }) } : undefined),
    registerBackend: (name, backend) => (backends[name] = backend),
  };
  registerChecks(cms, fetchAnchors);
  // Decap runs an event's listeners in turn; one that throws stops the save.
  const handlers = Object.fromEntries(
    Object.entries(listeners).map(([name, list]) => [
      name,
      async (data: { entry: DecapEntry }) => {
        for (const listener of list) await listener(data);
        return undefined;
      },
    ]),
  );
  return { handlers, widgets, formats, backends };
}

describe("the editor's checks", () => {
  it("stop Save and Publish with the build's sentences", async () => {
    const { handlers } = registered();
    const data = { ...parse(readFileSync(FILE, "utf8")), summary: "Too short." };
    for (const name of ["preSave", "prePublish"]) {
      const refused = await Promise.resolve(handlers[name]!({ entry: decapEntry(data) })).catch((e) => e);
      expect(refused).toBeInstanceOf(NotReadyToPublish);
      expect(String(refused)).toBe(
        `the site's build would refuse this entry: ${FILE}: summary: 10 characters, at least 70 needed`,
      );
    }
    const fine = parse(readFileSync(FILE, "utf8"));
    await expect(handlers.preSave!({ entry: decapEntry(fine) })).resolves.toBeUndefined();
  });

  it("save files as written, the file of the entry named by the last preSave listener", async () => {
    const { handlers, formats } = registered();
    expect(Object.keys(formats)).toEqual(["yml-as-written", "frontmatter-as-written"]);
    const { format } = formats["yml-as-written"] as { format: { toFile(data: object): string } };
    const data = { ...parse(readFileSync(FILE, "utf8")), title: "Senior Java Developer" };
    await handlers.preSave!({ entry: decapEntry(data) });
    const before = readFileSync(FILE, "utf8").split("\n");
    const after = format.toFile(data).split("\n");
    expect(after.filter((line, index) => line !== before[index])).toEqual(["title: Senior Java Developer"]);
  });

  it("stop deleting a page other pages link to, and register the checked backends", async () => {
    const { handlers, backends } = registered();
    const java = parse(readFileSync("content/services/java.yml", "utf8"));
    const fields: Record<string, unknown> = {
      collection: "services",
      slug: "java",
      path: "content/services/java.yml",
    };
    const entry = {
      get: (key: string) => (key === "data" ? { toJS: () => java } : fields[key]),
    } as DecapEntry;
    const refused = await handlers.preUnpublish!({ entry }).catch((error: unknown) => error);
    expect(String(refused)).toMatch(
      /^the site's build would refuse this entry: content\/services\/java\.yml: cannot be deleted while other pages link to \/java: content\/industries\/banking\.yml/,
    );
    expect(Object.keys(backends)).toEqual(["github-checked"]);
  });

  it("fetch the rendered pages' ids only to save a link to an element of a page", async () => {
    const asked: string[] = [];
    const { handlers } = registered(async (url) => {
      asked.push(String(url));
      return Response.json({ "/contactUs": ["main", "form"] });
    });
    const path = "content/services/java.yml";
    const raw = readFileSync(path, "utf8");
    const java = parse(raw);
    const service = (href: string) => {
      const fields: Record<string, unknown> = { collection: "services", slug: "java", path, raw };
      const data = { ...java, cta: { ...java.cta, href } };
      return { get: (key: string) => (key === "data" ? { toJS: () => data } : fields[key]) } as DecapEntry;
    };
    await expect(handlers.preSave!({ entry: service("/contactUs") })).resolves.toBeUndefined();
    expect(asked).toEqual([]);
    const refused = await handlers.preSave!({ entry: service("/contactUs#nowhere") }).catch(
      (e: unknown) => e,
    );
    expect(String(refused)).toContain('"/contactUs#nowhere" has no element with id "nowhere" on /contactUs');
    await expect(handlers.preSave!({ entry: service("/contactUs#form") })).resolves.toBeUndefined();
    expect(asked).toEqual(["/admin/anchors.json"]);
  });

  it("check an optional picture's fields only once its file is chosen", () => {
    const { widgets } = registered();
    const Group = widgets["optional-group"]!.controlComponent as new (props: object) => ObjectControl;
    expect(widgets["optional-group"]).toMatchObject({
      previewComponent: "preview",
      schema: { properties: {} },
    });
    const field = {
      get: () => ({ toArray: () => [{ get: (key: string) => (key === "widget" ? "image" : "src") }] }),
    };
    const cleared: unknown[] = [];
    const empty = new Group({ value: { toJS: () => ({ src: "", alt: "" }) }, field });
    empty.childRefs = { alt: { props: { onValidate: (errors) => cleared.push(errors) } } };
    empty.validate();
    expect([empty.validated, cleared]).toEqual([0, [[]]]);
    const chosen = new Group({ value: { toJS: () => ({ src: "/media/uploads/a.jpg", alt: "" }) }, field });
    chosen.validate();
    expect(chosen.validated).toBe(1);
  });
});
