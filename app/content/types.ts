/**
 * The vocabulary of the site's content. Content modules hold data only (no JSX) and are
 * checked against these types with `satisfies`.
 */

import type { z } from "zod";
import type { MotifName, SceneName } from "./art-names";
import type {
  callToActionSchema,
  heroSchema,
  linkCardSchema,
  pageMetaSchema,
  sectionIntroSchema,
  stepSchema,
  textCardSchema,
} from "./schema";

export type { MotifName, SceneName };
export type { IconName } from "./icon-names";

/** An illustration drawn by the art generator (tools/art), by name: a wide scene or a square motif. */
export type ArtName = SceneName | MotifName;

/** The shapes content files share: one definition each, the zod schemas of ./schema.ts. */
export type PageMeta = z.output<typeof pageMetaSchema>;
/** The hero: eyebrow, the page's only h1, intro, scene (a `${art}-sm` variant at 768px or less) and its alt text. */
export type Hero = z.output<typeof heroSchema>;
export type TextCard = z.output<typeof textCardSchema>;
/** A card that leads somewhere: service cards, "what we do" cards, industry help cards. */
export type LinkCard = z.output<typeof linkCardSchema>;
export type Step = z.output<typeof stepSchema>;
export type SectionIntro = z.output<typeof sectionIntroSchema>;
export type CallToAction = z.output<typeof callToActionSchema>;

export interface InfoBlock {
  title: string;
  description: string;
  art: ArtName;
  alt: string;
}

export interface Page {
  path: string;
  meta: PageMeta;
  hero: Hero;
}
