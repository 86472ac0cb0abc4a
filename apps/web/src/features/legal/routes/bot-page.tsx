import { Link } from 'react-router';
import { legalText } from '@app/shared/i18n/legal';
import { LegalPageLayout, LegalSection } from '../components/legal-page-layout';

/** The crawler's user agent token, as robots.txt groups name it (the server's `crawl-website.ts`). */
const TOKEN = 'AgentiAI-Crawler';

function Code({ label, children }: { label: string; children: string }) {
  // A region that takes the focus: on a phone a long line scrolls sideways without a mouse.
  return (
    <pre
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-2 overflow-x-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900"
    >
      <code>{children}</code>
    </pre>
  );
}

/**
 * /bot: the page the crawler's user agent names (`AgentiAI-Crawler/1.0 (+APP_URL/bot)`, issue 29): what it reads, how
 * often, robots.txt and Crawl-delay, how to block it, whom to write to. The app's own address is APP_URL's origin.
 */
export function BotPage() {
  const t = legalText.bot;
  const userAgent = `${TOKEN}/1.0 (+${window.location.origin}/bot)`;
  return (
    <LegalPageLayout title={t.title} intro={t.intro}>
      <section>
        <h2 className="text-xl font-semibold text-slate-900">{t.userAgentHeading}</h2>
        <p className="mt-2 text-slate-700">{t.userAgentBody}</p>
        <Code label={t.userAgentHeading}>{userAgent}</Code>
      </section>
      {t.sections.map((s) => (
        <LegalSection key={s.heading} heading={s.heading} body={s.body} />
      ))}
      <section>
        <h2 className="text-xl font-semibold text-slate-900">{t.blockHeading}</h2>
        <p className="mt-2 text-slate-700">{t.blockBody}</p>
        <Code label={`${t.blockHeading}: tutto il sito`}>{`User-agent: ${TOKEN}\nDisallow: /`}</Code>
        <p className="mt-4 text-slate-700">{t.blockPartBody}</p>
        <Code label={`${t.blockHeading}: una parte del sito`}>{`User-agent: ${TOKEN}\nDisallow: /area-riservata/\nCrawl-delay: 10`}</Code>
        <p className="mt-4 text-slate-700">{t.blockAfter}</p>
      </section>
      <section>
        <h2 className="text-xl font-semibold text-slate-900">{t.contactHeading}</h2>
        <p className="mt-2 text-slate-700">
          {t.contactBefore}
          <Link to="/contact-us" className="font-medium text-brand-800 underline">
            {t.contactLink}
          </Link>
          {t.contactAfter}
        </p>
      </section>
    </LegalPageLayout>
  );
}
