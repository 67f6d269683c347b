import { useTranslation } from "~/i18n-t";
import type { OrganizationAddress, OrganizationProfile } from "~/.server/api/organizations";
import { ExternalLink } from "~/components/external-link";
import { LinkedText } from "~/components/linked-text";
import { SimpleMap } from "~/components/map/simple-map";
import { Section } from "~/components/section";
import { DetailsList } from "~/components/details-list";

interface Props {
  organization: { profile: OrganizationProfile | null; address: (OrganizationAddress & { text: string }) | null };
}

const linkClasses = "text-primary-800 underline dark:text-primary-300";

// Only http(s) websites become links: a stored `javascript:` URL must stay text.
const safeWebsite = (website: string) => (/^https?:\/\//i.test(website) ? website : null);

/**
 * A value only staff and the organization's admins are sent (docs/organizations.md): said next to
 * it, so they know a visitor does not see it. The public directory never passes such values.
 */
function StaffOnly({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation("organizations");
  return hidden ? <span className="ms-2 text-sm font-normal text-muted-700 dark:text-muted-300">({t("visibility.staffOnlyNote")})</span> : null;
}

/** The profile's contact details and the address on a map; empty values are left out. */
export function OrganizationDetailsList({ organization: { profile, address } }: Props) {
  const { t } = useTranslation("organizations");
  const website = profile?.website ? safeWebsite(profile.website) : null;
  const donation = profile?.donationUrl ? safeWebsite(profile.donationUrl) : null;
  const contact = [
    profile?.website
      ? {
          term: t("fields.website"),
          value: website ? (
            <ExternalLink href={website} className={linkClasses}>
              {profile.website}
            </ExternalLink>
          ) : (
            profile.website
          ),
        }
      : null,
    donation
      ? {
          term: t("fields.donationUrl"),
          value: (
            <ExternalLink href={donation} className={linkClasses}>
              {t("show.donate")}
            </ExternalLink>
          ),
        }
      : null,
    profile?.phone
      ? {
          term: t("fields.phone"),
          value: (
            <>
              <a href={`tel:${profile.phone.replace(/[^+0-9]/g, "")}`} className={linkClasses}>
                {profile.phone}
              </a>
              <StaffOnly hidden={profile.phoneVisibility === "staff"} />
            </>
          ),
        }
      : null,
    profile?.email
      ? {
          term: t("fields.email"),
          value: (
            <>
              <a href={`mailto:${profile.email}`} className={linkClasses}>
                {profile.email}
              </a>
              <StaffOnly hidden={profile.emailVisibility === "staff"} />
            </>
          ),
        }
      : null,
  ].filter((row) => row !== null);
  if (!profile?.description && !contact.length && !address?.text) return <p>{t("show.noDetails")}</p>;
  return (
    <div className="grid gap-8">
      {profile?.description ? (
        <Section id="organization-about" title={t("fields.description")} headingClassName="mb-2 text-xl font-semibold">
          <p className="whitespace-pre-line wrap-anywhere">
            <LinkedText text={profile.description} />
          </p>
        </Section>
      ) : null}
      {contact.length ? (
        <section>
          {/* Not a named region: the footer's "Contact" region is the page's landmark of that name (axe landmark-unique). */}
          <h2 id="organization-contact" className="mb-2 text-xl font-semibold">
            {t("show.contact")}
          </h2>
          <DetailsList rows={contact} />
        </section>
      ) : null}
      {address?.text ? (
        <section aria-labelledby="organization-location">
          <h2 id="organization-location" className="mb-2 text-xl font-semibold">
            {t("show.location")}
            <StaffOnly hidden={address.visibility === "staff" && Boolean(address.street || address.postalCode)} />
          </h2>
          <SimpleMap lat={address.latitude ?? Number.NaN} lng={address.longitude ?? Number.NaN} address={address.text} />
        </section>
      ) : null}
    </div>
  );
}
