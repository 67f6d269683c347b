import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { MENUS } from "@contract/menu-items";
import { besideGuard } from "~/.server/read-ahead";
import { listMenuItems } from "~/.server/api/menu-items";
import { listCenterNews } from "~/.server/api/news-items";
import { listCenterPages } from "~/.server/api/pages";
import { requireReviewer } from "~/.server/permissions";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { menuItemsAction } from "./action.server";
import { AddMenuItemForm, MenuTable } from "./menu-forms";

// The centre's header and footer menus: links to its pages, news or any internal path, ordered
// by position, one level of nesting. Plain form posts; no JavaScript needed.
export const handle = { i18n: ["content"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, [items, pages, news]] = await besideGuard(
    requireReviewer(request, context),
    Promise.all([listMenuItems(context.api, { live: false }), listCenterPages(context.api), listCenterNews(context.api)]),
  );
  return {
    title: context.t("content:menu.title"),
    items: items.map(({ id, menu, label, href, parentId, position }) => ({ id, menu, label, href, parentId, position })),
    pages: pages.map(({ id, title }) => ({ id, title })),
    news: news.map(({ id, title }) => ({ id, title })),
  };
}

export const action = (args: ActionFunctionArgs) => menuItemsAction(args);
export const meta = titleMeta;

export default function MenuItems() {
  const { t } = useTranslation("content");
  const { items, pages, news } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const sent = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  return (
    <div className="grid gap-10">
      <PageHeader title={t("menu.title")} description={t("menu.description")} />
      <AddMenuItemForm
        lastResult={sent.intent === "create" ? lastResult : undefined}
        pages={pages}
        news={news}
        parents={items.filter((i) => i.parentId === null)}
      />
      {MENUS.map((menu) => (
        <MenuTable
          key={menu}
          menu={menu}
          items={items.filter((i) => i.menu === menu)}
          lastResult={sent.intent !== "create" ? lastResult : undefined}
          sentId={sent.id as string | undefined}
        />
      ))}
    </div>
  );
}
