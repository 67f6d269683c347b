import { SubmitButton } from "./submit-button";

/**
 * The end of a form that sends a visitor's words or details to someone (a message, a reply, a
 * request for help): who gets to see what, just above the button that sends it.
 */
export function PrivacySubmit({ note, submit }: { note: string; submit: string }) {
  return (
    <>
      <p className="text-sm text-muted-700 dark:text-muted-300">{note}</p>
      <div>
        <SubmitButton>{submit}</SubmitButton>
      </div>
    </>
  );
}
