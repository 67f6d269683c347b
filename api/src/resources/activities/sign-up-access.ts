import { notFound } from "../../jsonapi/errors";

export const missingSignUp = (id: string) => notFound(`There is no sign-up ${id}.`);
