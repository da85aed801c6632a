import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { siteNavigation } from "./content/navigation";
import { site } from "./content/site";
import { AnalyticsMount } from "./features/analytics/mount";
import { ChatLauncher } from "./features/chatbot/chat-launcher";
import { heldTapsScript, replayHeldTaps } from "./lib/held-taps";
import { themeScript } from "./lib/theme";
import appStyles from "./styles/app.css?url";
import latinFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import coreFont from "./styles/fonts/plus-jakarta-sans-core.woff2?url";
import latinExtFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2?url";
import { errorTexts, shellTexts } from "~/content/ui";

/** The core face's `unicode-range`, made at build time (vite.config.ts, scripts/lib/core-font.mjs). */
declare const __CORE_FONT_RANGE__: string;
/** `400 800`: the weights our text is set in, declared by every face (app/styles/fonts/core-font.json). */
declare const __FONT_WEIGHTS__: string;

/**
 * Our variable font, self-hosted and preloaded with the HTML, so it downloads beside the
 * stylesheet the first paint waits for. `font-display: block`: with `optional` or `swap` Chrome
 * could draw the fallback and switch to the font later, a layout shift. Blocking keeps text
 * invisible until the face arrives (about when the stylesheet does) and never swaps inside that
 * window. The face pages wait for is the core one (`npm run font`: 13.6 KB, not the 27 KB Latin
 * file; our characters, and the weight axis cut to the weights the text uses, so it fits in a
 * connection's first flight): declared last, it is the first the browser tries for the characters
 * it covers; a character outside it (an accented name) loads the Latin or Latin Extended face.
 * Every face declares the same weight range, so the three make one family for the matcher.
 */
const fontFace = (src: string, unicodeRange: string) =>
  `@font-face{font-family:"Plus Jakarta Sans Variable";font-style:normal;font-display:block;font-weight:${__FONT_WEIGHTS__};src:url(${src}) format("woff2-variations");unicode-range:${unicodeRange}}`;
// Pre-render only, as the head scripts (see `HeadCode`).
const fontFaces = import.meta.env.SSR
  ? [
      fontFace(
        latinFont,
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
      ),
      fontFace(
        latinExtFont,
        "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
      ),
      fontFace(coreFont, __CORE_FONT_RANGE__),
    ].join("\n")
  : "";

export const links: Route.LinksFunction = () => [
  // The one stylesheet: the first paint waits for it (and the font); no script loads before that
  // paint (scripts/build/defer-scripts.mjs).
  { rel: "stylesheet", href: appStyles },
  // The text face is needed for the first paint: fetch it with the HTML, not after the CSS.
  { rel: "preload", href: coreFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * Runs at build time: the menus are built from the content records here, so only their links
 * reach the browser. Nothing changes between pages, so client navigations never refetch it.
 */
export function loader() {
  return { navigation: siteNavigation() };
}

export const shouldRevalidate = () => false;

/**
 * An inline script of ours in <head> (a constant, its hash in each page's CSP). Its text goes out
 * with the pre-rendered HTML only: hydration keeps the element as the HTML has it (React does not
 * compare `dangerouslySetInnerHTML`), so the browser bundle need not carry the code a second time.
 */
function HeadCode({ script }: { script: keyof NonNullable<typeof headScripts> }) {
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScripts?.[script] ?? "" }} />
  );
}

const headScripts = import.meta.env.SSR ? { theme: themeScript, heldTaps: heldTapsScript } : null;

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets data-theme before React hydrates: that attribute is expected to differ.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Applies the visitor's stored theme before the first paint (no flash). */}
        <HeadCode script="theme" />
        {/* Holds a tap on a button whose code has not arrived yet (app/lib/held-taps.ts). */}
        <HeadCode script="heldTaps" />
        {/* The hero's navy in the light theme, the page's surface in the dark one. */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#0b1533" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0c1529" />
        <Meta />
        <style suppressHydrationWarning>{fontFaces}</style>
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-5 py-3 font-semibold text-brand shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {shellTexts.skipLink}
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The parts of the shell, each its own Suspense boundary (see `Shell`). */
const SHELL_PARTS = ["header", "page", "footer", "chat"] as const;
type ShellPart = (typeof SHELL_PARTS)[number];

const hydratedParts = new Set<ShellPart>();

/**
 * Rendered last inside a part's boundary: its effect runs once that part has hydrated. When every
 * part has, the document is marked (`data-hydrated`; browser tests wait for this, not for time) and
 * the buttons tapped before are pressed again (app/lib/held-taps.ts).
 */
function PartHydrated({ part }: { part: ShellPart }) {
  useEffect(() => {
    hydratedParts.add(part);
    if (hydratedParts.size < SHELL_PARTS.length) return;
    document.documentElement.dataset.hydrated = "true";
    // In a task of its own, after the renders hydration starts (a widget's `useHydrated` turning
    // true), so a held press meets the handlers the visitor sees.
    setTimeout(() => replayHeldTaps("shell"));
  }, [part]);
  return null;
}

/** One part of the shell: a Suspense boundary, hydrated in a task of its own. */
function Part({ name, mark, children }: { name: ShellPart; mark: boolean; children: ReactNode }) {
  return (
    <Suspense>
      {children}
      {mark && <PartHydrated part={name} />}
    </Suspense>
  );
}

/**
 * The shell of every page (spec §2): header, routed page, chatbot mount point, footer. Each part is
 * its own Suspense boundary so that React hydrates them one after another, in tasks short enough
 * not to block a slow phone's main thread (one boundary: one long task for the whole page). The
 * page's own shell (`markHydrated`) marks the document once all of them have hydrated.
 */
function Shell({ children, markHydrated = false }: { children: ReactNode; markHydrated?: boolean }) {
  return (
    <>
      <Part name="header" mark={markHydrated}>
        <SiteHeader />
      </Part>
      <main id="main" tabIndex={-1} data-pagefind-body className="overflow-x-clip outline-none">
        <Part name="page" mark={markHydrated}>
          {children}
        </Part>
      </main>
      <Part name="footer" mark={markHydrated}>
        <SiteFooter />
      </Part>
      <Part name="chat" mark={markHydrated}>
        <ChatLauncher />
      </Part>
      {import.meta.env.VITE_ANALYTICS_PROVIDER && <AnalyticsMount />}
    </>
  );
}

export default function App() {
  return (
    <Shell markHydrated>
      <Outlet />
    </Shell>
  );
}

/** Shown while a client-only route loads (the SPA fallback). */
export function HydrateFallback() {
  return (
    <>
      <title>{site.name}</title>
      <Shell>
        <div className="on-dark min-h-[60vh] bg-ink" aria-busy="true" />
      </Shell>
    </>
  );
}

// Only a route's 404 shows it here (unknown paths have their own route): not in every page's code.
const NotFoundContent = lazy(() =>
  import("./components/sections/not-found-content").then((module) => ({ default: module.NotFoundContent })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <NotFoundContent />
        </Suspense>
      </Shell>
    );
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorTexts.unknown;
  return (
    <Shell>
      <section className="mx-auto max-w-3xl px-5 pt-36 pb-24">
        <h1 className="text-title font-bold">{errorTexts.title}</h1>
        <p className="mt-4 text-lg text-muted">
          {message} {errorTexts.text}
        </p>
      </section>
    </Shell>
  );
}
