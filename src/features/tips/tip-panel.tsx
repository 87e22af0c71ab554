import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { tipAmount, tipMachine } from '../../../machines/tip.machine';
import type { ChargeTipInput, TipLimits, TipPaid, TipProblem } from '../../../machines/tip.machine';
import type { CallFailure } from '../../api/call';
import { checkoutTip, tipOptionsQuery } from '../../api/tip-queries';
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
    message: failure?.message ?? 'Something went wrong. Please try again.',
    code: failure?.code,
    field: failure?.field,
  };
}

function Frame({ children }: { children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Panel as="section" gap={4} pad={5} aria-labelledby={headingId} data-testid="tip-panel">
      <Heading as="h2" size="sm" id={headingId}>
        Tip your crew
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
        <Text tone="muted">You can tip the crew once your delivery is done.</Text>
      </Frame>
    );
  }
  if (props.tipped) {
    return (
      <Frame>
        <Notice tone="info" title="Thank you for tipping the crew">
          <Text>
            {props.tippedAmount
              ? `Your ${formatMoney(props.tippedAmount)} tip goes to the crew in full.`
              : 'Your tip goes to the crew in full.'}{' '}
            It shows on the order’s receipt.
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
          <Notice tone="error" title="We could not load the tip amounts" role="alert">
            <Cluster gap={3}>
              <Button size="sm" onClick={() => void options.refetch()}>
                Try again
              </Button>
            </Cluster>
          </Notice>
        ) : (
          <Spinner layout="block" label="Loading tip amounts" />
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
        <Notice tone="info" title="Thank you! Your tip is on its way to the crew" role="status">
          <Text>
            We charged {formatMoney(paid.amount)} to your card on file. The tip goes to the crew in
            full and shows on the order’s receipt.
          </Text>
        </Notice>
      </Frame>
    );
  }

  const submitting = status === 'submitting';
  const custom = chosenPreset === null;
  return (
    <Frame>
      <Text tone="muted">
        Happy with your delivery? Every dollar goes to the crew who brought it. We charge your card
        on file.
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'tip.submit' });
        }}
      >
        <Stack gap={4}>
          <Stack gap={2} role="group" aria-label="Tip amount">
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
                label="Other amount"
                disabled={submitting}
                onClick={() => send({ type: 'tip.typeCustom', value: typed })}
              />
            </Cluster>
          </Stack>
          {custom ? (
            <div style={{ maxWidth: 260 }}>
              <TextField
                label="Your amount"
                inputMode="decimal"
                autoComplete="off"
                value={typed}
                disabled={submitting}
                hint={`From ${formatMoney(limits.minimum)} to ${formatMoney(limits.maximum)}.`}
                error={errors.amount}
                onChange={(event) => send({ type: 'tip.typeCustom', value: event.target.value })}
              />
            </div>
          ) : errors.amount ? (
            <Text tone="error" role="alert">
              {errors.amount}
            </Text>
          ) : null}
          <TextAreaField
            label="Note for the crew (optional)"
            rows={3}
            maxLength={limits.noteMaxLength + 50}
            value={note}
            disabled={submitting}
            hint={`${note.trim().length} of ${limits.noteMaxLength} characters.`}
            error={errors.note}
            onChange={(event) => send({ type: 'tip.typeNote', value: event.target.value })}
          />
          {status === 'declined' && problem ? (
            <Notice tone="error" title="Your card was not charged" role="alert">
              <Text>{problem.message}</Text>
              <Cluster gap={3}>
                <Button size="sm" variant="secondary" asChild>
                  <Link to="/account/payment-information">Update your card</Link>
                </Button>
                <Button size="sm" variant="text" onClick={() => send({ type: 'tip.edit' })}>
                  Change the amount
                </Button>
              </Cluster>
            </Notice>
          ) : null}
          {status === 'failed' &&
          problem &&
          problem.field !== 'amount' &&
          problem.field !== 'note' ? (
            <Notice tone="error" title="We could not send your tip" role="alert">
              <Text>{problem.message}</Text>
            </Notice>
          ) : null}
          <Cluster gap={3}>
            <Button
              type="submit"
              loading={submitting}
              loadingLabel="Charging your card"
              data-testid="tip-submit"
            >
              {status === 'declined' || status === 'failed'
                ? 'Try again'
                : amount !== null
                  ? `Tip ${formatMoney(amount)}`
                  : 'Tip the crew'}
            </Button>
          </Cluster>
        </Stack>
      </form>
    </Frame>
  );
}
