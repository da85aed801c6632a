/** Heroes and meta of the smaller pages that have no content module of their own. */
import type { Page } from "./types";

export const contactPage = {
  path: "/contactUs",
  meta: {
    title: "Contact Us",
    description:
      "Talk to our consultants about IT consulting, staffing, project management or software services. Send a message, call us or visit our offices.",
  },
  hero: {
    eyebrow: "Contact us",
    title: "Let's talk about what you are building",
    intro:
      "Tell us where you are and where you want to be. A consultant replies within one business day with next steps, not a sales script.",
    art: "hero-contact",
    alt: "Illustration of a message travelling from a laptop to a team of consultants",
  },
} satisfies Page;

export const insightsPage = {
  path: "/insights",
  meta: {
    title: "Insights: Salesforce, Automation and Analytics",
    description:
      "Practical articles from our Salesforce, data and automation teams: Flow Builder, Marketing Cloud, CRM Analytics, customization and small-business CRM.",
  },
  hero: {
    eyebrow: "Insights",
    title: "Field notes from our Salesforce and data teams",
    intro:
      "What we learn delivering CRM, automation and analytics projects, written up so your team can use it too.",
    art: "hero-insights",
    alt: "Illustration of articles and charts arranged around a glowing cloud",
  },
} satisfies Page;

export const notFoundPage = {
  path: "/404",
  meta: {
    title: "Page Not Found",
    description:
      "The page you asked for does not exist or has moved. Go back to the home page or use the menu to find our services, industries and insights.",
  },
  hero: {
    eyebrow: "Error 404",
    title: "Page Not Found",
    intro:
      "The address may be mistyped, or the page has moved. Everything we do is one click away from the home page.",
    art: "hero-not-found",
    alt: "Illustration of a broken path with a signpost pointing back",
  },
} satisfies Page;
