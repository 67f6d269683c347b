import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RootLoader } from "~/root";
import { titleMeta } from "~/utils/meta";

export async function loader({ context }: LoaderFunctionArgs) {
  return { title: context.t("home.title") };
}

export const meta = titleMeta;

export default function Home() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootLoader>("root");
  return (
    <section className="max-w-3xl">
      <h1 className="text-3xl font-bold text-primary-800">{t("home.heading", { name: root?.center.name })}</h1>
      <p className="mt-4 text-lg">{t("home.intro")}</p>
    </section>
  );
}
