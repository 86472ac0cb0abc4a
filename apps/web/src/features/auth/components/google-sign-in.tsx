import { useSearchParams } from 'react-router';
import { GOOGLE_ERRORS, isGoogleErrorCode } from '@app/shared/i18n/google-sign-in';
import { buttonClasses } from '../../../components/ui/button';
import { googleText } from '@app/shared/i18n/google';
import { googleStartUrl, useGoogleConfig } from '../api/get-google-config';

/**
 * Why the last Google sign-in did not work: the server's callback sends the browser back with `?google=<code>`, and
 * only the message of a known code is shown (nothing written in the address bar reaches the page).
 */
export function GoogleSignInError() {
  const [params] = useSearchParams();
  const code = params.get('google');
  if (!isGoogleErrorCode(code)) return null;
  return (
    <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
      {GOOGLE_ERRORS[code]}
    </p>
  );
}

/**
 * 'oppure' and 'Accedi con Google', only when the server has Google sign-in configured (issue 17). `rememberMe`: the
 * page's 'Ricordami' box (ADR 0123); without it the session ends with the browser, as on the password form.
 */
export function GoogleSignInButton({ intent = 'signIn', rememberMe = false }: { intent?: 'signIn' | 'activate'; rememberMe?: boolean }) {
  const config = useGoogleConfig();
  if (!config.data?.enabled) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        {googleText.divider}
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </div>
      {intent === 'activate' ? <p className="mt-3 text-sm text-slate-600">{googleText.activateHint}</p> : null}
      {/* A navigation, not a fetch: the server redirects to Google and Google back to the server. */}
      <a href={googleStartUrl(intent, rememberMe)} className={buttonClasses('outline', 'md', 'mt-4 w-full')}>
        <GoogleLogo />
        {intent === 'activate' ? googleText.activateButton : googleText.button}
      </a>
    </div>
  );
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z" />
      <path fill="#FBBC05" d="M10.6 28.5c-.5-1.4-.8-2.9-.8-4.5s.3-3.1.8-4.5l-7.9-6.2C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.2z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.7l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
