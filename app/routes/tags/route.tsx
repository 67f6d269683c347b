import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { listCenterTags } from "~/.server/api/tags";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { requireReviewer } from "~/.server/permissions";
import { tagsAction } from "./action.server";
import { CreateTagForm, MergeTagsForm, TagRow } from "./tag-forms";
import { RowsTable } from "~/components/rows-table";

// Staff and super admins keep their centre's tags. Every change is a plain form post that
// redirects back with a toast, or answers 400 with the errors on its own form.
export const handle = { i18n: ["social-map"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, tags] = await besideGuard(requireReviewer(request, context), listCenterTags(context));
  return { title: context.t("social-map:tags.title"), tags };
}

export const action = (args: ActionFunctionArgs) => tagsAction(args);
export const meta = titleMeta;

export default function Tags() {
  const { t } = useTranslation("social-map");
  const { tags } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const sent = lastResult?.initialValue ?? {};
  const resultFor = (intent: string, id?: string) => (sent.intent === intent && (id === undefined || sent.id === id) ? lastResult : undefined);
  return (
    <div className="grid max-w-4xl gap-10">
      <div>
        <PageHeader title={t("tags.title")} description={t("tags.description")} />
        <CreateTagForm lastResult={resultFor("create")} />
      </div>
      {tags.length ? (
        <RowsTable caption={t("tags.caption")} headers={[t("tags.name"), t("tags.organizations"), t("tags.actions")]}>
          {tags.map((tag) => (
            <TagRow key={tag.id} tag={tag} lastResult={resultFor("rename", tag.id) ?? resultFor("delete", tag.id)} />
          ))}
        </RowsTable>
      ) : (
        <p>{t("tags.empty")}</p>
      )}
      {tags.length > 1 ? <MergeTagsForm tags={tags} lastResult={resultFor("merge")} /> : null}
    </div>
  );
}
