import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireDevAccess } from "~/.server/dev-access";

// Raises each error the error screen knows, for the style guide and the end-to-end tests:
// /test/server-error?status=401|403|404|500|503, ?status=wrong-center, or no status (no code).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireDevAccess(context);
  const status = new URL(request.url).searchParams.get("status");
  if (status === "wrong-center") throw data({ message: "User belongs to the wrong center" }, { status: 403 });
  if (status === null) throw new Error("Test error without a status code");
  const code = Number(status);
  if (Number.isInteger(code) && code >= 400 && code <= 599) throw data({ message: `Test error ${code}` }, { status: code });
  // Anything else is a bad request to this page, not an error it should raise.
  throw data({ message: `Unknown test status: ${status}` }, { status: 400 });
}

export default function ServerError() {
  return null;
}
