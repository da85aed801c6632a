// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CIRCULAR_LAYOUT_ITEMS } from "~/content/constants";
import { loadSiteContent } from "~/content/load-content";
import { serviceSummaries, SoftwareServicesPage } from "./software-services";

afterEach(cleanup);

const { softwareServices, services: all } = loadSiteContent().content;
const service = serviceSummaries(all)[0]!;
/** `count` services as the route's loader gives them, each at its own address. */
const services = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ ...service, path: `/service-${index}` }));

function show(count: number) {
  render(<SoftwareServicesPage page={softwareServices} services={services(count)} />);
  return screen.getByTestId("services-orbit");
}

describe("the software services overview", () => {
  it("places as many services as there are on its circle, up to what the circle holds", () => {
    for (const count of [5, CIRCULAR_LAYOUT_ITEMS]) {
      const orbit = show(count);
      expect(orbit).toHaveClass("orbit-circle");
      expect(orbit.querySelectorAll("li")).toHaveLength(count);
      // The hub counts the services it is drawn with, and each card takes its share of the circle.
      expect(orbit).toHaveTextContent(`${count}specialist services`);
      expect(orbit.querySelector("li")).toHaveStyle({ "--n": String(count) });
      cleanup();
    }
  });

  it("keeps the grid at every width when the services are more than the circle holds", () => {
    const orbit = show(CIRCULAR_LAYOUT_ITEMS + 1);
    expect(orbit).not.toHaveClass("orbit-circle");
    expect(orbit.querySelectorAll("li")).toHaveLength(CIRCULAR_LAYOUT_ITEMS + 1);
  });
});
