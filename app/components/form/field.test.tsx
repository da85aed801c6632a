// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import * as z from "zod/mini";
import { afterEach, describe, expect, it } from "vitest";
import { Field, FormIdContext, TextArea, TextInput } from "./field";
import { requiredText } from "./rules";

function Harness() {
  const form = useForm({
    defaultValues: { name: "", message: "" },
    mode: "onTouched",
    resolver: zodResolver(z.object({ name: requiredText("Name is required."), message: z.string() })),
  });
  return (
    <FormProvider {...form}>
      <FormIdContext value="test">
        <form onSubmit={(event) => void form.handleSubmit(() => {})(event)}>
          <Field name="name" label="Name">
            <TextInput />
          </Field>
          <Field name="message" label="Message" counter={10} hint="Say hello.">
            <TextArea />
          </Field>
          <button type="submit">Send</button>
        </form>
      </FormIdContext>
    </FormProvider>
  );
}

afterEach(cleanup);

describe("Field", () => {
  it("derives the control's id, name and ARIA from the field name once", async () => {
    render(<Harness />);
    const name = screen.getByLabelText("Name");
    expect(name.id).toBe("test-name");
    expect(name.getAttribute("name")).toBe("name");
    expect(name.hasAttribute("aria-invalid")).toBe(false);
    expect(name.hasAttribute("aria-describedby")).toBe(false);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("test-name-error");
    expect(document.getElementById("test-name-error")?.textContent).toBe("Name is required.");
  });

  it("names the counter and the hint, and the counter follows what is typed", async () => {
    render(<Harness />);
    const message = screen.getByLabelText("Message");
    expect(message.getAttribute("aria-describedby")).toBe("test-message-count test-message-hint");
    await act(async () => {
      fireEvent.change(message, { target: { value: "Hello there" } });
    });
    expect(document.getElementById("test-message-count")?.textContent).toBe("Characters used: 11 / 10");
  });
});
