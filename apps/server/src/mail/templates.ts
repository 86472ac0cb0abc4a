import type { MailMessage } from './mailer.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Section {
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

/**
 * The words around an e-mail's own text: the team's e-mails are Italian; an e-mail to a visitor is written in their
 * language (issue 48) and passes its own.
 */
export interface EmailFrame {
  lang: string;
  signOff: string;
  buttonFallback: string;
}

const ITALIAN_FRAME: EmailFrame = {
  lang: 'it',
  signOff: '— Il team di Agenti AI',
  buttonFallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
};

/** One layout for every e-mail: plain text first (what most clients and tests read), HTML beside it. */
export function composeEmail(to: string, subject: string, section: Section, frame: EmailFrame = ITALIAN_FRAME): MailMessage {
  const lines = [section.greeting ?? 'Ciao,', '', ...section.paragraphs.flatMap((p) => [p, ''])];
  if (section.action) lines.push(`${section.action.label}: ${section.action.url}`, '');
  lines.push(section.footer ?? 'Se non hai richiesto tu questa operazione, ignora questa email.', '', frame.signOff);
  const html = `<!doctype html><html lang="${frame.lang}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(section.greeting ?? 'Ciao,')}</p>
${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${section.action ? `<p><a href="${escapeHtml(section.action.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(section.action.label)}</a></p><p style="font-size:12px;color:#475569">${escapeHtml(frame.buttonFallback)} ${escapeHtml(section.action.url)}</p>` : ''}
<p style="font-size:12px;color:#475569">${escapeHtml(section.footer ?? 'Se non hai richiesto tu questa operazione, ignora questa email.')}</p>
<p>${escapeHtml(frame.signOff)}</p></body></html>`;
  return { to, subject, text: lines.join('\n'), html };
}
