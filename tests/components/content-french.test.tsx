import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RETURN_POLICY } from '../../contract/return-policy';
import { AgreementPage } from '../../src/features/content/agreement-page';
import { agreements, returnTermsText } from '../../src/features/content/agreements';
import { ContactPage } from '../../src/features/content/contact-page';
import { ContractPage } from '../../src/features/content/contract-page';
import { CoverKitPage } from '../../src/features/content/cover-kit-page';
import { FaqPage } from '../../src/features/content/faq-page';
import { LiquidationSalePolicyPage } from '../../src/features/content/liquidation-sale-policy-page';
import { OurApproachPage } from '../../src/features/content/our-approach-page';
import { PrivacyPolicyPage } from '../../src/features/content/privacy-policy-page';
import { TermsOfUsePage } from '../../src/features/content/terms-of-use-page';
import { getLocale, overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';
import { CatalogStoryFrame } from '../../stories/catalog/catalog-story-providers';

const pageLocale = getLocale;

afterEach(() => {
  cleanup();
  overwriteGetLocale(pageLocale);
});

const pageText = () => (document.body.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function show(Page: ComponentType, heading: string, locale: 'en' | 'fr') {
  overwriteGetLocale(() => locale);
  render(<CatalogStoryFrame story={Page} path={locale === 'fr' ? '/fr/' : '/'} />);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  return pageText();
}

describe('the policy pages in French', () => {
  it('draws the terms of use and the privacy policy in French', async () => {
    let text = await show(TermsOfUsePage, 'Conditions d’utilisation', 'fr');
    expect(text).toContain('Dernière mise à jour : 15 janvier 2025');
    expect(text).toContain('Tous les prix sont en dollars canadiens.');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      expect.stringContaining('/privacy-policy'),
    );
    expect(screen.getByRole('heading', { name: 'Droit applicable' })).toBeVisible();
    cleanup();
    text = await show(PrivacyPolicyPage, 'Politique de confidentialité', 'fr');
    expect(text).toContain(
      'Loi sur la protection des renseignements personnels dans le secteur privé',
    );
    expect(screen.getByText('Identité et coordonnées').tagName).toBe('STRONG');
    expect(
      screen.getByRole('link', { name: 'Commissariat à la protection de la vie privée du Canada' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'privacy@pivotfurniture.ca' })).toBeVisible();
  });

  it('draws the sale policy, the FAQ and the contact page in French', async () => {
    let text = await show(LiquidationSalePolicyPage, 'Politique de la vente de liquidation', 'fr');
    expect(text).toContain('En bref : 85 % de rabais, toutes les ventes sont finales');
    expect(screen.getByRole('link', { name: '1-844-555-0142' })).toBeVisible();
    cleanup();
    text = await show(FaqPage, 'Foire aux questions', 'fr');
    expect(text).toContain('Montréal, Québec, Saint John');
    expect(text).toContain('commencent à 99 $');
    expect(text).toContain('pattes et pieds : de 4 $ à 17 $');
    expect(text).toContain('pendant les 4 premières années');
    cleanup();
    text = await show(ContactPage, 'Nous joindre', 'fr');
    expect(text).toContain('Du lundi au vendredi');
    expect(text).toContain('De 9 h à 20 h (HE)');
    expect(text).toContain('C.P. 1042, succursale A');
    expect(screen.getByRole('link', { name: 'votre compte' })).toBeVisible();
  });

  it('draws our approach, the cover kit and the agreements in French', async () => {
    let text = await show(OurApproachPage, 'Notre approche', 'fr');
    expect(text).toContain('dans 15 villes, de Vancouver à Charlottetown');
    cleanup();
    text = await show(CoverKitPage, 'Remplacement de tissus et de housses', 'fr');
    expect(screen.getByText('Choisissez votre tissu.').tagName).toBe('STRONG');
    cleanup();
    text = await show(ContractPage, 'Nos contrats', 'fr');
    expect(screen.getByRole('link', { name: 'Lire le contrat d’abonnement' })).toBeVisible();
    cleanup();
    function Subscription() {
      return <AgreementPage kind="subscribe" />;
    }
    text = await show(Subscription, 'Contrat d’abonnement', 'fr');
    expect(text).toContain(
      'Retour en tout temps : un ramassage coûte deux fois les frais mensuels',
    );
    expect(text).toContain('pattes de 4 $ à 17 $');
    expect(screen.getByRole('button', { name: 'Imprimer ce contrat' })).toBeVisible();
  });

  it('keeps the English word for word', async () => {
    overwriteGetLocale(() => 'en');
    expect(returnTermsText()).toBe(RETURN_POLICY.terms);
    expect(agreements()[0]?.highlights[1]).toBe(RETURN_POLICY.summary);
    expect(agreements()[0]?.sections.at(-3)?.paragraphs[1]).toBe(
      'Tell us about damage as soon as it happens. With PivotCare (20% of the item’s monthly fee) accidental damage is repaired or the item replaced at no cost. Without it, repairs are charged at our published rates (legs $4 to $17, upholstery $25 to $125, hard surfaces $15 to $75); an item beyond repair is charged at its retail price less the fees already paid for it.',
    );
    let text = await show(TermsOfUsePage, 'Terms of use', 'en');
    expect(text).toContain('Last updated January 15, 2025');
    expect(text).toContain(
      'The site is operated by Pivot Furniture Inc. By using it you accept these terms and our privacy policy. If you do not accept them, please do not use the site.',
    );
    cleanup();
    text = await show(FaqPage, 'Frequently asked questions', 'en');
    expect(text).toContain(
      'Our own white-glove crews deliver within 75 km of our depots in 15 cities: Vancouver, Calgary, Edmonton, Regina, Winnipeg, Toronto, Ottawa, Montreal, Quebec City,',
    );
    expect(text).toContain('legs and feet: $4 to $17');
    expect(text).toContain(`Yes. ${RETURN_POLICY.terms} An agreement signed earlier`);
    cleanup();
    text = await show(ContactPage, 'Contact us', 'en');
    expect(text).toContain('9 a.m. to 8 p.m. ET');
    expect(text).toContain('Attn: Customer Care');
    cleanup();
    text = await show(ContractPage, 'Our agreements', 'en');
    expect(screen.getByRole('link', { name: 'Read the subscription agreement' })).toBeVisible();
  });
});
