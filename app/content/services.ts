/**
 * The seven software service pages (/salesforceServices ... /java), in menu order.
 * Shared by the service page template, the /softwareServices overview, the footer and the
 * industry pages' "How can we help" cards.
 */
import type { ArtName, CallToAction, LinkCard, Page, SectionIntro, Step } from "./types";

export interface ServicePage extends Page {
  /** Short name for menus and overview grids, e.g. "Cyber Security". */
  name: string;
  /** One sentence for overview grids. */
  summary: string;
  /** Spot motif shown next to the name in overview grids. */
  icon: ArtName;
  whatWeDo: { intro: SectionIntro; cards: LinkCard[] };
  /** Five-step working strategy; absent on pages where it is not shown. */
  strategy?: { intro: SectionIntro; steps: Step[] };
  /** Why-hire image and text; blank lines in `text` become paragraph breaks. */
  whyHire: { title: string; text: string; art: ArtName; alt: string };
  cta: CallToAction;
}

const strategyTitle = "Our working strategy";

/** The card action most service cards share: talk to us about this. */
const talkToUs = { href: "/contactUs", cta: "Talk to us" } as const;

export const servicePages = [
  {
    path: "/salesforceServices",
    name: "Salesforce",
    summary:
      "Salesforce implementation, CPQ, Flow automation and Copado-based DevOps for orgs of every size.",
    icon: "cloud",
    meta: {
      title: "Salesforce Consulting and Implementation Services",
      description:
        "Sales and Service Cloud implementation, CPQ, Flow automation, data migration, org health checks and Copado-based DevOps from Salesforce specialists.",
    },
    hero: {
      eyebrow: "Software services",
      title: "Salesforce that fits how your teams sell and serve",
      intro:
        "We implement, extend and look after Salesforce orgs, from the first rollout to the automation, integrations and release pipelines that keep them healthy.",
      art: "hero-salesforce",
      alt: "Illustration of a CRM dashboard in the cloud connected to sales and service teams",
    },
    whatWeDo: {
      intro: {
        title: "What we do",
        text: "Salesforce work across the whole life of an org, whether you are starting fresh or untangling years of customization.",
      },
      cards: [
        {
          title: "Sales and Service Cloud implementation",
          description:
            "Lead-to-cash and case management processes configured around your teams, with a clean data model, page layouts and role-based security.",
          ...talkToUs,
          art: "cloud",
        },
        {
          title: "CPQ and quote-to-cash",
          description:
            "Product catalogs, pricing rules, discount approvals and quote templates that let reps produce accurate quotes without spreadsheet workarounds.",
          ...talkToUs,
          art: "wallet",
        },
        {
          title: "Flow automation",
          description:
            "Record-triggered and screen flows that remove manual steps, plus migration of legacy Workflow Rules and Process Builder automation to Flow.",
          ...talkToUs,
          art: "gears",
        },
        {
          title: "Copado-based DevOps",
          description:
            "Version-controlled metadata, automated tests and promotion pipelines in Copado, so releases move from sandbox to production predictably.",
          ...talkToUs,
          art: "pipeline",
        },
        {
          title: "Org health checks",
          description:
            "A review of security settings, technical debt, governor limit risks and unused customizations, with a prioritized clean-up plan.",
          ...talkToUs,
          art: "checklist",
        },
        {
          title: "Data migration and integration",
          description:
            "Migration from legacy CRMs and spreadsheets with deduplication and validation, and API integrations with ERP, marketing and support tools.",
          ...talkToUs,
          art: "migration",
        },
      ],
    },
    strategy: {
      intro: {
        title: strategyTitle,
        text: "How a Salesforce engagement runs with us, from the first workshop to ongoing improvement.",
      },
      steps: [
        {
          title: "Discover",
          description:
            "Workshops with sales, service and operations teams to map processes, pain points, data sources and reporting needs.",
        },
        {
          title: "Design",
          description:
            "A solution design covering data model, automation, security and integrations, and what to configure versus build in code.",
        },
        {
          title: "Build and configure",
          description:
            "Iterative delivery in sandboxes with regular demos, so users shape the result before it reaches production.",
        },
        {
          title: "Test and deploy",
          description:
            "Automated and user acceptance testing, rehearsed data migration and a controlled release through the pipeline.",
        },
        {
          title: "Adopt and improve",
          description:
            "Training, hypercare and a backlog of improvements driven by adoption data and user feedback.",
        },
      ],
    },
    whyHire: {
      title: "Why hire our Salesforce team",
      text:
        "Salesforce is easy to start and hard to keep clean. Our consultants, developers and administrators have seen orgs grow from a handful of users to complex multi-cloud setups, and they design with that growth in mind: declarative first, code where it earns its place, and documentation your admins can follow.\n\n" +
        "We also treat Salesforce as a software platform, with source control, automated tests and repeatable deployments through Copado. That means fewer failed releases, fewer surprises after each seasonal release and an org that stays maintainable long after go-live.",
      art: "team",
      alt: "A team of Salesforce specialists working together",
    },
    cta: {
      title: "Get more from Salesforce",
      text: "Planning a first implementation or fixing an org that has grown unwieldy? Let us talk it through.",
      label: "Request a meeting",
      href: "/contactUs",
    },
  },
  {
    path: "/cyberSecurity",
    name: "Cyber Security",
    summary:
      "Security assessments, cloud and identity hardening, and detection and response that reduce real risk.",
    icon: "shield",
    meta: {
      title: "Cyber Security Services and Consulting",
      description:
        "Vulnerability assessments, penetration testing, cloud security, identity and access management, and incident response that reduce real business risk.",
    },
    hero: {
      eyebrow: "Software services",
      title: "Security that reduces real risk, not just audit findings",
      intro:
        "We find the weaknesses attackers would use, fix them in order of risk and help your team detect and respond when something gets through.",
      art: "hero-cyber-security",
      alt: "Illustration of a shield protecting connected servers, devices and cloud services",
    },
    whatWeDo: {
      intro: {
        title: "What we do",
        text: "Practical security services for organizations that need stronger protection without slowing the business down.",
      },
      cards: [
        {
          title: "Security assessments",
          description:
            "Reviews of your controls against NIST CSF, ISO/IEC 27001 or the CIS Controls, with gaps ranked by risk and a practical remediation plan.",
          href: "/it-assess",
          cta: "See assessments",
          art: "search",
        },
        {
          title: "Vulnerability management and penetration testing",
          description:
            "Continuous scanning plus manual testing of networks, web applications and APIs, reported with proof of exploitability and clear fixes.",
          ...talkToUs,
          art: "target",
        },
        {
          title: "Cloud security",
          description:
            "Hardening of AWS, Azure and Google Cloud accounts: identity policies, network exposure, encryption, logging and posture monitoring.",
          ...talkToUs,
          art: "cloud",
        },
        {
          title: "Identity and access management",
          description:
            "Single sign-on, multi-factor authentication, least-privilege roles and privileged access controls across cloud and on-premises systems.",
          ...talkToUs,
          art: "lock",
        },
        {
          title: "Detection and incident response",
          description:
            "SIEM and EDR tuning, alert triage playbooks and incident response plans, tested in tabletop exercises before you need them.",
          ...talkToUs,
          art: "shield",
        },
        {
          title: "Secure development",
          description:
            "Threat modeling, code review and SAST, DAST and dependency scanning built into CI/CD pipelines, so flaws are caught before release.",
          ...talkToUs,
          art: "code",
        },
      ],
    },
    strategy: {
      intro: {
        title: strategyTitle,
        text: "A risk-driven cycle that starts with what matters most to your business and keeps improving after the first fixes.",
      },
      steps: [
        {
          title: "Identify",
          description:
            "An inventory of assets, data and access paths, and agreement on which business processes must be protected first.",
        },
        {
          title: "Assess",
          description:
            "Testing and control reviews that uncover the vulnerabilities and gaps exposing those assets.",
        },
        {
          title: "Prioritize",
          description:
            "Findings ranked by likelihood and impact, turned into a remediation plan with owners and dates.",
        },
        {
          title: "Remediate",
          description:
            "Our engineers work alongside yours to fix configurations, close access gaps and deploy missing controls.",
        },
        {
          title: "Monitor and improve",
          description:
            "Ongoing detection, periodic retesting and reporting that shows whether your risk is actually going down.",
        },
      ],
    },
    whyHire: {
      title: "Why hire our security specialists",
      text:
        "Security advice is only useful if it can be implemented. Our specialists have built and run the kinds of systems they now secure, so their recommendations come with working configurations, realistic timelines and an understanding of what your operations team can support.\n\n" +
        "We report in plain language for leadership and in technical detail for engineers, and we separate real exposure from theoretical findings. You spend effort where an attacker would actually get in, and you can show auditors and customers what has improved.",
      art: "lock",
      alt: "A padlock securing connected systems",
    },
    cta: {
      title: "Find out where you are exposed",
      text: "Tell us what you need to protect and which requirements you face. We will propose where to start.",
      label: "Request a meeting",
      href: "/contactUs",
    },
  },
  {
    path: "/aiAutomation",
    name: "AI and Automation",
    summary:
      "Generative AI assistants, document processing and workflow automation that take repetitive work off your teams.",
    icon: "ai-brain",
    meta: {
      title: "AI and Automation Services for Business",
      description:
        "Generative AI assistants, retrieval-augmented search, document processing, RPA and workflow automation, built securely on your data and existing systems.",
    },
    hero: {
      eyebrow: "Software services",
      title: "Put AI and automation to work on real business processes",
      intro:
        "We find the tasks that consume your teams' time and automate them with AI models, workflow tools and integrations that are secure and measurable.",
      art: "hero-ai-automation",
      alt: "Illustration of an AI model connected to automated business workflows",
    },
    whatWeDo: {
      intro: {
        title: "What we do",
        text: "From a first use case to production systems, with the guardrails that enterprise data requires.",
      },
      cards: [
        {
          title: "AI use-case discovery",
          description:
            "Workshops and process analysis to find where AI pays off, ranked by value, feasibility and data readiness before any build starts.",
          ...talkToUs,
          art: "lightbulb",
        },
        {
          title: "Generative AI assistants",
          description:
            "Chat and search assistants grounded in your own documents through retrieval-augmented generation, with access controls and source citations.",
          ...talkToUs,
          art: "ai-brain",
        },
        {
          title: "Intelligent document processing",
          description:
            "Extraction and classification of invoices, contracts, forms and emails, with human review for low-confidence results.",
          ...talkToUs,
          art: "document",
        },
        {
          title: "Workflow and process automation",
          description:
            "RPA and low-code workflows with tools such as Power Automate and UiPath that connect systems and remove repetitive data entry.",
          ...talkToUs,
          art: "gears",
        },
        {
          title: "Machine learning models",
          description:
            "Forecasting, classification and anomaly detection models trained on your data and deployed with monitoring for drift and accuracy.",
          href: "/dataAnalytics",
          cta: "Explore data analytics",
          art: "chart",
        },
        {
          title: "AI in Salesforce",
          description:
            "Einstein and Agentforce capabilities configured for lead scoring, case summaries and service agents that work inside your CRM.",
          href: "/salesforceServices",
          cta: "Explore Salesforce",
          art: "cloud",
        },
      ],
    },
    strategy: {
      intro: {
        title: strategyTitle,
        text: "We prove value on your own data first, then build for production and keep improving what is live.",
      },
      steps: [
        {
          title: "Assess the process",
          description:
            "We map the workflow as it runs today, measure volumes and effort, and confirm the data it depends on.",
        },
        {
          title: "Prove the value",
          description:
            "A focused proof of concept on real data shows accuracy, running cost and time saved before any larger investment.",
        },
        {
          title: "Build for production",
          description:
            "Integrations, access controls, logging and a fallback to human handling are built around the model or bot.",
        },
        {
          title: "Roll out",
          description:
            "A phased release with user training, clear escalation paths and success measures agreed in advance.",
        },
        {
          title: "Monitor and refine",
          description:
            "We track accuracy, usage and exceptions, adjust prompts or retrain models, and extend automation to the next process.",
        },
      ],
    },
    whyHire: {
      title: "Why hire our AI and automation team",
      text:
        "Many AI projects stall between a promising demo and a dependable system. We close that gap with engineering discipline: evaluation on your own data, cost controls for model usage and integrations that respect your existing security and compliance requirements.\n\n" +
        "We are pragmatic about tools. Sometimes the answer is a large language model, sometimes a classic machine learning model, and sometimes a well-designed workflow with no AI at all. You get the option that solves the problem at a cost you can sustain.",
      art: "rocket",
      alt: "A rocket launching to represent automation taking off",
    },
    cta: {
      title: "Find your first automation win",
      text: "Bring us a process that takes too much manual effort, and we will assess whether AI or automation can take it over.",
      label: "Request a meeting",
      href: "/contactUs",
    },
  },
  {
    path: "/networkEngineering",
    name: "Network Engineering",
    summary:
      "Design, deployment and support of secure LAN, WAN, SD-WAN, wireless and cloud networks.",
    icon: "network",
    meta: {
      title: "Network Engineering and Design Services",
      description:
        "Enterprise network design, SD-WAN, wireless, firewalls and cloud networking, plus monitoring and support that keep your network fast, secure and documented.",
    },
    hero: {
      eyebrow: "Software services",
      title: "Networks that are fast, secure and well documented",
      intro:
        "Our network engineers design, deploy and support the LAN, WAN, wireless and cloud connectivity your users and applications depend on every day.",
      art: "hero-network-engineering",
      alt: "Illustration of routers, switches and wireless access points linking offices and the cloud",
    },
    whatWeDo: {
      intro: {
        title: "What we do",
        text: "Multi-vendor network engineering across campuses, branches, data centers and the cloud.",
      },
      cards: [
        {
          title: "Network design and architecture",
          description:
            "Topology, addressing, routing and segmentation designed for performance, resilience and growth, and documented before anything is installed.",
          href: "/it-design",
          cta: "Explore IT design",
          art: "blueprint",
        },
        {
          title: "SD-WAN and branch connectivity",
          description:
            "Migration from MPLS to SD-WAN with application-aware routing, central policy management and dependable links for every location.",
          ...talkToUs,
          art: "globe",
        },
        {
          title: "Wireless networks",
          description:
            "Site surveys, access point placement and secure Wi-Fi configuration for offices, warehouses, campuses and healthcare facilities.",
          ...talkToUs,
          art: "telecom",
        },
        {
          title: "Network security",
          description:
            "Next-generation firewalls, segmentation, zero trust network access and secure VPNs, configured to policy and reviewed regularly.",
          href: "/cyberSecurity",
          cta: "Explore cyber security",
          art: "shield",
        },
        {
          title: "Cloud networking",
          description:
            "VPCs and virtual networks, transit gateways, private connectivity and DNS designed to link data centers and cloud platforms securely.",
          ...talkToUs,
          art: "cloud",
        },
        {
          title: "Monitoring and support",
          description:
            "Proactive monitoring, configuration backups, firmware updates and troubleshooting, with escalation to senior engineers when needed.",
          href: "/it-infra",
          cta: "Explore infrastructure",
          art: "support",
        },
      ],
    },
    strategy: {
      intro: {
        title: strategyTitle,
        text: "Network changes are planned, tested and reversible, so the business keeps running while the network improves.",
      },
      steps: [
        {
          title: "Survey",
          description:
            "We document the current network, traffic patterns and pain points, on site and from device configurations.",
        },
        {
          title: "Design",
          description:
            "A target design with hardware and licensing choices, addressing, security zones and a bill of materials.",
        },
        {
          title: "Stage and test",
          description:
            "Configurations are built and validated in a lab or staging environment before they touch production.",
        },
        {
          title: "Deploy",
          description:
            "Cutovers take place in planned maintenance windows, with rollback steps prepared and engineers on hand.",
        },
        {
          title: "Hand over and support",
          description:
            "Updated diagrams, configuration baselines and runbooks for your team, plus ongoing support if you want it.",
        },
      ],
    },
    whyHire: {
      title: "Why hire our network engineers",
      text:
        "Network problems show up as slow applications, dropped calls and frustrated users long before anyone looks at a switch. Our engineers troubleshoot from the application down to the packet, and they work across the major enterprise platforms, including Cisco, Juniper, Fortinet, Palo Alto Networks and Aruba.\n\n" +
        "We leave every network better documented than we found it. Configurations are standardized and backed up, diagrams are current and changes follow a tested process, so your team can support the network with confidence after we step back.",
      art: "server",
      alt: "Network equipment in a server rack",
    },
    cta: {
      title: "Plan your network upgrade",
      text: "Tell us about your sites, users and connectivity problems, and we will suggest a practical next step.",
      label: "Request a meeting",
      href: "/contactUs",
    },
  },
  {
    path: "/dataAnalytics",
    name: "Data Analytics",
    summary:
      "Data warehouses, pipelines and BI dashboards that give every team the same trusted numbers.",
    icon: "chart",
    meta: {
      title: "Data Analytics and Business Intelligence Services",
      description:
        "Data warehousing, ELT pipelines, Power BI and Tableau dashboards, and advanced analytics that give your teams trusted numbers and faster decisions.",
    },
    hero: {
      eyebrow: "Software services",
      title: "Trusted numbers in front of the people who decide",
      intro:
        "We connect your data sources, model them into one reliable view and deliver dashboards and analysis your teams use every day.",
      art: "hero-data-analytics",
      alt: "Illustration of dashboards with charts fed by several data sources",
    },
    whatWeDo: {
      intro: {
        title: "What we do",
        text: "Analytics from raw data to decisions, built on modern cloud data platforms.",
      },
      cards: [
        {
          title: "Data strategy and governance",
          description:
            "Data ownership, metric definitions, quality rules and access policies agreed up front, so every report uses the same numbers.",
          ...talkToUs,
          art: "target",
        },
        {
          title: "Data warehouse and lakehouse",
          description:
            "Cloud data platforms on Snowflake, BigQuery, Azure Synapse or Databricks, modeled for fast queries and easy extension.",
          ...talkToUs,
          art: "database",
        },
        {
          title: "Data pipelines",
          description:
            "ELT pipelines with tools such as Fivetran, dbt and Airflow that load, test and document data from every source system.",
          ...talkToUs,
          art: "pipeline",
        },
        {
          title: "BI dashboards and reporting",
          description:
            "Power BI, Tableau and Looker dashboards designed around decisions, with drill-downs, row-level security and self-service.",
          ...talkToUs,
          art: "dashboard",
        },
        {
          title: "Advanced analytics",
          description:
            "Forecasting, customer segmentation, churn prediction and what-if analysis built in Python and checked against real outcomes.",
          ...talkToUs,
          art: "chart",
        },
        {
          title: "Big data engineering",
          description:
            "When volumes outgrow a traditional warehouse, we build distributed processing on Apache Spark and streaming platforms.",
          href: "/bigData",
          cta: "Explore big data",
          art: "server",
        },
      ],
    },
    strategy: {
      intro: {
        title: strategyTitle,
        text: "We start from the decisions you need to make and work back to the data, so every deliverable has a user.",
      },
      steps: [
        {
          title: "Define the questions",
          description:
            "We start from the decisions your teams make and the metrics that support them, not from whatever data happens to exist.",
        },
        {
          title: "Audit the data",
          description:
            "Sources, quality, gaps and ownership are assessed, and the definitions of key metrics are agreed.",
        },
        {
          title: "Build the foundation",
          description:
            "Pipelines and a tested data model bring every source together into one reliable, documented layer.",
        },
        {
          title: "Deliver insights",
          description:
            "Dashboards and analyses are released in iterations and refined with the people who use them.",
        },
        {
          title: "Scale and govern",
          description:
            "Monitoring, data quality alerts, access controls and training keep the platform trusted as usage grows.",
        },
      ],
    },
    whyHire: {
      title: "Why hire our data analytics team",
      text:
        "Dashboards are the visible part of analytics; their value depends on what sits underneath. We put the effort into data models, automated tests and clear metric definitions, so finance, sales and operations stop arguing about whose numbers are right.\n\n" +
        "Our team combines data engineers, analysts and BI developers, so one partner covers everything from the pipeline to the final chart. We build with maintainable, well-documented tools and train your staff to extend the platform themselves.",
      art: "growth",
      alt: "A rising chart representing business growth",
    },
    cta: {
      title: "Make your data work harder",
      text: "Tell us which decisions need better data, and we will outline how to get there from the systems you have today.",
      label: "Request a meeting",
      href: "/contactUs",
    },
  },
  {
    path: "/bigData",
    name: "Big Data",
    summary:
      "Scalable data lakes, Spark processing and Kafka streaming for high-volume batch and real-time data.",
    icon: "database",
    meta: {
      title: "Big Data Engineering and Platform Services",
      description:
        "Design and build of scalable data lakes, Spark processing and Kafka streaming platforms that handle high-volume data reliably and at a controlled cost.",
    },
    hero: {
      eyebrow: "Software services",
      title: "Data platforms built for volume, speed and cost control",
      intro:
        "We design and build distributed data platforms that process large, fast-moving data reliably, in batch, in real time or both.",
      art: "hero-big-data",
      alt: "Illustration of large data streams flowing into a distributed processing cluster",
    },
    whatWeDo: {
      intro: {
        title: "What we do",
        text: "Engineering for data that no longer fits on a single server or in a nightly batch job.",
      },
      cards: [
        {
          title: "Data lake and lakehouse architecture",
          description:
            "Storage on Amazon S3, Azure Data Lake or Google Cloud Storage with open table formats such as Delta Lake and Apache Iceberg.",
          ...talkToUs,
          art: "database",
        },
        {
          title: "Distributed processing with Spark",
          description:
            "Apache Spark jobs on Databricks, Amazon EMR or Dataproc, written and tuned for throughput, reliability and cluster cost.",
          ...talkToUs,
          art: "chip",
        },
        {
          title: "Real-time streaming",
          description:
            "Event streaming with Apache Kafka and Flink for fraud detection, IoT telemetry, clickstream analysis and operational dashboards.",
          ...talkToUs,
          art: "pipeline",
        },
        {
          title: "Hadoop modernization",
          description:
            "Migration of on-premises Hadoop, Hive and HBase workloads to cloud-native platforms, with data validation at every step.",
          ...talkToUs,
          art: "migration",
        },
        {
          title: "Data platform operations",
          description:
            "Orchestration, monitoring, data quality checks and cost governance that keep pipelines running and cloud bills predictable.",
          ...talkToUs,
          art: "gears",
        },
        {
          title: "Analytics on big data",
          description:
            "Curated data sets, SQL access and BI integration so analysts and data scientists can work directly on large volumes.",
          href: "/dataAnalytics",
          cta: "Explore data analytics",
          art: "chart",
        },
      ],
    },
    whyHire: {
      title: "Why hire our big data engineers",
      text:
        "Big data platforms fail in expensive ways: runaway cluster costs, pipelines that break silently and data nobody trusts. Our engineers design against those risks from the start, with partitioning, schema management, idempotent jobs and cost monitoring built in.\n\n" +
        "We choose managed services where they reduce operational load and open formats where they protect you from lock-in. Your platform stays portable, and your team inherits code and documentation they can run without us.",
      art: "server",
      alt: "Servers in a distributed data cluster",
    },
    cta: {
      title: "Scale your data platform",
      text: "Tell us about your data volumes, latency needs and current pain points. We will propose an architecture and a first step.",
      label: "Request a meeting",
      href: "/contactUs",
    },
  },
  {
    path: "/java",
    name: "Java Development",
    summary:
      "Spring Boot microservices, JVM performance tuning and modernization of legacy Java applications.",
    icon: "java-cup",
    meta: {
      title: "Java Development and Modernization Services",
      description:
        "Spring Boot microservices, REST APIs, JVM performance tuning and legacy modernization to Java 21, built and maintained by experienced Java engineers.",
    },
    hero: {
      eyebrow: "Software services",
      title: "Enterprise Java, built to last and to scale",
      intro:
        "Our Java engineers build new services with Spring Boot, tune the applications you already run and move legacy systems to modern Java and the cloud.",
      art: "hero-java",
      alt: "Illustration of Java code and microservices deployed to the cloud",
    },
    whatWeDo: {
      intro: {
        title: "What we do",
        text: "Java development from new services to the systems your business has relied on for years.",
      },
      cards: [
        {
          title: "Spring Boot microservices",
          description:
            "Services built with Spring Boot and Spring Cloud around clear domain boundaries, with tests, observability and resilience built in.",
          ...talkToUs,
          art: "code",
        },
        {
          title: "APIs and integration",
          description:
            "REST and GraphQL APIs, Kafka messaging and integrations with ERP, CRM and payment systems, documented with OpenAPI.",
          ...talkToUs,
          art: "network",
        },
        {
          title: "Legacy modernization to Java 21",
          description:
            "Upgrades from Java 8 and 11, moves from Java EE to Jakarta EE and Spring Boot 3, and step-by-step decomposition of monoliths.",
          ...talkToUs,
          art: "migration",
        },
        {
          title: "JVM performance tuning",
          description:
            "Profiling, garbage collector tuning, memory leak analysis and query optimization for applications that slow down or fail under load.",
          ...talkToUs,
          art: "gears",
        },
        {
          title: "Cloud-native Java",
          description:
            "Containerized Java services on Kubernetes with CI/CD pipelines, and GraalVM native images where startup time and footprint matter.",
          ...talkToUs,
          art: "cloud",
        },
        {
          title: "Application support and maintenance",
          description:
            "Bug fixing, dependency and security updates, and small enhancements under a predictable, ongoing support arrangement.",
          ...talkToUs,
          art: "support",
        },
      ],
    },
    strategy: {
      intro: {
        title: strategyTitle,
        text: "A delivery cycle built around code quality, automation and applications that stay maintainable for years.",
      },
      steps: [
        {
          title: "Analyze",
          description:
            "We review the requirements or the existing codebase, its dependencies, test coverage and runtime behavior.",
        },
        {
          title: "Architect",
          description:
            "Service boundaries, data ownership, frameworks and deployment targets are chosen and documented.",
        },
        {
          title: "Develop",
          description:
            "Short iterations with code review, automated tests and continuous integration from the first commit.",
        },
        {
          title: "Deploy",
          description:
            "Containerized releases through CI/CD pipelines, with logging, metrics and tracing in place from day one.",
        },
        {
          title: "Maintain and evolve",
          description:
            "Performance monitoring, dependency updates and planned upgrades keep the application current and secure.",
        },
      ],
    },
    whyHire: {
      title: "Why hire our Java developers",
      text:
        "Java runs the core systems of many banks, insurers, retailers and public agencies, and much of that code is older than the teams maintaining it. Our developers are at home on both sides: building modern Spring Boot services and working carefully inside large legacy codebases without breaking what depends on them.\n\n" +
        "We write code for the people who will maintain it after us: readable, tested and consistent with your standards. Upgrades to current long-term-support releases such as Java 21 are planned and tested, so you gain the performance and security improvements without surprises in production.",
      art: "code",
      alt: "Source code on a developer's screen",
    },
    cta: {
      title: "Talk to our Java team",
      text: "Whether you need a new service, a faster application or a way off an aging stack, we can help you plan it.",
      label: "Request a meeting",
      href: "/contactUs",
    },
  },
] satisfies ServicePage[];

/** The service page served at `path` (with or without the leading slash); throws if there is none. */
export function getServicePage(path: string): ServicePage {
  const normalized = path.startsWith("/") ? path : `/${path}`;
  const page = servicePages.find((candidate) => candidate.path === normalized);
  if (!page) {
    throw new Error(`Unknown service page: ${path}`);
  }
  return page;
}
