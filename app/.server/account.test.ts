import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { replyFromAccountError } from "./account";
import { ApiError } from "./api/errors";

// A translator that answers with its key (and the field label), so the mapping itself is visible.
const t = ((key: string, options?: { field?: string }) => (options?.field ? `${key}(${options.field})` : key)) as unknown as AppLoadContext["t"];
const context = { t } as AppLoadContext;

// conform's reply is what replyFromApiError passes on; this stand-in echoes what it was given.
const submission = { reply: (options: object) => ({ status: "error" as const, ...options }) as never };

const reply = (error: ApiError, fields: string[]) =>
  (replyFromAccountError(submission, error, context, fields) as unknown as { data: { formErrors: string[]; fieldErrors: object } }).data;

describe("replyFromAccountError", () => {
  it("keeps an error on a field the form shows", () => {
    const error = new ApiError(422, [{ code: "taken", source: { pointer: "/data/attributes/email" } }]);
    expect(reply(error, ["email"])).toMatchObject({ formErrors: [], fieldErrors: { email: ["auth:errors.emailTaken"] } });
  });

  it("turns an error on a value the form does not show into a form error", () => {
    const error = new ApiError(422, [{ code: "invalid", source: { pointer: "/reset_password_token" } }]);
    expect(reply(error, ["password"])).toMatchObject({ formErrors: ["auth:errors.generic"], fieldErrors: {} });
  });
});
