import type { AppLoadContext } from "@remix-run/cloudflare";
import { loadCenterContact } from "./home/contact-section";

/**
 * A mailto link to the current centre's contact address with this subject (spaces as %20, which
 * every mail client reads), and the address itself; null when the centre gives no address.
 */
export async function centerMailLink(context: AppLoadContext, subject: string): Promise<{ mail: string; mailTo: string } | null> {
  const contact = await loadCenterContact(context);
  if (!contact?.email) return null;
  const query = new URLSearchParams({ subject }).toString().replace(/\+/g, "%20");
  return { mail: `mailto:${contact.email}?${query}`, mailTo: contact.email };
}
