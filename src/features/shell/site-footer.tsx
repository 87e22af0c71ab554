import { Link } from '@tanstack/react-router';
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
                <Link to={category.path} className={link}>
                  {category.name}
                </Link>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title="Help">
            <li>
              <Link to="/faq" className={link}>
                FAQ
              </Link>
            </li>
            <li>
              <Link to="/contact" className={link}>
                Contact us
              </Link>
            </li>
            <li>
              <Link to={SWATCHES_PATH} className={link}>
                Fabric swatches
              </Link>
            </li>
            <li>
              <Link to="/cover-kit" className={link}>
                Fabric &amp; Cover Replacements
              </Link>
            </li>
          </FooterColumn>
          <FooterColumn title="Company">
            <li>
              <Link to="/our-approach" className={link}>
                Our approach
              </Link>
            </li>
            <li>
              <Link to="/contract" className={link}>
                Our agreements
              </Link>
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
                <Link to={ACCOUNT_PATH} className={link}>
                  My Account
                </Link>
              </li>
            ) : (
              <>
                <li>
                  <Link to={SIGNUP_PATH} className={link}>
                    Create an account
                  </Link>
                </li>
                <li>
                  <Link to={LOGIN_PATH} className={link}>
                    Sign in
                  </Link>
                </li>
              </>
            )}
          </FooterColumn>
          <FooterColumn title="Policies">
            <li>
              <Link to="/privacy-policy" className={link}>
                Privacy policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-use" className={link}>
                Terms of use
              </Link>
            </li>
            <li>
              <Link to="/liquidation-sale-policy" className={link}>
                Liquidation sale policy
              </Link>
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
