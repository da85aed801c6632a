// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import embedLoader, { EMBED_FACADE, EMBED_LOAD } from "./embed-loader";

describe("the click-to-load frame", () => {
  it("makes the frame from the facade's data on the press, and focuses it", () => {
    embedLoader();
    document.body.innerHTML = `<div ${EMBED_FACADE} data-src="https://maps.example/embed?q=1" data-title="Our office"
      data-class="absolute inset-0"><img alt=""><button ${EMBED_LOAD}>Show the map</button></div>`;
    document.querySelector<HTMLButtonElement>(`[${EMBED_LOAD}]`)!.click();
    const frame = document.querySelector("iframe")!;
    expect(frame.src).toBe("https://maps.example/embed?q=1");
    expect(frame.title).toBe("Our office");
    expect(frame.className).toBe("absolute inset-0");
    expect(frame.referrerPolicy).toBe("strict-origin-when-cross-origin");
    expect(document.querySelector(`[${EMBED_FACADE}]`)!.children).toHaveLength(1);
    expect(document.activeElement).toBe(frame);
  });
});
