// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LEFT_BEFORE_CODE } from "~/components/ui/island-state";
import { ContactForm } from "./contact-form";

const form = () => <ContactForm labelledBy="contact-title" onDelivered={() => {}} />;
let root: Root | undefined;

afterEach(() => {
  vi.restoreAllMocks();
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = "";
  sessionStorage.clear();
});

/** The pre-rendered form, as the page brings it, with what the visitor did before its code came. */
function prerenderedForm(visitor: (field: (id: string) => HTMLInputElement) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(form());
  document.body.append(container);
  visitor((id) => container.querySelector<HTMLInputElement>(`#${id}`)!);
  return container;
}

describe("ContactForm before its code came", () => {
  it("keeps what was typed and shows the message of a field left, even when React renders it twice first", async () => {
    const container = prerenderedForm((field) => {
      field("contact-name").value = "Jane Doe";
      field("contact-email").value = "jane@bad";
      // The head script marks a field the visitor left while the form's code was on its way.
      field("contact-email").setAttribute(LEFT_BEFORE_CODE, "");
    });
    // A render React throws away (a key pressed during hydration restarts it): it must change nothing.
    renderToString(form());
    // Development React reports the head script's mark as an attribute the server did not render;
    // nothing else may be reported.
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, form());
    });
    for (const [message] of reported.mock.calls) expect(String(message)).toMatch(/didn't match/);

    expect(screen.getByLabelText("Name")).toHaveProperty("value", "Jane Doe");
    const email = screen.getByLabelText("Email");
    expect(email).toHaveProperty("value", "jane@bad");
    expect(await screen.findByText("Enter a valid email address.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.hasAttribute(LEFT_BEFORE_CODE)).toBe(false);
    // Not left, so not judged yet.
    expect(screen.queryByText("Name is required.")).toBeNull();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBeNull();
  });
});
