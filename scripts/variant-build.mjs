#!/usr/bin/env node
/**
 * `npm run build:variant`: the second build the browser tests need, made once before them
 * (scripts/test.mjs runs it after `npm run build`). It is the same site built with the settings a
 * real deploy would use: email-service keys (the forms post to a fake service origin the tests
 * intercept) and analytics configured (a fake provider origin the tests serve), in
 * `build-e2e-keys/`. A stamp of its sources and settings lets the tests check that it is fresh
 * (e2e/email-service.ts); run this command again after changing the app.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** The email-service configuration of the variant, as a site owner would set it. */
export const VARIANT_EMAIL = {
  publicKey: "test-public-key",
  serviceId: "service_test",
  templates: { contact: "template_contact", write: "template_write", careers: "template_careers" },
  origin: "https://email.test",
};

/** The analytics configuration of the variant: Umami from a test origin, asking for consent first. */
export const VARIANT_ANALYTICS = {
  provider: "umami",
  scriptUrl: "https://analytics.test/script.js",
  siteId: "5f0d7a4e-9c1b-4c55-8a7e-2b6f3d1e9a10",
  consent: "required",
};

export const VARIANT_BUILD_DIR = "build-e2e-keys";
export const VARIANT_COMMAND = "npm run build:variant";

export const variantEnv = {
  BUILD_DIR: VARIANT_BUILD_DIR,
  VITE_EMAILJS_PUBLIC_KEY: VARIANT_EMAIL.publicKey,
  VITE_EMAILJS_SERVICE_ID: VARIANT_EMAIL.serviceId,
  VITE_EMAILJS_TEMPLATE_CONTACT: VARIANT_EMAIL.templates.contact,
  VITE_EMAILJS_TEMPLATE_WRITE: VARIANT_EMAIL.templates.write,
  VITE_EMAILJS_TEMPLATE_CAREERS: VARIANT_EMAIL.templates.careers,
  VITE_EMAILJS_ORIGIN: VARIANT_EMAIL.origin,
  VITE_ANALYTICS_PROVIDER: VARIANT_ANALYTICS.provider,
  VITE_ANALYTICS_SCRIPT_URL: VARIANT_ANALYTICS.scriptUrl,
  VITE_ANALYTICS_SITE_ID: VARIANT_ANALYTICS.siteId,
  VITE_ANALYTICS_CONSENT: VARIANT_ANALYTICS.consent,
};

/** What the build is made from: a change to any of these makes the variant build stale. */
const SOURCES = ["app", "scripts", "deploy", "package-lock.json", "astro.config.mjs"];

/** Unit tests live next to the code but are not part of the build. */
const isTest = (path) => /\.test\.[cm]?[jt]sx?$/.test(path);

/** Files under `path` (tests left out); a file that vanishes while listed (someone is editing) is skipped. */
function sourceFiles(path) {
  try {
    const full = join(projectRoot, path);
    if (!statSync(full).isDirectory()) return isTest(path) ? [] : [path];
    return readdirSync(full)
      .sort()
      .flatMap((name) => sourceFiles(join(path, name)));
  } catch {
    return [];
  }
}

/** A hash of the settings and of every source file. */
export function sourceStamp() {
  const hash = createHash("sha256").update(JSON.stringify(variantEnv));
  for (const file of SOURCES.flatMap(sourceFiles)) {
    try {
      hash.update(file).update(readFileSync(join(projectRoot, file)));
    } catch {
      hash.update(`${file}: unreadable`);
    }
  }
  return hash.digest("hex");
}

/** The UTC day of `date`, as the stamp records it. */
const dayOf = (date) => date.toISOString().slice(0, 10);

export const variantRoot = join(projectRoot, VARIANT_BUILD_DIR);
const stampFile = join(variantRoot, "variant-stamp.txt");

/**
 * Why the variant build cannot be used as it is, or null when it is there and fresh: made from the
 * sources as they are, today or yesterday (positions leave the site after their closing day, so an
 * older build may list one that the site no longer does; a day's grace lets a test run that
 * crosses midnight keep the variant it built).
 */
export function variantProblem(now = new Date()) {
  if (!existsSync(join(variantRoot, "client", "index.html")) || !existsSync(stampFile))
    return `The variant build (${VARIANT_BUILD_DIR}/) is missing. Run \`${VARIANT_COMMAND}\` first.`;
  const [day, stamp] = readFileSync(stampFile, "utf8").split("\n");
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  if (stamp !== sourceStamp())
    return `The variant build (${VARIANT_BUILD_DIR}/) is older than the sources. Run \`${VARIANT_COMMAND}\` again.`;
  if (day !== dayOf(now) && day !== dayOf(yesterday))
    return `The variant build (${VARIANT_BUILD_DIR}/) was made on ${day}: positions may have closed since. Run \`${VARIANT_COMMAND}\` again.`;
  return null;
}

function main() {
  const stamp = `${dayOf(new Date())}\n${sourceStamp()}`;
  console.log(`Building the test variant (email keys + analytics) into ${VARIANT_BUILD_DIR}/`);
  const result = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: "inherit",
    env: { ...process.env, ...variantEnv },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
