#!/usr/bin/env node
/**
 * Bounded load smoke on loopback: autocannon sends a fixed number of requests (LOAD_REQUESTS,
 * default 5,000; 16 connections; 10 s timeout each), cycling through every page of the sitemap,
 * at the preview server and (when run through with-nginx.mjs, which sets E2E_BASE_URL) at nginx.
 *   npm run audit:load          LOAD_PORT (default 4391) for the preview server it starts
 * Fails on any error, timeout or non-2xx answer. Needs a build. Only loopback targets are accepted.
 * e2e/faults.spec.ts runs a smaller one through `loadSmoke`.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Sends `requests` GETs over `connections` connections to a loopback server.
 * @returns {Promise<{ bad: number, line: string }>} bad = errors + timeouts + non-2xx
 */
export async function loadSmoke(
  base,
  { requests = 5000, connections = 16, paths = ["/"], name = "server" } = {},
) {
  if (!LOOPBACK.has(new URL(base).hostname)) throw new Error(`load smoke targets loopback only, not ${base}`);
  const result = await autocannon({
    url: base,
    connections,
    amount: requests,
    timeout: 10,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  const line =
    `${name}: ${result.requests.total} requests over ${paths.length} paths, ${connections} connections: ` +
    `${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`;
  return { bad, line };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { startServer } = await import("../../scripts/serve.mjs");
  const requests = Number(process.env.LOAD_REQUESTS ?? 5000);
  const port = Number(process.env.LOAD_PORT ?? 4391);
  const root = join(process.cwd(), process.env.BUILD_DIR ?? "build", "client");
  const paths = [...readFileSync(join(root, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  let failures = 0;
  const server = await startServer({ port, root });
  try {
    const result = await loadSmoke(`http://127.0.0.1:${port}`, { requests, paths, name: "preview server" });
    console.log(result.line);
    failures += result.bad;
  } finally {
    server.close();
  }
  if (process.env.E2E_SERVER === "nginx") {
    const result = await loadSmoke(process.env.E2E_BASE_URL, { requests, paths, name: "nginx" });
    console.log(result.line);
    failures += result.bad;
  }
  process.exit(failures ? 1 : 0);
}
