import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { listNotificationTemplates } from "~/.server/api/notification-templates";
import { powersOfUser, requireReviewer } from "~/.server/permissions";
import { readAhead } from "~/.server/read-ahead";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { RowsTable } from "~/components/rows-table";

// Every mail the platform sends, as its centre sends it (docs/mail.md "Templates"): staff change
// their centre's texts; super admins also the platform's defaults (?scope=platform).
export const handle = { i18n: ["mail-templates"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const askedPlatform = new URL(request.url).searchParams.get("scope") === "platform";
  // The centre's templates need nothing of the user: asked beside the guard's call
  // (~/.server/read-ahead). The platform's only a super admin sees, so they wait for it.
  const centerTemplates = askedPlatform ? null : readAhead(listNotificationTemplates(context.api, false));
  const user = await requireReviewer(request, context);
  const superAdmin = powersOfUser(user).superAdmin;
  const platform = superAdmin && askedPlatform;
  const templates = await (centerTemplates ?? listNotificationTemplates(context.api, platform));
  return {
    title: context.t(platform ? "mail-templates:index.platformTitle" : "mail-templates:index.title"),
    platform,
    superAdmin,
    templates: templates.map(({ id, kind, subjectNl, customized }) => ({ id, kind, subjectNl, customized })),
  };
}

export const meta = titleMeta;

const linkClass = "underline underline-offset-4";

export default function NotificationTemplates() {
  const { t } = useTranslation("mail-templates");
  const { title, platform, superAdmin, templates } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-8">
      <PageHeader title={title} description={t(platform ? "index.platformDescription" : "index.description")} />
      {superAdmin ? (
        <nav aria-label={t("index.scopes")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/notification_templates" className={linkClass} aria-current={platform ? undefined : "page"}>
                {t("index.center")}
              </Link>
            </li>
            <li>
              <Link to="/notification_templates?scope=platform" className={linkClass} aria-current={platform ? "page" : undefined}>
                {t("index.platform")}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
      <RowsTable caption={title} headers={[t("index.mail"), t("index.subject"), t("index.state")]}>
        {templates.map((template) => (
          <tr key={template.id} className="border-b border-muted-200 dark:border-muted-800">
            <th scope="row" className="py-2 pr-4 font-medium">
              <Link to={`/notification_templates/${template.id}/edit`} className={linkClass}>
                {t(`kinds.${template.kind}.title`)}
              </Link>
              <p className="text-sm font-normal text-muted-700 dark:text-muted-300">{t(`kinds.${template.kind}.description`)}</p>
            </th>
            <td className="py-2 pr-4">{template.subjectNl}</td>
            <td className="py-2">{template.customized ? t("index.customized") : t(platform ? "index.codeDefault" : "index.default")}</td>
          </tr>
        ))}
      </RowsTable>
    </div>
  );
}
