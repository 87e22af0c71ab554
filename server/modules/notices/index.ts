/**
 * The notices module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
export { formatCents } from './notice-content';
export {
  orderNoticeIfDone,
  overduePaidNoticeIf,
  queueBillNotices,
  queueDeliveredNotice,
  queueOrderNotice,
  queueTipNotice,
  queueVisitCancelledNotice,
  queueVisitStepNotice,
  returnFeeNoticeIf,
} from './notice-queue';
export { NoticeSender } from './notice-sender';
