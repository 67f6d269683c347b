import type { TFunction } from "~/i18n-t";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/.server/api/errors";
import { replyFromApiError } from "~/.server/form-errors";
import { organizationLabels, tagIdsToSend, toAttributes } from "./schema";

// A translator that answers with its key (and the field label), so the mapping itself is visible.
const t = ((key: string, options?: { field?: string }) => (options?.field ? `${key}(${options.field})` : key)) as unknown as TFunction;
const submission = { reply: (options: object) => ({ status: "error" as const, ...options }) as never };
const reply = (error: ApiError) =>
  (replyFromApiError(submission, error, t, organizationLabels(t)) as unknown as { data: { formErrors: string[]; fieldErrors: object } }).data;

describe("the API's errors on the organization form", () => {
  it("puts a nested pointer on conform's nested field, with its label", () => {
    const error = new ApiError(422, [
      { code: "invalid", source: { pointer: "/data/attributes/profile/website" } },
      { code: "invalid", source: { pointer: "/data/attributes/address/postal_code" } },
    ]);
    expect(reply(error)).toMatchObject({
      formErrors: [],
      fieldErrors: {
        "profile.website": ["ui:validation.invalid(organizations:fields.website)"],
        "address.postalCode": ["ui:validation.invalid(organizations:fields.postalCode)"],
      },
    });
  });

  it("puts a refused transition on the status", () => {
    const error = new ApiError(422, [{ code: "transition", source: { pointer: "/data/attributes/status" } }]);
    expect(reply(error)).toMatchObject({ fieldErrors: { status: ["auth:errors.transition"] } });
  });
});

describe("toAttributes", () => {
  const value = { name: "Club", profile: { description: "Over ons", website: undefined }, address: undefined };

  it("clears an emptied field on an edit (null), profile and address nested", () => {
    expect(toAttributes(value, { clearEmpty: true })).toEqual({
      name: "Club",
      profile: { description: "Over ons", website: null, phone: null, email: null, donationUrl: null },
      address: { street: null, houseNumber: null, postalCode: null, city: null },
    });
  });

  it("leaves empty fields out on an add", () => {
    expect(toAttributes(value, { clearEmpty: false })).toEqual({ name: "Club", profile: { description: "Over ons" }, address: {} });
  });
});

describe("tagIdsToSend", () => {
  const offered = [{ id: "1" }, { id: "2" }];

  it("sends the checked tags, and an empty list when none is checked", () => {
    expect(tagIdsToSend(["2"], offered, [{ id: "1" }])).toEqual(["2"]);
    expect(tagIdsToSend(undefined, offered, [{ id: "1" }])).toEqual([]);
  });

  it("keeps the tags of another centre the form does not offer, and drops unknown ids", () => {
    expect(tagIdsToSend(["1", "9"], offered, [{ id: "7" }, { id: "2" }])).toEqual(["7", "1"]);
  });
});
