import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loadPublicForm, publicFormAction, type PublicFormState } from "~/.server/forms/public-form";
import { PublicFormSent, PublicFormView } from "~/components/forms/public-form-view";
import { titleMeta } from "~/utils/meta";

// The centre's contact form: every centre has one, its staff edit it in the form builder. docs/forms.md
// Like /forms/<token>, it does not hydrate: every step is a plain post checked by the server, and
// with JavaScript the form's island checks a field on blur.
export const handle = { i18n: ["forms"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const form = await loadPublicForm(context, "contact");
  return { title: form.title, form, sent: new URL(request.url).searchParams.has("sent"), checks: import.meta.env.VITE_FORM_ISLAND_URL || null };
}

export const action = ({ request, context }: ActionFunctionArgs) => publicFormAction(context, request, "contact", "/contactformulier?sent=1");

export const meta = titleMeta;

const START: PublicFormState = { step: 1, values: {}, errors: {}, formError: null };

export default function ContactFormPage() {
  const { form, sent, checks } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>() ?? START;
  if (sent) return <PublicFormSent form={form} main={false} />;
  return <PublicFormView form={form} state={state} action="/contactformulier" checks={checks} main={false} />;
}
