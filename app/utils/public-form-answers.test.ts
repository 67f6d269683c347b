import type { FormDefinition, FormField } from "@contract/forms/definition";
import { describe, expect, it } from "vitest";
import { blurError, readAnswers } from "./public-form-answers";

// The check on blur (form-checks.island.ts) judges one field of the step by the server's rules.
const NO_TEXT = { nl: "", en: "" };
const field = (key: string, type: FormField["type"], step: number, more: Partial<FormField> = {}): FormField => ({
  key,
  type,
  step,
  label: NO_TEXT,
  help: NO_TEXT,
  required: false,
  min: null,
  max: null,
  options: [],
  ...more,
});
const definition: FormDefinition = {
  steps: [{ title: NO_TEXT }, { title: NO_TEXT }],
  fields: [
    field("name", "short_text", 1, { required: true }),
    field("email", "email", 1, { required: true }),
    field("cv", "file", 1, { required: true }),
    field("days", "multiple_choice", 2, { max: 1, options: ["mon", "tue"].map((value) => ({ value, label: NO_TEXT })) }),
    field("agree", "consent", 2, { required: true }),
  ],
};
const post = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe("blurError", () => {
  it("names only the field left, by the contract's rules", () => {
    const data = post([
      ["name", ""],
      ["email", "ada-at-example"],
      ["_step", "1"],
    ]);
    expect(blurError(definition, 1, data, "email")).toBe("invalid_email");
    expect(blurError(definition, 1, post([["email", "ada@example.org"]]), "email")).toBeNull();
    expect(blurError(definition, 1, data, "name")).toBe("required");
  });

  it("reads choices as the server does: every option of a multiple choice, an unchecked consent as absent", () => {
    expect(
      blurError(
        definition,
        2,
        post([
          ["days", "mon"],
          ["days", "tue"],
        ]),
        "days",
      ),
    ).toBe("too_long");
    expect(blurError(definition, 2, post([["days", "mon"]]), "days")).toBeNull();
    expect(blurError(definition, 2, post([]), "agree")).toBe("must_accept");
    expect(blurError(definition, 2, post([["agree", "yes"]]), "agree")).toBeNull();
  });

  it("leaves a file to the server, and ignores fields of other steps, control fields and unknown keys", () => {
    expect(blurError(definition, 1, post([]), "cv")).toBeNull();
    expect(blurError(definition, 1, post([]), "agree")).toBeNull();
    expect(blurError(definition, 1, post([["website", "spam"]]), "website")).toBeNull();
    expect(blurError(definition, 1, post([]), "_step")).toBeNull();
  });
});

describe("readAnswers", () => {
  it("keeps the control fields and the honeypot out, and names keys the form lacks", () => {
    const { values, unknown } = readAnswers(
      definition,
      post([
        ["_csrf", "x"],
        ["website", ""],
        ["name", "Ada"],
        ["extra", "1"],
      ]),
    );
    expect(values).toEqual({ name: "Ada" });
    expect(unknown).toEqual(["extra"]);
  });
});
