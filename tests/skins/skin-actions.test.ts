// Skins hold no action behaviour: which view an action gets is the core's `actionViewOf`, how an
// action ends is the action contract's (the hooks' `status`, `outcome` and `result`). A skin that
// switches on an action's type, or runs the hooks' decision logic itself, is what a second skin
// would have to copy; this test reads every source file under skins/ and names each such line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');

/** Every source file under a folder (relative to the repository). */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(root, folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(relative(root, path));
    return /\.(ts|tsx|js|jsx|mts|cts)$/.test(name) ? [relative(root, path)] : [];
  });
}

/** The action types of the router (spec section 3), and the 3DS2 subtypes. */
const ACTION_TYPES = 'threeDS2|redirect|qrCode|await|voucher|bankTransfer|sdk';
const COMPARED_TYPES = 'threeDS2|qrCode|await|voucher|bankTransfer|sdk|fingerprint|challenge';

/**
 * The core functions that decide about actions and their ends: routing, the result table, status
 * polling, redirects, QR timing, voucher lines, the contract. The hooks call them; a skin never does.
 */
const DECISION_FUNCTIONS = [
  'routeAction',
  'classifyPaymentResponse',
  'resultCodeToStatus',
  'polledResultCodeToStatus',
  'resultMessageKey',
  'isKnownResultCode',
  'mapStatusPollResponse',
  'statusPollActionEvents',
  'threeDS2ActionEvents',
  'createStatusPoller',
  'createThreeDS2Flow',
  'createQrCountdown',
  'getQrCountdownMs',
  'shouldOfferOpenApp',
  'prepareRedirect',
  'readRedirectResult',
  'resultDetailsOf',
  'createActionRun',
  'actionReducer',
  'isActionEnded',
  'decodeThreeDS2Token',
  'getChallengeWindowSize',
];

/** The action hooks: a file that uses one renders an action. */
const ACTION_HOOKS = /\buse(ThreeDS2|Redirect|RedirectResult|QrCode|Await|Voucher|PaymentStatus)\b/;

/** The rules, each with the text a failure shows. */
const RULES: ReadonlyArray<{ name: string; pattern: RegExp; onlyWithActionHooks?: boolean }> = [
  { name: "reads an action's type or subtype", pattern: /\baction\??\.(type|subtype)\b/ },
  { name: 'switches on an action type', pattern: new RegExp(`\\bcase\\s+['"\`](${ACTION_TYPES})['"\`]`) },
  {
    name: 'compares with an action type',
    pattern: new RegExp(
      `[!=]==?\\s*['"\`](${COMPARED_TYPES})['"\`]|['"\`](${COMPARED_TYPES})['"\`]\\s*[!=]==?`,
    ),
  },
  {
    name: "calls an action's decision logic",
    pattern: new RegExp(`\\b(${DECISION_FUNCTIONS.join('|')})\\b`),
  },
  { name: 'reads a result code', pattern: /\bresultCode\b/ },
  {
    name: "classifies an action hook's status itself (use its `result` / `outcome`)",
    pattern:
      /\bstatus\s*[!=]==?\s*['"`](success|expired|completed|timeout|refused|polling|submitting|redirecting|complete)['"`]/,
    onlyWithActionHooks: true,
  },
];

/** The lines of a source text that break a rule, as `line: rule`. */
function violationsOf(source: string): string[] {
  const usesActionHooks = ACTION_HOOKS.test(source);
  const found: string[] = [];
  source.split('\n').forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments may name what they do not do
    for (const rule of RULES) {
      if (rule.onlyWithActionHooks && !usesActionHooks) continue;
      if (rule.pattern.test(line)) found.push(`${index + 1}: ${rule.name}: ${line.trim()}`);
    }
  });
  return found;
}

describe('the rules catch what a skin must not do', () => {
  it.each([
    ['switch (action.type) {', "reads an action's type or subtype"],
    ["    case 'qrCode':", 'switches on an action type'],
    ["<Panel title={view.kind === 'voucher' ? a : b} />", 'compares with an action type'],
    ["if (threeDS2.state.subtype === 'challenge')", 'compares with an action type'],
    ['const status = resultCodeToStatus(response.resultCode);', "calls an action's decision logic"],
    ["import { prepareRedirect } from 'headless-checkout/core';", "calls an action's decision logic"],
    ["const refused = response?.resultCode === 'Refused';", 'reads a result code'],
  ])('%s', (line, rule) => {
    expect(violationsOf(line).join('\n')).toContain(rule);
  });

  it("an action hook's status classified by the skin (the old endedView)", () => {
    const source = [
      "import { useQrCode } from 'headless-checkout';",
      "  if (status !== 'success' && status !== 'error' && status !== 'expired') return null;",
      "  <Panel busy={qr.status === 'submitting'}>",
    ].join('\n');
    expect(violationsOf(source)).toHaveLength(2);
  });

  it('rendering per kind from the core, and the end the hook gives, is allowed', () => {
    const source = [
      "import { actionViewOf, matchActionView, useQrCode } from 'headless-checkout';",
      'const VIEWS: ActionViewRenderers<ReactNode> = { qrCode: (view) => <QrCodeView action={view.action} /> };',
      'return matchActionView(actionViewOf(action), VIEWS, props);',
      "return end.status === 'error' ? <Result messageKey={end.messageKey} /> : <Result />;",
      "<Panel busy={qr.status === 'details'} title={t(voucher.titleKey)} />",
    ].join('\n');
    expect(violationsOf(source)).toEqual([]);
  });
});

describe('skins hold no action behaviour', () => {
  const files = sourceFiles('skins');

  it('finds the skin sources', () => {
    expect(files).toContain(join('skins', 'default', 'ActionView.tsx'));
  });

  it.each(files)('%s neither switches on action types nor decides about actions', (file) => {
    expect(violationsOf(readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });
});
