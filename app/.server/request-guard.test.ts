import { describe, expect, it } from "vitest";
import { forRemix, malformedRequest } from "./request-guard";

const post = (body: BodyInit | null, contentType?: string) =>
  new Request("https://inzet.example/login", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });

describe("malformedRequest", () => {
  it("lets a browser's forms through, urlencoded and multipart, with or without charset=UTF-8", async () => {
    expect(await malformedRequest(post("email=a%40b.nl", "application/x-www-form-urlencoded"))).toBeNull();
    expect(await malformedRequest(post("email=a", "application/x-www-form-urlencoded; charset=UTF-8"))).toBeNull();
    const form = new FormData();
    form.set("email", "a@b.nl");
    expect(await malformedRequest(new Request("https://inzet.example/login", { method: "POST", body: form }))).toBeNull();
    expect(await malformedRequest(new Request("https://inzet.example/"))).toBeNull();
  });

  it.each([
    ["text/plain", "email=a", 415],
    ["application/json", '{"email":"a"}', 415],
    [undefined, "email=a", 415],
    ["application/x-www-form-urlencoded; charset=ISO-8859-1", "email=a", 415],
    ["multipart/form-data", "--x\r\n", 400],
    ["multipart/form-data; boundary=abc", "not multipart at all", 400],
  ])("refuses %s with %s", async (type, body, status) => {
    expect((await malformedRequest(post(body, type)))?.status).toBe(status);
  });
});

describe("forRemix", () => {
  it("drops X-Forwarded-Host and keeps the body", async () => {
    const request = new Request("https://inzet.example/login", {
      method: "POST",
      body: "a=1",
      headers: { "X-Forwarded-Host": "evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    });
    const seen = forRemix(request);
    expect(seen.headers.has("X-Forwarded-Host")).toBe(false);
    expect(await seen.text()).toBe("a=1");
  });
});
