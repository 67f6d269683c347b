import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors";
import { parseRecord, replyFromRecordError } from "./record-form";

// The hours form's optional vacancy (docs/shifts-and-hours.md "Hours"): read from the form, and the
// api's refusal of another organization's vacancy said on its field.
const t = ((key: string) => key) as unknown as AppLoadContext["t"];

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ organizationId: "1", date: "2026-11-01", hours: "2", minutes: "30", ...fields })) data.set(name, value);
  return data;
};

describe("the hours form", () => {
  it("takes a vacancy, or none", () => {
    const named = parseRecord(form({ vacancyId: "42" }), t);
    expect(named.status === "success" && named.value).toMatchObject({ organizationId: "1", vacancyId: "42", hours: 2, minutes: 30 });
    const none = parseRecord(form({}), t);
    expect(none.status === "success" && none.value.vacancyId).toBeUndefined();
    expect(parseRecord(form({ vacancyId: "x" }), t).status).toBe("error");
  });

  it("puts the api's refusal of a vacancy on the vacancy field", async () => {
    const submission = parseRecord(form({ vacancyId: "42" }), t);
    const error = new ApiError(422, [
      { status: "422", title: "Invalid", detail: "Not this organization's.", code: "invalid", source: { pointer: "/data/attributes/vacancy_id" } },
    ]);
    const reply = replyFromRecordError(submission, error, { t } as unknown as AppLoadContext);
    const body = (reply as unknown as { data: { error: Record<string, string[]> } }).data;
    expect(body.error).toEqual({ vacancyId: ["hours:errors.vacancy"] });
  });
});
