/**
 * The server's job queue (decision 182): pg-boss on the store's database, the registry of the
 * store's jobs, and what `npm run jobs` shows.
 */
export { JobQueue } from './job-queue';
export type { JobDefinition, JobQueueOptions } from './job-queue';
export { STORE_JOBS, storeJobs } from './store-jobs';
export type { StoreJobsOptions } from './store-jobs';
export { jobReport, formatJobReport } from './job-report';
export type { JobReport } from './job-report';
