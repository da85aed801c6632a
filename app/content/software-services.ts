/**
 * The software services overview: hero, intro and call to action; its grid is the services collection (./services.ts).
 * The words are content/pages/software-services.yml (edited in the CMS under Pages, checked by
 * scripts/content.mjs).
 */
import record from "./generated/softwareServices.json" with { type: "json" };
import type { SoftwareServicesRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const softwareServices = {
  path: "/softwareServices",
  ...fillPlaceholders(record as SoftwareServicesRecord),
} as const;
