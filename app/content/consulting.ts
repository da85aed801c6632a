/**
 * IT consulting: the overview page (/it-consulting) and its three sub-pages
 * (/it-infra, /it-assess, /it-design).
 */
import type { CallToAction, InfoBlock, LinkCard, Page, SectionIntro, TextCard } from "./types";
import { site } from "./site";

export const itConsulting = {
  path: "/it-consulting",
  meta: {
    title: "IT Consulting: Infrastructure, Assessment and Design",
    description:
      "Engineering-led IT consulting for infrastructure, assessments and architecture design. We help you decide what to fix, what to build and what to retire.",
  },
  hero: {
    eyebrow: "IT consulting",
    title: "Clear IT decisions, backed by engineers who run the systems",
    intro: `We assess where your IT estate stands, design where it should go and help your team get there, with ${site.foundedYears} years of hands-on delivery behind every recommendation.`,
    art: "hero-it-consulting",
    alt: "Illustration of consultants mapping cloud, server and network components into one architecture",
  },
  why: {
    intro: {
      title: "Why IT consulting",
      text: "Most IT problems start as decisions made under pressure, without a full picture of the estate. An experienced outside view supplies that picture.",
    },
    cards: [
      {
        title: "An honest baseline",
        text: "We document what you actually run, what it costs and where it is fragile, so your roadmap starts from facts rather than assumptions.",
      },
      {
        title: "Decisions tied to business goals",
        text: "Every recommendation is ranked by risk, cost and business impact, so the budget goes to the changes that matter this year.",
      },
      {
        title: "Experience your team can borrow",
        text: "Our consultants have migrated, secured and operated estates like yours. Your staff gain that experience without a permanent hire.",
      },
    ],
  },
  whatWeDo: {
    intro: {
      title: "What we do",
      text: "Three connected services that work on their own or as one engagement, from the first review to the finished roll-out.",
    },
    cards: [
      {
        title: "IT Infrastructure",
        description:
          "Design, build and operation of cloud, hybrid, network and endpoint environments that stay fast, patched and observable.",
        href: "/it-infra",
        cta: "Explore infrastructure",
        art: "server",
      },
      {
        title: "IT Assessment",
        description:
          "A structured review of your systems, security and operations that ends in a prioritized, costed improvement roadmap.",
        href: "/it-assess",
        cta: "Explore assessments",
        art: "search",
      },
      {
        title: "IT Design",
        description:
          "Target architectures, integration patterns and transition plans that your engineering teams can build from with confidence.",
        href: "/it-design",
        cta: "Explore design",
        art: "blueprint",
      },
    ],
  },
  whyChooseUs: {
    intro: {
      title: "Why choose us",
      text: "We are an engineering-led consultancy: the people who advise you are the people who can build what they recommend.",
    },
    cards: [
      {
        title: `${site.foundedYears} years of delivery`,
        text: "We have delivered through the moves from physical servers to virtualization, cloud and containers, and know which patterns hold up in production.",
      },
      {
        title: "Vendor-neutral advice",
        text: "We recommend what fits your workloads, skills and budget, whether that is AWS, Azure, Google Cloud or the hardware you already own.",
      },
      {
        title: "Recommendations you can act on",
        text: "Findings come with owners, effort estimates and sequencing, not a slide deck that sits untouched in a shared drive.",
      },
      {
        title: "From plan to production",
        text: "When you are ready to execute, the same team can implement the plan, supply specialist staff or manage the program end to end.",
      },
    ],
  },
  cta: {
    title: "Start with a conversation",
    text: "Tell us what is holding your IT back. We will tell you honestly whether we can help and what a first engagement would look like.",
    label: "Request a meeting",
    href: "/contactUs",
  },
} satisfies Page & {
  why: { intro: SectionIntro; cards: TextCard[] };
  whatWeDo: { intro: SectionIntro; cards: LinkCard[] };
  whyChooseUs: { intro: SectionIntro; cards: TextCard[] };
  cta: CallToAction;
};

/** A consulting sub-page: hero, alternating image and text blocks, and a call to action. */
export interface ConsultingSubPage extends Page {
  blocks: InfoBlock[];
  cta: CallToAction;
}

export const consultingSubPages = [
  {
    path: "/it-infra",
    meta: {
      title: "IT Infrastructure Consulting and Management",
      description:
        "Cloud, hybrid, network, data center and endpoint infrastructure designed, built and operated by our engineers, with monitoring that keeps it healthy.",
    },
    hero: {
      eyebrow: "IT consulting",
      title: "Infrastructure that stays up, scales and is easy to run",
      intro:
        "We design, build and operate cloud, on-premises and hybrid environments, and hand over infrastructure your team can understand and maintain.",
      art: "hero-it-infra",
      alt: "Illustration of server racks connected to cloud and network services",
    },
    blocks: [
      {
        title: "Cloud and hybrid infrastructure",
        description:
          "We plan and run migrations to AWS, Microsoft Azure and Google Cloud, and design hybrid setups for workloads that need to stay on-premises for latency, cost or regulatory reasons. Landing zones, identity federation, connectivity and guardrails are in place before the first workload moves.\n\n" +
          "Everything we build is defined as code with Terraform or the provider's native tooling, so environments are repeatable, reviewable and recoverable. We right-size compute and storage from real utilization data and set up tagging and budgets so cloud spend stays visible.",
        art: "cloud",
        alt: "Cloud platform connected to on-premises servers",
      },
      {
        title: "Network and data center",
        description:
          "We design and upgrade LAN, WAN and SD-WAN networks, segment them by trust level and configure firewalls, VPNs and secure remote access. In the data center, we handle server, storage and virtualization refreshes, including moves off aging hypervisor clusters.\n\n" +
          "Changes are planned with rollback steps and carried out in agreed maintenance windows. You receive current network diagrams, IP address plans and configuration baselines, so the next change does not begin with rediscovery.",
        art: "network",
        alt: "Network of connected switches, routers and data center nodes",
      },
      {
        title: "End-user and endpoint services",
        description:
          "We standardize laptops, desktops and mobile devices with Microsoft Intune, Jamf or your existing management platform, from zero-touch enrollment through patching, encryption and retirement. Microsoft 365 and Google Workspace tenants are configured for both security and everyday usability.\n\n" +
          "Standard builds and self-service software catalogs shorten onboarding and reduce service desk tickets. Compliance policies and endpoint protection are enforced centrally, so a lost laptop is an inconvenience rather than a security incident.",
        art: "workplace",
        alt: "Modern workplace with managed laptops and mobile devices",
      },
      {
        title: "Operations and monitoring",
        description:
          "We set up monitoring, logging and alerting with tools such as Prometheus, Grafana, Datadog or Azure Monitor, tuned so that every alert calls for action. Runbooks, on-call rotations and escalation paths are written down and tested.\n\n" +
          "Our managed operations cover patching, backup verification, capacity planning and incident response, with regular service reviews that show trends, not just ticket counts. You can hand us the full scope or only out-of-hours cover.",
        art: "dashboard",
        alt: "Operations dashboard showing system health charts and alerts",
      },
    ],
    cta: {
      title: "Plan your next infrastructure move",
      text: "Whether it is a migration, a network refresh or stabilizing what you already run, we will scope it with you.",
      label: "Talk to an engineer",
      href: "/contactUs",
    },
  },
  {
    path: "/it-assess",
    meta: {
      title: "IT Assessment and Technology Health Check",
      description:
        "A structured assessment of your infrastructure, applications, security and IT operations, delivered as a prioritized and costed improvement roadmap.",
    },
    hero: {
      eyebrow: "IT consulting",
      title: "Know exactly where your IT stands",
      intro:
        "Our assessments give leadership an evidence-based view of risk, cost and maturity across your IT estate, and a clear order of what to fix first.",
      art: "hero-it-assess",
      alt: "Illustration of an analyst reviewing system health reports and checklists",
    },
    blocks: [
      {
        title: "Infrastructure, security and operations review",
        description:
          "We inventory servers, cloud accounts, networks, applications and licenses, then review them against current practice: patch levels, backup and recovery, identity and access management, vulnerability exposure, monitoring coverage and support processes. We interview the people who run the systems, not only the people who own the budget.\n\n" +
          "Findings are rated by likelihood and business impact and mapped to the frameworks you already report against, such as NIST CSF, ISO/IEC 27001 or the CIS Controls. Each finding comes with the evidence behind it, so your team can verify it rather than take our word for it.",
        art: "search",
        alt: "Magnifying glass over infrastructure and security components",
      },
      {
        title: "Roadmap and business case",
        description:
          "We turn the findings into a sequenced roadmap: quick wins for the next 90 days, structural fixes for the coming year and the platform decisions that need a longer horizon. Every item has an effort estimate, a cost range and a named owner.\n\n" +
          "For larger changes we prepare the business case, comparing options such as modernize, replace, move to the cloud or retire, including total cost of ownership and transition risk. Leadership gets a document it can approve, and engineering gets a backlog it can start on.",
        art: "checklist",
        alt: "Prioritized checklist forming an improvement roadmap",
      },
    ],
    cta: {
      title: "Book an assessment",
      text: "Tell us which systems or concerns matter most, and we will propose an assessment scope and timeline.",
      label: "Request an assessment",
      href: "/contactUs",
    },
  },
  {
    path: "/it-design",
    meta: {
      title: "IT Architecture and Solution Design Services",
      description:
        "Enterprise and solution architecture, integration design and transition planning that turn business goals into systems your engineers can build.",
    },
    hero: {
      eyebrow: "IT consulting",
      title: "Architecture your teams can build from",
      intro:
        "We design target architectures, integrations and migration paths that balance ambition with what your teams, budget and timelines can deliver.",
      art: "hero-it-design",
      alt: "Illustration of an architecture blueprint linking applications, data and cloud services",
    },
    blocks: [
      {
        title: "Enterprise and solution architecture",
        description:
          "We map your business capabilities to the applications and data that support them, find overlaps and gaps, and define a target architecture with clear principles for build, buy and reuse decisions. For individual initiatives, we produce solution designs covering functional fit, non-functional requirements and hosting.\n\n" +
          "Designs are documented with C4 diagrams and architecture decision records, so the reasoning behind each choice survives staff changes. We review them with your engineers before sign-off, because a design the builders do not believe in rarely survives delivery.",
        art: "blueprint",
        alt: "Architecture blueprint with connected system components",
      },
      {
        title: "Integration and data design",
        description:
          "We design how systems exchange data: REST and event-driven APIs, message brokers such as Apache Kafka, integration platforms and batch pipelines where they are still the right tool. Data ownership, master data and consistency rules are settled up front instead of discovered in production.\n\n" +
          "Security is part of the first diagram, with identity, encryption, secrets handling and audit logging treated as requirements rather than add-ons. The result is an integration landscape that can grow without every new system becoming a point-to-point project.",
        art: "pipeline",
        alt: "Data pipeline connecting several applications",
      },
      {
        title: "Transition planning",
        description:
          "A target architecture is only useful if you can reach it. We break the move into stages that each deliver value on their own, using patterns such as strangler fig replacement, parallel runs and phased cutovers to keep the business running throughout.\n\n" +
          "Each stage has entry and exit criteria, a rollback plan and a realistic estimate of the people it needs. Once delivery starts, our architects stay involved to review designs and keep the implementation aligned with the plan.",
        art: "migration",
        alt: "Systems moving step by step from a legacy platform to a new one",
      },
    ],
    cta: {
      title: "Design it right the first time",
      text: "Share the initiative you are planning, and we will show you how we would approach its architecture.",
      label: "Request a meeting",
      href: "/contactUs",
    },
  },
] satisfies ConsultingSubPage[];

export function getConsultingSubPage(path: string): ConsultingSubPage {
  const page = consultingSubPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`Unknown consulting page: ${path}`);
  return page;
}
