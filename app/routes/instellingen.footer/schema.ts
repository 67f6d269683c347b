import { SOCIAL_NETWORKS } from "@contract/volunteer-centers";
import { z } from "zod";

export { SOCIAL_NETWORKS };
/** Rows for footer links: a fixed number of label/URL pairs, so the form needs no JavaScript. */
export const FOOTER_LINK_ROWS = 5;

// As the api's profile schema (docs/settings.md): it checks again on write.
const text = (max: number) => z.string().trim().max(max).optional();
const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+0-9 ()-]*$/)
  .optional();
const webUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .regex(/^https?:\/\//i);
const linkUrl = z.union([
  webUrl,
  z
    .string()
    .trim()
    .max(500)
    .regex(/^\/(?!\/)[^\s]*$/),
]);

const socialFields = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`social_${network}`, webUrl.optional()])) as Record<
  `social_${(typeof SOCIAL_NETWORKS)[number]}`,
  z.ZodOptional<typeof webUrl>
>;
const linkFields = Object.fromEntries(
  Array.from({ length: FOOTER_LINK_ROWS }, (_, i) => [
    [`linkLabel${i}`, z.string().trim().max(60).optional()],
    [`linkUrl${i}`, linkUrl.optional()],
  ]).flat(),
) as Record<string, z.ZodOptional<z.ZodString>>;

// The link rows' fields are made in a loop, so their names are not in the inferred type.
const field = (form: object, name: string) => (form as Record<string, string | undefined>)[name];

export const footerSchema = z
  .object({
    footerAddress: text(300),
    footerPhone: phone,
    footerEmail: z.string().trim().toLowerCase().max(254).email().optional(),
    openingHours: text(500),
    ...socialFields,
    ...linkFields,
  })
  .superRefine((form, ctx) => {
    // A link row needs both halves; an empty row is no link.
    for (let i = 0; i < FOOTER_LINK_ROWS; i++) {
      const [label, url] = [field(form, `linkLabel${i}`), field(form, `linkUrl${i}`)];
      if (label && !url) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`linkUrl${i}`], params: { missing: true } });
      if (url && !label) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`linkLabel${i}`], params: { missing: true } });
    }
  });

export type FooterForm = z.infer<typeof footerSchema>;

/** The api's attributes of a valid form: empty fields clear their setting. */
export function footerAttributes(form: FooterForm) {
  return {
    footerAddress: form.footerAddress || null,
    footerPhone: form.footerPhone || null,
    footerEmail: form.footerEmail || null,
    openingHours: form.openingHours || null,
    socialLinks: SOCIAL_NETWORKS.flatMap((network) => {
      const url = form[`social_${network}`];
      return url ? [{ network, url }] : [];
    }),
    footerLinks: Array.from({ length: FOOTER_LINK_ROWS }, (_, i) => ({ label: field(form, `linkLabel${i}`), url: field(form, `linkUrl${i}`) })).filter(
      (link): link is { label: string; url: string } => Boolean(link.label && link.url),
    ),
  };
}
