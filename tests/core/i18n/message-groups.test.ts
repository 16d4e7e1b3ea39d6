// Which en-US texts ship with which code (docs/i18n.md, "Each method's texts with the method"): a
// static check over the source. Every message key a file names must be in the common group
// (bundled with the i18n layer) or in the group of the code the file belongs to: a method
// definition's folder (with the card's core, its hooks and its skin components), Click to Pay, the
// polled actions (QR code, await), the voucher action, the drop-in or the donation. A key named by
// shared code (the payment, the action views' dispatch) must be common, or a page could show it
// before its group is there. A validation toolkit module may name the keys of the groups it adds
// (`addMessages`) in the checks that return them (VALIDATION_GROUPS).
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enUS, enUSGroups } from '../../../headless/core/i18n/messages/en-US';
import { SUPPORTED_PAYMENT_METHOD_TYPES, loadPaymentMethod } from '../../../headless/core/methods/registry';

type Group = keyof typeof enUSGroups;
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The skin's components and the hooks that serve one method family (or Click to Pay) only. */
const OWN_FILES: Record<string, Group | 'scheme-less'> = {
  'skins/default/CardForm.tsx': 'scheme',
  'skins/default/CardFormShell.tsx': 'scheme',
  'skins/default/StoredCardForm.tsx': 'scheme',
  'skins/default/DualBrandChoice.tsx': 'scheme',
  'skins/default/InstallmentsSelect.tsx': 'scheme',
  'skins/default/CardFormParts.tsx': 'scheme',
  'skins/default/ClickToPay.tsx': 'click-to-pay',
  'skins/default/AchDirectDebit.tsx': 'ach',
  'skins/default/BacsDirectDebit.tsx': 'bacs',
  'skins/default/SepaDirectDebit.tsx': 'sepa',
  'skins/default/GiftCard.tsx': 'giftcard',
  'skins/default/GiftCardBalance.tsx': 'giftcard',
  'skins/default/IssuerList.tsx': 'issuer-list',
  'skins/default/AmazonPay.tsx': 'amazonpay',
  'skins/default/DropinAmazonPay.tsx': 'amazonpay',
  'skins/default/PayPalButtons.tsx': 'paypal',
  'skins/default/DropinPayPal.tsx': 'paypal',
  'headless/react/card-props.ts': 'scheme',
  'headless/react/useCard.ts': 'scheme',
  'headless/react/useCard.types.ts': 'scheme',
  'headless/react/useClickToPay.ts': 'click-to-pay',
  'headless/react/useClickToPay.types.ts': 'click-to-pay',
  'headless/react/click-to-pay-props.ts': 'click-to-pay',
  'headless/react/useAch.ts': 'ach',
  'headless/react/useGiftCard.ts': 'giftcard',
  'headless/react/useAmazonPay.ts': 'amazonpay',
  'headless/react/usePayPal.ts': 'paypal',
  'headless/react/useIssuerList.ts': 'issuer-list',
  'headless/core/actions/qr.countdown.ts': 'await-action',
  'headless/react/useQrCode.ts': 'await-action',
  'skins/default/QrCodeView.tsx': 'await-action',
  'skins/default/AwaitView.tsx': 'await-action',
  'skins/default/ActionCountdown.tsx': 'await-action',
  'headless/core/actions/voucher.details.ts': 'voucher-action',
  'headless/react/useVoucher.ts': 'voucher-action',
  'skins/default/VoucherView.tsx': 'voucher-action',
  'skins/default/Dropin.tsx': 'dropin',
  'skins/default/Donation.tsx': 'donation',
  'skins/default/RemoveStoredMethod.tsx': 'stored-removal',
  'skins/default/OrderSummary.tsx': 'order',
  'headless/core/actions/klarna-widget.machine.ts': 'klarna-widget',
  'headless/react/useDonation.ts': 'donation',
};

/**
 * The groups a validation toolkit module adds, in each check that returns one of their keys, before
 * it returns (a merchant's own form formats the key afterwards, with no machine on the page).
 */
const VALIDATION_GROUPS: Record<string, Group[]> = {
  'headless/core/validation/ach.ts': ['ach'],
  'headless/core/validation/bacs.ts': ['bacs'],
  'headless/core/validation/gift-card.ts': ['giftcard'],
  'headless/core/validation/phone.ts': ['blik', 'phone'],
  'headless/core/validation/address.ts': ['address'],
  'headless/core/validation/personal.ts': ['personal'],
  'headless/core/validation/iban.ts': ['sepa'],
};

/**
 * The groups that are not a method's: each is added by the machine (or action run) its code makes,
 * or (address, personal) by the validation checks that return their keys.
 */
const FEATURE_GROUPS = [
  'click-to-pay',
  'await-action',
  'voucher-action',
  'dropin',
  'donation',
  'address',
  'personal',
  'stored-removal',
  'order',
  'klarna-widget',
];

/**
 * The other groups a definition carries besides its folder's, for the fields it shares with
 * another method (its `messages` spreads them): a page with that method alone has their texts.
 */
const CARRIED_GROUPS: Record<string, Group[]> = {
  'open-invoice': ['sepa'],
  voucher: ['issuer-list'],
};

/** The group a file's texts may come from besides common: its method's, Click to Pay's, or none. */
function groupOf(file: string): string | undefined {
  const method = /^headless\/core\/methods\/([^/]+)\//.exec(file)?.[1];
  if (method) return method;
  if (file.startsWith('headless/core/card/')) return 'scheme';
  if (file.startsWith('headless/core/click-to-pay/')) return 'click-to-pay';
  if (file.startsWith('headless/core/dropin/')) return 'dropin';
  if (file.startsWith('headless/core/donation/')) return 'donation';
  return OWN_FILES[file];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
    .filter((file) => !file.startsWith('headless/core/i18n/'));
}

const KEYS = new Set(Object.keys(enUS));
const groupOfKey = new Map(
  Object.entries(enUSGroups).flatMap(([group, messages]) => Object.keys(messages).map((key) => [key, group])),
);

/** The message keys a file's code names as string literals (its comments left out). */
function keysIn(file: string): string[] {
  const code = readFileSync(`${root}${file}`, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/(['"`])([\w.-]+)\1/g)].map((match) => match[2]!).filter((key) => KEYS.has(key));
}

describe('each en-US group ships with the code that shows it', () => {
  const files = [...sourceFiles('headless'), ...sourceFiles('skins')];

  it.each(files)('%s names only common keys or its own group', (file) => {
    const own = groupOf(file);
    const added: string[] = [...(VALIDATION_GROUPS[file] ?? []), ...(CARRIED_GROUPS[own ?? ''] ?? [])];
    const misplaced = keysIn(file).filter((key) => {
      const group = groupOfKey.get(key);
      return group !== 'common' && group !== own && !added.includes(group!);
    });
    expect(misplaced.map((key) => `${key} (${groupOfKey.get(key)})`)).toEqual([]);
  });

  it.each(Object.entries(VALIDATION_GROUPS))(
    '%s imports and adds the compiled groups it may name (%j)',
    (file, groups) => {
      const code = readFileSync(`${root}${file}`, 'utf8');
      expect(code).toMatch(/import \{ addMessages \} from '\.\.\/i18n\/en-US\.registry';/);
      for (const group of groups) {
        const name = /import \{ messages as (\w+) \} from '\.\.\/i18n\/compiled\/en-US\.([\w-]+)';/g;
        const imported = [...code.matchAll(name)].find((match) => match[2] === group)?.[1];
        expect(imported, group).toBeDefined();
        expect(code, group).toContain(`addMessages(${imported!})`);
        // Its keys are named there (else the group need not be added).
        expect(
          keysIn(file).some((key) => groupOfKey.get(key) === group),
          group,
        ).toBe(true);
      }
    },
  );

  it('every group but common belongs to a definition folder of the registry, or is a feature group', () => {
    const registry = readFileSync(`${root}headless/core/methods/registry.ts`, 'utf8');
    const folders = new Set([...registry.matchAll(/import\('\.\/([^/]+)\//g)].map((match) => match[1]!));
    for (const group of Object.keys(enUSGroups).filter(
      (name) => name !== 'common' && !FEATURE_GROUPS.includes(name),
    ))
      expect(folders, group).toContain(group);
  });

  it("every definition the registry loads carries its folder's compiled group (none when it has none)", async () => {
    const loaded = new Map<unknown, string>();
    for (const type of SUPPORTED_PAYMENT_METHOD_TYPES) loaded.set(await loadPaymentMethod(type), type);
    const registry = readFileSync(`${root}headless/core/methods/registry.ts`, 'utf8');
    for (const folder of new Set(
      [...registry.matchAll(/import\('\.\/([^/]+)\//g)].map((match) => match[1]!),
    )) {
      const definitionFile = `headless/core/methods/${folder}/${folder}.definition.ts`;
      const module = (await import(`${root}${definitionFile}`)) as Record<string, unknown>;
      // The one the registry loads; the listed types' fallback (redirect) is loaded by its own name.
      const definition = (Object.values(module).find((value) => loaded.has(value)) ??
        Object.values(module).find(
          (value) => typeof value === 'object' && value !== null && 'types' in value && 'payload' in value,
        )) as { messages?: Record<string, unknown> } | undefined;
      expect(definition, folder).toBeDefined();
      const group = (enUSGroups as Record<string, Record<string, string> | undefined>)[folder];
      if (!group) {
        expect(definition!.messages, folder).toBeUndefined();
        continue;
      }
      const compiled = (await import(`${root}headless/core/i18n/compiled/en-US.${folder}.ts`)) as {
        messages: Record<string, unknown>;
      };
      const carried = CARRIED_GROUPS[folder] ?? [];
      if (carried.length === 0) expect(definition!.messages, folder).toBe(compiled.messages);
      expect(Object.keys(definition!.messages!).sort(), folder).toEqual(
        Object.keys({ ...group, ...Object.assign({}, ...carried.map((name) => enUSGroups[name])) }).sort(),
      );
    }
  });
});
