import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { addressLocationAttributes } from "@contract/address-locations";
import { locateAddress } from "~/.server/api/address-locations";
import { getCurrentUser } from "~/.server/auth";

/**
 * Where an address lies, for the vacancy form's map (docs/vacancies.md "The form's map"): the
 * map asks it as the address is typed. `?street=&house_number=&postal_code=&city=`; answers
 * `{ point: { lat, lng } | null }`. Signed in only (the form is), 401 otherwise; a part past its
 * limit is a 400. Private: it is the caller's typing, and an address's place rarely moves.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await getCurrentUser(context))) return Response.json({ error: "unauthorized" }, { status: 401 });
  const search = new URL(request.url).searchParams;
  const parsed = addressLocationAttributes.safeParse({
    street: search.get("street") ?? undefined,
    house_number: search.get("house_number") ?? undefined,
    postal_code: search.get("postal_code") ?? undefined,
    city: search.get("city") ?? undefined,
  });
  if (!parsed.success) return Response.json({ error: "bad_request" }, { status: 400 });
  const { house_number: houseNumber, postal_code: postalCode, ...rest } = parsed.data;
  const point = await locateAddress(context.api, { ...rest, houseNumber, postalCode });
  return Response.json({ point }, { headers: { "Cache-Control": "private, max-age=300" } });
}
