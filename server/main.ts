// The whole product on one port: the site, the GraphQL API and the auth service.
import { runOrExit } from './run';

runOrExit();
