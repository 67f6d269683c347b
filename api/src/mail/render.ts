/** A mail's content before it becomes text and HTML: both are rendered from one structure. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A list of linked items (the digest's vacancies), after the paragraphs. */
  items?: { label: string; detail?: string; url: string }[];
  /** The one link of the mail, shown as a button in HTML and as a bare URL in text. */
  action?: { label: string; url: string };
  /** Said after the link (what to do if you did not ask for this). */
  after?: string[];
  signature: string;
  /** Below the signature, small: how to stop this mail (digests), with its one-click link. */
  unsubscribe?: { text: string; label: string; url: string };
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
    ...(m.items ?? []).map((item) =>
      [`- ${item.label}`, item.detail, item.url].filter(Boolean).join("\n  "),
    ),
    ...(m.action ? [`${m.action.label}:\n${m.action.url}`] : []),
    ...(m.after ?? []),
    m.signature,
    ...(m.unsubscribe ? [`${m.unsubscribe.text}\n${m.unsubscribe.label}: ${m.unsubscribe.url}`] : []),
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
    ...(m.items?.length
      ? [
          `<ul style="padding-left:20px">${m.items
            .map(
              (item) =>
                `<li style="margin-bottom:8px"><a href="${escapeHtml(item.url)}" style="color:#047857">${escapeHtml(item.label)}</a>` +
                (item.detail ? `<br><span style="color:#555555">${escapeHtml(item.detail)}</span>` : "") +
                `</li>`,
            )
            .join("")}</ul>`,
        ]
      : []),
    action,
    ...(m.after ?? []).map(p),
    p(m.signature),
    ...(m.unsubscribe
      ? [
          `<p style="font-size:12px;color:#555555">${escapeHtml(m.unsubscribe.text)} <a href="${escapeHtml(m.unsubscribe.url)}" style="color:#555555">${escapeHtml(m.unsubscribe.label)}</a></p>`,
        ]
      : []),
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
