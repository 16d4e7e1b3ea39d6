// Valid sample answers of the wire contract (docs/backoffice-api.md), shared by the tests.
import type {
  Agency,
  Agent,
  AuditEntry,
  BlocklistEntry,
  Channel,
  Comment,
  Creator,
  CreatorLabel,
  CreatorProgram,
  Job,
  Label,
  Manager,
  Note,
  Notification,
  NotificationSettings,
  Page,
  Payment,
  PaymentAccountStatus,
  PermissionGroup,
  PermissionMember,
  Program,
  SavedView,
  Social,
  Team,
  User,
} from 'headless-checkout/backoffice';

const at = '2026-11-22T09:30:00.000Z';

const page = <T>(items: T[], pageNumber = 1, hasMore = false): Page<T> => ({
  items,
  page: pageNumber,
  count: 25,
  total: items.length + (hasMore ? 25 : 0),
  hasMore,
});

const social: Social = { id: 'so_1', platform: 'twitter', handle: '@kai', url: null, createdAt: at };
const agency: Agency = {
  id: 'ag_1',
  name: 'Northern Lights',
  website: null,
  country: 'NL',
  contactMethod: 'email',
  contact: 'hello@nl.test',
  createdAt: at,
  updatedAt: at,
  stats: { creators: 3, agents: 1 },
  socials: [social],
};
const agent: Agent = {
  id: 'at_1',
  agencyId: 'ag_1',
  name: 'Ada',
  email: 'ada@nl.test',
  phone: null,
  createdAt: at,
  updatedAt: at,
  agency,
};
const team: Team = {
  id: 'tm_1',
  name: 'Growth',
  role: 'growth',
  leadManagerId: null,
  managerCount: 2,
  createdAt: at,
};
const manager: Manager = {
  id: 'mg_1',
  userId: 'us_1',
  name: 'Mia',
  email: 'mia@example.com',
  teamId: 'tm_1',
  role: 'growth',
  createdAt: at,
  updatedAt: at,
  team,
};
const user: User = { id: 'us_1', name: 'Mia', email: 'mia@example.com', groups: ['staff'] };
const creatorLabel: CreatorLabel = {
  id: 'cl_1',
  labelId: 'lb_1',
  name: 'VIP',
  color: '#ff0000',
  value: null,
  createdAt: at,
};
const creatorProgram: CreatorProgram = {
  id: 'cp_1',
  programId: 'pg_1',
  name: 'Partners',
  status: 'applied',
  joinedAt: at,
};
const channel: Channel = {
  id: 'ch_1',
  creatorId: 'cr_1',
  platform: 'twitch',
  handle: 'kai',
  url: 'https://twitch.tv/kai',
  followers: 1200,
  createdAt: at,
  stats: { avgViewers: 40, hoursStreamed30d: 60, predictionTier: 'tier_2' },
  features: [{ type: 'vodDyamicThumbnail', state: 'active' }],
};
const creator: Creator = {
  id: 'cr_1',
  name: 'Kai',
  email: 'kai@example.com',
  country: 'DE',
  languages: ['de', 'en'],
  primaryManagerId: 'mg_1',
  blocked: false,
  createdAt: at,
  updatedAt: at,
  details: { bio: 'Speedruns', avatarUrl: null, timezone: 'Europe/Berlin' },
  channels: [channel],
  labels: [creatorLabel],
  agency: { id: 'ca_1', agencyId: 'ag_1', agencyName: 'Northern Lights', agentId: null, agentName: null },
  outreach: { medium: 'email', method: 'manual', target: 'direct', optType: 'in', lastContactedAt: null },
  seRelationship: {
    primaryManagerId: 'mg_1',
    teamId: 'growth',
    spContractTarget: 'agency',
    paymentTarget: 'direct',
    spStanding: 'good',
  },
  seCreatorPrograms: [creatorProgram],
  spStats: { mrpType: 'mrpLast30d', mrpLast30d: 3, mrpLast90d: 7, invitesLast90d: 2 },
};
const label: Label = { id: 'lb_1', name: 'VIP', color: '#ff0000', valueCount: 0 };
const program: Program = {
  id: 'pg_1',
  name: 'Partners',
  description: 'Partner program',
  open: true,
  creatorCount: 4,
  createdAt: at,
};
const note = (id: string, extra: Partial<Note> = {}): Note => ({
  id,
  body: `Note ${id}`,
  isPinned: false,
  isRead: false,
  mainContextType: 'creator',
  mainContextId: 'cr_1',
  secondaryContextType: null,
  secondaryContextId: null,
  authorId: 'us_1',
  authorName: 'Mia',
  commentCount: 0,
  createdAt: at,
  updatedAt: at,
  ...extra,
});
const comment: Comment = {
  id: 'cm_1',
  noteId: 'nt_1',
  body: 'Agreed',
  authorId: 'us_1',
  authorName: 'Mia',
  createdAt: at,
  updatedAt: at,
};
const notification = (id: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  title: 'Import done',
  body: '12 creators',
  status: 'Unread',
  link: null,
  createdAt: at,
  ...extra,
});
const notificationSettings: NotificationSettings = {
  email: true,
  inApp: true,
  digest: 'daily',
  mutedTypes: [],
};
const payment: Payment = {
  id: 'py_1',
  creatorId: 'cr_1',
  agentId: null,
  title: 'November',
  amount: { value: 125000, currency: 'EUR' },
  status: 'PAID',
  target: 'direct',
  targetDate: at,
  createdAt: at,
  updatedAt: at,
};
const accountStatus: PaymentAccountStatus = { agentId: 'at_1', status: 'pending', updatedAt: at };
const group: PermissionGroup = { name: 'staff', description: 'Staff', memberCount: 2, builtIn: true };
const member: PermissionMember = { userId: 'us_1', email: 'mia@example.com', name: 'Mia', addedAt: at };
const savedView: SavedView = {
  id: 'vw_1',
  viewType: 'creators',
  name: 'German VIPs',
  visibility: 'private',
  editableBy: 'me',
  ownerId: 'us_1',
  ownerName: 'Mia',
  query: { filters: [{ field: 'country', op: 'eq', value: 'DE' }], queryOp: 'AND' },
  createdAt: at,
  updatedAt: at,
};
const job = (status: Job['status'] = 'accepted'): Job => ({
  id: 'jb_1',
  type: 'importCreators',
  status,
  createdAt: at,
  startedAt: status === 'accepted' ? null : at,
  finishedAt: status === 'success' || status === 'failed' ? at : null,
  total: 2,
  processed: status === 'success' ? 2 : 0,
  created: status === 'success' ? 2 : 0,
  updated: 0,
  errors: [],
});
const auditEntry: AuditEntry = {
  id: 'au_1',
  refId: 'cr_1',
  auditType: 'Manual',
  action: 'blocked',
  message: 'Blocked for spam',
  actorId: 'us_1',
  actorName: 'Mia',
  createdAt: at,
};
const blocklistEntry: BlocklistEntry = {
  creatorId: 'cr_1',
  creatorName: 'Kai',
  reason: 'spam',
  blockedBy: 'Mia',
  createdAt: at,
  updatedAt: at,
};
const searchPage = (ids: string[], pageNumber = 1, hasMore = false) => ({
  ...page(
    ids.map((id) => ({
      id,
      name: `Creator ${id}`,
      followers: 10,
      languages: ['en'],
      blocked: false,
      email: null,
    })),
    pageNumber,
    hasMore,
  ),
  totalRelation: 'eq' as const,
  pitId: null,
  tookMs: 3,
});

export {
  at,
  page,
  social,
  agency,
  agent,
  team,
  manager,
  user,
  creatorLabel,
  creatorProgram,
  channel,
  creator,
  label,
  program,
  note,
  comment,
  notification,
  notificationSettings,
  payment,
  accountStatus,
  group,
  member,
  savedView,
  job,
  auditEntry,
  blocklistEntry,
  searchPage,
};
