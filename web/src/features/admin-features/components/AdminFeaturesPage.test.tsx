import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { ADMIN, fakeApi } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { AdminFeaturesPage } from "./AdminFeaturesPage";

describe("AdminFeaturesPage", () => {
  it("is a placeholder that only shows its title, in the UI's language", async () => {
    fakeApi({ user: ADMIN });
    const { container } = renderWithSession(<AdminFeaturesPage />, { user: ADMIN });
    expect(screen.getByRole("heading", { level: 1, name: "Features" })).toBeInTheDocument();
    expect(container.textContent).toBe("Features");
    await i18n.changeLanguage("he");
    expect(await screen.findByRole("heading", { level: 1, name: "באנרים" })).toBeInTheDocument();
  });
});
