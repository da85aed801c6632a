/**
 * The company page: who we are, the animated counters, core values, vision and mission,
 * the partners section and the closing call to action.
 */

import type { CallToAction, Page, SectionIntro, TextCard } from "./types";
import { site } from "./site";

export const company = {
  path: "/company",
  meta: {
    title: "About Us: Our Mission, Values and Vision",
    description: `${site.foundedYears} years of IT consulting, staffing, project management and software delivery, guided by integrity, teamwork, commitment and diversity.`,
  },
  hero: {
    eyebrow: "Company",
    title: "Technology partners who stay accountable for results",
    intro: `For ${site.foundedYears} years we have helped organizations plan, staff and deliver technology programs, with people who care about outcomes as much as our clients do.`,
    art: "hero-company",
    alt: "Illustration of a team collaborating around shared project plans and dashboards",
  },
  mission: {
    title: "Who we are",
    text: "We bring IT consulting, staffing, project management and software engineering together under one roof. Clients come to us when they need a partner who can shape a technology strategy, find the right people and see the work through to production. For more than 15 years, we have done exactly that for organizations in banking, healthcare, government, manufacturing, education, telecommunications and logistics.",
  },
  counters: [
    { label: "Professionals", target: 50, suffix: "+" },
    { label: "Partners", target: 10, suffix: "+" },
    { label: "Projects", target: 100, suffix: "+" },
  ],
  values: [
    {
      title: "Integrity",
      text: "We give honest advice, report progress as it really is and keep the commitments we make, even when an easier answer is available.",
    },
    {
      title: "Team Work",
      text: "Our consultants, recruiters and engineers work as one team with yours, sharing knowledge openly so the whole project benefits.",
    },
    {
      title: "Commitment",
      text: "We take ownership of outcomes, not just tasks, and stay with our clients until the solution works in the real world.",
    },
    {
      title: "Diversity",
      text: "We hire and grow people of different backgrounds and perspectives, because varied teams solve problems better and serve clients better.",
    },
  ],
  vision: {
    title: "Our Vision",
    text: "To be the partner organizations call first when they need to modernize their technology, scale their teams or deliver a critical program, known for people who pair deep expertise with genuine accountability.",
  },
  missionStatement: {
    title: "Our Mission",
    text: "To help our clients succeed with technology by providing skilled professionals, practical consulting and dependable delivery, so they can stay focused on serving their own customers.",
  },
  partnersIntro: {
    title: "Our technology partners",
    text: "We work across the cloud, CRM and DevOps ecosystems our clients rely on, so every solution fits the platforms they already trust.",
  },
  cta: {
    title: "Let's build what's next together",
    text: "Tell us about your goals, and we will bring the right mix of consultants, engineers and project leaders to help you reach them.",
    label: "Contact Us",
    href: "/contactUs",
  },
} satisfies Page & {
  mission: SectionIntro;
  counters: { label: string; target: number; suffix: string }[];
  values: TextCard[];
  vision: TextCard;
  missionStatement: TextCard;
  partnersIntro: SectionIntro;
  cta: CallToAction;
};
