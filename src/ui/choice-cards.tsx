import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { useFieldIds } from './field';
import { focusRing } from './focus-ring';

const Group = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2' });

const Legend = styled('div', {
  fontSize: '$3',
  fontWeight: '$bold',
  color: '$text',
});

const Root = styled(RadioGroupPrimitive.Root, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

const Card = styled(RadioGroupPrimitive.Item, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: '20px minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: '$3',
  minHeight: '$control',
  padding: '$3',
  border: '1px solid $borderStrong',
  borderRadius: '$2',
  backgroundColor: '$background',
  cursor: 'pointer',
  transition: 'border-color $fast, background-color $fast',
  '&:hover': { borderColor: '$primary' },
  '&:focus-visible': focusRing,
  '&[data-state="checked"]': {
    borderColor: '$primary',
    backgroundColor: '$primarySubtle',
    boxShadow: 'inset 0 0 0 1px $colors$primary',
  },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
});

const Dot = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  border: '2px solid $borderStrong',
  borderRadius: '$round',
  [`${Card}[data-state="checked"] &`]: { borderColor: '$primary' },
});

const Indicator = styled(RadioGroupPrimitive.Indicator, {
  width: '10px',
  height: '10px',
  borderRadius: '$round',
  backgroundColor: '$primary',
});

const Texts = styled('span', { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
const Title = styled('span', { fontWeight: '$bold', color: '$text' });
const Detail = styled('span', { fontSize: '$2', color: '$textMuted' });
const Aside = styled('span', { textAlign: 'right', justifySelf: 'end' });

export type Choice = {
  value: string;
  title: ReactNode;
  detail?: ReactNode;
  /** Right-hand side, e.g. the price. */
  aside?: ReactNode;
  disabled?: boolean;
};

export type ChoiceCardsProps = {
  label: ReactNode;
  choices: readonly Choice[];
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
};

/** One choice out of a few, each a card with a title, detail and price: arrows move, Tab leaves. */
export function ChoiceCards({ label, choices, value, onValueChange, id }: ChoiceCardsProps) {
  const ids = useFieldIds(id);
  return (
    <Group>
      <Legend id={ids.labelId}>{label}</Legend>
      <Root
        id={ids.controlId}
        value={value}
        onValueChange={onValueChange}
        aria-labelledby={ids.labelId}
      >
        {choices.map((choice) => (
          <Card key={choice.value} value={choice.value} disabled={choice.disabled ?? false}>
            <Dot>
              <Indicator />
            </Dot>
            <Texts>
              <Title>{choice.title}</Title>
              {choice.detail ? <Detail>{choice.detail}</Detail> : null}
            </Texts>
            {choice.aside ? <Aside>{choice.aside}</Aside> : null}
          </Card>
        ))}
      </Root>
    </Group>
  );
}
