import { useDocumentTitle } from '../../lib/document-title';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { Article, Lead } from '../../ui/article';
import { m } from '../../i18n/paraglide/messages.js';

/** The apology in English, as stories and tests read it; the page shows the message. */
export const UNSUPPORTED_BROWSER_TEXT = 'We apologize our site does not support your browser.';

const BROWSERS = [
  { name: 'Google Chrome', url: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', url: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Apple Safari', url: 'https://www.apple.com/safari/' },
  { name: 'Microsoft Edge', url: 'https://www.microsoft.com/edge/download' },
] as const;

/** Shown to browsers too old for the store; recommends current ones. */
export function UnsupportedBrowserPage() {
  useDocumentTitle(m.shell_unsupported_page_title());
  return (
    <Article>
      <h1>{m.shell_unsupported_heading()}</h1>
      <Lead>{m.shell_unsupported_text()}</Lead>
      <p>{m.shell_unsupported_features()}</p>
      <ul>
        {BROWSERS.map((browser) => (
          <li key={browser.name}>
            <a href={browser.url} rel="noopener noreferrer">
              {browser.name}
            </a>
          </li>
        ))}
      </ul>
      <p>
        {m.shell_unsupported_phone()}
        <a href={CUSTOMER_CARE.phoneHref}>{CUSTOMER_CARE.phoneDisplay}</a>.
      </p>
    </Article>
  );
}
