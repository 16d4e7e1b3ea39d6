// What staff read instead of the API's internal names: operators, enum values, field names, dates
// and numbers in the staff member's locale, countries and languages by name, people by name.
import type {
  AGENCY_CONTACT_METHODS,
  BULK_CREATOR_OPERATIONS,
  CHANNEL_FEATURE_STATES,
  CHANNEL_FEATURE_TYPES,
  CHANNEL_PLATFORMS,
  FILTER_OPERATORS,
  FilterOperator,
  JOB_STATUSES,
  MANAGER_TEAM_ROLES,
  MRP_TYPES,
  NOTIFICATION_STATUSES,
  OPT_TYPES,
  OUTREACH_MEDIUMS,
  OUTREACH_METHODS,
  OUTREACH_TARGETS,
  PAYMENT_STATUSES,
  PREDICTION_TIERS,
  SAVED_VIEW_VISIBILITIES,
  SOCIAL_PLATFORMS,
  SearchFieldType,
  SP_STANDINGS,
} from 'headless-checkout/backoffice';

type LabelsOf<T extends readonly string[]> = Record<T[number], string>;

/** Operators as read after a field name ("Followers is at least 100,000"). */
const OPERATOR_LABELS = {
  lt: 'is less than',
  lte: 'is at most',
  eq: 'is',
  neq: 'is not',
  gt: 'is more than',
  gte: 'is at least',
  in: 'is one of',
  isEmpty: 'is empty',
  notIsEmpty: 'is not empty',
  contains: 'contains',
} satisfies LabelsOf<typeof FILTER_OPERATORS>;

/** Operators on dates read as time. */
const DATE_OPERATOR_LABELS: Partial<Record<FilterOperator, string>> = {
  lt: 'is before',
  lte: 'is on or before',
  eq: 'is exactly',
  gt: 'is after',
  gte: 'is on or after',
};

/** Operators on list fields (languages, labels, platforms) read as membership. */
const LIST_OPERATOR_LABELS: Partial<Record<FilterOperator, string>> = {
  contains: 'has',
  in: 'has any of',
  neq: 'does not have',
  isEmpty: 'has none',
  notIsEmpty: 'has some',
};

/** The search's list fields (docs/backoffice-api.md, "Search fields"). */
const LIST_FIELDS = ['languages', 'labels', 'platforms'];

/** A filter operator for a field of the given name and type. */
function operatorLabel(op: FilterOperator, field?: { name: string; type: SearchFieldType }): string {
  if (field && LIST_FIELDS.includes(field.name)) return LIST_OPERATOR_LABELS[op] ?? OPERATOR_LABELS[op];
  if (field?.type === 'Date') return DATE_OPERATOR_LABELS[op] ?? OPERATOR_LABELS[op];
  return OPERATOR_LABELS[op];
}

/** Field names of the search and of the entities the app shows. */
const FIELD_LABELS: Record<string, string> = {
  id: 'ID',
  name: 'Name',
  email: 'Email',
  country: 'Country',
  languages: 'Languages',
  labels: 'Labels',
  platforms: 'Platforms',
  followers: 'Followers',
  avgViewers: 'Average viewers',
  primaryManagerId: 'Primary manager',
  agencyId: 'Agency',
  spStanding: 'SP standing',
  mrpType: 'MRP type',
  blocked: 'Blocked',
  createdAt: 'Created',
  updatedAt: 'Updated',
  created: 'Created',
  updated: 'Updated',
  bio: 'Bio',
  avatarUrl: 'Avatar',
  timezone: 'Time zone',
  platform: 'Platform',
  handle: 'Handle',
  url: 'Link',
  agencyName: 'Agency',
  agentId: 'Agent',
  agentName: 'Agent',
  medium: 'Medium',
  method: 'Method',
  target: 'Contact through',
  optType: 'Opt-in',
  lastContactedAt: 'Last contacted',
  phone: 'Phone',
  discord: 'Discord',
  teamId: 'Team role',
  spContractTarget: 'SP contract with',
  paymentTarget: 'Paid to',
  mrpLast30d: 'MRP, last 30 days',
  mrpLast90d: 'MRP, last 90 days',
  invitesLast90d: 'Invites, last 90 days',
  type: 'Feature',
  state: 'State',
  status: 'Status',
  joinedAt: 'Joined',
  title: 'Title',
  amount: 'Amount',
  targetDate: 'Target date',
  role: 'Role',
  team: 'Team',
  creators: 'Creators',
  managerCount: 'Managers',
  leadManagerId: 'Team lead',
  agency: 'Agency',
};

/** "avgViewers" → "Avg viewers": the fallback for a name without a label. */
const humanize = (name: string) => {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's name for people. */
const fieldLabel = (name: string): string => FIELD_LABELS[name] ?? humanize(name);

/** Human names of every enumeration the app shows. */
const ENUM_LABELS = {
  paymentStatus: {
    DELETED: 'Deleted',
    PAID: 'Paid',
    PROCESSING: 'Processing',
    REJECTED: 'Rejected',
    APPROVED: 'Approved',
    PENDING: 'Pending',
    UNKNOWN_STATUS: 'Status unknown',
  } satisfies LabelsOf<typeof PAYMENT_STATUSES>,
  jobStatus: {
    accepted: 'Waiting to start',
    started: 'In progress',
    success: 'Finished',
    failed: 'Failed',
  } satisfies LabelsOf<typeof JOB_STATUSES>,
  jobType: {
    importCreatorEmail: 'Contact emails and opt-in',
    importCreators: 'New creators',
    updateCreators: 'Creator updates',
  } as Record<string, string>,
  notificationStatus: {
    Unread: 'Unread',
    Read: 'Read',
    Unknown: 'Unknown',
  } satisfies LabelsOf<typeof NOTIFICATION_STATUSES>,
  managerTeamRole: {
    growth: 'Growth',
    teamLeader: 'Team leader',
    relationships: 'Relationships',
    deployments: 'Deployments',
    merch: 'Merchandise',
    training: 'Training',
  } satisfies LabelsOf<typeof MANAGER_TEAM_ROLES>,
  spStanding: {
    good: 'Good',
    unknown: 'Not known yet',
    suspected: 'Suspected',
    banned: 'Banned',
  } satisfies LabelsOf<typeof SP_STANDINGS>,
  mrpType: {
    mrpLast30d: 'Had MRP in the last 30 days',
    mrpLast90d: 'Had MRP in the last 90 days',
    invitedLast90d: 'Invited in the last 90 days',
    noInvitesLast90d: 'No invites in the last 90 days',
    neverInvited: 'Never invited',
  } satisfies LabelsOf<typeof MRP_TYPES>,
  outreachMedium: { discord: 'Discord', email: 'Email' } satisfies LabelsOf<typeof OUTREACH_MEDIUMS>,
  outreachMethod: { automatic: 'Automatic', manual: 'Manual' } satisfies LabelsOf<typeof OUTREACH_METHODS>,
  outreachTarget: { agency: 'The agency', direct: 'The creator directly' } satisfies LabelsOf<
    typeof OUTREACH_TARGETS
  >,
  optType: { in: 'Opted in', out: 'Opted out' } satisfies LabelsOf<typeof OPT_TYPES>,
  predictionTier: { tier_1: 'Tier 1', tier_2: 'Tier 2', tier_3: 'Tier 3' } satisfies LabelsOf<
    typeof PREDICTION_TIERS
  >,
  channelFeatureType: {
    bot: 'Chat bot',
    overlay: 'Overlay',
    tips: 'Tips',
    merch: 'Merchandise',
    mercury: 'Mercury',
    vodDynamicBanner: 'Video banner',
    vodDyamicThumbnail: 'Video thumbnail',
    vodSOG: 'Video shout-out graphic',
    vodDynamicDescription: 'Video description',
    seLive: 'SE Live',
  } satisfies LabelsOf<typeof CHANNEL_FEATURE_TYPES>,
  channelFeatureState: { active: 'On', disabled: 'Off' } satisfies LabelsOf<typeof CHANNEL_FEATURE_STATES>,
  platform: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    twitter: 'Twitter',
    discord: 'Discord',
    tiktok: 'TikTok',
    youtube: 'YouTube',
    snapchat: 'Snapchat',
    steam: 'Steam',
    unknown: 'Other',
    twitch: 'Twitch',
    trovo: 'Trovo',
  } satisfies LabelsOf<typeof SOCIAL_PLATFORMS> & LabelsOf<typeof CHANNEL_PLATFORMS>,
  programStatus: { applied: 'Applied', active: 'Active', removed: 'Removed' } as Record<string, string>,
  visibility: { public: 'Public', private: 'Private' } satisfies LabelsOf<typeof SAVED_VIEW_VISIBILITIES>,
  contactMethod: { email: 'Email', phone: 'Phone' } satisfies LabelsOf<typeof AGENCY_CONTACT_METHODS>,
  bulkOperation: {
    addLanguages: 'Add languages',
    removeLanguages: 'Remove languages',
    replaceCountry: 'Replace the country',
    addLabels: 'Add labels',
    removeLabels: 'Remove labels',
    addPrimaryManager: 'Set the primary manager',
    removePrimaryManager: 'Remove the primary manager',
  } satisfies LabelsOf<typeof BULK_CREATOR_OPERATIONS>,
};

/** The enumerations with labels. */
type EnumKind = keyof typeof ENUM_LABELS;

/** A value of an enumeration for people; an unknown value is humanized, never shown raw. */
function enumLabel(kind: EnumKind, value: string): string {
  return (ENUM_LABELS[kind] as Record<string, string>)[value] ?? humanize(value);
}

/** The keys whose values belong to an enumeration. */
const ENUM_OF_KEY: Record<string, EnumKind> = {
  spStanding: 'spStanding',
  mrpType: 'mrpType',
  medium: 'outreachMedium',
  method: 'outreachMethod',
  target: 'outreachTarget',
  spContractTarget: 'outreachTarget',
  paymentTarget: 'outreachTarget',
  optType: 'optType',
  predictionTier: 'predictionTier',
  teamId: 'managerTeamRole',
  role: 'managerTeamRole',
  platform: 'platform',
  platforms: 'platform',
  type: 'channelFeatureType',
  state: 'channelFeatureState',
  contactMethod: 'contactMethod',
  visibility: 'visibility',
};

/** The enumeration of a field (search field, API key), if its values are one. */
const enumOfField = (field: string): EnumKind | undefined =>
  Object.hasOwn(ENUM_OF_KEY, field) ? ENUM_OF_KEY[field] : undefined;

/** A field's value in staff words ("noInvitesLast90d" → "No invites in the last 90 days"). */
function valueWord(field: string, value: string): string {
  const kind = enumOfField(field);
  return kind ? enumLabel(kind, value) : value;
}

/**
 * The API's value of what staff typed or chose for a field: an enumeration's words (any case, or
 * the API's name itself) become its value; anything else is kept as typed.
 */
function valueOfWord(field: string, text: string): string {
  const kind = enumOfField(field);
  if (!kind) return text;
  const wanted = text.trim().toLowerCase();
  const entries = Object.entries(ENUM_LABELS[kind] as Record<string, string>);
  const found = entries.find(
    ([value, label]) => label.toLowerCase() === wanted || value.toLowerCase() === wanted,
  );
  return found ? found[0] : text.trim();
}

/** The keys that name a person by id. */
const PERSON_KEYS = ['primaryManagerId', 'leadManagerId'];

/** The keys that name an agency by id. */
const AGENCY_KEYS = ['agencyId'];

/** The staff member's locale: the browser's first language; en-GB on a server. */
function staffLocale(): string {
  return typeof navigator === 'undefined' ? 'en-GB' : (navigator.languages?.[0] ?? navigator.language);
}

/** A date and time in the locale ("24 Nov 2026, 09:30"); '—' for none or an invalid date. */
function formatDateTime(iso: string | null | undefined, locale = staffLocale()): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A date in the locale ("24 Nov 2026"). */
function formatDate(iso: string | null | undefined, locale = staffLocale()): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A number in the locale ("120,000"). */
const formatNumber = (value: number, locale = staffLocale()) => new Intl.NumberFormat(locale).format(value);

/** A country's name from its ISO code ("NL" → "Netherlands"); the code when unknown. */
function countryName(code: string, locale = staffLocale()): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A language's name from its code ("de" → "German"); the code when unknown. */
function languageName(code: string, locale = staffLocale()): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** How to name people by id (managers): a lookup, or nothing while it loads. */
type PeopleNames = ReadonlyMap<string, string>;

/** A person's name by id; while the names load, a neutral word rather than the id. */
function personName(id: string | null | undefined, people: PeopleNames | undefined): string {
  if (!id) return '—';
  return people?.get(id) ?? (people ? 'Unknown person' : 'Loading…');
}

/** An agency's name by id; while the names load, a neutral word rather than the id. */
function agencyName(id: string | null | undefined, agencies: PeopleNames | undefined): string {
  if (!id) return '—';
  return agencies?.get(id) ?? (agencies ? 'Unknown agency' : 'Loading…');
}

const DATE_TIME_KEY = /At$/;
const DATE_KEY = /Date$/;

/** Any value the API answers, shown for people according to its key. */
function displayValue(
  key: string,
  value: unknown,
  options: { locale?: string; people?: PeopleNames; agencies?: PeopleNames } = {},
): string {
  const locale = options.locale ?? staffLocale();
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => displayValue(key, item, options)).join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return formatNumber(value, locale);
  if (typeof value !== 'string') return String(value);
  if (PERSON_KEYS.includes(key)) return personName(value, options.people);
  if (AGENCY_KEYS.includes(key)) return agencyName(value, options.agencies);
  if (DATE_TIME_KEY.test(key) || DATE_KEY.test(key)) {
    const shown = DATE_KEY.test(key) ? formatDate(value, locale) : formatDateTime(value, locale);
    return shown === '—' ? value : shown;
  }
  if (key === 'country') return countryName(value, locale);
  if (key === 'languages') return languageName(value, locale);
  const kind = ENUM_OF_KEY[key];
  return kind ? enumLabel(kind, value) : value;
}

export {
  AGENCY_KEYS,
  ENUM_LABELS,
  FIELD_LABELS,
  OPERATOR_LABELS,
  agencyName,
  countryName,
  displayValue,
  enumLabel,
  enumOfField,
  valueOfWord,
  valueWord,
  fieldLabel,
  formatDate,
  formatDateTime,
  formatNumber,
  humanize,
  languageName,
  operatorLabel,
  personName,
  staffLocale,
};
export type { EnumKind, PeopleNames };
