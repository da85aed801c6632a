import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { Icon, type IconName } from "~/components/ui/icon";
import { Card } from "~/components/ui/card";
import { FLIPPED } from "./flip-cards";

export interface Offer {
  title: string;
  description: string;
  icon: IconName;
  href: string;
  cta: string;
}

/**
 * The home services grid: each card turns over on hover, on keyboard focus (its link is on the
 * back) and on tap (`FLIPPED`, ./flip-cards.ts). Under reduced motion it turns over instantly, without the rotation.
 */
export function FlipCardGrid({ offers, flipHint }: { offers: readonly Offer[]; flipHint: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {offers.map((offer) => (
        <li key={offer.href}>
          <FlipCard offer={offer} flipHint={flipHint} />
        </li>
      ))}
    </ul>
  );
}

function FlipCard({ offer, flipHint }: { offer: Offer; flipHint: string }) {
  return (
    // Hover and focus turn it over in CSS; a tap (outside its link) through the home script.
    <div data-testid="flip-card" {...{ [FLIPPED]: "false" }} className="group h-80 [perspective:1200px]">
      <div className="relative size-full transition-transform duration-700 [transform-style:preserve-3d] group-focus-within:[transform:rotateY(180deg)] group-hover:[transform:rotateY(180deg)] group-data-[flipped=true]:[transform:rotateY(180deg)] motion-reduce:transition-none">
        <Card className="absolute inset-0 flex flex-col items-center justify-center p-7 text-center [backface-visibility:hidden]">
          <span className="inline-flex size-20 items-center justify-center rounded-3xl bg-brand-50 text-brand">
            <Icon name={offer.icon} className="size-10" />
          </span>
          <h3 className="mt-6 text-xl font-bold">{offer.title}</h3>
          <p aria-hidden="true" className="mt-3 text-sm font-semibold text-teal">
            {flipHint}
          </p>
        </Card>
        <div className="on-dark absolute inset-0 flex [transform:rotateY(180deg)] flex-col rounded-card bg-linear-to-br from-brand to-navy p-7 text-white shadow-lift [backface-visibility:hidden]">
          <h3 className="text-xl font-bold" aria-hidden="true">
            {offer.title}
          </h3>
          <p className="mt-3 flex-1 leading-7 text-blue-50">{offer.description}</p>
          <Link
            to={offer.href}
            className="inline-flex items-center gap-2 self-start rounded-full bg-white px-5 py-2.5 font-semibold text-navy hover:bg-brand-50"
          >
            {offer.cta}
            <span className="sr-only"> {offer.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </div>
  );
}
