import { Suspense, useState } from 'react';
import { headerAction } from '../../ui/header-bar';
import { MenuIcon } from '../../ui/shell-icons';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { lazyShellPart, ShellPartBoundary } from './lazy-shell-part';
import { m } from '../../i18n/paraglide/messages.js';

export const mobileMenu = lazyShellPart(() => import('./mobile-menu'));

/** The menu button shown below 960 px; it opens the mobile menu drawer. */
export function MobileMenuLauncher() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const Menu = mobileMenu.Component;
  return (
    <>
      <button
        type="button"
        className={headerAction()}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void mobileMenu.preload().catch(() => undefined)}
        onFocus={() => void mobileMenu.preload().catch(() => undefined)}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
        <VisuallyHidden>{m.shell_menu_title()}</VisuallyHidden>
      </button>
      {requested ? (
        <ShellPartBoundary fallback={null}>
          <Suspense fallback={null}>
            <Menu open={open} onOpenChange={setOpen} />
          </Suspense>
        </ShellPartBoundary>
      ) : null}
    </>
  );
}
