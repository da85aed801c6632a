import { describe, expect, it } from "vitest";
import { emailSettingsProblem } from "./email-settings.mjs";

describe("email settings of a build", () => {
  it("fails a production build without an email-service key, naming what to set", () => {
    const problem = emailSettingsProblem({ VITE_SITE_URL: "https://www.northwind-it.com" });
    expect(problem).toContain("VITE_EMAILJS_PUBLIC_KEY");
    expect(problem).toContain("VITE_FORMS_OUTBOX=1");
  });

  it("passes with a key, with the explicit outbox opt-in, and for local or example builds", () => {
    expect(
      emailSettingsProblem({ VITE_SITE_URL: "https://www.northwind-it.com", VITE_EMAILJS_PUBLIC_KEY: "abc" }),
    ).toBeNull();
    expect(
      emailSettingsProblem({ VITE_SITE_URL: "https://www.northwind-it.com", VITE_FORMS_OUTBOX: "1" }),
    ).toBeNull();
    for (const url of [
      undefined,
      "",
      "https://www.altura.example",
      "http://localhost:3000",
      "https://shop.example.com",
      "http://127.0.0.1:4173",
      "https://site.test",
    ]) {
      expect(emailSettingsProblem({ VITE_SITE_URL: url }), String(url)).toBeNull();
    }
  });

  it("fails a site URL that is not a URL", () => {
    expect(emailSettingsProblem({ VITE_SITE_URL: "www.northwind-it.com" })).toMatch(/not a URL/);
  });
});

describe("the build calls the check", () => {
  it("scripts/postbuild.mjs stops a production build without a key before touching the build", async () => {
    const { spawnSync } = await import("node:child_process");
    const result = spawnSync(process.execPath, ["scripts/postbuild.mjs"], {
      encoding: "utf8",
      env: {
        ...process.env,
        VITE_SITE_URL: "https://www.northwind-it.com",
        VITE_EMAILJS_PUBLIC_KEY: "",
        VITE_FORMS_OUTBOX: "",
        BUILD_DIR: "build-no-such-dir",
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Set VITE_EMAILJS_PUBLIC_KEY");
  });
});
