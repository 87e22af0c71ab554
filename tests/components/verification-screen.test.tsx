import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { verificationStatusExamples } from '../../machines/examples/verification-examples';
import { verificationMachine } from '../../machines/verification.machine';
import type { VerificationProblem, VerificationStatus } from '../../machines/verification.machine';
import {
  VerificationActor,
  VerificationScreen,
} from '../../src/features/account/verification-page';
import { CatalogStoryFrame } from '../../stories/catalog/catalog-story-providers';

/**
 * The verification screen on the real machine, with the server's part played by the test: the
 * code it "texted" is 314159, four wrong codes are allowed and the fifth locks.
 */
function renderFlow() {
  const texted = '314159';
  let wrong = 0;
  const lockedUntil = Date.now() + 30 * 60_000;
  const logic = verificationMachine.provide({
    actors: {
      loadStatus: fromPromise<VerificationStatus, { kind: 'email' | 'mobile' }>(
        async () => verificationStatusExamples.mobile,
      ),
      sendCode: fromPromise<VerificationStatus, void>(async () => ({
        ...verificationStatusExamples.mobile,
        codeExpiresAt: Date.now() + 10 * 60_000,
      })),
      checkCode: fromPromise<VerificationStatus, { code: string }>(async ({ input }) => {
        if (input.code === texted && wrong < 5)
          return { ...verificationStatusExamples.mobile, verified: true };
        wrong += 1;
        throw (
          wrong >= 5
            ? { reason: 'LOCKED', message: 'Too many wrong codes.', lockedUntil }
            : {
                reason: 'WRONG_CODE',
                message: `That code is not right. ${5 - wrong} tries left.`,
                attemptsLeft: 5 - wrong,
              }
        ) satisfies VerificationProblem;
      }),
    },
  });
  render(
    <CatalogStoryFrame
      path="/verification/mobile"
      story={() => (
        <VerificationActor.Provider logic={logic} options={{ input: { kind: 'mobile', now: 0 } }}>
          <VerificationScreen />
        </VerificationActor.Provider>
      )}
    />,
  );
  return { texted, lockedUntil };
}

afterEach(cleanup);

describe('verification screen on the verification machine', () => {
  it('texts a code, shows a wrong one under the field, and verifies the right one', async () => {
    const user = userEvent.setup();
    const { texted } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Text me a code' }));
    const field = await screen.findByLabelText('Six-digit code');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('That code is not right. 4 tries left.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, texted.replace(/(\d{3})/, '$1 '));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Your mobile number is verified' });
    expect(screen.getByText('416-555-0134')).toBeVisible();
  });

  it('asks for six digits before sending anything, and locks after five wrong codes', async () => {
    const user = userEvent.setup();
    const { lockedUntil } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Text me a code' }));
    const field = await screen.findByLabelText('Six-digit code');
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Enter the six digits of the code we texted you.');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.clear(screen.getByLabelText('Six-digit code'));
      await user.type(screen.getByLabelText('Six-digit code'), '999999');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      if (attempt < 5)
        await screen.findByText(`That code is not right. ${5 - attempt} tries left.`);
    }
    const locked = await screen.findByTestId('locked-until');
    await waitFor(() =>
      expect(locked.querySelector('time')).toHaveAttribute(
        'datetime',
        new Date(lockedUntil).toISOString(),
      ),
    );
    expect(screen.queryByLabelText('Six-digit code')).toBeNull();
  });
});
