import { Suspense, useRef, useState } from 'react';
import { headerAction, HeaderActionLabel } from '../../ui/header-bar';
import { PinIcon } from '../../ui/shell-icons';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { lazyShellPart, ShellPartBoundary } from './lazy-shell-part';
import { useDeliveryLocation } from './use-shell-data';
import { m } from '../../i18n/paraglide/messages.js';

export const locationChooser = lazyShellPart(() => import('./location-chooser'));

/** The header's location button: shows the city served and opens 'Choose your location'. */
export function LocationLauncher() {
  const { city } = useDeliveryLocation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const Chooser = locationChooser.Component;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={headerAction()}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="location-button"
        onPointerEnter={() => void locationChooser.preload().catch(() => undefined)}
        onFocus={() => void locationChooser.preload().catch(() => undefined)}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <PinIcon />
        <VisuallyHidden>
          {city ? m.shell_location_button() : m.shell_location_title()}
        </VisuallyHidden>
        {city ? <HeaderActionLabel>{city.name}</HeaderActionLabel> : null}
      </button>
      {requested ? (
        <ShellPartBoundary fallback={null}>
          <Suspense fallback={null}>
            <Chooser open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
          </Suspense>
        </ShellPartBoundary>
      ) : null}
    </>
  );
}
