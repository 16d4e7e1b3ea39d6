export { CheckoutProvider } from './CheckoutProvider';
export { CheckoutContext } from './context';
export { useCard, useCardField } from './useCard';
export { useCheckout } from './useCheckout';
export { useI18n } from './useI18n';
export { useStoreSelector } from './useStoreSelector';
export type { CheckoutProviderProps } from './CheckoutProvider';
export type { UseCardOptions, UseCardResult, UseCardSubscription } from './useCard';
export type { CardFieldMeta, CardPropGetters } from './card-props';
export type { UseI18nResult } from './useI18n';
export type { Subscribable } from './useStoreSelector';
// Core types a UI needs, so skins and apps can import everything from this entry.
export type {
  AddressData,
  AddressField,
  AddressFieldName,
  AddressSchema,
  Amount,
  CardFieldName,
  CardOptions,
  CardState,
  DatasetItem,
  InstallmentOption,
  InstallmentsValue,
  StoredPaymentMethod,
  Checkout,
  CheckoutError,
  CheckoutErrorType,
  CheckoutOptions,
  MessageKey,
  PaymentData,
  PaymentResponse,
  SupportedLocale,
  ValidationResult,
} from 'headless-checkout/core';
