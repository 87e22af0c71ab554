import type { PickupSchedule } from '../../machines/returns.machine';
import type { VisitFlow } from '../../contract/graphql';
import { fetchDeliverySchedule } from '../api/checkout-queries';

/**
 * The depots' schedules of these cities for one kind of visit (a return pickup, a swap, a move),
 * by city id: the first day the flow's lead time allows, its rule in words, and the crews'
 * windows ("pickup at the depot" is not a visit).
 */
export async function schedulesOf(
  cityIds: string[],
  flow: VisitFlow,
): Promise<Record<string, PickupSchedule>> {
  const schedules: Record<string, PickupSchedule> = {};
  await Promise.all(
    [...new Set(cityIds)].map(async (cityId) => {
      const schedule = await fetchDeliverySchedule(cityId);
      const lead = schedule.visitLeadTimes.find((each) => each.flow === flow);
      schedules[cityId] = {
        today: schedule.today,
        earliest: lead?.earliestDate ?? schedule.today,
        notice: lead?.rule ?? '',
        latestDate: schedule.latestDate,
        windows: schedule.windows.filter((window) => window.type !== 'PICKUP'),
      };
    }),
  );
  return schedules;
}
