#!/usr/bin/env node
/**
 * Serves a build with nginx on a loopback port, using the deploy/nginx config and the build's CSP.
 * As a command: runs a command against it (E2E_BASE_URL and E2E_SERVER=nginx set), then stops nginx.
 *   node proof/deploy/with-nginx.mjs npx playwright test
 *   node proof/deploy/with-nginx.mjs --serve      (just serve until Ctrl-C; a new build is served
 *                                                  with its own CSP: nginx reloads it)
 * NGINX_PORT (default 4380), BUILD_DIR (default build).
 * As a module: `serveWithNginx` for a test that starts its own nginx on a copy of the build, and
 * where Debian puts nginx and its modules (`nginxInstall`).
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
  unwatchFile,
  watchFile,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/lib/free-port.mjs";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const firstFound = (paths) => paths.find((path) => existsSync(path));

/** nginx, its MIME types and Debian's libnginx-mod-http-brotli-static (.ci/run installs them). */
export const nginxInstall = {
  binary: firstFound(["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) ?? "nginx",
  mimeTypes: firstFound(["/etc/nginx/mime.types", "/usr/local/etc/nginx/mime.types"]),
  brotliModule: firstFound([
    "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
    "/usr/local/lib/nginx/modules/ngx_http_brotli_static_module.so",
  ]),
};

/**
 * Starts nginx serving `buildDir`'s client folder on 127.0.0.1:`port` (without one, a free port)
 * with the production site.conf and the build's CSP (brotli on when the module is installed), and
 * resolves once it answers: `{ base, port, stop }`. `watch` serves each new build at that folder
 * with its own CSP.
 * Rejects, with nginx's words, when its configuration does not pass `nginx -t`.
 * @param {{ buildDir: string, port?: number, watch?: boolean }} options
 */
export async function serveWithNginx({ buildDir, port, watch = false }) {
  port ??= await freePort();
  const { binary, mimeTypes, brotliModule } = nginxInstall;
  if (!existsSync(join(buildDir, "client", "index.html")) || !existsSync(join(buildDir, "nginx", "csp.conf")))
    throw new Error(`No build with nginx/csp.conf in ${buildDir}: run "npm run build" first.`);

  const prefix = mkdtempSync(join(tmpdir(), "altura-nginx-"));
  const confDir = join(prefix, "altura");
  mkdirSync(confDir);
  for (const name of readdirSync(join(projectRoot, "deploy", "nginx")))
    if (name.endsWith(".conf")) copyFileSync(join(projectRoot, "deploy", "nginx", name), join(confDir, name));
  const buildCsp = join(buildDir, "nginx", "csp.conf");
  const servedCsp = join(confDir, "csp.conf");
  copyFileSync(buildCsp, servedCsp);
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

  const config = ["-p", prefix, "-c", join(prefix, "nginx.conf")];
  const syntax = spawnSync(binary, ["-t", ...config], { encoding: "utf8" });
  if (syntax.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(syntax.stderr || `${binary} -t failed`);
  }

  const nginx = spawn(binary, config, { stdio: "inherit" });
  const exited = new Promise((done) => nginx.once("exit", done));
  /** Stops nginx, then removes its folder: removed while nginx still shuts down, part of it stays. */
  const stop = async () => {
    unwatchFile(buildCsp);
    if (nginx.exitCode === null) nginx.kill("SIGQUIT");
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(`${base}/`);
      break;
    } catch {
      if (attempt > 50 || nginx.exitCode !== null) {
        await stop();
        throw new Error("nginx did not start");
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  if (watch)
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
  return { base, port, stop };
}

async function main() {
  const buildDir = resolve(projectRoot, process.env.BUILD_DIR ?? "build");
  const args = process.argv.slice(2);
  const serveOnly = args[0] === "--serve" || args.length === 0;
  let server;
  try {
    server = await serveWithNginx({
      buildDir,
      port: Number(process.env.NGINX_PORT ?? 4380),
      watch: serveOnly,
    });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ])
    process.on(signal, () => server.stop().then(() => process.exit(code)));
  console.log(`nginx serving ${buildDir}/client at ${server.base}`);
  if (serveOnly) return;
  const child = spawnSync(args[0], args.slice(1), {
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: server.base, E2E_SERVER: "nginx" },
  });
  await server.stop();
  process.exit(child.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
