// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useInView } from "./use-in-view";

let report: (visible: boolean) => void = () => {};
const disconnect = vi.fn();

class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    report = (visible) => callback([{ isIntersecting: visible }]);
  }
  observe() {}
  disconnect = disconnect;
}

function Probe({ disabled }: { disabled?: boolean }) {
  const [ref, view] = useInView<HTMLParagraphElement>({ disabled });
  return <p ref={ref}>{view ? `first:${view.atFirst} seen:${view.seen}` : "none"}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  disconnect.mockClear();
});

describe("useInView", () => {
  it("is null without IntersectionObserver or when disabled", () => {
    render(<Probe />);
    expect(screen.getByText("none")).toBeInTheDocument();
    cleanup();
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<Probe disabled />);
    expect(screen.getByText("none")).toBeInTheDocument();
  });

  it("tells whether the element was in view at first and stops watching once it is seen", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<Probe />);
    act(() => report(false));
    expect(screen.getByText("first:false seen:false")).toBeInTheDocument();
    act(() => report(true));
    expect(screen.getByText("first:false seen:true")).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });
});
