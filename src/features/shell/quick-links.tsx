import { Link } from '@tanstack/react-router';
import { QuickLinksBar, QuickLinksList, quickLink } from '../../ui/header-bar';
import { QUICK_LINKS, tagPath } from './shop-paths';
import { m } from '../../i18n/paraglide/messages.js';

/** The nine quick links to `/search/tag/{tag}` under the header's main row. */
export function QuickLinks() {
  return (
    <QuickLinksBar aria-label={m.shell_quick_links_label()}>
      <QuickLinksList>
        {QUICK_LINKS.map((link) => (
          <li key={link.tag}>
            <Link to={tagPath(link.tag)} className={quickLink()}>
              {link.label}
            </Link>
          </li>
        ))}
      </QuickLinksList>
    </QuickLinksBar>
  );
}
