/**
 * The seven industry pages: hero, sector description, typical challenges and the
 * "How can we help" cards, which link only to the site's service pages.
 */

import type { CallToAction, LinkCard, Page, SectionIntro, TextCard } from "./types";

export interface IndustryPage extends Page {
  /** Sector overview; paragraphs are separated by a blank line ("\n\n"). */
  description: { title: string; text: string };
  /** Exactly three typical challenges of the sector. */
  challenges: TextCard[];
  /** "How can we help": four to six cards linking to service pages. */
  help: { intro: SectionIntro; cards: LinkCard[] };
  cta: CallToAction;
}

export const industryPages = [
  {
    path: "/itTelecommunications",
    meta: {
      title: "IT & Telecommunications Consulting Services",
      description:
        "IT and telecom services for carriers and tech providers: network modernization, OSS/BSS integration, cloud platforms and specialist engineering talent.",
    },
    hero: {
      eyebrow: "Industries",
      title: "Technology services for IT and telecom providers",
      intro:
        "We help carriers, managed service providers and software companies modernize networks, integrate OSS/BSS stacks and launch reliable digital services faster.",
      art: "hero-it-telecommunications",
      alt: "Illustration of a telecom network with cell towers, fiber links and data center racks",
    },
    description: {
      title: "Networks and platforms that keep pace with demand",
      text: [
        "Telecom operators and IT providers sell reliability, and their customers notice every outage, slow rollout and billing error. Behind the scenes, many still run on a mix of legacy OSS/BSS systems, manual provisioning and hardware-bound network functions that make every change expensive.",
        "We bring network engineers, cloud architects and software developers who know these environments. We plan and execute migrations to virtualized and software-defined networks, connect order-to-cash systems through well-governed APIs, and automate the provisioning and monitoring work that slows operations teams down.",
        "Whether you need a complete program team or a few specialists to close a skills gap, we work to your release calendar and change-control process, and we hand over documentation your operations staff can run with.",
      ].join("\n\n"),
    },
    challenges: [
      {
        title: "Legacy OSS/BSS complexity",
        text: "Ordering, provisioning and billing often span systems that were never designed to work together, so new offers take months to reach the market.",
      },
      {
        title: "Modernizing live networks",
        text: "The move to SDN, NFV and cloud-native network functions has to happen while live traffic keeps flowing and service levels stay intact.",
      },
      {
        title: "Scarce specialist skills",
        text: "Network automation, 5G and cloud security engineers are hard to hire, and rollout timelines rarely wait for a full recruiting cycle.",
      },
    ],
    help: {
      intro: {
        title: "How can we help",
        text: "Engineering, integration and talent services shaped around the way telecom and IT providers build and run their networks.",
      },
      cards: [
        {
          title: "Network Engineering",
          description:
            "Design, migration and automation of routed, switched and software-defined networks, with runbooks your NOC can operate.",
          href: "/networkEngineering",
          cta: "Learn more",
          art: "network",
        },
        {
          title: "IT Infrastructure",
          description:
            "Hybrid cloud, data center consolidation and capacity planning for platforms that carry customer traffic around the clock.",
          href: "/it-infra",
          cta: "Learn more",
          art: "server",
        },
        {
          title: "Cyber Security",
          description:
            "Network segmentation, zero-trust access and continuous monitoring that protect subscriber data and core network infrastructure.",
          href: "/cyberSecurity",
          cta: "Learn more",
          art: "shield",
        },
        {
          title: "Software Development",
          description:
            "APIs, self-service portals and integration layers that connect your OSS/BSS stack and shorten time to launch for new products.",
          href: "/softwareServices",
          cta: "Learn more",
          art: "code",
        },
        {
          title: "AI & Automation",
          description:
            "Automated provisioning, ticket triage and predictive maintenance that cut manual effort across network operations.",
          href: "/aiAutomation",
          cta: "Learn more",
          art: "ai-brain",
        },
        {
          title: "Staffing Solutions",
          description:
            "Contract, permanent and offshore engineers for network, cloud and software roles, matched to your technology stack.",
          href: "/staffingSolutions",
          cta: "Learn more",
          art: "team",
        },
      ],
    },
    cta: {
      title: "Planning a network or platform modernization?",
      text: "Tell us where you are today and where you need to be. We will outline a practical path and the team to get you there.",
      label: "Talk to an expert",
      href: "/contactUs",
    },
  },
  {
    path: "/government",
    meta: {
      title: "IT Modernization Services for Government",
      description:
        "IT modernization for public agencies: accessible digital services, FedRAMP-minded cloud adoption, records modernization and secure, well-documented delivery.",
    },
    hero: {
      eyebrow: "Industries",
      title: "Modern, secure digital services for the public sector",
      intro:
        "We help agencies replace aging systems, move workloads to compliant cloud platforms and deliver accessible online services that residents can rely on.",
      art: "hero-government",
      alt: "Illustration of a government building connected to cloud services and digital forms",
    },
    description: {
      title: "Modernization that respects public accountability",
      text: [
        "Public agencies are asked to deliver more services online with budgets and teams that rarely grow at the same pace. Many core systems still run on decades-old platforms, paper-based workflows and records kept in formats that are hard to search, share or secure.",
        "We help agencies modernize in measured, auditable steps: assessing the current estate, planning FedRAMP-minded cloud adoption, digitizing records and case workflows, and building resident-facing services that meet WCAG and Section 508 accessibility expectations from the first release.",
        "Our teams are used to procurement rules, security reviews and documentation requirements. We work transparently, report progress against agreed milestones and leave your staff with the knowledge to own what we build.",
      ].join("\n\n"),
    },
    challenges: [
      {
        title: "Aging legacy systems",
        text: "Mainframe and client-server applications hold critical records, but they are costly to maintain and difficult to connect to modern services.",
      },
      {
        title: "Security and compliance obligations",
        text: "Every change must stand up to security authorizations, audit trails and strict handling rules for residents' personal information.",
      },
      {
        title: "Accessible service for everyone",
        text: "Online services have to work for every resident, on any device and with assistive technology, not only for the digitally confident.",
      },
    ],
    help: {
      intro: {
        title: "How can we help",
        text: "Practical, auditable services that help agencies modernize at a pace their budgets, oversight and security teams can support.",
      },
      cards: [
        {
          title: "IT Assessment",
          description:
            "An independent review of applications, infrastructure and security posture that gives leadership a prioritized, budget-ready roadmap.",
          href: "/it-assess",
          cta: "Learn more",
          art: "checklist",
        },
        {
          title: "IT Infrastructure",
          description:
            "Cloud adoption planned around FedRAMP-authorized services, with hybrid options for workloads that must remain on premises.",
          href: "/it-infra",
          cta: "Learn more",
          art: "cloud",
        },
        {
          title: "Cyber Security",
          description:
            "Risk assessments, identity and access management and continuous monitoring aligned with NIST-based control frameworks.",
          href: "/cyberSecurity",
          cta: "Learn more",
          art: "shield",
        },
        {
          title: "Software Development",
          description:
            "Accessible resident portals, digital forms and case management tools, with records migrated out of legacy and paper-based systems.",
          href: "/softwareServices",
          cta: "Learn more",
          art: "document",
        },
        {
          title: "Project Management",
          description:
            "Disciplined planning, risk tracking and milestone reporting that keep multi-year programs visible to sponsors and oversight bodies.",
          href: "/projectManagement",
          cta: "Learn more",
          art: "calendar",
        },
        {
          title: "Data Analytics",
          description:
            "Dashboards and reporting that turn program data into clear, defensible evidence for policy and funding decisions.",
          href: "/dataAnalytics",
          cta: "Learn more",
          art: "dashboard",
        },
      ],
    },
    cta: {
      title: "Ready to modernize a public service?",
      text: "Share your program goals and constraints. We will help you scope a phased plan that fits your procurement and security requirements.",
      label: "Start a conversation",
      href: "/contactUs",
    },
  },
  {
    path: "/healthCareAndLifeSciences",
    meta: {
      title: "Healthcare & Life Sciences IT Services",
      description:
        "HIPAA-aware data platforms, HL7 and FHIR integration, secure cloud and clinical software for providers, payers and life sciences organizations.",
    },
    hero: {
      eyebrow: "Industries",
      title: "Connected, compliant technology for better care",
      intro:
        "We build HIPAA-aware data platforms, integrate clinical systems over HL7 and FHIR, and secure the infrastructure that care teams and researchers depend on.",
      art: "hero-healthcare",
      alt: "Illustration of connected health records, medical devices and a secure data platform",
    },
    description: {
      title: "Technology that supports clinicians, patients and researchers",
      text: [
        "Healthcare and life sciences organizations hold some of the most sensitive data there is, spread across EHRs, lab systems, imaging archives, claims platforms and research databases. When those systems do not share information, clinicians lose time, patients repeat themselves and research stalls.",
        "We design integration layers built on HL7 v2 messaging and FHIR APIs, consolidate clinical and operational data into HIPAA-aware platforms with role-based access and complete audit trails, and modernize the infrastructure underneath so it is resilient, monitored and ready for cloud workloads.",
        "For life sciences teams, we support validated environments, scalable analytics for research and trial data, and the documentation discipline that regulated work requires. Throughout, we treat privacy and patient safety as design requirements, not afterthoughts.",
      ].join("\n\n"),
    },
    challenges: [
      {
        title: "Fragmented clinical data",
        text: "Patient information sits in separate EHR, lab, imaging and billing systems, so a complete, timely view of care is hard to assemble.",
      },
      {
        title: "Privacy and regulatory pressure",
        text: "HIPAA, GxP and state privacy rules demand strict access control, encryption and audit trails across every system that touches patient data.",
      },
      {
        title: "Rising cyber threats",
        text: "Ransomware and phishing campaigns target care providers directly, and every hour of downtime puts clinical operations at risk.",
      },
    ],
    help: {
      intro: {
        title: "How can we help",
        text: "Integration, data and security services for providers, payers and life sciences teams that handle protected health information every day.",
      },
      cards: [
        {
          title: "Data Analytics",
          description:
            "HIPAA-aware data platforms and dashboards for clinical quality, capacity planning and population health reporting.",
          href: "/dataAnalytics",
          cta: "Learn more",
          art: "health",
        },
        {
          title: "Software Development",
          description:
            "HL7 and FHIR interfaces, patient-facing portals and workflow tools that connect EHRs, labs and partner systems.",
          href: "/softwareServices",
          cta: "Learn more",
          art: "code",
        },
        {
          title: "Cyber Security",
          description:
            "Risk assessments, endpoint protection, identity controls and incident response planning for environments that cannot afford downtime.",
          href: "/cyberSecurity",
          cta: "Learn more",
          art: "lock",
        },
        {
          title: "Big Data",
          description:
            "Scalable pipelines and data lakes for genomics, real-world evidence and clinical trial data, with governance built in.",
          href: "/bigData",
          cta: "Learn more",
          art: "database",
        },
        {
          title: "AI & Automation",
          description:
            "Automation for prior authorization, claims intake and document processing that gives staff more time for patients.",
          href: "/aiAutomation",
          cta: "Learn more",
          art: "ai-brain",
        },
        {
          title: "IT Infrastructure",
          description:
            "Resilient hybrid infrastructure with tested backup and disaster recovery for clinical and research systems.",
          href: "/it-infra",
          cta: "Learn more",
          art: "server",
        },
      ],
    },
    cta: {
      title: "Let's talk about your health data challenges",
      text: "Whether it is an interface backlog or a compliance-driven platform upgrade, our team can help you plan the next step.",
      label: "Contact our team",
      href: "/contactUs",
    },
  },
  {
    path: "/banking",
    meta: {
      title: "IT Services for Banking & Financial Services",
      description:
        "Core-banking integration, fraud analytics, PCI DSS and SOX-aligned security controls and modern digital channels for banks, credit unions and lenders.",
    },
    hero: {
      eyebrow: "Industries",
      title: "Secure, modern technology for banks and lenders",
      intro:
        "We help banks and credit unions integrate core platforms, detect fraud with better data and build digital channels on controls that satisfy auditors.",
      art: "hero-banking",
      alt: "Illustration of a bank building with secure transactions and analytics dashboards",
    },
    description: {
      title: "Modernize banking without compromising trust",
      text: [
        "Customers expect instant payments, always-on mobile banking and relevant offers, while regulators expect airtight controls and clean audit evidence. For many institutions, the gap between those expectations sits in an aging core-banking platform and the web of point-to-point integrations around it.",
        "We help banks modernize around the core instead of gambling on it. Our teams build API and event-driven integration layers, migrate data with reconciliation at every step, and deliver fraud and risk analytics that combine transaction, device and customer signals in near real time.",
        "Security and compliance are part of the design: PCI DSS and SOX-aligned controls, segregation of duties, encryption and logging that produce the evidence your auditors ask for. We also provide the project leadership and specialist talent that keep regulated programs on schedule.",
      ].join("\n\n"),
    },
    challenges: [
      {
        title: "Core systems that resist change",
        text: "Legacy core-banking platforms make new products slow and costly to launch, and every additional integration adds operational risk.",
      },
      {
        title: "Evolving fraud patterns",
        text: "Real-time payments and digital onboarding open new fraud vectors that static rules struggle to catch without blocking good customers.",
      },
      {
        title: "Regulatory and audit scrutiny",
        text: "PCI DSS, SOX and data-protection obligations call for controls that are applied consistently, monitored continuously and easy to prove.",
      },
    ],
    help: {
      intro: {
        title: "How can we help",
        text: "Integration, analytics, security and delivery services built for the pace and the scrutiny of financial services.",
      },
      cards: [
        {
          title: "Software Development",
          description:
            "Core-banking integration, open banking APIs and secure online and mobile channels built on modern, testable architectures.",
          href: "/softwareServices",
          cta: "Learn more",
          art: "code",
        },
        {
          title: "Data Analytics",
          description:
            "Fraud analytics, credit risk models and regulatory reporting built on reconciled, well-governed data.",
          href: "/dataAnalytics",
          cta: "Learn more",
          art: "chart",
        },
        {
          title: "Cyber Security",
          description:
            "PCI DSS and SOX-aligned controls, identity and privileged-access management, and continuous threat monitoring.",
          href: "/cyberSecurity",
          cta: "Learn more",
          art: "shield",
        },
        {
          title: "Salesforce Services",
          description:
            "Salesforce for onboarding, relationship management and service, integrated with core systems and configured for regulated workflows.",
          href: "/salesforceServices",
          cta: "Learn more",
          art: "handshake",
        },
        {
          title: "Java Development",
          description:
            "Java and Spring engineering for transaction processing, payment services and migrations away from aging middleware.",
          href: "/java",
          cta: "Learn more",
          art: "java-cup",
        },
        {
          title: "Project Management",
          description:
            "Program leadership that keeps regulatory deadlines, vendor dependencies and conversion weekends firmly under control.",
          href: "/projectManagement",
          cta: "Learn more",
          art: "target",
        },
      ],
    },
    cta: {
      title: "Planning a core or digital banking initiative?",
      text: "Tell us about your roadmap and constraints. We will help you scope the integration, security and talent you need.",
      label: "Request a meeting",
      href: "/contactUs",
    },
  },
  {
    path: "/manufacturing",
    meta: {
      title: "IT Services for Manufacturing Companies",
      description:
        "Manufacturing IT services: ERP and MES integration, IoT data platforms, predictive maintenance and OT-aware security for connected plants and supply chains.",
    },
    hero: {
      eyebrow: "Industries",
      title: "Connected operations from plant floor to ERP",
      intro:
        "We connect machines, MES and ERP systems, turn production data into decisions and secure the operational technology that keeps your lines running.",
      art: "hero-manufacturing",
      alt: "Illustration of a connected factory with robotic arms, sensors and a production dashboard",
    },
    description: {
      title: "Turn production data into a competitive advantage",
      text: [
        "Manufacturers generate enormous amounts of data on the shop floor, yet much of it never leaves the machine or the spreadsheet where it was recorded. Disconnected MES, ERP, quality and maintenance systems make it hard to see true capacity, trace defects or plan with confidence.",
        "We bridge IT and operational technology. Our engineers integrate PLCs, historians and MES with ERP and supply chain systems, build IoT data pipelines and dashboards that show OEE and downtime as it happens, and apply machine learning to predict failures before they stop a line.",
        "Because connected plants widen the attack surface, we design segmented networks and OT-aware security from the start. And when you need extra hands for an ERP rollout or a plant expansion, our staffing and project management teams scale with you.",
      ].join("\n\n"),
    },
    challenges: [
      {
        title: "Siloed plant and business systems",
        text: "MES, ERP, quality and maintenance data live in separate systems, hiding the real picture of throughput, scrap and capacity.",
      },
      {
        title: "Unplanned downtime",
        text: "Reactive maintenance and limited equipment visibility turn small faults into costly line stoppages and missed delivery dates.",
      },
      {
        title: "Securing operational technology",
        text: "Connecting legacy controllers and industrial networks to IT systems introduces risks that traditional IT security tools were not built for.",
      },
    ],
    help: {
      intro: {
        title: "How can we help",
        text: "Data, automation, network and security services that link the plant floor to the business and keep production moving.",
      },
      cards: [
        {
          title: "Big Data",
          description:
            "IoT and sensor data pipelines that collect, store and process machine data at plant scale.",
          href: "/bigData",
          cta: "Learn more",
          art: "factory",
        },
        {
          title: "Data Analytics",
          description:
            "Live OEE, quality and supply chain dashboards that give planners and plant managers one version of the truth.",
          href: "/dataAnalytics",
          cta: "Learn more",
          art: "dashboard",
        },
        {
          title: "AI & Automation",
          description:
            "Predictive maintenance models, visual inspection and workflow automation that reduce downtime and manual effort.",
          href: "/aiAutomation",
          cta: "Learn more",
          art: "gears",
        },
        {
          title: "Network Engineering",
          description:
            "Segmented industrial networks and reliable plant connectivity that link OT and IT safely.",
          href: "/networkEngineering",
          cta: "Learn more",
          art: "network",
        },
        {
          title: "Cyber Security",
          description:
            "OT-aware risk assessments, network monitoring and access controls for controllers, historians and remote vendor connections.",
          href: "/cyberSecurity",
          cta: "Learn more",
          art: "shield",
        },
        {
          title: "Project Management",
          description:
            "Structured delivery for ERP rollouts, MES upgrades and new-plant IT programs, coordinated with your production schedule.",
          href: "/projectManagement",
          cta: "Learn more",
          art: "blueprint",
        },
      ],
    },
    cta: {
      title: "Ready to connect your operations?",
      text: "Tell us which lines, plants or systems you want to improve first, and we will propose a focused pilot with clear success criteria.",
      label: "Talk to an expert",
      href: "/contactUs",
    },
  },
  {
    path: "/education",
    meta: {
      title: "IT Services for Schools and Universities",
      description:
        "Technology services for schools, colleges and universities: reliable campus networks, student data integration, secure cloud and accessible learning tools.",
    },
    hero: {
      eyebrow: "Industries",
      title: "Reliable technology for modern learning",
      intro:
        "We help schools, colleges and universities run dependable campus networks, connect student systems and protect the data of learners and staff.",
      art: "hero-education",
      alt: "Illustration of a campus with students, laptops and cloud-connected learning tools",
    },
    description: {
      title: "Technology that lets educators focus on teaching",
      text: [
        "Education now runs on technology: learning management systems, video classrooms, student information systems and thousands of personal devices on the network every day. When Wi-Fi drops during an exam or enrollment data fails to reach the LMS, students and staff feel it immediately.",
        "We design and upgrade campus networks for high device density, integrate student information, learning and finance systems so data flows without manual re-entry, and move services to secure cloud platforms that scale with the academic calendar.",
        "We also help institutions put their data to work, from enrollment and retention dashboards to accessible digital services that serve every learner. Privacy obligations such as FERPA shape how we handle student records at every step.",
      ].join("\n\n"),
    },
    challenges: [
      {
        title: "Networks under peak load",
        text: "Thousands of devices, streamed lectures and online exams put campus networks under pressure exactly when reliability matters most.",
      },
      {
        title: "Disconnected student systems",
        text: "SIS, LMS, admissions and finance platforms often depend on manual exports to stay in sync, which creates errors and extra work.",
      },
      {
        title: "Protecting student data",
        text: "Schools are frequent ransomware and phishing targets, and FERPA and privacy expectations require careful control of student records.",
      },
    ],
    help: {
      intro: {
        title: "How can we help",
        text: "Network, integration, security and analytics services planned around the academic year and the people who teach and learn.",
      },
      cards: [
        {
          title: "Network Engineering",
          description:
            "High-density campus Wi-Fi, resilient wired backbones and network monitoring designed for classrooms, labs and residence halls.",
          href: "/networkEngineering",
          cta: "Learn more",
          art: "network",
        },
        {
          title: "IT Infrastructure",
          description:
            "Cloud and hybrid infrastructure for learning platforms, research computing and administrative systems that scales with the academic year.",
          href: "/it-infra",
          cta: "Learn more",
          art: "cloud",
        },
        {
          title: "Software Development",
          description:
            "Integrations between SIS, LMS and finance systems, plus accessible portals for applicants, students and families.",
          href: "/softwareServices",
          cta: "Learn more",
          art: "code",
        },
        {
          title: "Cyber Security",
          description:
            "Identity and access management, email security and awareness programs that protect students, faculty and research data.",
          href: "/cyberSecurity",
          cta: "Learn more",
          art: "lock",
        },
        {
          title: "Data Analytics",
          description:
            "Enrollment, retention and outcome dashboards that help leadership spot trends and support students earlier.",
          href: "/dataAnalytics",
          cta: "Learn more",
          art: "graduation",
        },
        {
          title: "IT Design",
          description:
            "Technology architecture and roadmaps for new campuses, digital learning initiatives and system consolidations.",
          href: "/it-design",
          cta: "Learn more",
          art: "blueprint",
        },
      ],
    },
    cta: {
      title: "Planning your next campus technology project?",
      text: "From a network refresh to a student data integration, we can help you plan and deliver it around the academic calendar.",
      label: "Contact us",
      href: "/contactUs",
    },
  },
  {
    path: "/transportationAndLogistics",
    meta: {
      title: "IT Services for Transportation & Logistics",
      description:
        "Logistics IT services: TMS and WMS integration, real-time shipment visibility, route and demand analytics, and resilient networks for fleets and warehouses.",
    },
    hero: {
      eyebrow: "Industries",
      title: "Real-time visibility across your supply chain",
      intro:
        "We integrate transportation and warehouse systems, stream telematics data into live dashboards and keep the networks behind your operations secure.",
      art: "hero-transportation",
      alt: "Illustration of trucks, shipping containers and a live logistics tracking map",
    },
    description: {
      title: "Move goods faster with connected systems",
      text: [
        "Shippers, carriers and third-party logistics providers operate on thin margins and tight delivery windows. Yet shipment data is often scattered across transportation management, warehouse management, telematics and customer portals, leaving teams to chase status updates by phone and email.",
        "We connect TMS, WMS, ERP and carrier systems through APIs and EDI, stream GPS and telematics data into real-time visibility platforms, and build analytics for route optimization, demand forecasting and on-time performance.",
        "Behind it all, we engineer resilient networks for depots, warehouses and vehicles, and secure the systems that keep freight moving. When peak season arrives, our staffing team helps you add skilled technical people quickly.",
      ].join("\n\n"),
    },
    challenges: [
      {
        title: "Limited shipment visibility",
        text: "Without a live view of vehicles, inventory and exceptions, teams react to delays instead of preventing them.",
      },
      {
        title: "Fragmented partner systems",
        text: "Carriers, warehouses and customers all use different platforms, and brittle EDI links tend to break just as volumes spike.",
      },
      {
        title: "Cost and capacity pressure",
        text: "Rising fuel, labor and capacity costs demand smarter routing, load planning and forecasting to protect margins.",
      },
    ],
    help: {
      intro: {
        title: "How can we help",
        text: "Integration, analytics, automation and network services that give you a clear, current view of every shipment.",
      },
      cards: [
        {
          title: "Data Analytics",
          description:
            "Shipment tracking, route performance and demand forecasting dashboards built on unified operational data.",
          href: "/dataAnalytics",
          cta: "Learn more",
          art: "truck",
        },
        {
          title: "Software Development",
          description:
            "TMS, WMS and ERP integrations, carrier APIs and customer tracking portals that reduce manual status checks.",
          href: "/softwareServices",
          cta: "Learn more",
          art: "code",
        },
        {
          title: "AI & Automation",
          description:
            "Route optimization, automated document capture and exception alerts that keep freight moving with less manual effort.",
          href: "/aiAutomation",
          cta: "Learn more",
          art: "ai-brain",
        },
        {
          title: "Network Engineering",
          description:
            "Reliable connectivity for warehouses, depots and mobile fleets, with monitoring that surfaces issues before they disrupt operations.",
          href: "/networkEngineering",
          cta: "Learn more",
          art: "globe",
        },
        {
          title: "Cyber Security",
          description:
            "Protection for logistics platforms, connected vehicles and partner integrations against ransomware and supply chain attacks.",
          href: "/cyberSecurity",
          cta: "Learn more",
          art: "shield",
        },
        {
          title: "Staffing Solutions",
          description:
            "Contract and permanent technologists who scale your IT team for peak season and major system rollouts.",
          href: "/staffingSolutions",
          cta: "Learn more",
          art: "team",
        },
      ],
    },
    cta: {
      title: "Want better visibility across your network?",
      text: "Tell us about your fleet, facilities and systems. We will show you where integration and analytics can make the biggest difference.",
      label: "Talk to us",
      href: "/contactUs",
    },
  },
] satisfies IndustryPage[];

/** The industry page served at `path` (e.g. "/banking"); throws for an unknown path. */
export function getIndustryPage(path: string): IndustryPage {
  const page = industryPages.find((candidate) => candidate.path === path);
  if (!page) {
    throw new Error(`Unknown industry page: ${path}`);
  }
  return page;
}
