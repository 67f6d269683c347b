import { useTranslation } from "~/i18n-t";
import { Section } from "~/components/section";
import { DetailsList } from "~/components/details-list";

interface Props {
  user: { email: string | null; phone: string | null; locale: string; status: string };
}

/** E-mail, phone, language and status as a description list; an empty value shows a dash. */
export function UserDetails({ user }: Props) {
  const { t } = useTranslation("users");
  const rows = [
    { term: t("fields.status"), value: t(`statuses.${user.status}`, { defaultValue: user.status }) },
    { term: t("fields.email"), value: user.email || t("list.none") },
    { term: t("fields.phone"), value: user.phone || t("list.none") },
    { term: t("fields.locale"), value: t(`locales.${user.locale}`, { defaultValue: user.locale }) },
  ];
  return (
    <Section id="user-details" title={t("show.details")} headingClassName="mb-2 text-xl font-semibold">
      <DetailsList rows={rows} />
    </Section>
  );
}
