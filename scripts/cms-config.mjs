/**
 * Decap CMS's configuration (/admin/config.yml), written from the content schemas
 * (app/content/schema.ts) by scripts/content.mjs: one folder collection per collection, a file
 * collection for the settings and the chatbot ("Site") and one for the single pages ("Pages"), one widget per
 * field, with the schema's labels, hints, choices and limits. Nothing here is typed twice: add a
 * field to a schema and the editor's form has it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";
import { buildEnv } from "./deploy-settings.mjs";
import { MEDIA_FOLDER, UPLOADS_URL } from "./media.mjs";
import { checkedBackendName, EDITOR_FORMATS } from "../app/lib/shared-constants.mjs";

/**
 * The Git backend the editor saves to in production (README "Editing in production"), from the
 * build's environment: CMS_BACKEND (github, the default, or gitlab), CMS_REPO (owner/name),
 * CMS_BRANCH (default main), CMS_BASE_URL (the OAuth client for GitHub sign-in) and CMS_APP_ID
 * (a GitLab OAuth application: sign-in in the browser with PKCE, no server). Locally `npm run cms`
 * adds Decap's local backend (scripts/cms.mjs) and the editor saves into the checkout.
 */
export function backendFrom(env = buildEnv()) {
  const name = env.CMS_BACKEND === "gitlab" ? "gitlab" : "github";
  return {
    name,
    repo: env.CMS_REPO || "altura-it/website",
    branch: env.CMS_BRANCH || "main",
    ...(env.CMS_BASE_URL && { base_url: env.CMS_BASE_URL }),
    ...(name === "gitlab" && env.CMS_APP_ID && { auth_type: "pkce", app_id: env.CMS_APP_ID }),
  };
}

const humanize = (key) => key.replace(/([A-Z])/g, " $1").replace(/^./, (char) => char.toUpperCase());

/** The JSON-Schema node without the `null`/optional wrapper, and whether it was optional. */
function unwrap(node) {
  const options = node.anyOf ?? node.oneOf;
  if (options) {
    const real = options.filter((option) => option.type !== "null" && option.not === undefined);
    if (real.length === 1)
      return {
        ...real[0],
        title: node.title ?? real[0].title,
        description: node.description ?? real[0].description,
      };
  }
  return node;
}

/**
 * A pattern that enforces the length limits the schema has (Decap checks `pattern` as you type),
 * worded like the build's problem; Decap shows it as "<label> didn't match the pattern: <words>."
 */
function lengthPattern(node) {
  const { minLength: min, maxLength: max } = node;
  if (max === undefined && (min === undefined || min <= 1)) return undefined;
  const range = `{${min ?? 0},${max ?? ""}}`;
  const least = min > 1 && `at least ${min} characters needed`;
  const most = max !== undefined && `at most ${max} ${least ? "" : "characters "}allowed`;
  return [`^[\\s\\S]${range}$`, [least, most].filter(Boolean).join(", ")];
}

/**
 * The JSON Schema of a content schema, each pattern with the message the schema's `.regex()`
 * gives (`patternMessage`): the build's words for a value not in its form.
 */
function jsonSchemaOf(toJSONSchema, schema) {
  return toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override({ zodSchema, jsonSchema }) {
      const check = zodSchema._zod.def.checks?.find((candidate) => candidate._zod.def.format === "regex");
      const message = check?._zod.def.error?.();
      if (typeof message === "string") jsonSchema.patternMessage = message;
    },
  });
}

/** One Decap field for one schema property. */
export function field(name, node, required) {
  const schema = unwrap(node);
  const base = { name, label: schema.title ?? humanize(name) };
  if (schema.description) base.hint = schema.description;
  if (!required) base.required = false;
  if (schema.default !== undefined) base.default = schema.default;
  if (schema.enum) {
    const options = schema.labels
      ? schema.enum.map((value) => ({ label: schema.labels[value] ?? value, value }))
      : schema.enum;
    return { ...base, widget: "select", options };
  }
  if (schema.type === "object") {
    const requiredKeys = new Set(schema.required ?? []);
    return {
      ...base,
      // An optional group (a picture, a pay range) requires its fields only once it is filled in:
      // the editor's `optional-group` widget (app/admin/editor-checks.ts), so a required field of
      // it is not labelled optional.
      widget: required ? "object" : "optional-group",
      collapsed: false,
      fields: Object.entries(schema.properties).map(([key, child]) =>
        field(key, child, requiredKeys.has(key)),
      ),
    };
  }
  if (schema.type === "array") {
    const items = unwrap(schema.items);
    const list = { ...base, widget: "list" };
    if (schema.minItems) list.min = schema.minItems;
    if (schema.maxItems) list.max = schema.maxItems;
    if (items.type === "object") {
      const requiredKeys = new Set(items.required ?? []);
      list.fields = Object.entries(items.properties).map(([key, child]) =>
        field(key, child, requiredKeys.has(key)),
      );
      const summary = Object.keys(items.properties).find((key) => key === "title");
      if (summary) list.summary = "{{fields.title}}";
      return list;
    }
    // A collapsed item shows its value ("Marketing"), not the field's label ("Department").
    return { ...list, field: field("item", items, true), summary: "{{fields.item}}" };
  }
  if (schema.type === "number" || schema.type === "integer")
    return {
      ...base,
      widget: "number",
      value_type: schema.type === "integer" ? "int" : "float",
      ...(schema.minimum !== undefined && { min: schema.minimum }),
    };
  if (schema.type === "boolean") return { ...base, widget: "boolean" };
  // The platform's date field, its value kept as typed or picked (app/admin/date-field.ts).
  if (schema.widget === "date") return { ...base, widget: "calendar-date" };
  // An upload into the media folder (the schema's `picture()`); the build makes its sizes.
  if (schema.widget === "image") return { ...base, widget: "image", choose_url: false };
  const string = { ...base, widget: schema.widget === "text" ? "text" : "string" };
  const pattern =
    schema.pattern && !schema.link
      ? [schema.pattern, schema.patternMessage ?? schema.description ?? "not in the expected form"]
      : lengthPattern(schema);
  if (pattern) string.pattern = pattern;
  return string;
}

/** How each collection is filed and listed in the CMS. */
const layout = {
  services: {
    identifier_field: "name",
    slug: "{{fields.name}}",
    create: true,
    sortable_fields: ["order", "name"],
  },
  industries: {
    identifier_field: "name",
    slug: "{{fields.name}}",
    create: true,
    sortable_fields: ["order"],
  },
  positions: {
    identifier_field: "title",
    // The same job may be open in more than one place: the list tells them apart.
    summary: "{{fields.title}} ({{fields.location}})",
    slug: "{{fields.slug}}",
    create: true,
    sortable_fields: ["datePosted", "title"],
  },
  // Markdown with front matter; the file name (from the title) is the article's address.
  articles: {
    identifier_field: "title",
    slug: "{{slug}}",
    create: true,
    sortable_fields: ["date", "title"],
    extension: "md",
    format: EDITOR_FORMATS.frontMatter,
    // Only what the article renderer accepts (README "Editing content"): no images, HTML or code blocks.
    body: {
      name: "body",
      label: "Article",
      widget: "markdown",
      hint: "Headings from level 2, paragraphs, lists, bold, italic, inline code and links.",
      buttons: [
        "bold",
        "italic",
        "code",
        "link",
        "heading-two",
        "heading-three",
        "heading-four",
        "bulleted-list",
        "numbered-list",
      ],
      editor_components: [],
    },
  },
};

/**
 * Fields whose choices are a list in the settings (`choices: "jobs.locations"`): a select of that
 * list's current values (their `name` when the items are records). The config is rewritten when
 * the settings change, so the editor offers what the settings hold.
 */
function withChoices(node, settings) {
  if (Array.isArray(node)) return node.map((item) => withChoices(item, settings));
  if (!node || typeof node !== "object") return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, withChoices(child, settings)]),
  );
  if (typeof node.choices !== "string") return copy;
  const list = node.choices.split(".").reduce((value, key) => value?.[key], settings) ?? [];
  return { ...copy, enum: list.map((item) => (typeof item === "string" ? item : item.name)) };
}

/** The Decap fields of one schema (its top-level properties). */
function fieldsOf(json) {
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties).map(([key, node]) => field(key, node, required.has(key)));
}

/**
 * The title an owner knows a single page by: its browser title (`meta.title`), else its heading,
 * read from the file as it is now; the file's name when it cannot be read.
 */
function pageTitle(root, file) {
  try {
    const data = parse(readFileSync(join(root, "content", file), "utf8"));
    const title = data?.meta?.title ?? data?.hero?.title ?? data?.title;
    if (typeof title === "string" && title.trim()) return title.trim();
  } catch {
    // an unreadable or invalid file: the compiler reports it; the label falls back to the name
  }
  return file.replace(/^.*\//, "").replace(/\.ya?ml$/, "");
}

/**
 * Decap lists a file collection's entries by label only, so files that share a schema (and so its
 * title) each get their own page's title after it: "IT consulting topic: IT Assessment and ...".
 */
function distinctLabels(files, root) {
  const count = new Map();
  for (const { label } of files) count.set(label, (count.get(label) ?? 0) + 1);
  return files.map((file) =>
    count.get(file.label) > 1 ? { ...file, label: `${file.label}: ${pageTitle(root, file.path)}` } : file,
  );
}

/** The checkout: where the single files' titles are read from unless `root` says otherwise. */
const checkout = fileURLToPath(new URL("..", import.meta.url));

/** The whole config.yml text: a folder collection per collection, two file collections (Site, Pages) for the single files. */
export function cmsConfig({ collections, singles, singleFile, toJSONSchema, settings, root = checkout }) {
  const schemaOf = (schema) => withChoices(jsonSchemaOf(toJSONSchema, schema), settings);
  const config = {
    // The same backend with the build's checks on deleting and uploading pictures
    // (app/admin/checked-backend.ts, which registers it under this name).
    backend: (({ name, ...backend }) => ({ name: checkedBackendName(name), ...backend }))(backendFrom()),
    // Drafts and review before publishing (a branch and pull request per change); CMS_PUBLISH_MODE=simple
    // publishes each save straight to the branch.
    publish_mode: buildEnv().CMS_PUBLISH_MODE === "simple" ? "simple" : "editorial_workflow",
    // Uploads are kept as sent; the site serves only what scripts/media.mjs makes of them.
    media_folder: MEDIA_FOLDER,
    public_folder: UPLOADS_URL,
    site_url: "/",
    slug: { encoding: "ascii", clean_accents: true },
    collections: [
      ...Object.entries(collections).map(([name, schema]) => {
        const json = schemaOf(schema);
        const { body, ...listing } = layout[name];
        return {
          name,
          label: json.title ?? humanize(name),
          description: json.description,
          folder: `content/${name}`,
          extension: "yml",
          format: EDITOR_FORMATS.yaml,
          ...listing,
          fields: [...fieldsOf(json), ...(body ? [body] : [])],
        };
      }),
      // The single files: settings, chatbot and consent banner (Site), one-of-a-kind pages (content/pages/).
      ...[
        {
          name: "site",
          label: "Site",
          description: "The settings, the chatbot and the consent banner.",
          pages: false,
        },
        { name: "pages", label: "Pages", description: "The pages that are one of a kind.", pages: true },
      ].map(({ pages, ...collection }) => ({
        ...collection,
        // A file collection's files take the collection's format (Decap reads none per file).
        format: EDITOR_FORMATS.yaml,
        files: distinctLabels(
          Object.entries(singles)
            .filter(([name]) => singleFile(name).startsWith("content/pages/") === pages)
            .map(([name, schema]) => ({
              name,
              schema: schemaOf(schema),
              path: singleFile(name).slice("content/".length),
            }))
            .map(({ name, schema, path }) => ({ name, label: schema.title ?? humanize(name), schema, path })),
          root,
        ).map(({ name, label, schema, path }) => ({
          name,
          label,
          ...(schema.description && { description: schema.description }),
          file: `content/${path}`,
          fields: fieldsOf(schema),
        })),
      })),
    ],
  };
  return `# Written by scripts/content.mjs from app/content/schema.ts: do not edit; change the schema.\n${stringify(config, { lineWidth: 0 })}`;
}
