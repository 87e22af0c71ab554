import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  brandLink,
  FooterBand,
  FrameInner,
  HeaderBand,
  MainRegion,
  SkipLink,
} from '../../ui/site-frame';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <HeaderBand>
        <FrameInner>
          <Link to="/" className={brandLink()}>
            Pivot
          </Link>
        </FrameInner>
      </HeaderBand>
      <MainRegion id="main" tabIndex={-1}>
        {children}
      </MainRegion>
      <FooterBand>
        <FrameInner>
          <p>© 2025 Pivot Furniture Inc. All prices in Canadian dollars.</p>
        </FrameInner>
      </FooterBand>
    </>
  );
}
