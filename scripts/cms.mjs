#!/usr/bin/env node
/**
 * The content editor (Decap CMS) and the content compiler in development.
 *
 *   npm run cms     the content compiled (a problem is shown, and the editor starts anyway so
 *                   that the owner can fix it there), then the site in development
 *                   (http://localhost:4321) and the editor at http://localhost:4321/admin/ on
 *                   Decap's local backend (`decap-server`, port CMS_PROXY_PORT, default 8081),
 *                   which saves into this checkout's content/ (the uploads: MEDIA_FOLDER). Every
 *                   save recompiles the content and the preview reloads. The backend answers
 *                   loopback names from the dev server's origin only (`localOnly`): no other page,
 *                   local port or rebound DNS name reaches the files; and whoever calls it reaches
 *                   content/ and the media folder only (`editableOnly`).
 *
 * `cmsPlugin()` is the Vite plugin behind it (astro.config.mjs): it compiles content/ when the dev
 * server starts and on every change (a problem shows in the browser's error overlay and in the
 * terminal, naming the file and field), serves /admin/ from the decap-cms package with the
 * config written by scripts/content.mjs, and the uploads as sent at their addresses
 * (`uploadedOriginals`). The production build copies the same files (scripts/build/admin.mjs).
 */
import { spawn } from "node:child_process";
import { createReadStream, lstatSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, isAbsolute, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build as viteBuild } from "vite";
import send from "send";
import { parse, stringify } from "yaml";
import { cmsConfigFile, compileAll, ContentError, projectRoot } from "./content.mjs";
import { manifestFile } from "./build/site-pages.mjs";
import { buildEnv } from "./deploy-settings.mjs";
import { MEDIA_FOLDER, UPLOADS_URL } from "./media.mjs";
import { buildDefines } from "./lib/build-defines.mjs";
import { checkedBackendName, DECAP_SCRIPT } from "../app/lib/shared-constants.mjs";

const require = createRequire(import.meta.url);
export const decapDist = () => dirname(require.resolve("decap-cms/dist/decap-cms.js"));

/**
 * The editor's script: app/admin/editor.ts, which starts Decap with the preview pane
 * (app/admin/preview.tsx, drawing each entry with the site's own route components and the site's
 * stylesheet and fonts), bundled by Vite (as the site's own scripts are: the routes'
 * `import.meta.glob` included) with the site's React (Decap carries its own copy; see there),
 * into one file.
 */
export async function previewBundle(root = projectRoot) {
  const env = { ...buildEnv(root), SSR: false, DEV: false, PROD: true, MODE: "production", BASE_URL: "/" };
  const [result] = [
    await viteBuild({
      configFile: false,
      root,
      mode: "production",
      logLevel: "silent",
      publicDir: false,
      resolve: { alias: { "~": join(root, "app") } },
      define: {
        ...buildDefines(),
        "import.meta.env": JSON.stringify(env),
        "import.meta.env.SSR": "false",
        "import.meta.env.DEV": "false",
      },
      build: {
        write: false,
        minify: true,
        target: "es2022",
        modulePreload: false,
        rollupOptions: {
          input: join(root, "app", "admin", "editor.ts"),
          output: { format: "es", codeSplitting: false },
        },
      },
    }),
  ].flat();
  return result.output[0].code;
}

/**
 * The editor's page: its one script (app/admin/editor.ts), which loads Decap's bundle (the CMS
 * draws its own UI), fetched from the start beside it, and starts it with the site's previews.
 */
export function adminPage(brand = "the site") {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor | ${brand.replace(/[<&"]/g, "")}</title>
<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">
<link rel="preload" href="${DECAP_SCRIPT}" as="script">
</head>
<body>
<script type="module" src="/admin/preview.js"></script>
</body>
</html>
`;
}

/**
 * The written config, with Decap's local backend (decap-server, a proxy on this machine) for
 * development: its `proxy` backend named directly (what Decap's `local_backend` switches to once
 * it finds the server), checked as every backend of the editor is (app/admin/checked-backend.ts).
 */
export function localConfig(configText, proxyPort) {
  const config = parse(configText);
  config.backend = {
    name: checkedBackendName("proxy"),
    proxy_url: `http://127.0.0.1:${proxyPort}/api/v1`,
  };
  // decap-server's file-system mode saves straight to the files (no branches to review).
  config.publish_mode = "simple";
  return stringify(config, { lineWidth: 0 });
}

/** The Content-Type of each kind of upload the schema accepts (media.mjs UPLOAD_EXTENSIONS). */
const UPLOAD_TYPES = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  tif: "image/tiff",
  tiff: "image/tiff",
};

/**
 * The uploads as sent, at the address the records name them by (UPLOADS_URL/<file>), read-only.
 * The site serves only the sizes media.mjs makes of them, but the editor's picture field shows its
 * saved file from that address, so in development it gets the file in the media folder (the
 * preview asks the editor for the file instead: app/admin/preview.tsx `uploaded`). Only a plain file name of an upload kind that is a file there is
 * answered; a name with a folder step, a backslash or a leading dot gets 404, and anything else
 * (the converted sizes in public/) goes on to the dev server.
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void}
 */
export function uploadedOriginals(root = projectRoot) {
  const folder = join(root, MEDIA_FOLDER);
  const prefix = `${UPLOADS_URL}/`;
  return (req, res, next) => {
    const path = (req.url ?? "").split("?")[0];
    if ((req.method !== "GET" && req.method !== "HEAD") || !path.startsWith(prefix)) return next();
    let name = "";
    try {
      name = decodeURIComponent(path.slice(prefix.length));
    } catch {
      // a malformed %-escape: no such file
    }
    if (!name || /[/\\]|\p{Cc}/u.test(name) || name.startsWith(".")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      return res.end("Not Found");
    }
    const type = UPLOAD_TYPES[extname(name).slice(1).toLowerCase()];
    let size;
    try {
      const stat = lstatSync(join(folder, name)); // a symbolic link is not an upload
      if (stat.isFile()) size = stat.size;
    } catch {
      // not in the media folder
    }
    if (!type || size === undefined) return next();
    res.writeHead(200, {
      "Content-Type": type,
      "Content-Length": size,
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
    });
    if (req.method === "HEAD") return res.end();
    createReadStream(join(folder, name))
      .on("error", () => res.destroy())
      .pipe(res);
  };
}

/**
 * Each page's element ids, as the build writes them to /admin/anchors.json (scripts/build/admin.mjs
 * `pageAnchors`), here from the pages the dev server at `origin` renders now: the editor checks a
 * link's #anchor against them in development as it does in production.
 * @param {string} origin
 */
export async function renderedAnchors(origin, root = projectRoot) {
  // jsdom only when the editor asks (this module is the dev server's and the build's config too).
  const { idsOf } = await import("./build/anchors.mjs");
  const manifest = JSON.parse(readFileSync(manifestFile(root), "utf8"));
  const pages = manifest.map((entry) => entry.path);
  const anchors = {};
  // A few at a time: the dev server renders each page on request.
  for (let at = 0; at < pages.length; at += 4)
    await Promise.all(
      pages.slice(at, at + 4).map(async (path) => {
        const response = await fetch(new URL(path, origin), { headers: { accept: "text/html" } });
        if (response.ok) anchors[path] = [...idsOf(await response.text())].sort();
      }),
    );
  return anchors;
}

export function cmsPlugin({ root = projectRoot, proxyPort = process.env.CMS_PROXY_PORT ?? "8081" } = {}) {
  let server;
  /** The rendered pages' ids, once asked for; taken anew after the content changes. */
  let anchors;
  /**
   * The editor's script, bundled once (seconds of work) and again after any change under app/:
   * the code, or the compiled content it imports (every save writes app/content/generated/).
   */
  let editorScript;
  async function compile() {
    try {
      await compileAll(root);
      anchors = undefined;
      return true;
    } catch (error) {
      const message = error instanceof ContentError ? error.message : String(error?.stack ?? error);
      server?.config.logger.error(message);
      server?.ws.send({ type: "error", err: { message, stack: "", plugin: "content" } });
      return false;
    }
  }
  return {
    name: "altura-content",
    // Ahead of the site framework's own dev middleware, which answers every other path.
    enforce: "pre",
    async buildStart() {
      // Builds compile first (npm run build runs scripts/content.mjs); the dev server here.
      if (server) await compile();
    },
    configureServer(devServer) {
      server = devServer;
      // The pages' ids are taken once the server listens (rendering every page takes seconds),
      // so that the editor has them by the time it saves.
      devServer.httpServer?.once("listening", () => {
        const bound = devServer.httpServer.address();
        if (!bound || typeof bound === "string") return;
        const host = ["::", "0.0.0.0"].includes(bound.address)
          ? "localhost"
          : bound.family === "IPv6"
            ? `[${bound.address}]`
            : bound.address;
        anchors ??= renderedAnchors(`http://${host}:${bound.port}`, root);
        anchors.catch(() => (anchors = undefined));
      });
      const contentDir = join(root, "content");
      devServer.watcher.add(contentDir);
      // A record, or an upload (the editor may write the picture after the record naming it).
      const mediaDir = join(root, MEDIA_FOLDER);
      let compiling = Promise.resolve();
      const onChange = (file) => {
        const upload = !relative(mediaDir, file).startsWith("..");
        if (!relative(contentDir, file).startsWith("..") && (upload || /\.(ya?ml|md)$/.test(file)))
          compiling = compiling.then(compile); // one at a time: each sees the files as they are then
      };
      const appDir = join(root, "app");
      const onAppChange = (file) => {
        if (!relative(appDir, file).startsWith("..")) editorScript = undefined;
      };
      for (const event of ["add", "change", "unlink"]) {
        devServer.watcher.on(event, onChange);
        devServer.watcher.on(event, onAppChange);
      }
      devServer.middlewares.use(uploadedOriginals(root));
      devServer.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0];
        if (path === "/admin" || path === "/admin/" || path === "/admin/index.html") {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          return res.end(adminPage());
        }
        if (path === "/admin/preview.js") {
          const bundled = (editorScript ??= previewBundle(root));
          return bundled.then(
            (code) => {
              res.setHeader("Content-Type", "text/javascript; charset=utf-8");
              res.end(code);
            },
            (error) => {
              if (editorScript === bundled) editorScript = undefined;
              next(error);
            },
          );
        }
        if (path === "/admin/anchors.json") {
          anchors ??= renderedAnchors(`http://${req.headers.host}`, root);
          return anchors.then(
            (ids) => {
              res.setHeader("Content-Type", "application/json; charset=utf-8");
              res.setHeader("Cache-Control", "no-store");
              res.end(JSON.stringify(ids));
            },
            (error) => {
              anchors = undefined;
              next(error);
            },
          );
        }
        if (path === "/admin/config.yml") {
          res.setHeader("Content-Type", "text/yaml; charset=utf-8");
          return res.end(localConfig(readFileSync(cmsConfigFile(root), "utf8"), proxyPort));
        }
        const asset = /^\/admin\/([\w.-]+\.(?:js|wasm|css))$/.exec(path)?.[1];
        if (asset) {
          return send(req, asset, { root: decapDist() })
            .on("error", () => {
              res.statusCode = 404;
              res.end("Not Found");
            })
            .pipe(res);
        }
        return next();
      });
    },
  };
}

/** The names a browser on this machine reaches the dev server and the local backend by. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** The origins of the dev server on `port`: the editor's page, the only one that may call the backend. */
export function devServerOrigins(port) {
  return LOOPBACK_NAMES.map((name) => `http://${name}:${port}`);
}

/**
 * A guard in front of the local backend, which reads and writes this checkout: a request must
 * name a loopback host (a foreign Host is a DNS name rebound to this machine, whose pages the
 * browser would treat as same-origin) and, when a browser says where it comes from, come from the
 * dev server (`origins`), not from another page or another local port. Anything else gets 403.
 * @param {string[]} origins
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void}
 */
export function localOnly(origins) {
  return (req, res, next) => {
    let hostname = "";
    try {
      hostname = new URL(`http://${req.headers.host ?? ""}`).hostname;
    } catch {
      // no or a malformed Host: refused below
    }
    const origin = req.headers.origin;
    if (LOOPBACK_NAMES.includes(hostname) && (origin === undefined || origins.includes(origin)))
      return next();
    res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Forbidden: the local editor backend answers the dev server on this machine only");
  };
}

/** The folders of the checkout the editor reads and writes: the records and the uploads. */
const EDITABLE_FOLDERS = ["content", MEDIA_FOLDER];

/**
 * The paths each call of decap-server's file-system API names (its `action` and `params`, read
 * from node_modules/decap-server/dist/middlewares.js). A call missing here reaches no file.
 * @type {Record<string, (params: any) => unknown[]>}
 */
const PATHS_OF_ACTION = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (params) => [params.folder],
  entriesByFiles: (params) => params.files.map((file) => file.path),
  getEntry: (params) => [params.path],
  persistEntry: (params) => [
    ...(params.dataFiles ?? [params.entry]).flatMap((file) =>
      file.newPath === undefined ? [file.path] : [file.path, file.newPath],
    ),
    ...params.assets.map((asset) => asset.path),
  ],
  getMedia: (params) => [params.mediaFolder],
  getMediaFile: (params) => [params.path],
  persistMedia: (params) => [params.asset.path],
  deleteFile: (params) => [params.path],
  deleteFiles: (params) => params.paths,
};

/**
 * Whether decap-server may resolve `path` (relative to the checkout) for the editor: a folder of
 * EDITABLE_FOLDERS or a file under one, written plainly, so that it names the same file here as
 * where decap-server resolves it: a `..` or `.` step, an empty step, an absolute path, a drive
 * letter, a backslash, a %-escape or a control character is refused rather than interpreted.
 */
export function editablePath(path) {
  if (typeof path !== "string" || isAbsolute(path) || /[\\%]|\p{Cc}|^[a-z]:/iu.test(path)) return false;
  if (path.split("/").some((step) => step === ".." || step === "." || step === "")) return false;
  return EDITABLE_FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`));
}

/**
 * A guard in front of decap-server's file-system API (after the body is read as JSON): a call
 * goes through only when it is one the editor makes and every path it names is in content/ or
 * the media folder. Any process on this machine can call the backend, so without it any file of
 * the checkout (.git/config, package.json, .env) could be read, written or deleted.
 * @returns {(req: any, res: import("node:http").ServerResponse, next: () => void) => void}
 */
export function editableOnly() {
  const folders = EDITABLE_FOLDERS.map((folder) => `${folder}/`).join(" and ");
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const { action, params } = req.body ?? {};
    let paths;
    try {
      paths = Object.hasOwn(PATHS_OF_ACTION, action) ? PATHS_OF_ACTION[action](params ?? {}) : null;
    } catch {
      paths = null; // params not shaped as the editor sends them
    }
    const refused = paths === null ? null : paths.find((path) => !editablePath(path));
    if (paths !== null && refused === undefined) return next();
    res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
    res.end(
      paths === null
        ? `Forbidden: the local editor backend does not do ${JSON.stringify(String(action))} with these parameters`
        : `Forbidden: the local editor backend reads and writes ${folders} only, not ${JSON.stringify(String(refused))}`,
    );
  };
}

/**
 * Decap's local backend (decap-server's file-system mode, on decap-server's own express) behind
 * `localOnly` and `editableOnly`, on 127.0.0.1:`port`: it saves into `repo`'s content/. Resolves with the listening server.
 * @param {{ port: number | string, devPort: number | string, repo?: string, logLevel?: string }} options
 * @returns {Promise<import("node:http").Server>}
 */
export async function startLocalBackend({ port, devPort, repo = projectRoot, logLevel = "info" }) {
  const decapServer = require.resolve("decap-server/dist/middlewares.js");
  const express = createRequire(decapServer)("express");
  const { registerLocalFs } = require(decapServer);
  const app = express();
  app.use(localOnly(devServerOrigins(devPort)));
  // The body read here as decap-server reads it (its own express.json then leaves it as it is),
  // so that the guard sees the paths decap-server will use.
  app.use(express.json({ limit: "50mb" }));
  app.use(editableOnly());
  // decap-server takes the folder from the environment, read as the routes are registered.
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repo;
  const registered = registerLocalFs(app, { logLevel });
  if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
  else process.env.GIT_REPO_DIRECTORY = previous;
  await registered;
  return new Promise((resolvePromise, reject) => {
    const server = app.listen(Number(port), "127.0.0.1", () => resolvePromise(server));
    server.once("error", reject);
  });
}

/** The dev server's port from its arguments (`--port N` or `--port=N`), else Astro's 4321. */
function devPortOf(args) {
  const at = args.findIndex((arg) => arg === "--port" || arg.startsWith("--port="));
  if (at === -1) return 4321;
  return Number(args[at].includes("=") ? args[at].split("=")[1] : args[at + 1]);
}

/**
 * The content compiled before the dev server starts (its routes and pages read the compiled files).
 * A problem is shown and the editor starts all the same: it is where the owner fixes the file. The
 * dev server compiles again as it starts and shows the problem in the browser too.
 */
async function compileBeforeStart() {
  try {
    await compileAll();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(
      `${error.message}\ncms: the editor starts anyway: fix the file above at /admin/ or in a text editor; every save checks the content again.`,
    );
  }
}

/** `npm run cms`: the content compiled, then the local backend (in this process) and the dev server, stopped together. */
async function main() {
  await compileBeforeStart();
  const proxyPort = process.env.CMS_PROXY_PORT ?? "8081";
  const args = process.argv.slice(2);
  // The backend trusts the dev server's origin only, so the dev server must take the port it was
  // given: astro.config.mjs sets Vite's strictPort.
  const backend = await startLocalBackend({ port: proxyPort, devPort: devPortOf(args) });
  // Astro's CLI run by this Node directly, not through npx: npx does not pass SIGTERM on to its
  // child, so stopping this process would leave the dev server running on its port.
  const manifest = require.resolve("astro/package.json");
  const bin = require(manifest).bin;
  const cli = join(dirname(manifest), typeof bin === "string" ? bin : bin.astro);
  const dev = spawn(process.execPath, [cli, "dev", ...args], {
    stdio: "inherit",
    env: { ...process.env, CMS_PROXY_PORT: proxyPort },
  });
  const stop = () => {
    backend.close();
    if (dev.exitCode === null) dev.kill("SIGTERM");
  };
  dev.on("exit", (code) => {
    backend.close();
    process.exitCode = code ?? 0;
  });
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  console.log(`cms: the editor is at /admin/ of the dev server; saves go to ${join(projectRoot, "content")}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
