import { useDocumentTitle } from '../../lib/document-title';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { Article, Lead } from '../../ui/article';

export const UNSUPPORTED_BROWSER_TEXT = 'We apologize our site does not support your browser.';

const BROWSERS = [
  { name: 'Google Chrome', url: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', url: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Apple Safari', url: 'https://www.apple.com/safari/' },
  { name: 'Microsoft Edge', url: 'https://www.microsoft.com/edge/download' },
] as const;

/** Shown to browsers too old for the store; recommends current ones. */
export function UnsupportedBrowserPage() {
  useDocumentTitle('Browser not supported');
  return (
    <Article>
      <h1>Please update your browser</h1>
      <Lead>{UNSUPPORTED_BROWSER_TEXT}</Lead>
      <p>
        Our store uses features that older browsers do not have. Any of these free browsers, kept up
        to date, works well on computers, phones and tablets:
      </p>
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
        If you would rather shop by phone, our customer care team can help at{' '}
        <a href={CUSTOMER_CARE.phoneHref}>{CUSTOMER_CARE.phoneDisplay}</a>.
      </p>
    </Article>
  );
}
