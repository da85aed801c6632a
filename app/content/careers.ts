/**
 * The careers page: perks, "Life" cards, the open positions table (rows from `positions.ts`), the "Job not listed"
 * section and the link to the external careers site (its URL lives in `site.external`).
 */

import type { ArtName, IconName, Page, SectionIntro } from "./types";

export const careers = {
  path: "/careers",
  meta: {
    title: "Careers: Build Your Future in IT Services",
    description:
      "Explore careers in IT consulting, software development, staffing and more. See open positions in Hyderabad, Bangalore and the USA, or send us your resume.",
  },
  hero: {
    eyebrow: "Careers",
    title: "Grow your career with people who love technology",
    intro:
      "Join consultants, engineers and recruiters who solve real problems for clients across industries, and build skills that keep your career moving forward.",
    art: "hero-careers",
    alt: "Illustration of professionals collaborating along a rising career path",
  },
  perksIntro: {
    title: "Why work with us",
    text: "We invest in the people who do the work. Here is what you can expect when you join our team.",
  },
  perks: [
    { title: "Health & Wellness", icon: "HeartPulse" },
    { title: "Continuous Learning", icon: "GraduationCap" },
    { title: "Career Growth", icon: "TrendingUp" },
    { title: "Flexible Work", icon: "Laptop" },
    { title: "Collaborative Teams", icon: "Users" },
    { title: "Rewards & Recognition", icon: "Award" },
  ],
  lifeIntro: {
    title: "Life with us",
    text: "A career here means meaningful client work, steady growth and a team that has your back.",
  },
  life: [
    {
      title: "Growth",
      description:
        "Your path is shaped around your strengths and ambitions, with clear expectations and regular conversations about what comes next.",
      points: [
        "Clear career paths on technical and leadership tracks",
        "Regular feedback and performance conversations",
        "The chance to lead client engagements as you grow",
      ],
      art: "growth",
    },
    {
      title: "Learning",
      description:
        "Technology changes quickly, and so do we. You learn from real projects, experienced colleagues and structured training.",
      points: [
        "Mentoring from senior consultants and engineers",
        "Hands-on work with cloud, data, security and Salesforce",
        "Internal knowledge-sharing sessions and tech talks",
      ],
      art: "learning",
    },
    {
      title: "Compensation and Benefits",
      description:
        "We reward good work fairly and look after the well-being of our people and their families.",
      points: [
        "Competitive, market-aligned pay",
        "Health coverage and wellness support",
        "Paid time off and recognition for outstanding work",
      ],
      art: "wallet",
    },
    {
      title: "Professional Development",
      description:
        "We support the certifications, courses and skills that help you stay ahead in your field.",
      points: [
        "Support for industry certifications",
        "Access to online learning platforms",
        "Stretch assignments across industries and technologies",
      ],
      art: "career",
    },
    {
      title: "Work Environment",
      description:
        "An inclusive, respectful workplace where ideas are welcome and people help one another succeed.",
      points: [
        "Collaborative teams across India and the USA",
        "Flexible and hybrid options where the role allows",
        "An open-door culture with approachable leaders",
      ],
      art: "workplace",
    },
  ],
  positionsIntro: {
    title: "Open positions",
    text: "Current openings in Hyderabad, Bangalore and the USA. Open a role for the full description and apply on its page, or send us your resume below.",
  },
  noOpenPositions:
    "There are no open positions right now. Send us your resume below and we will contact you when a suitable role opens.",
  /** The Apply section of every position page (`app/routes/position.tsx`). */
  positionApply: {
    backLabel: "All open positions",
    text: "Send your CV and a few lines about why this role fits you. Your application reaches our recruiting team with the job ID above, and a recruiter replies to every applicant.",
  },
  jobNotListed: {
    title: "Job not listed?",
    text: "We are always glad to meet talented people. Send us your resume and a short note about the work you enjoy, and we will reach out when a suitable role opens.",
  },
  externalSite: {
    title: "Explore all opportunities",
    text: "Browse every current opening, filter by location and follow your applications on our dedicated careers site.",
    label: "Visit our careers site",
  },
} satisfies Page & {
  perksIntro: SectionIntro;
  perks: { title: string; icon: IconName }[];
  lifeIntro: SectionIntro;
  life: { title: string; description: string; points: string[]; art: ArtName }[];
  positionsIntro: SectionIntro;
  noOpenPositions: string;
  positionApply: { backLabel: string; text: string };
  jobNotListed: SectionIntro;
  externalSite: { title: string; text: string; label: string };
};
