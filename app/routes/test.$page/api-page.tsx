import { useTranslation } from "~/i18n-t";
import type { apiState } from "./api-state.server";
import { Facts, TestHeader } from "./parts";
import { usePageData } from "./use-page-data";

export function ApiPage() {
  const { t } = useTranslation("dev");
  const api = usePageData<Awaited<ReturnType<typeof apiState>>>();
  const rows: [string, string][] = [
    [t("test.api.reachable"), api.reachable ? t("test.yes") : t("test.no")],
    [t("test.api.status"), api.status],
    [t("test.api.latency"), t("test.ms", { value: api.latencyMs })],
    [t("test.api.transport"), api.transport],
    [t("test.api.webRelease"), api.webRelease],
  ];
  if (api.details)
    rows.push(
      [t("test.api.apiRelease"), api.apiRelease ?? "–"],
      [t("test.api.environment"), api.environment ?? "–"],
      [t("test.api.database"), api.database?.reachable ? t("test.ms", { value: api.database.latencyMs }) : t("test.no")],
      [t("test.api.migrationLevel"), `${api.database?.migrationLevel ?? "–"} (${api.database?.migrationsApplied ?? 0})`],
    );
  return (
    <>
      <TestHeader page="api" />
      <Facts rows={rows} testId="api-facts" />
      {api.details ? null : <p>{t("test.api.detailsForSuperAdmins")}</p>}
    </>
  );
}
