import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { savedRedirect } from "~/.server/account";
import { replyFromApiError } from "~/.server/form-errors";
import type { OnOffPreference } from "./on-off-form";

/** The action of an on/off mail preference: checks the choice, saves it and returns to the page with a toast. */
export async function saveOnOff(request: Request, context: AppLoadContext, { name, texts, path }: OnOffPreference, save: (on: boolean) => Promise<unknown>) {
  const submission = parseWithZod(await request.formData(), { schema: z.object({ [name]: z.enum(["on", "off"]) }) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await save(submission.value[name] === "on");
  } catch (error) {
    return replyFromApiError(submission, error, context.t, { [name]: context.t(`${texts}.legend`) });
  }
  return savedRedirect(context, path, context.t(`${texts}.saved`));
}
