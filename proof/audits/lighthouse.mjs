#!/usr/bin/env node
/**
 * Lighthouse (mobile, default throttling) on one route of each template, against the preview
 * server: the gate for Accessibility, Best Practices and SEO (100 each). Each run is Lighthouse's
 * default one with every category, as PageSpeed Insights runs it: the performance pass resizes and
 * reloads the page, and a header state met only then (text over a backdrop still fading in) is
 * checked too, which a run of the accessibility category alone never sees. No timing is gated
 * here: performance is a benchmark (`npm run bench`), too noisy on a shared machine to fail a build
 * on, so its score and Total Blocking Time are only reported.
 * Writes test-results/lighthouse.json and prints one line per route.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import { startServer } from "../../scripts/serve.mjs";
import { launchChromium, withRetries } from "../lib/lighthouse-run.mjs";
import templateSamples from "../../e2e/template-samples.json" with { type: "json" };

const THRESHOLDS = { accessibility: 100, "best-practices": 100, seo: 100 };
const ROUTES = process.argv.slice(2).length ? process.argv.slice(2) : templateSamples;

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
const server = await startServer({ port });
const chrome = await launchChromium();

async function auditOnce(url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
  });
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
  if (Object.keys(THRESHOLDS).some((key) => typeof categories[key]?.score !== "number")) {
    throw new Error("a category has no score");
  }
  return {
    scores: Object.fromEntries(
      [...Object.keys(THRESHOLDS), "performance"].map((key) => [
        key,
        Math.round((categories[key]?.score ?? 0) * 100),
      ]),
    ),
    totalBlockingTime: Math.round(audits["total-blocking-time"].numericValue),
    failing: Object.keys(THRESHOLDS).flatMap((key) =>
      categories[key].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${key}:${ref.id}`),
    ),
  };
}

const results = [];
try {
  for (const route of ROUTES) {
    const url = `http://127.0.0.1:${port}${route}`;
    const { scores, totalBlockingTime, failing } = await withRetries(url, () => auditOnce(url));
    const failures = Object.entries(THRESHOLDS)
      .filter(([key, minimum]) => scores[key] < minimum)
      .map(([key, minimum]) => `${key} ${scores[key]} < ${minimum}`);
    results.push({ route, scores, totalBlockingTime, failures, audits: failing });
    console.log(
      `${failures.length ? "FAIL" : "ok  "} ${route.padEnd(26)} a11y ${scores.accessibility} bp ${scores["best-practices"]} seo ${scores.seo}` +
        ` (performance ${scores.performance}, TBT ${totalBlockingTime} ms, not gated)` +
        (failures.length ? `  <- ${failures.join(", ")} ${failing.join(" ")}` : ""),
    );
  }
} finally {
  await chrome.kill();
  server.close();
}

mkdirSync("test-results", { recursive: true });
writeFileSync("test-results/lighthouse.json", JSON.stringify(results, null, 2));
const failed = results.filter((result) => result.failures.length).length;
console.log(`Lighthouse: ${results.length - failed} routes met the thresholds, ${failed} did not`);
process.exit(failed ? 1 : 0);
