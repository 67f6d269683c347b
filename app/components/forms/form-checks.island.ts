// The public forms' only JavaScript (docs/forms.md "Checks on blur"): a standalone module, built as
// its own entry (vite-plugins/islands.ts), that /forms/<token> and /contactformulier load with one
// <script type="module">. The pages do not hydrate: this checks the field the visitor leaves by
// the contract's validateAnswers (blurError, the server's own reading of a post) and writes or
// removes its message as FormFieldInput renders it on the server: the same `<ul id=...-error>`,
// aria-invalid and aria-describedby, and the input's red border. Without it, the server checks
// every step as before.
import { FORM_LIMITS } from "@contract/forms/fields";
import { errorListClasses, inputClasses } from "~/components/ui/field-styles";
import { blurError } from "~/utils/public-form-answers";
import { ANSWER_ID_PREFIX, FORM_CHECKS_DATA_ID, type FormChecksData } from "./form-checks-data";

/** Shows (or, with null, removes) the message of one field, as the server renders it. */
function showError(key: string, message: string | null) {
  const id = `${ANSWER_ID_PREFIX}-${key}`;
  const control = document.getElementById(id);
  if (!control) return;
  // A choice's id is its fieldset, which holds the message; an input's message follows it in its box.
  const fieldset = control instanceof HTMLFieldSetElement;
  const holder = fieldset ? control : control.parentElement;
  const errorId = `${id}-error`;
  let list = document.getElementById(errorId);
  if (message) {
    if (!list) {
      list = document.createElement("ul");
      list.id = errorId;
      list.className = errorListClasses;
      holder?.appendChild(list);
    }
    const item = document.createElement("li");
    item.textContent = message;
    list.textContent = "";
    list.appendChild(item);
    control.setAttribute("aria-invalid", "true");
  } else {
    list?.remove();
    control.removeAttribute("aria-invalid");
  }
  const describedBy = [document.getElementById(`${id}-description`) ? `${id}-description` : null, message ? errorId : null].filter(Boolean).join(" ");
  if (describedBy) control.setAttribute("aria-describedby", describedBy);
  else control.removeAttribute("aria-describedby");
  if (!fieldset) control.className = inputClasses(Boolean(message));
}

function start(form: HTMLFormElement, { step, fields, messages }: FormChecksData) {
  const definition = { steps: [], fields };
  const byKey = new Map(fields.map((field) => [field.key, field]));
  form.addEventListener("focusout", (event) => {
    const target = event.target as Partial<HTMLInputElement>;
    const field = byKey.get(target.name ?? "");
    // A file waits for the server (it checks the content); only its size is named, on choosing.
    if (!field || field.type === "file") return;
    // Moving between the options of one choice is not leaving it.
    if ((event.relatedTarget as Partial<HTMLInputElement> | null)?.name === field.key) return;
    const error = blurError(definition, step, new FormData(form), field.key);
    later(() => showError(field.key, error ? messages[error] : null));
  });
  // A field left by pressing something else with a pointer (Next, a radio button): its message
  // waits until the press is over. Added or removed at once, it would move what is pressed away
  // between press and release, and the click would be lost.
  let pressed = false;
  const waiting: (() => void)[] = [];
  const later = (change: () => void) => (pressed ? waiting.push(change) : change());
  document.addEventListener("pointerdown", () => (pressed = true), true);
  const release = () => {
    pressed = false;
    // After the click that follows the release.
    setTimeout(() => {
      for (const change of waiting.splice(0)) change();
    });
  };
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
  // A file past the contract's size limit is named as it is chosen, and let go: sent along, it
  // would make the whole post too large to read (413), and the step would be lost.
  form.addEventListener("change", (event) => {
    const input = event.target as Partial<HTMLInputElement>;
    if (input.type !== "file" || byKey.get(input.name ?? "")?.type !== "file") return;
    const tooLarge = [...(input.files ?? [])].some((file) => file.size > FORM_LIMITS.fileBytesMax);
    if (tooLarge) input.value = "";
    showError(input.name!, tooLarge ? messages.file_too_large : null);
  });
  // Tests (and nothing else) wait for this before they leave a field.
  form.dataset.checks = "ready";
}

const data = document.getElementById(FORM_CHECKS_DATA_ID);
const form = data?.closest("form");
if (data?.textContent && form) start(form, JSON.parse(data.textContent) as FormChecksData);
