/**
 * Whether a page at `origin` may use an agent's widget (ADR 0082): its host matches one of the allowed domains,
 * `esempio.it` (any port), `localhost:8080` (that port only) or `*.esempio.it` (its subdomains).
 */
export function originAllowed(allowedDomains: readonly string[], origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return allowedDomains.some((domain) => {
    const hasPort = /:\d+$/.test(domain);
    const subject = hasPort ? url.host : url.hostname;
    if (domain.startsWith('*.')) return subject.endsWith(domain.slice(1)) && subject.length > domain.length - 1;
    return subject === domain;
  });
}

/** The CSP `frame-ancestors` sources of the allowed domains, both schemes (a plain site in development, https live). */
export function frameAncestors(allowedDomains: readonly string[]): string {
  const port = (domain: string) => (/:\d+$/.test(domain) ? '' : ':*');
  return ["'self'", ...allowedDomains.flatMap((d) => [`https://${d}${port(d)}`, `http://${d}${port(d)}`])].join(' ');
}
