import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { NotFoundContent } from "./components/sections/not-found-content";
import { site } from "./content/site";
import { ChatLauncher } from "./features/chatbot/chat-launcher";
import "./styles/app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1533" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-5 py-3 font-semibold text-brand shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The shell of every page (spec §2): header, routed page, chatbot mount point, footer. */
function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatLauncher />
    </>
  );
}

export default function App() {
  // Marks the document once React has hydrated it; browser tests wait for this, not for time.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Shown while a client-only route loads (the SPA fallback and `insightsBlog`). */
export function HydrateFallback() {
  return (
    <>
      <title>{site.name}</title>
      <Shell>
        <div className="min-h-[60vh] bg-ink" aria-busy="true" />
      </Shell>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFoundContent />
      </Shell>
    );
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <Shell>
      <section className="mx-auto max-w-3xl px-5 pt-36 pb-24">
        <h1 className="text-title font-bold">This page could not be shown</h1>
        <p className="mt-4 text-lg text-muted">{message} Please reload the page or go back to the home page.</p>
      </section>
    </Shell>
  );
}
