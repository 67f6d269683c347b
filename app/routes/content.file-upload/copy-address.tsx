import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n-t";

/**
 * A file's address in a read-only field (select and copy it without JavaScript), and with
 * JavaScript a button that puts it on the clipboard and says so.
 */
export function CopyAddress({ id, value, label }: { id: string; value: string; label: string }) {
  const { t } = useTranslation("files");
  const [enhanced, setEnhanced] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        className="min-h-10 w-full max-w-md rounded-theme border border-muted-400 bg-white px-2 font-mono text-sm text-muted-950 dark:bg-muted-900 dark:text-muted-50"
      />
      {enhanced ? (
        <button type="button" onClick={copy} className="min-h-10 rounded border border-muted-400 px-3 text-sm dark:border-muted-600">
          {t("library.copy")}
          <span className="sr-only"> {label}</span>
        </button>
      ) : null}
      <span role="status" className="text-sm">
        {copied ? t("library.copied") : ""}
      </span>
    </div>
  );
}
