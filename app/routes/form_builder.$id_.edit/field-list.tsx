import { type FormField, inLocale } from "@contract/forms";
import { useRouteLoaderData, useSubmit } from "@remix-run/react";
import { type PointerEvent, useEffect, useState } from "react";
import { useTranslation } from "~/i18n-t";
import { useHydrated } from "remix-utils/use-hydrated";
import type { loader as rootLoader } from "~/root";
import { FieldEditor } from "./field-forms";

// Drag to reorder, with JavaScript only: a handle per field moves it with the pointer (mouse,
// touch or pen; pointer events, so it also works where HTML drag and drop does not, on phones).
// Dropping posts the whole order as `intent=reorder`, the same action the move buttons use.
// The handle is hidden from assistive technology: keyboards and screen readers use the move
// up / down buttons, which stay, as they do without JavaScript.

const same = (a: string[], b: string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/** Where the dragged field goes: before the first other field whose middle is below the pointer. */
function orderAt(order: string[], dragged: string, y: number) {
  const others = order.filter((k) => k !== dragged);
  const index = others.findIndex((k) => {
    const box = document.getElementById(`field-${k}`)?.getBoundingClientRect();
    return box !== undefined && y < box.top + box.height / 2;
  });
  const at = index === -1 ? others.length : index;
  return [...others.slice(0, at), dragged, ...others.slice(at)];
}

/** The form's fields in their order, each with its editor; with JavaScript also draggable. */
export function FieldList({ fields, steps }: { fields: FormField[]; steps: number }) {
  const { t, i18n } = useTranslation("forms");
  const saved = fields.map((f) => f.key);
  const [order, setOrder] = useState(saved);
  const [dragged, setDragged] = useState<string | null>(null);
  const hydrated = useHydrated();
  const submit = useSubmit();
  const csrf = useRouteLoaderData<typeof rootLoader>("root")?.csrf;
  const signature = saved.join(",");
  // A saved change (this drop, a move button, an added field) starts from the saved order again.
  useEffect(() => setOrder(signature === "" ? [] : signature.split(",")), [signature]);
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const shown = order.length === fields.length && order.every((k) => byKey.has(k)) ? order : saved;

  // The drag follows the pointer on the window, not by pointer capture: moving a field moves its
  // handle in the page, and a moved element may lose its capture.
  const onPointerDown = (key: string) => (event: PointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    let current = shown;
    setDragged(key);
    const move = (e: globalThis.PointerEvent) => {
      const next = orderAt(current, key, e.clientY);
      if (same(next, current)) return;
      current = next;
      setOrder(next);
    };
    const end = (e: globalThis.PointerEvent) => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
      setDragged(null);
      if (e.type === "pointercancel" || same(current, saved)) {
        setOrder(saved);
        return;
      }
      const body = new FormData();
      body.set("intent", "reorder");
      body.set("order", current.join(","));
      if (csrf) body.set("_csrf", csrf);
      submit(body, { method: "post", preventScrollReset: true });
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
  };

  return (
    <ol className="grid gap-4" aria-labelledby="fields-heading">
      {shown.map((key, index) => {
        const field = byKey.get(key)!;
        const name = inLocale(field.label, i18n.language);
        const handle = hydrated ? (
          <span
            aria-hidden="true"
            data-testid={`drag-${key}`}
            title={t("edit.dragTitle", { name })}
            className="mr-2 inline-flex cursor-grab touch-none rounded-theme border border-muted-300 px-2 select-none active:cursor-grabbing dark:border-muted-700"
            onPointerDown={onPointerDown(key)}
          >
            ⠿ {t("edit.drag")}
          </span>
        ) : null;
        return (
          <FieldEditor key={key} field={field} steps={steps} first={index === 0} last={index === shown.length - 1} handle={handle} dragging={dragged === key} />
        );
      })}
    </ol>
  );
}
