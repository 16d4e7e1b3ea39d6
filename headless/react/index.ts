export { CheckoutProvider } from './CheckoutProvider';
export { CheckoutContext } from './context';
export { useAddressDatasets } from './useAddressDatasets';
export { useAddressFields } from './useAddressFields';
export { useCard, useCardField } from './useCard';
export { useCheckout } from './useCheckout';
export { useI18n } from './useI18n';
export { useStoreSelector } from './useStoreSelector';
export { usePayment } from './usePayment';
export { usePaymentMethods } from './usePaymentMethods';
export { useCheckoutCompletion } from './useCheckoutCompletion';
export { usePaymentMethod } from './usePaymentMethod';
export { useAch } from './useAch';
export { useGiftCard } from './useGiftCard';
export { OrderProvider, useOrder } from './OrderProvider';
export { useIssuerList } from './useIssuerList';
export { usePayButtonLabel } from './usePayButtonLabel';
export { useThreeDS2 } from './useThreeDS2';
export { useKlarnaWidget } from './useKlarnaWidget';
export { usePaymentStatus } from './usePaymentStatus';
export { useAwait, useQrCode } from './useQrCode';
export { useRedirect, useRedirectResult } from './useRedirect';
export { useVoucher } from './useVoucher';
export { useInertBackground } from './useInertBackground';
export { useDonation } from './useDonation';
export { useStoredMethodRemoval } from './useStoredMethodRemoval';
// The action view kinds, decided in the core: a skin renders per kind and never switches on an action's type.
export { actionViewOf, matchActionView } from 'headless-checkout/core';
// An action view whose code loads with its action (a lazily loaded view): the error of a chunk
// that did not load, and the report of a view that failed, once per action (onError, failAction).
export { actionLoadError, reportActionFailure } from 'headless-checkout/core';
// Which fields hold left-to-right data (their inputs get `dir="ltr"`, also on a right-to-left page).
export { fieldDirectionOf } from 'headless-checkout/core';
export type { UsePaymentResult } from './usePayment';
export type {
  AddressDataset,
  UseAddressDatasetsOptions,
  UseAddressDatasetsResult,
} from './useAddressDatasets';
export type { AddressFieldView, AddressInputProps, UseAddressFieldsResult } from './useAddressFields';
export type { UsePaymentMethodsResult } from './usePaymentMethods';
export type { UsePaymentMethodOptions, UsePaymentMethodResult } from './usePaymentMethod';
export type { UseAchOptions, UseAchResult } from './useAch';
export type { UseGiftCardOptions, UseGiftCardResult } from './useGiftCard';
export type { OrderProviderProps, UseOrderResult, UseProvidedOrderResult } from './OrderProvider';
export type {
  MethodFieldOf,
  MethodSecuredFieldGetters,
  SecuredFieldContainerProps,
  SecuredFieldLabelProps,
} from './method-hook.types';
export type {
  IssuerButtonProps,
  IssuerSelectProps,
  IssuerTriggerProps,
  UseIssuerListOptions,
  UseIssuerListResult,
} from './useIssuerList';
export type {
  FieldErrorProps,
  FieldInputProps,
  FieldLabelProps,
  FieldMeta,
  MethodFormProps,
  MethodPayButtonProps,
  PaymentMethodPropGetters,
} from './payment-method-props';
export type { HandlerKey, Merged } from './prop-getters';
export type { PaymentResultProps, ResultElementProps } from './use-payment-result';
export type { UseThreeDS2Options, UseThreeDS2Result } from './useThreeDS2.types';
export type { UseKlarnaWidgetOptions, UseKlarnaWidgetResult } from './useKlarnaWidget';
export type {
  PolledPaymentStatus,
  UsePaymentStatusOptions,
  UsePaymentStatusResult,
} from './usePaymentStatus';
export type { UseAwaitResult, UseQrCodeOptions, UseQrCodeResult } from './useQrCode';
export type {
  UseRedirectOptions,
  UseRedirectResult,
  UseRedirectResultOptions,
  UseRedirectResultResult,
} from './useRedirect';
export type { UseVoucherResult, VoucherLine } from './useVoucher';
export type { DonationAmountOption, UseDonationOptions, UseDonationResult } from './useDonation';
export type {
  UseStoredMethodRemovalOptions,
  UseStoredMethodRemovalResult,
} from './useStoredMethodRemoval.types';
export type { ActionCallbacks, ActionResult } from './use-action-run';
export type { CheckoutProviderProps } from './CheckoutProvider';
export type { UseCardOptions, UseCardResult, UseCardSubscription } from './useCard.types';
export type { CardFieldMeta, CardPropGetters } from './card-props';
export type { UseI18nResult } from './useI18n';
export type { Subscribable } from './useStoreSelector';
// Core types a UI needs, so skins and apps can import everything from this entry.
export type {
  ActionEndView,
  ActionStatus,
  ActionViewKind,
  ActionViewOf,
  ActionViewOfKind,
  ActionViewRenderers,
  AddressData,
  AddressField,
  AddressFieldName,
  AddressSchema,
  Amount,
  AwaitAction,
  BankTransferAction,
  CheckoutAction,
  PreparedRedirect,
  QrCodeAction,
  QrCountdownState,
  RedirectAction,
  SdkAction,
  KlarnaWidgetAction,
  KlarnaWidgetState,
  KlarnaWidgetStatus,
  ScriptUrls,
  StatusPollState,
  ThreeDS2Action,
  ThreeDS2State,
  VoucherAction,
  CardFieldName,
  CardOptions,
  CardState,
  DatasetItem,
  InstallmentOption,
  InstallmentsValue,
  StoredPaymentMethod,
  StoredMethodRemovalStatus,
  DonationAmounts,
  DonationData,
  DonationStatus,
  Checkout,
  CheckoutError,
  CheckoutErrorType,
  CheckoutOptions,
  MessageKey,
  PaymentAction,
  PaymentData,
  PaymentState,
  ElementStatus,
  PaymentResponse,
  SupportedLocale,
  ValidationResult,
  FieldValue,
  FieldVisibility,
  Issuer,
  IssuerItem,
  IssuerListMode,
  IssuerListType,
  IssuerTermsPart,
  PaymentMethod,
  PaymentMethodState,
  SupportedPaymentMethodType,
  FormLayout,
  LayoutDataset,
  LayoutField,
  LayoutFieldKind,
  LayoutOption,
  LayoutSection,
  OpenInvoiceOptions,
  OpenInvoiceType,
  VoucherOptions,
  VoucherType,
  AchOptions,
  BalanceResponse,
  GiftCardOptions,
  GiftCardStatus,
  GiftCardStep,
  GiftCardType,
  GiftCardView,
  Order,
  OrderFlowStatus,
  OrderPart,
  OrderResponse,
  OrderState,
} from 'headless-checkout/core';
// Wallet buttons: Google Pay and Apple Pay.
export { useGooglePay } from './useGooglePay';
export { useApplePay } from './useApplePay';
export type { UseGooglePayOptions, UseGooglePayResult } from './useGooglePay';
export type { ApplePayButtonElementProps, UseApplePayOptions, UseApplePayResult } from './useApplePay';
export type {
  ApplePayButtonColor,
  ApplePayButtonType,
  ApplePayOptions,
  GooglePayOptions,
  WalletAvailability,
} from 'headless-checkout/core';
// Wallets: Amazon Pay and PayPal (issue 16)
export { amazonPayOf, useAmazonPay } from './useAmazonPay';
export { payPalButtonsOf, usePayPal } from './usePayPal';
export type { UseAmazonPayOptions, UseAmazonPayResult } from './useAmazonPay';
export type { UsePayPalOptions, UsePayPalResult } from './usePayPal';
export { amazonPayReturnOf } from 'headless-checkout/core';
export type {
  AmazonPayCheckoutDetails,
  AmazonPayOptions,
  AmazonPayReturn,
  AmazonPayStatus,
  AmazonPayStep,
  PayPalButtonStyle,
  PayPalFundingSource,
  PayPalOptions,
  PayPalStatus,
} from 'headless-checkout/core';

// Click to Pay (issue 16)
export { useClickToPay } from './useClickToPay';
export { useDropin } from './useDropin';
export { useDropinCard, useDropinItem } from './useDropinItem';
export { CLICK_TO_PAY_SCHEME_NAMES } from 'headless-checkout/core';
export type { UseClickToPayOptions, UseClickToPayResult } from './useClickToPay.types';
export type { DropinItemProps, UseDropinOptions, UseDropinResult } from './useDropin.types';
export type { DropinItem, DropinPanel, DropinScreen, DropinStatus } from 'headless-checkout/core';
export type { ClickToPayFormProps, ClickToPayGetters, ClickToPayInputProps } from './click-to-pay-props';
export type {
  ClickToPayCard,
  ClickToPayConfiguration,
  ClickToPayErrorReason,
  ClickToPayScheme,
  ClickToPayState,
  ClickToPayStatus,
  ShopperIdentity,
  ShopperIdentityType,
} from 'headless-checkout/core';
