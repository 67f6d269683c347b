import { describe, expect, it } from "vitest";
import { accepted, ApiError, apiErrorFrom, orErrorScreen, orNull, pointedField } from "./errors";

const validation = [
  { status: "422", title: "Invalid attribute", detail: "First name can't be blank", source: { pointer: "/data/attributes/first_name" } },
  { status: "422", title: "Invalid attribute", detail: "First name is too short", source: { pointer: "/data/attributes/first_name" } },
  { status: "422", title: "Invalid attribute", detail: "Email is taken", source: { pointer: "/data/attributes/email" } },
  { status: "422", title: "Invalid parameter", detail: "Unknown sort", source: { parameter: "sort" } },
];

describe("ApiError", () => {
  it("keeps the status and the errors, and takes its message from the first error's detail", () => {
    const error = new ApiError(422, validation);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApiError");
    expect(error.status).toBe(422);
    expect(error.errors).toEqual(validation);
    expect(error.message).toBe("First name can't be blank");
  });

  it("falls back to the first error's title, then to the status", () => {
    expect(new ApiError(403, [{ title: "Forbidden" }]).message).toBe("Forbidden");
    expect(new ApiError(502, []).message).toContain("502");
  });

  it("maps pointers to camelCase form fields, keeping every detail and skipping non-attribute errors", () => {
    expect(new ApiError(422, validation).fieldErrors()).toEqual({
      firstName: ["First name can't be blank", "First name is too short"],
      email: ["Email is taken"],
    });
  });
});

describe("apiErrorFrom", () => {
  it("reads the errors of a JSON:API body", async () => {
    const response = new Response(JSON.stringify({ errors: validation.slice(2, 3) }), {
      status: 422,
      headers: { "Content-Type": "application/vnd.api+json" },
    });
    const error = await apiErrorFrom(response);
    expect(error.status).toBe(422);
    expect(error.errors).toEqual(validation.slice(2, 3));
    expect(error.fieldErrors()).toEqual({ email: ["Email is taken"] });
    expect(error.message).toBe("Email is taken");
  });

  it("keeps the status of a non-JSON body, with no errors", async () => {
    const error = await apiErrorFrom(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([]);
    expect(error.message).toContain("502");
    expect(error.fieldErrors()).toEqual({});
  });

  it("ignores a JSON body without an errors list", async () => {
    const error = await apiErrorFrom(Response.json({ errors: "nope" }, { status: 500 }));
    expect(error.errors).toEqual([]);
    expect((await apiErrorFrom(Response.json(null, { status: 500 }))).status).toBe(500);
  });
});

describe("pointedField", () => {
  it("names the form field of an attribute, nested ones only as deep as the form asks", () => {
    expect(pointedField("/data/attributes/first_name")).toBe("firstName");
    expect(pointedField("/email")).toBe("email");
    expect(pointedField("/data/attributes/profile/website")).toBeUndefined();
    expect(pointedField("/data/attributes/profile/website", 2)).toBe("profile.website");
    expect(pointedField("/data/attributes/admin/first_name", Infinity)).toBe("admin.firstName");
    expect(pointedField("/data/relationships/organization")).toBeUndefined();
    expect(pointedField(undefined)).toBeUndefined();
  });
});

// The one conversion of an api refusal into an error screen or into "none" (issue 46: it was
// written inline some twenty times).
describe("orErrorScreen and orNull", () => {
  const refused = (status: number) => Promise.reject(new ApiError(status, []));

  it("turns the named api statuses into that error screen and lets every other error through", async () => {
    await expect(orErrorScreen(Promise.resolve(1))).resolves.toBe(1);
    const screen = await orErrorScreen(refused(404)).catch((thrown: unknown) => thrown);
    expect(screen).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
    const hidden = await orErrorScreen(refused(403), { 403: 404 }).catch((thrown: unknown) => thrown);
    expect(hidden).toMatchObject({ init: { status: 404 } });
    await expect(orErrorScreen(refused(403))).rejects.toBeInstanceOf(ApiError);
    await expect(orErrorScreen(Promise.reject(new TypeError("down")))).rejects.toBeInstanceOf(TypeError);
  });

  it("answers null for the named api statuses and lets every other error through", async () => {
    await expect(orNull(Promise.resolve("x"))).resolves.toBe("x");
    await expect(orNull(refused(404))).resolves.toBeNull();
    await expect(orNull(refused(400), [400, 404])).resolves.toBeNull();
    await expect(orNull(refused(400))).rejects.toBeInstanceOf(ApiError);
    await expect(orNull(refused(500), [404])).rejects.toBeInstanceOf(ApiError);
  });
});

describe("accepted", () => {
  const refused = (status: number) => Promise.reject(new ApiError(status, []));

  it("tells whether the api did it: a refusal (4xx) is false, a failure (5xx, no answer) goes on", async () => {
    await expect(accepted(Promise.resolve("x"))).resolves.toBe(true);
    await expect(accepted(refused(404))).resolves.toBe(false);
    await expect(accepted(refused(422))).resolves.toBe(false);
    await expect(accepted(refused(500))).rejects.toBeInstanceOf(ApiError);
    await expect(accepted(Promise.reject(new TypeError("down")))).rejects.toBeInstanceOf(TypeError);
  });
});
