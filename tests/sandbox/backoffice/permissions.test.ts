/**
 * The built-in permission groups (admin, finance, staff) are protected by the service: they cannot be
 * removed, and the admin group can never lose the caller's own access or its last member (issue 17:
 * one click on "Remove group" locked every staff member out until the database was deleted).
 */
import { describe, expect, it } from 'vitest';
import { setupBackoffice } from './helpers';

const bo = setupBackoffice();

describe('built-in permission groups', () => {
  it.each(['admin', 'finance', 'staff'])('removing the %s group is a 409 builtin_group', async (group) => {
    const answer = await bo.call('DELETE', `permissions/groups/${group}/akn`, { token: bo.admin });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      status: 409,
      errorCode: 'builtin_group',
      message: `The ${group} group is built in: the service's access rules need it, so it cannot be removed`,
    });
    const groups = await bo.call('GET', 'permissions/groups', { token: bo.admin });
    expect(groups.body).toContainEqual(expect.objectContaining({ name: group, builtIn: true }));
  });

  it('the admin keeps access after a refused removal: permissions still answer', async () => {
    await bo.call('DELETE', 'permissions/groups/admin/akn', { token: bo.admin });
    const members = await bo.call('GET', 'permissions/groups/admin/users', { token: bo.admin });
    expect(members.status).toBe(200);
    expect(members.body.map((member: { email: string }) => member.email)).toContain('admin@example.com');
  });

  it('a group made by staff is not built in and can be removed', async () => {
    const made = await bo.call('POST', 'permissions/groups', {
      token: bo.admin,
      body: { name: 'reviewers', description: 'Review imports' },
    });
    expect(made.body).toEqual({
      name: 'reviewers',
      description: 'Review imports',
      memberCount: 0,
      builtIn: false,
    });
    const removed = await bo.call('DELETE', 'permissions/groups/reviewers/akn', { token: bo.admin });
    expect(removed).toMatchObject({ status: 200, body: { removed: 'reviewers' } });
  });

  it('an admin cannot remove their own admin membership (409 admin_lockout)', async () => {
    const answer = await bo.call('DELETE', 'permissions/groups/admin/users', {
      token: bo.admin,
      body: { userIds: ['us_00001'] },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      status: 409,
      errorCode: 'admin_lockout',
      message: 'You cannot remove yourself from the admin group: you would lose access to permissions',
    });
    const check = await bo.call('GET', 'permissions/groups/admin/users/us_00001', { token: bo.admin });
    expect(check.body.member).toBe(true);
  });

  it('another admin can be added and removed; members of other groups are removed as before', async () => {
    const added = await bo.call('POST', 'permissions/groups/admin/users', {
      token: bo.admin,
      body: { userIds: ['us_00003'] },
    });
    expect(added.status).toBe(200);
    const removed = await bo.call('DELETE', 'permissions/groups/admin/users', {
      token: bo.admin,
      body: { userIds: ['us_00003'] },
    });
    expect(removed).toMatchObject({ status: 200, body: { group: 'admin', userIds: ['us_00003'] } });
    const finance = await bo.call('DELETE', 'permissions/groups/finance/users', {
      token: bo.admin,
      body: { userIds: ['us_00003'] },
    });
    expect(finance.status).toBe(200);
    await bo.call('POST', 'permissions/groups/finance/users', {
      token: bo.admin,
      body: { userIds: ['us_00003'] },
    });
  });
});
