import { useFormAction, useNavigation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button, type ButtonProps } from "./ui/button";

/**
 * A form's submit button. Without JavaScript it is a plain submit button (the browser shows its own
 * progress); once hydrated it turns disabled and busy while its form's submission is under way.
 * A page may hold several forms: only a submission to this button's action counts (the route's own
 * action unless formAction says otherwise, and formMethod when given).
 */
export function SubmitButton({ formAction, formMethod, pending, ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const routeAction = useFormAction();
  const submitting =
    hydrated &&
    navigation.state !== "idle" &&
    navigation.formAction === (formAction ?? routeAction) &&
    (!formMethod || navigation.formMethod?.toLowerCase() === formMethod.toLowerCase());
  return <Button {...props} type="submit" formAction={formAction} formMethod={formMethod} pending={pending ?? submitting} />;
}
