/**
 * The seven software service pages (/salesforceServices ... /java), in menu order.
 * Shared by the service page template, the /softwareServices overview, the footer and the
 * industry pages' "How can we help" cards. The text lives in content/services/*.yml, one file per
 * page, checked against `serviceSchema` (./schema.ts) by scripts/content.mjs and edited in the CMS
 * at /admin.
 */
import records from "./generated/services.json" with { type: "json" };
import type { ServiceRecord } from "./schema";

export type ServicePage = ServiceRecord;

export const servicePages = records as ServicePage[];

/** The service page served at `path` (with or without the leading slash); throws if there is none. */
export function getServicePage(path: string): ServicePage {
  const normalized = path.startsWith("/") ? path : `/${path}`;
  const page = servicePages.find((candidate) => candidate.path === normalized);
  if (!page) {
    throw new Error(`Unknown service page: ${path}`);
  }
  return page;
}
