import { useTranslation } from "~/i18n-t";

/** "Last checked" under an organization's details (docs/organization-checks.md): how current it is. */
export function LastChecked({ check }: { check: { date: string | null; stale: boolean } | null }) {
  const { t } = useTranslation("org-entry");
  if (!check) return null;
  return (
    <p className="text-sm text-muted-700 dark:text-muted-300">
      {check.date ? t("check.lastChecked", { date: check.date }) : t("check.neverChecked")}
      {check.stale ? <span className="ms-2 font-medium">{t("check.staleNote")}</span> : null}
    </p>
  );
}
