/** The value sets of the back-office spec (section 3), as tuples for valibot picklists and the seed. */

const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'twitter',
  'discord',
  'tiktok',
  'youtube',
  'snapchat',
  'steam',
  'unknown',
] as const;
const CHANNEL_PLATFORMS = ['twitch', 'youtube', 'facebook', 'trovo', 'tiktok'] as const;
const MANAGER_ROLES = ['growth', 'teamLeader', 'relationships', 'deployments', 'merch', 'training'] as const;
const OUTREACH_MEDIUMS = ['discord', 'email'] as const;
const OUTREACH_METHODS = ['automatic', 'manual'] as const;
const TARGETS = ['agency', 'direct'] as const;
const SP_STANDINGS = ['good', 'unknown', 'suspected', 'banned'] as const;
const MRP_TYPES = ['mrpLast30d', 'mrpLast90d', 'invitedLast90d', 'noInvitesLast90d', 'neverInvited'] as const;
const CURATION_DIMENSIONS = ['MRPType', 'Country', 'Language', 'ACCVTiers'] as const;
const CURATION_FIELD_TYPES = ['boolean', 'list', 'number', 'range', 'string'] as const;
const FILTER_OPERATORS = [
  'lt',
  'lte',
  'eq',
  'neq',
  'gt',
  'gte',
  'in',
  'isEmpty',
  'notIsEmpty',
  'contains',
] as const;
const AUDIT_TYPES = ['Auto', 'Manual', 'Custom', 'Comment'] as const;
const NOTIFICATION_STATUSES = ['Unread', 'Read', 'Unknown'] as const;
const PAYMENT_STATUSES = [
  'DELETED',
  'PAID',
  'PROCESSING',
  'REJECTED',
  'APPROVED',
  'PENDING',
  'UNKNOWN_STATUS',
] as const;
const PAYMENT_SORT_COLUMNS = [
  'UNKNOWN_COLUMN',
  'CREATED_AT',
  'UPDATED_AT',
  'STATUS',
  'AMOUNT',
  'TITLE',
  'TARGET_DATE',
] as const;
const SORT_DIRS = ['UNKNOWN_DIR', 'ASC', 'DESC'] as const;
const CHANNEL_FEATURES = [
  'bot',
  'overlay',
  'tips',
  'merch',
  'mercury',
  'vodDynamicBanner',
  'vodDyamicThumbnail',
  'vodSOG',
  'vodDynamicDescription',
  'seLive',
] as const;
const CREATOR_PARTS = [
  'details',
  'channels',
  'labels',
  'socials',
  'agency',
  'outreach',
  'seFeatures',
  'contact',
  'seRelationship',
  'seCreatorPrograms',
  'spStats',
] as const;
const BULK_OPERATIONS = [
  'addLanguages',
  'removeLanguages',
  'replaceCountry',
  'addLabels',
  'removeLabels',
  'addPrimaryManager',
  'removePrimaryManager',
] as const;
const CONTEXT_TYPES = ['creator', 'agency', 'agent', 'manager'] as const;
const COUNTRIES = [
  'US',
  'DE',
  'FR',
  'GB',
  'BR',
  'ES',
  'IT',
  'NL',
  'SE',
  'PL',
  'CA',
  'MX',
  'JP',
  'KR',
  'AU',
] as const;
const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'sv', 'pl', 'ja', 'ko'] as const;

type CreatorPart = (typeof CREATOR_PARTS)[number];
type BulkOperation = (typeof BULK_OPERATIONS)[number];
type FilterOperator = (typeof FILTER_OPERATORS)[number];

export {
  AUDIT_TYPES,
  BULK_OPERATIONS,
  CHANNEL_FEATURES,
  CHANNEL_PLATFORMS,
  CONTEXT_TYPES,
  COUNTRIES,
  CREATOR_PARTS,
  CURATION_DIMENSIONS,
  CURATION_FIELD_TYPES,
  FILTER_OPERATORS,
  LANGUAGES,
  MANAGER_ROLES,
  MRP_TYPES,
  NOTIFICATION_STATUSES,
  OUTREACH_MEDIUMS,
  OUTREACH_METHODS,
  PAYMENT_SORT_COLUMNS,
  PAYMENT_STATUSES,
  SOCIAL_PLATFORMS,
  SORT_DIRS,
  SP_STANDINGS,
  TARGETS,
};
export type { BulkOperation, CreatorPart, FilterOperator };
