import type { MoveFieldCode } from '../../../machines/move.machine';
import type { SwapFieldCode } from '../../../machines/swap.machine';
import { getLocale } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { provinceLabel } from '../../lib/province-names';
import { longDay } from '../../lib/calendar-day';

/*
 * The words of the swap and move flows that are not written in their screens: the problems their
 * machines find (by code) and the provinces, in the page's language (decision 178).
 */

/** A day as the machines wrote it in English (`2026-11-27`), written out in French. */
export const dayOfProblem = (iso: string) => (getLocale() === 'fr' ? longDay(iso) : iso);

/** A field problem the swap machine found, in the page's language. */
export function swapFieldMessage(problem: SwapFieldCode): string {
  switch (problem.code) {
    case 'itemMissing':
      return m.swapmove_problem_item_missing();
    case 'replacementMissing':
      return m.swapmove_problem_replacement_missing();
    case 'swapDayMissing':
      return m.swapmove_problem_swap_day_missing();
    case 'swapDayOutOfRange':
      return m.swapmove_problem_swap_day_out_of_range({
        earliest: dayOfProblem(problem.earliest),
        latest: dayOfProblem(problem.latest),
      });
    case 'swapTimeMissing':
      return m.swapmove_problem_time_missing();
  }
}

/** A field problem the move machine found, in the page's language. */
export function moveFieldMessage(problem: MoveFieldCode): string {
  switch (problem.code) {
    case 'oneAddress':
      return m.swapmove_problem_one_address();
    case 'itemsMissing':
      return m.swapmove_problem_items_missing();
    case 'addressMissing':
      return m.swapmove_problem_address_missing();
    case 'moveDayMissing':
      return m.swapmove_problem_move_day_missing();
    case 'moveDayTooEarly':
      return m.swapmove_problem_move_day_too_early({ earliest: dayOfProblem(problem.earliest) });
    case 'moveDayTooLate':
      return m.swapmove_problem_move_day_too_late({ latest: dayOfProblem(problem.latest) });
    case 'moveTimeMissing':
      return m.swapmove_problem_time_missing();
  }
}

/** The messages under each field: the machine's own in the page's language, else the server's. */
export function shownFieldErrors<TCode>(
  fieldErrors: Readonly<Record<string, string>>,
  fieldCodes: Readonly<Record<string, TCode>>,
  message: (code: TCode) => string,
): Record<string, string> {
  const shown: Record<string, string> = { ...fieldErrors };
  for (const [field, code] of Object.entries(fieldCodes)) shown[field] = message(code);
  return shown;
}

export { provinceLabel };
