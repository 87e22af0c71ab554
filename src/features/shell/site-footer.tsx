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
import { ShellLink } from './shell-link';
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
                <ShellLink to={category.path} className={link}>
                  {category.name}
                </ShellLink>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title="Help">
            <li>
              <ShellLink to="/faq" className={link}>
                FAQ
              </ShellLink>
            </li>
            <li>
              <ShellLink to="/contact" className={link}>
                Contact us
              </ShellLink>
            </li>
            <li>
              <ShellLink to={SWATCHES_PATH} className={link}>
                Fabric swatches
              </ShellLink>
            </li>
            <li>
              <ShellLink to="/cover-kit" className={link}>
                Fabric &amp; Cover Replacements
              </ShellLink>
            </li>
          </FooterColumn>
          <FooterColumn title="Company">
            <li>
              <ShellLink to="/our-approach" className={link}>
                Our approach
              </ShellLink>
            </li>
            <li>
              <ShellLink to="/contract" className={link}>
                Our agreements
              </ShellLink>
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
                <ShellLink to={ACCOUNT_PATH} className={link}>
                  My Account
                </ShellLink>
              </li>
            ) : (
              <>
                <li>
                  <ShellLink to={SIGNUP_PATH} className={link}>
                    Create an account
                  </ShellLink>
                </li>
                <li>
                  <ShellLink to={LOGIN_PATH} className={link}>
                    Sign in
                  </ShellLink>
                </li>
              </>
            )}
          </FooterColumn>
          <FooterColumn title="Policies">
            <li>
              <ShellLink to="/privacy-policy" className={link}>
                Privacy policy
              </ShellLink>
            </li>
            <li>
              <ShellLink to="/terms-of-use" className={link}>
                Terms of use
              </ShellLink>
            </li>
            <li>
              <ShellLink to="/liquidation-sale-policy" className={link}>
                Liquidation sale policy
              </ShellLink>
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
