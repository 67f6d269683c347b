import { describe, expect, it } from "vitest";
import { formbuilderAction } from "./forms.server";

const post = (entries: [string, string][]) => {
  const formData = new FormData();
  for (const [key, value] of entries) formData.append(key, value);
  return formbuilderAction(formData);
};

describe("/test/formbuilder", () => {
  it("checks the sample's answers by the forms' own rules and names each field in error", async () => {
    const result = await post([
      ["name", "Ada"],
      ["email", "geen-adres"],
      ["shift", "night"],
      ["people", "12"],
    ]);
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({ email: "invalid_email", shift: "invalid_option", people: "too_large" });
    expect(result.data.values).toMatchObject({ name: "Ada", email: "geen-adres" });
  });

  it("hands back the answers it accepted, normalized", async () => {
    const result = await post([
      ["_csrf", "x"],
      ["name", " Ada "],
      ["email", "ada@example.org"],
      ["shift", "morning"],
      ["people", "2"],
      ["photos", "yes"],
    ]);
    expect(result.init?.status).toBe(200);
    expect(result.data.errors).toEqual({});
    expect(result.data.answers).toMatchObject({ name: "Ada", email: "ada@example.org", shift: "morning", people: 2, photos: true });
  });
});
