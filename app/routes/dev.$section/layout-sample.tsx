import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { Container } from "~/components/container";
import { SimpleMap } from "~/components/map/simple-map";
import { PER_PAGE_OPTIONS, PerPageSelect } from "~/components/per-page-select";
import { GuideSection } from "./guide-section";
import { samplePlace } from "./sample-data";

export function LayoutSample() {
  const { t } = useTranslation("dev");
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get("per_page"));
  const perPage = PER_PAGE_OPTIONS.find((option) => option === requested) ?? 25;
  return (
    <>
      <GuideSection title={t("components.perPage.heading")} note={t("components.perPage.note")}>
        <PerPageSelect value={perPage} />
        <p className="mt-2 text-sm" data-testid="per-page-value">
          {t("components.perPage.current", { count: perPage })}
        </p>
      </GuideSection>
      <GuideSection title={t("components.map.heading")} note={t("components.map.note")}>
        <div className="max-w-xl" data-testid="map-sample">
          <SimpleMap {...samplePlace} />
        </div>
      </GuideSection>
      <GuideSection title={t("components.layout.heading")} note={t("components.layout.note")}>
        <div className="rounded-md bg-muted-100 py-4 dark:bg-muted-800">
          <Container width="narrow" className="border-2 border-dashed border-muted-400 py-4">
            {t("components.layout.container")}
          </Container>
        </div>
      </GuideSection>
    </>
  );
}
