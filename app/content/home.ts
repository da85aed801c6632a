/**
 * The home page: hero (video on wide screens, two-slide carousel on narrow ones), intro,
 * the four offer cards, the five how-we-work steps, section intros and the popup.
 */

import type { IconName, PageMeta, SceneName, SectionIntro, Step } from "./types";
import type { InternalHref } from "~/lib/links";
import { site } from "./site";

export const home = {
  meta: {
    title: "IT Consulting, Staffing, Project Management & Software",
    description: `We help businesses grow with IT consulting, skilled staffing, disciplined project management and custom software, backed by ${site.foundedYears} years of delivery.`,
  },
  hero: {
    eyebrow: `${site.foundedYears} years of IT delivery`,
    title: "Technology expertise that moves your business forward",
    intro: `IT consulting, staffing, project management and software services from one accountable partner with ${site.foundedYears} years of experience.`,
    slides: [
      {
        tagline: "Build the team your roadmap needs",
        text: "Skilled consultants and engineers, ready to join your projects when you need them.",
        art: "hero-home",
        alt: "Illustration of a connected team of IT professionals at work",
      },
      {
        tagline: "Turn technology plans into results",
        text: "Expert guidance on infrastructure, assessment and design, from strategy through delivery.",
        art: "hero-it-consulting",
        alt: "Illustration of consultants reviewing an IT architecture plan",
      },
    ],
  },
  intro: {
    title: "Your partner for technology that works",
    /** Markdown: the service links open their pages in a new tab (spec §2 Home). */
    text: `For ${site.foundedYears} years, we have helped organizations plan, build and run the technology they depend on. Our [IT consulting](/it-consulting) practice turns business goals into sound infrastructure and architecture decisions. Our [staffing](/staffingSolutions) team places skilled professionals on contract, permanent, nearshore or offshore terms. Our [project management](/projectManagement) experts keep complex programs on track, and our [software services](/softwareServices) cover everything from Salesforce and data analytics to cyber security, AI and automation.`,
  },
  offers: [
    {
      title: "IT Consulting",
      description:
        "Strategic guidance on infrastructure, assessment and architecture that aligns every technology investment with your business goals.",
      icon: "Lightbulb",
      href: "/it-consulting",
      cta: "Explore",
    },
    {
      title: "Staffing Solutions",
      description:
        "Nearshore, contract, permanent and offshore talent, screened for skills and fit and ready to contribute from day one.",
      icon: "Users",
      href: "/staffingSolutions",
      cta: "Explore",
    },
    {
      title: "Project Management",
      description:
        "Planning, monitoring, risk and resource management that keep your programs on schedule and your stakeholders informed.",
      icon: "ClipboardList",
      href: "/projectManagement",
      cta: "Explore",
    },
    {
      title: "Software Development",
      description:
        "Custom software plus Salesforce, data, AI and security engineering, built to scale with your business.",
      icon: "Code",
      href: "/softwareServices",
      cta: "Explore",
    },
  ],
  steps: [
    {
      title: "Request a Team",
      description:
        "Tell us about your project, the skills you need and your timeline, by phone or through our contact form.",
    },
    {
      title: "Talk with our Professionals",
      description:
        "Meet our consultants to discuss your goals, your current environment and your constraints in detail.",
    },
    {
      title: "Understand Expectations",
      description:
        "Together we agree on scope, success criteria, budget and ways of working, so everyone starts aligned.",
    },
    {
      title: "Receive Custom Plan",
      description:
        "You receive a tailored proposal covering team composition, approach, milestones and cost.",
    },
    {
      title: "Implement Solution",
      description:
        "Our team delivers, reports progress transparently and keeps supporting you after go-live.",
    },
  ],
  blogIntro: {
    title: "Insights from our team",
    text: "Practical articles on Salesforce, automation and CRM strategy from the people who implement them every day.",
  },
  partnersIntro: {
    title: "Our strategic partners",
    text: "We build on the cloud, CRM and DevOps platforms that leading organizations already trust.",
  },
  popup: {
    title: "Book a free consultation",
    text: "Tell us about your project, and one of our experts will help you map out the next steps at no cost.",
    action: "Contact us",
  },
} satisfies {
  meta: PageMeta;
  hero: {
    eyebrow: string;
    title: string;
    intro: string;
    slides: { tagline: string; text: string; art: SceneName; alt: string }[];
  };
  intro: { title: string; text: string };
  offers: { title: string; description: string; icon: IconName; href: InternalHref; cta: string }[];
  steps: Step[];
  blogIntro: SectionIntro;
  partnersIntro: SectionIntro;
  popup: { title: string; text: string; action: string };
};
