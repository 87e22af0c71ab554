import { m } from '../../i18n/paraglide/messages.js';
import { useSignedIn } from '../../lib/session-store';
import { ExternalIcon } from '../../ui/shell-icons';
import {
  FooterBand,
  FooterBottom,
  FooterColumn,
  FooterColumns,
  FooterInner,
  footerLink,
  SocialList,
} from '../../ui/site-footer';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { CAREERS_URL, SOCIAL_PROFILES } from './company';
import { RouterAnchor } from '../../ui/router-anchor';
import { LanguageSwitch } from './language-switch';
import { useCategoryMenu } from './use-shell-data';

const ACCOUNT_PATH: string = '/account';
const SIGNUP_PATH: string = '/signup';
const LOGIN_PATH: string = '/login';
const SWATCHES_PATH: string = '/swatches';

/** The site footer with every link of spec section 2. */
export function SiteFooter() {
  const menu = useCategoryMenu();
  const signedIn = useSignedIn();
  const link = footerLink();
  return (
    <FooterBand>
      <FooterInner>
        <FooterColumns>
          <FooterColumn title={m.shell_footer_shop()}>
            {menu.map((category) => (
              <li key={category.id}>
                <RouterAnchor to={category.path} className={link}>
                  {category.name}
                </RouterAnchor>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title={m.shell_footer_help()}>
            <li>
              <RouterAnchor to="/faq" className={link}>
                {m.shell_footer_faq()}
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to="/contact" className={link}>
                {m.shell_footer_contact()}
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to={SWATCHES_PATH} className={link}>
                {m.shell_footer_swatches()}
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to="/cover-kit" className={link}>
                {m.shell_footer_cover_kit()}
              </RouterAnchor>
            </li>
          </FooterColumn>
          <FooterColumn title={m.shell_footer_company()}>
            <li>
              <RouterAnchor to="/our-approach" className={link}>
                {m.shell_footer_our_approach()}
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to="/contract" className={link}>
                {m.shell_footer_agreements()}
              </RouterAnchor>
            </li>
            <li>
              <a href={CAREERS_URL} className={link} rel="noopener noreferrer">
                {m.shell_footer_careers()}
                <ExternalIcon />
                <VisuallyHidden>{m.shell_footer_external_site()}</VisuallyHidden>
              </a>
            </li>
          </FooterColumn>
          <FooterColumn title={m.shell_footer_your_account()}>
            {signedIn ? (
              <li>
                <RouterAnchor to={ACCOUNT_PATH} className={link}>
                  {m.shell_footer_my_account()}
                </RouterAnchor>
              </li>
            ) : (
              <>
                <li>
                  <RouterAnchor to={SIGNUP_PATH} className={link}>
                    {m.shell_footer_create_account()}
                  </RouterAnchor>
                </li>
                <li>
                  <RouterAnchor to={LOGIN_PATH} className={link}>
                    {m.shell_footer_sign_in()}
                  </RouterAnchor>
                </li>
              </>
            )}
          </FooterColumn>
          <FooterColumn title={m.shell_footer_policies()}>
            <li>
              <RouterAnchor to="/privacy-policy" className={link}>
                {m.shell_footer_privacy()}
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to="/terms-of-use" className={link}>
                {m.shell_footer_terms()}
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to="/liquidation-sale-policy" className={link}>
                {m.shell_footer_liquidation_policy()}
              </RouterAnchor>
            </li>
          </FooterColumn>
        </FooterColumns>
        <FooterBottom>
          <p>{m.shell_footer_copyright()}</p>
          <nav aria-label={m.shell_footer_social()}>
            <SocialList>
              {SOCIAL_PROFILES.map((profile) => (
                <li key={profile.name}>
                  <a href={profile.url} className={link} rel="noopener noreferrer">
                    {profile.name}
                    <VisuallyHidden>{m.shell_footer_external_site()}</VisuallyHidden>
                  </a>
                </li>
              ))}
            </SocialList>
          </nav>
          <LanguageSwitch className={link} />
        </FooterBottom>
      </FooterInner>
    </FooterBand>
  );
}
