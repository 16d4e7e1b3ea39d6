import {
  isKnownPaymentMethodType,
  loadListedPaymentMethod,
  loadPaymentMethod,
  paymentMethodLoadOf,
  paymentMethodLoads,
  type AnyPaymentMethodDefinition,
  type Checkout,
  type PaymentMethodDeps,
} from 'headless-checkout/core';
import { loadProviderScript } from './provider-script';
import { navigateTo } from './redirect-dom';
import type { MethodPage, MethodRegistry } from './method-hook.types';

/**
 * The page a loaded definition's provider runs in (a wallet's effects): the script loader,
 * `window`, the environment, the merchant's script URL (the hook's `scriptUrl` option, else the
 * checkout's `scriptUrls`), navigation, and the elements the caller places for its buttons
 * (through the method hook's `getContainerProps(name)`). Made with the machine, once per form.
 */
function providerPage(
  checkout: Checkout,
  definition: AnyPaymentMethodDefinition,
  scriptUrl: string | undefined,
): MethodPage | null {
  const provider = definition.provider;
  if (!provider) return null;
  const elements = new Map<string, HTMLElement>();
  // What the provider placed (Google's button), put back into a container placed anew.
  const placed = new Map<string, Node>();
  const refs = new Map<string, (element: HTMLElement | null) => void>();
  for (const name of provider.containers ?? []) {
    refs.set(name, (element) => {
      if (!element) return void elements.delete(name);
      elements.set(name, element);
      const node = placed.get(name);
      if (node && node.parentNode !== element) element.replaceChildren(node);
    });
  }
  const configured = checkout.config.scriptUrls?.[provider.scriptUrl];
  return {
    host: {
      loadScript: loadProviderScript,
      global: () => window,
      live: checkout.config.environment.live,
      scriptUrl: scriptUrl ?? (typeof configured === 'string' ? configured : undefined),
      scriptUrls: typeof configured === 'object' ? configured : undefined,
      navigate: navigateTo,
      container: (name) => elements.get(name),
      place: (name, node) => {
        if (!(node instanceof Node)) return;
        placed.set(name, node);
        elements.get(name)?.replaceChildren(node);
      },
    },
    refOf: (name) => refs.get(name),
  };
}

/** The card's host deps per checkout, made once (its encryptor keeps the client key's public key). */
const cardDeps = new WeakMap<Checkout, Promise<PaymentMethodDeps>>();

/**
 * What a loaded definition's machine needs of the browser (`hostDeps`: the card's encryption, bin
 * lookup and browser details), loaded with the first call that needs them: the card's host code
 * comes with the card, not with every page that may show it.
 */
function hostDeps(checkout: Checkout, definition: AnyPaymentMethodDefinition): Partial<PaymentMethodDeps> {
  const needs = definition.hostDeps ?? [];
  const made = (): Promise<PaymentMethodDeps> => {
    let deps = cardDeps.get(checkout);
    if (!deps) {
      deps = import('./card-deps').then(({ createCardDeps }) => createCardDeps(checkout));
      cardDeps.set(checkout, deps);
    }
    return deps;
  };
  return {
    ...(needs.includes('environment')
      ? { environment: () => made().then((deps) => deps.environment!()) }
      : {}),
    ...(needs.includes('encrypt')
      ? { encrypt: (field, value) => made().then((deps) => deps.encrypt!(field, value)) }
      : {}),
    ...(needs.includes('lookupBin')
      ? { lookupBin: (request) => made().then((deps) => deps.lookupBin!(request)) }
      : {}),
  } satisfies Partial<PaymentMethodDeps>;
}

/**
 * The registry as the method hooks read it (one dynamic import per method), and the page its
 * providers run in. The hooks that load their definition pass it (`usePaymentMethod`,
 * `useIssuerList`, `useAch`, the wallets); `useCard` brings its definition and does not, so a card
 * page carries neither the registry's table of types nor the providers' page.
 */
const METHOD_REGISTRY: MethodRegistry = {
  loads: paymentMethodLoads,
  loadOf: paymentMethodLoadOf,
  // A type the payment methods list pays even when the SDK does not know it (by redirect).
  load: (type, listed) => (listed ? loadListedPaymentMethod(type) : loadPaymentMethod(type)),
  knows: isKnownPaymentMethodType,
  page: providerPage,
  deps: hostDeps,
};

export { METHOD_REGISTRY };
