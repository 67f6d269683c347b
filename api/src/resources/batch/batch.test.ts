import { BATCH_MAX_CALLS, BATCH_PATH, type BatchAnswer } from "@contract/batch";
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, ORG, USER, seedAccounts } from "../../../test/account-fixtures";
import { credentialsOf, issueTestToken } from "../../../test/auth";
import { expectConsoleError } from "../../../test/console-guard";
import { fetchWithDb, unreachableD1 } from "../../../test/failing-bindings";
import { TENANT_B } from "../../../test/fixtures";
import { type ApiRequest, apiFetch, expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedAccounts(env.DB));

const batchPath = (calls: string[]) => `${BATCH_PATH}?${calls.map((call) => `call=${encodeURIComponent(call)}`).join("&")}`;

async function answersOf(response: Response): Promise<BatchAnswer[]> {
  const document = await expectDocument(response, 200);
  expect(document.data).toBeUndefined();
  return document.meta.answers;
}

const batch = async (calls: string[], request: ApiRequest = {}) => answersOf(await apiFetch(batchPath(calls), request));

// A token rotated a moment ago: no call rotates it, so a batch and its calls alone are comparable.
const fresh = (userId: number, email: string) => issueTestToken(userId, email, { updatedAt: new Date().toISOString() });

describe(`GET ${BATCH_PATH}`, () => {
  it("answers each call, in order, as the api answers it on its own", async () => {
    const headers = await fresh(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const calls = [
      "/api/v1/current_user?include=notifications,current_organizations",
      `/api/v1/organizations/${ORG.CLUB}`,
      "/api/v1/analytics", // staff only: 403
      "/api/v1/organizations/999999", // 404
      "/api/v1/organizations?filter[nonsense]=1", // 400
    ];
    const answers = await batch(calls, { headers });
    expect(answers).toHaveLength(calls.length);
    for (const [i, call] of calls.entries()) {
      const alone = await apiFetch(call, { headers });
      expect(answers[i].status, call).toBe(alone.status);
      expect(answers[i].headers["content-type"], call).toBe(alone.headers.get("content-type"));
      expect(JSON.parse(answers[i].body), call).toEqual(await alone.json());
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 403, 404, 400]);
  });

  it("reads the session once for all its calls, with what the first GET /current_user includes", async () => {
    const headers = await fresh(USER.ADMIN, EMAIL.ADMIN);
    const current = "/api/v1/current_user?include=notifications,current_organizations";
    const alone = await apiFetch(current, { headers });
    const response = await apiFetch(batchPath([current, "/api/v1/current_user", "/api/v1/current_user"]), { headers });
    // The batch's own statements are the session's and the includes', as the call alone reads them.
    expect(response.headers.get("X-D1-Statements")).toBe(alone.headers.get("X-D1-Statements"));
    const answers = await answersOf(response);
    expect(answers.map((answer) => answer.headers["x-d1-statements"])).toEqual(["0", "0", "0"]);
    expect(JSON.parse(answers[0].body)).toEqual(await alone.json());
    expect(JSON.parse(answers[1].body).data.id).toBe(String(USER.ADMIN));
  });

  it("rotates the token once, in the batch's own headers", async () => {
    const headers = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER); // rotated a minute ago
    const response = await apiFetch(batchPath(["/api/v1/current_user", "/api/v1/notifications"]), { headers });
    const issued = credentialsOf(response);
    expect(issued?.["access-token"]).toBeDefined();
    expect(issued?.["access-token"]).not.toBe(headers["access-token"]);
    const answers = await answersOf(response);
    expect(answers.map((answer) => [answer.status, answer.headers["access-token"]])).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    const next = await apiFetch("/api/v1/current_user", { headers: { ...headers, ...issued } });
    expect(next.status).toBe(200);
  });

  it("answers an anonymous caller's calls as anonymous ones, also with credentials that do not check out", async () => {
    const forged: Record<string, string> = { "access-token": "forged", client: "forged", uid: EMAIL.VOLUNTEER };
    for (const headers of [{}, forged]) {
      const answers = await batch(["/api/v1/health", "/api/v1/current_user"], { headers });
      expect(answers.map((answer) => answer.status)).toEqual([200, 401]);
    }
  });

  it("keeps every call in the batch's tenant", async () => {
    const headers = await fresh(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const [organization, user] = await batch([`/api/v1/organizations/${ORG.CLUB}`, "/api/v1/current_user"], { tenant: TENANT_B, headers });
    expect(organization.status).toBe((await apiFetch(`/api/v1/organizations/${ORG.CLUB}`, { tenant: TENANT_B })).status);
    expect(organization.status).toBe(404);
    expect(user.status).toBe(401); // tenant A's token means nothing in tenant B
  });

  it("refuses what is not a list of this api's reads", async () => {
    const nine = Array.from({ length: BATCH_MAX_CALLS + 1 }, () => "/api/v1/health");
    for (const path of [
      BATCH_PATH,
      batchPath(nine),
      batchPath(["/auth/validate_token"]),
      batchPath(["https://evil.example/api/v1/health"]),
      batchPath(["//evil.example/api/v1/health"]),
      batchPath(["/api/v1/../../auth/validate_token"]),
      batchPath([batchPath(["/api/v1/health"])]),
      batchPath([batchPath(["/api/v1/health"]).replace("/batch", "/%62atch")]),
      batchPath(["/api/v1/%E0%A4%A"]),
      `${batchPath(["/api/v1/health"])}&include=x`,
    ]) {
      const error = await expectError(await apiFetch(path), 400);
      expect(error.source?.parameter, path).toBeDefined();
    }
    await expectError(await apiFetch(batchPath(["/api/v1/health"]), { method: "POST" }), 405);
  });

  it("is a 503 when D1 cannot be reached", async () => {
    expectConsoleError();
    await expectError(
      await fetchWithDb(unreachableD1(), batchPath(["/api/v1/health", "/api/v1/organizations"]), { headers: await fresh(USER.VOLUNTEER, EMAIL.VOLUNTEER) }),
      503,
    );
  });
});
