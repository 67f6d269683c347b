import validateDocument from "virtual:jsonapi-validator";
import type { FuzzRequest } from "./requests";

const JSON_API = "application/vnd.api+json";

function describe(request: FuzzRequest, response: Response, text: string) {
  const shown = (s: string | undefined) => (s && s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  return JSON.stringify(
    {
      defect: request.defect,
      actor: request.actor,
      request: `${request.method} ${request.path}`,
      query: request.query.map(([k, v]) => [k, shown(v)]),
      headers: request.headers,
      body: shown(request.body),
      status: response.status,
      contentType: response.headers.get("content-type"),
      answer: shown(text),
    },
    null,
    2,
  );
}

/**
 * The checks of issue 8 on one answer to a bad request: a 4xx (never a 5xx, never a 2xx), and a
 * JSON:API 1.0 error document — on /auth/*, devise_token_auth's `{ success: false, errors }`
 * envelope with JSON:API error objects (docs/decisions/0007-auth-protocol.md).
 */
export async function expectClientError(request: FuzzRequest, response: Response) {
  const text = await response.text();
  const fail = (why: string) => {
    throw new Error(`${why}\n${describe(request, response, text)}`);
  };
  if (response.status < 400 || response.status > 499) fail(`expected a 4xx, got ${response.status}`);
  const isAuth = request.path.startsWith("/auth/");
  const contentType = response.headers.get("content-type") ?? "";
  if (isAuth ? !contentType.startsWith("application/json") : contentType !== JSON_API) fail(`wrong Content-Type ${contentType}`);
  let body: { errors?: { status?: string }[]; success?: unknown } = {};
  try {
    body = JSON.parse(text);
  } catch {
    fail("the answer is not JSON");
  }
  if (isAuth && body.success !== false) fail("an /auth error without success: false");
  const document = isAuth ? { errors: body.errors } : body;
  if (!validateDocument(document)) fail(`not a JSON:API 1.0 document: ${JSON.stringify(validateDocument.errors)}`);
  if (!Array.isArray(body.errors) || body.errors.length === 0) fail("no errors in the error document");
  if (!body.errors!.some((e) => e.status === String(response.status))) fail("no error object carries the response's status");
}
