import { NotFoundContent } from "~/components/sections/not-found-content";
import { notFoundPage } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...notFoundPage.meta, path: notFoundPage.path, noindex: true });

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
