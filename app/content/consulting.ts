/**
 * IT consulting: the overview page (/it-consulting) and its three sub-pages (/it-infra, /it-assess,
 * /it-design). The words are content/pages/it-*.yml (edited in the CMS under Pages, checked by
 * scripts/content.mjs); the addresses are the spec's routes.
 */
import itAssess from "./generated/itAssess.json" with { type: "json" };
import itConsultingRecord from "./generated/itConsulting.json" with { type: "json" };
import itDesign from "./generated/itDesign.json" with { type: "json" };
import itInfra from "./generated/itInfra.json" with { type: "json" };
import type { ConsultingTopicRecord, ItConsultingRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const itConsulting = {
  path: "/it-consulting",
  ...fillPlaceholders(itConsultingRecord as ItConsultingRecord),
} as const;

/** A consulting sub-page: hero, alternating image and text blocks, and a call to action. */
export type ConsultingSubPage = ConsultingTopicRecord & { path: string };

export const consultingSubPages: readonly ConsultingSubPage[] = [
  { path: "/it-infra", ...fillPlaceholders(itInfra as ConsultingTopicRecord) },
  { path: "/it-assess", ...fillPlaceholders(itAssess as ConsultingTopicRecord) },
  { path: "/it-design", ...fillPlaceholders(itDesign as ConsultingTopicRecord) },
];

export function getConsultingSubPage(path: string): ConsultingSubPage {
  const page = consultingSubPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`Unknown consulting page: ${path}`);
  return page;
}
