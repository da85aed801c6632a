import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, testChromium } from "./scripts/lib/chromium.mjs";

/**
 * Browser tests against the production build. By default they start the preview server
 * (scripts/serve.mjs) on PORT 4173; set E2E_BASE_URL to test another server (nginx in CI).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const executablePath = testChromium();
/**
 * A desktop visitor who prefers reduced motion: nothing moves under a click and no frames are
 * drawn for autoplay and video (the home page's video under the popup's blurred backdrop kept a
 * core busy); the tests about motion ask for it (WITH_MOTION, e2e/helpers.ts). 210 -> 181 s for
 * the home, services, chatbot and pages specs.
 */
const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1440, height: 900 },
  reducedMotion: "reduce" as const,
};
const onNginx = process.env.E2E_SERVER === "nginx";
/**
 * The specs whose every test is about what the server answers: status codes, redirects, headers,
 * CSP, faults. (Every page's 200, CSP and headers on nginx are also proven by the deploy-targets
 * stage, proof/deploy/check-deploy.mjs, so routes.spec runs there only for its tests marked SERVER.)
 */
const SERVER_SPECS = ["http", "faults", "share-images", "cms"].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // PW_OUTPUT lets parallel runs keep their results apart (default: test-results/).
  outputDir: process.env.PW_OUTPUT ?? "test-results",
  reporter: [["list"], ["json", { outputFile: `${process.env.PW_OUTPUT ?? "test-results"}/e2e.json` }]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: onNginx
    ? [
        // Against nginx (the nginx stage of npm test): the specs about what the server answers,
        // and elsewhere the tests marked SERVER (e2e/helpers.ts). The rest is the same HTML and
        // JavaScript whichever server sends it, and runs once, on the preview server.
        { name: "nginx", testMatch: SERVER_SPECS, use: desktop },
        { name: "nginx (tests marked SERVER)", testIgnore: SERVER_SPECS, grep: /@server/, use: desktop },
      ]
    : [{ name: "chromium", use: desktop }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/serve.mjs`,
        env: { PORT: String(port), OUTBOX_DIR: `${process.env.PW_OUTPUT ?? "test-results"}/outbox` },
        url: `${baseURL}/`,
        reuseExistingServer: false,
        timeout: 30_000,
      },
});
