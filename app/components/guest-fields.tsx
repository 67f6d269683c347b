import { Link } from "~/components/link";
import { TextField } from "~/components/ui/text-field";
import { fieldProps } from "~/utils/field-props";

type Field = Parameters<typeof fieldProps>[0];
type Text = "signedInAs" | "guestIntro" | "loginHint" | "login" | "name" | "email";

/**
 * Who signs up or applies (an activity's sign-up, a vacancy's application): the signed-in account,
 * or a guest's name and e-mail address with a link to sign in instead. `text`: the form's wording.
 */
export function GuestFields({
  user,
  loginHref,
  fields,
  text,
}: {
  user: { name: string; email: string } | null;
  loginHref: string;
  fields: { name: Field; email: Field };
  text: (key: Text, values?: { name: string; email: string }) => string;
}) {
  if (user) return <p>{text("signedInAs", { name: user.name, email: user.email })}</p>;
  return (
    <>
      <p>{text("guestIntro")}</p>
      <p className="text-sm">
        {text("loginHint")}{" "}
        <Link to={loginHref} className="underline">
          {text("login")}
        </Link>
      </p>
      <TextField {...fieldProps(fields.name, text("name"))} autoComplete="name" required />
      <TextField {...fieldProps(fields.email, text("email"))} type="email" autoComplete="email" required />
    </>
  );
}
