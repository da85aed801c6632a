import { Mail, MapPin, Phone, Share2 } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { SocialLinks } from "~/components/layout/social-links";
import type { ContactRecord } from "~/content/schema";
import type { Site } from "~/content/site";
import { REVEAL } from "./reveal";

/**
 * The info strip of the contact page (spec §2): email, phone, addresses and social links, from the
 * site's settings (`site`: the build's, or the editor's preview of the settings being edited) and
 * the contact page's labels (`texts`). It appears once scrolled into view: its script
 * (./reveal.ts) sets `data-reveal` to "waiting" when it is below the first screen at load, then
 * "revealed" as it comes into view; CSS does the rest. As rendered ("static"), with reduced motion
 * or without script, it is simply there.
 */
export function ContactInfoStrip({ site, texts }: { site: Site; texts: ContactRecord["labels"] }) {
  const cards: { title: string; icon: ReactNode; body: ReactNode }[] = [
    {
      title: texts.email,
      icon: <Mail aria-hidden="true" className="size-6" />,
      body: (
        <>
          <InfoLink href={`mailto:${site.contact.emails.general}`} label={texts.generalEnquiries}>
            {site.contact.emails.general}
          </InfoLink>
          <InfoLink href={`mailto:${site.contact.emails.careers}`} label={texts.careers}>
            {site.contact.emails.careers}
          </InfoLink>
        </>
      ),
    },
    {
      title: texts.phone,
      icon: <Phone aria-hidden="true" className="size-6" />,
      body: (
        <InfoLink href={site.contact.tel} label={texts.callUs}>
          {site.contact.phone}
        </InfoLink>
      ),
    },
    {
      title: texts.offices,
      icon: <MapPin aria-hidden="true" className="size-6" />,
      body: site.contact.addresses.map((address) => (
        <p key={address.label} className="text-slate-200">
          <span className="block text-sm font-semibold text-mint">{address.label}</span>{" "}
          {address.lines.slice(0, 2).join(", ")}
        </p>
      )),
    },
    {
      title: texts.followUs,
      icon: <Share2 aria-hidden="true" className="size-6" />,
      body: <SocialLinks site={site} className="-ml-3" linkClassName="text-white hover:bg-white/10" />,
    },
  ];

  return (
    <ul {...{ [REVEAL]: "static" }} className="group/reveal grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card, index) => (
        <li
          key={card.title}
          // Staggered: each card starts 120 ms after the one before.
          style={{ "--i": index } as CSSProperties}
          className="flex flex-col gap-4 rounded-card border border-white/10 bg-white/5 p-6 backdrop-blur-sm group-data-[reveal=revealed]/reveal:animate-slide-in group-data-[reveal=revealed]/reveal:[animation-delay:calc(var(--i)*120ms)] group-data-[reveal=waiting]/reveal:opacity-0"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-bright/15 text-mint">
            {card.icon}
          </span>
          <h3 className="text-lg font-bold text-white">{card.title}</h3>
          <div className="flex flex-col gap-3">{card.body}</div>
        </li>
      ))}
    </ul>
  );
}

function InfoLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <p>
      <span className="block text-sm font-semibold text-mint">{label}</span>{" "}
      <a
        href={href}
        className="font-semibold break-all text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
      >
        {children}
      </a>
    </p>
  );
}
