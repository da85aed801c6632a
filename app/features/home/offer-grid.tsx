import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

export interface Offer {
  title: string;
  description: string;
  icon: string;
  href: string;
  cta: string;
}

/** The four service offers of the home page. */
export function OfferGrid({ offers }: { offers: readonly Offer[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {offers.map((offer) => (
        <li
          key={offer.href}
          className="group flex flex-col rounded-card border border-line bg-white p-7 shadow-card transition-shadow hover:shadow-lift"
        >
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand">
            <Icon name={offer.icon} className="size-7" />
          </span>
          <h3 className="mt-6 text-xl font-bold">{offer.title}</h3>
          <p className="mt-3 flex-1 leading-7 text-muted">{offer.description}</p>
          <Link to={offer.href} className="mt-6 inline-flex items-center gap-2 font-semibold text-brand hover:text-navy">
            {offer.cta}
            <span className="sr-only"> {offer.title}</span>
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
