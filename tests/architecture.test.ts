import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(folder: string): string[] {
  const dir = join(root, folder);
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(relative(root, path));
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [relative(root, path)] : [];
  });
}

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function importsOf(file: string): string[] {
  const source = stripComments(readFileSync(join(root, file), 'utf8'));
  const specifiers = [
    ...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
  ];
  return specifiers.map((match) => match[1]!);
}

/** Packages (or package prefixes) a layer may import besides its own relative files. */
const LAYERS = [
  {
    folder: 'headless/core',
    allowed: ['valibot', 'intl-messageformat', '@formatjs/icu-messageformat-parser', 'jose'],
  },
  {
    folder: 'headless/react',
    allowed: ['headless-checkout/core', 'react', 'react-dom', 'jose'],
  },
  { folder: 'skins', allowed: ['headless-checkout', 'react', 'react-dom', '@radix-ui/'] },
  { folder: 'backoffice-hooks', allowed: ['@tanstack/react-query', 'valibot', 'react'] },
];

function allowedBy(specifier: string, allowed: string[]): boolean {
  return allowed.some((name) =>
    name.endsWith('/')
      ? specifier.startsWith(name)
      : specifier === name || (specifier.startsWith(`${name}/`) && name.startsWith('@')),
  );
}

describe('layering', () => {
  for (const { folder, allowed } of LAYERS) {
    const files = sourceFiles(folder);
    it(`${folder}: imports only its own files and ${allowed.join(', ')}`, () => {
      if (folder !== 'backoffice-hooks') expect(files.length).toBeGreaterThan(0);
      const violations: string[] = [];
      for (const file of files) {
        for (const specifier of importsOf(file)) {
          if (specifier.startsWith('.')) {
            const target = relative(root, join(root, file, '..', specifier));
            const ownTop = folder === 'skins' ? file.split('/').slice(0, 2).join('/') : folder;
            if (!target.startsWith(ownTop))
              violations.push(`${file} reaches outside its layer: ${specifier}`);
          } else if (!allowedBy(specifier, allowed)) {
            violations.push(`${file} imports ${specifier}`);
          }
        }
      }
      expect(violations).toEqual([]);
    });
  }

  it('the core uses no DOM global, so it runs in Node and on the server', () => {
    const violations = sourceFiles('headless/core').flatMap((file) => {
      const source = stripComments(readFileSync(join(root, file), 'utf8'));
      const found = source.match(/\b(window|document|navigator|localStorage|sessionStorage|HTMLElement)\b/g);
      return found ? [`${file}: ${[...new Set(found)].join(', ')}`] : [];
    });
    expect(violations).toEqual([]);
  });

  it('hooks hold no provider or network logic: they hand the page to the core as deps', () => {
    // A hook (headless/react/use*.ts) calls no provider SDK, no fetch, no navigation, and never
    // the checkout's submitDetails or reportResult itself: those are core effects, given the
    // checkout's functions as deps (`submitDetails: (data) => checkout.submitDetails(data)`).
    // The page's own adapters (browser-*.ts, redirect-dom.ts, provider-script.ts) are not hooks.
    const PROVIDER_CALLS =
      /\b(fetch|createButton|loadPaymentData|isReadyToPay|renderButton|bindChangeAction|Buttons|ApplePaySession)\s*\(|\bnew\s+ApplePaySession\b|\blocation\.(assign|replace)\b|\blocation\.href\s*=/g;
    const CHECKOUT_CALLS = /\bcheckout\s*\.\s*(submitDetails|reportResult)\s*\(/g;
    const DEPS_WIRING = /(submitDetails|reportResult):\s*\([^)]*\)\s*=>\s*(void\s+)?$/;
    const violations = sourceFiles('headless/react')
      .filter((file) => /\/use[^/]*\.tsx?$/.test(file))
      .flatMap((file) => {
        const source = stripComments(readFileSync(join(root, file), 'utf8'));
        const provider = [...source.matchAll(PROVIDER_CALLS)].map((match) => match[0]);
        const checkout = [...source.matchAll(CHECKOUT_CALLS)]
          .filter((match) => !DEPS_WIRING.test(source.slice(Math.max(0, match.index - 80), match.index)))
          .map((match) => `checkout.${match[1]}(`);
        return [...provider, ...checkout].map((call) => `${relative('headless/react', file)}: ${call}`);
      });
    // Klarna's widget, the redirect result and the action runs hand the checkout's calls to the
    // core (submitActionDetails, createCheckoutActionRun) like every other hook.
    expect(violations).toEqual([]);
  });

  it('hooks are thin: every hook module under headless/react/ is under 150 lines', () => {
    // What a method shows, its deps and its frames' view are the core's (methodOverviewOf,
    // createCheckoutPaymentMethod, framedFieldsOf); a hook mounts them. Types sit in *.types.ts.
    const long = sourceFiles('headless/react')
      .filter((file) => /\/(use[^/]*|method-hook)\.tsx?$/.test(file) && !file.endsWith('.types.ts'))
      .map((file) => [file, readFileSync(join(root, file), 'utf8').split('\n').length - 1] as const)
      .filter(([, lines]) => lines >= 150)
      .map(([file, lines]) => `${relative('headless/react', file)}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('examples use the package only through its public entry points', () => {
    const violations = sourceFiles('examples')
      .filter((file) => !file.startsWith('examples/sandbox/'))
      .flatMap((file) =>
        importsOf(file)
          .filter(
            (specifier) =>
              /(^|\/)(headless|skins|backoffice-hooks)\//.test(specifier) && specifier.startsWith('.'),
          )
          .map((specifier) => `${file} imports ${specifier}`),
      );
    expect(violations).toEqual([]);
  });

  it('the sandbox is the other side of the wire: it imports nothing of the SDK', () => {
    const violations = sourceFiles('examples/sandbox').flatMap((file) =>
      importsOf(file)
        .filter(
          (specifier) => specifier.startsWith('headless-checkout') || /(headless|skins)\//.test(specifier),
        )
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('library code has no default export, no export *, no enum', () => {
    const files = [...sourceFiles('headless'), ...sourceFiles('skins'), ...sourceFiles('backoffice-hooks')];
    const violations = files.flatMap((file) => {
      const source = stripComments(readFileSync(join(root, file), 'utf8'));
      const problems = [
        /\bexport\s+default\b/.test(source) && 'default export',
        /\bexport\s+\*/.test(source) && 'export *',
        /\benum\s+\w+\s*\{/.test(source) && 'enum',
      ].filter(Boolean);
      return problems.length > 0 ? [`${file}: ${problems.join(', ')}`] : [];
    });
    expect(violations).toEqual([]);
  });
});

/** The library's files: the core, the React layer, the frame, the skins and the back office. */
const libraryFiles = () => [
  ...sourceFiles('headless'),
  ...sourceFiles('skins'),
  ...sourceFiles('backoffice-hooks'),
];

/** The library file a relative specifier of `file` names, if any. */
function resolveRelative(file: string, specifier: string, files: Set<string>): string | undefined {
  const base = relative(root, join(root, file, '..', specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate));
}

describe('module graph', () => {
  it('has no import cycle (type imports included): modules build only on the ones below them', () => {
    const files = libraryFiles();
    const known = new Set(files);
    const graph = new Map(
      files.map((file) => [
        file,
        importsOf(file)
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => resolveRelative(file, specifier, known))
          .filter((target): target is string => target !== undefined),
      ]),
    );
    // Depth-first search; a file met again while on the path closes a cycle.
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(files.length).toBeGreaterThan(50);
    expect(cycles).toEqual([]);
  });

  it('loads on demand only per method, per locale (and the ICU parser for merchant strings) and jose for direct-mode encryption', () => {
    // Every dynamic import of the library, by file: the i18n layer's catalogues (one per locale,
    // with the formatting engine and en-US), and jose where the page encrypts (direct mode).
    const seams = new Map<string, string[]>();
    for (const file of libraryFiles()) {
      if (file.startsWith('headless/secured-fields/')) continue; // the frame: one self-contained script
      const source = stripComments(readFileSync(join(root, file), 'utf8'));
      const dynamic = [...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
        (match) => match[1]!,
      );
      if (/\bimport\s*\(\s*[^'"\s]/.test(source)) dynamic.push('(computed)');
      if (dynamic.length > 0) seams.set(file, dynamic);
    }
    const locales = seams.get('headless/core/i18n/locales.ts') ?? [];
    expect(locales.length).toBeGreaterThan(20);
    expect(locales.every((specifier) => /^\.\/compiled\/[a-z]{2}(-[A-Z]{2})?$/.test(specifier))).toBe(true);
    expect(
      Object.fromEntries([...seams].filter(([file]) => file !== 'headless/core/i18n/locales.ts')),
    ).toEqual({
      // The ICU parser, only for a merchant's ICU strings (our messages are precompiled).
      'headless/core/i18n/i18n.ts': ['@formatjs/icu-messageformat-parser'],
      'headless/react/card-deps.ts': ['jose'],
      // The card's host code (encryption, bin lookup, browser details) with the card, on a page whose
      // method hooks load definitions (useCard imports it statically).
      'headless/react/method-registry.ts': ['./card-deps'],
      // One seam per action type: each view (its hook and the core's flow behind it) only when
      // that action arrives. Klarna's widget view (a seam of that method): only when Klarna's
      // action arrives. And the vouchers' result view (the voucher family's seam): only when a
      // voucher arrives.
      'skins/default/ActionView.tsx': [
        './ThreeDS2View',
        './RedirectView',
        './QrCodeView',
        './AwaitView',
        './VoucherView',
        './KlarnaWidgetView',
      ],
      // Radix Select and its dependencies (an optional part of a form: the billing address, the
      // installments, a bank list): with the first select a form shows.
      'skins/default/Select.tsx': ['./SelectView'],
      // PayPal's and Amazon Pay's views in the drop-in (each its method's seam), a method's form and a
      // stored method's removal, a wallet's button above the list: when their item opens or shows.
      'skins/default/Dropin.tsx': [
        './DropinPayPal',
        './DropinAmazonPay',
        './PaymentMethodForm',
        './GiftCardBalance',
        './RemoveStoredMethod',
        './WalletButtonShell',
      ],
      // The card's optional parts its options or the payment service switch on: the billing address
      // (its fields and the countries' rules), the installments, the tax ids (Korean tax number,
      // social security number): when the form first shows them, or its options say it will.
      'headless/core/card/card.parts.ts': [
        './billing-address.part',
        './installments.part',
        './tax-ids.part',
        './direct-mode.part',
      ],
      // The skin's views of those parts (address fields, installments select, dual-brand choice).
      'skins/default/CardFormParts.tsx': ['./AddressFields', './InstallmentsSelect', './DualBrandChoice'],
      // One seam per payment method: its definition (the card's too; useCard imports it statically).
      'headless/core/methods/registry.ts': [
        './issuer-list/issuer-list.definition',
        './open-invoice/open-invoice.definition',
        './voucher/voucher.definition',
        './giftcard/giftcard.definition',
        './phone/phone.definition',
        './qr/qr.definition',
        './upi/upi.definition',
        './google-pay/google-pay.definition',
        './apple-pay/apple-pay.definition',
        './scheme/scheme.definition',
        './bacs/bacs.definition',
        './sepa/sepa.definition',
        './ach/ach.definition',
        './blik/blik.definition',
        './pix/pix.definition',
        './twint/twint.definition',
        // Wallets (issue 16)
        './amazonpay/amazonpay.definition',
        './paypal/paypal.definition',
        // A listed type the SDK does not know: the redirect fallback.
        './redirect/redirect.definition',
      ],
    });
  });
});
