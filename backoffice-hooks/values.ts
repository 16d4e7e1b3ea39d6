// The value sets of the spec (section 3), each as a readonly tuple, its union type and a valibot
// picklist. The tuples are the single source: types and schemas are derived from them.
import * as v from 'valibot';

/** Platforms of agent, manager, agency and creator socials. */
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
/** Platforms of a creator's channels and of a CSV import line. */
const CHANNEL_PLATFORMS = ['twitch', 'youtube', 'facebook', 'trovo', 'tiktok'] as const;
/** Manager team roles (also the teamId of a relationship update). */
const MANAGER_TEAM_ROLES = [
  'growth',
  'teamLeader',
  'relationships',
  'deployments',
  'merch',
  'training',
] as const;
/** How a creator is reached. */
const OUTREACH_MEDIUMS = ['discord', 'email'] as const;
/** Whether outreach runs by itself or by hand. */
const OUTREACH_METHODS = ['automatic', 'manual'] as const;
/** Whom outreach, an SP contract or a payment addresses (outreachTarget, spContractTarget, paymentTarget). */
const OUTREACH_TARGETS = ['agency', 'direct'] as const;
/** A creator's SP standing. */
const SP_STANDINGS = ['good', 'unknown', 'suspected', 'banned'] as const;
/** SP stats mrpType. */
const MRP_TYPES = ['mrpLast30d', 'mrpLast90d', 'invitedLast90d', 'noInvitesLast90d', 'neverInvited'] as const;
/** Curation dimension names. */
const CURATION_DIMENSIONS = ['MRPType', 'Country', 'Language', 'ACCVTiers'] as const;
/** Curation (query) field types. */
const CURATION_FIELD_TYPES = ['string', 'range', 'number', 'list', 'boolean'] as const;
/** Sort direction of curation fields. */
const CURATION_SORT_DIRECTIONS = ['Asc', 'Desc'] as const;
/** Types of creator search fields. */
const SEARCH_FIELD_TYPES = ['Date', 'Number', 'Bool', 'Text', 'Unknown'] as const;
/** Filter operators. */
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
/** How the filters of a list or search combine. */
const QUERY_OPS = ['AND', 'OR'] as const;
/** Email outreach opt type. */
const OPT_TYPES = ['in', 'out'] as const;
/** Job statuses, in the order a job passes them (success and failed are final). */
const JOB_STATUSES = ['accepted', 'started', 'success', 'failed'] as const;
/** Job types of a new import request. */
const JOB_TYPES = ['importCreatorEmail'] as const;
/** Audit log entry types. */
const AUDIT_LOG_TYPES = ['Auto', 'Manual', 'Custom', 'Comment'] as const;
/** Notification statuses. */
const NOTIFICATION_STATUSES = ['Unread', 'Read', 'Unknown'] as const;
/** Payment statuses. */
const PAYMENT_STATUSES = [
  'DELETED',
  'PAID',
  'PROCESSING',
  'REJECTED',
  'APPROVED',
  'PENDING',
  'UNKNOWN_STATUS',
] as const;
/** Columns payments sort by. */
const PAYMENT_SORT_COLUMNS = [
  'UNKNOWN_COLUMN',
  'CREATED_AT',
  'UPDATED_AT',
  'STATUS',
  'AMOUNT',
  'TITLE',
  'TARGET_DATE',
] as const;
/** Sort directions of payments. */
const PAYMENT_SORT_DIRECTIONS = ['UNKNOWN_DIR', 'ASC', 'DESC'] as const;
/** Saved view visibility. */
const SAVED_VIEW_VISIBILITIES = ['public', 'private'] as const;
/** Who may edit a saved view. */
const SAVED_VIEW_EDITABLE_BY = ['me', 'all'] as const;
/** How an agency is contacted. */
const AGENCY_CONTACT_METHODS = ['email', 'phone'] as const;
/** Option sources. */
const OPTION_SOURCES = [
  'advertiser',
  'campaign',
  'languages',
  'countries',
  'twitchCategories',
  'campaignStates',
  'campaignLostReasons',
  'advertiserLostReasons',
  'advertiserStates',
] as const;
/** Creator parts that can be requested with `parts[]`. */
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
/** Bulk creator operations. */
const BULK_CREATOR_OPERATIONS = [
  'addLanguages',
  'removeLanguages',
  'replaceCountry',
  'addLabels',
  'removeLabels',
  'addPrimaryManager',
  'removePrimaryManager',
] as const;
/** Channel feature types (spelling as given by the spec, `vodDyamicThumbnail` included). */
const CHANNEL_FEATURE_TYPES = [
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
/** State of a channel feature. */
const CHANNEL_FEATURE_STATES = ['active', 'disabled'] as const;
/** Channel stats prediction tier. */
const PREDICTION_TIERS = ['tier_1', 'tier_2', 'tier_3'] as const;
/** Advertiser stats grade. */
const ADVERTISER_GRADES = ['good', 'veryGood', 'neutral', 'bad', 'veryBad'] as const;
/** Auth cookies the client knows by name. */
const AUTH_COOKIE_NAMES = [
  'id_token',
  'se-token',
  'id_token_creator',
  'manager_token',
  'id_token_creator_roleplay',
] as const;

type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
type ChannelPlatform = (typeof CHANNEL_PLATFORMS)[number];
type ManagerTeamRole = (typeof MANAGER_TEAM_ROLES)[number];
type OutreachMedium = (typeof OUTREACH_MEDIUMS)[number];
type OutreachMethod = (typeof OUTREACH_METHODS)[number];
type OutreachTarget = (typeof OUTREACH_TARGETS)[number];
type SpStanding = (typeof SP_STANDINGS)[number];
type MrpType = (typeof MRP_TYPES)[number];
type CurationDimension = (typeof CURATION_DIMENSIONS)[number];
type CurationFieldType = (typeof CURATION_FIELD_TYPES)[number];
type CurationSortDirection = (typeof CURATION_SORT_DIRECTIONS)[number];
type SearchFieldType = (typeof SEARCH_FIELD_TYPES)[number];
type FilterOperator = (typeof FILTER_OPERATORS)[number];
type QueryOp = (typeof QUERY_OPS)[number];
type OptType = (typeof OPT_TYPES)[number];
type JobStatus = (typeof JOB_STATUSES)[number];
type JobType = (typeof JOB_TYPES)[number];
type AuditLogType = (typeof AUDIT_LOG_TYPES)[number];
type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
type PaymentSortColumn = (typeof PAYMENT_SORT_COLUMNS)[number];
type PaymentSortDirection = (typeof PAYMENT_SORT_DIRECTIONS)[number];
type SavedViewVisibility = (typeof SAVED_VIEW_VISIBILITIES)[number];
type SavedViewEditableBy = (typeof SAVED_VIEW_EDITABLE_BY)[number];
type AgencyContactMethod = (typeof AGENCY_CONTACT_METHODS)[number];
type OptionSource = (typeof OPTION_SOURCES)[number];
type CreatorPart = (typeof CREATOR_PARTS)[number];
type BulkCreatorOperation = (typeof BULK_CREATOR_OPERATIONS)[number];
type ChannelFeatureType = (typeof CHANNEL_FEATURE_TYPES)[number];
type ChannelFeatureState = (typeof CHANNEL_FEATURE_STATES)[number];
type PredictionTier = (typeof PREDICTION_TIERS)[number];
type AdvertiserGrade = (typeof ADVERTISER_GRADES)[number];
type AuthCookieName = (typeof AUTH_COOKIE_NAMES)[number];

const SocialPlatformSchema = v.picklist(SOCIAL_PLATFORMS);
const ChannelPlatformSchema = v.picklist(CHANNEL_PLATFORMS);
const ManagerTeamRoleSchema = v.picklist(MANAGER_TEAM_ROLES);
const OutreachMediumSchema = v.picklist(OUTREACH_MEDIUMS);
const OutreachMethodSchema = v.picklist(OUTREACH_METHODS);
const OutreachTargetSchema = v.picklist(OUTREACH_TARGETS);
const SpStandingSchema = v.picklist(SP_STANDINGS);
const MrpTypeSchema = v.picklist(MRP_TYPES);
const CurationDimensionSchema = v.picklist(CURATION_DIMENSIONS);
const CurationFieldTypeSchema = v.picklist(CURATION_FIELD_TYPES);
const CurationSortDirectionSchema = v.picklist(CURATION_SORT_DIRECTIONS);
const SearchFieldTypeSchema = v.picklist(SEARCH_FIELD_TYPES);
const FilterOperatorSchema = v.picklist(FILTER_OPERATORS);
const QueryOpSchema = v.picklist(QUERY_OPS);
const OptTypeSchema = v.picklist(OPT_TYPES);
const JobStatusSchema = v.picklist(JOB_STATUSES);
const JobTypeSchema = v.picklist(JOB_TYPES);
const AuditLogTypeSchema = v.picklist(AUDIT_LOG_TYPES);
const NotificationStatusSchema = v.picklist(NOTIFICATION_STATUSES);
const PaymentStatusSchema = v.picklist(PAYMENT_STATUSES);
const PaymentSortColumnSchema = v.picklist(PAYMENT_SORT_COLUMNS);
const PaymentSortDirectionSchema = v.picklist(PAYMENT_SORT_DIRECTIONS);
const SavedViewVisibilitySchema = v.picklist(SAVED_VIEW_VISIBILITIES);
const SavedViewEditableBySchema = v.picklist(SAVED_VIEW_EDITABLE_BY);
const AgencyContactMethodSchema = v.picklist(AGENCY_CONTACT_METHODS);
const OptionSourceSchema = v.picklist(OPTION_SOURCES);
const CreatorPartSchema = v.picklist(CREATOR_PARTS);
const BulkCreatorOperationSchema = v.picklist(BULK_CREATOR_OPERATIONS);
const ChannelFeatureTypeSchema = v.picklist(CHANNEL_FEATURE_TYPES);
const ChannelFeatureStateSchema = v.picklist(CHANNEL_FEATURE_STATES);
const PredictionTierSchema = v.picklist(PREDICTION_TIERS);
const AdvertiserGradeSchema = v.picklist(ADVERTISER_GRADES);

export {
  SOCIAL_PLATFORMS,
  CHANNEL_PLATFORMS,
  MANAGER_TEAM_ROLES,
  OUTREACH_MEDIUMS,
  OUTREACH_METHODS,
  OUTREACH_TARGETS,
  SP_STANDINGS,
  MRP_TYPES,
  CURATION_DIMENSIONS,
  CURATION_FIELD_TYPES,
  CURATION_SORT_DIRECTIONS,
  SEARCH_FIELD_TYPES,
  FILTER_OPERATORS,
  QUERY_OPS,
  OPT_TYPES,
  JOB_STATUSES,
  JOB_TYPES,
  AUDIT_LOG_TYPES,
  NOTIFICATION_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_SORT_COLUMNS,
  PAYMENT_SORT_DIRECTIONS,
  SAVED_VIEW_VISIBILITIES,
  SAVED_VIEW_EDITABLE_BY,
  AGENCY_CONTACT_METHODS,
  OPTION_SOURCES,
  CREATOR_PARTS,
  BULK_CREATOR_OPERATIONS,
  CHANNEL_FEATURE_TYPES,
  CHANNEL_FEATURE_STATES,
  PREDICTION_TIERS,
  ADVERTISER_GRADES,
  AUTH_COOKIE_NAMES,
  SocialPlatformSchema,
  ChannelPlatformSchema,
  ManagerTeamRoleSchema,
  OutreachMediumSchema,
  OutreachMethodSchema,
  OutreachTargetSchema,
  SpStandingSchema,
  MrpTypeSchema,
  CurationDimensionSchema,
  CurationFieldTypeSchema,
  CurationSortDirectionSchema,
  SearchFieldTypeSchema,
  FilterOperatorSchema,
  QueryOpSchema,
  OptTypeSchema,
  JobStatusSchema,
  JobTypeSchema,
  AuditLogTypeSchema,
  NotificationStatusSchema,
  PaymentStatusSchema,
  PaymentSortColumnSchema,
  PaymentSortDirectionSchema,
  SavedViewVisibilitySchema,
  SavedViewEditableBySchema,
  AgencyContactMethodSchema,
  OptionSourceSchema,
  CreatorPartSchema,
  BulkCreatorOperationSchema,
  ChannelFeatureTypeSchema,
  ChannelFeatureStateSchema,
  PredictionTierSchema,
  AdvertiserGradeSchema,
};
export type {
  SocialPlatform,
  ChannelPlatform,
  ManagerTeamRole,
  OutreachMedium,
  OutreachMethod,
  OutreachTarget,
  SpStanding,
  MrpType,
  CurationDimension,
  CurationFieldType,
  CurationSortDirection,
  SearchFieldType,
  FilterOperator,
  QueryOp,
  OptType,
  JobStatus,
  JobType,
  AuditLogType,
  NotificationStatus,
  PaymentStatus,
  PaymentSortColumn,
  PaymentSortDirection,
  SavedViewVisibility,
  SavedViewEditableBy,
  AgencyContactMethod,
  OptionSource,
  CreatorPart,
  BulkCreatorOperation,
  ChannelFeatureType,
  ChannelFeatureState,
  PredictionTier,
  AdvertiserGrade,
  AuthCookieName,
};
