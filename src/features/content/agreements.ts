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
  path: '/contract/subscribe' | '/contract/rent' | '/contract/own';
  /** One sentence for the summary page. */
  summary: string;
  highlights: readonly string[];
  sections: readonly AgreementSection[];
};

const common: Record<'care' | 'law' | 'contact', AgreementSection> = {
  care: {
    title: 'Looking after the furniture',
    paragraphs: [
      'Use the furniture at the delivery address for ordinary household purposes and follow the care instructions we give you. Normal wear is expected and never charged.',
      'Tell us about damage as soon as it happens. With PivotCare (20% of the item’s monthly fee) accidental damage is repaired or the item replaced at no cost. Without it, repairs are charged at our published rates (legs $4 to $17, upholstery $25 to $125, hard surfaces $15 to $75); an item beyond repair is charged at its retail price less the fees already paid for it.',
    ],
  },
  law: {
    title: 'Your rights and the law',
    paragraphs: [
      'This agreement is governed by the laws of the province or territory of the delivery address. Nothing in it limits the rights you have under that province’s consumer protection laws.',
    ],
  },
  contact: {
    title: 'Questions',
    paragraphs: [
      'Call 1-844-555-0142 or email care@pivotfurniture.ca. Your signed agreement is always available in your account.',
    ],
  },
};

export const AGREEMENTS: readonly Agreement[] = [
  {
    kind: 'subscribe',
    name: 'Subscription agreement',
    path: '/contract/subscribe',
    summary: 'A monthly fee for as long as you keep the furniture, with swaps, moves and returns.',
    highlights: [
      'Billed monthly, on the day of the month of delivery',
      // The return terms signed today, from the server's return policy (decision 153).
      RETURN_POLICY.summary,
      'Payments stop one month before they reach the retail price, and the piece is yours',
      'Optional PivotCare at 20% of the monthly fee',
    ],
    sections: [
      {
        title: 'What you are agreeing to',
        paragraphs: [
          'Pivot Furniture Inc. lets you use the furniture listed on your order confirmation, at the delivery address, for a monthly fee. Pivot owns the furniture until the ownership rule below transfers it to you.',
        ],
      },
      {
        title: 'Fees and billing',
        paragraphs: [
          'The monthly fee of each item, the delivery fee, any assembly fee and applicable sales taxes are shown at checkout. The first month is charged on delivery; later months are charged on the same day of each month to the card on file.',
          'If a payment fails, we let you know and retry it once you update your card. Amounts more than 30 days overdue may lead us to end the agreement and collect the furniture.',
        ],
      },
      {
        title: 'Swaps, moves and returns',
        paragraphs: [
          RETURN_POLICY.terms,
          'If you signed an earlier version of this agreement, the return terms of the version you signed apply to the items it covers.',
          'You may swap an item for another: we deliver the replacement when we pick up the original. Moves within our delivery cities need one week’s notice and are charged at the delivery fee of the new city.',
        ],
      },
      {
        title: 'When the furniture becomes yours',
        paragraphs: [
          'Payments for an item stop one month before the total you have paid for it reaches its retail price. From then on it belongs to you. You may also buy an item out at any time: the fees you have paid count toward the price.',
        ],
      },
      common.care,
      common.law,
      common.contact,
    ],
  },
  {
    kind: 'rent',
    name: 'Rental agreement',
    path: '/contract/rent',
    summary: 'A monthly rent for a fixed term; the furniture comes back to us at the end.',
    highlights: [
      'A fixed term, chosen at checkout, billed monthly',
      'Pickup at the end of the term is free',
      'Continue month to month if you need longer',
      'The furniture stays Pivot’s; rent does not count toward buying it',
    ],
    sections: [
      {
        title: 'What you are agreeing to',
        paragraphs: [
          'Pivot Furniture Inc. rents you the furniture listed on your order confirmation for the term shown at checkout, at the delivery address. Pivot owns the furniture throughout.',
        ],
      },
      {
        title: 'Rent and billing',
        paragraphs: [
          'The monthly rent, the term, the delivery fee, any assembly fee and applicable sales taxes are shown at checkout. Rent is charged on delivery and then monthly on the same day, to the card on file.',
        ],
      },
      {
        title: 'End of the term',
        paragraphs: [
          'We contact you two weeks before the term ends to book a free pickup. If you need the furniture longer, the rental continues month to month at the same rent until you book a pickup.',
          'Returning an item before the end of the term costs a pickup fee of twice its monthly rent; rent stops on the pickup day.',
        ],
      },
      common.care,
      common.law,
      common.contact,
    ],
  },
  {
    kind: 'own',
    name: 'Ownership agreement',
    path: '/contract/own',
    summary: 'Buy outright, or finance the price in equal monthly payments.',
    highlights: [
      'Pay in full at checkout, or in equal monthly payments over the term you choose',
      'The interest rate and total cost of borrowing are shown before you agree',
      'Pay off financing early at any time, without penalty',
      'Return within 14 days of delivery, except final-sale items',
    ],
    sections: [
      {
        title: 'What you are agreeing to',
        paragraphs: [
          'You buy the furniture listed on your order confirmation from Pivot Furniture Inc. Ownership passes to you on delivery (or at pickup for liquidation sale orders).',
        ],
      },
      {
        title: 'Paying in full',
        paragraphs: [
          'The price, delivery fee, any assembly fee and applicable sales taxes are charged to your card when your order is confirmed.',
        ],
      },
      {
        title: 'Monthly financing',
        paragraphs: [
          'If you finance, the price is divided into equal monthly payments over the term you choose at checkout. Before you agree, we show the annual interest rate, each payment, the number of payments and the total cost of borrowing, as provincial consumer protection laws require. There are no other fees.',
          'You may pay the balance at any time without penalty. Until it is paid, Pivot keeps a security interest in the financed furniture; missed payments may be reported after 30 days.',
        ],
      },
      {
        title: 'Returns',
        paragraphs: [
          'You may return furniture within 14 days of delivery if it is in the condition it arrived in. We refund the price less a pickup fee equal to the delivery fee. Final-sale and liquidation sale items cannot be returned.',
        ],
      },
      {
        title: 'Warranty and care',
        paragraphs: [
          'Your furniture comes with the legal warranties of your province and a one-year Pivot warranty against defects in materials and workmanship. Accidental damage is not covered by the warranty.',
        ],
      },
      common.law,
      common.contact,
    ],
  },
];

export function agreementByKind(kind: AgreementKind): Agreement {
  const agreement = AGREEMENTS.find((item) => item.kind === kind);
  if (!agreement) throw new Error(`No agreement of kind ${kind}`);
  return agreement;
}
