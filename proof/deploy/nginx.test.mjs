import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cspConf, nginxFiles } from "../../scripts/gen-nginx.mjs";
import {
  cleanRedirect,
  contentSecurityPolicy,
  HOSTILE_TARGET,
  insightsBlogTarget,
  rawArgument,
  REDIRECTABLE_PATH,
  sectionPattern,
} from "../../deploy/policy.mjs";
import { nginxInstall } from "./with-nginx.mjs";

const { binary: nginxBinary, brotliModule, mimeTypes } = nginxInstall;
const prefixes = [];

/**
 * Lays deploy/nginx.conf out as the README says (altura/*.conf, a certificate, a web root) in a
 * temporary prefix, with a throwaway self-signed certificate, and runs `nginx -t` on it.
 */
function nginxTest({ brotli, ports }) {
  const prefix = mkdtempSync(join(tmpdir(), "altura-nginx-t-"));
  prefixes.push(prefix);
  for (const dir of ["altura", "ssl", "client", "logs"]) mkdirSync(join(prefix, dir));
  const deployDir = new URL("../../deploy/nginx/", import.meta.url);
  for (const name of readdirSync(deployDir))
    copyFileSync(new URL(name, deployDir), join(prefix, "altura", name));
  writeFileSync(
    join(prefix, "altura", "csp.conf"),
    cspConf({
      default: contentSecurityPolicy({}),
      pages: { "/index.html": contentSecurityPolicy({ scriptHashes: ["sha256-abc"] }) },
    }),
  );
  if (brotli) writeFileSync(join(prefix, "altura", "brotli.conf"), "brotli_static on;\n");
  const cert = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=altura.example",
      "-keyout",
      join(prefix, "ssl", "privkey.pem"),
      "-out",
      join(prefix, "ssl", "fullchain.pem"),
    ],
    { encoding: "utf8" },
  );
  expect(cert.status, cert.stderr).toBe(0);
  const site = readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8")
    .replaceAll("/etc/nginx/altura/", `${prefix}/altura/`)
    .replaceAll("/etc/ssl/altura/", `${prefix}/ssl/`)
    .replaceAll("/var/www/altura/client", `${prefix}/client`)
    .replaceAll("listen [::]:80;", ports ? "" : "listen [::]:80;")
    .replaceAll("listen [::]:443 ssl http2;", ports ? "" : "listen [::]:443 ssl http2;")
    .replaceAll("listen 80;", ports ? `listen 127.0.0.1:${ports.http};` : "listen 80;")
    .replaceAll("listen 443 ssl", ports ? `listen 127.0.0.1:${ports.https} ssl` : "listen 443 ssl");
  writeFileSync(join(prefix, "site.conf"), site);
  writeFileSync(
    join(prefix, "nginx.conf"),
    `${brotli ? `load_module ${brotliModule};` : ""}
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log;
events { worker_connections 64; }
http {
    ${mimeTypes ? `include ${mimeTypes};` : ""}
    access_log off;
    client_body_temp_path ${prefix}/logs;
    proxy_temp_path ${prefix}/logs;
    fastcgi_temp_path ${prefix}/logs;
    uwsgi_temp_path ${prefix}/logs;
    scgi_temp_path ${prefix}/logs;
    include ${prefix}/site.conf;
}
`,
  );
  const result = spawnSync(nginxBinary, ["-t", "-p", prefix, "-c", join(prefix, "nginx.conf")], {
    encoding: "utf8",
  });
  return Object.assign(result, { prefix });
}

/** The TLS version `openssl s_client` agrees with `name` on the server at `port`, or "" when none. */
function negotiated(port, name, version) {
  const client = spawnSync(
    "openssl",
    ["s_client", "-connect", `127.0.0.1:${port}`, "-servername", name, `-${version}`],
    { input: "", encoding: "utf8", timeout: 10_000 },
  );
  // "New, TLSv1.3, Cipher is ..." after a handshake; "New, (NONE), Cipher is (NONE)" when refused.
  return /New, (TLSv[\d.]+), Cipher is/.exec(client.stdout)?.[1] ?? "";
}

afterAll(() => {
  for (const prefix of prefixes) rmSync(prefix, { recursive: true, force: true });
});

describe("deploy/nginx", () => {
  it("is what scripts/gen-nginx.mjs generates from deploy/policy.mjs", () => {
    for (const [name, text] of Object.entries(nginxFiles())) {
      expect(readFileSync(new URL(`../../deploy/nginx/${name}`, import.meta.url), "utf8"), name).toBe(text);
    }
  });

  it("deploy/nginx.conf (TLS, production layout) passes nginx -t", () => {
    const result = nginxTest({ brotli: false });
    expect(result.error, `${nginxBinary} must be installed (.ci/run installs it)`).toBeUndefined();
    expect(result.stderr).toContain("test is successful");
    expect(result.stderr).not.toMatch(/\[(emerg|warn)\]/);
  });

  it("negotiates TLS 1.3 and 1.2 on every 443 server, the bare domain (the socket's default) too", async () => {
    const https = Number(process.env.NGINX_TLS_PORT ?? 4443);
    const { prefix } = nginxTest({ brotli: false, ports: { http: https + 1, https } });
    const server = spawn(nginxBinary, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"]);
    try {
      await expect
        .poll(() => negotiated(https, "altura.example", "tls1_2"), { timeout: 10_000 })
        .toBe("TLSv1.2");
      for (const name of ["altura.example", "www.altura.example"]) {
        expect(negotiated(https, name, "tls1_3"), name).toBe("TLSv1.3");
        expect(negotiated(https, name, "tls1_2"), name).toBe("TLSv1.2");
      }
      expect(negotiated(https, "altura.example", "tls1_1")).toBe("");
    } finally {
      server.kill("SIGQUIT");
    }
  }, 30_000);

  it.runIf(brotliModule)("passes nginx -t with brotli_static on when the module is installed", () => {
    const result = nginxTest({ brotli: true });
    expect(result.stderr).toContain("test is successful");
  });

  it("has no directive that needs a newer nginx than Debian stable's 1.22", () => {
    const all = [
      readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8"),
      ...Object.values(nginxFiles()),
    ].join("\n");
    expect(all).not.toMatch(/^\s*http2\s+on\s*;/m);
    expect(all).not.toMatch(/^\s*http3\b|quic/m);
  });
});

describe("policy", () => {
  it("maps insightsBlog sections like the app does, in any case and percent-encoding", () => {
    expect(insightsBlogTarget(undefined)).toBe("/insights/marketing");
    expect(insightsBlogTarget("exploringThePotentialOfSalesforceAnalyticsCloud")).toBe(
      "/insights/analytics-cloud",
    );
    expect(insightsBlogTarget("FLOWBUILDER")).toBe("/insights/flow-builder");
    expect(insightsBlogTarget("%66lowBuilder")).toBe("/insights/flow-builder");
    expect(insightsBlogTarget("nope")).toBeNull();
    expect(insightsBlogTarget("%zz")).toBeNull();
    // nginx's side of the same rule: the generated pattern accepts exactly those spellings.
    const pattern = new RegExp(sectionPattern("flowBuilder"), "i");
    for (const value of ["flowBuilder", "FLOWBUILDER", "%66lowBuilder", "%46LOWbuilder"])
      expect(pattern.test(value), value).toBe(true);
    for (const value of ["flowBuilde", "flowBuilder%20", "flow+Builder"])
      expect(pattern.test(value), value).toBe(false);
  });

  it("reads the first section argument raw, its name in any case, as nginx does", () => {
    expect(rawArgument("a=1&Section=x%3A&section=y", "section")).toBe("x%3A");
    expect(rawArgument("section", "section")).toBe("");
    expect(rawArgument("sections=1", "section")).toBeNull();
  });

  const hostile = new RegExp(HOSTILE_TARGET, "i");
  it("rejects every hostile class of target: backslashes, encoded slashes, controls, dot segments", () => {
    const cases = {
      backslash: ["/\\evil.example", "/a\\b", "/%5cevil.example", "/%5C%5Cevil.example/"],
      "encoded slash": ["/%2fevil.example", "/%2F%2Fevil.example", "/company%2F", "/a%2fb/"],
      control: ["/%00", "/a%0d%0aSet-Cookie:x", "/%7f", "/%1b[2J"],
      "dot segment": ["/..", "/../etc/passwd", "/a/./b", "/%2e%2e/x", "/.%2E/x", "/x/%2e", "/x/..?y"],
    };
    for (const [kind, targets] of Object.entries(cases)) {
      for (const target of targets) expect(hostile.test(target), `${kind}: ${target}`).toBe(true);
    }
    for (const target of [
      "/",
      "/company",
      "/a.b/c",
      "/.well-known/x",
      "/x?next=//evil.example",
      "/x?a=..%2f",
    ]) {
      expect(hostile.test(target), target).toBe(false);
    }
  });

  it("redirects only to clean paths of this site, and a clean path never redirects again", () => {
    const samples = [
      ["//evil.example", "/evil.example"],
      ["///evil.example//", "/evil.example"],
      ["//", "/"],
      ["/company/", "/company"],
      ["/company///", "/company"],
      ["//company//about/", "/company/about"],
      ["/company", null],
      ["/", null],
      ["/caf\u00e9/", false],
      ["//a b/", false],
    ];
    for (const [path, expected] of samples) {
      const target = cleanRedirect(path, path);
      expect(target, path).toBe(expected);
      if (typeof target === "string") {
        expect(target === "/" || new RegExp(REDIRECTABLE_PATH).test(target), path).toBe(true);
        expect(target.startsWith("//") || target.includes("\\"), path).toBe(false);
        expect(cleanRedirect(target, target), `${target} again`).toBeNull();
      }
    }
  });

  it("builds a CSP without unsafe script sources (WebAssembly compile only, for search)", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: ["sha256-abc", "sha256-abc"],
      emailOrigin: "https://api.emailjs.com",
      frameOrigins: ["https://www.openstreetmap.org"],
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc';");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
  });
});
