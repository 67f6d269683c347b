import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadCurrentCenter } from "~/.server/current-center";
import { loadHomeSections } from "~/.server/home/sections";
import { jsonLdMeta, organizationLd } from "~/utils/json-ld";
import { titleMeta } from "~/utils/meta";
import { HomeSections } from "./sections";

// Public and without JavaScript (decision 0003): every section is links and one GET form.
export const handle = { i18n: ["vacancy-search"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // loadCurrentCenter answers once per request (the root loader asks too) and keeps it per isolate.
  const [sections, root] = await Promise.all([loadHomeSections(context), loadCurrentCenter(context)]);
  const origin = new URL(request.url).origin;
  const contact = sections.find((s) => s.id === "contact")?.contact;
  return {
    // The centre itself, with its contact details when the page shows them.
    ld: organizationLd(
      {
        name: root.name,
        url: origin,
        logo: root.logoUrl ? new URL(root.logoUrl, origin).href : null,
        email: contact?.email,
        telephone: contact?.phone,
        description: contact?.description,
      },
      "NGO",
    ),
    title: context.t("home.title"),
    description: context.t("home.description", { name: root.name }),
    centerName: root.name,
    sections,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => [...titleMeta(args), ...(args.data ? [jsonLdMeta(args.data.ld)] : [])];

export default function Home() {
  const { centerName, sections } = useLoaderData<typeof loader>();
  return <HomeSections centerName={centerName} sections={sections} />;
}
