// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Island, storedInTab } from "./island";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const props = { name: "Ada" };

describe("Island", () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it("rendered in the browser (no pre-rendered HTML to keep) loads its code at once", async () => {
    const load = vi.fn(async () => Greeting);
    render(<Island server={undefined} load={load} props={props} when="use" />);
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.querySelector("[data-island]")?.getAttribute("data-island")).toBe("ready");
  });

  it("storedInTab is true only for keys this tab stored", () => {
    const stored = storedInTab("altura:draft:contact", "altura:contact:selected");
    expect(stored()).toBe(false);
    sessionStorage.setItem("altura:draft:write", "{}");
    expect(stored()).toBe(false);
    sessionStorage.setItem("altura:contact:selected", "write");
    expect(stored()).toBe(true);
  });

  it("storedInTab answers false where storage is blocked", () => {
    const spy = vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(storedInTab("altura:draft:contact")()).toBe(false);
    spy.mockRestore();
  });
});
