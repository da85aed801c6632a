#!/usr/bin/env node
/**
 * The content editor (Decap CMS) and the content compiler in development.
 *
 *   npm run cms     the site in development (http://localhost:5173) and the editor at
 *                   http://localhost:5173/admin/ on Decap's local backend (`decap-server`, port
 *                   CMS_PROXY_PORT, default 8081), which saves into this checkout's content/ and
 *                   public/media/. Every save recompiles the content and the preview reloads.
 *
 * `cmsPlugin()` is the Vite plugin behind it (vite.config.ts): it compiles content/ when the dev
 * server starts and on every change (a problem shows in the browser's error overlay and in the
 * terminal, naming the file and field), and serves /admin/ from the decap-cms package with the
 * config written by scripts/content.mjs. The production build copies the same files
 * (scripts/build/admin.mjs).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import send from "send";
import { parse, stringify } from "yaml";
import { cmsConfigFile, compileAll, ContentError, projectRoot } from "./content.mjs";
import { buildEnv } from "./deploy-settings.mjs";
import { MEDIA_FOLDER } from "./media.mjs";
import { buildDefines } from "./lib/build-defines.mjs";

const require = createRequire(import.meta.url);
export const decapDist = () => dirname(require.resolve("decap-cms/dist/decap-cms.js"));

/**
 * The preview pane's script: app/admin/preview.tsx, which draws each entry with the site's own
 * route components and the site's stylesheet and fonts, bundled by esbuild with the site's React (Decap
 * carries its own copy; see there). Modules that only run at build time (`*.server`, the route
 * loaders' helpers) are left out.
 */
export async function previewBundle(root = projectRoot) {
  const serverOnly = {
    name: "server-only",
    setup(plugin) {
      plugin.onResolve({ filter: /\.server$/ }, (args) => ({ path: args.path, namespace: "server-only" }));
      plugin.onLoad({ filter: /.*/, namespace: "server-only" }, () => ({ contents: "", loader: "js" }));
    },
  };
  const env = { ...buildEnv(root), SSR: false, DEV: false, PROD: true, MODE: "production", BASE_URL: "/" };
  const result = await build({
    entryPoints: [join(root, "app", "admin", "preview.tsx")],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    jsx: "automatic",
    alias: { "~": join(root, "app") },
    define: {
      ...buildDefines(),
      "process.env.NODE_ENV": '"production"',
      "import.meta.env": JSON.stringify(env),
      "import.meta.env.SSR": "false",
      "import.meta.env.DEV": "false",
    },
    plugins: [serverOnly],
    logLevel: "silent",
    absWorkingDir: root,
  });
  return result.outputFiles[0].text;
}

/** The editor's page: Decap's bundle (the CMS draws its own UI) and the preview's templates. */
export function adminPage(brand = "the site") {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor | ${brand.replace(/[<&"]/g, "")}</title>
<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">
</head>
<body>
<script src="/admin/decap-cms.js"></script>
<script type="module" src="/admin/preview.js"></script>
</body>
</html>
`;
}

/** The written config, with Decap's local backend (a proxy on this machine) for development. */
export function localConfig(configText, proxyPort) {
  const config = parse(configText);
  config.local_backend = { url: `http://127.0.0.1:${proxyPort}/api/v1` };
  // decap-server's file-system mode saves straight to the files (no branches to review).
  config.publish_mode = "simple";
  return stringify(config, { lineWidth: 0 });
}

export function cmsPlugin({ root = projectRoot, proxyPort = process.env.CMS_PROXY_PORT ?? "8081" } = {}) {
  let server;
  async function compile() {
    try {
      await compileAll(root);
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
    // decap-cms brings react-router-dom 5, which npm hoists to node_modules; React Router's plugin
    // pre-bundles react-router-dom whenever it is installed, and that breaks the dev server. The
    // site never imports it (the editor's bundle carries its own copy).
    config(config) {
      const include = config.optimizeDeps?.include;
      if (include) config.optimizeDeps.include = include.filter((name) => name !== "react-router-dom");
    },
    async buildStart() {
      // Builds compile first (npm run build runs scripts/content.mjs); the dev server here.
      if (server) await compile();
    },
    configureServer(devServer) {
      server = devServer;
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
      for (const event of ["add", "change", "unlink"]) devServer.watcher.on(event, onChange);
      devServer.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0];
        if (path === "/admin" || path === "/admin/" || path === "/admin/index.html") {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          return res.end(adminPage());
        }
        if (path === "/admin/preview.js") {
          return previewBundle(root).then(
            (code) => {
              res.setHeader("Content-Type", "text/javascript; charset=utf-8");
              res.end(code);
            },
            (error) => next(error),
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

/** `npm run cms`: the local backend and the dev server, stopped together. */
function main() {
  const proxyPort = process.env.CMS_PROXY_PORT ?? "8081";
  const children = [
    spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
      stdio: "inherit",
      env: {
        ...process.env,
        PORT: proxyPort,
        MODE: "fs",
        GIT_REPO_DIRECTORY: projectRoot,
        BIND_HOST: "127.0.0.1",
      },
    }),
    spawn("npx", ["react-router", "dev", ...process.argv.slice(2)], {
      stdio: "inherit",
      env: { ...process.env, CMS_PROXY_PORT: proxyPort },
    }),
  ];
  const stop = () => children.forEach((child) => child.exitCode === null && child.kill("SIGTERM"));
  for (const child of children)
    child.on("exit", (code) => {
      stop();
      process.exitCode = code ?? 0;
    });
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  console.log(`cms: the editor is at /admin/ of the dev server; saves go to ${join(projectRoot, "content")}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
