/**
 * The two sites the journeys visit: the production build (`npm run build`) and the variant build
 * with email keys (`npm run build:variant`, whose forms post to the email double). Each is the
 * preview server's own handler (scripts/serve.mjs) behind a small front that changes three things
 * for the journeys and passes everything else through:
 * - it can hold the script files back until released (a slow phone: an island's code comes after
 *   the visitor's first taps);
 * - script files are not kept by the browser (`Cache-Control: no-store`): held means held, even
 *   when an earlier journey loaded the same island;
 * - given a `firstScript`, it puts that first in every page's <head>, as a same-origin file (the
 *   pages' CSP allows 'self'), so that it runs before the page's own inline scripts: WebKit's
 *   classic WebDriver cannot run a script before them, and the head script is where a page's
 *   JavaScript starts.
 */
import { createServer, request as forwardRequest } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createHandler } from "../../scripts/serve.mjs";
import { variantProblem, variantRoot } from "../../scripts/variant-build.mjs";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const FIRST_SCRIPT_PATH = "/__journeys/first.js";
const SCRIPT_FILE = /^\/assets\/.*\.js(\?|$)/;

function listen(server) {
  return new Promise((listening) => server.listen(0, "127.0.0.1", () => listening(server.address().port)));
}

/** Puts `<script src=FIRST_SCRIPT_PATH>` at the start of a page's <head>. */
const withFirstScript = (html) =>
  html.replace(/<head[^>]*>/i, (head) => `${head}<script src="${FIRST_SCRIPT_PATH}"></script>`);

async function startSite(root, firstScript) {
  const site = createServer(createHandler({ root, log: () => {} }));
  const sitePort = await listen(site);
  let held = null;
  let release = () => {};
  const front = createServer(async (request, response) => {
    if (firstScript && request.url === FIRST_SCRIPT_PATH) {
      response.writeHead(200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "no-store",
      });
      return response.end(firstScript);
    }
    const script = SCRIPT_FILE.test(request.url ?? "");
    if (held && script) await held;
    // A page to rewrite is asked for whole and uncompressed (no encoding, validators or range).
    const page = Boolean(firstScript) && (request.headers.accept ?? "").includes("text/html");
    const headers = { ...request.headers };
    if (page)
      for (const name of ["accept-encoding", "if-none-match", "if-modified-since", "range"])
        delete headers[name];
    const forward = forwardRequest(
      { host: "127.0.0.1", port: sitePort, path: request.url, method: request.method, headers },
      async (answer) => {
        const answerHeaders = { ...answer.headers };
        if (script) answerHeaders["cache-control"] = "no-store";
        if (!page || !String(answer.headers["content-type"]).startsWith("text/html")) {
          response.writeHead(answer.statusCode, answerHeaders);
          return answer.pipe(response);
        }
        const html = withFirstScript(Buffer.concat(await answer.toArray()).toString("utf8"));
        for (const name of ["content-length", "transfer-encoding", "etag"]) delete answerHeaders[name];
        response.writeHead(answer.statusCode, answerHeaders).end(html);
      },
    );
    forward.on("error", () => response.destroy());
    request.pipe(forward);
  });
  const port = await listen(front);
  return {
    url: `http://127.0.0.1:${port}`,
    holdScripts() {
      held ??= new Promise((done) => (release = done));
    },
    releaseScripts() {
      release();
      held = null;
    },
    close() {
      release();
      return Promise.all(
        [front, site].map((server) => {
          server.closeAllConnections();
          return new Promise((closed) => server.close(closed));
        }),
      );
    },
  };
}

/**
 * Starts both sites (each putting `firstScript`, if given, first in its pages); fails with the
 * command to run when a build is missing or stale.
 */
export async function startSiteServers({ firstScript } = {}) {
  const problem = variantProblem();
  if (problem) throw new Error(problem);
  return Promise.all([
    startSite(join(projectRoot, "build", "client"), firstScript),
    startSite(join(variantRoot, "client"), firstScript),
  ]);
}
