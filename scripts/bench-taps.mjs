#!/usr/bin/env node
/**
 * The first tap, timed (issue 26, item 2): every control answers a tap made right after the first
 * paint, on a slow phone, before the page's code has run. Part of `npm run bench` (after the
 * Lighthouse half); a benchmark, not a test: it prints numbers and exits 0 unless it could not
 * measure. `e2e/first-tap.spec.ts` checks the same controls deterministically (scripts held back).
 *
 * Slow profile: Lighthouse's own mobile DevTools-throttling constants (`mobileSlow4G`, imported
 * from the installed lighthouse package: 150 ms round trip as 562.5 ms request latency, 1.6 Mbps
 * down, CPU slowed 4x), applied through CDP to each page. Every measurement has a fresh browser
 * context (empty cache), 390 px wide with touch or 1440 px with a mouse, light colour scheme.
 *
 * Per control and run, two measurements:
 *   - first tap: open the page, tap (or click) the middle of the control as soon as the page has
 *     painted (first-contentful-paint; see `press`), then time in the page's clock, from the
 *     tap's `pointerdown`:
 *     "seen", the first visible sign (the panel or placeholder shown, or `aria-busy` on a held
 *     button), and "done", the control's real action carried out. No answer within 15 s, or an
 *     answer undone when the code hydrates (text typed and then wiped), counts as lost. Whether
 *     the page had hydrated at the tap (`html[data-hydrated]`) is recorded too.
 *   - INP once the code is ready: a fresh page, hydrated and network idle, the same tap; the
 *     largest `duration` among its `event` entries with an interactionId (threshold 16 ms).
 * Runs are interleaved (run 1 of every control, then run 2, ...). Writes test-results/bench-taps.md
 * (a Markdown table) and test-results/bench-taps.json.
 *
 *   node scripts/bench-taps.mjs                    build, then every control, 3 runs
 *   node scripts/bench-taps.mjs --no-build --runs 1 --controls chat,login
 *   npm run bench -- --only taps                   the same through bench.mjs
 *   BUILD_DIR=/path/to/build node scripts/bench-taps.mjs --no-build --out test-results/bench-taps-before
 *       another build (absolute, or relative to the project)
 *
 * Port: TAPS_PORT (preview server, default 4190).
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
// Lighthouse's constants module (no package "exports" map, so the path is importable).
import { throttling } from "lighthouse/core/config/constants.js";
import { chromium } from "playwright-core";
import { ensureBuild } from "./lib/ensure-build.mjs";
import { CHROMIUM_FLAGS, systemChromium } from "./lib/chromium.mjs";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");

/** A tap with no answer within this long (in the page's clock) is lost. */
const LOST_AFTER_MS = 15_000;
/** The issue's goals: tap to answer (median) and INP once the code is ready, at 4x CPU. */
const GOAL = { doneMs: 1000, inpMs: 200 };

// --- the slow profile ----------------------------------------------------------------------

/**
 * Lighthouse's mobile profile as DevTools throttling applies it (`throttling.mobileSlow4G`: rttMs 150
 * becomes requestLatencyMs 150 x 3.75, throughput 1.6 Mbps x 0.9 down, 750 kbps x 0.9 up,
 * cpuSlowdownMultiplier 4), converted to CDP's bytes per second exactly as Lighthouse's
 * `enableNetworkThrottling` (core/lib/emulation.js) does.
 */
const profile = throttling.mobileSlow4G;
const networkConditions = {
  offline: false,
  latency: profile.requestLatencyMs,
  downloadThroughput: Math.floor((profile.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((profile.uploadThroughputKbps * 1024) / 8),
};
const cpuSlowdown = profile.cpuSlowdownMultiplier;

// --- the controls --------------------------------------------------------------------------

/*
 * All run in the page with `h`, the helpers of `installProbe`, and see only the DOM (they are sent
 * to the page as source text, so they use nothing else): `target` finds the control (where
 * e2e/first-tap.spec.ts's locators do; `reveal`, if any, is scrolled into view first), `seen` and
 * `done` are checked on every frame after the tap.
 */
const controls = [
  {
    id: "chat",
    label: "chat launcher",
    path: "/java",
    width: 390,
    target: (h) => h.first('button[aria-label="Chat with us"]'),
    seen: (h) =>
      h.shown('[role="status"]', (element) => element.textContent.includes("Loading chat")) ||
      h.busy('button[aria-label="Chat with us"]'),
    done: (h) => h.shown('dialog, [role="dialog"]', (element) => h.name(element) === "Virtual assistant"),
  },
  {
    id: "menu",
    label: "mobile menu button",
    path: "/",
    width: 390,
    target: (h) => h.first("header button", (button) => h.name(button) === "Open menu"),
    seen: (h) => h.shown('nav[aria-label="Mobile"]'),
    done: (h) => h.shown('nav[aria-label="Mobile"] a'),
  },
  {
    id: "services",
    label: "Services menu",
    path: "/company",
    width: 1440,
    target: (h) =>
      h.first('nav[aria-label="Main"] :is(summary, button)', (item) => h.name(item) === "Services"),
    seen: (h) => h.any('nav[aria-label="Main"] :is(details[open], [aria-expanded="true"])').length > 0,
    done: (h) => h.shown('nav[aria-label="Main"] a', (element) => h.name(element) === "IT Consulting"),
  },
  {
    id: "search",
    label: "search button",
    path: "/",
    width: 1440,
    target: (h) => h.first('header button[aria-label="Search the site"]'),
    // The placeholder (a popover, `aria-busy`, before the code) or the dialog.
    seen: (h) => h.shown('dialog, [role="dialog"]', (element) => h.name(element) === "Search"),
    // The search dialog itself, its field one the code answers.
    done: (h) =>
      h.shown(
        'dialog, [role="dialog"]',
        (element) =>
          h.name(element) === "Search" &&
          element.getAttribute("aria-busy") !== "true" &&
          h.any('input[type="search"]', (input) => element.contains(input) && h.visible(input)).length > 0,
      ),
  },
  {
    id: "name",
    label: 'contact form Name, typing "Ada"',
    path: "/contactUs",
    width: 390,
    target: (h) => h.first("#contact-name"),
    type: "Ada",
    seen: (h) => h.focused("#contact-name"),
    done: (h) => h.any("#contact-name", (input) => input.value === "Ada").length > 0,
  },
  {
    id: "theme",
    label: "theme switch",
    path: "/company",
    width: 1440,
    target: (h) => h.first('header button[aria-label="Dark theme"]'),
    seen: (h) => h.busy('header button[aria-label="Dark theme"]'),
    // The light colour scheme is emulated: pressed, the page turns dark.
    done: (h) => h.root.dataset.theme === "dark",
  },
  {
    id: "login",
    label: "Login",
    path: "/company",
    width: 1440,
    target: (h) => h.first("header button", (button) => h.name(button) === "Login"),
    seen: (h) => h.busy("header button", (button) => h.name(button) === "Login"),
    done: (h) => h.shown('dialog, [role="dialog"]', (element) => h.name(element) === "Login as"),
  },
  {
    id: "carousel",
    label: "carousel Next",
    path: "/java",
    width: 1440,
    // Autoplay (every 5 s once hydrated) would move the slides too: reduced motion turns it off,
    // so only the press can. The press then scrolls at once instead of smoothly: the first frame
    // that shows it is the same.
    reducedMotion: true,
    // Brought into view first, as a visitor scrolls to it.
    reveal: (h) => h.first('[aria-roledescription="carousel"][aria-label="What we do"]'),
    target: (h) => h.first('[aria-label="What we do"] button[aria-label="Next slide"]'),
    seen: (h) => h.busy('[aria-label="What we do"] button[aria-label="Next slide"]'),
    done: (h) =>
      h.any('[aria-label="What we do"] [data-viewport]', (viewport) => viewport.scrollLeft > 0).length > 0,
  },
];

// --- options -------------------------------------------------------------------------------

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "no-build": { type: "boolean", default: false },
    out: { type: "string", default: "test-results/bench-taps" },
    controls: { type: "string" },
  },
});

const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number >= 1, not "${options.runs}"`);
const chosen = options.controls
  ? options.controls.split(",").map((id) => id.trim())
  : controls.map((control) => control.id);
for (const id of chosen) {
  if (!controls.some((control) => control.id === id))
    throw new Error(
      `--controls: unknown control "${id}" (${controls.map((control) => control.id).join(", ")})`,
    );
}
const measured = controls.filter((control) => chosen.includes(control.id));

ensureBuild({ projectRoot, clientDir, skip: options["no-build"] });

// --- the server ----------------------------------------------------------------------------

const port = Number(process.env.TAPS_PORT ?? 4190);
const base = `http://127.0.0.1:${port}`;

/** True when something already answers on the port (a server left running would be measured). */
async function portInUse() {
  try {
    await fetch(`${base}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

if (await portInUse()) throw new Error(`port ${port} is already in use: stop that server or set TAPS_PORT`);
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  cwd: projectRoot,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir },
});
const stopServer = () => {
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGINT");
};
process.on("exit", stopServer);
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

for (let attempt = 0; ; attempt += 1) {
  if (server.exitCode !== null) throw new Error(`the preview server exited with ${server.exitCode}`);
  try {
    await (await fetch(`${base}/`)).arrayBuffer();
    break;
  } catch {
    if (attempt >= 300) throw new Error(`${base}/ did not answer`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

// --- in the page ---------------------------------------------------------------------------

/**
 * Runs in the page before its own scripts (sent as source text with the control's functions).
 * `aim()` finds where to tap. From the first `pointerdown` (its `timeStamp` is the tap's time), it
 * checks `seen` and `done` on every animation frame, that is as each frame is about to be painted,
 * and notes the time each first holds; it gives up (lost) `lostAfter` ms after the tap. All times
 * are the page's (`performance.now()`, from the navigation's start). The page's `window` is
 * `globalThis` here (this file is linted as Node code).
 */
function installProbe({ target, reveal, seen, done }, lostAfter) {
  const view = globalThis;
  const { document } = view;
  const h = {
    /** <html> (read when used: this script runs before the document has one). */
    get root() {
      return document.documentElement;
    },
    /** On screen: rendered (not in a closed popover, dialog or <details>), not hidden, with a box. */
    visible: (element) =>
      element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0,
    /** The elements matching `selector` (and `test`). */
    any: (selector, test = () => true) => [...document.querySelectorAll(selector)].filter(test),
    /** Whether one of them is on screen. */
    shown: (selector, test) => h.any(selector, test).some(h.visible),
    /** The first of them on screen. */
    first: (selector, test) => h.any(selector, test).find(h.visible),
    /** Whether one of them is marked `aria-busy` (a held tap). */
    busy: (selector, test) => h.any(selector, test).some((element) => element.ariaBusy === "true"),
    focused: (selector) => document.activeElement?.matches(selector) ?? false,
    /** Its accessible name, as far as these controls need: aria-label, aria-labelledby, or its text. */
    name: (element) => {
      const label = element.getAttribute("aria-label");
      if (label) return label.trim();
      const ids = element.getAttribute("aria-labelledby");
      const text = ids
        ? ids
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        : element.textContent;
      return text.replace(/\s+/g, " ").trim();
    },
  };
  let aimed = null;
  const probe = {
    /**
     * Once the page has painted (first-contentful-paint) and the control is there: the middle of the
     * control (its `reveal`, or else the control if outside the view, scrolled into view first) and
     * the paint's time; else null.
     */
    aim: () => {
      const paint = view.performance.getEntriesByName("first-contentful-paint")[0];
      if (!paint) return null;
      if (reveal) {
        const shown = reveal(h);
        if (!shown) return null;
        shown.scrollIntoView({ block: "center", behavior: "instant" });
      }
      aimed = target(h);
      if (!aimed) return null;
      let box = aimed.getBoundingClientRect();
      if (box.top < 0 || box.left < 0 || box.bottom > view.innerHeight || box.right > view.innerWidth) {
        aimed.scrollIntoView({ block: "center", behavior: "instant" });
        box = aimed.getBoundingClientRect();
      }
      return { fcp: paint.startTime, x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    /** What the tap landed on, when not the control (something over it). */
    missed: null,
    tap: null,
    hydratedAtTap: null,
    /** When <html> got `data-hydrated` (the shell's code took over), if after the tap. */
    hydrated: null,
    seen: null,
    done: null,
    lost: false,
    /** `done` now (after hydration: the answer was kept). */
    check: () => done(h),
  };
  view.__tapProbe = probe;
  view.addEventListener(
    "pointerdown",
    (event) => {
      if (probe.tap !== null) return;
      probe.tap = event.timeStamp;
      if (aimed && !aimed.contains(event.target)) probe.missed = event.target.outerHTML.slice(0, 80);
      probe.hydratedAtTap = h.root.dataset.hydrated === "true";
      if (!probe.hydratedAtTap) {
        new view.MutationObserver(() => {
          if (probe.hydrated === null && h.root.dataset.hydrated === "true")
            probe.hydrated = view.performance.now();
        }).observe(h.root, { attributes: true, attributeFilter: ["data-hydrated"] });
      }
      const frame = () => {
        const now = view.performance.now();
        if (probe.done === null && done(h)) probe.done = now;
        if (probe.seen === null && (probe.done !== null || seen(h))) probe.seen = now;
        if (probe.done !== null) return;
        if (now - probe.tap > lostAfter) probe.lost = true;
        else view.requestAnimationFrame(frame);
      };
      view.requestAnimationFrame(frame);
    },
    true,
  );
}

/** Starts collecting the page's `event` timing entries (16 ms and longer, the least allowed). */
function observeEvents() {
  const view = globalThis;
  view.__eventEntries = [];
  new view.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { name, duration, interactionId, startTime } = entry;
      view.__eventEntries.push({ name, duration, interactionId, startTime });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

// --- measuring -----------------------------------------------------------------------------

/** A fresh context (empty cache) with one page on the slow profile, the probe installed. */
async function openPage(browser, control) {
  const touch = control.width < 1000;
  const context = await browser.newContext({
    viewport: { width: control.width, height: touch ? 844 : 900 },
    hasTouch: touch,
    colorScheme: "light",
    reducedMotion: control.reducedMotion ? "reduce" : "no-preference",
  });
  // The home page's timed invitation would cover the controls.
  await context.addInitScript(() => globalThis.sessionStorage.setItem("altura:home-popup-dismissed", "1"));
  const { target, reveal, seen, done } = control;
  await context.addInitScript(
    `(${installProbe})({ target: ${target}, reveal: ${reveal}, seen: ${seen}, done: ${done} }, ${LOST_AFTER_MS})`,
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", networkConditions);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  return { context, page };
}

/**
 * As soon as the page has painted and the control is there (checked on every frame), taps (390 px,
 * touch) or clicks (1440 px) its middle, then types what it is given to type; returns the paint's
 * time. Raw input at the point found in that same frame, not a locator's tap(): a locator's
 * actionability checks take several turns of the page's main thread, each behind whatever long task
 * the loading page is running, which put the tap 1 to 3.5 s after the paint (once in the middle of
 * hydration). Whether the tap landed on the control is checked in the page (`missed`).
 */
async function press(page, control, timeout) {
  const aim = await page
    .waitForFunction(() => globalThis.__tapProbe.aim(), null, { polling: "raf", timeout })
    .then((handle) => handle.jsonValue());
  if (control.width < 1000) await page.touchscreen.tap(aim.x, aim.y);
  else await page.mouse.click(aim.x, aim.y);
  if (control.type) await page.keyboard.type(control.type);
  return aim.fcp;
}

/** The probe's record once the control has answered or the tap is lost. */
async function answer(page) {
  const read = () => {
    const probe = globalThis.__tapProbe;
    return probe.done !== null || probe.lost ? { ...probe, aim: undefined, check: undefined } : null;
  };
  try {
    const handle = await page.waitForFunction(read, null, { polling: 100, timeout: LOST_AFTER_MS + 15_000 });
    return await handle.jsonValue();
  } catch {
    // No frame for all that time, or no pointerdown at all: as good as lost.
    return { ...(await page.evaluate(read).catch(() => null)), lost: true };
  }
}

const hydrated = (page, timeout) =>
  page.waitForSelector('html[data-hydrated="true"]', { state: "attached", timeout });
const twoFrames = (page) =>
  page.evaluate(
    () =>
      new Promise((next) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(next))),
  );

/** Tap at first paint: seen, done, lost, hydrated at the tap. */
async function firstTap(browser, control) {
  const { context, page } = await openPage(browser, control);
  try {
    await page.goto(`${base}${control.path}`, { waitUntil: "commit" });
    let fcp = null;
    let error;
    try {
      fcp = await press(page, control, 60_000);
    } catch (problem) {
      error = `could not tap: ${problem.message.split("\n")[0]}`;
    }
    const probe = error ? { lost: true } : await answer(page);
    if (probe.missed) error = `the tap landed on ${probe.missed}, not on the control`;
    const result = {
      fcp,
      tap: probe.tap ?? null,
      tapAfterFcp: probe.tap != null ? probe.tap - fcp : null,
      hydratedAtTap: probe.hydratedAtTap ?? null,
      hydratedAfterTap: null,
      seen: probe.seen != null ? probe.seen - probe.tap : null,
      done: probe.done != null && !probe.lost ? probe.done - probe.tap : null,
      lost: probe.done == null || probe.lost || Boolean(error),
      kept: null,
      ...(error && { error }),
    };
    // When the code came, and whether the answer was still there then (typed text not wiped, a
    // menu not closed again).
    const came = await hydrated(page, 30_000).then(
      () => true,
      () => false,
    );
    if (came && probe.tap != null) {
      await twoFrames(page);
      const after = await page.evaluate(() => {
        const probe = globalThis.__tapProbe;
        return { kept: probe.check(), hydrated: probe.hydrated === null ? null : probe.hydrated - probe.tap };
      });
      result.hydratedAfterTap = after.hydrated;
      if (!result.lost) {
        result.kept = after.kept;
        if (!result.kept) result.lost = true;
      }
    }
    return result;
  } finally {
    await context.close();
  }
}

/** Once the code is ready: the tap's interaction to next paint, and how long the answer took. */
async function readyTap(browser, control) {
  const { context, page } = await openPage(browser, control);
  try {
    await page.goto(`${base}${control.path}`, { waitUntil: "commit" });
    await hydrated(page, 60_000);
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    await page.evaluate(observeEvents);
    try {
      await press(page, control, 30_000);
    } catch (problem) {
      return {
        inp: null,
        done: null,
        entries: [],
        error: `could not tap: ${problem.message.split("\n")[0]}`,
      };
    }
    const probe = await answer(page);
    // Entries are reported after the frame that follows the interaction: let it be painted, then
    // give the observer a moment (an interaction under 16 ms reports none).
    await twoFrames(page).catch(() => {});
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => globalThis.__eventEntries);
    const interactions = entries.filter((entry) => entry.interactionId > 0);
    return {
      inp: interactions.length ? Math.max(...interactions.map((entry) => entry.duration)) : null,
      done: probe.done != null && !probe.lost ? probe.done - probe.tap : null,
      entries: interactions,
      ...(probe.missed && { error: `the tap landed on ${probe.missed}, not on the control` }),
    };
  } finally {
    await context.close();
  }
}

// --- the runs ------------------------------------------------------------------------------

const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_FLAGS });
const samples = new Map(measured.map((control) => [control.id, []]));
const ms = (value) => (value == null ? "-" : `${Math.round(value)} ms`);
const started = Date.now();
try {
  // One unmeasured page first: Chromium's and the server's first page is slower than any later.
  await firstTap(browser, measured[0]).catch(() => {});
  for (let run = 1; run <= runs; run += 1) {
    for (const control of measured) {
      const tap = await firstTap(browser, control);
      const ready = await readyTap(browser, control);
      samples.get(control.id).push({ firstTap: tap, ready });
      console.log(
        `run ${run}/${runs} ${control.id.padEnd(8)} ` +
          `tap ${ms(tap.tapAfterFcp)} after FCP${tap.hydratedAtTap ? " (hydrated)" : `, hydrated ${ms(tap.hydratedAfterTap)} after it`}  ` +
          (tap.lost
            ? `LOST${tap.error ? ` (${tap.error})` : tap.kept === false ? " (undone at hydration)" : ""}`
            : `seen ${ms(tap.seen)}  done ${ms(tap.done)}`) +
          (ready.error
            ? `  | code ready: ${ready.error}`
            : `  | code ready: done ${ms(ready.done)}  INP ${ready.inp == null ? "< 16 ms" : ms(ready.inp)}`),
      );
    }
  }
} finally {
  await browser.close();
  stopServer();
}

// --- report --------------------------------------------------------------------------------

/** Median; a lost tap counts as endless (Infinity), so most runs lost make the median lost. */
const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const rows = measured.map((control) => {
  const results = samples.get(control.id);
  const taps = results.map((result) => result.firstTap);
  const endless = (value, lost) => (lost || value == null ? Infinity : value);
  // None reported: under 16 ms. A run that could not tap has no INP.
  const inps = results.filter((result) => !result.ready.error).map((result) => result.ready.inp ?? 0);
  const row = {
    id: control.id,
    control: control.label,
    path: control.path,
    width: control.width,
    runs: taps.length,
    tapAfterFcp: median(taps.map((tap) => tap.tapAfterFcp).filter((value) => value != null)),
    hydratedAtTap: taps.filter((tap) => tap.hydratedAtTap).length,
    hydratedAfterTap: median(taps.map((tap) => tap.hydratedAfterTap).filter((value) => value != null)),
    seen: median(taps.map((tap) => endless(tap.seen))),
    done: median(taps.map((tap) => endless(tap.done, tap.lost))),
    withinGoal: taps.filter((tap) => !tap.lost && tap.done <= GOAL.doneMs).length,
    lost: taps.filter((tap) => tap.lost).length,
    inp: median(inps),
    doneReady: median(results.map((result) => endless(result.ready.done))),
  };
  // A tap that came after hydration (the control was not there before) does not test the goal.
  row.doneGoalMet = row.hydratedAtTap > 0 ? null : row.lost === 0 && row.done <= GOAL.doneMs;
  row.inpGoalMet = row.inp != null && row.inp <= GOAL.inpMs;
  return row;
});

const time = (value) => (value === Infinity ? "lost" : value == null ? "-" : `${Math.round(value)} ms`);
const header = [
  "control",
  "page",
  "tap after FCP",
  "hydrated at tap",
  "hydrated after tap",
  "seen",
  "done",
  "done ≤ 1 s",
  "lost",
  "INP (code ready)",
  "goal: done ≤ 1 s",
  "goal: INP ≤ 200 ms",
];
const cells = rows.map((row) => [
  row.control,
  `\`${row.path}\` ${row.width} px`,
  time(row.tapAfterFcp),
  `${row.hydratedAtTap}/${row.runs}`,
  time(row.hydratedAfterTap),
  time(row.seen),
  time(row.done),
  `${row.withinGoal}/${row.runs}`,
  `${row.lost}/${row.runs}`,
  row.inp != null && row.inp < 16 ? "< 16 ms" : time(row.inp),
  row.doneGoalMet === null ? "not tested: tap after hydration" : row.doneGoalMet ? "met" : "missed",
  row.inpGoalMet ? "met" : "missed",
]);
const table = [
  `| ${header.join(" | ")} |`,
  `|${header.map(() => "---").join("|")}|`,
  ...cells.map((line) => `| ${line.join(" | ")} |`),
].join("\n");

const throttlingNote =
  `Lighthouse mobileSlow4G DevTools throttling: latency ${networkConditions.latency} ms, ` +
  `down ${networkConditions.downloadThroughput} B/s, up ${networkConditions.uploadThroughput} B/s, CPU ${cpuSlowdown}x`;
const summary =
  `First tap at first paint, median of ${runs} run(s) per control; ${throttlingNote}; ` +
  `build ${relative(projectRoot, buildDir) || "."}; ${new Date().toISOString()}, ${Math.round((Date.now() - started) / 1000)} s. ` +
  `Seen and done: from the tap to the first frame showing a sign of it / its action; lost: no answer within ` +
  `${LOST_AFTER_MS / 1000} s, or undone at hydration. INP: the same tap once the page has hydrated. ` +
  `Goals (issue 26): done ≤ ${GOAL.doneMs} ms with none lost, INP ≤ ${GOAL.inpMs} ms; ` +
  `${rows.filter((row) => row.doneGoalMet && row.inpGoalMet).length} of ${rows.length} controls meet both.`;

mkdirSync(join(projectRoot, "test-results"), { recursive: true });
const out = resolve(projectRoot, options.out);
writeFileSync(`${out}.md`, `${summary}\n\n${table}\n`);
const finite = (value) => (value === Infinity ? null : value); // JSON has no Infinity
writeFileSync(
  `${out}.json`,
  JSON.stringify(
    {
      summary,
      runs,
      build: buildDir,
      throttling: {
        source: "lighthouse/core/config/constants.js throttling.mobileSlow4G",
        profile,
        networkConditions,
      },
      goal: GOAL,
      rows: rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, finite(value)])),
      ),
      samples: Object.fromEntries(samples),
    },
    null,
    2,
  ) + "\n",
);
console.log(`\n${table}\n\n${summary}\nWritten: ${relative(projectRoot, out)}.md and .json`);
