import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { rawRequest } from "./lib/raw-request.mjs";
import { throwawayProject } from "./lib/throwaway-project.mjs";

/**
 * What adding a page costs: in a copy of the project, the three things the README names (its
 * content file, its entry in the content table, its page component module) and nothing else; then
 * the owner's build. The page must be served, in the sitemap, in the search index, in the editor
 * with a preview.
 */
const root = throwawayProject();
// What the build reads beyond the owner's commands: the serving policy and the share images' palette.
for (const folder of ["deploy", "tools"])
  cpSync(join(import.meta.dirname, "..", folder), join(root, folder), { recursive: true });
// The share images already drawn and the files already compressed (each keyed by what it is made
// from): only the new page's are made anew.
for (const cache of ["og", "compressed"]) {
  const folder = join(import.meta.dirname, "..", ".cache", cache);
  if (existsSync(folder)) cpSync(folder, join(root, ".cache", cache), { recursive: true });
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const TITLE = "Partner program for resellers";
const PATH = "/partnerProgram";

/** 1. The content file: words an owner writes, as the Page Not Found screen has them. */
function addContentFile() {
  const page = parse(readFileSync(join(root, "content", "pages", "not-found.yml"), "utf8"));
  page.meta = {
    title: "Partner program",
    description: "Resell our consulting and software services, and grow with a partner who delivers them.",
  };
  page.hero.title = TITLE;
  page.hero.intro = "Bring our consultants to your customers, with our delivery behind you.";
  delete page.back;
  page.body = "Partners get a named contact, joint proposals and a share of every project they bring.";
  writeFileSync(join(root, "content", "pages", "partner-program.yml"), stringify(page));
}

/** 2. Its entry in the content table: the schema and the address. */
function addTableEntry() {
  const file = join(root, "app", "content", "schema.ts");
  const source = readFileSync(file, "utf8");
  const anchor = "  privacy: page(privacySchema,";
  expect(source).toContain(anchor);
  writeFileSync(
    file,
    source.replace(
      anchor,
      `  partnerProgram: page(
    z.strictObject({ meta: pageMetaSchema, hero: heroSchema, body: text("Text", "The page's paragraph.") }),
    "${PATH}",
  ),
${anchor}`,
    ),
  );
}

/** 3. The page component module. */
function addComponent() {
  writeFileSync(
    join(root, "app", "routes", "partner-program.tsx"),
    `import { PageHero } from "~/components/sections/page-hero";
import type { RecordOf } from "~/content/schema";
import { recordPage } from "./page-route";

function PartnerProgramPage({ page }: { page: RecordOf<"partnerProgram"> }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <p className="mx-auto max-w-3xl p-8">{page.body}</p>
    </>
  );
}

export const route = recordPage(PartnerProgramPage);
`,
  );
}

describe("a new page", () => {
  it("is its content file, its table entry and its component: built, served, in the sitemap and search, editable", async () => {
    addContentFile();
    addTableEntry();
    addComponent();
    const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, encoding: "utf8" });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const client = join(root, "build", "client");

    // Served by the production server, with its words and its own policy.
    const port = 4300 + (process.pid % 500);
    const server = spawn(process.execPath, ["scripts/serve.mjs"], {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      await new Promise((ready) => server.stdout.once("data", ready));
      const page = await rawRequest(`http://127.0.0.1:${port}`, PATH);
      expect(page.status).toBe(200);
      expect(page.body.includes(`>${TITLE}</h1>`)).toBe(true);
      // Its own policy, admitting the inline scripts it carries by their hashes.
      expect(page.headers.get("content-security-policy")).toMatch(/script-src [^;]*'sha256-/);
    } finally {
      server.kill();
    }

    // In the sitemap and the search index.
    expect(readFileSync(join(client, "sitemap.xml"), "utf8")).toContain(`${PATH}</loc>`);
    const fragments = join(client, "pagefind", "fragment");
    const indexed = readdirSync(fragments).map(
      (file) =>
        JSON.parse(
          gunzipSync(readFileSync(join(fragments, file)))
            .toString()
            .replace(/^pagefind_dcd/, ""),
        ).url,
    );
    expect(indexed).toContain(PATH);

    // In the editor, under Pages, with a preview drawn by its component.
    const config = parse(readFileSync(join(client, "admin", "config.yml"), "utf8"));
    const pages = config.collections.find((collection) => collection.name === "pages");
    expect(pages.files.map((file) => file.file)).toContain("content/pages/partner-program.yml");
    const preview = readFileSync(join(client, "admin", "preview.js"), "utf8");
    expect(preview).toContain("partnerProgram");
    expect(preview).toContain("mx-auto max-w-3xl p-8");
  }, 240_000);
});
