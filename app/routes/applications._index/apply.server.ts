import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { siteOrigin } from "~/.server/account";
import { applyForVacancy } from "~/.server/api/applications";
import { ApiError } from "~/.server/api/errors";
import { getCurrentUser } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";

const optional = z.string().trim().max(5000).transform((v) => v || undefined).optional();
const applySchema = z.object({
  vacancyId: z.string().regex(/^[1-9][0-9]{0,15}$/),
  motivation: z.string().trim().min(1).max(5000),
  name: optional,
  email: optional,
  phone: optional,
});

/**
 * POST /applications: apply for a vacancy, as a guest or signed in. The apply form of the
 * vacancy page may post here; the API checks everything and its field errors come back as JSON
 * `{ errors }` (400) for that form to show. A guest's confirmation mail links to this site's
 * /applications/withdraw.
 */
export async function applyAction({ request, context }: ActionFunctionArgs) {
  const parsed = applySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ errors: parsed.error.flatten().fieldErrors }, { status: 400 });
  const user = await getCurrentUser(context);
  const { name, email, ...rest } = parsed.data;
  try {
    const { data: application } = await applyForVacancy(context.api, {
      ...rest,
      ...(user ? {} : { name, email, locale: context.locale, withdrawUrl: `${siteOrigin(request)}/applications/withdraw` }),
    });
    flashToast(context, { title: context.t("applications:apply.sent"), color: "success" });
    return safeRedirect(user ? `/applications/${application.id}` : `/vacancies/${rest.vacancyId}`);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ errors: error.fieldErrors() }, { status: error.status === 429 ? 429 : 400 });
  }
}
