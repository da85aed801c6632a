import { ExternalLink, MapPin } from "lucide-react";
import { EmbedFacade } from "~/components/ui/embed-facade";
import type { Site } from "~/content/site";
import { osmEmbedUrl, osmPageUrl, osmSearchUrl, type GeoPoint } from "./office-locations";
import { Card } from "~/components/ui/card";
import { fillIn } from "~/content/fill-in";
import type { ContactRecord } from "~/content/schema";
import { shellTexts } from "~/content/ui";

type Address = Site["contact"]["addresses"][number];

/** "Visit Us": one card per office, its map behind a click-to-load facade. */
export function OfficeMaps({
  addresses,
  labels,
}: {
  addresses: readonly Address[];
  labels: ContactRecord["labels"];
}) {
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {addresses.map((address, index) => (
        <li key={address.label}>
          <OfficeCard address={address} variant={index % 2} labels={labels} />
        </li>
      ))}
    </ul>
  );
}

function OfficeCard({
  address,
  variant,
  labels,
}: {
  address: Address;
  variant: number;
  labels: ContactRecord["labels"];
}) {
  const location = address.map;
  return (
    <Card as="article" className="flex h-full flex-col overflow-hidden">
      {location ? (
        <MapFacade label={address.label} location={location} variant={variant} labels={labels} />
      ) : (
        <div className="aspect-[16/10]">
          <MapArt variant={variant} />
        </div>
      )}
      <div className="flex flex-1 gap-4 p-6 sm:p-7">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand">
          <MapPin aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col">
          <h3 className="text-lg font-bold">{address.label}</h3>
          <address className="mt-1 leading-7 text-muted not-italic">
            {address.lines.map((line) => (
              <span key={line} className="block">
                {line}{" "}
              </span>
            ))}
          </address>
          <a
            href={location ? osmPageUrl(location) : osmSearchUrl(address.mapQuery)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand underline-offset-4 hover:underline"
          >
            {labels.openMap}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{shellTexts.newTab}</span>
          </a>
        </div>
      </div>
    </Card>
  );
}

/** Nothing is requested from openstreetmap.org until the visitor presses the button. */
function MapFacade({
  label,
  location,
  variant,
  labels,
}: {
  label: string;
  location: GeoPoint;
  variant: number;
  labels: ContactRecord["labels"];
}) {
  return (
    <EmbedFacade
      className="aspect-[16/10]"
      src={osmEmbedUrl(location)}
      title={fillIn(labels.mapTitle, { office: label })}
      placeholder={<MapArt variant={variant} />}
      action={
        <>
          <MapPin aria-hidden="true" className="size-5 text-brand" />
          {labels.showMap}
          <span className="sr-only"> {fillIn(labels.showMapOf, { office: label })}</span>
        </>
      }
      note={labels.mapNote}
    />
  );
}

/** A drawn street plan under the facade: decorative, no request leaves the site. */
function MapArt({ variant }: { variant: number }) {
  return (
    <svg
      viewBox="0 0 400 250"
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 size-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="400" height="250" className="fill-brand-50" />
      {variant === 0 ? (
        <g transform="rotate(-29 200 125)">
          <rect x="-60" y="150" width="520" height="90" className="fill-sky/40" />
          <rect x="120" y="-80" width="70" height="120" rx="6" className="fill-mint/50" />
          {[-40, 20, 80, 140, 200, 260, 320, 380, 440].map((x) => (
            <line
              key={`v${x}`}
              x1={x}
              y1="-120"
              x2={x}
              y2="150"
              className="stroke-white"
              strokeWidth={x === 200 ? 12 : 6}
            />
          ))}
          {[-90, -50, -10, 30, 70, 110].map((y) => (
            <line
              key={`h${y}`}
              x1="-100"
              y1={y}
              x2="500"
              y2={y}
              className="stroke-white"
              strokeWidth={y === 30 ? 11 : 5}
            />
          ))}
        </g>
      ) : (
        <g>
          <path
            d="M-10 40 C 90 70 150 20 240 60 S 360 120 410 90 L 410 -10 L -10 -10 Z"
            className="fill-mint/40"
          />
          <circle cx="300" cy="190" r="48" className="fill-sky/40" />
          <path
            d="M-10 150 C 80 130 150 170 230 130 S 350 60 410 70"
            fill="none"
            className="stroke-white"
            strokeWidth="12"
          />
          <path d="M60 260 C 90 180 120 120 110 -10" fill="none" className="stroke-white" strokeWidth="7" />
          <path d="M190 260 C 200 200 240 160 230 -10" fill="none" className="stroke-white" strokeWidth="6" />
          <path d="M-10 210 C 120 200 240 230 410 200" fill="none" className="stroke-white" strokeWidth="6" />
          <path d="M330 -10 C 320 60 340 120 300 260" fill="none" className="stroke-white" strokeWidth="5" />
        </g>
      )}
      <circle cx="200" cy="118" r="26" className="fill-brand/15" />
      <path
        d="M200 136s-16-14.5-16-27a16 16 0 0 1 32 0c0 12.5-16 27-16 27z"
        className="fill-brand stroke-white"
        strokeWidth="2.5"
      />
      <circle cx="200" cy="109" r="5.5" className="fill-white" />
    </svg>
  );
}
