import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { PageHeader } from "~/components/page-header";
import { buttonClasses } from "~/components/ui/button-styles";
import { ButtonsSample } from "./buttons-sample";
import { FieldsSample } from "./fields-sample";
import { LayoutSample } from "./layout-sample";
import { MenusSample } from "./menus-sample";
import { PanelsSample } from "./panels-sample";

/** Every shared component in each of its states. */
export function ComponentsSection() {
  const { t } = useTranslation("dev");
  return (
    <>
      {/* This page's own header is the PageHeader sample, with its description and actions. */}
      <PageHeader
        title={t("components.title")}
        description={t("components.intro")}
        actions={
          <Link to="/dev/form" className={buttonClasses("muted")}>
            {t("components.toForm")}
          </Link>
        }
      />
      <ButtonsSample />
      <FieldsSample />
      <MenusSample />
      <PanelsSample />
      <LayoutSample />
    </>
  );
}
