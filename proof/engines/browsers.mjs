/**
 * The two engines the journeys run in, behind one small `Tab` interface, each driven by the
 * well-kept client that speaks its protocol without a driver download:
 * - Firefox (Debian's firefox-esr) over WebDriver BiDi with Puppeteer (`puppeteer-core`), which
 *   talks to Firefox's own Remote Agent: geckodriver, which WebdriverIO and Selenium need for
 *   Firefox, is neither in Debian nor downloadable here.
 * - WebKit (WebKitGTK's MiniBrowser) over classic WebDriver with WebdriverIO, through Debian's
 *   WebKitWebDriver, on an Xvfb display this module starts.
 * Elements are found by role, name and label with Testing Library's queries, run inside the page,
 * so both engines answer the same query the same way; clicks and typing are the client's real input.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../scripts/lib/free-port.mjs";

/** Testing Library's browser build (the same queries the unit tests use), injected into pages. */
const queriesSource = readFileSync(
  new URL("../../node_modules/@testing-library/dom/dist/@testing-library/dom.umd.min.js", import.meta.url),
  "utf8",
);

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const TIMEOUT = 10_000;
/**
 * How long a navigation may take: Puppeteer's own default for Firefox's `goto`, and the same for
 * WebKit, whose first page of a session also starts its web and network processes.
 */
const NAVIGATION_TIMEOUT = 30_000;

/**
 * Runs in the page: the element a query names, null when there is none yet, or a string saying
 * why the query is ambiguous. A query is `{ role, name }` (a name is exact, or `{ pattern }` for
 * a regular expression), `{ label }` or `{ text }`, optionally `within` a list of such queries
 * (outermost first). Hidden elements do not count.
 */
function queryInPage(query) {
  const dom = globalThis.TestingLibraryDom;
  const nameOf = (step) => (typeof step.name === "string" ? step.name : new RegExp(step.name.pattern));
  const one = (root, step) => {
    const found = step.role
      ? dom.queryAllByRole(root, step.role, step.name === undefined ? {} : { name: nameOf(step) })
      : step.label
        ? dom.queryAllByLabelText(root, step.label)
        : dom.queryAllByText(root, step.text);
    if (found.length > 1) throw new Error(`${found.length} elements match ${JSON.stringify(step)}`);
    return found[0] ?? null;
  };
  try {
    let root = document.body;
    for (const step of query.within ?? []) {
      root = one(root, step);
      if (!root) return null;
    }
    return one(root, query);
  } catch (error) {
    return String(error.message);
  }
}

/**
 * Runs in the page before its own scripts (WebKit, whose classic WebDriver reports no console;
 * each site puts it first in <head>: servers.mjs): records console errors, uncaught errors and
 * CSP violations in `window.__problems`.
 */
function recordProblemsInPage() {
  if (window.__problems) return;
  const problems = (window.__problems = []);
  const original = console.error;
  console.error = (...args) => {
    problems.push(`console: ${args.map(String).join(" ")}`);
    original.apply(console, args);
  };
  window.addEventListener("error", (event) => problems.push(`pageerror: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) => problems.push(`pageerror: ${event.reason}`));
  document.addEventListener("securitypolicyviolation", (event) =>
    problems.push(`console: CSP blocked ${event.blockedURI} (${event.violatedDirective})`),
  );
}

const describe = (query) => [...(query.within ?? []), query].map((step) => JSON.stringify(step)).join(" > ");

/** Shared by both engines: finding by role and label, and setting storage before a page. */
class BaseTab {
  /** Puts Testing Library and queryInPage into the page once per document (as `__query`). */
  async ensureQueries() {
    if (!(await this.eval(() => typeof globalThis.__query === "function")))
      await this.inject(`${queriesSource};\nglobalThis.__query = ${queryInPage};`);
  }

  /** Waits for the element a query names (see queryInPage) and returns the client's handle to it. */
  async find(query) {
    await this.ensureQueries();
    const state = await this.waitFor(
      (q) => {
        const found = globalThis.__query(q);
        return found === null ? false : typeof found === "string" ? found : "found";
      },
      [query],
      describe(query),
    );
    if (state !== "found") throw new Error(`${describe(query)}: ${state}`);
    return this.handle(query);
  }

  /** Waits for the element a query names and returns one of its attributes. */
  async attribute(query, name) {
    await this.find(query);
    return this.eval((q, n) => globalThis.__query(q)?.getAttribute(n) ?? null, query, name);
  }

  /** Waits until no element matches the query (hidden or gone). */
  async gone(query) {
    await this.ensureQueries();
    await this.waitFor((q) => globalThis.__query(q) === null, [query], `${describe(query)} to be hidden`);
  }

  /**
   * Opens a path with only the given session and local storage entries stored (same origin), and
   * waits for its load event, or (`until: "parsed"`) only for the document to be parsed: with its
   * script files held at the server, the load event waits for them.
   */
  async openWith(url, { session = {}, local = {}, until = "load" } = {}) {
    const origin = new URL(url).origin;
    if ((await this.eval(() => location.origin).catch(() => null)) !== origin)
      await this.visit(`${origin}/robots.txt`);
    await this.eval(
      (s, l) => {
        sessionStorage.clear();
        localStorage.clear();
        for (const [key, value] of Object.entries(s)) sessionStorage.setItem(key, value);
        for (const [key, value] of Object.entries(l)) localStorage.setItem(key, value);
      },
      session,
      local,
    );
    return this.open(url, { until });
  }
}

/** Firefox over WebDriver BiDi (Puppeteer). */
class FirefoxTab extends BaseTab {
  static async launch({ proxy }) {
    const { default: puppeteer } = await import("puppeteer-core");
    const [host, port] = proxy.split(":");
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      acceptInsecureCerts: true,
      extraPrefsFirefox: {
        "network.proxy.type": 1,
        "network.proxy.ssl": host,
        "network.proxy.ssl_port": Number(port),
      },
    });
    const tab = new FirefoxTab();
    tab.browser = browser;
    tab.page = await browser.newPage();
    tab.problems = [];
    tab.page.on("console", (message) => {
      if (message.type() === "error") tab.problems.push(`console: ${message.text()}`);
    });
    tab.page.on("pageerror", (error) => tab.problems.push(`pageerror: ${error.message}`));
    tab.version = (await browser.version()).replace("firefox/", "Firefox ");
    return tab;
  }

  eval(fn, ...args) {
    return this.page.evaluate(fn, ...args);
  }
  inject(source) {
    return this.page.evaluate(source);
  }
  /** Until `fn` returns something truthy in the page, checked every frame; returns that. */
  async waitFor(fn, args = [], what = "condition") {
    try {
      return await (
        await this.page.waitForFunction(fn, { timeout: TIMEOUT, polling: "raf" }, ...args)
      ).jsonValue();
    } catch (error) {
      throw new Error(`Waiting for ${what}: ${error.message}`);
    }
  }
  async handle(query) {
    const handle = await this.page.evaluateHandle((q) => globalThis.__query(q), query);
    return handle.asElement();
  }
  setSize(width, height) {
    return this.page.setViewport({ width, height });
  }
  visit(url) {
    return this.page.goto(url, { timeout: NAVIGATION_TIMEOUT });
  }
  /**
   * Navigates and waits for the load event, as a visitor's first look does: the page is HTML and
   * its head script answers the shell from the first paint; each island loads when it is used and
   * presses the taps it held meanwhile, so the journeys tap without waiting for any code.
   */
  async open(url, { until = "load" } = {}) {
    this.problems.length = 0;
    await this.page.goto(url, { waitUntil: until === "parsed" ? "domcontentloaded" : "load" });
  }
  pageProblems() {
    return [...this.problems];
  }
  /** Clicks once the element is visible and has stopped moving (Puppeteer's locator checks). */
  click(element) {
    return element.asLocator().click();
  }
  type(element, text) {
    return element.type(text);
  }
  press(key) {
    return this.page.keyboard.press(key);
  }
  upload(input, path) {
    return input.uploadFile(path);
  }
  async close() {
    await this.browser.close();
  }
}

/** Starts Xvfb on a display it picks itself (-displayfd) and returns `{ display, stop }`. */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1440x900x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    });
    xvfb.on("error", reject);
    xvfb.stdio[3].once("data", (data) =>
      resolve({ display: `:${String(data).trim()}`, stop: () => xvfb.kill() }),
    );
  });
}

/** WebKit (WebKitGTK MiniBrowser) over classic WebDriver (WebdriverIO + WebKitWebDriver). */
class WebKitTab extends BaseTab {
  /** What the sites put first in each page for this engine (servers.mjs). */
  static firstScript = `(${recordProblemsInPage})();`;

  static async launch({ proxy }) {
    const { remote } = await import("webdriverio");
    const xvfb = await startXvfb();
    // MiniBrowser's toolbar keeps its window at least ~450 px wide; a user stylesheet for the
    // browser's own widgets (not the page) lets the window, and so the viewport, go to 390 px.
    const config = mkdtempSync(join(tmpdir(), "altura-webkit-"));
    mkdirSync(join(config, "gtk-3.0"));
    writeFileSync(
      join(config, "gtk-3.0", "gtk.css"),
      "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n",
    );
    const port = await freePort();
    const driver = spawn("WebKitWebDriver", [`--port=${port}`], {
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
      stdio: "ignore",
    });
    const tab = new WebKitTab();
    tab.stop = () => {
      driver.kill();
      xvfb.stop();
      rmSync(config, { recursive: true, force: true });
    };
    try {
      tab.browser = await remote({
        hostname: "127.0.0.1",
        port,
        logLevel: "error",
        connectionRetryCount: 5,
        capabilities: {
          browserName: "MiniBrowser",
          acceptInsecureCerts: true,
          // Classic WebDriver only: WebKitWebDriver has no BiDi (WebdriverIO would ask for it).
          "wdio:enforceWebDriverClassic": true,
          // Navigation returns at once; `visit` and `open` wait for the document themselves.
          pageLoadStrategy: "none",
          // The email double as proxy, with its throwaway certificate accepted: MiniBrowser's own
          // options (it does not apply the WebDriver `proxy` capability); the sites are direct.
          "webkitgtk:browserOptions": {
            binary: MINIBROWSER,
            args: [
              "--automation",
              `--proxy=http://${proxy}`,
              "--ignore-host=127.0.0.1",
              "--ignore-tls-errors",
            ],
          },
        },
      });
    } catch (error) {
      tab.stop();
      throw error;
    }
    tab.version = `WebKitGTK ${tab.browser.capabilities.browserVersion}`;
    return tab;
  }

  eval(fn, ...args) {
    return this.browser.execute(fn, ...args);
  }
  inject(source) {
    return this.browser.execute(source);
  }
  /** Until `fn` returns something truthy in the page, checked every 50 ms; returns that. */
  async waitFor(fn, args = [], what = "condition", timeout = TIMEOUT) {
    let value;
    await this.browser.waitUntil(async () => (value = await this.browser.execute(fn, ...args)), {
      timeout,
      interval: 50,
      timeoutMsg: `Timed out waiting for ${what}`,
    });
    return value;
  }
  async handle(query) {
    const reference = await this.browser.execute((q) => globalThis.__query(q), query);
    return this.browser.$(reference);
  }
  setSize(width, height) {
    return this.browser.setWindowSize(width, height);
  }
  /** Navigates and waits until the new document is there (the session returns at once). */
  async visit(url) {
    await this.browser.execute(() => (window.__left = true)).catch(() => {});
    await this.browser.url(url);
    await this.waitFor(
      () => !window.__left && document.readyState !== "loading",
      [],
      `${url} to load`,
      NAVIGATION_TIMEOUT,
    );
  }
  /** Navigates and waits for the load event (or only the parsed document), as FirefoxTab.open does. */
  async open(url, { until = "load" } = {}) {
    await this.visit(url);
    if (until === "load")
      await this.waitFor(() => document.readyState === "complete", [], `${url}'s load event`);
  }
  pageProblems() {
    return this.browser.execute(() => window.__problems?.slice() ?? ["no problem recorder in this page"]);
  }
  /** Clicks once the element is in view and has stopped moving (chat answers scroll, menus animate). */
  async click(element) {
    // Centred first: WebDriver's own scroll puts the element at the window's bottom edge, where
    // WebKitWebDriver then finds it "not interactable".
    await element.scrollIntoView({ block: "center" });
    await element.waitForStable();
    await element.click();
  }
  type(element, text) {
    return element.addValue(text);
  }
  press(key) {
    return this.browser.keys(key);
  }
  upload(input, path) {
    return input.addValue(path);
  }
  async close() {
    await this.browser.deleteSession().catch(() => {});
    this.stop();
  }
}

export const engines = { firefox: FirefoxTab, webkit: WebKitTab };
