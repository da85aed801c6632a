/** Staffing solutions page (/staffingSolutions). */
import type { CallToAction, LinkCard, Page, SectionIntro, Step, TextCard } from "./types";

export const staffing = {
  path: "/staffingSolutions",
  meta: {
    title: "IT Staffing: Nearshore, Contract, Permanent, Offshore",
    description:
      "Nearshore, contract, permanent and offshore IT staffing. We source and technically screen engineers, analysts and project leads who fit your stack and team.",
  },
  hero: {
    eyebrow: "Staffing solutions",
    title: "The right IT talent, when your projects need it",
    intro:
      "We find, screen and place developers, engineers, analysts and project leads, on contract or permanently, nearshore or offshore.",
    art: "hero-staffing",
    alt: "Illustration of a recruiter matching IT professionals to open roles on a project team",
  },
  why: {
    intro: {
      title: "Why staff with us",
      text: "Hiring technical people is slow, and a wrong hire is expensive. We shorten the search and lower the risk of getting it wrong.",
    },
    cards: [
      {
        title: "Screened by practitioners",
        text: "Candidates are assessed by engineers in their own discipline, through technical interviews and practical exercises, before you see a resume.",
      },
      {
        title: "Flexible engagement models",
        text: "Scale a team up for a release, convert a contractor to a permanent hire or build a dedicated offshore team, all with one partner.",
      },
      {
        title: "Speed without shortcuts",
        text: "We maintain an active network of vetted professionals in cloud, data, Salesforce, security and Java, so shortlists arrive in days rather than months.",
      },
    ],
  },
  process: {
    intro: {
      title: "Our hiring process",
      text: "Five steps from the first conversation to a new team member who is productive and supported.",
    },
    steps: [
      {
        title: "Understand the role",
        description:
          "We meet the hiring manager to define skills, seniority, team context, working hours and budget, and agree on what a successful hire looks like.",
      },
      {
        title: "Source candidates",
        description:
          "We search our network and targeted channels for people who match both the technical profile and the way your team works.",
      },
      {
        title: "Screen and assess",
        description:
          "Technical interviews, coding or scenario exercises and reference checks narrow the pool to a shortlist of strong, available candidates.",
      },
      {
        title: "Interview and select",
        description:
          "We schedule your interviews, gather feedback from both sides and handle offers, rates and notice periods so decisions do not stall.",
      },
      {
        title: "Onboard and follow up",
        description:
          "We coordinate start dates, equipment and system access, then check in with you and the new hire through the first months.",
      },
    ],
  },
  services: {
    intro: {
      title: "Staffing services",
      text: "Choose the model that matches the work, the budget and how long you need the skills.",
    },
    cards: [
      {
        title: "Nearshore staffing",
        description:
          "Engineers in nearby time zones who join your stand-ups and work your hours, at a lower cost than hiring locally.",
        href: "/contactUs",
        cta: "Talk to us",
        art: "globe",
      },
      {
        title: "Contract staffing",
        description:
          "Specialists for a defined period, from a few weeks of migration work to a multi-quarter program, without adding permanent headcount.",
        href: "/contactUs",
        cta: "Talk to us",
        art: "calendar",
      },
      {
        title: "Permanent staffing",
        description:
          "Full-time hires for key roles, found and technically screened by us and employed directly on your payroll.",
        href: "/contactUs",
        cta: "Talk to us",
        art: "handshake",
      },
      {
        title: "Offshore staffing",
        description:
          "Dedicated offshore teams for development, testing and round-the-clock support, working within your tools, processes and security policies.",
        href: "/contactUs",
        cta: "Talk to us",
        art: "team",
      },
    ],
  },
  cta: {
    title: "Tell us who you need to hire",
    text: "Share the role, the skills and the start date. We will come back with how we would fill it and what it would cost.",
    label: "Request a meeting",
    href: "/contactUs",
  },
} satisfies Page & {
  why: { intro: SectionIntro; cards: TextCard[] };
  process: { intro: SectionIntro; steps: Step[] };
  services: { intro: SectionIntro; cards: LinkCard[] };
  cta: CallToAction;
};
