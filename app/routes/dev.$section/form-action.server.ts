import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { demoFormParseOptions } from "./form-schema";

/** The demo form's POST: errors in the visitor's language with 400, or a fresh form on success. */
export async function demoFormAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), demoFormParseOptions(context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // conform's reset reply carries no status; the page needs one to say the form was sent.
  return data({ ...submission.reply({ resetForm: true }), status: "success" as const }, { status: 200 });
}
