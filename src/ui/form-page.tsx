import { useEffect, useRef } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from '../styles/stitches.config';

const Column = styled('div', {
  width: '100%',
  maxWidth: '496px',
  mx: 'auto',
  px: '$gutter',
  py: '$6',
  '@sm': { py: '$8' },
});

const Card = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  '@sm': {
    padding: '$6',
    border: '1px solid $border',
    borderRadius: '$3',
    backgroundColor: '$background',
  },
});

const Header = styled('header', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

const Title = styled('h1', {
  margin: 0,
  color: '$text',
  fontSize: '$7',
  fontWeight: '$light',
  lineHeight: '$tight',
  outline: 'none',
  '@xs': { fontSize: '$6' },
});

const Intro = styled('div', {
  color: '$textMuted',
  fontSize: '$3',
  '& p': { margin: 0 },
  '& p + p': { marginTop: '$2' },
});

const Footer = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$1',
  paddingTop: '$4',
  borderTop: '1px solid $border',
  fontSize: '$3',
  '& p': { margin: 0 },
});

export type FormPageProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  title: ReactNode;
  /** A sentence or two under the title: what this page is for. */
  intro?: ReactNode;
  /** Links to the neighbouring pages (sign in, create an account, ...). */
  footer?: ReactNode;
  /** Move focus to the title (a result that replaced a form, so it is read out). */
  focusTitle?: boolean;
};

/** A narrow page for one short form: sign in, create an account, reset a password. */
export function FormPage({
  title,
  intro,
  footer,
  focusTitle = false,
  children,
  ...props
}: FormPageProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Column {...props}>
      <Card>
        <Header>
          <Title ref={titleRef} tabIndex={focusTitle ? -1 : undefined}>
            {title}
          </Title>
          {intro ? <Intro>{intro}</Intro> : null}
        </Header>
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Card>
    </Column>
  );
}

/** The fields and button of a form, one under the other. */
export const FormFields = styled('form', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  margin: 0,
});

const DividerRoot = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  color: '$textMuted',
  fontSize: '$2',
  '&::before, &::after': {
    content: '""',
    flex: 1,
    borderTop: '1px solid $border',
  },
});

/** "or" between two ways of doing the same thing. */
export function FormDivider({ children = 'or' }: { children?: ReactNode }) {
  return <DividerRoot>{children}</DividerRoot>;
}

/** A row under a field, e.g. "Forgot your password?" at the end of the line. */
export const FieldAside = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: '-$2',
  fontSize: '$2',
});
