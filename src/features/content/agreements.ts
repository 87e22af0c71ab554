import { m } from '../../i18n/paraglide/messages.js';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { formatWholeDollars } from '../../lib/money-format';
import { RETURN_POLICY } from '../../../contract/return-policy';

/**
 * Plain-language summaries of the three agreements a customer accepts at checkout. The full
 * pages (/contract/subscribe, /contract/rent, /contract/own) render these sections.
 */
export type AgreementKind = 'subscribe' | 'rent' | 'own';

export type AgreementSection = { title: string; paragraphs: readonly string[] };

export type Agreement = {
  kind: AgreementKind;
  name: string;
  /** The link to the full text on the summary page ("Read the subscription agreement"). */
  readLink: string;
  path: '/contract/subscribe' | '/contract/rent' | '/contract/own';
  /** One sentence for the summary page. */
  summary: string;
  highlights: readonly string[];
  sections: readonly AgreementSection[];
};

/** The years of the return terms signed today (decision 153). */
const returnYears = () => RETURN_POLICY.freeReturnAfterMonths / 12;

/** The return terms signed today, in the page's language. */
export function returnTermsText(): string {
  return m.content_return_terms({ count: returnYears() });
}

/** The sections every agreement shares, in the page's language. */
function commonSections(): Record<'care' | 'law' | 'contact', AgreementSection> {
  const dollars = (amount: number) => formatWholeDollars(amount);
  return {
    care: {
      title: m.content_agr_care_title(),
      paragraphs: [
        m.content_agr_care_p1(),
        m.content_agr_care_p2({
          legsFrom: dollars(4),
          legsTo: dollars(17),
          upholsteryFrom: dollars(25),
          upholsteryTo: dollars(125),
          hardFrom: dollars(15),
          hardTo: dollars(75),
        }),
      ],
    },
    law: { title: m.content_agr_law_title(), paragraphs: [m.content_agr_law_p1()] },
    contact: {
      title: m.content_agr_contact_title(),
      paragraphs: [
        m.content_agr_contact_p1({
          phone: CUSTOMER_CARE.phoneDisplay,
          email: CUSTOMER_CARE.email,
        }),
      ],
    },
  };
}

/** The three agreements, in the page's language. */
export function agreements(): readonly Agreement[] {
  const common = commonSections();
  return [
    {
      kind: 'subscribe',
      name: m.content_agr_sub_name(),
      readLink: m.content_agr_sub_read(),
      path: '/contract/subscribe',
      summary: m.content_agr_sub_summary(),
      highlights: [
        m.content_agr_sub_h1(),
        // The return terms signed today, from the server's return policy (decision 153).
        m.content_return_summary({ count: returnYears() }),
        m.content_agr_sub_h3(),
        m.content_agr_sub_h4(),
      ],
      sections: [
        { title: m.content_agr_what_title(), paragraphs: [m.content_agr_sub_what()] },
        {
          title: m.content_agr_sub_fees_title(),
          paragraphs: [m.content_agr_sub_fees_p1(), m.content_agr_sub_fees_p2()],
        },
        {
          title: m.content_agr_sub_returns_title(),
          paragraphs: [
            returnTermsText(),
            m.content_agr_sub_returns_p2(),
            m.content_agr_sub_returns_p3(),
          ],
        },
        { title: m.content_agr_sub_own_title(), paragraphs: [m.content_agr_sub_own_p1()] },
        common.care,
        common.law,
        common.contact,
      ],
    },
    {
      kind: 'rent',
      name: m.content_agr_rent_name(),
      readLink: m.content_agr_rent_read(),
      path: '/contract/rent',
      summary: m.content_agr_rent_summary(),
      highlights: [
        m.content_agr_rent_h1(),
        m.content_agr_rent_h2(),
        m.content_agr_rent_h3(),
        m.content_agr_rent_h4(),
      ],
      sections: [
        { title: m.content_agr_what_title(), paragraphs: [m.content_agr_rent_what()] },
        {
          title: m.content_agr_rent_billing_title(),
          paragraphs: [m.content_agr_rent_billing_p1()],
        },
        {
          title: m.content_agr_rent_end_title(),
          paragraphs: [m.content_agr_rent_end_p1(), m.content_agr_rent_end_p2()],
        },
        common.care,
        common.law,
        common.contact,
      ],
    },
    {
      kind: 'own',
      name: m.content_agr_own_name(),
      readLink: m.content_agr_own_read(),
      path: '/contract/own',
      summary: m.content_agr_own_summary(),
      highlights: [
        m.content_agr_own_h1(),
        m.content_agr_own_h2(),
        m.content_agr_own_h3(),
        m.content_agr_own_h4(),
      ],
      sections: [
        { title: m.content_agr_what_title(), paragraphs: [m.content_agr_own_what()] },
        { title: m.content_agr_own_full_title(), paragraphs: [m.content_agr_own_full_p1()] },
        {
          title: m.content_agr_own_fin_title(),
          paragraphs: [m.content_agr_own_fin_p1(), m.content_agr_own_fin_p2()],
        },
        { title: m.content_agr_own_returns_title(), paragraphs: [m.content_agr_own_returns_p1()] },
        {
          title: m.content_agr_own_warranty_title(),
          paragraphs: [m.content_agr_own_warranty_p1()],
        },
        common.law,
        common.contact,
      ],
    },
  ];
}

export function agreementByKind(kind: AgreementKind): Agreement {
  const agreement = agreements().find((item) => item.kind === kind);
  if (!agreement) throw new Error(`No agreement of kind ${kind}`);
  return agreement;
}
