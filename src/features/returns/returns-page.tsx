import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { chosenAddress } from '../../../machines/returns.machine';
import type {
  PickupChoice,
  ReturnDetail,
  ReturnPhotoRef,
  ReturnsStep,
} from '../../../machines/returns.machine';
import { uploadDraftReturnPhoto } from '../../api/return-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { readReturnCart, replaceReturnCart } from '../../lib/cart-store';
import { useDocumentTitle } from '../../lib/document-title';
import { inspector } from '../../lib/inspection';
import { useStepInUrl } from '../../lib/use-step-in-url';
import { Button } from '../../ui/button';
import { FormPage } from '../../ui/form-page';
import { Cluster, Text } from '../../ui/layout';
import { returnsLogic } from './returns-logic';
import { ReturnsActor, ReturnsView } from './returns-view';
import type { ReturnsStateName } from './returns-view';

/** What was typed, kept in this tab while the return is under way (the items are in the return cart). */
const DRAFT_KEY = 'return-draft';

interface ReturnDraft {
  details: Record<string, ReturnDetail>;
  /** The condition step's photos (kept by the server with the draft until booking). */
  photos?: Record<string, ReturnPhotoRef[]>;
  pickup: PickupChoice | null;
  idempotencyKey: string;
}

function readDraft(): ReturnDraft {
  try {
    const parsed = JSON.parse(
      globalThis.sessionStorage?.getItem(DRAFT_KEY) ?? 'null',
    ) as ReturnDraft | null;
    if (parsed && typeof parsed.idempotencyKey === 'string') return parsed;
  } catch {
    // An unreadable draft starts afresh.
  }
  return { details: {}, pickup: null, idempotencyKey: globalThis.crypto.randomUUID() };
}

function writeDraft(draft: ReturnDraft | null): void {
  if (draft) globalThis.sessionStorage?.setItem(DRAFT_KEY, JSON.stringify(draft));
  else globalThis.sessionStorage?.removeItem(DRAFT_KEY);
}

const STEP_OF: Partial<Record<ReturnsStateName, ReturnsStep>> = {
  select: 'select',
  details: 'details',
  photos: 'photos',
  pickup: 'pickup',
  quoting: 'pickup',
  quoteFailed: 'pickup',
  review: 'review',
  placing: 'review',
};
const ORDER: readonly ReturnsStep[] = ['select', 'details', 'photos', 'pickup', 'review'];

/**
 * Keeps the URL, the machine and the browser's storage in step: a step the machine moves to is
 * pushed to the URL (so back and forward walk the steps); a step the URL moves to (back,
 * forward) is followed by the machine; the chosen items go to the return cart and what was
 * typed to this tab's draft, so a reload resumes where the customer was.
 */
function ReturnsScreen({ urlStep }: { urlStep: ReturnsStep }) {
  const actor = ReturnsActor.useActorRef();
  const navigate = useNavigate();
  const state = ReturnsActor.useSelector((snapshot) => snapshot.value);
  const addressId = ReturnsActor.useSelector(
    (snapshot) => chosenAddress(snapshot.context)?.addressId,
  );
  const items = ReturnsActor.useSelector((snapshot) => snapshot.context.items);
  const selected = ReturnsActor.useSelector((snapshot) => snapshot.context.selected);
  const details = ReturnsActor.useSelector((snapshot) => snapshot.context.details);
  const photos = ReturnsActor.useSelector((snapshot) => snapshot.context.photos);
  const pickup = ReturnsActor.useSelector((snapshot) => snapshot.context.pickup);
  const idempotencyKey = ReturnsActor.useSelector((snapshot) => snapshot.context.idempotencyKey);
  const placed = ReturnsActor.useSelector((snapshot) => snapshot.context.placed);
  useDocumentTitle(m.returns_page_title());

  useStepInUrl({
    urlStep,
    machineStep: STEP_OF[state],
    order: ORDER,
    show: (step, replace) => {
      if (step === 'select') void navigate({ to: '/returncenter/select', replace });
      else
        void navigate({
          to: '/returns/{-$step}/{-$addressId}',
          params: { step, addressId },
          replace,
        });
    },
    follow: (direction) => {
      actor.send({ type: `returns.${direction}` });
      return STEP_OF[actor.getSnapshot().value];
    },
  });

  useEffect(() => {
    if (state === 'loading' || state === 'resuming' || state === 'loadFailed') return;
    if (state === 'placed' && placed) {
      replaceReturnCart([]);
      writeDraft(null);
      void navigate({
        to: '/return/success/$orderId',
        params: { orderId: placed.orderId },
        replace: true,
      });
      return;
    }
    replaceReturnCart(
      items
        .filter((item) => selected.includes(item.id))
        .map((item) => ({ id: item.id, quantity: 1, name: item.name, thumbUrl: item.thumbUrl })),
    );
    writeDraft({
      details,
      photos,
      pickup,
      idempotencyKey,
    });
  }, [state, placed, items, selected, details, photos, pickup, idempotencyKey, navigate]);

  return (
    <ReturnsView
      upload={(itemId, file) =>
        uploadDraftReturnPhoto(idempotencyKey, itemId, file).then((photo) => ({
          key: photo.key,
          signedURL: photo.signedURL,
        }))
      }
    />
  );
}

/** `/returncenter/select` and `/returns/{step}/{addressId}`: one returns actor per page. */
export function ReturnsPage({ step }: { step: ReturnsStep }) {
  const [input] = useState(() => {
    const draft = readDraft();
    return {
      step,
      selected: readReturnCart().map((line) => line.id),
      details: draft.details,
      photos: draft.photos ?? {},
      pickup: draft.pickup,
      idempotencyKey: draft.idempotencyKey,
    };
  });
  return (
    <ReturnsActor.Provider logic={returnsLogic} options={{ input, inspect: inspector() }}>
      <ReturnsScreen urlStep={step} />
    </ReturnsActor.Provider>
  );
}

/** `/return/success/{orderId}`: the pickup is booked. */
export function ReturnSuccessPage({ orderId }: { orderId: string }) {
  useDocumentTitle(m.returns_success_title());
  return (
    <FormPage title={m.returns_success_title()} focusTitle intro={m.returns_success_intro()}>
      <Text>{m.returns_success_photos()}</Text>
      <Cluster gap={3}>
        <Button asChild>
          <Link to="/photosforreturn/$orderid" params={{ orderid: orderId }}>
            {m.returns_add_photos()}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/account/receipts/print/$orderId" params={{ orderId }}>
            {m.returns_view_return()}
          </Link>
        </Button>
        <Text>
          <Link to="/account">{m.returns_my_account()}</Link>
        </Text>
      </Cluster>
    </FormPage>
  );
}
