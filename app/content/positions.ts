/**
 * The open positions of the careers page. Each record gets its own pre-rendered page at
 * `/careers/<slug>` (registered in routes.ts), a row in the positions table, a sitemap entry and
 * JobPosting structured data, for as long as it is open: a position whose `validThrough` date has
 * passed when the site is built drops out of all of them (see `openPositions`).
 *
 * To add a role, add a record here; to close one early, delete it or set `validThrough` to today.
 */

/** schema.org `employmentType` values (the ones search engines understand). */
export type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN";

/** How each employment type is written on the page. */
export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};

/**
 * Where a position is based: one of the offices in `site.contact.addresses`, as a structured
 * postal address (a unit test checks the two agree).
 */
export interface JobLocation {
  /** Shown in the positions table, e.g. "Hyderabad". */
  city: string;
  streetAddress: string;
  addressRegion: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 country code. */
  addressCountry: string;
  /** Hybrid/onsite note shown on the position page. */
  workplace: string;
}

export const offices = {
  newYork: {
    city: "New York",
    streetAddress: "450 Lexington Avenue, Suite 1200",
    addressRegion: "NY",
    postalCode: "10017",
    addressCountry: "US",
    workplace: "Hybrid: three days a week in our Midtown Manhattan office",
  },
  hyderabad: {
    city: "Hyderabad",
    streetAddress: "Plot 12, HITEC City Road, Madhapur",
    addressRegion: "Telangana",
    postalCode: "500081",
    addressCountry: "IN",
    workplace: "Hybrid: three days a week in our HITEC City office",
  },
} as const satisfies Record<string, JobLocation>;

/** A yearly pay range, published where the law asks for it (New York City does). */
export interface SalaryRange {
  /** ISO 4217 code, e.g. "USD". */
  currency: string;
  min: number;
  max: number;
  unit: "YEAR" | "MONTH" | "HOUR";
}

export interface Position {
  /** The last part of the page's URL: `/careers/<slug>`. */
  slug: string;
  title: string;
  department: string;
  /** Our requisition number; shown in the table, sent with each application. */
  jobId: string;
  location: JobLocation;
  employmentType: EmploymentType;
  /** ISO dates (YYYY-MM-DD). The position is open up to and including `validThrough`. */
  datePosted: string;
  validThrough: string;
  /** Meta description and table summary, 70 to 160 characters. */
  summary: string;
  /** The role in a few paragraphs. */
  description: string[];
  responsibilities: string[];
  requirements: string[];
  /** Nice to have; optional. */
  preferred?: string[];
  /** Published pay range; only where we publish one. */
  baseSalary?: SalaryRange;
}

export const positionRecords = [
  {
    slug: "senior-java-engineer-hyderabad",
    title: "Senior Java Engineer",
    department: "Software Development",
    jobId: "ALT-SD-0425",
    location: offices.hyderabad,
    employmentType: "FULL_TIME",
    datePosted: "2026-11-02",
    validThrough: "2027-01-31",
    summary:
      "Build and run Java 21 and Spring Boot services for banking and logistics clients, from design reviews to production support, in our Hyderabad team.",
    description: [
      "Our software development team in Hyderabad builds and maintains back-end systems for clients in banking, insurance and logistics: payment and settlement services, partner APIs and the integrations that connect them to Salesforce and SAP.",
      "As a senior engineer you own services end to end, from the design review to the on-call rotation, and you help three to five engineers grow through pairing and code review. You work with a product owner on the client's side and with our QA and DevOps engineers in the same squad.",
    ],
    responsibilities: [
      "Design, build and test REST and event-driven services in Java 21 with Spring Boot",
      "Model data in PostgreSQL and Oracle, and tune the queries that matter",
      "Integrate with Kafka, partner APIs and Salesforce through well-documented contracts",
      "Keep services observable and secure: logs, metrics, traces, dependency updates",
      "Review code, pair with less experienced engineers and share what you learn in tech talks",
      "Take part in a light on-call rotation for the services your squad owns",
    ],
    requirements: [
      "6 or more years of professional Java development, including Spring Boot in production",
      "Solid SQL and experience with at least one relational database at scale",
      "Experience with messaging (Kafka, RabbitMQ or similar) and with REST API design",
      "Automated testing habits: unit, integration and contract tests",
      "Clear written and spoken English for daily work with clients in the USA and Europe",
    ],
    preferred: [
      "Experience with AWS or Azure, Docker and Kubernetes",
      "Work in a regulated industry such as banking or insurance",
    ],
  },
  {
    slug: "salesforce-consultant-new-york",
    title: "Salesforce Consultant",
    department: "Salesforce Practice",
    jobId: "ALT-SF-0431",
    location: offices.newYork,
    employmentType: "FULL_TIME",
    datePosted: "2026-11-09",
    validThrough: "2027-02-15",
    summary:
      "Lead Sales Cloud and Service Cloud implementations for mid-size clients in New York: workshops, solution design, configuration and go-live support.",
    description: [
      "Our Salesforce practice helps mid-size companies in financial services, healthcare and manufacturing get real value from Sales Cloud and Service Cloud. Engagements run from eight weeks to a year, and most of our clients come back for the next phase.",
      "As a consultant you are the client's trusted contact: you run discovery workshops, turn what you hear into a solution design, configure the platform with our developers, and stay until the users are confident with it.",
    ],
    responsibilities: [
      "Run discovery workshops and write clear user stories and acceptance criteria",
      "Design data models, security and sharing, and automation with Flow",
      "Configure Sales Cloud and Service Cloud and coordinate custom work with our Apex developers",
      "Plan data migrations and integrations with the client's ERP and marketing tools",
      "Train administrators and end users, and support the go-live and the weeks after it",
    ],
    requirements: [
      "3 or more years of hands-on Salesforce configuration in client-facing projects",
      "Salesforce Administrator certification; a Sales Cloud or Service Cloud Consultant certification",
      "Confidence running workshops with business stakeholders and presenting to executives",
      "Strong written communication: requirements, designs and release notes",
      "Authorization to work in the United States",
    ],
    preferred: [
      "Experience with Experience Cloud, CPQ or Marketing Cloud",
      "Background in financial services or healthcare",
    ],
    baseSalary: { currency: "USD", min: 110000, max: 135000, unit: "YEAR" },
  },
  {
    slug: "network-engineer-hyderabad",
    title: "Network Engineer",
    department: "IT Infrastructure",
    jobId: "ALT-NE-0438",
    location: offices.hyderabad,
    employmentType: "FULL_TIME",
    datePosted: "2026-10-26",
    validThrough: "2027-01-15",
    summary:
      "Run and secure enterprise networks for our managed-services clients: routing, switching, firewalls and SD-WAN, in our Hyderabad network operations team.",
    description: [
      "Our network operations team runs the campus, branch and data-center networks of more than forty managed-services clients, from hospitals to logistics hubs. We plan changes carefully, automate what we repeat, and document everything.",
      "As a network engineer you handle escalated incidents, carry out planned changes in maintenance windows, and take part in network refresh and SD-WAN migration projects.",
    ],
    responsibilities: [
      "Configure and troubleshoot Cisco and Juniper routing and switching (OSPF, BGP, VLANs)",
      "Manage Palo Alto and Fortinet firewall policies and site-to-site VPNs",
      "Plan and carry out changes in maintenance windows, with rollback plans",
      "Migrate branch sites to SD-WAN and document the new designs",
      "Automate routine checks and configuration backups with Python or Ansible",
      "Resolve escalated incidents within our clients' service levels",
    ],
    requirements: [
      "4 or more years in enterprise network operations or engineering",
      "CCNP Enterprise or an equivalent certification",
      "Hands-on experience with next-generation firewalls and VPNs",
      "A methodical approach to change management and documentation",
      "Willingness to join a rotating on-call schedule (compensated)",
    ],
    preferred: ["Experience with Cisco Meraki or Fortinet SD-WAN", "Scripting in Python or Ansible playbooks"],
  },
  {
    slug: "project-manager-new-york",
    title: "IT Project Manager",
    department: "Project Management Office",
    jobId: "ALT-PM-0444",
    location: offices.newYork,
    employmentType: "FULL_TIME",
    datePosted: "2026-11-16",
    validThrough: "2027-02-28",
    summary:
      "Manage cloud migration and software delivery projects for clients in New York, leading distributed teams in the USA and India from kickoff to handover.",
    description: [
      "Our project management office runs cloud migrations, ERP and CRM rollouts and custom software projects for clients in government, healthcare and banking. Teams are split between New York and Hyderabad, so planning and communication across time zones is part of the job.",
      "As a project manager you own scope, schedule, budget and risk for two or three projects at a time, and you are the client's main contact from kickoff to handover.",
    ],
    responsibilities: [
      "Plan projects with the client and our delivery leads: scope, milestones, budget and staffing",
      "Run agile ceremonies or stage gates, depending on the client's methodology",
      "Track risks, issues and changes, and escalate early with options, not just problems",
      "Report status to client sponsors and our leadership every week",
      "Coordinate teams across New York and Hyderabad time zones",
      "Close projects cleanly: acceptance, handover to support and lessons learned",
    ],
    requirements: [
      "5 or more years managing IT projects with budgets above USD 1 million",
      "PMP, PRINCE2 or an equivalent certification; agile experience (Scrum or SAFe)",
      "Experience leading distributed teams across time zones",
      "Fluency with Jira, Confluence and MS Project or similar tools",
      "Authorization to work in the United States",
    ],
    preferred: ["Cloud migration projects on AWS or Azure", "Experience with public-sector procurement"],
    baseSalary: { currency: "USD", min: 125000, max: 150000, unit: "YEAR" },
  },
  {
    slug: "technical-recruiter-hyderabad",
    title: "Technical Recruiter",
    department: "HR",
    jobId: "ALT-HR-0412",
    location: offices.hyderabad,
    employmentType: "FULL_TIME",
    datePosted: "2026-10-19",
    validThrough: "2027-01-10",
    summary:
      "Find and hire engineers, consultants and project managers for our staffing clients in the USA and India, from sourcing to offer, in our Hyderabad office.",
    description: [
      "Our staffing team places engineers, consultants and project managers with clients in the USA and India, on contract and permanent roles. Good recruiting is the heart of that business, and the people we place are the best advertisement we have.",
      "As a technical recruiter you work closely with account managers and hiring managers, understand what each role really needs, and guide candidates honestly through the process.",
    ],
    responsibilities: [
      "Source candidates through LinkedIn, job boards, referrals and our own talent pool",
      "Screen for technical fit with structured questions prepared with our engineers",
      "Coordinate interviews across time zones and keep candidates informed at every step",
      "Negotiate offers and support onboarding for contract and permanent placements",
      "Keep our applicant tracking system accurate and respect candidates' privacy",
    ],
    requirements: [
      "2 or more years of IT recruiting, in an agency or in-house",
      "Working knowledge of software, cloud and infrastructure roles and their skills",
      "Excellent spoken and written English; Hindi or Telugu is a plus",
      "Comfort working US hours two evenings a week",
    ],
    preferred: ["Experience recruiting for US clients (H-1B, W-2 and C2C models)"],
  },
] as const satisfies readonly Position[];

/** The page of a position. */
export function positionPath(position: Pick<Position, "slug">): string {
  return `/careers/${position.slug}`;
}

/** The calendar day (UTC) of a moment, as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The positions still open on `today` (default: now, i.e. the moment the site is built): open up
 * to and including the `validThrough` day. Closed ones have no page, no table row, no sitemap
 * entry and no structured data.
 */
export function openPositions(
  positions: readonly Position[] = positionRecords,
  today: Date = new Date(),
): Position[] {
  const day = isoDay(today);
  return positions.filter((position) => position.validThrough >= day);
}

/** The position published at `path`, if it is open. */
export function getPosition(path: string, today?: Date): Position | undefined {
  return openPositions(positionRecords, today).find((position) => positionPath(position) === path);
}
