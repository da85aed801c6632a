/**
 * The vocabulary of the site's content. Content modules hold data only (no JSX) and are
 * checked against these types with `satisfies`.
 */

import type { MotifName, SceneName } from "./art-names";

export type { MotifName, SceneName };
export type { IconName } from "~/components/ui/icon";

/** An illustration drawn by the art generator (tools/art), by name: a wide scene or a square motif. */
export type ArtName = SceneName | MotifName;

export interface PageMeta {
  /** Browser title without the brand suffix, e.g. "Cyber Security Services". */
  title: string;
  /** Meta description, 70 to 160 characters. */
  description: string;
}

export interface Hero {
  /** Short label above the heading, e.g. "Software services". */
  eyebrow: string;
  /** The page's only h1. */
  title: string;
  /** One or two sentences under the heading. */
  intro: string;
  /** Hero scene; a small variant `${art}-sm` is used at 768px or less. */
  art: SceneName;
  /** Alternative text of the hero image. */
  alt: string;
}

export interface TextCard {
  title: string;
  text: string;
}

/** A card that leads somewhere: service cards, "what we do" cards, industry help cards. */
export interface LinkCard {
  title: string;
  description: string;
  href: string;
  /** Button label, e.g. "Explore", "Talk to us". */
  cta: string;
  /** Spot illustration (a motif name). */
  art: ArtName;
}

/** Alternating image and text block. Blank lines in `description` become paragraph breaks. */
export interface InfoBlock {
  title: string;
  description: string;
  art: ArtName;
  alt: string;
}

export interface Step {
  title: string;
  description: string;
}

export interface SectionIntro {
  title: string;
  text: string;
}

export interface CallToAction {
  title: string;
  text: string;
  label: string;
  href: string;
}

export interface Page {
  path: string;
  meta: PageMeta;
  hero: Hero;
}
