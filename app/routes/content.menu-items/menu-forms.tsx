import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { MENUS, MENU_LABEL_MAX, MENU_PATH_MAX } from "@contract/menu-items";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { formOptions, recordOptions } from "~/utils/form-options";
import { fieldProps } from "~/utils/field-props";
import { RowDeleteForm } from "~/components/row-delete-form";
import { RowsTable } from "~/components/rows-table";

type Result = SubmissionResult<string[]> | undefined;
interface Item {
  id: string;
  menu: string;
  label: string;
  href: string;
  parentId: string | null;
  position: number;
}

/** A new link in the header or footer: to a page, a news item or a path of the site. */
export function AddMenuItemForm({
  lastResult,
  pages,
  news,
  parents,
}: {
  lastResult: Result;
  pages: { id: string; title: string }[];
  news: { id: string; title: string }[];
  parents: Item[];
}) {
  const { t } = useTranslation("content");
  const [form, fields] = useForm({ id: "menu-add", lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  const value = (name: keyof typeof fields) => fields[name].initialValue as string | undefined;
  const targets = [
    ...pages.map((p) => ({ value: `page:${p.id}`, label: t("menu.targetPage", { title: p.title }) })),
    ...news.map((n) => ({ value: `news:${n.id}`, label: t("menu.targetNews", { title: n.title }) })),
    { value: "path", label: t("menu.targetPath") },
  ];
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="menu-add-heading" className="grid max-w-3xl gap-4">
      <CsrfField />
      <h2 id="menu-add-heading" className="text-2xl font-semibold">
        {t("menu.add")}
      </h2>
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...fieldProps(fields.menu, t("menu.menu"))}
          options={formOptions(MENUS, (m) => t(`menu.${m}`))}
          defaultValue={value("menu") ?? "header"}
        />
        <TextField {...fieldProps(fields.label, t("menu.label"))} maxLength={MENU_LABEL_MAX} required defaultValue={value("label")} />
        <SelectField {...fieldProps(fields.target, t("menu.target"))} options={targets} defaultValue={value("target")} />
        <TextField {...fieldProps(fields.path, t("menu.path"))} description={t("menu.pathHint")} maxLength={MENU_PATH_MAX} defaultValue={value("path")} />
        <SelectField
          {...fieldProps(fields.parent, t("menu.parent"))}
          placeholder={t("menu.topLevel")}
          options={recordOptions(parents, (p) => `${t(`menu.${p.menu}`)}: ${p.label}`)}
          defaultValue={value("parent") ?? ""}
        />
        <TextField
          {...fieldProps(fields.position, t("menu.position"))}
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          defaultValue={value("position") ?? "0"}
        />
      </div>
      <div>
        <SubmitButton name="intent" value="create">
          {t("menu.addSubmit")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** One menu's items in order, each with its position and a delete button. */
export function MenuTable({ menu, items, lastResult, sentId }: { menu: string; items: Item[]; lastResult: Result; sentId?: string }) {
  const { t } = useTranslation("content");
  const top = items.filter((i) => i.parentId === null);
  const ordered = top.flatMap((item) => [item, ...items.filter((child) => child.parentId === item.id)]);
  return (
    <section aria-labelledby={`menu-${menu}`} className="grid gap-3">
      <h2 id={`menu-${menu}`} className="text-2xl font-semibold">
        {t(`menu.${menu}`)}
      </h2>
      {ordered.length ? (
        <RowsTable caption={t(`menu.${menu}`)} headers={[t("menu.label"), t("menu.leadsTo"), t("menu.actions")]}>
          {ordered.map((item) => (
            <MenuRow key={item.id} item={item} lastResult={sentId === item.id ? lastResult : undefined} />
          ))}
        </RowsTable>
      ) : (
        <p>{t("menu.empty")}</p>
      )}
    </section>
  );
}

function MenuRow({ item, lastResult }: { item: Item; lastResult: Result }) {
  const { t } = useTranslation("content");
  const [form, fields] = useForm({ id: `menu-position-${item.id}`, lastResult, shouldValidate: "onBlur" });
  return (
    <tr className="border-b border-muted-200 align-top dark:border-muted-800">
      <th scope="row" className={`py-2 pr-4 font-medium ${item.parentId ? "pl-6" : ""}`}>
        {item.label}
      </th>
      <td className="py-2 pr-4">{item.href}</td>
      <td className="py-2">
        <div className="flex flex-wrap items-end gap-4">
          <Form method="post" {...getFormProps(form)} className="flex items-end gap-2">
            <CsrfField />
            <input type="hidden" name="id" value={item.id} />
            <TextField
              id={`menu-position-${item.id}-value`}
              name="position"
              type="number"
              inputMode="numeric"
              min={0}
              max={999}
              className="w-24"
              label={t("menu.positionOf", { label: item.label })}
              defaultValue={String(item.position)}
              errors={fields.position.errors}
            />
            <SubmitButton name="intent" value="position">
              {t("menu.move")}
            </SubmitButton>
          </Form>
          <RowDeleteForm id={item.id} label={t("menu.deleteLabel", { label: item.label })}>
            {t("menu.delete")}
          </RowDeleteForm>
        </div>
      </td>
    </tr>
  );
}
