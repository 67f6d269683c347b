import { useTranslation } from "~/i18n-t";
import type { Partner } from "~/.server/partners/partners";
import { Img } from "~/components/ui/img";

/**
 * A partner centre: logo, name (a link to its own site when it has one), place and a short
 * description. The whole card is the link's target area, so a phone user cannot miss it.
 */
export function PartnerCard({ partner, headingLevel = 2 }: { partner: Partner; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li
      className="relative flex gap-4 rounded-theme border border-muted-200 p-4 focus-within:ring-2 focus-within:ring-primary-600 dark:border-muted-700"
      data-testid="partner"
    >
      <Img
        src={partner.logoUrl}
        alt={t("partnerCard.logo", { name: partner.name })}
        size={[64, 64]}
        loading="lazy"
        className="h-16 w-16 shrink-0 object-contain"
      />
      <div className="min-w-0">
        <Heading className="text-lg font-semibold">
          {partner.url ? (
            <a href={partner.url} className="text-primary-800 underline after:absolute after:inset-0 dark:text-primary-300">
              {partner.name}
            </a>
          ) : (
            partner.name
          )}
        </Heading>
        {partner.place ? <p className="text-sm text-muted-700 dark:text-muted-300">{partner.place}</p> : null}
        {partner.description ? <p className="mt-2 wrap-anywhere">{partner.description}</p> : null}
      </div>
    </li>
  );
}
