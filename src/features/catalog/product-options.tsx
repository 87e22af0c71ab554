import { m } from '../../i18n/paraglide/messages.js';
import { useId } from 'react';
import type { ProductDetails } from '../../api/product-queries';
import { Cluster, Stack, Text } from '../../ui/layout';
import { Link as UiLink } from '../../ui/link';
import { RadioGroup } from '../../ui/radio-group';
import { SelectField } from '../../ui/select';
import { SwatchButton } from '../../ui/swatch-button';

type Option = ProductDetails['parent']['options'][number];
type OptionValue = Option['values'][number];

/** Above this many values a plain option becomes a list box instead of radio buttons. */
const MAX_RADIOS = 5;

export type ProductOptionsProps = {
  options: readonly Option[];
  onChoose: (option: Option, valueId: string) => void;
};

/** Every option of the product: fabrics as swatches grouped by colour family, others as radios. */
export function ProductOptions({ options, onChoose }: ProductOptionsProps) {
  return (
    <Stack gap={5}>
      {options.map((option) =>
        option.upholstery ? (
          <SwatchOption key={option.id} option={option} onChoose={onChoose} />
        ) : (
          <PlainOption key={option.id} option={option} onChoose={onChoose} />
        ),
      )}
    </Stack>
  );
}

/** Values grouped by `groupname`, in the order the groups first appear. */
export function groupValues(values: readonly OptionValue[]) {
  const groups: { name: string | null; values: OptionValue[] }[] = [];
  for (const value of values) {
    const group = groups.find((candidate) => candidate.name === value.groupname);
    if (group) group.values.push(value);
    else groups.push({ name: value.groupname, values: [value] });
  }
  return groups;
}

function SwatchOption({
  option,
  onChoose,
}: {
  option: Option;
  onChoose: ProductOptionsProps['onChoose'];
}) {
  const labelId = useId();
  const selected = option.values.find((value) => value.id === option.selectedvalue);
  const groups = groupValues(option.values);
  return (
    <Stack gap={3} role="group" aria-labelledby={labelId}>
      <Text id={labelId} weight="bold">
        {option.name}: <Text as="span">{selected?.name ?? m.catalog_choose_one()}</Text>
      </Text>
      <Cluster gap={4} align="start">
        {groups.map((group) => (
          <Stack key={group.name ?? 'other'} gap={1}>
            {group.name && groups.length > 1 ? (
              <Text as="p" size="sm" tone="muted">
                {group.name}
              </Text>
            ) : null}
            <Cluster gap={1} align="start">
              {group.values.map((value) => (
                <SwatchButton
                  key={value.id}
                  name={value.name}
                  image={value.imageurl}
                  color={value.colorhex}
                  selected={value.id === option.selectedvalue}
                  unavailable={!value.available}
                  unavailableLabel={m.catalog_option_not_here()}
                  aria-label={
                    value.available
                      ? value.name
                      : m.catalog_option_unavailable_label({ name: value.name })
                  }
                  onClick={() => {
                    if (value.id !== option.selectedvalue) onChoose(option, value.id);
                  }}
                />
              ))}
            </Cluster>
          </Stack>
        ))}
      </Cluster>
      {selected ? <ValueNotes value={selected} /> : null}
    </Stack>
  );
}

function ValueNotes({ value }: { value: OptionValue }) {
  if (!value.description && !value.learnmoreurl) return null;
  return (
    <Stack gap={1}>
      {value.description ? (
        <Text size="sm" tone="muted">
          {value.description}
        </Text>
      ) : null}
      {value.learnmoreurl ? (
        <Text size="sm">
          <UiLink href={value.learnmoreurl}>
            {value.learnmorename
              ? m.catalog_learn_more_named({ name: value.learnmorename })
              : m.catalog_learn_more()}
          </UiLink>
        </Text>
      ) : null}
    </Stack>
  );
}

function PlainOption({
  option,
  onChoose,
}: {
  option: Option;
  onChoose: ProductOptionsProps['onChoose'];
}) {
  const selected = option.values.find((value) => value.id === option.selectedvalue);
  const choices = option.values.map((value) => ({
    value: value.id,
    label: value.available ? value.name : m.catalog_option_unavailable({ name: value.name }),
  }));
  const change = (valueId: string) => {
    if (valueId !== option.selectedvalue) onChoose(option, valueId);
  };
  return (
    <Stack gap={2}>
      {option.values.length > MAX_RADIOS ? (
        <SelectField
          label={option.name}
          options={choices}
          value={option.selectedvalue ?? ''}
          onValueChange={change}
          placeholder={m.catalog_choose_one()}
        />
      ) : (
        <RadioGroup
          label={option.name}
          options={choices}
          value={option.selectedvalue ?? ''}
          onValueChange={change}
          orientation="horizontal"
        />
      )}
      {selected ? <ValueNotes value={selected} /> : null}
    </Stack>
  );
}
