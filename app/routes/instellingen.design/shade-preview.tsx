import { useTranslation } from "~/i18n-t";

export interface ScalePreview {
  shades: Record<string, string>;
  contrast: number | null;
  passes: boolean;
}

/** One scale's eleven shades, and white text on shade 700 with its contrast figure. */
export function ShadePreview({ id, label, scale }: { id: string; label: string; scale: ScalePreview }) {
  const { t } = useTranslation("settings");
  return (
    <figure className="grid gap-2" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="text-sm font-medium">
        {t("design.shadesOf", { name: label })}
      </figcaption>
      <ol className="grid grid-cols-11 gap-1" data-testid={`${id}-swatches`}>
        {Object.entries(scale.shades).map(([step, color]) => (
          <li key={step} className="grid gap-1 text-center text-xs">
            <span className="block h-8 rounded-theme border border-muted-300" style={{ background: color }} data-shade={step} aria-hidden="true" />
            <span>{step}</span>
          </li>
        ))}
      </ol>
      {scale.contrast !== null ? (
        <p className="flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
          <span className="rounded-theme px-3 py-1 font-semibold text-white" style={{ background: scale.shades["700"] }}>
            {t("design.sampleText")}
          </span>
          <span className={scale.passes ? "" : "font-semibold text-red-700 dark:text-red-300"}>
            {t(scale.passes ? "design.contrastPasses" : "design.contrastFails", { ratio: scale.contrast })}
          </span>
        </p>
      ) : null}
    </figure>
  );
}
