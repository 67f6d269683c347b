import { parseWithZod } from "@conform-to/zod";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import en from "../../locales/en/ui.json";
import nl from "../../locales/nl/ui.json";
import { validationErrorMap, validationMessage } from "./validation-message";

async function translator(lng: "nl" | "en") {
  const i18n = createInstance();
  await i18n.init({ lng, ns: ["ui"], defaultNS: "ui", resources: { nl: { ui: nl }, en: { ui: en } } });
  return i18n.t;
}

const schema = z.object({
  email: z.string().email(),
  name: z.string({ required_error: "Vul je naam in." }),
  hours: z.number().int().min(1, "Minstens één uur."),
});
const labels = { email: "E-mailadres", name: "Naam", hours: "Uren" };

function errorsFor(fields: Record<string, string>, t: Awaited<ReturnType<typeof translator>>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  const submission = parseWithZod(formData, { schema, errorMap: validationErrorMap(t, labels) });
  return submission.status === "error" ? submission.error : undefined;
}

describe("validationMessage", () => {
  it("names the field in both languages", async () => {
    expect(validationMessage(await translator("nl"), "E-mailadres")).toBe("E-mailadres is niet geldig.");
    expect(validationMessage(await translator("en"), "Email address")).toBe("Email address is not valid.");
  });
});

describe("validationErrorMap", () => {
  it("gives the default message, with the field's label, where the schema names none", async () => {
    const errors = errorsFor({ email: "geen-adres", name: "Jan", hours: "veel" }, await translator("nl"));
    expect(errors).toEqual({ email: ["E-mailadres is niet geldig."], hours: ["Uren is niet geldig."] });
  });

  it("keeps the messages the schema names, on the check and on the type", async () => {
    const errors = errorsFor({ email: "jan@example.org", hours: "0" }, await translator("en"));
    expect(errors).toEqual({ name: ["Vul je naam in."], hours: ["Minstens één uur."] });
  });

  it("falls back to the field's name when it has no label", async () => {
    const map = validationErrorMap(await translator("en"), {});
    const result = z.object({ city: z.string().min(2) }).safeParse({ city: "x" }, { errorMap: map });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(["city is not valid."]);
  });
});
