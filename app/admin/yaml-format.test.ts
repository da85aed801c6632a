import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { check, resolveConfig } from "prettier";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { frontMatterAsWritten, rememberFile, sameData, updateYaml, yamlAsWritten } from "./yaml-format";

/** The content files as the repository holds them. */
const files = execFileSync("git", ["ls-files", "content"], { encoding: "utf8" })
  .trim()
  .split("\n")
  .filter((file) => /\.(ya?ml|md)$/.test(file));
const read = (file: string) => readFileSync(file, "utf8");

/** The lines of `after` that are not the same line of `before` (a changed line counts once). */
function changedLines(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length, "the same number of lines").toBe(a.length);
  return b.filter((line, index) => line !== a[index]);
}

/** Whether Prettier, as this repository runs it, leaves the text as it is. */
async function formatted(text: string, file: string) {
  const options = await resolveConfig(file);
  return check(text, { ...options, filepath: file });
}

/** Saves `data` over `file` as the editor does: its preSave names the file, then the format writes it. */
function save(format: typeof yamlAsWritten, file: string, data: Record<string, unknown>) {
  rememberFile({ entry: { get: () => file } });
  return format.toFile(data);
}

describe("saving a content file as written", () => {
  it("writes every content file unchanged when nothing changed", () => {
    for (const file of files) {
      const text = read(file);
      const format = file.endsWith(".md") ? frontMatterAsWritten : yamlAsWritten;
      expect(save(format, text, format.fromFile(text)), file).toBe(text);
    }
  });

  it("changes one line for one heading, and keeps the comments", async () => {
    const file = "content/pages/company.yml";
    const text = read(file);
    const data = yamlAsWritten.fromFile(text) as { hero: { title: string } };
    data.hero.title = "Technology partners who answer for results";
    const saved = save(yamlAsWritten, text, data);
    expect(changedLines(text, saved)).toEqual(["  title: Technology partners who answer for results"]);
    expect(saved.split("\n").slice(0, 2)).toEqual(text.split("\n").slice(0, 2)); // the comment lines
    expect(await formatted(saved, file)).toBe(true);
  });

  it("keeps the settings' note on the VITE_* overrides and every long line unfolded", async () => {
    const file = "content/settings.yml";
    const text = read(file);
    const data = yamlAsWritten.fromFile(text) as { contact: { phone: string } };
    data.contact.phone = "+1 (212) 555-0199";
    const saved = save(yamlAsWritten, text, data);
    expect(changedLines(text, saved)).toEqual(["  phone: +1 (212) 555-0199"]);
    expect(saved).toContain("The VITE_* build variables");
    expect(await formatted(saved, file)).toBe(true);
  });

  it("writes a changed list Prettier's way and leaves the lists Prettier broke over lines as they are", async () => {
    const file = "content/chatbot.yml";
    const text = read(file);
    const data = yamlAsWritten.fromFile(text) as { keywords: { words: string[] }[] };
    const roles = data.keywords.findIndex((entry) => entry.words.includes("developer"));
    data.keywords[roles]!.words.push("scrum master");
    const saved = save(yamlAsWritten, text, data);
    expect(parse(saved)).toEqual(data);
    expect(await formatted(saved, file)).toBe(true);
    // The other lists are the file's own lines.
    const others = text.split("\n").filter((line) => line.includes("how long"));
    expect(saved.split("\n").filter((line) => line.includes("how long"))).toEqual(others);
  });

  it("adds and removes list items and fields, and the file reads back as the form's data", async () => {
    const file = "content/positions/marketing-manager-usa.yml";
    const text = read(file);
    const data = yamlAsWritten.fromFile(text) as Record<string, unknown> & { requirements: string[] };
    data.requirements = [...data.requirements.slice(1), "Fluent written English"];
    data.preferred = ["Experience with Salesforce Marketing Cloud"];
    delete data.baseSalary;
    const saved = save(yamlAsWritten, text, data);
    expect(parse(saved)).toEqual(data);
    // Only the lines of what changed: the items that stay keep their own lines (and quotes).
    const before = text.split("\n");
    const after = saved.split("\n");
    expect(after.filter((line) => !before.includes(line))).toEqual([
      "  - Fluent written English",
      "  - Experience with Salesforce Marketing Cloud",
    ]);
    const original = parse(text) as { requirements: string[]; preferred: string[]; baseSalary: object };
    expect(before.filter((line) => !after.includes(line))).toEqual([
      `  - ${original.requirements[0]}`,
      ...original.preferred.map((item) => `  - ${item}`),
      "baseSalary:",
      ...Object.entries(original.baseSalary).map(([key, value]) => `  ${key}: ${value}`),
    ]);
    expect(await formatted(saved, file)).toBe(true);
  });

  it("writes a new entry in the form's order, and a file broken by hand anew from the form", () => {
    rememberFile({ entry: { get: () => undefined } });
    expect(yamlAsWritten.toFile({ title: "QA", slug: "qa" }, ["slug", "title"])).toBe(
      "slug: qa\ntitle: QA\n",
    );
    // A file that is not valid YAML opens with what can be read of it, and is written from the form.
    const broken = "name: Altura\nname: Altura IT\ntagline: [\n";
    expect(yamlAsWritten.fromFile(broken)).toMatchObject({ name: "Altura IT" });
    expect(save(yamlAsWritten, broken, { name: "Altura IT", tagline: "IT services" })).toBe(
      "name: Altura IT\ntagline: IT services\n",
    );
  });

  it("keeps an article's front matter and text as written around a changed title", () => {
    const file = "content/articles/marketing.md";
    const text = read(file);
    const data = frontMatterAsWritten.fromFile(text);
    expect(data.body).toMatch(/^B2B buying is slow/);
    const saved = save(frontMatterAsWritten, text, { ...data, title: "B2B Marketing Automation" });
    expect(changedLines(text, saved)).toEqual(['title: "B2B Marketing Automation"']);
  });

  it("never takes a file named for one save as the file of a later draft backup", async () => {
    const text = read("content/pages/company.yml");
    rememberFile({ entry: { get: () => text } });
    await new Promise((resolve) => setTimeout(resolve));
    expect(yamlAsWritten.toFile({ title: "Other" })).toBe("title: Other\n");
  });

  it("compares data as the editor holds it", () => {
    expect(sameData({ a: [1, { b: "x" }] }, { a: [1, { b: "x" }] })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(updateYaml("# note\na: 1\n", { a: 2 })).toBe("# note\na: 2\n");
  });
});
