import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n-t";
import { getCenterSettings } from "~/.server/api/center-settings";
import { requireSettingsEditor } from "~/.server/settings-access";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { designAction, previewOf } from "./action.server";
import { DesignForm } from "./design-form";
import { designValues, formOfValues } from "./values.server";

// Hydrated for the live shade preview; everything works without JavaScript.
export const handle = { hydrate: true, i18n: ["settings"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const center = await getCenterSettings(context);
  await requireSettingsEditor(request, context, center.id);
  const values = designValues(center.profile, context.tenant.shape);
  return { title: context.t("settings:design.title"), values, preview: previewOf(formOfValues(values)) };
}

export const action = (args: ActionFunctionArgs) => designAction(args);
export const meta = titleMeta;

export default function DesignSettings() {
  const { t } = useTranslation("settings");
  const { values, preview } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // A save that passes redirects back here without a reply, and Conform would keep the errors of
  // the last reply it saw (a refused colour's beside the confirmation): the form starts over.
  const [generation, setGeneration] = useState(0);
  const answered = useRef(false);
  useEffect(() => {
    if (answered.current && !reply) setGeneration((n) => n + 1);
    answered.current = Boolean(reply);
  }, [reply]);
  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader title={t("design.title")} description={t("design.description")} />
      <DesignForm
        key={generation}
        values={values}
        preview={reply?.preview ?? preview}
        lastResult={reply?.result}
        contrastFailed={Boolean(reply && "contrastFailed" in reply && reply.contrastFailed)}
      />
    </div>
  );
}
