import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { replyFromAccountError, siteOrigin } from "~/.server/account";
import { ApiError } from "~/.server/api/errors";
import { applyForVacancy } from "~/.server/api/applications";
import { getCurrentUser } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";
import type { z } from "zod";
import { APPLY_FIELDS, applyLabels, applyParseOptions, type guestApplySchema } from "./schema";

/**
 * Sends an application: a guest's with name, address and language (the API mails them a
 * confirmation), a volunteer's as their account. Then the confirmation page, or the form back.
 */
export async function applyAction({ request, context }: ActionFunctionArgs, vacancyId: string) {
  const user = await getCurrentUser(context);
  const submission = parseWithZod(await request.formData(), applyParseOptions(!user, context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { motivation, phone, name, email } = submission.value as z.infer<typeof guestApplySchema>;
  // A guest has no account to withdraw from: the mailed link leads to this site's withdraw page.
  const guest = user ? {} : { name, email, locale: context.locale, withdrawUrl: `${siteOrigin(request)}/applications/withdraw` };
  try {
    await applyForVacancy(context.api, { vacancyId, motivation, phone: phone || undefined, ...guest });
  } catch (error) {
    // Applied before, or the vacancy stopped taking applications: said plainly, not as a field.
    if (error instanceof ApiError && error.status === 422 && error.errors.some((e) => e.source?.pointer === "/data/attributes/vacancy_id")) {
      const taken = error.errors.some((e) => e.code === "taken");
      return data(submission.reply({ formErrors: [context.t(taken ? "vacancy-search:apply.alreadyApplied" : "vacancy-search:apply.closed")] }), {
        status: 400,
      });
    }
    return replyFromAccountError(submission, error, context, [...APPLY_FIELDS], [], applyLabels(context.t));
  }
  return safeRedirect(`/vacancies/${vacancyId}/applied`);
}
