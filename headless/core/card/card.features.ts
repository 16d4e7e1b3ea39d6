import { CheckoutError } from '../errors/checkout-error';
import type * as addressModule from '../validation/address';
import type * as cardModule from '../validation/card';
import type * as taxIdModule from '../validation/tax-id';
import type { CardEvent, CardState } from './card.types';

/**
 * Parts of the card form that load when the form needs them, so a page carries only what its form
 * uses: a secured-mode form (the default) checks the card data in the frames and loads none of them
 * until the shopper needs a billing address or a local identity field.
 */
interface CardFeatures {
  /** Direct mode: the page's own number, expiry, security code and Korean password checks, brand detection and number formatting. */
  directFields?: Pick<
    typeof cardModule,
    | 'detectCardBrand'
    | 'formatCardNumber'
    | 'getCardBrandRules'
    | 'validateCardNumber'
    | 'validateExpiryDate'
    | 'validateExpiryMonth'
    | 'validateExpiryYear'
    | 'validateKoreanCardPassword'
    | 'validateSecurityCode'
  >;
  /** Billing address: the country schemas, postal codes and text clean-up. */
  address?: Pick<typeof addressModule, 'getAddressSchema' | 'normalizeAddressText'>;
  /** Korean tax number and Brazilian social security number (CPF/CNPJ). */
  localIds?: Pick<
    typeof taxIdModule,
    'formatSocialSecurityNumber' | 'validateKoreanTaxNumber' | 'validateSocialSecurityNumber'
  >;
}

/** The name of one loadable part. */
type CardFeatureName = keyof CardFeatures;

/** Loads one part; each is its own chunk in a bundler that splits dynamic imports. */
type CardFeatureLoader = <Name extends CardFeatureName>(
  name: Name,
) => Promise<NonNullable<CardFeatures[Name]>>;

const LOADERS: { [Name in CardFeatureName]: () => Promise<NonNullable<CardFeatures[Name]>> } = {
  directFields: () => import('../validation/card'),
  address: () => import('../validation/address'),
  localIds: () => import('../validation/tax-id'),
};

/** The parts loaded so far in this page (module code, the same for every form and request). */
const loaded: CardFeatures = {};

/** The default loader: a dynamic import per part, remembered so later forms start with it. */
const loadCardFeature: CardFeatureLoader = (name) =>
  LOADERS[name]().then((feature) => {
    (loaded as Record<CardFeatureName, unknown>)[name] = feature;
    return feature;
  });

/** The parts the default loader has loaded so far: a form created after them has them at once. */
const loadedCardFeatures = (): CardFeatures => ({ ...loaded });

/** Every part, loaded: for a merchant who preloads them (`deps.features`) and for server rendering. */
async function loadAllCardFeatures(): Promise<Required<CardFeatures>> {
  const [directFields, address, localIds] = await Promise.all([
    loadCardFeature('directFields'),
    loadCardFeature('address'),
    loadCardFeature('localIds'),
  ]);
  return { directFields, address, localIds };
}

/**
 * Returns the function that loads the parts a state needs and has not got, each once per machine
 * (again after a failure), and reports them to the machine.
 */
function createFeatureRequester(
  load: CardFeatureLoader,
  needed: (state: CardState) => CardFeatureName[],
): (state: CardState, send: (event: CardEvent) => void) => void {
  const requested = new Set<CardFeatureName>();
  return (state, send) => {
    for (const name of needed(state)) {
      if (state.features[name] || requested.has(name)) continue;
      requested.add(name);
      load(name).then(
        (feature) => send({ type: 'features.loaded', features: { [name]: feature } }),
        (cause: unknown) => {
          requested.delete(name);
          send({
            type: 'features.failed',
            error: new CheckoutError('NETWORK_ERROR', `Could not load the card form's ${name} part`, {
              cause,
            }),
          });
        },
      );
    }
  };
}

export { createFeatureRequester, loadAllCardFeatures, loadCardFeature, loadedCardFeatures };
export type { CardFeatureLoader, CardFeatureName, CardFeatures };
