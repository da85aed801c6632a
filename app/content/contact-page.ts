/**
 * The contact page (/contactUs): content/pages/contact.yml; its forms, phone, emails and offices are the settings.
 * Edited in the CMS under Pages, checked by scripts/content.mjs; a module of its own, so that
 * only the pages that show it carry it.
 */
import record from "./generated/contact.json" with { type: "json" };
import type { ContactRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const contactPage = { path: "/contactUs", ...fillPlaceholders(record as ContactRecord) } as const;
