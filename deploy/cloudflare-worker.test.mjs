import { describe, expect, it } from "vitest";
import { createWorker } from "./cloudflare-worker.mjs";
import { contentSecurityPolicy, securityHeaders } from "./policy.mjs";

const policies = {
  default: contentSecurityPolicy({}),
  pages: {
    "/company.html": contentSecurityPolicy({ scriptHashes: ["sha256-company"] }),
    "/404.html": contentSecurityPolicy({ scriptHashes: ["sha256-notfound"] }),
  },
};

/** Cloudflare's asset server for a build of two pages: it answers a path percent-decoded. */
const files = { "/company": "company page", "/404": "not found page" };
const asked = [];
const env = {
  ASSETS: {
    async fetch(request) {
      const path = decodeURIComponent(new URL(request.url).pathname);
      asked.push(path);
      return path in files
        ? new Response(files[path], { headers: { "Content-Type": "text/html; charset=utf-8" } })
        : new Response("nothing", { status: 404 });
    },
  },
};
const worker = createWorker(policies);
const get = (path) => worker.fetch(new Request(`https://altura.example${path}`), env);

describe("Cloudflare worker", () => {
  it("gives a page its own policy however its path is spelled", async () => {
    for (const path of ["/company", "/%63ompany", "/%63%6F%6d%70any"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toBe("company page");
      expect(answer.headers.get("Content-Security-Policy"), path).toBe(policies.pages["/company.html"]);
    }
  });

  it("answers the Not Found page with its own policy, also for an encoded name of it", async () => {
    for (const path of ["/nope", "/%34%30%34", "/404%2Ehtml"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toBe("not found page");
      expect(answer.headers.get("Content-Security-Policy"), path).toBe(policies.pages["/404.html"]);
    }
  });

  it("redirects an encoded legacy path and doubled or trailing slashes in one 301", async () => {
    for (const [path, location] of [
      ["/networ%6Bing", "/networkEngineering"],
      ["/company/", "/company"],
      ["//company?x=1", "/company?x=1"],
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get("Location"), path).toBe(location);
    }
  });

  it("answers hostile and broken targets 400 before asking for a file, as the other servers", async () => {
    asked.length = 0;
    for (const path of ["/%2Fcompany", "/a%5Cb", "/%00", "/x%1f", "/bad%zz"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get("X-Content-Type-Options"), path).toBe(
        securityHeaders["X-Content-Type-Options"],
      );
    }
    expect(asked).toEqual([]);
  });
});
