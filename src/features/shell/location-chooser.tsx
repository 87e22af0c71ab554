import type { RefObject } from 'react';
import { setCityId } from '../../lib/city-store';
import { Button } from '../../ui/button';
import { Dialog, DialogClose } from '../../ui/dialog';
import { SelectField } from '../../ui/select';
import { MutedText, Stack, TwoColumns } from '../../ui/layout';
import { provinceName } from '../../../machines/provinces';
import { groupCitiesByProvince } from './location-model';
import { useDeliveryLocation } from './use-shell-data';

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
        title="Choose your location"
        description={
          city
            ? `During our final liquidation sale every order is served from our ${city.name} depot, so there is no city to choose.`
            : 'During our final liquidation sale every order is served from one depot.'
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
              {city ? `Shop from ${city.name}` : 'Continue'}
            </Button>
          </DialogClose>
        }
      >
        <MutedText>
          Prices and availability are those of the{' '}
          {city ? `${city.name}, ${provinceName(city.province)}` : 'default'} depot. Sale items are
          picked up at our warehouse; see the liquidation sale policy for details.
        </MutedText>
      </Dialog>
    );
  }

  return (
    <Dialog
      title="Choose your location"
      description="We deliver to 15 cities across Canada. Prices, availability and delivery fees depend on yours."
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      contentProps={contentProps}
    >
      <Stack gap={4}>
        {city ? (
          <MutedText data-testid="current-city">
            You are shopping in {city.name}, {provinceName(city.province)}.
          </MutedText>
        ) : null}
        <TwoColumns>
          {provinces.map((province) => {
            const chosenHere = province.cities.find((item) => item.id === city?.id);
            return (
              <SelectField
                key={province.code}
                label={province.name}
                placeholder="Select City"
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
