import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { NotFoundContent } from "~/components/sections/not-found-content";
import { articlePathForSection } from "~/content/insights/index";
import { notFoundPage } from "~/content/not-found-page";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...notFoundPage.meta, path: notFoundPage.path, noindex: true });

/** The legacy article address, `insightsBlog?section=X`: the web servers redirect it (deploy/policy.mjs). */
const LEGACY_ARTICLE_PATH = "/insightsBlog";

/**
 * Every unknown path, and `insightsBlog` with a section that names no article: the web servers
 * answer both with this page (404.html, status 404), so the page hydrates as what they sent. On
 * a host without redirects a known section comes here too, and is taken to its article. The
 * section is looked up in the closed list of known ones; any other value is not trusted.
 */
export default function NotFoundRoute() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const article =
    pathname === LEGACY_ARTICLE_PATH
      ? articlePathForSection(new URLSearchParams(search).get("section"))
      : null;
  useEffect(() => {
    if (article) void navigate(article, { replace: true });
  }, [article, navigate]);
  return <NotFoundContent />;
}
