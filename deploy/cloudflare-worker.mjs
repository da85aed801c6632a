/**
 * Cloudflare Pages' `_worker.js` (advanced mode), bundled with the build's policies into
 * build/client by scripts/build/static-hosts.mjs. Cloudflare's `_redirects` cannot match a query
 * and its `_headers` reads at most 100 rules, so the parts of deploy/policy.mjs a static file
 * cannot say run here, on every request: the legacy redirects (`/insightsBlog?section=X` included,
 * in one 301), a real 404 with the Not Found page for `/404`, `/404.html` and `.br`/`.gz` URLs,
 * and each document's own Content-Security-Policy, opener policy and cache rule, for any number
 * of pages, all by the request's decoded path, as the other servers judge it (400 for hostile
 * targets, one 301 for doubled or trailing slashes). Everything else is Cloudflare's static
 * asset server (`env.ASSETS`). The runtime resolves dot segments (`/a/../b`, `%2e`) in the URL
 * before this sees it, as the URL standard does; every other hostile target is answered 400 here.
 */
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
  adminHeaders,
  cacheControl,
  cacheRuleFor,
  cleanRedirect,
  HOST_FILES,
  HOSTILE_TARGET,
  insightsBlogTarget,
  rawArgument,
  redirects,
  securityHeaders,
} from "./policy.mjs";

const hostile = new RegExp(HOSTILE_TARGET, "i");

/** Paths that are never pages: the Not Found page's own names and precompressed twins. */
const NOT_PAGES = /^\/(?:404|404\.html)$|\.(?:br|gz)$/;

/**
 * @param {{ default: string, pages: Record<string, string> }} policies each page's CSP by its file
 *   (`/banking.html`), as in build/headers.json
 */
export function createWorker(policies) {
  const moved = new Map(redirects.map((rule) => [rule.from, rule.to]));
  const redirect = (location) =>
    new Response(`Moved Permanently: ${location}`, {
      status: 301,
      headers: { ...securityHeaders, Location: location, "Content-Type": "text/plain; charset=utf-8" },
    });

  const badRequest = () =>
    new Response("Bad Request", {
      status: 400,
      headers: { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });

  /** The response with the headers of deploy/policy.mjs for `path` (a document gets its CSP). */
  function withPolicy(response, path, status = response.status) {
    const out = new Response(response.body, { status, statusText: "", headers: response.headers });
    const isAdmin = path === ADMIN_PATH;
    for (const [name, value] of Object.entries(isAdmin ? adminHeaders : securityHeaders))
      out.headers.set(name, value);
    if (status >= 300 && status < 400) return out;
    const isDocument = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
    if (isDocument) {
      const file = status === 404 ? "/404.html" : path === "/" ? "/index.html" : `${path}.html`;
      out.headers.set(
        "Content-Security-Policy",
        isAdmin ? adminContentSecurityPolicy : (policies.pages[file] ?? policies.default),
      );
    } else out.headers.delete("Content-Security-Policy");
    out.headers.set("Cache-Control", isDocument ? cacheControl.html : cacheRuleFor(path));
    return out;
  }

  /** The Not Found page with status 404 (Cloudflare serves 404.html at /404). */
  async function notFound(request, env) {
    const page = await env.ASSETS.fetch(new Request(new URL("/404", request.url), request));
    return withPolicy(page, "/404", 404);
  }

  return {
    /** @param {Request} request @param {{ ASSETS: { fetch: typeof fetch } }} env */
    async fetch(request, env) {
      const url = new URL(request.url);
      const rawPath = url.pathname;
      // As scripts/serve.mjs and nginx: the request is judged by its decoded path, so that
      // `/%63ompany` is the company page with the company page's policy, and answered alike.
      if (hostile.test(rawPath + url.search)) return badRequest();
      let path;
      try {
        path = decodeURIComponent(rawPath);
      } catch {
        // A broken escape is a bad request; escapes of bytes that are not UTF-8 name no file of ours.
        return /%(?![0-9a-f]{2})/i.test(rawPath) ? badRequest() : notFound(request, env);
      }
      const clean = cleanRedirect(rawPath, path);
      if (clean === false) return notFound(request, env);
      if (clean) return redirect(clean + url.search);
      if (moved.has(path)) return redirect(moved.get(path));
      if (path === "/insightsBlog") {
        const target = insightsBlogTarget(rawArgument(url.search.slice(1), "section"));
        return target ? redirect(target) : notFound(request, env);
      }
      if (NOT_PAGES.test(path) || HOST_FILES.includes(path)) return notFound(request, env);
      // The asset server is asked for the file of the decoded path, in one spelling, so the file it
      // answers with is the one whose policy is chosen here.
      const canonical = path.split("/").map(encodeURIComponent).join("/");
      const asset =
        canonical === rawPath ? request : new Request(new URL(canonical + url.search, url), request);
      const response = await env.ASSETS.fetch(asset);
      return response.status === 404 ? notFound(request, env) : withPolicy(response, path);
    },
  };
}
