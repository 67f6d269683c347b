import { parseWithZod } from "@conform-to/zod";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import enAuth from "../../../locales/en/auth.json";
import enUi from "../../../locales/en/ui.json";
import nlAuth from "../../../locales/nl/auth.json";
import nlUi from "../../../locales/nl/ui.json";
import { passwordSchema } from "~/routes/profile-edit/schemas";
import { signupSchema } from "~/routes/signup/schema";
import { parseOptions } from "./parse-options";

async function translator(lng: "nl" | "en") {
  const i18n = createInstance();
  await i18n.init({ lng, ns: ["auth", "ui"], resources: { nl: { auth: nlAuth, ui: nlUi }, en: { auth: enAuth, ui: enUi } } });
  return i18n.t;
}

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};

const signup = { firstName: "Sam", lastName: "Jansen", email: "sam@example.org", password: "lang-genoeg", passwordConfirmation: "lang-genoeg", locale: "nl" };

describe("account form parse options", () => {
  it("accept a complete sign-up", async () => {
    expect(parseWithZod(form(signup), parseOptions(signupSchema, await translator("nl"))).status).toBe("success");
  });

  it("say what is wrong with a password, in the visitor's language", async () => {
    const short = { ...signup, password: "kort", passwordConfirmation: "kort" };
    const nl = parseWithZod(form(short), parseOptions(signupSchema, await translator("nl")));
    expect(nl.status === "error" && nl.error).toEqual({ password: ["Een wachtwoord heeft minstens 8 tekens."] });
    const en = parseWithZod(form(short), parseOptions(signupSchema, await translator("en")));
    expect(en.status === "error" && en.error).toEqual({ password: ["A password has at least 8 characters."] });
  });

  it("put a repetition that differs on the repetition", async () => {
    const result = parseWithZod(
      form({ currentPassword: "oud-wachtwoord", password: "nieuw-wachtwoord", passwordConfirmation: "iets-anders" }),
      parseOptions(passwordSchema, await translator("nl")),
    );
    expect(result.status === "error" && result.error).toEqual({ passwordConfirmation: ["De wachtwoorden zijn niet gelijk."] });
  });

  it("name the field in the default message", async () => {
    const result = parseWithZod(form({ ...signup, email: "geen-adres", firstName: "" }), parseOptions(signupSchema, await translator("en")));
    expect(result.status === "error" && result.error).toEqual({ email: ["Email address is not valid."], firstName: ["First name is not valid."] });
  });
});
