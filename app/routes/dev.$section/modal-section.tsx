import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { PageHeader } from "~/components/page-header";
import { Modal } from "~/components/ui/modal";

const DIALOG_ID = "demo-dialog";

/** The modal dialog, opened by a link without JavaScript (?modal=open) and by a button with it. */
export function ModalSection() {
  const { t } = useTranslation("dev");
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeader title={t("modal.title")} description={t("modal.intro")} />
      <Modal
        id={DIALOG_ID}
        title={t("modal.dialogTitle")}
        triggerLabel={t("modal.open")}
        closeLabel={t("modal.close")}
        open={searchParams.get("modal") === "open"}
        openHref={`/dev/modal?modal=open#${DIALOG_ID}`}
        closeHref="/dev/modal"
      >
        <p>{t("modal.body")}</p>
      </Modal>
    </>
  );
}
