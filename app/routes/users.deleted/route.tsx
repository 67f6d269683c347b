import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ACCOUNT_GRACE_DAYS } from "@contract/users";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { displayName } from "~/.server/api/users";
import { listDeletedUsers } from "~/.server/api/users-admin";
import { requireStaff } from "~/.server/user-management";
import { FormAlert } from "~/components/form-alert";
import { HeaderLinks, PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { restoreAction } from "./action.server";
import { DeletedTable } from "./deleted-table";

// Decision 0017: a deleted account is kept ACCOUNT_GRACE_DAYS days before it is anonymised; its
// centre's staff and super admins find it here (the API lists only the ones they may restore)
// and restore it with a plain form, no JavaScript needed.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, users] = await besideGuard(requireStaff(request, context), listDeletedUsers(context.api));
  return {
    title: context.t("users:deleted.title"),
    rows: users.map((user) => ({ id: user.id, name: displayName({ ...user, email: null }), email: user.email ?? "", removalDueAt: user.removalDueAt ?? "" })),
  };
}

export const action = (args: ActionFunctionArgs) => restoreAction(args);

export const meta = titleMeta;
export const handle = { i18n: ["users"] };

export default function DeletedUsers() {
  const { t } = useTranslation("users");
  const { rows } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div>
      <PageHeader
        title={t("deleted.title")}
        description={t("deleted.description", { days: ACCOUNT_GRACE_DAYS })}
        actions={<HeaderLinks links={[{ to: "/users", label: t("add.back") }]} />}
      />
      <FormAlert id="restore-error" errors={refused && "error" in refused ? [refused.error] : undefined} />
      <DeletedTable rows={rows} />
    </div>
  );
}
