import { styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';

/** A full-width notice band, e.g. the liquidation sale announcement under the promo bar. */
export const NoticeBanner = styled('div', {
  px: '$gutter',
  py: '$2',
  backgroundColor: '$warningSubtle',
  color: '$text',
  borderBottom: '1px solid #f0d9b0',
  fontSize: '$2',
  fontWeight: '$regular',
  lineHeight: '$body',
  textAlign: 'center',
  '& strong': { fontWeight: '$bold' },
  '& a': {
    color: '$text',
    fontWeight: '$bold',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    whiteSpace: 'nowrap',
    borderRadius: '$1',
  },
  '& a:hover': { color: '$warning' },
  '& a:focus-visible': focusRing,
});
