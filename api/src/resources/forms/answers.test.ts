import { validateAnswers } from "@contract/forms";
import { describe, expect, it } from "vitest";
import { THREE_STEPS } from "./form-fixtures";

// The one check both workers use (contract/forms/answers.ts).
const good = { name: " Ada ", email: "ada@example.org", shift: "morning", days: ["tue", "mon"], age: "42", start: "2026-12-01", car: "no", agree: "on" };

describe("validateAnswers", () => {
  it("normalizes good answers and leaves empty optional ones out", () => {
    expect(validateAnswers(THREE_STEPS, { ...good, phone: "", notes: "" })).toEqual({
      values: { name: "Ada", email: "ada@example.org", shift: "morning", days: ["mon", "tue"], age: 42, start: "2026-12-01", car: false, agree: true },
      errors: {},
    });
  });

  it("names the first thing wrong with each answer", () => {
    const { errors } = validateAnswers(THREE_STEPS, {
      email: "not-an-address",
      shift: "night",
      days: ["mon", "sun"],
      age: "12",
      start: "2026-02-30",
      car: "maybe",
      phone: "call me",
      notes: "x".repeat(51),
    });
    expect(errors).toEqual({
      name: "required",
      email: "invalid_email",
      shift: "invalid_option",
      days: "invalid_option",
      age: "too_small",
      start: "invalid_date",
      car: "invalid_option",
      phone: "invalid_phone",
      notes: "too_long",
      agree: "must_accept",
    });
  });

  it("refuses keys the form does not have, and the section heading's key", () => {
    expect(validateAnswers(THREE_STEPS, { ...good, intro: "x", admin: "1" }).errors).toEqual({ intro: "unknown_field", admin: "unknown_field" });
  });

  it("checks only the steps asked for, still refusing unknown keys", () => {
    expect(validateAnswers(THREE_STEPS, { email: "" }, { steps: [2] }).errors).toEqual({ email: "required", shift: "required" });
    expect(validateAnswers(THREE_STEPS, { name: "Ada", bogus: "x" }, { steps: [1] }).errors).toEqual({ bogus: "unknown_field" });
  });

  it("caps a text at its type's ceiling and a number's text at twelve digits", () => {
    const { errors } = validateAnswers(THREE_STEPS, { ...good, name: "x".repeat(201), age: "1".repeat(13) });
    expect(errors).toEqual({ name: "too_long", age: "not_a_number" });
  });
});
