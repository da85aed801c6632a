// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WidgetBoundary } from "./widget-boundary";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("saved state of another shape");
}

/** A widget beside the broken one, that must keep answering. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

describe("WidgetBoundary", () => {
  it("keeps a fault inside its widget: the fallback shows, the page and the other widgets work, one console report", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <main>
        <h1>Java Development</h1>
        <WidgetBoundary fallback={<p>The chat is not available right now.</p>}>
          <Broken />
        </WidgetBoundary>
        <WidgetBoundary>
          <Counter />
        </WidgetBoundary>
      </main>,
    );
    expect(screen.getByRole("heading", { name: "Java Development" })).toBeTruthy();
    expect(screen.getByText("The chat is not available right now.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pressed 0" }));
    expect(screen.getByRole("button", { name: "Pressed 1" })).toBeTruthy();
    const reports = errors.mock.calls.filter((call) =>
      call.some((part) => String(part instanceof Error ? part.message : part).includes("another shape")),
    );
    expect(reports).toHaveLength(1);
  });

  it("shows nothing in the widget's place by default", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(
      <WidgetBoundary>
        <Broken />
      </WidgetBoundary>,
    );
    expect(container.innerHTML).toBe("");
  });
});
