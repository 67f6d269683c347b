import { describe, expect, it } from "vitest";
import { credentialsFrom, newestCredentials } from "./credentials";

const token = (accessToken: string, expiry: number, client = "browser-1") => ({
  accessToken,
  client,
  uid: "ann@example.org",
  expiry,
});

describe("credentialsFrom", () => {
  it("reads devise_token_auth headers, expiry as a number", () => {
    const headers = new Headers({ "access-token": "t1", client: "browser-1", uid: "ann@example.org", expiry: "1780000000" });
    expect(credentialsFrom(headers)).toEqual(token("t1", 1780000000));
  });

  it("gives null when any of access-token, client or uid is missing", () => {
    expect(credentialsFrom(new Headers({ client: "browser-1", uid: "ann@example.org" }))).toBeNull();
    expect(credentialsFrom(new Headers({ "access-token": "t1", uid: "ann@example.org" }))).toBeNull();
    expect(credentialsFrom(new Headers({ "access-token": "t1", client: "browser-1" }))).toBeNull();
  });

  it("treats a missing or garbled expiry as 0, so any dated token beats it", () => {
    const headers = new Headers({ "access-token": "t1", client: "browser-1", uid: "ann@example.org", expiry: "soon" });
    expect(credentialsFrom(headers)?.expiry).toBe(0);
  });
});

describe("newestCredentials", () => {
  it("keeps the current credentials when a response carries none", () => {
    expect(newestCredentials(token("t1", 100), null)).toEqual(token("t1", 100));
    expect(newestCredentials(null, null)).toBeNull();
  });

  it("keeps the token that lives longest, whatever order they arrive in", () => {
    expect(newestCredentials(token("t1", 100), token("t2", 200))).toEqual(token("t2", 200));
    expect(newestCredentials(token("t2", 200), token("t1", 100))).toEqual(token("t2", 200));
  });

  it("takes the incoming credentials of a new client, or when there were none", () => {
    expect(newestCredentials(token("t2", 200), token("t9", 50, "browser-2"))).toEqual(token("t9", 50, "browser-2"));
    expect(newestCredentials(null, token("t1", 100))).toEqual(token("t1", 100));
  });
});
