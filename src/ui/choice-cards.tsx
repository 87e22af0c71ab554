import { useRef } from 'react';
import type { ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { useFieldIds } from './field';
import { focusRing } from './focus-ring';
import { radioKeyHandler, tabStopValue } from './radio-keys';

const Group = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2' });

const Legend = styled('div', {
  fontSize: '$3',
  fontWeight: '$bold',
  color: '$text',
});

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  variants: {
    layout: {
      list: {},
      /** As many 260 px columns as fit (a long list of short choices). */
      grid: {
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      },
    },
  },
});

const Card = styled('button', {
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

const Indicator = styled('span', {
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
  /** One card under another (the default), or cards side by side in columns. */
  layout?: 'list' | 'grid';
};

/** One choice out of a few, each a card with a title, detail and price: arrows move, Tab leaves. */
export function ChoiceCards({
  label,
  choices,
  value,
  onValueChange,
  id,
  layout = 'list',
}: ChoiceCardsProps) {
  const ids = useFieldIds(id);
  const cards = useRef(new Map<string, HTMLButtonElement>());
  const tabStop = tabStopValue(choices, value);
  const choose = (next: string) => {
    if (next !== value) onValueChange(next);
  };
  return (
    <Group>
      <Legend id={ids.labelId}>{label}</Legend>
      <Root role="radiogroup" id={ids.controlId} aria-labelledby={ids.labelId} layout={layout}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <Card
              key={choice.value}
              type="button"
              role="radio"
              ref={(element) => {
                if (element) cards.current.set(choice.value, element);
                else cards.current.delete(choice.value);
              }}
              aria-checked={checked}
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={choice.disabled ? '' : undefined}
              disabled={choice.disabled ?? false}
              tabIndex={choice.value === tabStop ? 0 : -1}
              onClick={() => choose(choice.value)}
              onKeyDown={radioKeyHandler(choices, choice.value, choose, (next) =>
                cards.current.get(next)?.focus(),
              )}
            >
              <Dot>{checked ? <Indicator /> : null}</Dot>
              <Texts>
                <Title>{choice.title}</Title>
                {choice.detail ? <Detail>{choice.detail}</Detail> : null}
              </Texts>
              {choice.aside ? <Aside>{choice.aside}</Aside> : null}
            </Card>
          );
        })}
      </Root>
    </Group>
  );
}
