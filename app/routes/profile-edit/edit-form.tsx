import { CsrfField } from "~/components/csrf-field";
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { Section } from "~/components/section";

/** One edit form of the profile: a titled section, its errors, its fields and its button. */
export function EditForm<S extends Record<string, unknown>>({
  form,
  title,
  description,
  submit,
  reloadDocument,
  children,
}: {
  form: FormMetadata<S, string[]>;
  title: string;
  description?: string;
  submit: string;
  /** A full page load after the post, also with JavaScript (a change of language needs one). */
  reloadDocument?: boolean;
  children: ReactNode;
}) {
  const headingId = `${form.id}-heading`;
  return (
    <Section id={headingId} title={title} className="mb-10">
      {description ? <p className="mt-1 text-muted-700 dark:text-muted-300">{description}</p> : null}
      <Form method="post" reloadDocument={reloadDocument} {...getFormProps(form)} className="mt-4 grid max-w-md gap-4">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        {children}
        <SubmitButton className="justify-self-start">{submit}</SubmitButton>
      </Form>
    </Section>
  );
}
