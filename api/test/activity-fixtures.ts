// Activities tests: seedOrganizations plus helpers that write through the api as its actors.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { type ActorName, as } from "./organization-fixtures";
import { type Doc, JSON_API, apiFetch, expectDocument } from "./request";

export { seedOrganizations } from "./organization-fixtures";

/** A request document's write as an actor; `settle` waits for the mail queued after the answer. */
export async function write(
  actor: ActorName,
  method: string,
  path: string,
  type: string,
  attributes: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const request = await as(actor);
  return apiFetch(path, {
    ...request,
    method,
    settle: true,
    headers: { ...request.headers, "Content-Type": JSON_API, ...headers },
    body: JSON.stringify({ data: { type, ...(method === "PATCH" && { id: pathId(path) }), attributes } }),
  });
}

/** A PATCH names the resource it changes (JSON:API): the last segment of its path. */
const pathId = (path: string) => path.split("?")[0]!.split("/").pop()!;

export const futureActivity = {
  title: "Open dag",
  starts_at: "2027-06-01T10:00",
  ends_at: "2027-06-01T16:00",
  place: "Alpha",
};

/** An activity of the club (organization 201), approved by the centre's staff; its id. */
export async function approvedActivity(attributes: Record<string, unknown> = {}): Promise<string> {
  const created = await expectDocument(
    await write("orgAdmin", "POST", "/api/v1/activities", "activities", { ...futureActivity, organization_id: "201", ...attributes }),
    201,
  );
  expect(created.data.attributes.status).toBe("pending");
  const id = created.data.id as string;
  await expectDocument(await write("staff", "PATCH", `/api/v1/activities/${id}`, "activities", { status: "approved" }), 200);
  return id;
}

/** POST /api/v1/shifts as `actor`: a shift on 5 June 2027, 10:00–14:00, unless `attributes` say otherwise. */
export const postShift = (attributes: Record<string, unknown>, actor: ActorName = "orgAdmin") =>
  write(actor, "POST", "/api/v1/shifts", "shifts", { starts_at: "2027-06-05T10:00", ends_at: "2027-06-05T14:00", ...attributes });

/** A "Bar" shift of `capacity` places (that day) of a new approved activity of the club: both ids. */
export async function barShift(capacity: number, attributes: Record<string, unknown> = {}) {
  const activityId = await approvedActivity();
  const created = await expectDocument(await postShift({ activity_id: activityId, capacity, task: "Bar", ...attributes }), 201);
  return { activityId, shiftId: created.data.id as string };
}

/** A guest signs up; returns the sign-up document. */
export async function guestSignUp(activityId: string, name: string) {
  const email = `${name.toLowerCase()}@example.org`;
  return expectDocument(await write("anonymous", "POST", "/api/v1/activity_sign_ups", "activity_sign_ups", { activity_id: activityId, name, email }), 201);
}

/** The newest mail to an address: its kind and the token of its link, if any. */
export async function lastMailTo(address: string) {
  const row = await env.DB.prepare("SELECT kind, text_body FROM outbox_messages WHERE to_address = ? ORDER BY id DESC LIMIT 1")
    .bind(address)
    .first<{ kind: string; text_body: string }>();
  const token = row?.text_body.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1];
  return { kind: row?.kind, text: row?.text_body ?? "", token };
}

/** Posts a mailed token to confirm or cancel. */
export const postToken = (kind: "confirmations" | "cancellations", token: string) =>
  write("anonymous", "POST", `/api/v1/activity_sign_up_${kind}`, `activity_sign_up_${kind}`, { token });

export const statuses = async (activityId: string) =>
  (await expectDocument(await apiFetch(`/api/v1/activities/${activityId}/sign_ups`, await as("staff")), 200)).data.map((s: Doc) => [
    s.attributes.name,
    s.attributes.status,
  ]);
