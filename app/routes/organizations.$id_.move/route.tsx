import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { z } from "zod";
import { readAheadById } from "~/.server/read-ahead";
import { savedRedirect } from "~/.server/account";
import { getOrganization, moveOrganization } from "~/.server/api/organizations";
import { volunteerCenterChoices } from "~/.server/api/volunteer-centers";
import { replyFromApiError } from "~/.server/form-errors";
import { idParams, pageNotFound, parseParams } from "~/.server/not-found";
import { PageHeader } from "~/components/page-header";
import { SelectField } from "~/components/ui/select-field";
import { fieldProps } from "~/utils/field-props";
import { titleMeta } from "~/utils/meta";
import { validationErrorMap } from "~/utils/validation-message";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { requireReviewer } from "~/.server/permissions";
import { idString } from "@contract/rules";
import { recordOptions } from "~/utils/form-options";

// Staff and super admins move an organization to another centre of the tenant, when the app
// config's enableOrganizationsMoving is on (else there is no such page). A plain select and a
// post: no JavaScript needed, but the page hydrates like the other signed-in forms.
export const handle = { hydrate: true, i18n: ["organizations"] };

const moveSchema = () => z.object({ volunteerCenterId: idString });
const moveOptions = (t: AppLoadContext["t"]) => ({
  schema: moveSchema(),
  errorMap: validationErrorMap(t, { volunteerCenterId: t("organizations:fields.volunteerCenter") }),
});

async function load(request: Request, params: unknown, context: AppLoadContext) {
  if (!context.tenant.appConfig.enableOrganizationsMoving) pageNotFound(request);
  // The organization needs only the URL's id: asked beside the user, used after the guard.
  const reads = readAheadById(params, (id) => Promise.all([getOrganization(context.api, id), volunteerCenterChoices(context)]));
  await requireReviewer(request, context);
  const { id } = parseParams(request, params, idParams);
  const [organization, centers] = await reads;
  return { id, organization, centers };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { organization, centers } = await load(request, params, context);
  const { id, name, volunteerCenterId } = organization;
  const current = centers.find((center) => center.id === volunteerCenterId)?.name ?? null;
  return { title: context.t("organizations:move.title", { name }), organization: { id, name, volunteerCenterId }, current, centers };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id, organization, centers } = await load(request, params, context);
  const submission = parseWithZod(await request.formData(), moveOptions(context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { volunteerCenterId } = submission.value;
  try {
    await moveOrganization(context.api, id, volunteerCenterId);
  } catch (error) {
    return replyFromApiError(submission, error, context.t, { volunteerCenterId: context.t("organizations:fields.volunteerCenter") });
  }
  const center = centers.find((c) => c.id === volunteerCenterId)?.name ?? volunteerCenterId;
  // An approved organization stays public; another one may now be the other centre's only.
  const to = organization.status === "approved" ? `/organizations/${id}` : "/organizations";
  return savedRedirect(context, to, context.t("organizations:move.moved", { name: organization.name, center }));
}

export const meta = titleMeta;

export default function MoveOrganization() {
  const { t } = useTranslation(["organizations", "ui"]);
  const { organization, current, centers } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<ReturnType<typeof moveSchema>>>({
    lastResult: useActionData<typeof action>(),
    shouldValidate: "onBlur",
    // A choice clears the error at once: on blur its message would vanish under the pointer
    // between pressing and releasing the button, which then misses the click.
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, moveOptions(t)),
  });
  return (
    <div className="max-w-3xl">
      <PageHeader
        title={t("move.title", { name: organization.name })}
        description={t("move.description")}
        back={{ to: `/organizations/${organization.id}`, label: t("move.back") }}
      />
      {current ? <p>{t("move.current", { name: current })}</p> : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 grid max-w-md gap-4">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <SelectField
          {...fieldProps(fields.volunteerCenterId, t("fields.volunteerCenter"))}
          placeholder={t("move.choose")}
          options={recordOptions(centers)}
          required
        />
        <SubmitButton className="justify-self-start">{t("move.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
