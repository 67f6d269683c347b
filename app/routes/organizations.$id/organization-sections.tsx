import { Link } from "~/components/link";
import type { ComponentProps } from "react";
import { useTranslation } from "~/i18n-t";
import { VacancyList } from "../sociale-kaart.$id/vacancy-list";
import { LastChecked } from "./last-checked";
import { OrganizationDetailsList } from "./organization-details";
import { Section } from "~/components/section";

const linkClasses = "text-primary-800 underline dark:text-primary-300";

type Props = {
  organization: ComponentProps<typeof OrganizationDetailsList>["organization"] & { tags: string[] };
  check: ComponentProps<typeof LastChecked>["check"];
  vacancies: ComponentProps<typeof VacancyList>["vacancies"];
};

/**
 * What an organization's page shows below its header, the same on /organizations/:id and on the
 * social map's entry: its details and when they were last checked, its themes (each a link to the
 * social map filtered by it) and its open vacancies.
 */
export function OrganizationSections({ organization, check, vacancies }: Props) {
  const { t } = useTranslation("social-map");
  return (
    <>
      <div className="grid gap-2">
        <OrganizationDetailsList organization={organization} />
        <LastChecked check={check} />
      </div>
      {organization.tags.length ? (
        <Section id="organization-tags" title={t("show.tags")} headingClassName="mb-2 text-xl font-semibold">
          <ul className="flex flex-wrap gap-2">
            {organization.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/sociale-kaart?${new URLSearchParams({ tag })}`} className={linkClasses}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="organization-vacancies" title={t("show.vacancies")} headingClassName="mb-2 text-xl font-semibold">
        {vacancies.length ? <VacancyList vacancies={vacancies} /> : <p>{t("show.noVacancies")}</p>}
      </Section>
    </>
  );
}
