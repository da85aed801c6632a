#!/usr/bin/env node
/**
 * Bounded load smoke on loopback: autocannon sends a fixed number of requests, cycling through
 * every page of the sitemap, at the preview server and (when run through with-nginx.mjs, which
 * sets E2E_BASE_URL) at nginx.   npm run audit:load
 * Fails on any error, timeout or non-2xx answer. Needs a build.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { startServer } from "./serve.mjs";

const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 5000);
const CONNECTIONS = 16;
const root = join(process.cwd(), process.env.BUILD_DIR ?? "build", "client");
const paths = [...readFileSync(join(root, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);

async function smoke(name, base) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: REQUESTS,
    timeout: 10,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${name}: ${result.requests.total} requests over ${paths.length} pages, ${CONNECTIONS} connections: ` +
      `${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
  );
  return bad;
}

let failures = 0;
const server = await startServer({ port: 4391, root });
try {
  failures += await smoke("preview server", "http://127.0.0.1:4391");
} finally {
  server.close();
}
if (process.env.E2E_SERVER === "nginx") failures += await smoke("nginx", process.env.E2E_BASE_URL);
process.exit(failures ? 1 : 0);
