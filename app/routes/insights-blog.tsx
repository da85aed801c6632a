import { data, Link, redirect } from "react-router";
import { Container } from "~/components/ui/container";
import { notFoundPage } from "~/content/pages";
import { articlePathForSection } from "~/content/insights/index";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/insights-blog";

/**
 * The legacy article URL `insightsBlog?section=X`. The web server answers it with a 301 to the
 * article's clean URL; on hosts without redirects this client loader does the same before
 * anything is shown, so the wrong article never flashes. An unknown section is a 404.
 */
export function clientLoader({ url }: Route.ClientLoaderArgs) {
  const path = articlePathForSection(url.searchParams.get("section"));
  if (!path) throw data("Unknown article", { status: 404 });
  return redirect(path);
}
clientLoader.hydrate = true as const;

export const meta = ({ error }: Route.MetaArgs) =>
  error
    ? buildMeta({ ...notFoundPage.meta, path: notFoundPage.path, noindex: true })
    : buildMeta({
        title: "Insights article",
        description:
          "Opening the requested insights article. If nothing happens, browse all articles on our insights page.",
        path: "/insights",
      });

export function HydrateFallback() {
  return (
    <section className="on-dark bg-ink pt-36 pb-24 text-white">
      <Container>
        <h1 className="text-title font-bold">Opening the article…</h1>
        <p className="mt-4 text-lg text-slate-200">
          If it does not open, see{" "}
          <Link to="/insights" className="font-semibold text-mint underline">
            all insights
          </Link>
          .
        </p>
      </Container>
    </section>
  );
}

export default function InsightsBlogRoute() {
  return null;
}
