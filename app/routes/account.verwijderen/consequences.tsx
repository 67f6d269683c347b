import { ACCOUNT_GRACE_DAYS } from "@contract/users";
import { useTranslation } from "~/i18n-t";

const ITEMS = ["data", "roles", "sessions", "mail"] as const;

/** What deleting does (api: sessions and roles end at once, the row is anonymised after the grace period, one last mail). */
export function Consequences() {
  const { t } = useTranslation("auth");
  return (
    <section
      aria-labelledby="consequences-heading"
      className="rounded-theme border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <h2 id="consequences-heading" className="mb-2 font-semibold">
        {t("deleteAccount.whatHappens")}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {ITEMS.map((item) => (
          <li key={item}>{t(`deleteAccount.consequences.${item}`, { days: ACCOUNT_GRACE_DAYS })}</li>
        ))}
      </ul>
    </section>
  );
}
