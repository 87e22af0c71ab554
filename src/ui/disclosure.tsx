import type { ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';

const Details = styled('details', {
  borderBottom: '1px solid $border',
  '&:first-of-type': { borderTop: '1px solid $border' },
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
});

const Summary = styled('summary', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  minHeight: '56px',
  py: '$3',
  fontSize: '$4',
  fontWeight: '$regular',
  lineHeight: '$tight',
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: '$1',
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { color: '$primary' },
  '&:focus-visible': focusRing,
  '& svg': { flexShrink: 0, color: '$primary', transition: 'transform $fast' },
});

const Panel = styled('div', {
  paddingBottom: '$4',
  '& > :last-child': { marginBottom: 0 },
});

export type DisclosureProps = {
  /** The question or title; a click, Enter or Space shows the answer. */
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  id?: string;
};

/** A native `<details>` disclosure: keyboard and screen-reader support come from the browser. */
export function Disclosure({ summary, children, defaultOpen = false, id }: DisclosureProps) {
  return (
    <Details open={defaultOpen} id={id}>
      <Summary>
        <span>{summary}</span>
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </Summary>
      <Panel>{children}</Panel>
    </Details>
  );
}
