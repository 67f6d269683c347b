import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadCurrentCenter } from "~/.server/current-center";
import { loadHomeSections } from "~/.server/home/sections";
import { titleMeta } from "~/utils/meta";
import { HomeSections } from "./sections";

// Public and without JavaScript (decision 0003): every section is links and one GET form.
export const handle = { i18n: ["vacancy-search"] };

export async function loader({ context }: LoaderFunctionArgs) {
  // The centre is kept per isolate (loadCurrentCenter), so asking again here costs nothing.
  const [sections, root] = await Promise.all([loadHomeSections(context), loadCurrentCenter(context)]);
  return {
    title: context.t("home.title"),
    description: context.t("home.description", { name: root.name }),
    centerName: root.name,
    sections,
  };
}

export const meta = titleMeta;

export default function Home() {
  const { centerName, sections } = useLoaderData<typeof loader>();
  return <HomeSections centerName={centerName} sections={sections} />;
}
