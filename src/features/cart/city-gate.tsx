import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../api/catalog-queries';
import { setCityId, useCityId } from '../../lib/city-store';
import { Button } from '../../ui/button';
import { Stack, Text } from '../../ui/layout';
import { SelectField } from '../../ui/select';
import { isSearchBotBrowser } from './search-bot';

/**
 * The city a cart page prices for (spec section 2: cart, share-cart and shared cart need a
 * chosen city). Search-engine bots get the default city instead of the picker.
 */
export function useCartCityId(): { cityId: string | null; needsPicker: boolean } {
  const chosen = useCityId();
  const bot = chosen === null && isSearchBotBrowser();
  const { data } = useQuery({ ...categoriesQuery(null), enabled: bot });
  if (chosen !== null) return { cityId: chosen, needsPicker: false };
  if (!bot) return { cityId: null, needsPicker: true };
  const fallback = data?.getCategories.cities.find((city) => city.isDefault)?.id ?? null;
  return { cityId: fallback, needsPicker: false };
}

/** Spec section 2: a cart needs a city before it can be priced. */
export function CityPicker({ reason }: { reason: string }) {
  const { data, isError, refetch } = useQuery(categoriesQuery(null));
  const cities = data?.getCategories.cities ?? [];
  return (
    <Stack gap={4} css={{ maxWidth: 420 }} data-testid="city-picker">
      <Text>{reason}</Text>
      <SelectField
        label="Choose your location"
        placeholder={data ? 'Select City' : 'Loading cities…'}
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
            We could not load the list of cities.
          </Text>
          <div>
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
}
