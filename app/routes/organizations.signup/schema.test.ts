import { parseWithZod } from "@conform-to/zod";
import type { TFunction } from "~/i18n-t";
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { replyFromAccountError } from "~/.server/account";
import { ApiError } from "~/.server/api/errors";
import { signupLabels, signupParseOptions } from "./schema";

// A translator that answers with its key (and the field label), so the mapping itself is visible.
const t = ((key: string, options?: { field?: string }) => (options?.field ? `${key}(${options.field})` : key)) as unknown as TFunction;
const submission = { reply: (options: object) => ({ status: "error" as const, ...options }) as never };
const labels = signupLabels(t);
const reply = (error: unknown) =>
  (
    replyFromAccountError(submission, error, { t } as AppLoadContext, Object.keys(labels), [], labels) as unknown as {
      data: { formErrors: string[]; fieldErrors: object };
    }
  ).data;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return parseWithZod(data, signupParseOptions(t));
};
const valid = {
  name: "Repair Café",
  organizationType: "Foundation",
  "admin.firstName": "Ria",
  "admin.lastName": "R",
  "admin.email": "ria@example.org",
  "admin.password": "Lang-genoeg-1",
  "admin.passwordConfirmation": "Lang-genoeg-1",
  "admin.locale": "nl",
};

describe("the organization sign-up form", () => {
  it("takes an organization and its admin, nested as the API nests them", () => {
    const result = form(valid);
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value.admin).toMatchObject({ email: "ria@example.org", locale: "nl" });
  });

  it("offers no volunteer centre, and wants the passwords to match", () => {
    const result = form({ ...valid, organizationType: "VolunteerCenter", "admin.passwordConfirmation": "Anders-1234" });
    expect(result.reply().error).toEqual({
      organizationType: ["ui:validation.invalid(organizations:fields.type)"],
      "admin.passwordConfirmation": ["auth:errors.passwordsDiffer"],
    });
  });
});

describe("the API's errors on the sign-up form", () => {
  it("puts the admin's taken address on admin.email", () => {
    const error = new ApiError(422, [{ code: "taken", source: { pointer: "/data/attributes/admin/email" } }]);
    expect(reply(error)).toMatchObject({ formErrors: [], fieldErrors: { "admin.email": ["auth:errors.emailTaken"] } });
  });

  it("makes an error on a field the form does not show a form error", () => {
    const error = new ApiError(422, [{ code: "blank", source: { pointer: "/data/attributes/confirm_success_url" } }]);
    expect(reply(error)).toMatchObject({ formErrors: ["auth:errors.generic"], fieldErrors: {} });
  });
});
