import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { safeRedirect } from "./safe-redirect";

/**
 * The action behind the language, colour-scheme and consent forms: validates the choice, sets its
 * cookie and returns to the page the form was on, so each works as a plain form without JavaScript.
 */
export async function preferenceAction<S extends z.ZodTypeAny>(
  { request, context }: ActionFunctionArgs,
  schema: S,
  cookieFor: (value: z.infer<S>) => string | Promise<string>,
) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") {
    throw new Response(context.t("preferences.invalid"), { status: 400 });
  }
  context.setCookies.push(await cookieFor(submission.value));
  return safeRedirect(submission.value.redirectTo);
}
