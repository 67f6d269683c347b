import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { serializeCookie } from "~/.server/cookies";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { requireTenantSwitch } from "~/.server/tenant-switch";
import { titleMeta } from "~/utils/meta";
import { switchSchema } from "./schema";
import { listTenants } from "./tenants.server";

export const handle = { layout: "empty" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireTenantSwitch(request, context);
  return { title: context.t("switch.title"), current: context.tenant.tenant, tenants: await listTenants(context) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireTenantSwitch(request, context);
  const submission = parseWithZod(await request.formData(), {
    schema: switchSchema.refine((value) => value.tenant in context.config.TENANTS, {
      path: ["tenant"],
      message: context.t("switch.invalid"),
    }),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  context.setCookies.push(serializeCookie(context.config.TENANT_COOKIE_NAME, submission.value.tenant));
  // Shown by the next page, whichever tenant it belongs to: the session cookie is the host's.
  flashToast(context, { color: "success", title: context.t("switched", { ns: "toast", tenant: submission.value.tenant }) });
  throw safeRedirect("/");
}

export const meta = titleMeta;

export default function Switch() {
  const { t } = useTranslation();
  const { tenants, current } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({ lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">{t("switch.title")}</h1>
      <p className="mt-2 text-muted-700">{t("switch.intro")}</p>
      {fields.tenant.errors ? (
        <p role="alert" className="mt-4 text-red-700">
          {fields.tenant.errors.join(" ")}
        </p>
      ) : null}
      <ul className="mt-6 space-y-3">
        {tenants.map(({ tenant, appName, centers }) => (
          <li key={tenant} className="flex items-center justify-between gap-4 rounded-lg border border-muted-200 p-4">
            <div>
              <p className="font-semibold">
                {tenant}
                {appName ? ` (${appName})` : ""}
                {tenant === current ? <span className="ml-2 text-sm text-muted-600">· {t("switch.current")}</span> : null}
              </p>
              <p className="text-sm text-muted-700">{centers.join(", ")}</p>
            </div>
            <Form method="post" {...getFormProps(form)} id={`${form.id}-${tenant}`}>
              <CsrfField />
              <input type="hidden" name="tenant" value={tenant} />
              <button type="submit" className="rounded-full bg-primary-700 px-4 py-2 text-white">
                {t("switch.submit", { tenant })}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </main>
  );
}
