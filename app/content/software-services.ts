/**
 * Software services overview (/softwareServices). The seven items come from `servicePages`
 * in ./services.ts.
 */
import type { CallToAction, Page, SectionIntro } from "./types";

export const softwareServices = {
  path: "/softwareServices",
  meta: {
    title: "Software Development and Technology Services",
    description:
      "Salesforce, cyber security, AI and automation, network engineering, data analytics, big data and Java services from one experienced engineering partner.",
  },
  hero: {
    eyebrow: "Software services",
    title: "Seven specialist services, one engineering partner",
    intro:
      "From CRM and security to data platforms and Java, we bring the right specialists together around your project, so you work with one team instead of several vendors.",
    art: "hero-software-services",
    alt: "Illustration of connected software services arranged around a central platform",
  },
  intro: {
    title: "Our software services",
    text: "Choose a service to see what we deliver, how we work and what you can expect from our team.",
  },
  cta: {
    title: "Not sure where to start?",
    text: "Describe the problem you want to solve. We will point you to the right specialists and suggest a practical first step.",
    label: "Request a meeting",
    href: "/contactUs",
  },
} satisfies Page & { intro: SectionIntro; cta: CallToAction };
