// One sample call per endpoint: the parameters, the request the server must see (path as sent,
// query decoded), and a valid answer. Typed by entry name, so a missing entry fails the typecheck.
import type {
  EndpointName,
  EndpointParams,
  EndpointResponse,
  FilterQuery,
} from 'headless-checkout/backoffice';
import * as f from './fixtures';

interface Sample<N extends EndpointName> {
  params?: EndpointParams<N>;
  /** Path as sent (encoded), then `?` and the decoded query. */
  url: string;
  response: EndpointResponse<N>;
}
type Samples = { [N in EndpointName]: Sample<N> };

const filters: FilterQuery = { filters: [{ field: 'country', op: 'eq', value: 'DE' }], queryOp: 'AND' };
const fj = `filtersjson=${JSON.stringify(filters)}`;
const deleted = (id: string) => ({ deleted: id });
const csv =
  'name,email,country,languages,platform,handle,followers\nKai,kai@example.com,DE,de;en,twitch,kai,10\n';
const newAgency = { name: 'North', country: 'NL', contactMethod: 'email', contact: 'a@b.test' } as const;
const newSocial = { platform: 'youtube', handle: 'kai' } as const;
const newManager = { userId: 'us_1', name: 'Mia', email: 'mia@example.com', role: 'growth' } as const;

const samples: Samples = {
  'agencies.create': { params: { body: newAgency }, url: '/backoffice/agencies/', response: f.agency },
  'agencies.update': {
    params: { path: { id: 'ag 1/x' }, body: { website: 'https://nl.test' } },
    url: '/backoffice/agencies/ag%201%2Fx',
    response: f.agency,
  },
  'agencies.delete': {
    params: { path: { id: 'ag_1' } },
    url: '/backoffice/agencies/ag_1',
    response: deleted('ag_1'),
  },
  'agencies.agents.create': {
    params: { path: { id: 'ag_1' }, body: { name: 'Ada', email: 'ada@nl.test' } },
    url: '/backoffice/agencies/ag_1/agents',
    response: f.agent,
  },
  'agencies.list': {
    params: { query: { withStats: true, filtersjson: filters, page: 2, count: 10 } },
    url: `/backoffice/agencies/?withStats=true&${fj}&page=2&count=10`,
    response: f.page([f.agency]),
  },
  'agencies.get': {
    params: { path: { id: 'ag_1' }, query: { parts: ['socials', 'agents'] } },
    url: '/backoffice/agencies/ag_1?parts[]=socials&parts[]=agents',
    response: { ...f.agency, agents: [f.agent] },
  },
  'agencies.agents.list': {
    params: { path: { id: 'ag_1' }, query: { withStats: false, page: 1, count: 5 } },
    url: '/backoffice/agencies/ag_1/agents?withStats=false&page=1&count=5',
    response: f.page([f.agent]),
  },
  'agencies.stats': {
    url: '/backoffice/agencies/stats',
    response: { total: 1, withAgents: 1, creators: 3, byCountry: [{ country: 'NL', count: 1 }] },
  },
  'agencies.getList': {
    params: { query: { page: 1, count: 25 } },
    url: '/backoffice/agencies/get/list?page=1&count=25',
    response: f.page([f.agency]),
  },
  'agencies.bulk': {
    params: { query: { ids: ['ag_1', 'ag_2'], parts: ['socials'] } },
    url: '/backoffice/agencies/bulk?ids[]=ag_1&ids[]=ag_2&parts[]=socials',
    response: [f.agency],
  },
  'agencies.creators': {
    params: { path: { id: 'ag_1' }, query: { page: 1, count: 25 } },
    url: '/backoffice/agencies/ag_1/creators?page=1&count=25',
    response: f.page([f.creator]),
  },
  'agents.update': {
    params: { path: { id: 'at_1' }, body: { phone: '+31 20 000' } },
    url: '/backoffice/agents/at_1',
    response: f.agent,
  },
  'agents.delete': {
    params: { path: { id: 'at_1' } },
    url: '/backoffice/agents/at_1',
    response: deleted('at_1'),
  },
  'agents.get': {
    params: { path: { id: 'at_1' }, query: { parts: ['agency'] } },
    url: '/backoffice/agents/at_1?parts[]=agency',
    response: f.agent,
  },
  'agents.list': {
    params: { query: { withStats: true, filtersjson: filters, page: 1, count: 25 } },
    url: `/backoffice/agents/?withStats=true&${fj}&page=1&count=25`,
    response: f.page([f.agent]),
  },
  'agents.getList': {
    params: { query: { filtersjson: filters } },
    url: `/backoffice/agents/get/list?${fj}`,
    response: f.page([f.agent]),
  },
  'agents.bulk': {
    params: { query: { ids: ['at_1'] } },
    url: '/backoffice/agents/bulk?ids[]=at_1',
    response: [f.agent],
  },
  'agencies.socials.create': {
    params: { path: { id: 'ag_1' }, body: newSocial },
    url: '/backoffice/agencies/ag_1/socials/',
    response: f.social,
  },
  'agencies.socials.delete': {
    params: { path: { id: 'ag_1', agencySocialMediaId: 'so_1' } },
    url: '/backoffice/agencies/ag_1/socials/so_1',
    response: deleted('so_1'),
  },
  'agents.socials.create': {
    params: { path: { id: 'at_1' }, body: newSocial },
    url: '/backoffice/agents/at_1/socials/',
    response: f.social,
  },
  'agents.socials.delete': {
    params: { path: { id: 'at_1', agentSocialMediaId: 'so_1' } },
    url: '/backoffice/agents/at_1/socials/so_1',
    response: deleted('so_1'),
  },
  'managers.socials.create': {
    params: { path: { id: 'mg_1' }, body: newSocial },
    url: '/backoffice/managers/mg_1/socials/',
    response: f.social,
  },
  'managers.socials.delete': {
    params: { path: { id: 'mg_1', managerSocialMediaId: 'so_1' } },
    url: '/backoffice/managers/mg_1/socials/so_1',
    response: deleted('so_1'),
  },
  'creators.socials.create': {
    params: { path: { id: 'cr_1' }, body: { ...newSocial, url: null } },
    url: '/backoffice/creators/cr_1/socials/',
    response: f.social,
  },
  'creators.socials.delete': {
    params: { path: { id: 'cr_1', creatorSocialMediaId: 'so_1' } },
    url: '/backoffice/creators/cr_1/socials/so_1',
    response: deleted('so_1'),
  },
  'audit.list': {
    params: { path: { refId: 'cr_1' }, query: { auditType: 'Manual', page: 1, count: 50 } },
    url: '/backoffice/audit/cr_1?auditType=Manual&page=1&count=50',
    response: f.page([f.auditEntry]),
  },
  'blocklist.list': {
    params: { query: { filtersjson: filters, page: 1, count: 25 } },
    url: `/backoffice/blocklist/list?${fj}&page=1&count=25`,
    response: f.page([f.blocklistEntry]),
  },
  'blocklist.update': {
    params: { path: { creatorId: 'cr_1' }, body: { reason: 'fraud' } },
    url: '/backoffice/blocklist/cr_1',
    response: f.blocklistEntry,
  },
  'blocklist.delete': {
    params: { path: { creatorId: 'cr_1' }, body: { reason: 'appeal accepted' } },
    url: '/backoffice/blocklist/cr_1',
    response: deleted('cr_1'),
  },
  'blocklist.create': {
    params: { body: { creatorId: 'cr_1', reason: 'spam' } },
    url: '/backoffice/blocklist/',
    response: f.blocklistEntry,
  },
  'channels.bulk': {
    params: { query: { ids: ['ch_1', 'ch_2'], parts: ['stats', 'features'] } },
    url: '/backoffice/channels/bulk?ids[]=ch_1&ids[]=ch_2&parts[]=stats&parts[]=features',
    response: [f.channel],
  },
  'channels.get': {
    params: { path: { id: 'ch_1' }, query: { parts: ['creator'] } },
    url: '/backoffice/channels/ch_1?parts[]=creator',
    response: { ...f.channel, creator: { ...f.creator, channels: undefined } },
  },
  'channels.delete': {
    params: { path: { id: 'ch_1' }, query: { keepSendingOffers: true } },
    url: '/backoffice/channels/ch_1?keepSendingOffers=true',
    response: { deleted: 'ch_1', keepSendingOffers: true },
  },
  'creators.agencies.delete': {
    params: { path: { id: 'cr_1', creatorAgencyId: 'ca_1' } },
    url: '/backoffice/creators/cr_1/agencies/ca_1',
    response: deleted('ca_1'),
  },
  'creators.labels.remove': {
    params: { path: { id: 'cr_1', creatorLabelId: 'cl_1' } },
    url: '/backoffice/creators/cr_1/labels/cl_1',
    response: deleted('cl_1'),
  },
  'creators.labels.add': {
    params: { path: { id: 'cr_1', labelId: 'lb_1' }, body: { value: 'gold' } },
    url: '/backoffice/creators/cr_1/labels/lb_1',
    response: { ...f.creatorLabel, value: 'gold' },
  },
  'creators.merge': {
    params: { body: { sourceId: 'cr_2', targetId: 'cr_1' } },
    url: '/backoffice/creators/merge',
    response: f.creator,
  },
  'creators.programs.remove': {
    params: { path: { id: 'cr_1', creatorProgramId: 'cp_1' } },
    url: '/backoffice/creators/cr_1/programs/cp_1',
    response: deleted('cp_1'),
  },
  'creators.programs.add': {
    params: { path: { id: 'cr_1' }, body: { programId: 'pg_1' } },
    url: '/backoffice/creators/cr_1/programs/',
    response: f.creatorProgram,
  },
  'creators.import.csv': { params: { body: csv }, url: '/backoffice/creators/import/csv', response: f.job() },
  'creators.import.updateCsv': {
    params: { body: 'id,name,email,country,languages\ncr_1,Kai,,,\n' },
    url: '/backoffice/creators/import/update/csv',
    response: f.job(),
  },
  'creators.import.emailCsv': {
    params: { body: 'id,email,optType\ncr_1,kai@example.com,in\n' },
    url: '/backoffice/creators/import/email/csv',
    response: f.job(),
  },
  'creators.reindex': {
    params: { path: { id: 'cr_1' } },
    url: '/backoffice/creators/internal/cr_1',
    response: { id: 'cr_1', reindexedAt: f.at },
  },
  'creators.bulk': {
    params: { query: { ids: ['cr_1', 'cr_2'], parts: ['details', 'labels'] } },
    url: '/backoffice/creators/bulk?ids[]=cr_1&ids[]=cr_2&parts[]=details&parts[]=labels',
    response: [f.creator],
  },
  'creators.get': {
    params: { path: { id: 'cr_1' }, query: { parts: ['details', 'spStats'] } },
    url: '/backoffice/creators/cr_1?parts[]=details&parts[]=spStats',
    response: f.creator,
  },
  'creators.update': {
    params: { path: { id: 'cr_1' }, body: { name: 'Kai K.', details: { timezone: 'UTC' } } },
    url: '/backoffice/creators/cr_1',
    response: f.creator,
  },
  'creators.bulkUpdate': {
    params: { body: { ids: ['cr_1'], operation: 'addLanguages', values: ['fr'] } },
    url: '/backoffice/creators/bulk/update',
    response: { updated: 1, operation: 'addLanguages' },
  },
  'curation.metadata': {
    url: '/backoffice/curation/metadata',
    response: {
      dimensions: [{ name: 'Country', values: ['DE'] }],
      fields: [{ name: 'followers', type: 'number' }],
    },
  },
  'curation.query': {
    params: {
      body: {
        dimensions: [{ name: 'MRPType', values: ['mrpLast30d'] }],
        fields: [{ name: 'followers', type: 'number', sortDirection: 'Desc' }],
        page: 1,
        count: 10,
      },
    },
    url: '/backoffice/curation/query',
    response: f.page([
      {
        creatorId: 'cr_1',
        name: 'Kai',
        country: 'DE',
        languages: ['de'],
        mrpType: 'mrpLast30d',
        accvTier: 'A',
        values: { followers: 1200, vip: true, tags: ['a'], note: null },
      },
    ]),
  },
  'health.check': {
    url: '/backoffice/health',
    response: { status: 'ok', database: 'ok', creators: 42, uptimeMs: 1000 },
  },
  'health.hello': {
    params: { query: { to: 'Mia & Kai' } },
    url: '/backoffice/hello?to=Mia & Kai',
    response: { message: 'Hello, Mia & Kai!' },
  },
  'jobs.import': {
    params: { body: { jobType: 'importCreatorEmail', csv: 'id,email,optType\n' } },
    url: '/backoffice/jobs/import',
    response: { ...f.job(), type: 'importCreatorEmail' },
  },
  'jobs.get': { params: { path: { id: 'jb_1' } }, url: '/backoffice/jobs/jb_1', response: f.job('started') },
  'labels.list': { url: '/backoffice/lables/', response: [f.label] },
  'labels.values': {
    params: { path: { id: 'lb_1' } },
    url: '/backoffice/lables/lb_1/values',
    response: [{ id: 'lv_1', labelId: 'lb_1', value: 'gold' }],
  },
  'managers.users.all': { url: '/backoffice/managers/users/all', response: [f.user] },
  'managers.users.list': {
    params: { query: { managerId: 'mg_1' } },
    url: '/backoffice/managers/users?managerId=mg_1',
    response: [f.user],
  },
  'managers.stats': {
    url: '/backoffice/managers/stats',
    response: {
      total: 2,
      byRole: { growth: 1, teamLeader: 1, relationships: 0, deployments: 0, merch: 0, training: 0 },
      creatorsWithoutManager: 5,
    },
  },
  'managers.all': {
    params: { query: { parts: ['team'] } },
    url: '/backoffice/managers/?parts[]=team',
    response: [f.manager],
  },
  'managers.create': { params: { body: newManager }, url: '/backoffice/managers/', response: f.manager },
  'managers.list': {
    params: { query: { parts: ['stats'], filtersjson: filters, page: 3, count: 20 } },
    url: `/backoffice/managers/list?parts[]=stats&${fj}&page=3&count=20`,
    response: f.page([f.manager], 3),
  },
  'managers.bulk': {
    params: { query: { ids: ['mg_1'] } },
    url: '/backoffice/managers/bulk?ids[]=mg_1',
    response: [f.manager],
  },
  'managers.get': { params: { path: { id: 'mg_1' } }, url: '/backoffice/managers/mg_1', response: f.manager },
  'managers.update': {
    params: { path: { id: 'mg_1' }, body: { role: 'merch', teamId: null } },
    url: '/backoffice/managers/mg_1',
    response: f.manager,
  },
  'managers.delete': {
    params: { path: { id: 'mg_1' } },
    url: '/backoffice/managers/mg_1',
    response: deleted('mg_1'),
  },
  'managers.byUser': {
    params: { path: { userId: 'us_1' } },
    url: '/backoffice/managers/user/us_1',
    response: f.manager,
  },
  'teams.all': { url: '/backoffice/teams/', response: [f.team] },
  'teams.create': {
    params: { body: { name: 'Merch', role: 'merch' } },
    url: '/backoffice/teams/',
    response: f.team,
  },
  'teams.get': { params: { path: { id: 'tm_1' } }, url: '/backoffice/teams/tm_1', response: f.team },
  'teams.update': {
    params: { path: { id: 'tm_1' }, body: { leadManagerId: 'mg_1' } },
    url: '/backoffice/teams/tm_1',
    response: f.team,
  },
  'teams.delete': {
    params: { path: { id: 'tm_1' } },
    url: '/backoffice/teams/tm_1',
    response: deleted('tm_1'),
  },
  'teams.managers': {
    params: { path: { id: 'tm_1' } },
    url: '/backoffice/teams/tm_1/managers',
    response: [f.manager],
  },
  'teams.list': {
    params: { query: { filtersjson: filters, page: 1, count: 25 } },
    url: `/backoffice/teams/get/list?${fj}&page=1&count=25`,
    response: f.page([f.team]),
  },
  'notes.comments.list': {
    params: { path: { id: 'nt_1' } },
    url: '/backoffice/notes/nt_1/comments/',
    response: [f.comment],
  },
  'notes.comments.upsert': {
    params: { path: { id: 'nt_1' }, body: { id: 'cm_1', body: 'Agreed' } },
    url: '/backoffice/notes/nt_1/comments/',
    response: f.comment,
  },
  'notes.comments.delete': {
    params: { path: { id: 'nt_1', commentId: 'cm_1' } },
    url: '/backoffice/notes/nt_1/comments/cm_1',
    response: deleted('cm_1'),
  },
  'notes.list': {
    params: {
      query: {
        mainContextType: 'creator',
        mainContextId: 'cr_1',
        isPinned: false,
        secondaryContextType: 'agency',
        secondaryContextId: 'ag_1',
        page: 1,
        count: 25,
      },
    },
    url: '/backoffice/notes/?mainContextType=creator&mainContextId=cr_1&isPinned=false&secondaryContextType=agency&secondaryContextId=ag_1&page=1&count=25',
    response: f.page([f.note('nt_1')]),
  },
  'notes.unreadCount': {
    params: { query: { mainContextType: 'creator', mainContextId: 'cr_1', isPinned: undefined } },
    url: '/backoffice/notes/totalUnreadNotes?mainContextType=creator&mainContextId=cr_1',
    response: { total: 3 },
  },
  'notes.create': {
    params: {
      body: { body: 'Called Kai', mainContextType: 'creator', mainContextId: 'cr_1', isPinned: true },
    },
    url: '/backoffice/notes/',
    response: f.note('nt_2', { isPinned: true }),
  },
  'notes.update': {
    params: { path: { id: 'nt_1' }, body: { isPinned: true, isRead: true } },
    url: '/backoffice/notes/nt_1',
    response: f.note('nt_1', { isPinned: true, isRead: true }),
  },
  'notes.delete': {
    params: { path: { id: 'nt_1' } },
    url: '/backoffice/notes/nt_1',
    response: deleted('nt_1'),
  },
  'notifications.list': {
    params: { query: { status: 'Unread', page: 1, count: 25 } },
    url: '/backoffice/notifications/?status=Unread&page=1&count=25',
    response: f.page([f.notification('no_1')]),
  },
  'notifications.updateStatus': {
    params: { body: { ids: ['no_1', 'no_2'], status: 'Read' } },
    url: '/backoffice/notifications/',
    response: { updated: 2 },
  },
  'notifications.settings.get': {
    url: '/backoffice/notifications/settings/',
    response: f.notificationSettings,
  },
  'notifications.settings.update': {
    params: { body: { digest: 'weekly', mutedTypes: ['import'] } },
    url: '/backoffice/notifications/settings/',
    response: { ...f.notificationSettings, digest: 'weekly', mutedTypes: ['import'] },
  },
  'payments.creators.list': {
    params: {
      path: { creatorId: 'cr_1' },
      query: {
        paymentStatus: ['PAID', 'PENDING'],
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        pageSize: 50,
        pageToken: 'tok_2',
        sortColumn: 'AMOUNT',
        sortDir: 'DESC',
      },
    },
    url: '/backoffice/payments/creators/cr_1/list?paymentStatus[]=PAID&paymentStatus[]=PENDING&startDate=2026-01-01&endDate=2026-12-31&pageSize=50&pageToken=tok_2&sortColumn=AMOUNT&sortDir=DESC',
    response: { items: [f.payment], nextPageToken: null, total: 1 },
  },
  'payments.agencies.agents': {
    params: { path: { id: 'ag_1' }, query: { sortColumn: 'CREATED_AT', sortDir: 'ASC' } },
    url: '/backoffice/payments/agencies/ag_1/agents?sortColumn=CREATED_AT&sortDir=ASC',
    response: [
      {
        agentId: 'at_1',
        agentName: 'Ada',
        paymentCount: 2,
        total: { value: 500, currency: 'EUR' },
        lastPaymentAt: null,
      },
    ],
  },
  'payments.accounts.status': {
    params: { path: { id: 'at_1' } },
    url: '/backoffice/payments/at_1/account/status',
    response: f.accountStatus,
  },
  'payments.accounts.create': {
    params: {
      path: { agentId: 'at_1' },
      body: { holderName: 'Ada', iban: 'NL91ABNA0417164300', country: 'NL' },
    },
    url: '/backoffice/payments/at_1/account',
    response: f.accountStatus,
  },
  'permissions.groups.list': { url: '/backoffice/permissions/groups', response: [f.group] },
  'permissions.groups.create': {
    params: { body: { name: 'finance', description: 'Payments' } },
    url: '/backoffice/permissions/groups',
    response: f.group,
  },
  'permissions.members.list': {
    params: { path: { groupName: 'staff' } },
    url: '/backoffice/permissions/groups/staff/users',
    response: [f.member],
  },
  'permissions.members.add': {
    params: { path: { groupName: 'staff' }, body: { userIds: ['us_2'] } },
    url: '/backoffice/permissions/groups/staff/users',
    response: { group: 'staff', userIds: ['us_2'] },
  },
  'permissions.members.remove': {
    params: { path: { groupName: 'staff' }, body: { userIds: ['us_2'] } },
    url: '/backoffice/permissions/groups/staff/users',
    response: { group: 'staff', userIds: ['us_2'] },
  },
  'permissions.members.check': {
    params: { path: { groupName: 'staff', userId: 'us_1' } },
    url: '/backoffice/permissions/groups/staff/users/us_1',
    response: { group: 'staff', userId: 'us_1', member: true },
  },
  'permissions.members.addByEmail': {
    params: { path: { groupName: 'staff' }, body: { emails: ['mia@example.com', 'x@y.test'] } },
    url: '/backoffice/permissions/groups/staff/users/email',
    response: { group: 'staff', added: ['us_1'], unknownEmails: ['x@y.test'] },
  },
  'permissions.groups.remove': {
    params: { path: { groupName: 'old group' } },
    url: '/backoffice/permissions/groups/old%20group/akn',
    response: { removed: 'old group' },
  },
  'programs.all': { url: '/backoffice/programs/', response: [f.program] },
  'programs.list': {
    params: { query: { page: 1, count: 25 } },
    url: '/backoffice/programs/list?page=1&count=25',
    response: f.page([f.program]),
  },
  'programs.creators': {
    params: { path: { id: 'pg_1' }, query: { page: 2, count: 5 } },
    url: '/backoffice/programs/pg_1?page=2&count=5',
    response: f.page([f.creator], 2),
  },
  'public.me': { url: '/backoffice/public/creators/me', response: f.creator },
  'public.apply': {
    params: { path: { programId: 'pg_1' } },
    url: '/backoffice/public/creators/programs/pg_1/apply',
    response: f.creatorProgram,
  },
  'views.list': { url: '/backoffice/views/', response: [f.savedView] },
  'views.create': {
    params: {
      body: {
        viewType: 'creators',
        name: 'Mine',
        visibility: 'public',
        editableBy: 'all',
        query: { terms: 'kai' },
      },
    },
    url: '/backoffice/views/',
    response: f.savedView,
  },
  'views.byType': {
    params: { path: { viewType: 'creators' } },
    url: '/backoffice/views/creators',
    response: [f.savedView],
  },
  'views.update': {
    params: { path: { id: 'vw_1' }, body: { name: 'Renamed' } },
    url: '/backoffice/views/vw_1',
    response: f.savedView,
  },
  'views.delete': {
    params: { path: { id: 'vw_1' } },
    url: '/backoffice/views/vw_1',
    response: deleted('vw_1'),
  },
  'search.status': {
    url: '/backoffice/search/creators/status',
    response: { indexed: 42, lastIndexedAt: f.at, healthy: true },
  },
  'search.creators': {
    params: {
      body: {
        filters: [{ field: 'languages', op: 'contains', value: 'de' }],
        queryOp: 'OR',
        terms: 'kai',
        sort: [{ field: 'followers', dir: 'desc' }],
        fields: ['name', 'followers'],
        page: 1,
        count: 2,
        pit: { id: 'pit_1', keepAlive: '1m' },
      },
    },
    url: '/backoffice/search/creators/',
    response: { ...f.searchPage(['cr_1', 'cr_2'], 1, true), pitId: 'pit_1' },
  },
  'search.fields': {
    url: '/backoffice/search/creators/fields',
    response: [{ name: 'followers', type: 'Number', operators: ['lt', 'gte'], sortable: true }],
  },
  'search.fieldValues': {
    params: { path: { field: 'country' }, query: { term: 'D' } },
    url: '/backoffice/search/creators/fields/country?term=D',
    response: { field: 'country', values: [{ value: 'DE', count: 12 }] },
  },
  'search.pit.open': {
    params: { query: { keepAlive: '30s' } },
    url: '/backoffice/search/creators/pit/open?keepAlive=30s',
    response: { id: 'pit_1', expiresAt: f.at },
  },
  'search.pit.close': {
    params: { path: { id: 'pit_1' } },
    url: '/backoffice/search/creators/pit/close/pit_1',
    response: { closed: true },
  },
};

export { samples, filters };
export type { Sample };
