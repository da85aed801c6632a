/** Header and footer link sets (spec §2 Header and Footer). */

export interface NavLink {
  label: string;
  href: string;
}

export const servicesMenu = [
  { label: "IT Consulting", href: "/it-consulting" },
  { label: "Staffing Solutions", href: "/staffingSolutions" },
  { label: "Project Management", href: "/projectManagement" },
  { label: "Software Services", href: "/softwareServices" },
] as const satisfies readonly NavLink[];

export const industriesMenu = [
  { label: "IT & Telecommunications", href: "/itTelecommunications" },
  { label: "Government", href: "/government" },
  { label: "Healthcare & Life Sciences", href: "/healthCareAndLifeSciences" },
  { label: "Manufacturing", href: "/manufacturing" },
  { label: "Education", href: "/education" },
  { label: "Transportation & Logistics", href: "/transportationAndLogistics" },
  { label: "Banking", href: "/banking" },
] as const satisfies readonly NavLink[];

export const footerServiceLinks = [
  { label: "Java Development", href: "/java" },
  { label: "Salesforce Services", href: "/salesforceServices" },
  { label: "AI & Automation", href: "/aiAutomation" },
  { label: "Network Engineering", href: "/networkEngineering" },
  { label: "Data Analytics", href: "/dataAnalytics" },
  { label: "Big Data", href: "/bigData" },
  { label: "Cyber Security", href: "/cyberSecurity" },
] as const satisfies readonly NavLink[];

export const footerCompanyLinks = [
  { label: "About us", href: "/company" },
  { label: "Insights", href: "/insights" },
  { label: "Careers", href: "/careers" },
  { label: "Contact us", href: "/contactUs" },
  { label: "Contact information", href: "/contactUs#contactContainer" },
  { label: "Find our offices", href: "/contactUs#mapContainer" },
] as const satisfies readonly NavLink[];
