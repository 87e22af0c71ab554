// The GraphQL API alone (no site), for deployments that run each part as its own process.
import { runOrExit } from '../run';

runOrExit({ serveSite: false, serveAuth: false });
