#!/usr/bin/env node
/**
 * Serves the build with nginx on a loopback port, using the deploy/nginx config and the build's
 * CSP, runs a command against it (E2E_BASE_URL and E2E_SERVER=nginx set), then stops nginx.
 *   node proof/deploy/with-nginx.mjs npx playwright test
 *   node proof/deploy/with-nginx.mjs --serve      (just serve until Ctrl-C; a new build is served
 *                                                  with its own CSP: nginx reloads it)
 * NGINX_PORT (default 4380), BUILD_DIR (default build).
 */
import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  watchFile,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const buildDir = resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const port = Number(process.env.NGINX_PORT ?? 4380);
const nginxBinary =
  ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path)) ?? "nginx";
const mimeTypes = ["/etc/nginx/mime.types", "/usr/local/etc/nginx/mime.types"].find((path) =>
  existsSync(path),
);
/** Debian's libnginx-mod-http-brotli-static (.ci/run installs it): serves the build's .br files. */
const brotliModule = [
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
  "/usr/local/lib/nginx/modules/ngx_http_brotli_static_module.so",
].find((path) => existsSync(path));

if (!existsSync(join(buildDir, "client", "index.html")) || !existsSync(join(buildDir, "nginx", "csp.conf"))) {
  console.error(`No build with nginx/csp.conf in ${buildDir}: run "npm run build" first.`);
  process.exit(1);
}

// The layout production uses: <conf dir>/nginx.conf and <conf dir>/altura/*.conf.
const prefix = mkdtempSync(join(tmpdir(), "altura-nginx-"));
const confDir = join(prefix, "altura");
mkdirSync(confDir);
for (const name of readdirSync(join(projectRoot, "deploy", "nginx"))) {
  if (name.endsWith(".conf")) copyFileSync(join(projectRoot, "deploy", "nginx", name), join(confDir, name));
}
const buildCsp = join(buildDir, "nginx", "csp.conf");
const servedCsp = join(confDir, "csp.conf");
copyFileSync(buildCsp, servedCsp);
// Plain HTTP on loopback: no HSTS (browsers ignore it over HTTP anyway).
writeFileSync(join(confDir, "hsts.conf"), "# HTTP test server: no HSTS\n");
if (brotliModule) writeFileSync(join(confDir, "brotli.conf"), "brotli_static on;\n");
for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(prefix, temp));

writeFileSync(
  join(prefix, "nginx.conf"),
  `# Test harness config: the production site.conf on a loopback port.
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
${brotliModule ? `load_module ${brotliModule};` : "# brotli_static module not installed: .br files are not used"}
error_log ${prefix}/error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 256; }
http {
    ${mimeTypes ? `include ${mimeTypes};` : ""}
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include altura/map.conf;
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${buildDir}/client;
        include altura/site.conf;
    }
}
`,
);

const syntax = spawnSync(nginxBinary, ["-t", "-p", prefix, "-c", join(prefix, "nginx.conf")], {
  encoding: "utf8",
});
if (syntax.status !== 0) {
  console.error(syntax.stderr);
  process.exit(1);
}

const nginx = spawn(nginxBinary, ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: "inherit" });
const exited = new Promise((done) => nginx.once("exit", done));
/** Stops nginx, then removes its folder: removed while nginx still shuts down, part of it stays. */
const stop = async () => {
  nginx.kill("SIGQUIT");
  await exited;
  rmSync(prefix, { recursive: true, force: true });
};
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.on(signal, () => stop().then(() => process.exit(code)));
}

// Wait until it answers.
const base = `http://127.0.0.1:${port}`;
for (let attempt = 0; ; attempt += 1) {
  try {
    await fetch(`${base}/`);
    break;
  } catch {
    if (attempt > 50) {
      await stop();
      console.error("nginx did not start");
      process.exit(1);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}
console.log(`nginx serving ${buildDir}/client at ${base}`);

const args = process.argv.slice(2);
if (args[0] === "--serve" || args.length === 0) {
  // Each build hashes its own inline scripts: served with the CSP of the build before, a changed
  // script is blocked and the page looks right without it. nginx reads its config at start and on
  // SIGHUP, so a build made while this serves (polled by path: the build swaps the whole folder)
  // brings its CSP with it.
  watchFile(buildCsp, { interval: 1_000 }, () => {
    try {
      if (readFileSync(buildCsp, "utf8") === readFileSync(servedCsp, "utf8")) return;
      copyFileSync(buildCsp, servedCsp);
    } catch {
      return; // between the build's two renames: the next poll finds the new one
    }
    nginx.kill("SIGHUP");
    console.log("A new build: nginx serves it with its CSP.");
  });
  await new Promise(() => {});
}
const child = spawnSync(args[0], args.slice(1), {
  stdio: "inherit",
  env: { ...process.env, E2E_BASE_URL: base, E2E_SERVER: "nginx" },
});
await stop();
process.exit(child.status ?? 1);
