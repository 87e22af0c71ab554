import type {
  ReturnsFieldCode,
  ReturnsProblem,
  ReturnsProblemCode,
} from '../../../machines/returns.machine';
import { getLocale } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { longDay } from '../../lib/calendar-day';

/** A day in a problem: as the machine wrote it in English (`2026-11-27`), written out in French. */
const dayOf = (iso: string) => (getLocale() === 'fr' ? longDay(iso) : iso);

/** A field problem the machine found, in the page's language. */
export function returnsFieldMessage(problem: ReturnsFieldCode): string {
  switch (problem.code) {
    case 'reasonMissing':
      return m.returns_problem_reason_missing();
    case 'conditionMissing':
      return m.returns_problem_condition_missing();
    case 'noteMissing':
      return m.returns_problem_note_missing();
    case 'photoMissing':
      return m.returns_problem_photo_missing();
    case 'pickupDayMissing':
      return m.returns_problem_pickup_day_missing();
    case 'pickupDayTooEarly':
      return m.returns_problem_pickup_day_too_early({
        notice: problem.notice,
        earliest: dayOf(problem.earliest),
        latest: dayOf(problem.latest),
      });
    case 'pickupDayOutOfRange':
      return m.returns_problem_pickup_day_out_of_range({
        earliest: dayOf(problem.earliest),
        latest: dayOf(problem.latest),
      });
    case 'pickupTimeMissing':
      return m.returns_problem_pickup_time_missing();
  }
}

const PROBLEM_MESSAGES: Record<ReturnsProblemCode, () => string> = {
  oneAddress: m.returns_problem_one_address,
  chooseItems: m.returns_problem_choose_items,
};

/** The messages under each field: the machine's own problems in the page's language, else the server's words. */
export function returnsFieldErrors(
  fieldErrors: Readonly<Record<string, string>>,
  fieldCodes: Readonly<Record<string, ReturnsFieldCode>>,
): Record<string, string> {
  const shown: Record<string, string> = { ...fieldErrors };
  for (const [field, code] of Object.entries(fieldCodes)) shown[field] = returnsFieldMessage(code);
  return shown;
}

/** A problem in the page's language when the machine found it; the server's words otherwise. */
export function returnsProblemMessage(
  problem: ReturnsProblem | null | undefined,
): string | undefined {
  if (!problem) return undefined;
  return problem.code ? PROBLEM_MESSAGES[problem.code]() : problem.message;
}
