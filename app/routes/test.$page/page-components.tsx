import type { ComponentType } from "react";
import { ApiPage } from "./api-page";
import { AuthPage, UserPage, UserStorePage } from "./session-pages";
import { ColorsPage } from "./colors-page";
import { DatepickerPage } from "./datepicker-page";
import { DollarApiPage } from "./dollar-api-page";
import { DupePage } from "./dupe-page";
import { FormPage } from "./form-page";
import { FormbuilderPage } from "./formbuilder-page";
import type { TestPage } from "./pages";
import { SentryPage } from "./sentry-page";
import { SavedStepFormPage, StepFormPage } from "./step-form-pages";
import { TiptapPage } from "./tiptap-page";

export const PAGE_COMPONENTS: Record<TestPage, ComponentType> = {
  api: ApiPage,
  auth: AuthPage,
  user: UserPage,
  "user-store": UserStorePage,
  form: FormPage,
  dupe: DupePage,
  "step-form": StepFormPage,
  "step-form-2": SavedStepFormPage,
  datepicker: DatepickerPage,
  tiptap: TiptapPage,
  colors: ColorsPage,
  "dollar-api": DollarApiPage,
  formbuilder: FormbuilderPage,
  sentry: SentryPage,
};
