import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { readAheadById } from "~/.server/read-ahead";
import { deletePage, getPage } from "~/.server/api/pages";
import { savePage } from "~/.server/content/page-form";
import { idParams, parseParams } from "~/.server/not-found";
import { requireReviewer } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { PageForm } from "~/components/content/page-form";
import { CsrfField } from "~/components/csrf-field";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { titleMeta } from "~/utils/meta";
import { editorDefault } from "~/utils/rich-text-plain";

// Edit or delete one page of the centre. The accessibility and privacy statements are edited,
// never deleted (the api refuses; the button is not offered).
export const handle = { hydrate: true, i18n: ["content", "vacancies"] };

async function load({ request, params, context }: LoaderFunctionArgs) {
  // The page needs only the URL's id: asked beside the user, used after the guard.
  const page = readAheadById(params, (id) => getPage(context.api, id));
  await requireReviewer(request, context);
  parseParams(request, params, idParams);
  return page;
}

export async function loader(args: LoaderFunctionArgs) {
  const page = await load(args);
  return {
    title: args.context.t("content:page.edit", { title: page.title }),
    id: page.id,
    kind: page.kind,
    slug: page.slug,
    defaults: {
      title: page.title,
      slug: page.slug,
      status: page.status,
      body: editorDefault(page.body),
    },
  };
}

export async function action(args: ActionFunctionArgs) {
  const page = await load(args);
  const formData = await args.request.formData();
  if (formData.get("intent") === "delete") {
    await deletePage(args.context, page.id);
    flashToast(args.context, { title: args.context.t("content:page.deleted", { title: page.title }), color: "success" });
    return safeRedirect("/content");
  }
  return savePage(args.context, formData, page.id);
}

export const meta = titleMeta;

export default function EditPage() {
  const { t } = useTranslation("content");
  const { title, kind, slug, defaults } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={title} description={t("page.address", { path: `/${slug}` })} />
      <PageForm lastResult={useActionData<typeof action>()} defaults={defaults} submit={t("page.save")} />
      {kind === "custom" ? (
        <Form method="post" className="mt-10">
          <CsrfField />
          <SubmitButton name="intent" value="delete">
            {t("page.delete")}
          </SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
