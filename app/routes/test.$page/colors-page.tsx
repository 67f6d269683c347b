import { ColumnHeaders } from "~/components/rows-table";
import { useTranslation } from "~/i18n-t";
import type { colorScales } from "./colors.server";
import { TestHeader } from "./parts";
import { usePageData } from "./use-page-data";

/** /test/colors: the centre's scales, each shade with its contrast on white and on the text colour. */
export function ColorsPage() {
  const { t } = useTranslation("dev");
  const { center, text, scales } = usePageData<Awaited<ReturnType<typeof colorScales>>>();
  const verdict = (check: { ratio: number | null; passes: boolean }) =>
    `${check.ratio ?? "?"}:1 ${check.passes ? t("test.colors.passes") : t("test.colors.fails")}`;
  return (
    <>
      <TestHeader page="colors" />
      <p className="mb-6">{t("test.colors.intro", { center, text })}</p>
      {scales.map(({ scale, shades }) => (
        <section key={scale} aria-labelledby={`scale-${scale}`} className="mb-8" tabIndex={0}>
          <h2 id={`scale-${scale}`} className="mb-2 text-xl font-semibold">
            {t(`colors.scales.${scale}`)}
          </h2>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid={`contrast-${scale}`}>
              <thead>
                <tr>
                  <ColumnHeaders
                    className="p-2"
                    headers={[t("test.colors.shade"), t("test.colors.value"), t("test.colors.onWhite"), t("test.colors.onText")]}
                  />
                </tr>
              </thead>
              <tbody>
                {shades.map((shade) => (
                  <tr key={shade.shade} className="border-t border-muted-200 dark:border-muted-700">
                    <th scope="row" className="p-2">
                      <span className="mr-2 inline-block size-4 rounded border border-black/10 align-middle" style={{ backgroundColor: shade.color }} />
                      {`${scale}-${shade.shade}`}
                    </th>
                    <td className="p-2">
                      <code>{shade.color}</code>
                    </td>
                    <td className="p-2">{verdict(shade.onWhite)}</td>
                    <td className="p-2">{verdict(shade.onText)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
