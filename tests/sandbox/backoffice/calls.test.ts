/** Every call answers the shape of docs/backoffice-api.md (fields, nullability, ids, ISO dates). */
import { describe, expect, it } from 'vitest';
import { CREATOR_PARTS } from '../../../examples/sandbox/backoffice/enums';
import { ISO, TEST_CREATORS, setupBackoffice } from './helpers';

const id = (prefix: string) => expect.stringMatching(new RegExp(`^${prefix}_\\d{5,}$`));
const date = expect.stringMatching(ISO);
const nullableString = (value: unknown) => value === null || typeof value === 'string';
const page = (items: unknown) => ({
  items,
  page: expect.any(Number),
  count: expect.any(Number),
  total: expect.any(Number),
  hasMore: expect.any(Boolean),
});
const agencyShape = {
  id: id('ag'),
  name: expect.any(String),
  country: expect.stringMatching(/^[A-Z]{2}$/),
  contactMethod: expect.stringMatching(/^(email|phone)$/),
  contact: expect.any(String),
  createdAt: date,
  updatedAt: date,
};
const agentShape = {
  id: id('at'),
  agencyId: id('ag'),
  name: expect.any(String),
  email: expect.any(String),
  createdAt: date,
  updatedAt: date,
};
const socialShape = {
  id: id('so'),
  platform: expect.any(String),
  handle: expect.any(String),
  createdAt: date,
};
const managerShape = {
  id: id('mg'),
  userId: id('us'),
  name: expect.any(String),
  email: expect.any(String),
  role: expect.any(String),
  createdAt: date,
  updatedAt: date,
};
const teamShape = {
  id: id('tm'),
  name: expect.any(String),
  role: expect.any(String),
  managerCount: expect.any(Number),
  createdAt: date,
};
const creatorShape = {
  id: id('cr'),
  name: expect.any(String),
  country: expect.any(String),
  languages: expect.any(Array),
  blocked: expect.any(Boolean),
  createdAt: date,
  updatedAt: date,
};

describe('back-office calls', () => {
  const bo = setupBackoffice();

  it('answers hello and health without a token', async () => {
    expect((await bo.call('GET', 'hello?to=Ada')).body).toEqual({ message: 'Hello, Ada!' });
    const health = await bo.call('GET', 'health/');
    expect(health.body).toEqual({
      status: 'ok',
      database: 'ok',
      creators: TEST_CREATORS,
      uptimeMs: expect.any(Number),
    });
  });

  it('dev-login answers the user and sets the se-token cookie; logout clears it', async () => {
    const answer = await bo.call('POST', 'auth/dev-login', { body: { email: 'finance@example.com' } });
    expect(answer.body).toEqual({
      token: expect.any(String),
      user: {
        id: 'us_00003',
        name: 'Fay Finance',
        email: 'finance@example.com',
        groups: ['finance', 'staff'],
      },
    });
    expect(answer.headers.get('set-cookie')).toBe(
      `se-token=${answer.body.token}; Path=/; HttpOnly; SameSite=Strict`,
    );
    const out = await bo.call('POST', 'auth/logout', { token: answer.body.token });
    expect(out.headers.get('set-cookie')).toContain(
      'se-token=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0',
    );
    expect((await bo.call('GET', 'lables/', { token: answer.body.token })).status).toBe(401);
  });

  it('agencies: list with stats, get with parts, create, update, agents, stats, bulk, creators, delete', async () => {
    const t = bo.staff;
    const list = await bo.call('GET', 'agencies/?withStats=true&count=3&page=2', { token: t });
    expect(list.body).toEqual(page(expect.any(Array)));
    expect(list.body).toMatchObject({ page: 2, count: 3, total: 300, hasMore: true });
    expect(list.body.items[0]).toEqual({
      ...agencyShape,
      website: list.body.items[0].website,
      stats: { creators: expect.any(Number), agents: 3 },
    });
    const one = await bo.call('GET', 'agencies/ag_00001?parts[]=socials&parts[]=agents', { token: t });
    expect(one.body.agents).toHaveLength(3);
    expect(one.body.agents[0]).toEqual(expect.objectContaining(agentShape));
    expect(one.body.socials[0]).toEqual(expect.objectContaining(socialShape));
    const created = await bo.call('POST', 'agencies/', {
      token: t,
      body: { name: 'Test Agency', country: 'NL', contactMethod: 'email', contact: 'a@b.nl' },
    });
    expect(created.body).toEqual({ ...agencyShape, name: 'Test Agency', website: null });
    const updated = await bo.call('PUT', `agencies/${created.body.id}`, {
      token: t,
      body: { website: 'https://t.example' },
    });
    expect(updated.body).toMatchObject({
      id: created.body.id,
      website: 'https://t.example',
      name: 'Test Agency',
    });
    const agent = await bo.call('POST', `agencies/${created.body.id}/agents`, {
      token: t,
      body: { name: 'Ann', email: 'ann@t.example' },
    });
    expect(agent.body).toEqual({ ...agentShape, agencyId: created.body.id, phone: null });
    const agents = await bo.call('GET', `agencies/${created.body.id}/agents?withStats=true`, { token: t });
    expect(agents.body).toEqual({
      items: [{ ...agent.body, stats: { creators: 0 } }],
      page: 1,
      count: 25,
      total: 1,
      hasMore: false,
    });
    const stats = await bo.call('GET', 'agencies/stats', { token: t });
    expect(stats.body).toEqual({
      total: 301,
      withAgents: 301,
      creators: expect.any(Number),
      byCountry: expect.any(Array),
    });
    expect(stats.body.byCountry[0]).toEqual({ country: expect.any(String), count: expect.any(Number) });
    const bulk = await bo.call('GET', 'agencies/bulk?ids[]=ag_00002&ids[]=ag_00001&parts[]=socials', {
      token: t,
    });
    expect(bulk.body.map((a: { id: string }) => a.id)).toEqual(['ag_00002', 'ag_00001']);
    const linked = await bo.call('GET', 'search/creators/fields/agencyId', { token: t });
    const agencyId = linked.body.values[0].value as string;
    const creators = await bo.call('GET', `agencies/${agencyId}/creators?count=5`, { token: t });
    const first = creators.body.items[0];
    expect(first).toEqual({ ...creatorShape, email: first.email, primaryManagerId: first.primaryManagerId });
    expect(nullableString(first.email) && nullableString(first.primaryManagerId)).toBe(true);
    expect(creators.body.total).toBe(linked.body.values[0].count);
    expect((await bo.call('DELETE', `agencies/${created.body.id}`, { token: t })).body).toEqual({
      deleted: created.body.id,
    });
    expect((await bo.call('GET', `agencies/${created.body.id}`, { token: t })).status).toBe(404);
  });

  it('agents: list, get with parts, bulk, update, delete; filtersjson on the list', async () => {
    const t = bo.staff;
    const filtered = await bo.call(
      'GET',
      `agents/get/list?filtersjson=${encodeURIComponent(JSON.stringify({ filters: [{ field: 'agencyId', op: 'eq', value: 'ag_00002' }], queryOp: 'AND' }))}`,
      { token: t },
    );
    expect(filtered.body.items.map((a: { id: string }) => a.id)).toEqual([
      'at_00004',
      'at_00005',
      'at_00006',
    ]);
    const one = await bo.call('GET', 'agents/at_00004?parts[]=agency&parts[]=socials', { token: t });
    expect(one.body).toEqual({
      ...agentShape,
      phone: one.body.phone,
      socials: expect.any(Array),
      agency: expect.objectContaining({ id: 'ag_00002' }),
    });
    expect(nullableString(one.body.phone)).toBe(true);
    const bulk = await bo.call('GET', 'agents/bulk?ids[]=at_00001&ids[]=at_99999', { token: t });
    expect(bulk.body).toHaveLength(1);
    const put = await bo.call('PUT', 'agents/at_00004', { token: t, body: { phone: '+31 6 1234' } });
    expect(put.body.phone).toBe('+31 6 1234');
    expect((await bo.call('DELETE', 'agents/at_00900', { token: t })).body).toEqual({ deleted: 'at_00900' });
    const bad = await bo.call(
      'GET',
      `agents/?filtersjson=${encodeURIComponent('{"filters":[{"field":"nope","op":"eq","value":1}]}')}`,
      { token: t },
    );
    expect(bad.body).toMatchObject({
      status: 400,
      errorCode: 'bad_request',
      details: [{ path: 'filtersjson.filters.0.field' }],
    });
  });

  it('socials of agencies, agents, managers and creators: add and remove', async () => {
    for (const owner of ['agencies/ag_00003', 'agents/at_00007', 'managers/mg_00003', 'creators/cr_00003']) {
      const added = await bo.call('POST', `${owner}/socials/`, {
        token: bo.staff,
        body: { platform: 'discord', handle: 'me' },
      });
      expect(added.body).toEqual({ ...socialShape, platform: 'discord', handle: 'me', url: null });
      const removed = await bo.call('DELETE', `${owner}/socials/${added.body.id}`, { token: bo.staff });
      expect(removed.body).toEqual({ deleted: added.body.id });
    }
    const wrong = await bo.call('POST', 'agents/at_00007/socials', {
      token: bo.staff,
      body: { platform: 'myspace', handle: 'x' },
    });
    expect(wrong.body.details).toEqual([
      { path: 'platform', message: expect.stringContaining('must be one of') },
    ]);
  });

  it('managers and teams', async () => {
    const t = bo.staff;
    const all = await bo.call('GET', 'managers/?parts[]=team&parts[]=stats&parts[]=socials', { token: t });
    expect(all.body).toHaveLength(40);
    expect(all.body[0]).toEqual({
      ...managerShape,
      teamId: id('tm'),
      team: expect.objectContaining(teamShape),
      stats: { creators: expect.any(Number) },
      socials: expect.any(Array),
    });
    const list = await bo.call('GET', 'managers/list?count=5&parts[]=team', { token: t });
    expect(list.body).toMatchObject({ total: 40, count: 5, hasMore: true });
    expect((await bo.call('GET', 'managers/bulk?ids[]=mg_00002', { token: t })).body).toEqual([
      expect.objectContaining({ id: 'mg_00002' }),
    ]);
    expect((await bo.call('GET', 'managers/user/us_00004', { token: t })).body.id).toBe('mg_00001');
    const users = await bo.call('GET', 'managers/users/all', { token: t });
    expect(users.body).toHaveLength(43);
    expect(users.body[0]).toEqual({
      id: 'us_00001',
      name: 'Ada Admin',
      email: 'admin@example.com',
      groups: ['admin', 'finance', 'staff'],
    });
    expect((await bo.call('GET', 'managers/users?managerId=mg_00001', { token: t })).body).toEqual([
      expect.objectContaining({ id: 'us_00004', groups: ['staff'] }),
    ]);
    const stats = await bo.call('GET', 'managers/stats', { token: t });
    expect(stats.body).toEqual({
      total: 40,
      byRole: { growth: 7, teamLeader: 7, relationships: 7, deployments: 7, merch: 6, training: 6 },
      creatorsWithoutManager: expect.any(Number),
    });
    const team = await bo.call('POST', 'teams/', { token: t, body: { name: 'Night shift', role: 'growth' } });
    expect(team.body).toEqual({ ...teamShape, name: 'Night shift', leadManagerId: null, managerCount: 0 });
    expect(
      (await bo.call('POST', 'teams/', { token: t, body: { name: 'Night shift', role: 'growth' } })).status,
    ).toBe(409);
    const manager = await bo.call('POST', 'managers/', {
      token: t,
      body: {
        userId: 'us_00002',
        name: 'Sam',
        email: 'staff@example.com',
        teamId: team.body.id,
        role: 'growth',
      },
    });
    expect(manager.body).toEqual({ ...managerShape, teamId: team.body.id });
    const put = await bo.call('PUT', `teams/${team.body.id}`, {
      token: t,
      body: { leadManagerId: manager.body.id },
    });
    expect(put.body).toMatchObject({ leadManagerId: manager.body.id, managerCount: 1 });
    expect((await bo.call('GET', `teams/${team.body.id}/managers`, { token: t })).body).toEqual([
      expect.objectContaining({ id: manager.body.id }),
    ]);
    expect((await bo.call('GET', 'teams/', { token: t })).body).toHaveLength(7);
    expect((await bo.call('GET', 'teams/get/list?count=2', { token: t })).body).toMatchObject({
      total: 7,
      hasMore: true,
    });
    expect(
      (await bo.call('PUT', `managers/${manager.body.id}`, { token: t, body: { role: 'merch' } })).body.role,
    ).toBe('merch');
    expect((await bo.call('GET', `managers/${manager.body.id}`, { token: t })).body.role).toBe('merch');
    expect((await bo.call('DELETE', `managers/${manager.body.id}`, { token: t })).body).toEqual({
      deleted: manager.body.id,
    });
    expect((await bo.call('DELETE', `teams/${team.body.id}`, { token: t })).body).toEqual({
      deleted: team.body.id,
    });
  });

  it('creators: get with every part, bulk, update, labels, agencies, programs', async () => {
    const t = bo.staff;
    const parts = [...CREATOR_PARTS];
    const full = await bo.call('GET', `creators/cr_00003?${parts.map((p) => `parts[]=${p}`).join('&')}`, {
      token: t,
    });
    expect(full.body).toMatchObject({ ...creatorShape, id: 'cr_00003' });
    expect(Object.keys(full.body)).toEqual(expect.arrayContaining(parts));
    expect(full.body.channels[0]).toEqual({
      id: id('ch'),
      creatorId: 'cr_00003',
      platform: expect.any(String),
      handle: expect.any(String),
      url: expect.any(String),
      followers: expect.any(Number),
      createdAt: date,
    });
    expect(full.body.spStats).toEqual({
      mrpType: expect.any(String),
      mrpLast30d: expect.any(Number),
      mrpLast90d: expect.any(Number),
      invitesLast90d: expect.any(Number),
    });
    expect(full.body.details).toEqual({
      bio: expect.any(String),
      avatarUrl: full.body.details.avatarUrl,
      timezone: expect.any(String),
    });
    expect(full.body.seRelationship).toEqual(
      expect.objectContaining({ spStanding: expect.any(String), spContractTarget: expect.any(String) }),
    );
    const bare = await bo.call('GET', 'creators/cr_00003', { token: t });
    expect(Object.keys(bare.body).sort()).toEqual(
      Object.keys(creatorShape).concat('email', 'primaryManagerId').sort(),
    );
    const bulk = await bo.call('GET', 'creators/bulk?ids[]=cr_00002&ids[]=cr_00001&parts[]=channels', {
      token: t,
    });
    expect(bulk.body.map((c: { id: string }) => c.id)).toEqual(['cr_00002', 'cr_00001']);
    const put = await bo.call('PUT', 'creators/cr_00004', {
      token: t,
      body: {
        name: 'Renamed',
        languages: ['fr', 'en'],
        contact: { discord: 'r#1' },
        seRelationship: { spStanding: 'banned' },
      },
    });
    expect(put.body).toMatchObject({
      name: 'Renamed',
      languages: ['en', 'fr'],
      contact: { discord: 'r#1' },
      seRelationship: { spStanding: 'banned' },
    });
    expect(put.body.seCreatorPrograms).toEqual(expect.any(Array));
    // cr_00004 has the label in the seed: replace sets its value (a plain add would be 409).
    const label = await bo.call('POST', 'creators/cr_00004/labels/lb_00002', {
      token: t,
      body: { value: 'Tier A', replace: true },
    });
    expect(label.body).toEqual({
      id: id('cl'),
      labelId: 'lb_00002',
      name: 'Esports',
      color: expect.any(String),
      value: 'Tier A',
      createdAt: date,
    });
    expect((await bo.call('DELETE', `creators/cr_00004/labels/${label.body.id}`, { token: t })).body).toEqual(
      { deleted: label.body.id },
    );
    const program = await bo.call('POST', 'creators/cr_00004/programs/', {
      token: t,
      body: { programId: 'pr_00004' },
    });
    expect(program.body).toEqual({
      id: id('cp'),
      programId: 'pr_00004',
      name: expect.any(String),
      status: 'active',
      joinedAt: date,
    });
    expect(
      (await bo.call('POST', 'creators/cr_00004/programs/', { token: t, body: { programId: 'pr_00004' } }))
        .status,
    ).toBe(409);
    expect(
      (await bo.call('DELETE', `creators/cr_00004/programs/${program.body.id}`, { token: t })).body,
    ).toEqual({ deleted: program.body.id });
    const withAgency = (await bo.call('GET', 'search/creators/fields/agencyId', { token: t })).body.values[0]
      .value;
    const member = await bo.call('GET', `agencies/${withAgency}/creators?parts[]=agency`, { token: t });
    const creator = await bo.call('GET', `creators/${member.body.items[0].id}?parts[]=agency`, { token: t });
    expect(creator.body.agency).toEqual({
      id: id('ca'),
      agencyId: withAgency,
      agencyName: expect.any(String),
      agentId: creator.body.agency.agentId,
      agentName: creator.body.agency.agentName,
    });
    expect(
      (
        await bo.call('DELETE', `creators/${creator.body.id}/agencies/${creator.body.agency.id}`, {
          token: t,
        })
      ).body,
    ).toEqual({ deleted: creator.body.agency.id });
    expect(
      (await bo.call('GET', `creators/${creator.body.id}?parts[]=agency`, { token: t })).body.agency,
    ).toBeNull();
    expect((await bo.call('GET', 'creators/cr_99999', { token: t })).body).toEqual({
      status: 404,
      errorCode: 'not_found',
      message: 'Creator cr_99999 not found',
    });
    const invalid = await bo.call('PUT', 'creators/cr_00004', {
      token: t,
      body: { country: 'nl', outreach: { optType: 'maybe' } },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'country',
      'outreach.optType',
    ]);
  });

  it('channels: get with parts, bulk, delete', async () => {
    const t = bo.staff;
    const creator = await bo.call('GET', 'creators/cr_00003?parts[]=channels', { token: t });
    const channelId = creator.body.channels[0].id as string;
    const one = await bo.call('GET', `channels/${channelId}?parts[]=stats&parts[]=features&parts[]=creator`, {
      token: t,
    });
    expect(one.body.stats).toEqual({
      avgViewers: expect.any(Number),
      hoursStreamed30d: expect.any(Number),
      predictionTier: expect.stringMatching(/^tier_[123]$/),
    });
    expect(one.body.features).toEqual(expect.any(Array));
    expect(one.body.creator).toMatchObject({ id: 'cr_00003' });
    expect((await bo.call('GET', `channels/bulk?ids[]=${channelId}`, { token: t })).body).toEqual([
      expect.objectContaining({ id: channelId }),
    ]);
    const deleted = await bo.call('DELETE', `channels/${channelId}?keepSendingOffers=true`, { token: t });
    expect(deleted.body).toEqual({ deleted: channelId, keepSendingOffers: true });
  });

  it('labels (/lables/), programs, curation, internal reindex', async () => {
    const t = bo.staff;
    const labels = await bo.call('GET', 'lables/', { token: t });
    expect(labels.body).toHaveLength(20);
    expect(labels.body[0]).toEqual({
      id: 'lb_00001',
      name: 'VIP',
      color: expect.stringMatching(/^#/),
      valueCount: expect.any(Number),
    });
    const values = await bo.call('GET', 'lables/lb_00001/values', { token: t });
    expect(values.body[0]).toEqual({ id: id('lv'), labelId: 'lb_00001', value: 'Tier A' });
    expect(values.body).toHaveLength(labels.body[0].valueCount);
    const programs = await bo.call('GET', 'programs/', { token: t });
    expect(programs.body[0]).toEqual({
      id: 'pr_00001',
      name: expect.any(String),
      description: expect.any(String),
      open: true,
      creatorCount: expect.any(Number),
      createdAt: date,
    });
    expect((await bo.call('GET', 'programs/list?count=3', { token: t })).body).toMatchObject({
      total: 8,
      count: 3,
      hasMore: true,
    });
    const members = await bo.call('GET', 'programs/pr_00001?count=2', { token: t });
    expect(members.body.items[0].seCreatorPrograms).toEqual(
      expect.arrayContaining([expect.objectContaining({ programId: 'pr_00001' })]),
    );
    const meta = await bo.call('GET', 'curation/metadata', { token: t });
    expect(meta.body.dimensions.map((d: { name: string }) => d.name)).toEqual([
      'MRPType',
      'Country',
      'Language',
      'ACCVTiers',
    ]);
    const curated = await bo.call('POST', 'curation/query', {
      token: t,
      body: {
        dimensions: [{ name: 'Country', values: ['US'] }],
        fields: [{ name: 'followers', type: 'number', sortDirection: 'Desc' }],
        count: 3,
      },
    });
    expect(curated.body.items[0]).toEqual({
      creatorId: id('cr'),
      name: expect.any(String),
      country: 'US',
      languages: expect.any(Array),
      mrpType: expect.any(String),
      accvTier: expect.stringMatching(/^tier_/),
      values: { followers: expect.any(Number) },
    });
    expect(curated.body.items[0].values.followers).toBeGreaterThanOrEqual(
      curated.body.items[1].values.followers,
    );
    expect((await bo.call('POST', 'creators/internal/cr_00001', { token: bo.admin })).body).toEqual({
      id: 'cr_00001',
      reindexedAt: date,
    });
  });

  it('audit and blocklist', async () => {
    const t = bo.staff;
    const added = await bo.call('POST', 'blocklist/', {
      token: t,
      body: { creatorId: 'cr_00010', reason: 'Spam' },
    });
    expect(added.body).toEqual({
      creatorId: 'cr_00010',
      creatorName: expect.any(String),
      reason: 'Spam',
      blockedBy: 'staff@example.com',
      createdAt: date,
      updatedAt: date,
    });
    expect(
      (await bo.call('POST', 'blocklist/', { token: t, body: { creatorId: 'cr_00010', reason: 'Again' } }))
        .status,
    ).toBe(409);
    expect(
      (await bo.call('PUT', 'blocklist/cr_00010', { token: t, body: { reason: 'Spam bots' } })).body.reason,
    ).toBe('Spam bots');
    const filter = encodeURIComponent(
      JSON.stringify({ filters: [{ field: 'reason', op: 'contains', value: 'spam b' }], queryOp: 'AND' }),
    );
    expect((await bo.call('GET', `blocklist/list?filtersjson=${filter}`, { token: t })).body).toMatchObject({
      total: 1,
      items: [{ creatorId: 'cr_00010' }],
    });
    expect((await bo.call('GET', 'creators/cr_00010', { token: t })).body.blocked).toBe(true);
    expect(
      (await bo.call('DELETE', 'blocklist/cr_00010', { token: t, body: { reason: 'Appeal accepted' } })).body,
    ).toEqual({ deleted: 'cr_00010' });
    const audit = await bo.call('GET', 'audit/cr_00010?auditType=Manual', { token: t });
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual([
      'unblocked',
      'blockReasonChanged',
      'blocked',
    ]);
    expect(audit.body.items[0]).toEqual({
      id: id('au'),
      refId: 'cr_00010',
      auditType: 'Manual',
      action: 'unblocked',
      message: 'Appeal accepted',
      actorId: 'us_00002',
      actorName: 'Sam Staff',
      createdAt: date,
    });
  });

  it('notes and comments', async () => {
    const t = bo.staff;
    const note = await bo.call('POST', 'notes/', {
      token: t,
      body: { body: 'Hello', isPinned: true, mainContextType: 'creator', mainContextId: 'cr_00005' },
    });
    expect(note.body).toEqual({
      id: id('nt'),
      body: 'Hello',
      isPinned: true,
      isRead: false,
      mainContextType: 'creator',
      mainContextId: 'cr_00005',
      secondaryContextType: null,
      secondaryContextId: null,
      authorId: 'us_00002',
      authorName: 'Sam Staff',
      commentCount: 0,
      createdAt: date,
      updatedAt: date,
    });
    const list = await bo.call('GET', 'notes/?mainContextType=creator&mainContextId=cr_00005', { token: t });
    expect(list.body.items[0].id).toBe(note.body.id);
    const unread = await bo.call(
      'GET',
      'notes/totalUnreadNotes?mainContextType=creator&mainContextId=cr_00005',
      { token: t },
    );
    expect(unread.body.total).toBeGreaterThanOrEqual(1);
    expect(
      (await bo.call('PUT', `notes/${note.body.id}`, { token: t, body: { isRead: true } })).body.isRead,
    ).toBe(true);
    const comment = await bo.call('POST', `notes/${note.body.id}/comments/`, {
      token: t,
      body: { body: 'First' },
    });
    expect(comment.body).toEqual({
      id: id('cm'),
      noteId: note.body.id,
      body: 'First',
      authorId: 'us_00002',
      authorName: 'Sam Staff',
      createdAt: date,
      updatedAt: date,
    });
    const edited = await bo.call('POST', `notes/${note.body.id}/comments/`, {
      token: t,
      body: { id: comment.body.id, body: 'Edited' },
    });
    expect(edited.body).toMatchObject({ id: comment.body.id, body: 'Edited' });
    await bo.call('POST', `notes/${note.body.id}/comments/`, { token: t, body: { body: 'Second' } });
    const comments = await bo.call('GET', `notes/${note.body.id}/comments/`, { token: t });
    expect(comments.body.map((c: { body: string }) => c.body)).toEqual(['Edited', 'Second']);
    expect(
      (await bo.call('DELETE', `notes/${note.body.id}/comments/${comment.body.id}`, { token: t })).body,
    ).toEqual({ deleted: comment.body.id });
    const pinned = await bo.call('GET', 'notes/?isPinned=true&count=200', { token: t });
    expect(pinned.body.items.every((n: { isPinned: boolean }) => n.isPinned)).toBe(true);
    expect((await bo.call('DELETE', `notes/${note.body.id}`, { token: t })).body).toEqual({
      deleted: note.body.id,
    });
  });

  it('notifications and their settings', async () => {
    const t = bo.staff;
    const list = await bo.call('GET', 'notifications/?status=Unread', { token: t });
    expect(list.body.items[0]).toEqual({
      id: id('nf'),
      title: expect.any(String),
      body: expect.any(String),
      status: 'Unread',
      link: list.body.items[0].link,
      createdAt: date,
    });
    const ids = list.body.items.map((n: { id: string }) => n.id);
    expect(
      (await bo.call('PUT', 'notifications/', { token: t, body: { ids, status: 'Read' } })).body,
    ).toEqual({ updated: ids.length });
    expect((await bo.call('GET', 'notifications/?status=Unread', { token: t })).body.total).toBe(0);
    expect((await bo.call('GET', 'notifications/settings/', { token: t })).body).toEqual({
      email: true,
      inApp: true,
      digest: 'daily',
      mutedTypes: [],
    });
    const put = await bo.call('PUT', 'notifications/settings/', {
      token: t,
      body: { digest: 'weekly', mutedTypes: ['import'] },
    });
    expect(put.body).toEqual({ email: true, inApp: true, digest: 'weekly', mutedTypes: ['import'] });
    expect((await bo.call('GET', 'notifications/settings/', { token: t })).body.digest).toBe('weekly');
  });

  it('saved views: visibility and who may edit', async () => {
    const mine = await bo.call('GET', 'views/', { token: bo.staff });
    expect(mine.body.map((view: { id: string }) => view.id)).toEqual([
      'sv_00001',
      'sv_00002',
      'sv_00004',
      'sv_00005',
      'sv_00006',
    ]);
    expect(mine.body[0]).toEqual({
      id: 'sv_00001',
      viewType: 'creators',
      name: 'Big US streamers',
      visibility: 'public',
      editableBy: 'all',
      ownerId: 'us_00001',
      ownerName: 'Ada Admin',
      query: expect.objectContaining({ queryOp: 'AND' }),
      createdAt: date,
      updatedAt: date,
    });
    expect((await bo.call('GET', 'views/agencies', { token: bo.staff })).body).toHaveLength(1);
    const created = await bo.call('POST', 'views/', {
      token: bo.staff,
      body: {
        viewType: 'creators',
        name: 'Mine',
        visibility: 'public',
        editableBy: 'me',
        query: { filters: [] },
      },
    });
    expect(created.body).toMatchObject({
      id: id('sv'),
      ownerId: 'us_00002',
      ownerName: 'Sam Staff',
      query: { filters: [] },
    });
    expect(
      (await bo.call('PUT', `views/${created.body.id}`, { token: bo.admin, body: { name: 'Taken' } })).status,
    ).toBe(403);
    expect(
      (await bo.call('PUT', 'views/sv_00001', { token: bo.staff, body: { name: 'Edited by staff' } })).body
        .name,
    ).toBe('Edited by staff');
    expect((await bo.call('DELETE', `views/${created.body.id}`, { token: bo.staff })).body).toEqual({
      deleted: created.body.id,
    });
  });

  it('payments (finance)', async () => {
    const t = bo.finance;
    const paid = await bo.call('POST', 'search/creators/', {
      token: t,
      body: { count: 200, fields: ['agencyId'] },
    });
    let found: { body: { items: unknown[]; total: number; nextPageToken: string | null } } | undefined;
    for (const hit of paid.body.items as { id: string }[]) {
      const answer = await bo.call(
        'GET',
        `payments/creators/${hit.id}/list?pageSize=1&sortColumn=AMOUNT&sortDir=ASC`,
        { token: t },
      );
      if (answer.body.total > 1) {
        found = answer;
        const next = await bo.call(
          'GET',
          `payments/creators/${hit.id}/list?pageSize=1&sortColumn=AMOUNT&sortDir=ASC&pageToken=${answer.body.nextPageToken}`,
          { token: t },
        );
        expect(next.body.items[0].amount.value).toBeGreaterThanOrEqual(answer.body.items[0].amount.value);
        const statuses = await bo.call(
          'GET',
          `payments/creators/${hit.id}/list?paymentStatus=PAID&paymentStatus=PENDING`,
          { token: t },
        );
        expect(
          statuses.body.items.every((p: { status: string }) => ['PAID', 'PENDING'].includes(p.status)),
        ).toBe(true);
        break;
      }
    }
    const payment = found?.body.items[0] as { agentId: unknown };
    expect(nullableString(payment.agentId)).toBe(true);
    expect(payment).toEqual({
      id: id('pa'),
      creatorId: id('cr'),
      agentId: payment.agentId,
      title: expect.any(String),
      amount: { value: expect.any(Number), currency: expect.stringMatching(/^(EUR|USD)$/) },
      status: expect.any(String),
      target: expect.stringMatching(/^(agency|direct)$/),
      targetDate: date,
      createdAt: date,
      updatedAt: date,
    });
    expect(found?.body.nextPageToken).toEqual(expect.any(String));
    const agents = await bo.call('GET', 'payments/agencies/ag_00001/agents?sortColumn=AMOUNT&sortDir=DESC', {
      token: t,
    });
    expect(agents.body).toHaveLength(3);
    expect(agents.body[0]).toEqual({
      agentId: id('at'),
      agentName: expect.any(String),
      paymentCount: expect.any(Number),
      total: { value: expect.any(Number), currency: 'EUR' },
      lastPaymentAt: agents.body[0].lastPaymentAt,
    });
    const account = await bo.call('POST', 'payments/at_00002/account', {
      token: t,
      body: { holderName: 'Ann', iban: 'NL91ABNA0417164300', country: 'NL' },
    });
    expect(account.body).toEqual({ agentId: 'at_00002', status: 'pending', updatedAt: date });
    expect((await bo.call('GET', 'payments/at_00002/account/status', { token: t })).body).toEqual(
      account.body,
    );
    expect(
      (await bo.call('GET', 'payments/creators/cr_00001/list?sortColumn=NOPE', { token: t })).body.details[0]
        .path,
    ).toBe('sortColumn');
  });

  it('permissions (admin)', async () => {
    const t = bo.admin;
    const groups = await bo.call('GET', 'permissions/groups', { token: t });
    expect(groups.body).toEqual([
      { name: 'admin', description: expect.any(String), memberCount: 1, builtIn: true },
      { name: 'finance', description: expect.any(String), memberCount: 2, builtIn: true },
      { name: 'staff', description: expect.any(String), memberCount: 43, builtIn: true },
    ]);
    expect(
      (
        await bo.call('POST', 'permissions/groups', {
          token: t,
          body: { name: 'auditors', description: 'Read the audit log' },
        })
      ).body,
    ).toEqual({ name: 'auditors', description: 'Read the audit log', memberCount: 0, builtIn: false });
    expect(
      (
        await bo.call('POST', 'permissions/groups', {
          token: t,
          body: { name: 'auditors', description: 'x' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await bo.call('POST', 'permissions/groups/auditors/users', {
          token: t,
          body: { userIds: ['us_00004'] },
        })
      ).body,
    ).toEqual({ group: 'auditors', userIds: ['us_00004'] });
    expect(
      (
        await bo.call('POST', 'permissions/groups/auditors/users/email', {
          token: t,
          body: { emails: ['manager2@example.com', 'nobody@example.com'] },
        })
      ).body,
    ).toEqual({ group: 'auditors', added: ['us_00005'], unknownEmails: ['nobody@example.com'] });
    const members = await bo.call('GET', 'permissions/groups/auditors/users', { token: t });
    expect(members.body).toEqual([
      { userId: 'us_00004', email: 'manager1@example.com', name: expect.any(String), addedAt: date },
      { userId: 'us_00005', email: 'manager2@example.com', name: expect.any(String), addedAt: date },
    ]);
    expect((await bo.call('GET', 'permissions/groups/auditors/users/us_00004', { token: t })).body).toEqual({
      group: 'auditors',
      userId: 'us_00004',
      member: true,
    });
    expect(
      (
        await bo.call('DELETE', 'permissions/groups/auditors/users', {
          token: t,
          body: { userIds: ['us_00004'] },
        })
      ).body,
    ).toEqual({ group: 'auditors', userIds: ['us_00004'] });
    expect(
      (await bo.call('GET', 'permissions/groups/auditors/users/us_00004', { token: t })).body.member,
    ).toBe(false);
    expect((await bo.call('DELETE', 'permissions/groups/auditors/akn', { token: t })).body).toEqual({
      removed: 'auditors',
    });
    expect((await bo.call('GET', 'permissions/groups/auditors/users', { token: t })).status).toBe(404);
  });

  it('public creator calls need a creator token', async () => {
    const login = await bo.call('POST', 'auth/dev-login/creator', { body: { creatorId: 'cr_00020' } });
    expect(login.body).toEqual({ token: expect.any(String) });
    const me = await bo.call('GET', 'public/creators/me', { token: login.body.token });
    expect(me.body).toMatchObject({
      id: 'cr_00020',
      channels: expect.any(Array),
      seCreatorPrograms: expect.any(Array),
    });
    const open = (await bo.call('GET', 'programs/', { token: bo.staff })).body.filter(
      (p: { open: boolean }) => p.open,
    );
    const target = open.find(
      (p: { id: string }) =>
        !me.body.seCreatorPrograms.some((cp: { programId: string }) => cp.programId === p.id),
    );
    const applied = await bo.call('POST', `public/creators/programs/${target.id}/apply`, {
      token: login.body.token,
    });
    expect(applied.body).toEqual({
      id: id('cp'),
      programId: target.id,
      name: target.name,
      status: 'applied',
      joinedAt: date,
    });
    expect(
      (await bo.call('POST', `public/creators/programs/${target.id}/apply`, { token: login.body.token }))
        .status,
    ).toBe(409);
    expect(
      (await bo.call('POST', 'public/creators/programs/pr_00004/apply', { token: login.body.token })).status,
    ).toBe(400);
    expect((await bo.call('GET', 'public/creators/me', { token: bo.staff })).status).toBe(403);
  });
});

describe('back-office auth', () => {
  const bo = setupBackoffice({ seed: { creators: 50 } });
  const basic = (credentials: string) => ({
    Authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
  });

  it.each([
    ['GET', 'lables/'],
    ['GET', 'payments/cr_00001/account/status'],
    ['GET', 'permissions/groups'],
    ['POST', 'creators/internal/cr_00001'],
    ['GET', 'public/creators/me'],
  ])('%s %s without a token is 401', async (method, path) => {
    const answer = await bo.call(method, path);
    expect(answer.body).toEqual({ status: 401, errorCode: 'unauthorized', message: expect.any(String) });
    expect((await bo.call(method, path, { token: 'forged' })).status).toBe(401);
  });

  it.each([
    ['staff', 'GET', 'payments/at_00001/account/status', 403],
    ['finance', 'GET', 'payments/at_00001/account/status', 200],
    ['admin', 'GET', 'payments/at_00001/account/status', 200],
    ['staff', 'GET', 'permissions/groups', 403],
    ['finance', 'GET', 'permissions/groups', 403],
    ['admin', 'GET', 'permissions/groups', 200],
    ['staff', 'POST', 'creators/internal/cr_00001', 403],
    ['admin', 'POST', 'creators/internal/cr_00001', 200],
    ['staff', 'GET', 'lables/', 200],
    ['finance', 'GET', 'lables/', 200],
  ] as const)('%s: %s %s is %i', async (who, method, path, status) => {
    const answer = await bo.call(method, path, { token: bo[who] });
    expect(answer.status).toBe(status);
    if (status === 403)
      expect(answer.body).toEqual({ status: 403, errorCode: 'forbidden', message: expect.any(String) });
  });

  it('accepts the se-token cookie and Basic staff:staff-password', async () => {
    expect(
      (await bo.call('GET', 'lables/', { headers: { Cookie: `other=1; se-token=${bo.staff}` } })).status,
    ).toBe(200);
    expect((await bo.call('GET', 'lables/', { headers: basic('staff:staff-password') })).status).toBe(200);
    expect((await bo.call('GET', 'lables/', { headers: basic('staff:wrong') })).status).toBe(401);
    expect(
      (await bo.call('GET', 'permissions/groups', { headers: basic('staff:staff-password') })).status,
    ).toBe(403);
  });

  it('a creator token cannot use staff calls', async () => {
    const { token } = (await bo.call('POST', 'auth/dev-login/creator', { body: { creatorId: 'cr_00001' } }))
      .body;
    expect((await bo.call('GET', 'lables/', { token })).status).toBe(403);
  });

  it('malformed bodies and queries are 400 with details; unknown routes 404; unknown users 404', async () => {
    const malformed = await bo.call('POST', 'agencies/', { token: bo.staff, body: '{nope' });
    expect(malformed.body).toMatchObject({
      status: 400,
      errorCode: 'bad_request',
      details: [{ path: '(root)' }],
    });
    const missing = await bo.call('POST', 'agencies/', { token: bo.staff, body: { name: 'x' } });
    expect(missing.body.details).toEqual(
      expect.arrayContaining([{ path: 'country', message: 'is required' }]),
    );
    expect((await bo.call('GET', 'agencies/?count=500', { token: bo.staff })).body.details).toEqual([
      { path: 'count', message: 'must be at most 200' },
    ]);
    expect((await bo.call('GET', 'nowhere', { token: bo.staff })).status).toBe(404);
    expect((await bo.call('POST', 'auth/dev-login', { body: { email: 'who@example.com' } })).status).toBe(
      404,
    );
  });
});
