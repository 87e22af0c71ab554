import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { tipAmount, tipDraftIssues, tipMachine } from '../../../machines/tip.machine';
import type {
  ChargeTipInput,
  TipIssue,
  TipLimits,
  TipPaid,
  TipProblem,
} from '../../../machines/tip.machine';
import type { CallFailure } from '../../api/call';
import { checkoutTip, tipOptionsQuery } from '../../api/tip-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { pushAnalyticsEvent } from '../../lib/analytics';
import { formatMoney } from '../../lib/money-format';
import { Button } from '../../ui/button';
import { TextAreaField, TextField } from '../../ui/field';
import { Cluster, Heading, Panel, Stack, Text } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { ToggleChip } from '../../ui/toggle-chip';

export type ChargeTip = (input: ChargeTipInput) => Promise<TipPaid>;

export interface TipPanelProps {
  /** The visit whose crew is tipped. */
  deliveryId: string;
  /** Whether the visit is done (a tip is offered only then). */
  done: boolean;
  /** Whether a tip for this visit is already paid. */
  tipped: boolean;
  /** The tip already paid, in dollars, when known. */
  tippedAmount?: number | null;
  /** Called once a tip is paid (the page can refetch the visit). */
  onTipped?: (paid: TipPaid) => void;
  /** The presets and limits; read from the API when not given (stories give them). */
  limits?: TipLimits;
  /** How the tip is charged; checkoutTipCart when not given (stories give their own). */
  charge?: ChargeTip;
}

async function chargeWithApi(input: ChargeTipInput): Promise<TipPaid> {
  return (await checkoutTip(input)).tip;
}

function asProblem(error: unknown): TipProblem {
  const failure = error as Partial<CallFailure> | undefined;
  return {
    message: failure?.message ?? m.flows_something_wrong(),
    code: failure?.code,
    field: failure?.field,
  };
}

/** A tip issue of the panel's own checks, in the page's language. */
function issueText(issue: TipIssue): string {
  switch (issue.code) {
    case 'AMOUNT_EMPTY':
      return m.flows_tip_error_empty();
    case 'AMOUNT_NOT_DOLLARS':
      return m.flows_tip_error_not_dollars();
    case 'AMOUNT_NOT_POSITIVE':
      return m.flows_tip_error_not_positive();
    case 'AMOUNT_TOO_PRECISE':
      return m.flows_tip_error_too_precise();
    case 'AMOUNT_BELOW_MINIMUM':
      return m.flows_tip_error_below_minimum({ amount: formatMoney(issue.limit) });
    case 'AMOUNT_ABOVE_MAXIMUM':
      return m.flows_tip_error_above_maximum({ amount: formatMoney(issue.limit) });
    case 'NOTE_TOO_LONG':
      return m.flows_tip_error_note_too_long({ max: issue.limit });
  }
}

function Frame({ children }: { children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Panel as="section" gap={4} pad={5} aria-labelledby={headingId} data-testid="tip-panel">
      <Heading as="h2" size="sm" id={headingId}>
        {m.flows_tip_heading()}
      </Heading>
      {children}
    </Panel>
  );
}

/**
 * The tip panel (decision 132): after a done delivery, preset amounts and a custom one, an
 * optional note, charged once on the card on file. Self-contained: give it the visit and
 * whether it is done or tipped; it reads the presets and limits and pays through the API.
 */
export function TipPanel(props: TipPanelProps) {
  const options = useQuery({ ...tipOptionsQuery(), enabled: !props.limits && props.done });
  if (!props.done) {
    return (
      <Frame>
        <Text tone="muted">{m.flows_tip_not_done()}</Text>
      </Frame>
    );
  }
  if (props.tipped) {
    return (
      <Frame>
        <Notice tone="info" title={m.flows_tip_thanks_title()}>
          <Text>
            {props.tippedAmount
              ? m.flows_tip_thanks_amount({ amount: formatMoney(props.tippedAmount) })
              : m.flows_tip_thanks()}
          </Text>
        </Notice>
      </Frame>
    );
  }
  const limits = props.limits ?? options.data;
  if (!limits) {
    return (
      <Frame>
        {options.isError ? (
          <Notice tone="error" title={m.flows_tip_load_failed()} role="alert">
            <Cluster gap={3}>
              <Button size="sm" onClick={() => void options.refetch()}>
                {m.flows_try_again()}
              </Button>
            </Cluster>
          </Notice>
        ) : (
          <Spinner layout="block" label={m.flows_tip_loading()} />
        )}
      </Frame>
    );
  }
  return <TipForm {...props} limits={limits} />;
}

/** The tip's actor, for the form under it; the panel provides it with the charge it is given. */
export const TipActor = createActorContext(tipMachine);

/** Provides the tip's actor: the machine with the charge given (the API's by default). */
function TipForm({
  deliveryId,
  limits,
  charge = chargeWithApi,
  onTipped,
}: TipPanelProps & { limits: TipLimits }) {
  const [logic] = useState(() =>
    tipMachine.provide({
      actors: {
        chargeTip: fromPromise<TipPaid, ChargeTipInput>(async ({ input }) => {
          try {
            return await charge(input);
          } catch (error) {
            throw asProblem(error);
          }
        }),
      },
    }),
  );
  const [input] = useState(() => ({ deliveryId, limits }));
  return (
    <TipActor.Provider logic={logic} options={{ input }}>
      <TipFormScreen limits={limits} onTipped={onTipped} />
    </TipActor.Provider>
  );
}

/** The amounts, the note and the button, as the tip's machine says. */
function TipFormScreen({
  limits,
  onTipped,
}: {
  limits: TipLimits;
  onTipped: TipPanelProps['onTipped'];
}) {
  const status = TipActor.useSelector((snapshot) => snapshot.value);
  const paid = TipActor.useSelector((snapshot) => snapshot.context.paid);
  const chosenPreset = TipActor.useSelector((snapshot) => snapshot.context.preset);
  const typed = TipActor.useSelector((snapshot) => snapshot.context.custom);
  const errors = TipActor.useSelector((snapshot) => snapshot.context.errors);
  const note = TipActor.useSelector((snapshot) => snapshot.context.note);
  const problem = TipActor.useSelector((snapshot) => snapshot.context.problem);
  const amount = TipActor.useSelector((snapshot) => tipAmount(snapshot.context));
  const context = TipActor.useSelector((snapshot) => snapshot.context);
  const send = TipActor.useActorRef().send;
  const reported = useRef(false);

  useEffect(() => {
    if (status !== 'paid' || !paid || reported.current) return;
    reported.current = true;
    pushAnalyticsEvent('tip', {
      currency: 'CAD',
      value: paid.amount,
      transaction_id: paid.id,
      items: [
        {
          item_id: 'crew-tip',
          item_name: 'Tip for the delivery crew',
          price: paid.amount,
          quantity: 1,
        },
      ],
    });
    onTipped?.(paid);
  }, [status, paid, onTipped]);

  if (status === 'paid' && paid) {
    return (
      <Frame>
        <Notice tone="info" title={m.flows_tip_paid_title()} role="status">
          <Text>{m.flows_tip_paid_text({ amount: formatMoney(paid.amount) })}</Text>
        </Notice>
      </Frame>
    );
  }

  const submitting = status === 'submitting';
  const custom = chosenPreset === null;
  // The panel's own checks are written in the page's language; the server's refusal as it came.
  const errorOf = (field: 'amount' | 'note'): string | undefined => {
    const error = errors[field];
    const issue = tipDraftIssues(context)[field];
    return error && problem?.field !== field && issue ? issueText(issue) : error;
  };
  const amountError = errorOf('amount');
  return (
    <Frame>
      <Text tone="muted">{m.flows_tip_intro()}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'tip.submit' });
        }}
      >
        <Stack gap={4}>
          <Stack gap={2} role="group" aria-label={m.flows_tip_amount_group()}>
            <Cluster gap={2}>
              {limits.presets.map((preset) => (
                <ToggleChip
                  key={preset}
                  pressed={chosenPreset === preset}
                  label={formatMoney(preset)}
                  disabled={submitting}
                  onClick={() => send({ type: 'tip.choosePreset', amount: preset })}
                />
              ))}
              <ToggleChip
                pressed={custom}
                label={m.flows_tip_other_amount()}
                disabled={submitting}
                onClick={() => send({ type: 'tip.typeCustom', value: typed })}
              />
            </Cluster>
          </Stack>
          {custom ? (
            <div style={{ maxWidth: 260 }}>
              <TextField
                label={m.flows_tip_your_amount()}
                inputMode="decimal"
                autoComplete="off"
                value={typed}
                disabled={submitting}
                hint={m.flows_tip_amount_range({
                  minimum: formatMoney(limits.minimum),
                  maximum: formatMoney(limits.maximum),
                })}
                error={amountError}
                onChange={(event) => send({ type: 'tip.typeCustom', value: event.target.value })}
              />
            </div>
          ) : errors.amount ? (
            <Text tone="error" role="alert">
              {amountError}
            </Text>
          ) : null}
          <TextAreaField
            label={m.flows_tip_note_label()}
            rows={3}
            maxLength={limits.noteMaxLength + 50}
            value={note}
            disabled={submitting}
            hint={m.flows_tip_note_count({
              count: note.trim().length,
              max: limits.noteMaxLength,
            })}
            error={errorOf('note')}
            onChange={(event) => send({ type: 'tip.typeNote', value: event.target.value })}
          />
          {status === 'declined' && problem ? (
            <Notice tone="error" title={m.flows_tip_declined_title()} role="alert">
              <Text>{problem.message}</Text>
              <Cluster gap={3}>
                <Button size="sm" variant="secondary" asChild>
                  <Link to="/account/payment-information">{m.flows_tip_update_card()}</Link>
                </Button>
                <Button size="sm" variant="text" onClick={() => send({ type: 'tip.edit' })}>
                  {m.flows_tip_change_amount()}
                </Button>
              </Cluster>
            </Notice>
          ) : null}
          {status === 'failed' &&
          problem &&
          problem.field !== 'amount' &&
          problem.field !== 'note' ? (
            <Notice tone="error" title={m.flows_tip_failed_title()} role="alert">
              <Text>{problem.message}</Text>
            </Notice>
          ) : null}
          <Cluster gap={3}>
            <Button
              type="submit"
              loading={submitting}
              loadingLabel={m.flows_tip_charging()}
              data-testid="tip-submit"
            >
              {status === 'declined' || status === 'failed'
                ? m.flows_try_again()
                : amount !== null
                  ? m.flows_tip_amount_button({ amount: formatMoney(amount) })
                  : m.flows_tip_button()}
            </Button>
          </Cluster>
        </Stack>
      </form>
    </Frame>
  );
}
