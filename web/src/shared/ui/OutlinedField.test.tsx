import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { OutlinedField } from "./OutlinedField";
import { OutlinedSelect } from "./OutlinedSelect";

function Field(props: Partial<Parameters<typeof OutlinedField>[0]>) {
  const [value, setValue] = useState("");
  return <OutlinedField label="Name" value={value} onChange={(event) => setValue(event.target.value)} {...props} />;
}

describe("OutlinedField", () => {
  it("is a textbox named by its label, required like TextField, with its input attributes", async () => {
    render(<Field required name="name" autoComplete="name" htmlInput={{ maxLength: 5 }} />);
    const box = screen.getByRole("textbox", { name: /^Name/ });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute("name", "name");
    expect(box).toHaveAttribute("autocomplete", "name");
    await userEvent.type(box, "Noa Levi");
    expect(box).toHaveValue("Noa L");
    // The label and the outline's notch carry TextField's asterisk.
    expect(screen.getAllByText("*").length).toBeGreaterThan(0);
  });

  it("says its error under the field and ties it to the input", () => {
    render(<Field error helperText="Enter your name" />);
    const box = screen.getByRole("textbox", { name: "Name" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Enter your name");
  });

  it("is a multi-line box when asked", () => {
    render(<Field multiline minRows={4} />);
    expect(screen.getByRole("textbox", { name: "Name" }).tagName).toBe("TEXTAREA");
  });
});

describe("OutlinedSelect", () => {
  it("is the browser's own select, named by its label, empty until chosen", async () => {
    function Subject() {
      const [value, setValue] = useState("");
      return (
        <OutlinedSelect
          label="Subject"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          options={[{ value: "orders", label: "Orders" }, { value: "wholesale", label: "Wholesale" }]}
        />
      );
    }
    render(<Subject />);
    const select = screen.getByRole("combobox", { name: /^Subject/ });
    expect(select.tagName).toBe("SELECT");
    expect(select).toBeRequired();
    expect(select).toHaveValue("");
    await userEvent.selectOptions(select, "Wholesale");
    expect(select).toHaveValue("wholesale");
  });
});
