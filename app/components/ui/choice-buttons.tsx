import { choiceClasses, legendClasses } from "./choice-styles";
import { CheckIcon } from "./icons";

interface ChoiceButtonsProps<V extends string> {
  legend: string;
  /** The name each button posts its value under. */
  name: string;
  values: readonly V[];
  current: V | string;
  label: (value: V) => string;
  /** Each button in the language it names (a language choice). */
  inOwnLanguage?: boolean;
}

/** A choice of one click (language, colour scheme): a submit button per value, the current one marked. */
export function ChoiceButtons<V extends string>({ legend, name, values, current, label, inOwnLanguage = false }: ChoiceButtonsProps<V>) {
  return (
    <fieldset>
      <legend className={legendClasses}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((value) => (
          <button
            key={value}
            type="submit"
            name={name}
            value={value}
            lang={inOwnLanguage ? value : undefined}
            aria-current={value === current ? "true" : undefined}
            className={choiceClasses(value === current)}
          >
            {value === current ? <CheckIcon className="size-4" /> : null}
            {label(value)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
