import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loadPublicForm, publicFormAction, type PublicFormState } from "~/.server/forms/public-form";
import { PublicFormSent, PublicFormView } from "~/components/forms/public-form-view";
import { titleMeta } from "~/utils/meta";

// A published form at its unguessable address (spec: public, empty layout). docs/forms.md
// It does not hydrate (a public page loads no JavaScript it does not need, docs/performance.md):
// every step is a plain post checked by the server; with JavaScript the form's island (the URL
// from the build) checks a field as the visitor leaves it.
export const handle = { layout: "empty", i18n: ["forms"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const form = await loadPublicForm(context, params.token ?? "");
  return { title: form.title, form, sent: new URL(request.url).searchParams.has("sent"), checks: import.meta.env.VITE_FORM_ISLAND_URL || null };
}

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  publicFormAction(context, request, params.token ?? "", `/forms/${encodeURIComponent(params.token ?? "")}?sent=1`);

export const meta = titleMeta;

const START: PublicFormState = { step: 1, values: {}, errors: {}, formError: null };

export default function PublicFormPage() {
  const { form, sent, checks } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>() ?? START;
  if (sent) return <PublicFormSent form={form} />;
  return <PublicFormView form={form} state={state} action={`/forms/${encodeURIComponent(form.id)}`} checks={checks} />;
}
