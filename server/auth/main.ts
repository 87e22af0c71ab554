// The auth service alone (`npm run start:auth`): /courier and, outside production, /dev/mailbox.
// It needs the database but neither the built SPA nor the GraphQL API.
import { runOrExit } from '../run';

runOrExit({ serveSite: false, serveApi: false, serveAuth: true });
