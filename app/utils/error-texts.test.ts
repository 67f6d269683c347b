import { describe, expect, it } from "vitest";
import { fixedT } from "~/.server/i18n";
import { errorTexts } from "./error-texts";

// Spec sections 2 and 8: the exact texts of every error screen, in both languages. The kinds the
// test page /test/server-error raises (app/routes/test.server-error.tsx), as the error the route
// boundary gets. tests/e2e/errors.spec.ts shows two of them in the page, with JavaScript on and off;
// the rest of the table lives here (issue 16: the same screen, only its texts differ).
const screens = {
  en: {
    401: ["Not authorized", "You are not authorized to access this page."],
    403: ["Access forbidden", "You do not have access rights to this page."],
    404: ["Page not found", "We couldn't find the page you were looking for, please contact a system administrator or try again later."],
    500: ["Oops... something went wrong! (error code: 500)", "An unexpected error occurred. Please try again later."],
    503: ["Oops... something went wrong! (error code: 503)", "An unexpected error occurred. Please try again later."],
    "wrong-center": [
      "Logged in to the wrong website",
      "Please contact the administrator of this website. This user account is registered with one of the other partners in the collaboration.",
    ],
    none: ["Oops... something went wrong!", "An unexpected error occurred. Please try again later."],
  },
  nl: {
    401: ["Niet geautoriseerd", "Je bent niet gemachtigd om deze pagina te bekijken."],
    403: ["Toegang geweigerd", "Je hebt geen toegangsrechten voor deze pagina."],
    404: ["Pagina niet gevonden", "We konden de pagina die je zocht niet vinden. Neem contact op met een systeembeheerder of probeer het later opnieuw."],
    500: ["Oeps... er is iets misgegaan! (foutcode: 500)", "Er is een onverwachte fout opgetreden. Probeer het later opnieuw."],
    503: ["Oeps... er is iets misgegaan! (foutcode: 503)", "Er is een onverwachte fout opgetreden. Probeer het later opnieuw."],
    "wrong-center": [
      "Ingelogd op de verkeerde website",
      "Neem contact op met de beheerder van deze website. Dit gebruikersaccount is geregistreerd bij een van de andere partners in het samenwerkingsverband.",
    ],
    none: ["Oeps... er is iets misgegaan!", "Er is een onverwachte fout opgetreden. Probeer het later opnieuw."],
  },
} as const;

/** What the route boundary gets (`isRouteErrorResponse`'s shape), as the test page throws it. */
const response = (status: number, message: string) => ({ status, statusText: "", internal: false, data: { message } });
const errors = {
  401: response(401, "Test error 401"),
  403: response(403, "Test error 403"),
  404: response(404, "Test error 404"),
  500: response(500, "Test error 500"),
  503: response(503, "Test error 503"),
  "wrong-center": response(403, "User belongs to the wrong center"),
  none: new Error("Test error without a status code"),
};

describe("the error screens' texts", () => {
  for (const locale of ["nl", "en"] as const)
    it(`are the spec's, in ${locale}`, async () => {
      const t = await fixedT(locale);
      for (const [kind, error] of Object.entries(errors)) {
        const texts = errorTexts(error);
        const [title, description] = screens[locale][kind as keyof typeof errors];
        expect([t(texts.title, { code: texts.status }), t(texts.description)], kind).toEqual([title, description]);
      }
    });

  it("names a missing page's path under the description, and nothing for other errors", () => {
    expect(errorTexts(response(404, "Page Not Found: /x")).detail).toBe("Page Not Found: /x");
    expect(errorTexts(errors[404]).detail).toBeUndefined();
    expect(errorTexts(errors.none).detail).toBeUndefined();
  });
});
