import { useEffect, useRef } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from '../styles/stitches.config';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  padding: '$7 $4',
  textAlign: 'center',
  backgroundColor: '$surface',
  borderRadius: '$3',
  '& > p': { margin: 0, maxWidth: '60ch', color: '$textMuted' },
});

const Title = styled('h2', {
  margin: 0,
  outline: 'none',
  fontSize: '$5',
  fontWeight: '$regular',
  color: '$text',
});

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '$3',
  marginTop: '$2',
});

export type StatusPanelProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  title: ReactNode;
  /** Buttons or links that get the shopper going again. */
  actions?: ReactNode;
  /** Heading level of the title, so the page outline stays right. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Move focus to the title when shown (a confirmation that replaced a form). */
  focusTitle?: boolean;
};

/** In place of content that is empty or failed: what happened and what to do next. */
export function StatusPanel({
  title,
  actions,
  headingLevel = 'h2',
  focusTitle = false,
  children,
  ...props
}: StatusPanelProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Root {...props}>
      <Title as={headingLevel} ref={titleRef} tabIndex={focusTitle ? -1 : undefined}>
        {title}
      </Title>
      {children}
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
