import type { RefObject } from 'react';
import { setCityId } from '../../lib/city-store';
import { Button } from '../../ui/button';
import { Dialog, DialogClose } from '../../ui/dialog';
import { SelectField } from '../../ui/select';
import { MutedText, Stack, TwoColumns } from '../../ui/layout';
import { groupCitiesByProvince, provinceLabel } from './location-model';
import { useDeliveryLocation } from './use-shell-data';
import { m } from '../../i18n/paraglide/messages.js';

export type LocationChooserProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * 'Choose your location': each province with a 'Select City' list of its delivery cities.
 * Choosing saves the city (the catalogue, prices and delivery fees follow it) and closes.
 * With the default depot pinned (liquidation mode) it explains that one depot serves everyone.
 */
export default function LocationChooser({
  open,
  onOpenChange,
  returnFocusTo,
}: LocationChooserProps) {
  const { cities, city, pinned } = useDeliveryLocation();
  const provinces = groupCitiesByProvince(cities);
  const contentProps = {
    onCloseAutoFocus: (event: Event) => {
      if (!returnFocusTo?.current) return;
      event.preventDefault();
      returnFocusTo.current.focus();
    },
  };

  if (pinned) {
    return (
      <Dialog
        title={m.shell_location_title()}
        description={
          city ? m.shell_location_pinned_city({ city: city.name }) : m.shell_location_pinned()
        }
        open={open}
        onOpenChange={onOpenChange}
        size="sm"
        contentProps={contentProps}
        footer={
          <DialogClose asChild>
            <Button
              onClick={() => {
                if (city) setCityId(city.id);
              }}
            >
              {city ? m.shell_location_shop_from({ city: city.name }) : m.shell_location_continue()}
            </Button>
          </DialogClose>
        }
      >
        <MutedText>
          {city
            ? m.shell_location_pinned_prices_city({
                city: city.name,
                province: provinceLabel(city.province),
              })
            : m.shell_location_pinned_prices_default()}
        </MutedText>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={m.shell_location_title()}
      description={m.shell_location_description()}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      contentProps={contentProps}
    >
      <Stack gap={4}>
        {city ? (
          <MutedText data-testid="current-city">
            {m.shell_location_current({ city: city.name, province: provinceLabel(city.province) })}
          </MutedText>
        ) : null}
        <TwoColumns>
          {provinces.map((province) => {
            const chosenHere = province.cities.find((item) => item.id === city?.id);
            return (
              <SelectField
                key={province.code}
                label={province.name}
                placeholder={m.shell_location_select_city()}
                value={chosenHere?.id ?? ''}
                options={province.cities.map((item) => ({ value: item.id, label: item.name }))}
                onValueChange={(cityId) => {
                  setCityId(cityId);
                  // Let the city list finish closing before the dialog goes.
                  requestAnimationFrame(() => onOpenChange(false));
                }}
              />
            );
          })}
        </TwoColumns>
      </Stack>
    </Dialog>
  );
}
