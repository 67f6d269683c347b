import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireDevAccess } from "~/.server/dev-access";
import { parseParams } from "~/.server/not-found";
import { titleMeta } from "~/utils/meta";
import { testAction } from "./actions.server";
import { testLoader } from "./loaders.server";
import { HYDRATED_PAGES, pageParams, type TestPage } from "./pages";
import { PAGE_COMPONENTS } from "./page-components";

export const handle = {
  i18n: ["dev", "vacancies", "forms"],
  hydrate: (data: { page?: TestPage } | undefined) => Boolean(data?.page && HYDRATED_PAGES.includes(data.page)),
};

// /test/<page>: super admins only in production, everyone elsewhere (requireDevAccess: 404).
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireDevAccess(context);
  const { page } = parseParams(request, params, pageParams);
  return { page, title: context.t(`dev:test.${page}.title`), data: await testLoader(page, request, context) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireDevAccess(context);
  const { page } = parseParams(request, params, pageParams);
  return testAction(page, request, context);
}

export const meta = titleMeta;

export default function TestPageRoute() {
  const { page } = useLoaderData<typeof loader>();
  const Page = PAGE_COMPONENTS[page];
  return <Page />;
}
