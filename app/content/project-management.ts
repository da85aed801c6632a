/**
 * The project management page: why, four service cards, five grouped practice lists and the call to action.
 * The words are content/pages/project-management.yml (edited in the CMS under Pages, checked by
 * scripts/content.mjs).
 */
import record from "./generated/projectManagement.json" with { type: "json" };
import type { ProjectManagementRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const projectManagement = {
  path: "/projectManagement",
  ...fillPlaceholders(record as ProjectManagementRecord),
} as const;
