/** A mail's content before it becomes text and HTML: both are rendered from one structure. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one link of the mail, shown as a button in HTML and as a bare URL in text. */
  action?: { label: string; url: string };
  /** Said after the link (what to do if you did not ask for this). */
  after?: string[];
  signature: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function renderText(m: MailContent): string {
  const blocks = [
    m.greeting,
    ...m.paragraphs,
    ...(m.action ? [`${m.action.label}:\n${m.action.url}`] : []),
    ...(m.after ?? []),
    m.signature,
  ];
  return `${blocks.join("\n\n")}\n`;
}

// Simple, inline-styled HTML: mail clients ignore <style> blocks and external CSS.
function renderHtml(m: MailContent): string {
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const action = m.action
    ? `<p><a href="${escapeHtml(m.action.url)}" style="display:inline-block;padding:10px 16px;background:#047857;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(m.action.label)}</a></p>` +
      `<p style="font-size:12px;color:#555555">${escapeHtml(m.action.url)}</p>`
    : "";
  return [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111111">`,
    p(m.greeting),
    ...m.paragraphs.map(p),
    action,
    ...(m.after ?? []).map(p),
    p(m.signature),
    `</body></html>`,
  ].join("\n");
}

export function renderMail(content: MailContent): RenderedMail {
  return {
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
  };
}
