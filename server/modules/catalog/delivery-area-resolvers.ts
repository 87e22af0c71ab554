/** The delivery-area check of the checkout's address step (public: the areas are no secret). */
import type { City } from './catalog-service';
import type { DeliveryCity, QueryResolvers, Resolvers } from '../../api/generated/resolvers-types';

function mapDeliveryCity(city: City): DeliveryCity {
  return { id: String(city.id), name: city.name, province: city.provinceCode };
}

const deliveryAreaQueries: QueryResolvers = {
  async deliveryArea(_root, args, { addresses }) {
    const check = await addresses.deliveryArea(args.cityId, args.postalCode, args.province);
    return {
      postalCode: check.postalCode,
      delivers: check.delivers,
      city: mapDeliveryCity(check.city),
      deliveringCities: check.deliveringCities.map(mapDeliveryCity),
    };
  },
};

export const deliveryAreaResolvers: Resolvers = { Query: deliveryAreaQueries };
