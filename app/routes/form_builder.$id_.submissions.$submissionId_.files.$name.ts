import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fetchSubmissionFile } from "~/.server/api/forms";
import { requireFormBuilder } from "~/.server/permissions";

const NAME = /^[0-9a-f]{64}\.(pdf|png|jpg)$/;
const ID = /^[1-9]\d{0,17}$/;

/**
 * A file a visitor sent with a form, for the form's owner only (docs/forms.md "File fields"): the
 * api checks who asks and that the submission holds the file. A download, never cached.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireFormBuilder(request, context);
  const { submissionId = "", name = "" } = params;
  if (!ID.test(submissionId) || !NAME.test(name)) throw data(null, { status: 404 });
  const file = await fetchSubmissionFile(context, submissionId, name);
  if (file === null) throw data(null, { status: 404 });
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" });
  for (const header of ["Content-Type", "Content-Length", "Content-Disposition"]) {
    const value = file.headers.get(header);
    if (value) headers.set(header, value);
  }
  return new Response(file.body, { headers });
}
