import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cmsConfig } from "./cms-config.mjs";
import { compileContent } from "./content.mjs";

describe("the editor's configuration", () => {
  it("has every collection and every field of the schemas, with their choices and limits", async () => {
    const { collections, toJSONSchema } = await compileContent();
    const config = parse(cmsConfig(collections, toJSONSchema));
    expect(config.local_backend).toBeUndefined(); // only the dev server adds it
    expect(config.collections.map((collection) => collection.name)).toEqual(Object.keys(collections));
    for (const collection of config.collections) {
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
    expect(byName("summary")).toMatchObject({
      widget: "text",
      pattern: ["^[\\s\\S]{70,160}$", "Between 70 and 160 characters"],
    });
    expect(byName("validThrough")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    expect(byName("baseSalary")).toMatchObject({ required: false, widget: "object" });
    expect(byName("baseSalary").fields.every((field) => field.required === false)).toBe(true);
    const articles = config.collections.find((collection) => collection.name === "articles");
    expect(articles).toMatchObject({ folder: "content/articles", format: "frontmatter", extension: "md" });
    expect(articles.fields.at(-1)).toMatchObject({ name: "body", widget: "markdown", editor_components: [] });
    // A picture: an upload into the media folder and its description, both in one group.
    expect(config).toMatchObject({ media_folder: "content/media", public_folder: "/media/uploads" });
    for (const collection of [articles, positions])
      expect(collection.fields.find((field) => field.name === "photo")).toMatchObject({
        widget: "object",
        required: false,
        fields: [
          { name: "src", widget: "image", choose_url: false },
          { name: "alt", label: "Picture description", widget: "string" },
        ],
      });
  }, 30_000);
});
