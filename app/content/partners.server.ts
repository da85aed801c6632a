/**
 * The partners for the pages, at build time: content/pages/home.yml's list with each uploaded logo
 * looked up among the build's responsive images (loaders only: the media manifest stays on the server).
 */
import { responsiveImage } from "~/content/pictures.server";
import { home } from "./home";
import type { Partner } from "./partners";

export function partnerList(): Partner[] {
  return home.partners.map(({ name, logo, photo }) => ({
    name,
    ...(logo && { logo }),
    ...(photo && { picture: responsiveImage(photo) }),
  }));
}
