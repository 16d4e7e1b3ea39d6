// The audit log, the blocklist's reason, and the curation query.
import type { AuditLogType } from '../values';
import type { EndpointParams } from '../types';
import {
  mutationHook,
  readHook,
  useBackofficeInfiniteQuery,
  type BackofficeInfiniteOptions,
} from './generic';

/** The audit entries of a record (a creator's id), newest first, page after page; `auditType` filters. */
function useAuditLog(
  refId: string,
  query?: { auditType?: AuditLogType; count?: number },
  options?: BackofficeInfiniteOptions<'audit.list'>,
) {
  return useBackofficeInfiniteQuery('audit.list', { path: { refId }, query }, options);
}

/** PUT /blocklist/{creatorId}: a blocked creator's new reason, `mutate({ path: { creatorId }, body: { reason } })`. */
const useUpdateBlockReason = mutationHook('blocklist.update');

/** The curation dimensions (with their values) and fields (with their types). */
const useCurationMetadata = readHook('curation.metadata');

/** The curation query's request without its page (the hook pages it). */
type CurationRequest = Omit<EndpointParams<'curation.query'>['body'], 'page'>;

/** POST /curation/query, page after page; idle while `request` is null. */
function useCurationQuery(
  request: CurationRequest | null,
  options?: BackofficeInfiniteOptions<'curation.query'>,
) {
  return useBackofficeInfiniteQuery(
    'curation.query',
    { body: request ?? { fields: [] } },
    { enabled: request !== null, ...options },
  );
}

export { useAuditLog, useUpdateBlockReason, useCurationMetadata, useCurationQuery };
export type { CurationRequest };
