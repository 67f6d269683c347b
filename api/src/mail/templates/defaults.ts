import type { TemplateKind } from "@contract/notification-templates";
import type { Locale } from "../../db/accounts-schema";

// The platform's default texts (docs/mail.md "Templates"): what every tenant sends until a super
// admin changes the tenant's default or a centre's staff override it. Written as the form without
// JavaScript shows them: paragraphs separated by a blank line, `{{variable}}` where a value goes,
// a line `[Label]({{link}})` is the mail's button, a line `{{vacancies}}` / `{{answers}}` a list.

export interface DefaultText {
  subject: string;
  body: string;
}

const nl = (...paragraphs: string[]) => ["Beste {{name}},", ...paragraphs, "Met vriendelijke groet,\n{{site}}"].join("\n\n");
const en = (...paragraphs: string[]) => ["Dear {{name}},", ...paragraphs, "Kind regards,\n{{site}}"].join("\n\n");

export const DEFAULT_TEXTS: Record<TemplateKind, Record<Locale, DefaultText>> = {
  confirmation: {
    nl: {
      subject: "Bevestig je e-mailadres voor {{site}}",
      body: nl(
        "Welkom bij {{site}}! Bevestig je e-mailadres om je account te activeren.",
        "[E-mailadres bevestigen]({{link}})",
        "Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.",
      ),
    },
    en: {
      subject: "Confirm your e-mail address for {{site}}",
      body: en(
        "Welcome to {{site}}! Please confirm your e-mail address to activate your account.",
        "[Confirm e-mail address]({{link}})",
        "Did not sign up? Then you can ignore this e-mail.",
      ),
    },
  },
  reconfirmation: {
    nl: {
      subject: "Bevestig je nieuwe e-mailadres voor {{site}}",
      body: nl(
        "Je hebt gevraagd om dit e-mailadres voortaan voor je account te gebruiken. Bevestig het om de wijziging door te voeren.",
        "[Nieuw e-mailadres bevestigen]({{link}})",
        "Heb je dit niet gevraagd? Dan kun je deze e-mail negeren.",
      ),
    },
    en: {
      subject: "Confirm your new e-mail address for {{site}}",
      body: en(
        "You asked to use this e-mail address for your account from now on. Confirm it to complete the change.",
        "[Confirm new e-mail address]({{link}})",
        "Did not ask for this? Then you can ignore this e-mail.",
      ),
    },
  },
  reset_password: {
    nl: {
      subject: "Nieuw wachtwoord instellen voor {{site}}",
      body: nl(
        "Er is gevraagd om een nieuw wachtwoord voor je account. Met de link hieronder stel je het in; de link is 6 uur geldig.",
        "[Nieuw wachtwoord instellen]({{link}})",
        "Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.",
      ),
    },
    en: {
      subject: "Reset your password for {{site}}",
      body: en(
        "Someone asked for a new password for your account. Use the link below to set it; the link is valid for 6 hours.",
        "[Set a new password]({{link}})",
        "Did not ask for this? Then you can ignore this e-mail; your password stays the same.",
      ),
    },
  },
  account_exists: {
    nl: {
      subject: "Je hebt al een account bij {{site}}",
      body: nl(
        "Er is geprobeerd een nieuw account aan te maken met dit e-mailadres, maar je hebt er al een. Je wachtwoord vergeten? Stel hieronder een nieuw in.",
        "[Nieuw wachtwoord aanvragen]({{link}})",
        "Was jij dit niet? Dan kun je deze e-mail negeren; er is niets veranderd.",
      ),
    },
    en: {
      subject: "You already have an account at {{site}}",
      body: en(
        "Someone tried to create a new account with this e-mail address, but you already have one. Forgot your password? Reset it below.",
        "[Reset your password]({{link}})",
        "Was this not you? Then you can ignore this e-mail; nothing has changed.",
      ),
    },
  },
  account_deleted: {
    nl: {
      subject: "Je account bij {{site}} is verwijderd",
      body: nl(
        "Je account bij {{site}} is verwijderd: je kunt niet meer inloggen en je bent overal uitgelogd. Op {{date}} worden je persoonsgegevens (naam, e-mailadres, telefoonnummer en wachtwoord) definitief gewist.",
        "Was dit een vergissing? Tot die dag kan de vrijwilligerscentrale je account herstellen, zoals het was: beantwoord deze e-mail of neem contact op met {{site}}.",
        "Wil je daarna weer meedoen? Dan kun je een nieuw account aanmaken.",
      ),
    },
    en: {
      subject: "Your account at {{site}} has been deleted",
      body: en(
        "Your account at {{site}} has been deleted: you can no longer sign in and you have been signed out everywhere. On {{date}} your personal data (name, email address, phone number and password) will be erased for good.",
        "Was this a mistake? Until that day the volunteer centre can restore your account as it was: reply to this email or contact {{site}}.",
        "Want to join again after that? You can create a new account.",
      ),
    },
  },
  invitation: {
    nl: {
      subject: "Je bent uitgenodigd voor {{site}}",
      body: nl(
        "Er is een account voor je aangemaakt bij {{site}}. Stel met de link hieronder je wachtwoord in om het te gebruiken; de link is 7 dagen geldig.",
        "[Wachtwoord instellen]({{link}})",
        "Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.",
      ),
    },
    en: {
      subject: "You have been invited to {{site}}",
      body: en(
        "An account has been created for you at {{site}}. Use the link below to set your password and start using it; the link is valid for 7 days.",
        "[Set your password]({{link}})",
        "Not expecting this invitation? Then you can ignore this e-mail.",
      ),
    },
  },
  organization_pending: {
    nl: {
      subject: "{{organization}} wacht op goedkeuring",
      body: nl(
        "De organisatie {{organization}} heeft zich aangemeld bij {{site}}. Ze verschijnt pas op de site als jullie haar goedkeuren.",
        "[Aanmeldingen beoordelen]({{link}})",
      ),
    },
    en: {
      subject: "{{organization}} awaits approval",
      body: en("The organization {{organization}} has signed up at {{site}}. It appears on the site only once you approve it.", "[Review sign-ups]({{link}})"),
    },
  },
  user_signed_up: {
    nl: {
      subject: "Nieuwe vrijwilliger: {{volunteer}}",
      body: nl(
        "{{volunteer}} heeft zich aangemeld bij {{site}} en het e-mailadres bevestigd.",
        "[Gebruiker bekijken]({{link}})",
        "Je krijgt deze mail als medewerker. Je zet hem uit onder Profiel, Nieuwe aanmeldingen.",
      ),
    },
    en: {
      subject: "New volunteer: {{volunteer}}",
      body: en(
        "{{volunteer}} has signed up at {{site}} and confirmed their e-mail address.",
        "[View user]({{link}})",
        "You get this mail as staff. You switch it off under Profile, New sign-ups.",
      ),
    },
  },
  organization_status: {
    nl: {
      subject: "{{organization}} is {{status}}",
      body: nl("Je organisatie {{organization}} is door {{site}} {{status}}.", "Toelichting: {{reason}}"),
    },
    en: {
      subject: "{{organization}} has been {{status}}",
      body: en("Your organization {{organization}} has been {{status}} by {{site}}.", "Reason: {{reason}}"),
    },
  },
  application_received: {
    nl: {
      subject: "Je reactie op {{vacancy}} is ontvangen",
      body: nl(
        "Bedankt voor je reactie op de vacature {{vacancy}} van {{organization}}.",
        "De organisatie neemt contact met je op. Je hoeft nu niets te doen.",
        "Toch niet? Met de knop hieronder trek je je reactie in. De link werkt 90 dagen en één keer.\n[Reactie intrekken]({{link}})",
      ),
    },
    en: {
      subject: "Your application for {{vacancy}} has been received",
      body: en(
        "Thank you for applying for the vacancy {{vacancy}} at {{organization}}.",
        "The organization will contact you. There is nothing you need to do now.",
        "Changed your mind? The button below withdraws your application. The link works once, for 90 days.\n[Withdraw application]({{link}})",
      ),
    },
  },
  application_new: {
    nl: {
      subject: "Nieuwe reactie op {{vacancy}}",
      body: nl("{{applicant}} heeft gereageerd op de vacature {{vacancy}} van {{organization}}.", "Motivatie: {{message}}", "[Reacties bekijken]({{link}})"),
    },
    en: {
      subject: "New application for {{vacancy}}",
      body: en("{{applicant}} has applied for the vacancy {{vacancy}} at {{organization}}.", "Motivation: {{message}}", "[View applications]({{link}})"),
    },
  },
  application_status: {
    nl: {
      subject: "Je reactie op {{vacancy}}: {{status}}",
      body: nl("{{organization}} heeft je reactie op {{vacancy}} op '{{status}}' gezet.", "Bericht: {{message}}"),
    },
    en: {
      subject: "Your application for {{vacancy}}: {{status}}",
      body: en("{{organization}} has set your application for {{vacancy}} to '{{status}}'.", "Message: {{message}}"),
    },
  },
  application_withdrawn: {
    nl: {
      subject: "Reactie op {{vacancy}} ingetrokken",
      body: nl("{{applicant}} heeft de reactie op de vacature {{vacancy}} van {{organization}} ingetrokken.", "[Reacties bekijken]({{link}})"),
    },
    en: {
      subject: "Application for {{vacancy}} withdrawn",
      body: en("{{applicant}} has withdrawn their application for the vacancy {{vacancy}} at {{organization}}.", "[View applications]({{link}})"),
    },
  },
  vacancy_expiry: {
    nl: {
      subject: "Is {{vacancy}} nog actueel?",
      body: nl(
        "De vacature {{vacancy}} van {{organization}} verloopt op {{date}}. Daarna is ze niet meer te vinden.",
        "Is ze nog actueel? Verleng dan de einddatum; anders hoef je niets te doen.",
        "[Vacature bewerken]({{link}})",
      ),
    },
    en: {
      subject: "Is {{vacancy}} still current?",
      body: en(
        "The vacancy {{vacancy}} at {{organization}} expires on {{date}}. After that it can no longer be found.",
        "Still current? Then extend its expiry date; otherwise there is nothing to do.",
        "[Edit vacancy]({{link}})",
      ),
    },
  },
  activity_confirm: {
    nl: {
      subject: "Bevestig je aanmelding voor {{activity}}",
      body: nl(
        "Je hebt je aangemeld voor {{activity}} ({{date}}).",
        "Bevestig je aanmelding met de knop hieronder. Pas daarna telt je aanmelding mee.",
        "[Aanmelding bevestigen]({{link}})",
      ),
    },
    en: {
      subject: "Confirm your sign-up for {{activity}}",
      body: en(
        "You signed up for {{activity}} ({{date}}).",
        "Please confirm your sign-up with the button below. It counts only once confirmed.",
        "[Confirm sign-up]({{link}})",
      ),
    },
  },
  activity_signed_up: {
    nl: {
      subject: "Je bent aangemeld voor {{activity}}",
      body: nl(
        "Je bent aangemeld voor {{activity}} ({{date}}).",
        "Kun je toch niet? Meld je af met de knop hieronder, dan krijgt iemand anders je plek.",
        "[Afmelden]({{link}})",
      ),
    },
    en: {
      subject: "You are signed up for {{activity}}",
      body: en(
        "You are signed up for {{activity}} ({{date}}).",
        "Can't make it after all? Cancel with the button below, so someone else gets your place.",
        "[Cancel]({{link}})",
      ),
    },
  },
  activity_waiting: {
    nl: {
      subject: "Je staat op de wachtlijst voor {{activity}}",
      body: nl(
        "{{activity}} ({{date}}) is vol. Je staat op de wachtlijst.",
        "Komt er een plek vrij, dan schuif je door en krijg je bericht.",
        "Wil je niet meer? Met de knop hieronder meld je je af.",
        "[Afmelden]({{link}})",
      ),
    },
    en: {
      subject: "You are on the waiting list for {{activity}}",
      body: en(
        "{{activity}} ({{date}}) is full. You are on the waiting list.",
        "When a place becomes free, you move up and we will let you know.",
        "No longer interested? The button below takes you off the list.",
        "[Cancel]({{link}})",
      ),
    },
  },
  activity_moved_up: {
    nl: {
      subject: "Er is een plek vrij: je bent aangemeld voor {{activity}}",
      body: nl(
        "Er is een plek vrijgekomen. Je bent nu aangemeld voor {{activity}} ({{date}}).",
        "Kun je toch niet? Meld je dan af met de link uit je eerdere mail.",
        "[Bekijk de activiteit]({{link}})",
      ),
    },
    en: {
      subject: "A place became free: you are signed up for {{activity}}",
      body: en(
        "A place became free. You are now signed up for {{activity}} ({{date}}).",
        "Can't make it after all? Cancel with the link in your earlier mail.",
        "[View the activity]({{link}})",
      ),
    },
  },
  activity_cancelled: {
    nl: {
      subject: "{{activity}} gaat niet door",
      body: nl("Helaas: {{activity}} ({{date}}) gaat niet door.", "{{message}}", "Je aanmelding vervalt. Je hoeft niets te doen."),
    },
    en: {
      subject: "{{activity}} is cancelled",
      body: en("Unfortunately {{activity}} ({{date}}) is cancelled.", "{{message}}", "Your sign-up lapses. There is nothing you need to do."),
    },
  },
  activity_reminder: {
    nl: {
      subject: "Morgen: {{activity}}",
      body: nl("Een herinnering: morgen ({{date}}) is {{activity}}. Je bent aangemeld.", "[Bekijk de activiteit]({{link}})"),
    },
    en: {
      subject: "Tomorrow: {{activity}}",
      body: en("A reminder: {{activity}} is tomorrow ({{date}}). You are signed up.", "[View the activity]({{link}})"),
    },
  },
  shift_message: {
    nl: {
      subject: "Bericht over {{activity}}",
      body: nl(
        "{{sender}} stuurt iedereen van {{activity}} ({{date}}) dit bericht:",
        "{{message}}",
        "Je krijgt het per e-mail omdat je je als gast hebt aangemeld. Je e-mailadres is niet aan anderen getoond.",
        "[Bekijk de activiteit]({{link}})",
      ),
    },
    en: {
      subject: "A message about {{activity}}",
      body: en(
        "{{sender}} sends everyone of {{activity}} ({{date}}) this message:",
        "{{message}}",
        "You get it by e-mail because you signed up as a guest. Your e-mail address was not shown to anyone.",
        "[View the activity]({{link}})",
      ),
    },
  },
  form_received: {
    nl: {
      subject: "Ontvangen: {{form}}",
      body: nl("Bedankt voor het invullen van {{form}}. We hebben het formulier ontvangen en nemen zo nodig contact met je op."),
    },
    en: {
      subject: "Received: {{form}}",
      body: en("Thank you for filling in {{form}}. We have received the form and will be in touch if needed."),
    },
  },
  form_submission_new: {
    nl: {
      subject: "Nieuwe inzending: {{form}}",
      body: nl("Er is een nieuwe inzending van {{form}}.", "{{answers}}", "[Inzending bekijken]({{link}})"),
    },
    en: {
      subject: "New submission: {{form}}",
      body: en("{{form}} has a new submission.", "{{answers}}", "[View the submission]({{link}})"),
    },
  },
  message_new: {
    nl: {
      subject: "Nieuw bericht van {{sender}} over {{topic}}",
      body: nl(
        "{{sender}} stuurde je een bericht in het gesprek over {{topic}}.",
        "Je hebt {{unread}} ongelezen berichten in dit gesprek.",
        "Lees en beantwoord het op de site. Wil je deze mails niet meer? Zet ze uit bij je profiel, onder Berichten.",
        "[Gesprek openen]({{link}})",
      ),
    },
    en: {
      subject: "New message from {{sender}} about {{topic}}",
      body: en(
        "{{sender}} sent you a message in the conversation about {{topic}}.",
        "You have {{unread}} unread messages in this conversation.",
        "Read and answer it on the site. Don't want these mails? Switch them off in your profile, under Messages.",
        "[Open conversation]({{link}})",
      ),
    },
  },
  organization_admin_invitation: {
    nl: {
      subject: "Uitnodiging: beheerder van {{organization}}",
      body: nl(
        "{{inviter}} nodigt je uit om samen de gegevens van {{organization}} bij {{site}} te beheren.",
        "{{next_step}}",
        "De link is {{days}} dagen geldig.",
        "[Uitnodiging bekijken]({{link}})",
        "Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.",
      ),
    },
    en: {
      subject: "Invitation: admin of {{organization}}",
      body: en(
        "{{inviter}} invites you to keep the details of {{organization}} at {{site}} up to date together.",
        "{{next_step}}",
        "The link is valid for {{days}} days.",
        "[View the invitation]({{link}})",
        "Not expecting this invitation? Then you can ignore this e-mail.",
      ),
    },
  },
  organization_claim_new: {
    nl: {
      subject: "Verzoek: {{applicant}} wil {{organization}} beheren",
      body: nl(
        "{{applicant}} zegt dat {{organization}} hun organisatie is en vraagt om beheerder te worden.",
        "Toelichting: {{reason}}",
        "{{domain_match}}",
        "[Verzoeken bekijken]({{link}})",
      ),
    },
    en: {
      subject: "Request: {{applicant}} wants to manage {{organization}}",
      body: en(
        "{{applicant}} says {{organization}} is their organization and asks to become its admin.",
        "Reason: {{reason}}",
        "{{domain_match}}",
        "[View the requests]({{link}})",
      ),
    },
  },
  organization_claim_accepted: {
    nl: {
      subject: "Je bent beheerder van {{organization}}",
      body: nl(
        "{{site}} heeft je verzoek aangenomen: je bent nu beheerder van {{organization}} en kunt de gegevens bijwerken.",
        "[Gegevens bijwerken]({{link}})",
      ),
    },
    en: {
      subject: "You are an admin of {{organization}}",
      body: en("{{site}} accepted your request: you are now an admin of {{organization}} and can update its details.", "[Update the details]({{link}})"),
    },
  },
  organization_claim_refused: {
    nl: {
      subject: "Je verzoek voor {{organization}} is afgewezen",
      body: nl(
        "{{site}} heeft je verzoek om beheerder van {{organization}} te worden afgewezen. Neem contact op met het vrijwilligerscentrum als je vragen hebt.",
      ),
    },
    en: {
      subject: "Your request for {{organization}} was refused",
      body: en("{{site}} refused your request to become an admin of {{organization}}. Contact the volunteer centre if you have questions."),
    },
  },
  organization_edit_proposed: {
    nl: {
      subject: "{{applicant}} stelt wijzigingen voor in {{organization}}",
      body: nl(
        "{{applicant}} stelt deze wijzigingen voor in de gegevens van {{organization}}. Er verandert niets voordat je ze aanneemt.",
        "{{answers}}",
        "Toelichting: {{message}}",
        "[Voorstel bekijken]({{link}})",
      ),
    },
    en: {
      subject: "{{applicant}} proposes changes to {{organization}}",
      body: en(
        "{{applicant}} proposes these changes to the details of {{organization}}. Nothing changes until you accept them.",
        "{{answers}}",
        "Note: {{message}}",
        "[View the proposal]({{link}})",
      ),
    },
  },
  organization_edit_decided: {
    nl: {
      subject: "Je voorgestelde wijzigingen in {{organization}} zijn beoordeeld",
      body: nl("Je voorgestelde wijzigingen in de gegevens van {{organization}} zijn beoordeeld:", "{{answers}}", "[Voorstel bekijken]({{link}})"),
    },
    en: {
      subject: "Your proposed changes to {{organization}} were reviewed",
      body: en("Your proposed changes to the details of {{organization}} were reviewed:", "{{answers}}", "[View the proposal]({{link}})"),
    },
  },

  help_request_confirm: {
    nl: {
      subject: "Bevestig je hulpvraag bij {{site}}",
      body: nl(
        "Je hebt bij {{site}} om hulp gevraagd. Bevestig je hulpvraag met de knop hieronder; daarna zien onze vrijwilligers wat je vraagt en zoekt de vrijwilligerscentrale iemand die je helpt.",
        "[Hulpvraag bevestigen]({{link}})",
        "Heb je niet om hulp gevraagd? Dan kun je deze e-mail negeren.",
      ),
    },
    en: {
      subject: "Confirm your request for help at {{site}}",
      body: en(
        "You asked for help at {{site}}. Confirm your request with the button below; then our volunteers see what you ask and the volunteer centre looks for someone to help you.",
        "[Confirm request for help]({{link}})",
        "Did not ask for help? Then you can ignore this e-mail.",
      ),
    },
  },
  help_request_matched: {
    nl: {
      subject: "Er is een vrijwilliger voor je hulpvraag",
      body: nl(
        'Goed nieuws: {{site}} heeft een vrijwilliger gevonden voor je hulpvraag "{{what}}". {{volunteer}} neemt binnenkort contact met je op om af te spreken.',
        "Heb je vragen, of lukt het toch niet? Neem dan contact op met de vrijwilligerscentrale.",
      ),
    },
    en: {
      subject: "A volunteer will help you",
      body: en(
        'Good news: {{site}} found a volunteer for your request for help "{{what}}". {{volunteer}} will get in touch with you soon to make arrangements.',
        "Questions, or does it not work out after all? Then contact the volunteer centre.",
      ),
    },
  },
  organization_check: {
    nl: {
      subject: "Kloppen de gegevens van {{organization}} nog?",
      body: nl(
        "Eens per jaar vragen we: kloppen de gegevens van {{organization}} bij {{site}} nog? Dan is één klik genoeg, zonder in te loggen.",
        "[Ja, alles klopt nog]({{link}})",
        "Is er iets veranderd? Log in en werk de gegevens bij: {{edit}}",
      ),
    },
    en: {
      subject: "Are the details of {{organization}} still correct?",
      body: en(
        "Once a year we ask: are the details of {{organization}} at {{site}} still correct? Then one click is enough, without signing in.",
        "[Yes, all still correct]({{link}})",
        "Has something changed? Sign in and update the details: {{edit}}",
      ),
    },
  },
  digest: {
    nl: {
      subject: "{{new_vacancies}} bij {{site}}",
      body: nl(
        "Dit zijn de nieuwe vacatures van de afgelopen {{period_span}} die passen bij je keuzes:",
        "{{vacancies}}",
        "En nog {{more}} meer.",
        "[Alle vacatures bekijken]({{link}})",
      ).concat("\n\nJe krijgt deze mail omdat je koos voor een {{period}} mail met nieuwe vacatures. [Afmelden]({{unsubscribe}})"),
    },
    en: {
      subject: "{{new_vacancies}} at {{site}}",
      body: en(
        "These are the new vacancies of the past {{period_span}} that match your choices:",
        "{{vacancies}}",
        "And {{more}} more.",
        "[See all vacancies]({{link}})",
      ).concat("\n\nYou receive this mail because you chose a {{period}} mail with new vacancies. [Unsubscribe]({{unsubscribe}})"),
    },
  },
};
