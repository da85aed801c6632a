import { request } from "node:http";

/**
 * One HTTP request as written: the target sent byte for byte (a browser or `fetch` would normalise
 * `/%2e%2e/` or `//caf%C3%A9`), on a connection of its own, no redirect followed, nothing
 * decompressed. Resolves with the status, the headers (a repeated one joined by ", ", as a browser
 * combines two policies) and the body as text; rejects when the connection fails or no answer
 * comes within 30 s.
 * @param {string} base the server's origin, e.g. "http://127.0.0.1:4173"
 * @param {string} target e.g. "/caf%C3%A9/"
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer }} [options]
 * @returns {Promise<{ status: number, headers: Headers, body: string }>}
 */
export function rawRequest(base, target, { method = "GET", headers = {}, body } = {}) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path: target, method, headers, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const answer = new Headers();
        for (let index = 0; index < response.rawHeaders.length; index += 2)
          answer.append(response.rawHeaders[index], response.rawHeaders[index + 1]);
        resolve({
          status: response.statusCode ?? 0,
          headers: answer,
          body: Buffer.concat(chunks).toString("utf8"),
        });
      });
    });
    sent.on("error", reject);
    sent.setTimeout(30_000, () => sent.destroy(new Error(`${target}: no answer within 30 s`)));
    sent.end(body);
  });
}
