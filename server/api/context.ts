import type { CartService } from '../domain/cart-service';
import type { AuthContext } from './auth-context';
import type { CatalogService } from '../domain/catalog-service';
import type { SwatchService } from '../domain/swatch-service';
import type { ShareService } from '../domain/share-service';

/** What every resolver receives; built once per request by the API plugin. */
export interface ApiContext {
  catalog: CatalogService;
  cart: CartService;
  swatches: SwatchService;
  /** Shared carts and packages. */
  share: ShareService;
  releaseVersion: string;
  /** The client's release, from the client-version header, when sent. */
  clientVersion: string | null;
  /** The verified access token's customer and roles; null for guests (./auth-context). */
  auth: AuthContext | null;
}
