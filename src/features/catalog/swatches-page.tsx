import { m } from '../../i18n/paraglide/messages.js';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { normalisePostalCode } from '../../../machines/postal-code';
import { PROVINCES } from '../../../machines/provinces';
import { checkoutSwatch, swatchesQuery } from '../../api/swatch-queries';
import type { Swatch, SwatchOrder, SwatchOrderVariables } from '../../api/swatch-queries';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Button } from '../../ui/button';
import { Container } from '../../ui/container';
import { useDocumentHead } from '../../ui/document-head';
import { FieldError } from '../../ui/field';
import { TextField } from '../../ui/field';
import {
  Cluster,
  Heading,
  PageHeader,
  PageSection,
  SplitLayout,
  Stack,
  Text,
} from '../../ui/layout';
import { Link as UiLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select';
import { StatusPanel } from '../../ui/status-panel';
import { SwatchButton } from '../../ui/swatch-button';
import { SITE_NAME } from './product-head';
import { provinceLabel } from '../../lib/province-names';
import { groupSwatches } from './swatch-groups';
import { EMPTY_SWATCH_FORM, phoneToE164, validateSwatchForm } from './swatch-form-rules';
import type { SwatchForm, SwatchFormErrors, SwatchFormField } from './swatch-form-rules';

/** Fields in the order they are drawn, so focus goes to the first one that needs fixing. */
const FIELD_ORDER: readonly (SwatchFormField | 'swatches')[] = [
  'swatches',
  'fullName',
  'email',
  'phoneNumber',
  'streetAddress',
  'unitNumber',
  'city',
  'province',
  'postalCode',
];

const fieldId = (field: SwatchFormField | 'swatches') => `swatch-order-${field}`;

export type SwatchesPageProps = {
  /** Sends the order; the API by default, a fake in stories. */
  placeOrder?: (variables: SwatchOrderVariables) => Promise<SwatchOrder>;
};

/** `/swatches`: choose fabrics and order them free by mail (checkoutSwatch). */
export function SwatchesPage({ placeOrder = checkoutSwatch }: SwatchesPageProps) {
  const { data } = useSuspenseQuery(swatchesQuery());
  const { swatches, maxPerOrder } = data.getSwatches;
  const [chosen, setChosen] = useState<string[]>([]);
  const [form, setForm] = useState<SwatchForm>(EMPTY_SWATCH_FORM);
  const [errors, setErrors] = useState<SwatchFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const mutation = useMutation({ mutationFn: placeOrder });
  useDocumentHead({
    title: `${m.catalog_swatches_title()} | ${SITE_NAME}`,
    description: m.catalog_swatches_description(),
  });

  const check = (nextForm: SwatchForm, nextChosen: readonly string[]) =>
    validateSwatchForm(nextForm, nextChosen.length, maxPerOrder);

  const update = (field: SwatchFormField, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // After a first attempt, errors follow the typing so a fixed field clears at once.
    if (submitted) setErrors(check(next, chosen));
  };

  const toggle = (id: string) => {
    const next = chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id];
    if (next.length > maxPerOrder) return;
    setChosen(next);
    if (submitted) setErrors(check(form, next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setSubmitted(true);
    const found = check(form, chosen);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    mutation.mutate({
      fullName: form.fullName.trim(),
      email: form.email.trim(),
      phoneNumber: phoneToE164(form.phoneNumber) ?? form.phoneNumber,
      streetAddress: form.streetAddress.trim(),
      unitNumber: form.unitNumber.trim() || null,
      city: form.city.trim(),
      province: form.province,
      postalCode: normalisePostalCode(form.postalCode),
      country: 'CA',
      swatches: chosen,
    });
  };

  if (mutation.isSuccess) {
    return <SwatchOrderPlaced order={mutation.data} />;
  }

  const sending = mutation.isPending;
  return (
    <Container>
      <Breadcrumbs
        items={[
          { key: 'home', node: <Link to="/">{m.catalog_home()}</Link> },
          { key: 'swatches', node: m.catalog_swatches_breadcrumb() },
        ]}
      />
      <PageHeader>
        <Heading as="h1" size="xl">
          {m.catalog_swatches_title()}
        </Heading>
        <Text measure>{m.catalog_swatches_intro({ max: maxPerOrder })}</Text>
      </PageHeader>
      <PageSection space="sm">
        <form noValidate onSubmit={submit} aria-label={m.catalog_swatches_form()}>
          <SplitLayout>
            <SwatchPicker
              swatches={swatches}
              chosen={chosen}
              max={maxPerOrder}
              error={errors.swatches}
              onToggle={toggle}
              disabled={sending}
            />
            <Stack gap={4}>
              <Heading size="md">{m.catalog_swatches_where()}</Heading>
              <TextField
                id={fieldId('fullName')}
                label={m.catalog_swatches_full_name()}
                autoComplete="name"
                required
                value={form.fullName}
                onChange={(event) => update('fullName', event.target.value)}
                error={errors.fullName}
                disabled={sending}
              />
              <TextField
                id={fieldId('email')}
                label={m.catalog_swatches_email()}
                type="email"
                autoComplete="email"
                required
                value={form.email}
                onChange={(event) => update('email', event.target.value)}
                error={errors.email}
                hint={m.catalog_swatches_email_hint()}
                disabled={sending}
              />
              <TextField
                id={fieldId('phoneNumber')}
                label={m.catalog_swatches_phone()}
                type="tel"
                autoComplete="tel-national"
                required
                value={form.phoneNumber}
                onChange={(event) => update('phoneNumber', event.target.value)}
                error={errors.phoneNumber}
                disabled={sending}
              />
              <TextField
                id={fieldId('streetAddress')}
                label={m.catalog_swatches_street()}
                autoComplete="address-line1"
                required
                value={form.streetAddress}
                onChange={(event) => update('streetAddress', event.target.value)}
                error={errors.streetAddress}
                disabled={sending}
              />
              <TextField
                id={fieldId('unitNumber')}
                label={m.catalog_swatches_unit()}
                autoComplete="address-line2"
                value={form.unitNumber}
                onChange={(event) => update('unitNumber', event.target.value)}
                error={errors.unitNumber}
                disabled={sending}
              />
              <TextField
                id={fieldId('city')}
                label={m.catalog_swatches_city()}
                autoComplete="address-level2"
                required
                value={form.city}
                onChange={(event) => update('city', event.target.value)}
                error={errors.city}
                disabled={sending}
              />
              <SelectField
                id={fieldId('province')}
                label={m.catalog_swatches_province()}
                required
                placeholder={m.catalog_choose_one()}
                value={form.province}
                onValueChange={(value) => update('province', value)}
                options={PROVINCES.map((province) => ({
                  value: province.code,
                  label: provinceLabel(province.code),
                }))}
                error={errors.province}
                disabled={sending}
              />
              <TextField
                id={fieldId('postalCode')}
                label={m.catalog_swatches_postal_code()}
                autoComplete="postal-code"
                autoCapitalize="characters"
                required
                value={form.postalCode}
                onChange={(event) => update('postalCode', event.target.value)}
                onBlur={() => {
                  if (form.postalCode.trim())
                    update('postalCode', normalisePostalCode(form.postalCode));
                }}
                error={errors.postalCode}
                hint={m.catalog_swatches_postal_hint()}
                disabled={sending}
              />
              <Text size="sm" tone="muted">
                {m.catalog_swatches_country()}
              </Text>
              {mutation.isError ? (
                <Notice tone="error" title={m.catalog_swatches_failed()} role="alert">
                  <p>{mutation.error.message}</p>
                  <p>{m.catalog_swatches_failed_text()}</p>
                </Notice>
              ) : null}
              <Button
                type="submit"
                size="lg"
                fullWidth
                loading={sending}
                loadingLabel={m.catalog_swatches_sending()}
              >
                {chosen.length > 0
                  ? m.catalog_swatches_order_count({ count: chosen.length })
                  : m.catalog_order_free_swatches()}
              </Button>
            </Stack>
          </SplitLayout>
        </form>
      </PageSection>
    </Container>
  );
}

function SwatchPicker({
  swatches,
  chosen,
  max,
  error,
  onToggle,
  disabled,
}: {
  swatches: readonly Swatch[];
  chosen: readonly string[];
  max: number;
  error: string | undefined;
  onToggle: (id: string) => void;
  disabled: boolean;
}) {
  const full = chosen.length >= max;
  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading id={fieldId('swatches')} tabIndex={-1} size="md">
          {m.catalog_swatches_choose()}
        </Heading>
        <Text tone="muted" role="status" aria-live="polite" data-testid="swatch-count">
          {m.catalog_swatches_chosen({ count: chosen.length, max })}
          {full ? m.catalog_swatches_full() : ''}
        </Text>
        <FieldError id={`${fieldId('swatches')}-error`}>{error}</FieldError>
      </Stack>
      {groupSwatches(swatches).map((group) => (
        <Stack key={group.name} gap={2} role="group" aria-label={group.name}>
          <Heading as="h3" size="sm">
            {group.name}
          </Heading>
          <Cluster gap={1}>
            {group.swatches.map((swatch) => {
              const selected = chosen.includes(swatch.id);
              return (
                <SwatchButton
                  key={swatch.id}
                  name={swatch.name}
                  image={swatch.imageurl}
                  color={swatch.colorhex}
                  selected={selected}
                  disabled={disabled || (full && !selected)}
                  onClick={() => onToggle(swatch.id)}
                />
              );
            })}
          </Cluster>
        </Stack>
      ))}
    </Stack>
  );
}

/** The confirmation: the order number to quote. */
export function SwatchOrderPlaced({ order }: { order: SwatchOrder }) {
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, []);
  return (
    <Container>
      <PageSection>
        <StatusPanel
          title={m.catalog_swatches_placed()}
          focusTitle
          headingLevel="h1"
          actions={
            <UiLink asChild variant="standalone">
              <Link to="/">{m.catalog_keep_shopping()}</Link>
            </UiLink>
          }
        >
          <p data-testid="swatch-order-number">
            {m.catalog_swatches_order_number()} <strong>{order.orderNumber}</strong>
          </p>
          <p>{m.catalog_swatches_mailing({ count: order.swatchCount })}</p>
        </StatusPanel>
      </PageSection>
    </Container>
  );
}
