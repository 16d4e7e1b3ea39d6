// The contract between the two sides: every entry of the endpoint table, called through the typed
// client (which validates each answer with its valibot schema) against the sandbox's back-office
// service over its real database. A shape the sandbox answers that the client does not accept, or
// a request the client builds that the sandbox refuses, fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATOR_PARTS,
  createBackofficeClient,
  endpoints,
  ForbiddenError,
  UnauthorizedError,
  type BackofficeClient,
  type EndpointName,
} from 'headless-checkout/backoffice';
import { createBackoffice, type Backoffice } from '../../examples/sandbox/backoffice/app';
import { freshStore } from '../sandbox/backoffice/store';

const BASE = 'http://backoffice.test/backoffice/';
let backoffice: Backoffice;
const called = new Set<EndpointName>();

/** A client signed in with `token`, over the sandbox's handler; records every entry it calls. */
function clientWith(token: string): BackofficeClient {
  const client = createBackofficeClient({
    baseUrl: BASE,
    hostFrameToken: token,
    navigate: () => undefined,
    fetch: (input, init) => backoffice.handle(new Request(input, init)),
  });
  const call = client.call;
  client.call = ((name: EndpointName, ...args: unknown[]) => {
    called.add(name);
    return (call as (...rest: unknown[]) => Promise<unknown>)(name, ...args);
  }) as typeof client.call;
  return client;
}

async function devLogin(path: string, body: unknown): Promise<string> {
  const response = await backoffice.handle(
    new Request(new URL(path, BASE), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

let admin: BackofficeClient;
let adminToken: string;
let creatorIds: string[];

beforeAll(async () => {
  backoffice = createBackoffice({
    basePath: '/backoffice',
    seed: { creators: 200 },
    jobs: { startDelayMs: 0, batchDelayMs: 0 },
    ...(await freshStore({ creators: 200 })),
  });
  await backoffice.ready;
  adminToken = await devLogin('auth/dev-login', { email: 'admin@example.com' });
  admin = clientWith(adminToken);
  const found = await admin.call('search.creators', {
    body: { filters: [{ field: 'blocked', op: 'eq', value: false }], count: 20 },
  });
  creatorIds = found.items.map((hit) => hit.id);
  expect(creatorIds.length).toBe(20);
}, 60_000);

afterAll(async () => {
  await backoffice.close();
});

describe('the client and the sandbox agree on every call', () => {
  it('reads: creators, channels, search, curation, health, labels, programs, views, audit', async () => {
    const [first, second] = creatorIds as [string, string];
    const creator = await admin.call('creators.get', {
      path: { id: first },
      query: { parts: [...CREATOR_PARTS] },
    });
    expect(creator.id).toBe(first);
    expect(Array.isArray(creator.channels)).toBe(true);
    const bulk = await admin.call('creators.bulk', { query: { ids: [first, second], parts: ['labels'] } });
    expect(bulk.map((item) => item.id).sort()).toEqual([first, second].sort());
    const channelId = creator.channels![0]!.id;
    expect(
      (await admin.call('channels.get', { path: { id: channelId }, query: { parts: ['stats', 'features'] } }))
        .id,
    ).toBe(channelId);
    expect(
      await admin.call('channels.bulk', { query: { ids: [channelId], parts: ['creator'] } }),
    ).toHaveLength(1);

    expect((await admin.call('search.status')).healthy).toBe(true);
    const fields = await admin.call('search.fields');
    expect(fields.map((field) => field.name)).toContain('followers');
    expect(
      (await admin.call('search.fieldValues', { path: { field: 'country' }, query: { term: '' } })).field,
    ).toBe('country');
    const pit = await admin.call('search.pit.open', { query: { keepAlive: '1m' } });
    const paged = await admin.call('search.creators', {
      body: {
        filters: [{ field: 'followers', op: 'gte', value: 0 }],
        queryOp: 'OR',
        terms: '',
        sort: [{ field: 'followers', dir: 'desc' }],
        fields: ['name', 'country', 'followers'],
        count: 10,
        pit: { id: pit.id, keepAlive: '1m' },
      },
    });
    expect(paged.pitId).toBe(pit.id);
    // The next page after the cursor of the first (keyset paging), in the same point in time.
    expect(paged.searchAfter).toEqual(expect.any(String));
    const next = await admin.call('search.creators', {
      body: {
        filters: [{ field: 'followers', op: 'gte', value: 0 }],
        queryOp: 'OR',
        terms: '',
        sort: [{ field: 'followers', dir: 'desc' }],
        fields: ['name', 'country', 'followers'],
        count: 10,
        page: 2,
        searchAfter: paged.searchAfter!,
        pit: { id: pit.id },
      },
    });
    expect(next.total).toBe(paged.total);
    expect(next.items).toHaveLength(10);
    expect(next.items.some((hit) => paged.items.some((seen) => seen.id === hit.id))).toBe(false);
    expect(Number(next.items[0]!.followers)).toBeLessThanOrEqual(Number(paged.items.at(-1)!.followers));
    expect((await admin.call('search.pit.close', { path: { id: pit.id } })).closed).toBe(true);

    const metadata = await admin.call('curation.metadata');
    expect(metadata.dimensions.map((dimension) => dimension.name)).toContain('Country');
    const curated = await admin.call('curation.query', {
      body: {
        fields: [{ name: metadata.fields[0]!.name, type: metadata.fields[0]!.type, sortDirection: 'Desc' }],
        count: 5,
      },
    });
    expect(curated.items.length).toBeGreaterThan(0);

    expect((await admin.call('health.check')).status).toBe('ok');
    expect((await admin.call('health.hello', { query: { to: 'staff' } })).message).toBe('Hello, staff!');
    const labels = await admin.call('labels.list');
    const labelWithValues = labels.find((label) => label.valueCount > 0)!;
    const values = await admin.call('labels.values', { path: { id: labelWithValues.id } });
    expect(values).toHaveLength(labelWithValues.valueCount);
    expect(values.every((value) => value.labelId === labelWithValues.id)).toBe(true);
    const programs = await admin.call('programs.all');
    expect(
      (await admin.call('programs.list', { query: { page: 1, count: 5 } })).items.length,
    ).toBeGreaterThan(0);
    expect(
      (await admin.call('programs.creators', { path: { id: programs[0]!.id }, query: { page: 1, count: 5 } }))
        .page,
    ).toBe(1);
    const views = await admin.call('views.list');
    expect(views.length).toBeGreaterThan(0);
    expect(
      (await admin.call('views.byType', { path: { viewType: 'creators' } })).every(
        (view) => view.viewType === 'creators',
      ),
    ).toBe(true);
    expect(
      (await admin.call('audit.list', { path: { refId: first }, query: { page: 1, count: 5 } })).page,
    ).toBe(1);
    expect((await admin.call('blocklist.list', { query: { page: 1, count: 5 } })).page).toBe(1);
  });

  it('organisations: agencies, agents, managers, teams and their socials', async () => {
    const filtersjson = {
      filters: [{ field: 'name', op: 'contains' as const, value: 'a' }],
      queryOp: 'AND' as const,
    };
    const agencies = await admin.call('agencies.list', {
      query: { withStats: true, filtersjson, page: 1, count: 5 },
    });
    const agencyId = agencies.items[0]!.id;
    expect(
      (await admin.call('agencies.getList', { query: { page: 1, count: 5 } })).items.length,
    ).toBeGreaterThan(0);
    expect(
      (await admin.call('agencies.get', { path: { id: agencyId }, query: { parts: ['socials', 'agents'] } }))
        .id,
    ).toBe(agencyId);
    expect((await admin.call('agencies.stats')).total).toBeGreaterThan(0);
    expect(
      await admin.call('agencies.bulk', { query: { ids: [agencyId], parts: ['socials'] } }),
    ).toHaveLength(1);
    expect(
      (await admin.call('agencies.creators', { path: { id: agencyId }, query: { page: 1, count: 5 } })).page,
    ).toBe(1);
    const agents = await admin.call('agencies.agents.list', {
      path: { id: agencyId },
      query: { withStats: true, page: 1, count: 5 },
    });
    expect(agents.page).toBe(1);
    expect(
      (await admin.call('agents.list', { query: { withStats: false, page: 1, count: 5 } })).items.length,
    ).toBeGreaterThan(0);
    expect((await admin.call('agents.getList', { query: { filtersjson, page: 1, count: 5 } })).page).toBe(1);

    const agency = await admin.call('agencies.create', {
      body: { name: 'Contract Agency', country: 'NL', contactMethod: 'email', contact: 'c@agency.test' },
    });
    expect(
      (
        await admin.call('agencies.update', {
          path: { id: agency.id },
          body: { website: 'https://agency.test' },
        })
      ).website,
    ).toBe('https://agency.test');
    const agent = await admin.call('agencies.agents.create', {
      path: { id: agency.id },
      body: { name: 'Ada Agent', email: 'ada@agency.test' },
    });
    expect(
      (await admin.call('agents.get', { path: { id: agent.id }, query: { parts: ['socials', 'agency'] } }))
        .agencyId,
    ).toBe(agency.id);
    expect(
      (await admin.call('agents.update', { path: { id: agent.id }, body: { phone: '+31201234567' } })).phone,
    ).toBe('+31201234567');
    expect(await admin.call('agents.bulk', { query: { ids: [agent.id] } })).toHaveLength(1);

    const agencySocial = await admin.call('agencies.socials.create', {
      path: { id: agency.id },
      body: { platform: 'instagram', handle: 'agency' },
    });
    await admin.call('agencies.socials.delete', {
      path: { id: agency.id, agencySocialMediaId: agencySocial.id },
    });
    const agentSocial = await admin.call('agents.socials.create', {
      path: { id: agent.id },
      body: { platform: 'tiktok', handle: 'ada' },
    });
    await admin.call('agents.socials.delete', { path: { id: agent.id, agentSocialMediaId: agentSocial.id } });

    const users = await admin.call('managers.users.all');
    const managers = await admin.call('managers.all', { query: { parts: ['team'] } });
    const managerId = managers[0]!.id;
    expect(
      (await admin.call('managers.users.list', { query: { managerId } })).map((user) => user.id),
    ).toContain(managers[0]!.userId);
    expect((await admin.call('managers.stats')).total).toBe(managers.length);
    expect(
      (await admin.call('managers.list', { query: { parts: ['stats'], page: 1, count: 5 } })).items.length,
    ).toBeGreaterThan(0);
    expect(await admin.call('managers.bulk', { query: { ids: [managerId] } })).toHaveLength(1);
    expect((await admin.call('managers.get', { path: { id: managerId } })).id).toBe(managerId);
    expect((await admin.call('managers.byUser', { path: { userId: managers[0]!.userId } })).id).toBe(
      managerId,
    );
    const teams = await admin.call('teams.all');
    const team = await admin.call('teams.create', { body: { name: 'Contract team', role: 'training' } });
    expect((await admin.call('teams.get', { path: { id: team.id } })).name).toBe('Contract team');
    expect(
      (await admin.call('teams.update', { path: { id: team.id }, body: { name: 'Renamed team' } })).name,
    ).toBe('Renamed team');
    const teamManagers = await admin.call('teams.managers', { path: { id: teams[0]!.id } });
    expect(teamManagers.length).toBeGreaterThan(0);
    expect(teamManagers.every((member) => member.teamId === teams[0]!.id)).toBe(true);
    expect((await admin.call('teams.list', { query: { page: 1, count: 5 } })).page).toBe(1);
    const manager = await admin.call('managers.create', {
      body: {
        userId: users[0]!.id,
        name: 'Contract Manager',
        email: 'cm@example.com',
        role: 'growth',
        teamId: team.id,
      },
    });
    expect(
      (await admin.call('managers.update', { path: { id: manager.id }, body: { role: 'merch' } })).role,
    ).toBe('merch');
    const managerSocial = await admin.call('managers.socials.create', {
      path: { id: manager.id },
      body: { platform: 'discord', handle: 'cm' },
    });
    await admin.call('managers.socials.delete', {
      path: { id: manager.id, managerSocialMediaId: managerSocial.id },
    });
    await admin.call('managers.delete', { path: { id: manager.id } });
    await admin.call('teams.delete', { path: { id: team.id } });
    await admin.call('agents.delete', { path: { id: agent.id } });
    await admin.call('agencies.delete', { path: { id: agency.id } });
  });

  it('creator writes: update, labels, programs, socials, agency, channel, blocklist, bulk update, merge, reindex', async () => {
    const [, , id, source, target, other] = creatorIds as [string, string, string, string, string, string];
    expect(
      (
        await admin.call('creators.update', {
          path: { id },
          body: { name: 'Contract Creator', languages: ['en', 'nl'] },
        })
      ).name,
    ).toBe('Contract Creator');
    const labels = await admin.call('labels.list');
    const added = await admin.call('creators.labels.add', {
      path: { id, labelId: labels[0]!.id },
      body: { value: null },
    });
    await admin.call('creators.labels.remove', { path: { id, creatorLabelId: added.id } });
    const programs = await admin.call('programs.all');
    const joined = await admin.call('creators.programs.add', {
      path: { id },
      body: { programId: programs.find((p) => p.open)!.id },
    });
    await admin.call('creators.programs.remove', { path: { id, creatorProgramId: joined.id } });
    const social = await admin.call('creators.socials.create', {
      path: { id },
      body: { platform: 'youtube', handle: 'contract' },
    });
    await admin.call('creators.socials.delete', { path: { id, creatorSocialMediaId: social.id } });

    const withAgency = await admin.call('search.creators', {
      body: { filters: [{ field: 'agencyId', op: 'notIsEmpty' }], count: 1 },
    });
    const agencyCreator = await admin.call('creators.get', {
      path: { id: withAgency.items[0]!.id },
      query: { parts: ['agency', 'channels'] },
    });
    await admin.call('creators.agencies.delete', {
      path: { id: agencyCreator.id, creatorAgencyId: agencyCreator.agency!.id },
    });
    const deletedChannel = await admin.call('channels.delete', {
      path: { id: agencyCreator.channels![0]!.id },
      query: { keepSendingOffers: false },
    });
    expect(deletedChannel.keepSendingOffers).toBe(false);

    expect(
      (await admin.call('blocklist.create', { body: { creatorId: other, reason: 'Spam' } })).reason,
    ).toBe('Spam');
    expect(
      (await admin.call('blocklist.update', { path: { creatorId: other }, body: { reason: 'Fraud' } }))
        .reason,
    ).toBe('Fraud');
    await admin.call('blocklist.delete', { path: { creatorId: other }, body: { reason: 'Cleared' } });

    const managers = await admin.call('managers.all');
    for (const [operation, values] of [
      ['addLanguages', ['fr']],
      ['removeLanguages', ['fr']],
      ['replaceCountry', ['BE']],
      ['addLabels', [labels[1]!.id]],
      ['removeLabels', [labels[1]!.id]],
      ['addPrimaryManager', [managers[0]!.id]],
      ['removePrimaryManager', [managers[0]!.id]],
    ] as const)
      expect(
        (
          await admin.call('creators.bulkUpdate', {
            body: { ids: [id, other], operation, values: [...values] },
          })
        ).operation,
      ).toBe(operation);

    expect((await admin.call('creators.merge', { body: { sourceId: source, targetId: target } })).id).toBe(
      target,
    );
    expect((await admin.call('creators.reindex', { path: { id } })).id).toBe(id);
  });

  it('activity: notes and comments, notifications, views', async () => {
    const [id] = creatorIds as [string];
    const note = await admin.call('notes.create', {
      body: { body: 'Contract note', mainContextType: 'creator', mainContextId: id },
    });
    expect(
      (await admin.call('notes.update', { path: { id: note.id }, body: { isPinned: true } })).isPinned,
    ).toBe(true);
    const query = { mainContextType: 'creator' as const, mainContextId: id, page: 1, count: 10 };
    expect((await admin.call('notes.list', { query })).items.map((item) => item.id)).toContain(note.id);
    // The new note is unread: it counts.
    expect((await admin.call('notes.unreadCount', { query })).total).toBeGreaterThanOrEqual(1);
    const comment = await admin.call('notes.comments.upsert', {
      path: { id: note.id },
      body: { body: 'First' },
    });
    expect(
      (
        await admin.call('notes.comments.upsert', {
          path: { id: note.id },
          body: { id: comment.id, body: 'Edited' },
        })
      ).body,
    ).toBe('Edited');
    expect(
      (await admin.call('notes.comments.list', { path: { id: note.id } })).map((item) => item.body),
    ).toEqual(['Edited']);
    await admin.call('notes.comments.delete', { path: { id: note.id, commentId: comment.id } });
    await admin.call('notes.delete', { path: { id: note.id } });

    const notifications = await admin.call('notifications.list', {
      query: { status: 'Unread', page: 1, count: 5 },
    });
    const ids = notifications.items.map((item) => item.id);
    expect((await admin.call('notifications.updateStatus', { body: { ids, status: 'Read' } })).updated).toBe(
      ids.length,
    );
    const settings = await admin.call('notifications.settings.get');
    expect((await admin.call('notifications.settings.update', { body: { digest: 'weekly' } })).digest).toBe(
      'weekly',
    );
    expect({ ...(await admin.call('notifications.settings.get')), digest: settings.digest }).toEqual(
      settings,
    );
    expect((await admin.call('notifications.settings.get')).digest).toBe('weekly');

    const view = await admin.call('views.create', {
      body: {
        viewType: 'creators',
        name: 'Contract view',
        visibility: 'private',
        editableBy: 'me',
        query: { filters: [{ field: 'country', op: 'eq', value: 'DE' }], queryOp: 'AND' },
      },
    });
    expect(
      (await admin.call('views.update', { path: { id: view.id }, body: { visibility: 'public' } }))
        .visibility,
    ).toBe('public');
    await admin.call('views.delete', { path: { id: view.id } });
  });

  it('imports, jobs, payments, permissions and the public creator calls', async () => {
    const [id] = creatorIds as [string];
    const csv =
      'name,email,country,languages,platform,handle,followers\nKai,kai@example.com,DE,de;en,twitch,kai_contract,10\n';
    const job = await admin.call('creators.import.csv', { body: csv });
    expect(job.status).toBe('accepted');
    await expect
      .poll(async () => (await admin.call('jobs.get', { path: { id: job.id } })).status, { timeout: 10_000 })
      .toBe('success');
    expect(
      (
        await admin.call('creators.import.updateCsv', {
          body: `id,name,email,country,languages\n${id},,,,\n`,
        })
      ).type,
    ).toBe('updateCreators');
    expect(
      (await admin.call('creators.import.emailCsv', { body: `id,email,optType\n${id},e@example.com,in\n` }))
        .status,
    ).toBe('accepted');
    expect(
      (
        await admin.call('jobs.import', {
          body: { jobType: 'importCreatorEmail', csv: `id,email,optType\n${id},f@example.com,out\n` },
        })
      ).type,
    ).toBe('importCreatorEmail');

    const payments = await admin.call('payments.creators.list', {
      path: { creatorId: id },
      query: { paymentStatus: ['PAID', 'PENDING'], pageSize: 5, sortColumn: 'AMOUNT', sortDir: 'DESC' },
    });
    expect(payments.items.every((payment) => ['PAID', 'PENDING'].includes(payment.status))).toBe(true);
    const agencies = await admin.call('agencies.list', { query: { page: 1, count: 1 } });
    const summaries = await admin.call('payments.agencies.agents', {
      path: { id: agencies.items[0]!.id },
      query: { sortColumn: 'AMOUNT', sortDir: 'ASC' },
    });
    const totals = summaries.map((summary) => summary.total.value);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const agents = await admin.call('agents.list', { query: { page: 1, count: 1 } });
    const agentId = agents.items[0]!.id;
    expect((await admin.call('payments.accounts.status', { path: { id: agentId } })).agentId).toBe(agentId);
    expect(
      (
        await admin.call('payments.accounts.create', {
          path: { agentId },
          body: { holderName: 'Ada', iban: 'NL91ABNA0417164300', country: 'NL' },
        })
      ).agentId,
    ).toBe(agentId);

    const group = await admin.call('permissions.groups.create', {
      body: { name: 'contract', description: 'Contract group' },
    });
    expect((await admin.call('permissions.groups.list')).map((item) => item.name)).toContain(group.name);
    const users = await admin.call('managers.users.all');
    // The member calls take their own authorization header (here the admin's, as a host app would pass it).
    const authorization = `Bearer ${adminToken}`;
    expect(
      (
        await admin.call('permissions.members.add', {
          path: { groupName: 'contract' },
          body: { userIds: [users[1]!.id] },
          authorization,
        })
      ).userIds,
    ).toEqual([users[1]!.id]);
    expect(
      (
        await admin.call('permissions.members.check', {
          path: { groupName: 'contract', userId: users[1]!.id },
        })
      ).member,
    ).toBe(true);
    expect(
      (
        await admin.call('permissions.members.addByEmail', {
          path: { groupName: 'contract' },
          body: { emails: ['nobody@example.com'] },
        })
      ).unknownEmails,
    ).toEqual(['nobody@example.com']);
    expect((await admin.call('permissions.members.list', { path: { groupName: 'contract' } })).length).toBe(
      1,
    );
    await admin.call('permissions.members.remove', {
      path: { groupName: 'contract' },
      body: { userIds: [users[1]!.id] },
      authorization,
    });
    expect((await admin.call('permissions.groups.remove', { path: { groupName: 'contract' } })).removed).toBe(
      'contract',
    );

    const creator = clientWith(await devLogin('auth/dev-login/creator', { creatorId: id }));
    expect((await creator.call('public.me')).id).toBe(id);
    const programs = await admin.call('programs.all');
    const me = await creator.call('public.me');
    const open = programs.find(
      (program) => program.open && !me.seCreatorPrograms?.some((joined) => joined.programId === program.id),
    );
    expect((await creator.call('public.apply', { path: { programId: open!.id } })).status).toBe('applied');
  });

  it('a staff member outside finance gets 403 on payments, a stranger 401: both send the browser to the root', async () => {
    const visited: string[] = [];
    const staff = createBackofficeClient({
      baseUrl: BASE,
      hostFrameToken: await devLogin('auth/dev-login', { email: 'staff@example.com' }),
      navigate: (url) => visited.push(url),
      fetch: (input, init) => backoffice.handle(new Request(input, init)),
    });
    await expect(
      staff.call('payments.creators.list', { path: { creatorId: creatorIds[0]! } }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    const stranger = createBackofficeClient({
      baseUrl: BASE,
      navigate: (url) => visited.push(url),
      fetch: (input, init) => backoffice.handle(new Request(input, init)),
    });
    await expect(stranger.call('labels.list')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(visited).toEqual(['/', '/']);
  });

  it('called every entry of the endpoint table', () => {
    expect(Object.keys(endpoints).filter((name) => !called.has(name as EndpointName))).toEqual([]);
  });
});
