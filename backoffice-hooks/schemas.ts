// Valibot schemas of the wire contract (docs/backoffice-api.md): every answer is checked against
// these at the boundary; the request schemas give the types of bodies and queries (the client does
// not validate what it sends: the spec shows no client-side validation).
import * as v from 'valibot';
import {
  AgencyContactMethodSchema,
  AuditLogTypeSchema,
  BulkCreatorOperationSchema,
  ChannelFeatureStateSchema,
  ChannelFeatureTypeSchema,
  ChannelPlatformSchema,
  CurationDimensionSchema,
  CurationFieldTypeSchema,
  CurationSortDirectionSchema,
  FilterOperatorSchema,
  JobStatusSchema,
  JobTypeSchema,
  ManagerTeamRoleSchema,
  MrpTypeSchema,
  NotificationStatusSchema,
  OptTypeSchema,
  OutreachMediumSchema,
  OutreachMethodSchema,
  OutreachTargetSchema,
  PaymentStatusSchema,
  PredictionTierSchema,
  QueryOpSchema,
  SavedViewEditableBySchema,
  SavedViewVisibilitySchema,
  SearchFieldTypeSchema,
  SocialPlatformSchema,
  SpStandingSchema,
} from './values';

const str = v.string();
const num = v.number();
const bool = v.boolean();
const nullableStr = v.nullable(str);
const strings = v.array(str);

const PageFields = { page: num, count: num, total: num, hasMore: bool };
/** `Page<T>`: one page of a list answer. */
function pageOf<const T extends v.GenericSchema>(item: T) {
  return v.object({ items: v.array(item), ...PageFields });
}

const MoneySchema = v.object({ value: num, currency: str });
const ApiErrorBodySchema = v.object({
  status: num,
  errorCode: str,
  message: str,
  details: v.optional(v.array(v.object({ path: str, message: str }))),
});
const FilterValueSchema = v.union([str, num, bool, v.array(v.union([str, num]))]);
const FilterSchema = v.object({ field: str, op: FilterOperatorSchema, value: v.optional(FilterValueSchema) });
const FilterQuerySchema = v.object({ filters: v.array(FilterSchema), queryOp: QueryOpSchema });
const SocialSchema = v.object({
  id: str,
  platform: SocialPlatformSchema,
  handle: str,
  url: nullableStr,
  createdAt: str,
});
const NewSocialSchema = v.object({
  platform: SocialPlatformSchema,
  handle: str,
  url: v.optional(nullableStr),
});
const UserSchema = v.object({ id: str, name: str, email: str, groups: strings });
const DeletedSchema = v.object({ deleted: str });

// Agencies and agents refer to each other (parts[]=agents, parts[]=agency): typed by hand, lazy schemas.
const AgencyBaseSchema = v.object({
  id: str,
  name: str,
  website: nullableStr,
  country: str,
  contactMethod: AgencyContactMethodSchema,
  contact: str,
  createdAt: str,
  updatedAt: str,
  stats: v.optional(v.object({ creators: num, agents: num })),
  socials: v.optional(v.array(SocialSchema)),
});
const AgentBaseSchema = v.object({
  id: str,
  agencyId: str,
  name: str,
  email: str,
  phone: nullableStr,
  createdAt: str,
  updatedAt: str,
  stats: v.optional(v.object({ creators: num })),
  socials: v.optional(v.array(SocialSchema)),
});
/** An agency (`parts[]=socials|agents`, `withStats=true` add the optional fields). */
type Agency = v.InferOutput<typeof AgencyBaseSchema> & { agents?: Agent[] | undefined };
/** An agent of an agency (`parts[]=socials|agency`). */
type Agent = v.InferOutput<typeof AgentBaseSchema> & { agency?: Agency | undefined };
const AgencySchema: v.GenericSchema<Agency> = v.object({
  ...AgencyBaseSchema.entries,
  agents: v.optional(v.array(v.lazy(() => AgentSchema))),
});
const AgentSchema: v.GenericSchema<Agent> = v.object({
  ...AgentBaseSchema.entries,
  agency: v.optional(v.lazy(() => AgencySchema)),
});
const NewAgencySchema = v.object({
  name: str,
  website: v.optional(nullableStr),
  country: str,
  contactMethod: AgencyContactMethodSchema,
  contact: str,
});
const NewAgentSchema = v.object({ name: str, email: str, phone: v.optional(nullableStr) });

const TeamSchema = v.object({
  id: str,
  name: str,
  role: ManagerTeamRoleSchema,
  leadManagerId: nullableStr,
  managerCount: num,
  createdAt: str,
});
const NewTeamSchema = v.object({
  name: str,
  role: ManagerTeamRoleSchema,
  leadManagerId: v.optional(nullableStr),
});
const ManagerSchema = v.object({
  id: str,
  userId: str,
  name: str,
  email: str,
  teamId: nullableStr,
  role: ManagerTeamRoleSchema,
  createdAt: str,
  updatedAt: str,
  socials: v.optional(v.array(SocialSchema)),
  team: v.optional(v.nullable(TeamSchema)),
  stats: v.optional(v.object({ creators: num })),
});
const NewManagerSchema = v.object({
  userId: str,
  name: str,
  email: str,
  teamId: v.optional(nullableStr),
  role: ManagerTeamRoleSchema,
});

const LabelSchema = v.object({ id: str, name: str, color: str, valueCount: num });
const LabelValueSchema = v.object({ id: str, labelId: str, value: str });
const CreatorLabelSchema = v.object({
  id: str,
  labelId: str,
  name: str,
  color: str,
  value: nullableStr,
  createdAt: str,
});
const ProgramSchema = v.object({
  id: str,
  name: str,
  description: str,
  open: bool,
  creatorCount: num,
  createdAt: str,
});
const CreatorProgramSchema = v.object({
  id: str,
  programId: str,
  name: str,
  status: v.picklist(['applied', 'active', 'removed']),
  joinedAt: str,
});
const ChannelFeatureSchema = v.object({ type: ChannelFeatureTypeSchema, state: ChannelFeatureStateSchema });

// Channels and creators refer to each other (parts[]=creator, parts[]=channels).
const ChannelBaseSchema = v.object({
  id: str,
  creatorId: str,
  platform: ChannelPlatformSchema,
  handle: str,
  url: str,
  followers: num,
  createdAt: str,
  stats: v.optional(
    v.object({ avgViewers: num, hoursStreamed30d: num, predictionTier: PredictionTierSchema }),
  ),
  features: v.optional(v.array(ChannelFeatureSchema)),
});
const CreatorDetailsSchema = v.object({ bio: str, avatarUrl: nullableStr, timezone: str });
const CreatorOutreachSchema = v.object({
  medium: OutreachMediumSchema,
  method: OutreachMethodSchema,
  target: OutreachTargetSchema,
  optType: OptTypeSchema,
  lastContactedAt: nullableStr,
});
const CreatorContactSchema = v.object({ email: nullableStr, phone: nullableStr, discord: nullableStr });
const CreatorRelationshipSchema = v.object({
  primaryManagerId: nullableStr,
  teamId: v.nullable(ManagerTeamRoleSchema),
  spContractTarget: OutreachTargetSchema,
  paymentTarget: OutreachTargetSchema,
  spStanding: SpStandingSchema,
});
const CreatorBaseSchema = v.object({
  id: str,
  name: str,
  email: nullableStr,
  country: str,
  languages: strings,
  primaryManagerId: nullableStr,
  blocked: bool,
  createdAt: str,
  updatedAt: str,
  details: v.optional(CreatorDetailsSchema),
  labels: v.optional(v.array(CreatorLabelSchema)),
  socials: v.optional(v.array(SocialSchema)),
  agency: v.optional(
    v.nullable(
      v.object({ id: str, agencyId: str, agencyName: str, agentId: nullableStr, agentName: nullableStr }),
    ),
  ),
  outreach: v.optional(CreatorOutreachSchema),
  seFeatures: v.optional(v.array(ChannelFeatureSchema)),
  contact: v.optional(CreatorContactSchema),
  seRelationship: v.optional(CreatorRelationshipSchema),
  seCreatorPrograms: v.optional(v.array(CreatorProgramSchema)),
  spStats: v.optional(
    v.object({ mrpType: MrpTypeSchema, mrpLast30d: num, mrpLast90d: num, invitesLast90d: num }),
  ),
});
/** A streaming channel of a creator (`parts[]=stats|features|creator`). */
type Channel = v.InferOutput<typeof ChannelBaseSchema> & { creator?: Creator | undefined };
/** A creator; each part is present only when asked for with `parts[]`. */
type Creator = v.InferOutput<typeof CreatorBaseSchema> & { channels?: Channel[] | undefined };
const ChannelSchema: v.GenericSchema<Channel> = v.object({
  ...ChannelBaseSchema.entries,
  creator: v.optional(v.lazy(() => CreatorSchema)),
});
const CreatorSchema: v.GenericSchema<Creator> = v.object({
  ...CreatorBaseSchema.entries,
  channels: v.optional(v.array(v.lazy(() => ChannelSchema))),
});
const CreatorUpdateSchema = v.partial(
  v.object({
    name: str,
    email: nullableStr,
    country: str,
    languages: strings,
    details: v.partial(CreatorDetailsSchema),
    outreach: v.partial(CreatorOutreachSchema),
    contact: v.partial(CreatorContactSchema),
    seRelationship: v.partial(CreatorRelationshipSchema),
  }),
);

const ContextTypeSchema = v.picklist(['creator', 'agency', 'agent', 'manager']);
const NoteSchema = v.object({
  id: str,
  body: str,
  isPinned: bool,
  isRead: bool,
  mainContextType: ContextTypeSchema,
  mainContextId: str,
  secondaryContextType: v.nullable(ContextTypeSchema),
  secondaryContextId: nullableStr,
  authorId: str,
  authorName: str,
  commentCount: num,
  createdAt: str,
  updatedAt: str,
});
const NewNoteSchema = v.object({
  body: str,
  isPinned: v.optional(bool),
  mainContextType: ContextTypeSchema,
  mainContextId: str,
  secondaryContextType: v.optional(v.nullable(ContextTypeSchema)),
  secondaryContextId: v.optional(nullableStr),
});
const NoteUpdateSchema = v.partial(v.object({ body: str, isPinned: bool, isRead: bool }));
const CommentSchema = v.object({
  id: str,
  noteId: str,
  body: str,
  authorId: str,
  authorName: str,
  createdAt: str,
  updatedAt: str,
});
const CommentUpsertSchema = v.object({ id: v.optional(str), body: str });

const NotificationSchema = v.object({
  id: str,
  title: str,
  body: str,
  status: NotificationStatusSchema,
  link: nullableStr,
  createdAt: str,
});
const NotificationStatusUpdateSchema = v.object({ ids: strings, status: v.picklist(['Read', 'Unread']) });
const NotificationSettingsSchema = v.object({
  email: bool,
  inApp: bool,
  digest: v.picklist(['none', 'daily', 'weekly']),
  mutedTypes: strings,
});

const PaymentSchema = v.object({
  id: str,
  creatorId: str,
  agentId: nullableStr,
  title: str,
  amount: MoneySchema,
  status: PaymentStatusSchema,
  target: OutreachTargetSchema,
  targetDate: str,
  createdAt: str,
  updatedAt: str,
});
const PaymentListSchema = v.object({ items: v.array(PaymentSchema), nextPageToken: nullableStr, total: num });
const AgentPaymentSummarySchema = v.object({
  agentId: str,
  agentName: str,
  paymentCount: num,
  total: MoneySchema,
  lastPaymentAt: nullableStr,
});
const PaymentAccountStatusSchema = v.object({
  agentId: str,
  status: v.picklist(['none', 'pending', 'active', 'rejected']),
  updatedAt: nullableStr,
});
const PaymentAccountSchema = v.object({ holderName: str, iban: str, country: str });

const PermissionGroupSchema = v.object({ name: str, description: str, memberCount: num, builtIn: bool });
const PermissionMemberSchema = v.object({ userId: str, email: str, name: str, addedAt: str });

const SortSchema = v.object({ field: str, dir: v.picklist(['asc', 'desc']) });
const CreatorSearchRequestSchema = v.object({
  filters: v.optional(v.array(FilterSchema)),
  queryOp: v.optional(QueryOpSchema),
  terms: v.optional(str),
  sort: v.optional(v.array(SortSchema)),
  fields: v.optional(strings),
  page: v.optional(num),
  count: v.optional(num),
  pit: v.optional(v.object({ id: str, keepAlive: v.optional(str) })),
  searchAfter: v.optional(str),
});
const HitValueSchema = v.union([str, num, bool, strings, v.null()]);
const CreatorSearchHitSchema = v.objectWithRest({ id: str }, HitValueSchema);
/**
 * Whether a search's `total` is exact (`eq`) or a floor (`gte`: more creators match; the service
 * stops counting at 1,000 so the first page never waits for a count). Absent means exact.
 */
const TotalRelationSchema = v.optional(v.picklist(['eq', 'gte']), 'eq');
const CreatorSearchResponseSchema = v.object({
  items: v.array(CreatorSearchHitSchema),
  ...PageFields,
  totalRelation: TotalRelationSchema,
  searchAfter: v.optional(nullableStr),
  pitId: nullableStr,
  tookMs: num,
});

const SavedViewFields = {
  viewType: str,
  name: str,
  visibility: SavedViewVisibilitySchema,
  editableBy: SavedViewEditableBySchema,
  query: CreatorSearchRequestSchema,
};
const SavedViewSchema = v.object({
  id: str,
  ...SavedViewFields,
  ownerId: str,
  ownerName: str,
  createdAt: str,
  updatedAt: str,
});
const NewSavedViewSchema = v.object(SavedViewFields);

const JobSchema = v.object({
  id: str,
  type: v.union([JobTypeSchema, v.picklist(['importCreators', 'updateCreators'])]),
  status: JobStatusSchema,
  createdAt: str,
  startedAt: nullableStr,
  finishedAt: nullableStr,
  total: num,
  processed: num,
  created: num,
  updated: num,
  errors: v.array(v.object({ line: num, message: str })),
});
const AuditEntrySchema = v.object({
  id: str,
  refId: str,
  auditType: AuditLogTypeSchema,
  action: str,
  message: str,
  actorId: nullableStr,
  actorName: nullableStr,
  createdAt: str,
});
const BlocklistEntrySchema = v.object({
  creatorId: str,
  creatorName: str,
  reason: str,
  blockedBy: str,
  createdAt: str,
  updatedAt: str,
});

const CurationDimensionValuesSchema = v.object({ name: CurationDimensionSchema, values: strings });
const CurationMetadataSchema = v.object({
  dimensions: v.array(CurationDimensionValuesSchema),
  fields: v.array(v.object({ name: str, type: CurationFieldTypeSchema })),
});
const CurationQuerySchema = v.object({
  dimensions: v.optional(v.array(CurationDimensionValuesSchema)),
  fields: v.array(
    v.object({ name: str, type: CurationFieldTypeSchema, sortDirection: CurationSortDirectionSchema }),
  ),
  page: v.optional(num),
  count: v.optional(num),
});
const CurationRowSchema = v.object({
  creatorId: str,
  name: str,
  country: str,
  languages: strings,
  mrpType: MrpTypeSchema,
  accvTier: str,
  values: v.record(str, HitValueSchema),
});
const SearchFieldSchema = v.object({
  name: str,
  type: SearchFieldTypeSchema,
  operators: v.array(FilterOperatorSchema),
  sortable: bool,
});
const BulkUpdateSchema = v.object({ ids: strings, operation: BulkCreatorOperationSchema, values: strings });

type Page<T> = { items: T[]; page: number; count: number; total: number; hasMore: boolean };
type Money = v.InferOutput<typeof MoneySchema>;
type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
type Filter = v.InferOutput<typeof FilterSchema>;
type FilterQuery = v.InferOutput<typeof FilterQuerySchema>;
type Social = v.InferOutput<typeof SocialSchema>;
type NewSocial = v.InferInput<typeof NewSocialSchema>;
type User = v.InferOutput<typeof UserSchema>;
type NewAgency = v.InferInput<typeof NewAgencySchema>;
type NewAgent = v.InferInput<typeof NewAgentSchema>;
type Team = v.InferOutput<typeof TeamSchema>;
type NewTeam = v.InferInput<typeof NewTeamSchema>;
type Manager = v.InferOutput<typeof ManagerSchema>;
type NewManager = v.InferInput<typeof NewManagerSchema>;
type Label = v.InferOutput<typeof LabelSchema>;
type LabelValue = v.InferOutput<typeof LabelValueSchema>;
type CreatorLabel = v.InferOutput<typeof CreatorLabelSchema>;
type Program = v.InferOutput<typeof ProgramSchema>;
type CreatorProgram = v.InferOutput<typeof CreatorProgramSchema>;
type ChannelFeature = v.InferOutput<typeof ChannelFeatureSchema>;
type CreatorUpdate = v.InferInput<typeof CreatorUpdateSchema>;
type Note = v.InferOutput<typeof NoteSchema>;
type NewNote = v.InferInput<typeof NewNoteSchema>;
type NoteUpdate = v.InferInput<typeof NoteUpdateSchema>;
type Comment = v.InferOutput<typeof CommentSchema>;
type CommentUpsert = v.InferInput<typeof CommentUpsertSchema>;
type Notification = v.InferOutput<typeof NotificationSchema>;
type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>;
type Payment = v.InferOutput<typeof PaymentSchema>;
type PaymentList = v.InferOutput<typeof PaymentListSchema>;
type AgentPaymentSummary = v.InferOutput<typeof AgentPaymentSummarySchema>;
type PaymentAccountStatus = v.InferOutput<typeof PaymentAccountStatusSchema>;
type PermissionGroup = v.InferOutput<typeof PermissionGroupSchema>;
type PermissionMember = v.InferOutput<typeof PermissionMemberSchema>;
type CreatorSearchRequest = v.InferInput<typeof CreatorSearchRequestSchema>;
type CreatorSearchHit = v.InferOutput<typeof CreatorSearchHitSchema>;
type CreatorSearchResponse = v.InferOutput<typeof CreatorSearchResponseSchema>;
type SavedView = v.InferOutput<typeof SavedViewSchema>;
type NewSavedView = v.InferInput<typeof NewSavedViewSchema>;
type Job = v.InferOutput<typeof JobSchema>;
type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;
type BlocklistEntry = v.InferOutput<typeof BlocklistEntrySchema>;
type CurationMetadata = v.InferOutput<typeof CurationMetadataSchema>;
type CurationQuery = v.InferInput<typeof CurationQuerySchema>;
type CurationRow = v.InferOutput<typeof CurationRowSchema>;
type SearchField = v.InferOutput<typeof SearchFieldSchema>;
type BulkCreatorUpdate = v.InferInput<typeof BulkUpdateSchema>;

export {
  pageOf,
  str,
  num,
  bool,
  strings,
  MoneySchema,
  ApiErrorBodySchema,
  FilterSchema,
  FilterQuerySchema,
  SocialSchema,
  NewSocialSchema,
  UserSchema,
  DeletedSchema,
  AgencySchema,
  AgentSchema,
  NewAgencySchema,
  NewAgentSchema,
  TeamSchema,
  NewTeamSchema,
  ManagerSchema,
  NewManagerSchema,
  LabelSchema,
  LabelValueSchema,
  CreatorLabelSchema,
  ProgramSchema,
  CreatorProgramSchema,
  ChannelFeatureSchema,
  ChannelSchema,
  CreatorSchema,
  CreatorUpdateSchema,
  ContextTypeSchema,
  NoteSchema,
  NewNoteSchema,
  NoteUpdateSchema,
  CommentSchema,
  CommentUpsertSchema,
  NotificationSchema,
  NotificationStatusUpdateSchema,
  NotificationSettingsSchema,
  PaymentSchema,
  PaymentListSchema,
  AgentPaymentSummarySchema,
  PaymentAccountStatusSchema,
  PaymentAccountSchema,
  PermissionGroupSchema,
  PermissionMemberSchema,
  CreatorSearchRequestSchema,
  CreatorSearchHitSchema,
  CreatorSearchResponseSchema,
  SavedViewSchema,
  NewSavedViewSchema,
  JobSchema,
  AuditEntrySchema,
  BlocklistEntrySchema,
  CurationMetadataSchema,
  CurationQuerySchema,
  CurationRowSchema,
  SearchFieldSchema,
  BulkUpdateSchema,
};
export type {
  Page,
  Money,
  ApiErrorBody,
  Filter,
  FilterQuery,
  Social,
  NewSocial,
  User,
  Agency,
  Agent,
  NewAgency,
  NewAgent,
  Team,
  NewTeam,
  Manager,
  NewManager,
  Label,
  LabelValue,
  CreatorLabel,
  Program,
  CreatorProgram,
  ChannelFeature,
  Channel,
  Creator,
  CreatorUpdate,
  Note,
  NewNote,
  NoteUpdate,
  Comment,
  CommentUpsert,
  Notification,
  NotificationSettings,
  Payment,
  PaymentList,
  AgentPaymentSummary,
  PaymentAccountStatus,
  PermissionGroup,
  PermissionMember,
  CreatorSearchRequest,
  CreatorSearchHit,
  CreatorSearchResponse,
  SavedView,
  NewSavedView,
  Job,
  AuditEntry,
  BlocklistEntry,
  CurationMetadata,
  CurationQuery,
  CurationRow,
  SearchField,
  BulkCreatorUpdate,
};
