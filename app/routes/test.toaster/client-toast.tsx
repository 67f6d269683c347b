import { useTranslation } from "~/i18n-t";
import { useHydrated } from "remix-utils/use-hydrated";
import { toast } from "~/components/toast/toast-store";
import { Section } from "~/components/section";

/** toast.add from client code: only offered once JavaScript runs, since it cannot work without. */
export function ClientToast() {
  const { t } = useTranslation("toast");
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Section id="client-toast-heading" title={t("test.clientHeading")}>
      <button
        type="button"
        onClick={() => toast.add({ title: t("test.clientTitle"), message: t("test.clientMessage"), color: "info" })}
        className="mt-4 rounded-theme border border-primary-700 px-5 py-2 font-medium text-primary-800 dark:border-primary-300 dark:text-primary-200"
      >
        {t("test.clientButton")}
      </button>
    </Section>
  );
}
