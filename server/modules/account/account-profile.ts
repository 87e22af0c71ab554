/** The signed-in customer's profile (spec section 3): read, and edit names, phones, opt-ins. */
import type { DatabaseHandle } from '../../db/client';
import type { ProfileChanges, ProfileRecord } from '../../db/repositories/account-repository';
import { findProfile, updateProfile } from '../../db/repositories/account-repository';
import { canadianPhone } from './account-phone';
import { clean, throwIfAny } from '../addresses/index';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

export type { ProfileRecord };

export interface ProfileInput {
  firstname?: string | null;
  lastname?: string | null;
  phonenumber1?: string | null;
  phonenumber2?: string | null;
  deliverysmsoptin?: boolean | null;
  optin?: boolean | null;
  preferredLanguage?: 'EN' | 'FR' | null;
}

type ProfileField = keyof ProfileInput;

const NAME_MAX = 60;

function accountGone(): DomainError {
  return new DomainError('NO_AUTH', tr(m.errors_account_not_found));
}

/** The changes an input asks for, checked; throws BAD_USER_INPUT with a message per field. */
export function profileChanges(input: ProfileInput): ProfileChanges {
  const problems: Partial<Record<ProfileField, LocalizedText>> = {};
  const changes: ProfileChanges = {};
  const name = (field: 'firstname' | 'lastname') => {
    const value = input[field];
    if (value === undefined || value === null) return undefined;
    const text = clean(value);
    const first = field === 'firstname';
    if (text.length === 0)
      problems[field] = first ? tr(m.errors_profile_first_name) : tr(m.errors_profile_last_name);
    else if (text.length > NAME_MAX)
      problems[field] = first
        ? tr(m.errors_profile_first_name_long, { max: NAME_MAX })
        : tr(m.errors_profile_last_name_long, { max: NAME_MAX });
    return text;
  };
  const phone = (field: 'phonenumber1' | 'phonenumber2') => {
    const value = input[field];
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const checked = canadianPhone(value);
    if (!checked.ok) {
      problems[field] = checked.message;
      return undefined;
    }
    return checked.e164;
  };
  const firstName = name('firstname');
  const lastName = name('lastname');
  const phone1 = phone('phonenumber1');
  const phone2 = phone('phonenumber2');
  throwIfAny(problems);
  if (firstName !== undefined) changes.firstName = firstName;
  if (lastName !== undefined) changes.lastName = lastName;
  if (phone1 !== undefined) changes.phone1 = phone1;
  if (phone2 !== undefined) changes.phone2 = phone2;
  if (typeof input.deliverysmsoptin === 'boolean')
    changes.deliverySmsOptIn = input.deliverysmsoptin;
  if (typeof input.optin === 'boolean') changes.optIn = input.optin;
  if (input.preferredLanguage === 'EN' || input.preferredLanguage === 'FR')
    changes.preferredLanguage = input.preferredLanguage === 'FR' ? 'fr' : 'en';
  return changes;
}

export class AccountProfileService {
  constructor(private readonly handle: DatabaseHandle) {}

  async profile(customerId: string): Promise<ProfileRecord> {
    const profile = await findProfile(this.handle, customerId);
    if (!profile) throw accountGone();
    return profile;
  }

  async update(customerId: string, input: ProfileInput): Promise<ProfileRecord> {
    const changes = profileChanges(input);
    if (changes.deliverySmsOptIn === true) {
      // Delivery texts need a number to go to: the one saved now or the one on file.
      const mobile =
        changes.phone1 !== undefined ? changes.phone1 : (await this.profile(customerId)).phone1;
      if (!mobile)
        throwIfAny({
          deliverysmsoptin: tr(m.errors_account_mobile_first_texts),
        });
    }
    if (!(await updateProfile(this.handle, customerId, changes))) throw accountGone();
    return this.profile(customerId);
  }
}
