import { dataViewerRowsQuery } from "@contract/data-viewer";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { keptFirstTable, listViewerTables, readViewerRows } from "~/.server/api/data-viewer";
import { requireSuperAdmin } from "~/.server/permissions";
import { readAhead } from "~/.server/read-ahead";
import { DataTable } from "~/components/data-table";
import { ListSearchForm } from "~/components/list-search-form";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { formOptions } from "~/utils/form-options";

export const handle = { i18n: ["data-viewer"] };

const SIZE = dataViewerRowsQuery.page.defaultSize;

// Super admins read the tenant's tables: GET form and links only, so no JavaScript is needed.
// The api leaves out every secret column and logs each view (docs/data-viewer.md).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("table") || "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  // The table list needs nobody's answer, and a table named in the URL only its name: both asked
  // beside the user, awaited after the guard and in the order they were asked before (the api
  // refuses both to anyone but super admins, and logs a view only once it answers it;
  // ~/.server/read-ahead). The default table, the list's first, is asked beside them when a list
  // of the last minute named it, else after the list (a list whose first table changed within the
  // minute, by a migration, has the old one's rows read for nothing, and that view logged).
  const tablesAhead = readAhead(listViewerTables(context));
  const ahead = requested || keptFirstTable(context) || "";
  const columns = readAhead(tablesAhead.then((tables) => tables.find((t) => t.id === ahead)?.columns ?? []));
  const rowsAhead = ahead ? readAhead(readViewerRows(context, { id: ahead, columns }, { q, page })) : null;
  await requireSuperAdmin(request, context);
  const tables = await tablesAhead;
  const table = requested || tables[0]?.id || "";
  const chosen = tables.find((t) => t.id === table);
  if (table && !chosen) throw new Response(null, { status: 404 });
  const read = rowsAhead && ahead === table ? rowsAhead : chosen && readViewerRows(context, chosen, { q, page });
  const { rows, total } = read ? await read : { rows: [], total: 0 };
  return {
    title: context.t("data-viewer:title"),
    tables: tables.map((t) => t.id),
    table,
    columns: chosen?.columns ?? [],
    hiddenColumns: chosen?.hiddenColumns ?? [],
    q,
    page,
    pages: Math.max(1, Math.ceil(total / SIZE)),
    total,
    rows,
  };
}

export const meta = titleMeta;

const show = (value: unknown) => (value === null || value === undefined ? "—" : String(value));

export default function DataViewer() {
  const { t } = useTranslation("data-viewer");
  const { tables, table, columns, hiddenColumns, q, page, pages, total, rows } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title={t("title")} description={t("description")} />
      <ListSearchForm label={t("search")} perPage={SIZE} submit={t("submit")} reset={t("reset")}>
        <SelectField
          id="viewer-table"
          name="table"
          label={t("table")}
          defaultValue={table}
          key={`table-${table}`}
          options={formOptions(tables, (name) => name)}
        />
        <TextField id="viewer-q" name="q" type="search" label={t("searchLabel")} defaultValue={q} key={`q-${q}`} maxLength={100} />
      </ListSearchForm>
      <p role="status" className="mt-6">
        {t("total", { count: total, table })}
      </p>
      {hiddenColumns.length ? <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">{t("hidden", { columns: hiddenColumns.join(", ") })}</p> : null}
      <DataTable
        rows={rows}
        caption={t("caption", { table, page, pages })}
        empty={t("empty")}
        columns={columns.map((column) => ({
          header: column,
          cell: (row: { cells: Record<string, unknown> }) => show(row.cells[column]),
        }))}
        // Every cell's, on the table once (a page has up to 625 cells); the body's overflow-wrap:
        // anywhere (app/tailwind.css) already breaks a long value.
        className="[&>tbody]:font-mono [&>tbody]:text-sm [&>tbody>tr>td]:max-w-xs [&>tbody>tr>td]:align-top"
      />
      <Pagination page={page} pages={pages} labels={{ nav: t("pages"), previous: t("previous"), next: t("next"), pageOf: t("pageOf", { page, pages }) }} />
    </div>
  );
}
