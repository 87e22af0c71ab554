import type { CartService } from '../domain/cart-service';
import type { CatalogService } from '../domain/catalog-service';

/** What every resolver receives; built once per request by the API plugin. */
export interface ApiContext {
  catalog: CatalogService;
  cart: CartService;
  releaseVersion: string;
  /** The client's release, from the client-version header, when sent. */
  clientVersion: string | null;
}
