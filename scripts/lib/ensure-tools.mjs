/**
 * Makes sure the system tools the tests need are present: Chromium (browser tests, Lighthouse),
 * Java (the Nu HTML checker), nginx, and for the Firefox and WebKit journeys firefox-esr,
 * WebKitGTK's WebKitWebDriver and Xvfb. When one is missing and we are root on Debian/Ubuntu, it is
 * installed with apt-get; otherwise the exact command to run is printed.
 */
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium, HEADLESS_SHELL } from "./chromium.mjs";

const PACKAGES = {
  chromium: "chromium",
  java: "default-jre-headless",
  nginx: "nginx",
  engines: { "firefox-esr": "firefox-esr", WebKitWebDriver: "webkit2gtk-driver", Xvfb: "xvfb" },
};

function has(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function canApt() {
  return process.getuid?.() === 0 && has("apt-get");
}

let aptUpdated = false;
function aptInstall(names) {
  if (!aptUpdated) {
    execSync("apt-get update -qq", { stdio: "inherit" });
    aptUpdated = true;
  }
  execSync(
    `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${names.join(" ")}`,
    {
      stdio: "inherit",
    },
  );
}

/** Returns a list of problems (empty when everything needed is there). */
export async function ensureTools({ chromium = true, java = true, nginx = false, engines = false } = {}) {
  const missing = [];
  if (engines)
    for (const [command, name] of Object.entries(PACKAGES.engines)) if (!has(command)) missing.push(name);
  if (chromium && !(await findChromium())) missing.push(PACKAGES.chromium);
  // Without the headless shell the browser tests run in the full Chromium, slower.
  if (chromium && !existsSync(HEADLESS_SHELL) && canApt()) missing.push("chromium-headless-shell");
  if (java && !has("java")) missing.push(PACKAGES.java);
  if (nginx && !has("nginx") && !existsSync("/usr/sbin/nginx")) missing.push(PACKAGES.nginx);
  if (missing.length === 0) return [];
  if (canApt()) {
    console.log(`Installing missing system packages: ${missing.join(", ")}`);
    try {
      aptInstall(missing);
      return [];
    } catch (error) {
      return [`apt-get install ${missing.join(" ")} failed: ${error.message}`];
    }
  }
  return [
    `Missing system packages: ${missing.join(", ")}. Install them, e.g. "sudo apt-get install ${missing.join(" ")}"` +
      (missing.includes("chromium") ? ", or point CHROME_PATH at a Chrome/Chromium binary" : "") +
      ".",
  ];
}
