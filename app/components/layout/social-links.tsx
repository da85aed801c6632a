import type { ComponentProps } from "react";
import { site as siteSettings, type Site } from "~/content/site";
import { cn } from "~/lib/cn";
import { SocialIcon } from "../ui/social-icon";
import { fillIn } from "~/content/fill-in";
import { shellTexts } from "~/content/ui";

interface SocialLinksProps extends ComponentProps<"ul"> {
  /** Classes for each round icon link (colour and hover). */
  linkClassName?: string;
  /** The settings they come from: the site's unless given (the editor's preview of the settings). */
  site?: Pick<Site, "social" | "shortName">;
}

/** The company's social profiles as labelled icon links. */
export function SocialLinks({ linkClassName, className, site = siteSettings, ...props }: SocialLinksProps) {
  return (
    <ul aria-label={shellTexts.socialList} className={cn("flex items-center gap-1", className)} {...props}>
      {site.social.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            rel="noopener"
            aria-label={fillIn(shellTexts.socialLink, { brand: site.shortName, network: link.name })}
            className={cn("inline-flex size-11 items-center justify-center rounded-full", linkClassName)}
          >
            <SocialIcon name={link.name} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
