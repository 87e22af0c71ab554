import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { InfoIcon } from './catalog-icons';
import { AlertIcon } from './icons';

const Root = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$2',
  borderLeft: '4px solid',
  fontSize: '$3',
  '& > svg': { flexShrink: 0, marginTop: '2px' },
  variants: {
    tone: {
      info: { backgroundColor: '$primarySubtle', borderColor: '$primary', color: '$text' },
      warning: { backgroundColor: '$warningSubtle', borderColor: '$warning', color: '$text' },
      error: { backgroundColor: '$errorSubtle', borderColor: '$error', color: '$text' },
    },
  },
  defaultVariants: { tone: 'info' },
});

const Body = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  '& p': { margin: 0 },
});

const Title = styled('p', { fontWeight: '$bold' });

export type NoticeProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  tone?: 'info' | 'warning' | 'error';
  title?: ReactNode;
};

/** A boxed message inside a page: final-sale terms, stock warnings, a failed request. */
export function Notice({ tone = 'info', title, children, ...props }: NoticeProps) {
  return (
    <Root tone={tone} {...props}>
      {tone === 'info' ? <InfoIcon /> : <AlertIcon />}
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children}
      </Body>
    </Root>
  );
}
