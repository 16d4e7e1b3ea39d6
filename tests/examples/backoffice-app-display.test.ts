/**
 * The staff app's words for what the API names internally (issue 17: staff read `eq`, `gte`,
 * `isEmpty`, `addLanguages`, `primaryManagerId`, `UNKNOWN_STATUS`, raw ISO timestamps and manager
 * ids), and its reading of the API's error reasons (they read "Bad Request" only).
 */
import { describe, expect, it } from 'vitest';
import {
  BULK_CREATOR_OPERATIONS,
  BadRequestError,
  CHANNEL_FEATURE_TYPES,
  CHANNEL_PLATFORMS,
  FILTER_OPERATORS,
  GenericError,
  InternalServerError,
  JOB_STATUSES,
  MANAGER_TEAM_ROLES,
  MRP_TYPES,
  NOTIFICATION_STATUSES,
  PAYMENT_STATUSES,
  SOCIAL_PLATFORMS,
  SP_STANDINGS,
} from 'headless-checkout/backoffice';
import { CREATOR_FIELDS } from '../../examples/sandbox/backoffice/routes/search';
import {
  ENUM_LABELS,
  FIELD_LABELS,
  OPERATOR_LABELS,
  agencyName,
  displayValue,
  enumLabel,
  fieldLabel,
  formatDate,
  formatDateTime,
  humanize,
  operatorLabel,
  personName,
} from '../../examples/backoffice-app/display';
import { formErrors, reasonOf } from '../../examples/backoffice-app/errors';

const at = {
  endpoint: 'creators.update',
  method: 'PUT',
  url: 'http://127.0.0.1/backoffice/creators/cr_00001',
};

describe('labels for what the API names internally', () => {
  it('every filter operator has a label of words', () => {
    for (const op of FILTER_OPERATORS) {
      expect(OPERATOR_LABELS[op]).toMatch(/^[a-z][a-z ]+$/);
      // 'contains' is already an English word; every abbreviation and camelCase name is replaced.
      if (op !== 'contains') expect(OPERATOR_LABELS[op]).not.toBe(op);
    }
    expect(operatorLabel('eq')).toBe('is');
    expect(operatorLabel('gte')).toBe('is at least');
    expect(operatorLabel('isEmpty')).toBe('is empty');
    expect(operatorLabel('notIsEmpty')).toBe('is not empty');
  });

  it('operators read as time on dates and as membership on list fields', () => {
    expect(operatorLabel('lt', { name: 'createdAt', type: 'Date' })).toBe('is before');
    expect(operatorLabel('gte', { name: 'updatedAt', type: 'Date' })).toBe('is on or after');
    expect(operatorLabel('contains', { name: 'languages', type: 'Text' })).toBe('has');
    expect(operatorLabel('in', { name: 'labels', type: 'Text' })).toBe('has any of');
    expect(operatorLabel('contains', { name: 'name', type: 'Text' })).toBe('contains');
    expect(operatorLabel('gte', { name: 'followers', type: 'Number' })).toBe('is at least');
  });

  it("every search field the service offers has a label of its own (not the fallback's)", () => {
    for (const name of Object.keys(CREATOR_FIELDS)) {
      expect(FIELD_LABELS[name], name).toBeDefined();
      expect(fieldLabel(name)).not.toBe(name);
    }
    expect(fieldLabel('primaryManagerId')).toBe('Primary manager');
    expect(fieldLabel('avgViewers')).toBe('Average viewers');
    expect(fieldLabel('createdAt')).toBe('Created');
  });

  it('an unknown name is humanized, never shown raw', () => {
    expect(humanize('someNewField')).toBe('Some new field');
    expect(fieldLabel('someNewField')).toBe('Some new field');
    expect(enumLabel('paymentStatus', 'ON_HOLD')).toBe('On hold');
  });

  it.each([
    ['paymentStatus', PAYMENT_STATUSES],
    ['jobStatus', JOB_STATUSES],
    ['notificationStatus', NOTIFICATION_STATUSES],
    ['managerTeamRole', MANAGER_TEAM_ROLES],
    ['spStanding', SP_STANDINGS],
    ['mrpType', MRP_TYPES],
    ['channelFeatureType', CHANNEL_FEATURE_TYPES],
    ['platform', [...SOCIAL_PLATFORMS, ...CHANNEL_PLATFORMS]],
    ['bulkOperation', BULK_CREATOR_OPERATIONS],
  ] as const)('every %s value has a label', (kind, values) => {
    const labels = ENUM_LABELS[kind] as Record<string, string>;
    for (const value of values) {
      expect(labels[value], value).toMatch(/^[A-Z0-9][\w ,'-]*$/);
    }
  });

  it('names the values staff read wrongly before', () => {
    expect(enumLabel('paymentStatus', 'UNKNOWN_STATUS')).toBe('Status unknown');
    expect(enumLabel('paymentStatus', 'PAID')).toBe('Paid');
    expect(enumLabel('bulkOperation', 'addLanguages')).toBe('Add languages');
    expect(enumLabel('bulkOperation', 'addPrimaryManager')).toBe('Set the primary manager');
    expect(enumLabel('mrpType', 'noInvitesLast90d')).toBe('No invites in the last 90 days');
    expect(enumLabel('jobStatus', 'success')).toBe('Finished');
  });
});

describe('dates, numbers, places and people', () => {
  const noon = '2026-11-22T12:00:00.000Z';

  it("dates are formatted for the staff member's locale, not shown as ISO", () => {
    const british = formatDateTime(noon, 'en-GB');
    expect(british).not.toContain('T12:00');
    expect(british).toMatch(/^22 Nov 2026, \d{2}:\d{2}$/);
    expect(formatDate(noon, 'de-DE')).toBe('22.11.2026');
    expect(formatDate(noon, 'en-US')).toBe('Nov 22, 2026');
    expect(formatDateTime(null, 'en-GB')).toBe('—');
    expect(formatDateTime('not a date', 'en-GB')).toBe('—');
  });

  it('values are shown by their key: dates, numbers, booleans, countries, languages, enums', () => {
    expect(displayValue('createdAt', noon, { locale: 'en-GB' })).toMatch(/^22 Nov 2026, /);
    expect(displayValue('targetDate', noon, { locale: 'en-GB' })).toBe('22 Nov 2026');
    expect(displayValue('followers', 120000, { locale: 'en-US' })).toBe('120,000');
    expect(displayValue('followers', 120000, { locale: 'de-DE' })).toBe('120.000');
    expect(displayValue('blocked', true)).toBe('Yes');
    expect(displayValue('country', 'NL', { locale: 'en-GB' })).toBe('Netherlands');
    expect(displayValue('languages', ['de', 'en'], { locale: 'en-GB' })).toBe('German, English');
    expect(displayValue('teamId', 'teamLeader')).toBe('Team leader');
    expect(displayValue('spContractTarget', 'direct')).toBe('The creator directly');
    expect(displayValue('platform', 'youtube')).toBe('YouTube');
    expect(displayValue('bio', '')).toBe('—');
  });

  it('a manager is named, not shown by id; an id the list lacks or a list still loading hides the id', () => {
    const people = new Map([['mg_00003', 'Mia Manager']]);
    expect(displayValue('primaryManagerId', 'mg_00003', { people })).toBe('Mia Manager');
    expect(displayValue('leadManagerId', 'mg_00003', { people })).toBe('Mia Manager');
    expect(personName('mg_09999', people)).toBe('Unknown person');
    expect(personName('mg_00003', undefined)).toBe('Loading…');
    expect(personName(null, people)).toBe('—');
  });

  it('an agency is named, not shown by id (filter suggestions showed ag_… ids)', () => {
    const agencies = new Map([['ag_00012', 'Lopez Media 12']]);
    expect(displayValue('agencyId', 'ag_00012', { agencies })).toBe('Lopez Media 12');
    expect(displayValue('agencyId', ['ag_00012'], { agencies })).toBe('Lopez Media 12');
    expect(agencyName('ag_09999', agencies)).toBe('Unknown agency');
    expect(agencyName('ag_00012', undefined)).toBe('Loading…');
    expect(agencyName(null, agencies)).toBe('—');
    expect(displayValue('agencyId', 'ag_00012')).not.toContain('ag_');
  });
});

describe("the API's reasons, for people", () => {
  const invalid = new BadRequestError({
    ...at,
    status: 400,
    body: {
      status: 400,
      errorCode: 'bad_request',
      message:
        'Invalid body: country: must be a 2-letter upper-case country code; languages.1: must be a language code',
      details: [
        { path: 'country', message: 'must be a 2-letter upper-case country code' },
        { path: 'languages.1', message: 'must be a language code' },
      ],
    },
  });

  it('each reason goes next to its field; the form points to them', () => {
    const errors = formErrors(invalid, ['name', 'country', 'languages']);
    expect(errors.field('country')).toBe('Must be a 2-letter upper-case country code.');
    expect(errors.field('languages')).toBe('Must be a language code.');
    expect(errors.field('name')).toBeUndefined();
    expect(errors.form).toBe('Not saved: 2 fields need changes, as said below each.');
  });

  it("reasons for paths the form has no field for are the form's message, with the field named", () => {
    const errors = formErrors(invalid, ['country']);
    expect(errors.field('country')).toBe('Must be a 2-letter upper-case country code.');
    expect(errors.form).toBe('Languages: Must be a language code.');
  });

  it('a failure without details says the server\'s message, or what happened — never "Bad Request" alone', () => {
    const conflict = new GenericError({
      ...at,
      status: 409,
      body: {
        status: 409,
        errorCode: 'builtin_group',
        message: "The admin group is built in: the service's access rules need it, so it cannot be removed",
      },
    });
    expect(formErrors(conflict, ['name']).form).toBe(
      "The admin group is built in: the service's access rules need it, so it cannot be removed.",
    );
    expect(reasonOf(new InternalServerError({ ...at, status: 500 }))).toBe(
      'The back office failed (500). Try again in a moment.',
    );
    expect(reasonOf(new GenericError({ ...at, status: null }))).toBe(
      'The back office could not be reached. Check the connection and try again.',
    );
    const bare = reasonOf(new BadRequestError({ ...at, status: 400 }));
    expect(bare).not.toBe('Bad Request');
    expect(bare).toBe('The back office refused the request (400 Bad Request).');
    expect(formErrors(null, ['name'])).toMatchObject({ form: null });
  });
});

describe('filters in staff words (issue 33)', async () => {
  const { valueOfWord, valueWord } = await import('../../examples/backoffice-app/display');
  const { fromFilter, toFilter } = await import('../../examples/backoffice-app/Filters');
  const field = (name: string, type: 'Text' | 'Number' | 'Date') =>
    ({ name, type, operators: [], sortable: false }) as unknown as Parameters<typeof toFilter>[1];

  it('shows an enumeration field value in words and reads words (any case) or the name back', () => {
    expect(valueWord('mrpType', 'noInvitesLast90d')).toBe('No invites in the last 90 days');
    expect(valueWord('spStanding', 'unknown')).toBe('Not known yet');
    expect(valueWord('platforms', 'twitch')).toBe('Twitch');
    expect(valueWord('name', 'noInvitesLast90d')).toBe('noInvitesLast90d');
    expect(valueOfWord('mrpType', 'No invites in the last 90 days')).toBe('noInvitesLast90d');
    expect(valueOfWord('mrpType', '  never INVITED ')).toBe('neverInvited');
    expect(valueOfWord('mrpType', 'neverInvited')).toBe('neverInvited');
    expect(valueOfWord('mrpType', 'Something else')).toBe('Something else');
    expect(valueOfWord('name', ' Never invited ')).toBe(' Never invited ');
  });

  it('a filter row sends the API values and shows a saved filter in words and picker dates', () => {
    const row = { key: 1, field: 'mrpType', op: 'eq' as const, value: 'Never invited' };
    expect(toFilter(row, field('mrpType', 'Text'))).toEqual({
      field: 'mrpType',
      op: 'eq',
      value: 'neverInvited',
    });
    expect(
      toFilter(
        { key: 2, field: 'mrpType', op: 'in', value: 'Never invited, Had MRP in the last 30 days' },
        field('mrpType', 'Text'),
      ),
    ).toEqual({ field: 'mrpType', op: 'in', value: ['neverInvited', 'mrpLast30d'] });
    // A number that is not one is sent as typed (the service says "must be a number"), never as null.
    expect(
      toFilter({ key: 3, field: 'followers', op: 'in', value: '5, many' }, field('followers', 'Number')),
    ).toEqual({ field: 'followers', op: 'in', value: [5, 'many'] });
    expect(fromFilter({ field: 'mrpType', op: 'in', value: ['neverInvited', 'mrpLast90d'] }, 4)).toEqual({
      key: 4,
      field: 'mrpType',
      op: 'in',
      value: 'Never invited, Had MRP in the last 90 days',
    });
    expect(fromFilter({ field: 'createdAt', op: 'gte', value: '2025-06-01T00:00:00.000Z' }, 5).value).toBe(
      '2025-06-01',
    );
    expect(fromFilter({ field: 'followers', op: 'gte', value: 1000 }, 6).value).toBe('1000');
  });
});
