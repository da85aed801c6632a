import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backendFrom } from "./cms-config.mjs";
import { buildEnv, readContentSettings, settingsFrom } from "./deploy-settings.mjs";
import { projectRoot } from "./content.mjs";

const dirs = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("deploy settings", () => {
  it("read a .env file as the app's build does, the environment winning", () => {
    const dir = mkdtempSync(join(tmpdir(), "deploy-env-"));
    dirs.push(dir);
    writeFileSync(
      join(dir, ".env"),
      "VITE_EMAILJS_PUBLIC_KEY=from-dotenv\nVITE_EMAILJS_ORIGIN=https://mail.example.org/api\nVITE_SITE_URL=https://www.from-dotenv.example/\n",
    );
    vi.stubEnv("VITE_SITE_URL", "https://www.from-env.example");
    const settings = settingsFrom(buildEnv(dir));
    expect(settings.emailOrigin).toBe("https://mail.example.org");
    expect(settings.siteUrl).toBe("https://www.from-env.example");
  });

  it("read the editor's CMS_* settings from .env too (its config.yml is generated like the CSP)", () => {
    const dir = mkdtempSync(join(tmpdir(), "deploy-env-"));
    dirs.push(dir);
    writeFileSync(join(dir, ".env"), "CMS_REPO=owner/from-dotenv\nCMS_BASE_URL=https://auth.example.org\n");
    expect(backendFrom(buildEnv(dir))).toMatchObject({
      repo: "owner/from-dotenv",
      base_url: "https://auth.example.org",
    });
  });

  it("take the brand, the site's address and the careers site from content/settings.yml, the app's source", () => {
    const owners = {
      name: "Acme Consulting",
      url: "https://acme.example/",
      external: { careersSite: "https://jobs.acme.example/open" },
    };
    expect(settingsFrom({}, owners)).toMatchObject({
      brandName: "Acme Consulting",
      siteUrl: "https://acme.example",
      frameOrigins: ["https://www.openstreetmap.org", "https://jobs.acme.example"],
    });
    expect(
      settingsFrom({ VITE_BRAND_NAME: "Acme", VITE_SITE_URL: "https://www.acme.example" }, owners),
    ).toMatchObject({
      brandName: "Acme",
      siteUrl: "https://www.acme.example",
    });
    const { settings, problem } = readContentSettings();
    expect(problem).toBeUndefined();
    expect(settingsFrom({})).toMatchObject({ brandName: settings.name, siteUrl: settings.url });
  });

  it("leave the email origin out of the CSP without a key, and fall back on a bad careers URL", () => {
    const settings = settingsFrom({
      VITE_EMAILJS_ORIGIN: "https://mail.example.org",
      VITE_CAREERS_SITE_URL: "not a url",
    });
    expect(settings.emailOrigin).toBe("");
    expect(settings.frameOrigins).toEqual([
      "https://www.openstreetmap.org",
      "https://careers.altura.example",
    ]);
  });

  /** A project whose content/settings.yml is this checkout's, changed by `change`. */
  function settingsChanged(change) {
    const dir = mkdtempSync(join(tmpdir(), "deploy-settings-"));
    dirs.push(dir);
    mkdirSync(join(dir, "content"));
    const text = readFileSync(join(projectRoot, "content", "settings.yml"), "utf8");
    writeFileSync(join(dir, "content", "settings.yml"), change(text));
    return dir;
  }

  it("name the file and line of a slip in content/settings.yml, without a stack, and go on with empty values", () => {
    const duplicate = settingsChanged((text) => text.replace(/^url: .*$/m, "$&\nname: Acme"));
    const line = readFileSync(join(duplicate, "content", "settings.yml"), "utf8")
      .split("\n")
      .indexOf("name: Acme");
    const read = readContentSettings(duplicate);
    expect(read.problem).toBe(
      `content/settings.yml: not valid YAML: Map keys must be unique at line ${line + 1}, column 1`,
    );
    expect(read.settings).toEqual({});
    expect(settingsFrom({}, read.settings)).toEqual({
      brandName: "",
      siteUrl: "",
      analyticsOrigin: "",
      emailOrigin: "",
      frameOrigins: ["https://www.openstreetmap.org"],
    });

    // A wrong indent: one field out of `external` breaks the YAML; both leave `external` empty.
    const careersLine = (dir) =>
      readFileSync(join(dir, "content", "settings.yml"), "utf8")
        .split("\n")
        .indexOf("external:") + 2;
    const one = settingsChanged((text) => text.replace(/^ {2}careersSite:/m, "careersSite:"));
    expect(readContentSettings(one).problem).toMatch(
      new RegExp(`^content/settings\\.yml: not valid YAML: .* at line ${careersLine(one)}, column \\d+$`),
    );
    const both = settingsChanged((text) => text.replace(/^ {2}(careersSite|recruiterLogin):/gm, "$1:"));
    expect(readContentSettings(both).problem).toBe(
      `content/settings.yml:${careersLine(both) - 1}: external.careersSite: missing or not text`,
    );
  });
});
