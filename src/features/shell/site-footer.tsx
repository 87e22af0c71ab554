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
          <FooterColumn title="Shop">
            {menu.map((category) => (
              <li key={category.id}>
                <RouterAnchor to={category.path} className={link}>
                  {category.name}
                </RouterAnchor>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title="Help">
            <li>
              <RouterAnchor to="/faq" className={link}>
                FAQ
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to="/contact" className={link}>
                Contact us
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to={SWATCHES_PATH} className={link}>
                Fabric swatches
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to="/cover-kit" className={link}>
                Fabric &amp; Cover Replacements
              </RouterAnchor>
            </li>
          </FooterColumn>
          <FooterColumn title="Company">
            <li>
              <RouterAnchor to="/our-approach" className={link}>
                Our approach
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to="/contract" className={link}>
                Our agreements
              </RouterAnchor>
            </li>
            <li>
              <a href={CAREERS_URL} className={link} rel="noopener noreferrer">
                Careers
                <ExternalIcon />
                <VisuallyHidden> (external site)</VisuallyHidden>
              </a>
            </li>
          </FooterColumn>
          <FooterColumn title="Your account">
            {signedIn ? (
              <li>
                <RouterAnchor to={ACCOUNT_PATH} className={link}>
                  My Account
                </RouterAnchor>
              </li>
            ) : (
              <>
                <li>
                  <RouterAnchor to={SIGNUP_PATH} className={link}>
                    Create an account
                  </RouterAnchor>
                </li>
                <li>
                  <RouterAnchor to={LOGIN_PATH} className={link}>
                    Sign in
                  </RouterAnchor>
                </li>
              </>
            )}
          </FooterColumn>
          <FooterColumn title="Policies">
            <li>
              <RouterAnchor to="/privacy-policy" className={link}>
                Privacy policy
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to="/terms-of-use" className={link}>
                Terms of use
              </RouterAnchor>
            </li>
            <li>
              <RouterAnchor to="/liquidation-sale-policy" className={link}>
                Liquidation sale policy
              </RouterAnchor>
            </li>
          </FooterColumn>
        </FooterColumns>
        <FooterBottom>
          <p>© 2025 Pivot Furniture Inc. All prices in Canadian dollars.</p>
          <nav aria-label="Pivot on social media">
            <SocialList>
              {SOCIAL_PROFILES.map((profile) => (
                <li key={profile.name}>
                  <a href={profile.url} className={link} rel="noopener noreferrer">
                    {profile.name}
                    <VisuallyHidden> (external site)</VisuallyHidden>
                  </a>
                </li>
              ))}
            </SocialList>
          </nav>
        </FooterBottom>
      </FooterInner>
    </FooterBand>
  );
}
