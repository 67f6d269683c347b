import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireDevAccess } from "~/.server/dev-access";
import { parseParams } from "~/.server/not-found";
import { titleMeta } from "~/utils/meta";
import { ColorsSection } from "./colors-section";
import { ComponentsSection } from "./components-section";
import { demoFormAction } from "./form-action.server";
import { FormSection } from "./form-section";
import { ModalSection } from "./modal-section";
import { sectionParams } from "./sections";

// /dev/colors, /dev/components, /dev/form and /dev/modal; any other /dev/… is
// 'Page Not Found: /dev/…' with status 404, from the parameter validation.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireDevAccess(context);
  const { section } = parseParams(request, params, sectionParams);
  return { section, title: context.t(`dev:${section}.title`) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireDevAccess(context);
  const { section } = parseParams(request, params, sectionParams);
  if (section !== "form") throw new Response("Method Not Allowed", { status: 405 });
  return demoFormAction(request, context);
}

export const meta = titleMeta;

const sections = { colors: ColorsSection, components: ComponentsSection, form: FormSection, modal: ModalSection };

export default function DevSectionPage() {
  const { section } = useLoaderData<typeof loader>();
  const Section = sections[section];
  return <Section />;
}
