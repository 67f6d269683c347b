import { useFormAction, useNavigation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button, type ButtonProps } from "./ui/button";

/**
 * A form's submit button. Without JavaScript it is a plain submit button (the browser shows its own
 * progress); once hydrated it turns disabled and busy while its form's submission is under way.
 * A page may hold several forms: only a submission to this button's action counts (the route's own
 * action unless formAction says otherwise, and formMethod when given).
 * Pressing it keeps the focus where it is: forms check a field when it loses focus (spec section
 * 5), and a message appearing or going away then could move the button between press and release,
 * losing the click. The submission checks every field anyway.
 */
export const SubmitButton = typeof document === "undefined" ? ServerSubmitButton : BrowserSubmitButton;

export function BrowserSubmitButton({ formAction, formMethod, pending, ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const routeAction = useFormAction();
  const submitting =
    hydrated &&
    navigation.state !== "idle" &&
    navigation.formAction === (formAction ?? routeAction) &&
    (!formMethod || navigation.formMethod?.toLowerCase() === formMethod.toLowerCase());
  return (
    <Button
      {...props}
      type="submit"
      formAction={formAction}
      formMethod={formMethod}
      pending={pending ?? submitting}
      onMouseDown={hydrated ? (event) => event.preventDefault() : undefined}
    />
  );
}

/**
 * The server's render: nothing is hydrated there, so no submission is under way and the button is
 * the browser's first render of it (which hydrates it). It asks the router nothing: resolving the
 * route's action for each button was a tenth of a millisecond of CPU on a page of many forms
 * (the form builder's, issue 47). Which of the two a bundle uses never changes within it, so
 * each keeps its hooks in one order.
 */
export function ServerSubmitButton({ formAction, formMethod, pending, ...props }: Omit<ButtonProps, "type">) {
  return <Button {...props} type="submit" formAction={formAction} formMethod={formMethod} pending={pending ?? false} />;
}
