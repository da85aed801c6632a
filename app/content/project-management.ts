/** Project management page (/projectManagement). */
import type { CallToAction, LinkCard, Page, SectionIntro, TextCard } from "./types";

export const projectManagement = {
  path: "/projectManagement",
  meta: {
    title: "IT Project Management and PMO Services",
    description:
      "Experienced project and program managers who plan, run and deliver IT initiatives on time and on budget, using agile, waterfall or hybrid methods.",
  },
  hero: {
    eyebrow: "Project management",
    title: "IT projects delivered as planned and reported honestly",
    intro:
      "Our project and program managers bring structure to complex IT work, from cloud migrations to ERP rollouts, so scope, budget and dates stay under control.",
    art: "hero-project-management",
    alt: "Illustration of a project timeline with milestones, tasks and a team reviewing progress",
  },
  why: {
    intro: {
      title: "Why professional project management",
      text: "Technology projects rarely fail on technology. They fail on unclear scope, hidden risks and surprises that surface too late.",
    },
    cards: [
      {
        title: "One accountable owner",
        text: "A dedicated project manager owns the plan, the risks and the communication, so nothing falls between teams or vendors.",
      },
      {
        title: "Early warnings, not late surprises",
        text: "Regular status reporting against the baseline shows slippage while there is still time to act, not at the deadline.",
      },
      {
        title: "A method that fits the work",
        text: "We run Scrum, Kanban, waterfall or hybrid delivery according to the project and your governance, not our own preference.",
      },
    ],
  },
  services: {
    intro: {
      title: "Project management services",
      text: "Bring us in for a single project, a whole portfolio or a troubled initiative that needs to get back on track.",
    },
    cards: [
      {
        title: "Project delivery management",
        description:
          "End-to-end management of an IT project, from charter and plan through delivery, acceptance and handover to operations.",
        href: "/contactUs",
        cta: "Talk to us",
        art: "target",
      },
      {
        title: "Program and PMO services",
        description:
          "Set up or run a project management office with standard templates, portfolio reporting and governance across multiple initiatives.",
        href: "/contactUs",
        cta: "Talk to us",
        art: "dashboard",
      },
      {
        title: "Agile delivery and coaching",
        description:
          "Scrum masters, agile delivery leads and coaches who help teams plan in increments and ship working software at a steady pace.",
        href: "/contactUs",
        cta: "Talk to us",
        art: "rocket",
      },
      {
        title: "Project recovery",
        description:
          "An independent review of a late or over-budget project, followed by a realistic re-plan and hands-on management back to delivery.",
        href: "/contactUs",
        cta: "Talk to us",
        art: "support",
      },
    ],
  },
  practices: {
    intro: {
      title: "How we manage projects",
      text: "The practices our project managers apply on every engagement, scaled to the size of the project and the delivery method.",
    },
    groups: [
      {
        title: "Planning",
        items: [
          "Project charter with goals, scope and success criteria",
          "Work breakdown structure or product backlog",
          "Baseline schedule with milestones and dependencies",
          "Budget estimate and cost baseline",
          "Stakeholder map and communication plan",
        ],
      },
      {
        title: "Monitoring",
        items: [
          "Weekly status reports against the baseline",
          "Earned value, burn-up and burn-down tracking",
          "Milestone and dependency reviews",
          "Change control for scope, time and cost",
          "Steering committee reporting",
        ],
      },
      {
        title: "Resource Management",
        items: [
          "Skills and capacity planning across teams",
          "Clear roles and responsibilities (RACI)",
          "Vendor and contractor coordination",
          "Workload balancing to prevent bottlenecks",
        ],
      },
      {
        title: "Risk Management",
        items: [
          "Risk and issue register from day one",
          "Probability and impact scoring",
          "Mitigation owners and trigger points",
          "Contingency in schedule and budget",
          "Regular risk reviews with stakeholders",
        ],
      },
      {
        title: "Time Management",
        items: [
          "Critical path analysis",
          "Estimates based on team velocity and past delivery",
          "Sprint and release planning",
          "Buffers on high-risk tasks",
          "Early escalation of schedule slippage",
        ],
      },
    ],
  },
  cta: {
    title: "Put a plan behind your next project",
    text: "Tell us about the initiative and its deadline. We will suggest how to structure, staff and govern it.",
    label: "Request a meeting",
    href: "/contactUs",
  },
} satisfies Page & {
  why: { intro: SectionIntro; cards: TextCard[] };
  services: { intro: SectionIntro; cards: LinkCard[] };
  practices: { intro: SectionIntro; groups: { title: string; items: string[] }[] };
  cta: CallToAction;
};
