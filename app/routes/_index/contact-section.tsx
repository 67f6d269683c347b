import { useTranslation } from "~/i18n-t";
import type { CenterContact } from "~/.server/home/contact-section";
import { ContactPersonCard } from "~/components/layout/center-footer";

const link = "text-primary-800 underline dark:text-primary-300";

/** The centre's address and the ways to reach it, each a link a phone can follow. */
export function ContactSection({ contact }: { contact: CenterContact }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      {contact.description ? <p className="max-w-3xl">{contact.description}</p> : null}
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {contact.address ? (
          <>
            <dt className="font-semibold">{t("home.contact.address")}</dt>
            <dd>{contact.address}</dd>
          </>
        ) : null}
        {contact.phone ? (
          <>
            <dt className="font-semibold">{t("home.contact.phone")}</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^+0-9]/g, "")}`} className={link}>
                {contact.phone}
              </a>
            </dd>
          </>
        ) : null}
        {contact.email ? (
          <>
            <dt className="font-semibold">{t("home.contact.email")}</dt>
            <dd className="wrap-anywhere">
              <a href={`mailto:${contact.email}`} className={link}>
                {contact.email}
              </a>
            </dd>
          </>
        ) : null}
        {contact.website ? (
          <>
            <dt className="font-semibold">{t("home.contact.website")}</dt>
            <dd className="wrap-anywhere">
              <a href={contact.website} className={link}>
                {contact.website.replace(/^https?:\/\//i, "")}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {contact.person ? (
        <div className="mt-2 grid gap-2">
          <p className="font-semibold">{t("centerFooter.contactPerson")}</p>
          <ContactPersonCard person={contact.person} headingLevel={3} />
        </div>
      ) : null}
    </div>
  );
}
