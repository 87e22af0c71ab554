import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../api/catalog-queries';
import { provinceName } from '../../../machines/provinces';
import { m } from '../../i18n/paraglide/messages.js';
import { setCityId } from '../../lib/city-store';
import { useShopperCity } from '../../lib/shopper-city';
import { Button } from '../../ui/button';
import { Stack, Text } from '../../ui/layout';
import { SelectField } from '../../ui/select';
import { isSearchBotBrowser } from './search-bot';

/**
 * The city a cart page prices for: the shopper's city, the one the header shows
 * (src/lib/shopper-city.ts; a first visit is served from the default depot, decision 102).
 * The picker (spec section 2) shows only when no city can be known: nothing was chosen and the
 * cities could not be loaded. Search-engine bots never get it.
 */
export function useCartCityId(): { cityId: string | null; needsPicker: boolean } {
  const { city, chosenId, isError } = useShopperCity();
  if (city) return { cityId: city.id, needsPicker: false };
  // The cities are loading or failed: a stored choice still prices (the server pins it in
  // liquidation mode).
  if (chosenId !== null) return { cityId: chosenId, needsPicker: false };
  return { cityId: null, needsPicker: isError && !isSearchBotBrowser() };
}

/**
 * The city a cart is priced for, with the way to change it (the header's location button
 * changes the same city). In liquidation mode the city is fixed and it says so.
 */
export function CartCity() {
  const { cities, city, fixed } = useShopperCity();
  if (!city) return null;
  const place = `${city.name}, ${provinceName(city.province)}`;
  if (fixed) {
    return (
      <Text size="sm" data-testid="cart-city">
        {m.cart_city_fixed({ place })}
      </Text>
    );
  }
  return (
    <Stack gap={2} width="field" data-testid="cart-city">
      <SelectField
        label={m.cart_your_city()}
        hint={m.cart_your_city_hint()}
        value={city.id}
        options={cities.map((item) => ({
          value: item.id,
          label: `${item.name}, ${item.province}`,
        }))}
        onValueChange={(value) => setCityId(value)}
      />
    </Stack>
  );
}

/** Spec section 2: a cart needs a city before it can be priced. */
export function CityPicker({ reason }: { reason: string }) {
  const { data, isError, refetch } = useQuery(categoriesQuery(null));
  const cities = data?.getCategories.cities ?? [];
  return (
    <Stack gap={4} width="field" data-testid="city-picker">
      <Text>{reason}</Text>
      <SelectField
        label={m.cart_choose_location()}
        placeholder={data ? m.cart_select_city() : m.cart_loading_cities()}
        disabled={!data}
        options={cities.map((city) => ({
          value: city.id,
          label: `${city.name}, ${city.province}`,
        }))}
        onValueChange={(value) => setCityId(value)}
      />
      {isError ? (
        <Stack gap={2} role="alert">
          <Text size="sm" tone="error">
            {m.cart_cities_failed()}
          </Text>
          <div>
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              {m.cart_try_again()}
            </Button>
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
}
