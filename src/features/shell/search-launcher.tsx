import { Suspense, useCallback, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { headerAction, HeaderActionLabel } from '../../ui/header-bar';
import { SearchIcon } from '../../ui/shell-icons';
import { lazyShellPart, ShellPartBoundary } from './lazy-shell-part';
import { useSlashShortcut } from './use-slash-shortcut';
import { m } from '../../i18n/paraglide/messages.js';

export const searchPopover = lazyShellPart(() => import('./search-popover'));

type SearchButtonProps = ComponentPropsWithRef<'button'> & { busy?: boolean };

/** Takes the props Radix's trigger slot passes (aria-expanded, onClick, ref). */
function SearchButton({ busy, ...props }: SearchButtonProps) {
  return (
    <button
      type="button"
      className={headerAction()}
      aria-busy={busy || undefined}
      aria-keyshortcuts="/"
      {...props}
      onPointerEnter={() => void searchPopover.preload().catch(() => undefined)}
      onFocus={() => void searchPopover.preload().catch(() => undefined)}
    >
      <SearchIcon />
      <HeaderActionLabel>{m.shell_search()}</HeaderActionLabel>
    </button>
  );
}

/** The header's search button; it and the `/` key open the search popover. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openSearch = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  useSlashShortcut(openSearch);

  if (!requested) return <SearchButton onClick={openSearch} />;
  const Popover = searchPopover.Component;
  return (
    <ShellPartBoundary fallback={<SearchButton />}>
      <Suspense fallback={<SearchButton busy />}>
        <Popover open={open} onOpenChange={setOpen} trigger={<SearchButton />} />
      </Suspense>
    </ShellPartBoundary>
  );
}
