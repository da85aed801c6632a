#!/usr/bin/env node
/**
 * `npm run check:deploy` (a stage of `npm test`): the build served by every deploy target on its
 * own runtime, checked against what `npm start` sends:
 *   preview     scripts/serve.mjs (the reference)
 *   nginx       deploy/nginx through proof/deploy/with-nginx.mjs
 *   cloudflare  `wrangler pages dev` (workerd, Cloudflare's runtime)
 *   netlify     `netlify dev --offline`
 * (wrangler and netlify-cli pinned in proof/package.json: no deploy needs them, so the site's own
 * install leaves them out).
 * For every page of the sitemap (the page manifest's): 200 at its URL with no redirect, exactly one
 * Content-Security-Policy equal to the preview server's, the security headers and the documents'
 * cache rule; every legacy URL: one 301 to its page; an unknown URL: 404 with the Not Found page
 * and its policy; /404 and /404.html: no page; a file of each class: its cache rule; /admin: the
 * editor's policy and an opener policy that lets its sign-in popup reach it. And npm start and nginx
 * answer one request of each file class alike, precompressed twins included (`parity`).
 *   CHECK_DEPLOY_PORT (first of four ports, default 4400), CHECK_DEPLOY_TARGETS (e.g. "nginx,cloudflare").
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  articleSections,
  cacheControl,
  insightsBlogTarget,
  redirects,
  securityHeaders,
} from "../../deploy/policy.mjs";
import { sitePages } from "../../scripts/build/site-pages.mjs";
import { rawRequest } from "../../scripts/lib/raw-request.mjs";

/** Cloudflare's runtime behaviour is pinned by this date (and wrangler's version), not by the day. */
export const CLOUDFLARE_COMPATIBILITY_DATE = "2026-11-01";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const buildDir = join(projectRoot, process.env.BUILD_DIR ?? "build");
const client = join(buildDir, "client");
const firstPort = Number(process.env.CHECK_DEPLOY_PORT ?? 4400);

/** The requests every target must answer, and what each answer must hold (from the build). */
function requests() {
  const pages = sitePages();
  const legacy = [
    ...redirects.map((rule) => [rule.from, rule.to]),
    ...articleSections.map(({ section }) => [
      `/insightsBlog?section=${section}`,
      insightsBlogTarget(section),
    ]),
    ["/insightsBlog", insightsBlogTarget(null)],
  ];
  const first = (dir, pattern) =>
    `/${dir}/${readdirSync(join(client, dir)).find((name) => pattern.test(name))}`;
  const files = [
    first("assets", /\.js$/),
    first("art", /\.svg$/),
    first("pagefind", /\.js$/),
    "/og/home.png",
    "/sitemap.xml",
    "/favicon.svg",
  ];
  return { pages, legacy, files };
}

/** One answer, never following a redirect (scripts/lib/raw-request.mjs). */
const get = (base, path, encoding = "identity") =>
  rawRequest(base, path, { headers: { "Accept-Encoding": encoding } });

/**
 * @param {{ netlifyDev?: boolean }} gaps netlify-cli's local server sends `Cache-Control: public,
 *   max-age=0` on every answer whatever `_headers` says, serves `.br`/`.gz` files as they are, and
 *   Netlify gives an unknown URL's Not Found page only the headers of `/*` (no page policy): those
 *   checks are left out there (README "Deploying").
 */
async function check(base, reference, { netlifyDev = false } = {}) {
  const problems = [];
  const expect = (ok, what) => {
    if (!ok) problems.push(what);
  };
  const { pages, legacy, files } = requests();
  const sameHeaders = (path, answer, want, expected) => {
    for (const [name, value] of Object.entries(expected))
      expect(
        answer.headers.get(name) === value,
        `${path}: ${name} ${JSON.stringify(answer.headers.get(name))}`,
      );
    expect(
      answer.headers.get("Content-Security-Policy") === want.headers.get("Content-Security-Policy"),
      `${path}: Content-Security-Policy differs from npm start's: ${answer.headers.get("Content-Security-Policy")?.slice(0, 120)}`,
    );
  };
  for (const path of pages) {
    const [answer, want] = await Promise.all([get(base, path), reference(path)]);
    expect(answer.status === 200, `${path}: status ${answer.status} ${answer.headers.get("Location") ?? ""}`);
    sameHeaders(path, answer, want, {
      ...securityHeaders,
      ...(netlifyDev ? {} : { "Cache-Control": cacheControl.html }),
    });
  }
  for (const [path, target] of legacy) {
    const answer = await get(base, path);
    const location = answer.headers.get("Location");
    expect(
      answer.status === 301 && location && new URL(location, base).pathname === target,
      `${path}: ${answer.status} ${location} (want 301 ${target})`,
    );
    if (location) {
      const next = await get(base, new URL(location, base).pathname);
      expect(next.status === 200, `${path}: its target ${location} answers ${next.status}`);
    }
  }
  const notFound = await reference("/no-such-page-xyz");
  const title = /<title>[^<]*<\/title>/.exec(notFound.body)?.[0];
  for (const path of ["/no-such-page-xyz", "/404", "/404.html", "/_worker.js"]) {
    const answer = await get(base, path);
    expect(answer.status === 404, `${path}: status ${answer.status} (want 404)`);
    expect(title && answer.body.includes(title), `${path}: not the Not Found page`);
    if (!netlifyDev) sameHeaders(path, answer, notFound, securityHeaders);
  }
  if (!netlifyDev) {
    const answer = await get(base, "/sitemap.xml.gz");
    expect(answer.status === 404, `/sitemap.xml.gz: status ${answer.status} (want 404)`);
  }
  for (const path of files) {
    const [answer, want] = await Promise.all([get(base, path), reference(path)]);
    expect(answer.status === 200, `${path}: status ${answer.status}`);
    expect(
      netlifyDev || answer.headers.get("Cache-Control") === want.headers.get("Cache-Control"),
      `${path}: Cache-Control ${answer.headers.get("Cache-Control")} (npm start: ${want.headers.get("Cache-Control")})`,
    );
  }
  const admin = await get(base, "/admin");
  expect(admin.status === 200, `/admin: status ${admin.status}`);
  expect(
    admin.headers.get("Content-Security-Policy") === adminContentSecurityPolicy,
    "/admin: not the editor's CSP",
  );
  for (const [name, value] of Object.entries(adminHeaders))
    expect(admin.headers.get(name) === value, `/admin: ${name} ${admin.headers.get(name)}`);
  if (!netlifyDev)
    expect(
      admin.headers.get("Cache-Control") === cacheControl.html,
      `/admin: Cache-Control ${admin.headers.get("Cache-Control")}`,
    );
  const old = await get(base, "/admin/index.html");
  expect(
    old.status === 301 || (old.status === 308 && old.headers.get("Location")?.endsWith("/admin")),
    `/admin/index.html: ${old.status} (want a redirect to /admin)`,
  );
  return problems;
}

/** What must be the same for the same request on npm start and nginx: one request of each class. */
const PARITY_HEADERS = [
  "Content-Type",
  "Content-Encoding",
  "Cache-Control",
  "Content-Security-Policy",
  "Cross-Origin-Opener-Policy",
  "Location",
  "Vary",
];

/**
 * npm start and nginx answer the same request alike (status and PARITY_HEADERS), a browser's
 * `Accept-Encoding: br, gzip` included: a page, the home page, the editor, route data, a hashed
 * script, the search index's and the editor's scripts (precompressed twins sent as `br`), an
 * image, the sitemap, a redirect, a 404 and a twin's own URL.
 */
async function parity(base, reference) {
  const problems = [];
  const first = (dir, pattern) =>
    `/${dir}/${readdirSync(join(client, dir)).find((name) => pattern.test(name))}`;
  const compressed = [
    first("assets", /\.js$/),
    first("pagefind", /\.js$/),
    "/admin/decap-cms.js",
    "/banking",
    "/sitemap.xml",
  ];
  const paths = [
    ...compressed,
    "/",
    "/admin",
    "/admin/config.yml",
    "/og/home.png",
    "/networking",
    "/insightsBlog?section=flowBuilder",
    "/no-such-page-xyz",
    "/sitemap.xml.br",
  ];
  for (const path of paths) {
    const [answer, want] = await Promise.all([get(base, path, "br, gzip"), reference(path, "br, gzip")]);
    if (answer.status !== want.status)
      problems.push(`${path}: status ${answer.status}, npm start ${want.status}`);
    // A redirect's body is no file: nginx sends its own little HTML page, npm start a line of text.
    const skip = answer.status >= 300 && answer.status < 400 ? ["Content-Type"] : [];
    for (const name of PARITY_HEADERS.filter((header) => !skip.includes(header))) {
      const [got, expected] = [answer.headers.get(name), want.headers.get(name)];
      if (got !== expected)
        problems.push(`${path}: ${name} ${JSON.stringify(got)}, npm start ${JSON.stringify(expected)}`);
    }
    if (compressed.includes(path) && answer.headers.get("Content-Encoding") !== "br")
      problems.push(`${path}: not sent as its precompressed .br twin`);
  }
  return problems;
}

/** Waits until `base` answers (a runtime starting up), at most `seconds`. */
async function ready(base, seconds, child) {
  for (let waited = 0; waited < seconds * 4; waited += 1) {
    if (child?.exitCode != null) throw new Error(`exited with ${child.exitCode} before answering`);
    try {
      await get(base, "/");
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(`no answer from ${base} within ${seconds} s`);
}

/** Ends a started runtime and everything it started (its process group); SIGKILL after 5 s. */
async function stop(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const exited = new Promise((done) => (child.exitCode !== null ? done() : child.once("exit", done)));
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
  signal("SIGKILL"); // what it started and left behind
}

/** A command of the proof folder's packages (proof/package.json). */
const proofBin = (name) => join(projectRoot, "proof", "node_modules", ".bin", name);

/** Each target: how to start it on a port (a child process, or an in-process server). */
const targets = {
  preview: async (port) => {
    const { startServer } = await import("../../scripts/serve.mjs");
    const server = await startServer({ port, root: client, log: () => {} });
    return { stop: () => server.close() };
  },
  nginx: (port) =>
    spawn("node", ["proof/deploy/with-nginx.mjs", "--serve"], {
      cwd: projectRoot,
      env: { ...process.env, NGINX_PORT: String(port) },
      stdio: "ignore",
      detached: true,
    }),
  cloudflare: (port, work) =>
    spawn(
      proofBin("wrangler"),
      [
        "pages",
        "dev",
        client,
        `--compatibility-date=${CLOUDFLARE_COMPATIBILITY_DATE}`,
        "--port",
        String(port),
        "--ip",
        "127.0.0.1",
        "--log-level",
        "error",
        "--show-interactive-dev-session=false",
      ],
      {
        cwd: work,
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
        stdio: "ignore",
        detached: true,
      },
    ),
  netlify: (port, work) => {
    cpSync(join(projectRoot, "netlify.toml"), join(work, "netlify.toml"));
    return spawn(
      proofBin("netlify"),
      [
        "dev",
        "--offline",
        "--internal-disable-edge-functions",
        "--dir",
        client,
        "--port",
        String(port),
        "--no-open",
      ],
      {
        cwd: work,
        env: { ...process.env, NETLIFY_TELEMETRY_DISABLED: "1" },
        stdio: "ignore",
        detached: true,
      },
    );
  },
};

async function main() {
  if (!existsSync(join(client, "_worker.js"))) {
    console.error(`check-deploy: no build in ${client}: run "npm run build" first`);
    process.exit(1);
  }
  const wanted = (process.env.CHECK_DEPLOY_TARGETS ?? Object.keys(targets).join(",")).split(",");
  const preview = await targets.preview(firstPort);
  const referenceBase = `http://127.0.0.1:${firstPort}`;
  const reference = (path, encoding) => get(referenceBase, path, encoding);
  let failed = 0;
  try {
    for (const [index, name] of Object.keys(targets).entries()) {
      if (!wanted.includes(name)) continue;
      const port = firstPort + index;
      const work = mkdtempSync(join(tmpdir(), `altura-${name}-`));
      let child;
      const started = performance.now();
      try {
        child = name === "preview" ? null : await targets[name](port, work);
        const base = name === "preview" ? referenceBase : `http://127.0.0.1:${port}`;
        if (child) await ready(base, 120, child);
        const problems = await check(base, reference, { netlifyDev: name === "netlify" });
        if (name === "nginx" || name === "preview") problems.push(...(await parity(base, reference)));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          `check-deploy: ${name}: ${problems.length ? `${problems.length} problems` : "ok"} (${seconds} s)`,
        );
        for (const problem of problems) console.log(`  ${problem}`);
        if (problems.length) failed += 1;
      } catch (error) {
        console.log(`check-deploy: ${name}: could not run: ${error.message}`);
        failed += 1;
      } finally {
        if (child) await stop(child);
        rmSync(work, { recursive: true, force: true });
      }
    }
  } finally {
    preview.stop();
  }
  console.log(`${wanted.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
