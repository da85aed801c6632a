import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cmsConfig } from "./cms-config.mjs";
import { checkContent } from "./content.mjs";

describe("the editor's configuration", () => {
  it("has every collection and every field of the schemas, with their choices and limits", async () => {
    const { collections, singles, singleFile, toJSONSchema, contentRecords: records } = await checkContent();
    const config = parse(
      cmsConfig({ collections, singles, singleFile, toJSONSchema, settings: records.settings }),
    );
    // GitHub with the build's checks on pictures (app/admin/checked-backend.ts); the dev server
    // names its local backend instead.
    expect(config.backend).toMatchObject({ name: "github-checked", branch: "main" });
    expect(config.local_backend).toBeUndefined();
    expect(config.collections.map((collection) => collection.name)).toEqual([
      ...Object.keys(collections),
      "site",
      "pages",
    ]);
    for (const collection of config.collections.filter((collection) => collection.folder)) {
      const schema = toJSONSchema(collections[collection.name], { io: "input", unrepresentable: "any" });
      const names = collection.fields.map((field) => field.name).filter((name) => name !== "body");
      expect(names, collection.name).toEqual(Object.keys(schema.properties));
      for (const field of collection.fields)
        expect(field.label, `${collection.name}.${field.name}`).toMatch(/\S/);
    }
    const positions = config.collections.find((collection) => collection.name === "positions");
    const byName = (name) => positions.fields.find((field) => field.name === name);
    expect(byName("employmentType")).toMatchObject({
      widget: "select",
      options: expect.arrayContaining([{ label: "Full-time", value: "FULL_TIME" }]),
    });
    // Decap shows a pattern's message as "<label> didn't match the pattern: <message>.": the
    // build's words for the same problem, never the schema library's.
    expect(byName("summary")).toMatchObject({
      widget: "text",
      pattern: ["^[\\s\\S]{70,160}$", "at least 70 characters needed, at most 160 allowed"],
    });
    expect(byName("title").pattern).toEqual(["^[\\s\\S]{1,70}$", "at most 70 characters allowed"]);
    expect(byName("slug").pattern[1]).toBe(
      "must be lowercase words joined by hyphens, e.g. qa-engineer-new-york",
    );
    const patterns = (fields) =>
      fields.flatMap((field) => [
        ...(field.pattern ? [field.pattern[1]] : []),
        ...patterns(field.fields ?? (field.field ? [field.field] : [])),
      ]);
    for (const collection of config.collections)
      for (const message of patterns(collection.fields ?? collection.files.flatMap((file) => file.fields)))
        expect(message, collection.name).toMatch(/^[a-z]+ [^>=]*$/);
    // The platform's date field, which keeps the date as typed (app/admin/date-field.ts).
    expect(byName("validThrough")).toEqual({
      name: "validThrough",
      label: "Open until",
      hint: "The last day the role is open; the next build takes it off the site.",
      widget: "calendar-date",
    });
    // A collapsed list item of one field shows its value (the department), not its label.
    const settings = config.collections.find((collection) => collection.name === "site").files[0];
    const jobs = settings.fields.find((field) => field.name === "jobs");
    expect(jobs.fields.find((field) => field.name === "departments")).toMatchObject({
      field: { name: "item", label: "Department" },
      summary: "{{fields.item}}",
    });
    // A position's department and location are chosen from the settings' current lists.
    expect(byName("location")).toMatchObject({
      widget: "select",
      options: ["Hyderabad", "Bangalore", "USA"],
    });
    expect(byName("department").options).toEqual(records.settings.jobs.departments);
    // An optional group requires its fields once it is filled in (app/admin/editor-checks.ts):
    // they are not labelled optional.
    expect(byName("baseSalary")).toMatchObject({ required: false, widget: "optional-group" });
    expect(byName("baseSalary").fields.some((field) => field.required === false)).toBe(false);
    const articles = config.collections.find((collection) => collection.name === "articles");
    // Saved as written (app/admin/yaml-format.ts): only the changed fields anew.
    expect(articles).toMatchObject({
      folder: "content/articles",
      format: "frontmatter-as-written",
      extension: "md",
    });
    for (const collection of config.collections)
      expect(collection.format, collection.name).toMatch(/-as-written$/);
    expect(articles.fields.at(-1)).toMatchObject({ name: "body", widget: "markdown", editor_components: [] });
    // A picture: an upload into the media folder and its description, both in one group.
    expect(config).toMatchObject({ media_folder: "content/media", public_folder: "/media/uploads" });
    // The description is required once a picture is chosen, so it is not labelled optional.
    for (const collection of [articles, positions]) {
      const photo = collection.fields.find((field) => field.name === "photo");
      expect(photo).toMatchObject({
        widget: "optional-group",
        required: false,
        fields: [
          { name: "src", widget: "image", choose_url: false },
          { name: "alt", label: "Picture description", widget: "string" },
        ],
      });
      expect(photo.fields.map((field) => field.required)).toEqual([undefined, undefined]);
    }
    // The single files: settings and chatbot under Site, the single pages under Pages, each with
    // every field of its schema.
    const files = config.collections.filter((collection) => collection.files).flatMap((c) => c.files);
    expect(files.map((file) => [file.name, file.file])).toEqual(
      Object.keys(singles).map((name) => [name, singleFile(name)]),
    );
    // Under Pages, every single file that is a page (content/pages/), in the table's order.
    expect(config.collections.at(-1).files.map((file) => file.name)).toEqual(
      Object.keys(singles).filter((name) => singleFile(name).startsWith("content/pages/")),
    );
    // Every entry of a list has its own name, the consulting topics their pages' titles.
    for (const collection of config.collections.filter((collection) => collection.files)) {
      const labels = collection.files.map((file) => file.label);
      expect(new Set(labels).size, collection.name).toBe(labels.length);
    }
    const label = (name) => files.find((file) => file.name === name).label;
    expect(label("home")).toBe("Home page");
    expect(label("itInfra")).toBe(`IT consulting topic: ${records.itInfra.meta.title}`);
    expect(label("itAssess")).toBe(`IT consulting topic: ${records.itAssess.meta.title}`);
    expect(label("itDesign")).toBe(`IT consulting topic: ${records.itDesign.meta.title}`);
    // A folder collection lists its entries by a field that tells them apart.
    expect(positions).toMatchObject({
      identifier_field: "title",
      summary: "{{fields.title}} ({{fields.location}})",
    });
    for (const file of files) {
      const schema = toJSONSchema(singles[file.name], { io: "input", unrepresentable: "any" });
      expect(file.fields.map((field) => field.name)).toEqual(Object.keys(schema.properties));
    }
  }, 30_000);
});
