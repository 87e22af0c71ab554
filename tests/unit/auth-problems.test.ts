import { describe, expect, it } from 'vitest';
import { AuthClientError, NETWORK_ERROR_MESSAGE } from '../../src/api/auth-client';
import {
  SOMETHING_WENT_WRONG,
  describeAuthProblem,
  waitText,
} from '../../src/features/auth/auth-problems';
import {
  checkCurrentPassword,
  checkEmail,
  checkNewPassword,
  checkPasswordsMatch,
} from '../../src/features/auth/form-rules';

const error = (message: string, code: string, status: number, extra = {}) =>
  new AuthClientError(message, code, status, extra);

describe('server errors in words a person understands', () => {
  it('says a wrong password plainly, without saying which part was wrong', () => {
    expect(
      describeAuthProblem(error('The email or password is incorrect.', 'invalid_credentials', 401)),
    ).toEqual({
      code: 'invalid_credentials',
      field: undefined,
      message:
        'That email and password do not match an account. Check them and try again, or reset your password.',
    });
  });

  it('gives the wait of too many attempts in words', () => {
    expect(
      describeAuthProblem(error('x', 'too_many_attempts', 429, { retryAfter: 90 })).message,
    ).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(describeAuthProblem(error('x', 'too_many_attempts', 429)).message).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(3600)).toBe('1 hour');
    expect(waitText(7200)).toBe('2 hours');
  });

  it('puts a refused common password under the password field', () => {
    expect(describeAuthProblem(error('Too common.', 'password_too_common', 400))).toMatchObject({
      field: 'password',
      message: 'That password is too common. Choose one that is harder to guess.',
    });
  });

  it('keeps the field the service names and its own sentence', () => {
    expect(
      describeAuthProblem(
        error('An account already uses this email.', 'email_in_use', 409, { field: 'email' }),
      ),
    ).toEqual({
      code: 'email_in_use',
      field: 'email',
      message: 'An account already uses this email.',
    });
  });

  it('explains an expired link', () => {
    expect(describeAuthProblem(error('This reset link has expired.', 'invalid_link', 400))).toEqual(
      { code: 'invalid_link', message: 'This reset link has expired.' },
    );
    expect(describeAuthProblem(error('<html>', 'invalid_link', 400)).message).toBe(
      'This link has expired or was already used. Ask for a new one.',
    );
  });

  it('never shows an HTML page, a default text or a crash', () => {
    expect(
      describeAuthProblem(error('<html><body>502</body></html>', 'unknown_error', 502)).message,
    ).toBe(SOMETHING_WENT_WRONG);
    expect(describeAuthProblem(error('Unexpected Error', 'unknown_error', 400)).message).toBe(
      SOMETHING_WENT_WRONG,
    );
    expect(describeAuthProblem(new TypeError('x is undefined')).message).toBe(SOMETHING_WENT_WRONG);
    expect(describeAuthProblem(error(NETWORK_ERROR_MESSAGE, 'network', 0)).message).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });
});

describe('field rules of the sign-in forms', () => {
  it('checks the email format', () => {
    expect(checkEmail('')).toBe('Enter your email address.');
    expect(checkEmail('sam@')).toBe('Enter a valid email address, like name@example.ca.');
    expect(checkEmail('sam@example')).toBe('Enter a valid email address, like name@example.ca.');
    expect(checkEmail(' Sam.Nguyen@Example.ca ')).toBeUndefined();
  });

  it('asks for at least 8 characters in a new password, counting characters not bytes', () => {
    expect(checkNewPassword('')).toBe('Enter a password.');
    expect(checkNewPassword('1234567')).toBe('Use at least 8 characters for your password.');
    expect(checkNewPassword('12345678')).toBeUndefined();
    expect(checkNewPassword('éééé')).toBe('Use at least 8 characters for your password.');
    expect(checkNewPassword('a'.repeat(257))).toBe('Use at most 256 characters for your password.');
    expect(checkCurrentPassword('')).toBe('Enter your password.');
    expect(checkCurrentPassword('x')).toBeUndefined();
  });

  it('checks that the two passwords match', () => {
    expect(checkPasswordsMatch('long-enough', '')).toBe('Enter the password again.');
    expect(checkPasswordsMatch('long-enough', 'long-enougH')).toBe('The passwords do not match.');
    expect(checkPasswordsMatch('long-enough', 'long-enough')).toBeUndefined();
  });
});
