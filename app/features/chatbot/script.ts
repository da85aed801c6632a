/**
 * What the chatbot says: the welcome, the six options with their answers, the keyword lists and
 * the fixed replies of spec §4. Plain typed data in the site's rich text (`~/lib/rich-text`): links
 * are `{ text, href }`, a page of the site (checked by the compiler) or a mail or phone address.
 */

import type { Href } from "~/lib/links";
import { site } from "~/content/site";
import { say } from "~/lib/rich-text";
import type { ChatScript } from "./engine";

export const OPTION_IDS = ["services", "roles", "hiring", "work", "jobs", "connect"] as const;
export type OptionId = (typeof OPTION_IDS)[number];

/** Spec §4 texts, word for word. */
export const FOLLOW_UP = "Do you have any more queries? (yes/no)";
export const NOT_UNDERSTOOD = "Sorry, I didn't understand that. Please choose one of the following options:";
export const FAREWELL = "Have a great day!";
export const WELCOME_QUESTION = "How can I assist you today?";

const { phone, emails } = site.contact;
const telHref: Href = `tel:${phone.replace(/[^\d+]/g, "")}`;

export const chatScript = {
  welcome: [say(`Hi there! Welcome to ${site.name}.`), say(WELCOME_QUESTION)],

  options: [
    {
      id: "services",
      label: "Explore Services",
      answer: [
        {
          kind: "paragraph",
          parts: [
            `For ${site.foundedYears} years we have helped companies plan, build and run their IT. We offer:`,
          ],
        },
        {
          kind: "list",
          items: [
            [{ text: "IT Consulting", href: "/it-consulting" }, ": infrastructure, assessment and design."],
            [
              { text: "Staffing Solutions", href: "/staffingSolutions" },
              ": nearshore, contract, permanent and offshore talent.",
            ],
            [
              { text: "Project Management", href: "/projectManagement" },
              ": planning, monitoring, risk and delivery.",
            ],
            [
              { text: "Software Services", href: "/softwareServices" },
              ": cyber security, Salesforce, AI and automation, networks, data analytics, big data and Java.",
            ],
          ],
        },
      ],
      then: "ask-more",
    },
    {
      id: "roles",
      label: "Roles & Skills Requirements",
      answer: [
        {
          kind: "paragraph",
          parts: [
            "We place and staff developers, architects, testers, business and data analysts, Salesforce specialists, security and network engineers, and project managers, from junior to lead level.",
          ],
        },
        {
          kind: "paragraph",
          parts: [
            "Send us the role, the must-have skills, the seniority and the start date through our ",
            { text: "contact form", href: "/contactUs" },
            ", and see how we screen candidates on the ",
            { text: "Staffing Solutions", href: "/staffingSolutions" },
            " page.",
          ],
        },
      ],
      then: "ask-more",
    },
    {
      id: "hiring",
      label: "Hiring TimeLine and Process",
      answer: [
        { kind: "paragraph", parts: ["Our hiring process has five steps:"] },
        {
          kind: "list",
          ordered: true,
          items: [
            ["Understand the role: skills, seniority, team and budget."],
            ["Source candidates from our network of vetted professionals."],
            ["Screen and assess with technical interviews and exercises."],
            ["Interview and select: we schedule, collect feedback and handle offers."],
            ["Onboard and follow up through the first months."],
          ],
        },
        {
          kind: "paragraph",
          parts: [
            "Shortlists usually arrive within days rather than months; the exact timeline depends on the role. Details are on the ",
            { text: "Staffing Solutions", href: "/staffingSolutions" },
            " page.",
          ],
        },
      ],
      then: "ask-more",
    },
    {
      id: "work",
      label: "Work Arrangement",
      answer: [
        {
          kind: "paragraph",
          parts: [
            "We work the way your team does: on-site, remote or hybrid, and on contract, permanent, nearshore or offshore terms. Nearshore engineers share your time zone; offshore teams work within your tools, processes and security policies.",
          ],
        },
        {
          kind: "paragraph",
          parts: [
            "Compare the models on ",
            { text: "Staffing Solutions", href: "/staffingSolutions" },
            ", or see how we run delivery in ",
            { text: "Project Management", href: "/projectManagement" },
            ".",
          ],
        },
      ],
      then: "ask-more",
    },
    {
      id: "jobs",
      label: "Job Opportunities",
      answer: [
        {
          kind: "paragraph",
          parts: [
            "We are always looking for talented people. See our open positions and apply on the ",
            { text: "Careers page", href: "/careers" },
            ", or send your resume to ",
            { text: emails.careers, href: `mailto:${emails.careers}` },
            ".",
          ],
        },
      ],
      then: "farewell",
    },
    {
      id: "connect",
      label: "Connect with Us",
      answer: [
        {
          kind: "paragraph",
          parts: [
            "We would love to hear from you. ",
            { text: "Continue in our contact form", href: "/contactUs", handoff: true },
            ": your message starts with a summary of this chat, for you to edit. Nothing is sent until you press Send. Or email ",
            { text: emails.general, href: `mailto:${emails.general}` },
            " or call ",
            { text: phone, href: telHref },
            ".",
          ],
        },
        {
          kind: "paragraph",
          parts: [
            `Our offices are in ${site.contact.addresses.map((address) => address.label).join(" and ")}: `,
            { text: "find them on the map", href: "/contactUs#mapContainer" },
            ".",
          ],
        },
      ],
      then: "ask-more",
    },
  ],

  /**
   * Mapping order matters: the first option with a matching keyword wins, so the most specific
   * intents (a job, a way to reach us) come before the broad ones (skills, services). Keywords
   * are lowercase substrings; none is part of "yes" or "no", and none hides inside common words.
   */
  keywords: [
    {
      option: "jobs",
      words: [
        "job",
        "career",
        "vacanc",
        "opening",
        "position",
        "apply for",
        "applying",
        "resume",
        "résumé",
        "internship",
        "employment",
      ],
    },
    {
      option: "connect",
      words: [
        "contact",
        "get in touch",
        "talk to",
        "speak to",
        "speak with",
        "call us",
        "call you",
        "phone",
        "email",
        "e-mail",
        "address",
        "office",
        "meeting",
        "quote",
        "reach out",
        "reach you",
        "connect",
      ],
    },
    {
      option: "hiring",
      words: [
        "hiring",
        "hire",
        "recruit",
        "timeline",
        "time line",
        "how long",
        "how soon",
        "how quickly",
        "onboard",
        "interview",
        "shortlist",
      ],
    },
    {
      option: "work",
      words: [
        "remote",
        "on-site",
        "onsite",
        "hybrid",
        "offshore",
        "nearshore",
        "onshore",
        "contract",
        "permanent",
        "full-time",
        "full time",
        "part-time",
        "part time",
        "time zone",
        "timezone",
        "arrangement",
        "engagement model",
      ],
    },
    {
      option: "roles",
      words: [
        "role",
        "skill",
        "developer",
        "engineers",
        "architect",
        "analyst",
        "tester",
        "talent",
        "expertise",
        "tech stack",
        "technolog",
        "seniority",
      ],
    },
    {
      option: "services",
      words: [
        "service",
        "consult",
        "software",
        "staffing",
        "project management",
        "salesforce",
        "cyber",
        "security",
        "cloud",
        "automation",
        "network",
        "analytics",
        "big data",
        "java",
        "infrastructure",
        "what do you do",
        "what you do",
        "offer",
      ],
    },
  ],

  followUp: FOLLOW_UP,
  thanks: [
    {
      kind: "paragraph",
      parts: [
        `Thank you for chatting with ${site.name}! If anything else comes up, write to us on the `,
        { text: "Contact page", href: "/contactUs" },
        ".",
      ],
    },
  ],
  notUnderstood: NOT_UNDERSTOOD,
  farewell: FAREWELL,
} as const satisfies ChatScript<OptionId>;
