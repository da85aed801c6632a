/**
 * The two sites the journeys visit, each served by the preview server's own handler
 * (scripts/serve.mjs): the production build (`npm run build`) and the variant build with email
 * keys (`npm run build:variant`, whose forms post to the email double). Each can hold the page's
 * JavaScript back until released: WebKit's classic WebDriver cannot run a script before the
 * page's own, so the journeys hold them while they add the console recorder.
 */
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createHandler } from "../scripts/serve.mjs";
import { variantProblem, variantRoot } from "../scripts/variant-build.mjs";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

async function startSite(root) {
  const handler = createHandler({ root, log: () => {} });
  let held = null;
  let release = () => {};
  const server = createServer(async (request, response) => {
    if (held && /^\/assets\/.*\.js(\?|$)/.test(request.url ?? "")) await held;
    handler(request, response);
  });
  await new Promise((listening) => server.listen(0, "127.0.0.1", listening));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    holdScripts() {
      held ??= new Promise((done) => (release = done));
    },
    releaseScripts() {
      release();
      held = null;
    },
    close() {
      release();
      server.closeAllConnections();
      return new Promise((closed) => server.close(closed));
    },
  };
}

/** Starts both sites; fails with the command to run when a build is missing or stale. */
export async function startSiteServers() {
  const problem = variantProblem();
  if (problem) throw new Error(problem);
  return Promise.all([
    startSite(join(projectRoot, "build", "client")),
    startSite(join(variantRoot, "client")),
  ]);
}
