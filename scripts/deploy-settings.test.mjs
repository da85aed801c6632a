import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backendFrom } from "./cms-config.mjs";
import {
  buildEnv,
  readContentSettings,
  settingOverrides,
  settingsFrom,
  settingsOverrides,
} from "./deploy-settings.mjs";
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

  it("name each VITE_* variable that overrides the owner's content/settings.yml, for the build log", () => {
    const { settings } = readContentSettings();
    const phone = settings.contact.phone;
    expect(settingOverrides({ VITE_CONTACT_PHONE: "+1 (646) 555-0199" }, settings)).toEqual([
      `VITE_CONTACT_PHONE overrides content/settings.yml's contact phone (${JSON.stringify(phone)} -> "+1 (646) 555-0199"); to use the file's, remove VITE_CONTACT_PHONE from the host's build variables (or .env)`,
    ]);
    // Empty, blank or saying what the file says: the site shows the file's value, nothing to name.
    for (const value of ["", "  ", phone, ` ${phone} `])
      expect(settingOverrides({ VITE_CONTACT_PHONE: value }, settings)).toEqual([]);
    expect(settingOverrides({ VITE_SITE_URL: `${settings.url}/` }, settings)).toEqual([]);
    expect(settingOverrides({}, settings)).toEqual([]);
    // A social link's variable follows its name; each override is named once.
    const linkedIn = settings.social.find((link) => link.name === "LinkedIn").href;
    expect(
      settingOverrides(
        { VITE_SOCIAL_LINKEDIN: "https://linkedin.example/other", VITE_BRAND_NAME: "Acme" },
        settings,
      ),
    ).toEqual([
      expect.stringMatching(/^VITE_BRAND_NAME overrides content\/settings\.yml's company name \(/),
      expect.stringContaining(
        `VITE_SOCIAL_LINKEDIN overrides content/settings.yml's LinkedIn link (${JSON.stringify(linkedIn)} -> "https://linkedin.example/other")`,
      ),
    ]);
  });

  it("list exactly the variables the app lets override content/settings.yml (app/content/site.ts)", async () => {
    const { settings } = readContentSettings();
    const overrides = settingsOverrides(settings);
    // Each listed variable changes the value at its place in the app's `site`.
    for (const { variable } of overrides) vi.stubEnv(variable, `https://${variable.toLowerCase()}.example`);
    vi.resetModules();
    const { site } = await import("../app/content/site.ts");
    for (const { variable, path } of overrides)
      expect([variable, path.reduce((value, key) => value?.[key], site)]).toEqual([
        variable,
        `https://${variable.toLowerCase()}.example`,
      ]);
    // ... and the app reads no other VITE_* variable but the email service's.
    const read = readFileSync(join(projectRoot, "app", "content", "site.ts"), "utf8").match(/VITE_\w+/g);
    const listed = new Set(overrides.map((entry) => entry.variable));
    expect(
      [...new Set(read)].filter(
        (name) => !listed.has(name) && !name.startsWith("VITE_EMAILJS_") && name !== "VITE_SOCIAL_",
      ),
    ).toEqual([]);
  });
});
