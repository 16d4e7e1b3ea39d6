// Public API of `headless-checkout/core`: framework-agnostic, no React, no DOM.

// Machines and stores
export { createMachine, createStore } from './store/machine';
export type {
  Effect,
  Machine,
  MachineDefinition,
  MachineOptions,
  Reducer,
  StateReducer,
  Store,
} from './store/machine';
export type { Timers } from './store/timers';

// Errors
export { CHECKOUT_ERROR_TYPES, CheckoutError, isCheckoutError } from './errors/checkout-error';
export { ERROR_MESSAGES } from './errors/error-messages';
export type { CheckoutErrorOptions, CheckoutErrorType, ServiceErrorDetails } from './errors/checkout-error';

// Configuration and the checkout instance
export {
  ENVIRONMENT_URLS,
  NAMED_ENVIRONMENTS,
  assertClientKeyMatchesEnvironment,
  resolveEnvironment,
} from './config/environment';
export type { NamedEnvironment, ResolvedEnvironment } from './config/environment';
export { createCheckoutConfig, updateCheckoutConfig } from './config/config';
export type {
  CheckoutConfig,
  CheckoutOptions,
  CheckoutUpdate,
  IntegrationStyle,
  ScriptUrls,
} from './config/config';
export { createCheckout } from './checkout/checkout';
export type { Checkout, CheckoutDeps } from './checkout/checkout';
export {
  DEVICE_FINGERPRINT_TIMED_OUT,
  DEVICE_FINGERPRINT_TIMEOUT_MS,
  DEVICE_FINGERPRINT_VERSION,
  deviceFingerprintUrl,
  encodeRiskClientData,
  readFingerprintMessage,
  startDeviceFingerprint,
} from './risk/device-fingerprint';
export type {
  DeviceFingerprint,
  DeviceFingerprintDeps,
  DeviceFingerprintErrorCode,
  DeviceFingerprintOptions,
  DeviceFingerprintResult,
  DeviceFingerprintStatus,
  FingerprintFrameLike,
  FingerprintMessageLike,
} from './risk/device-fingerprint';
export { DEVICE_FINGERPRINT_ERRORS, createRiskModule } from './risk/risk.module';
export type { RiskModule, RiskOptions } from './risk/risk.module';
export { SDK_VERSION, analyticsImageUrl, createAnalytics } from './analytics/analytics';
export type { Analytics, AnalyticsDeps, AnalyticsEvent, AnalyticsOptions } from './analytics/analytics';
export { createSessionClient } from './checkout/session';
export type { BalanceResponse, OrderResponse, SessionClient, SessionSetupResponse } from './checkout/session';
export { fetchOrderStatus } from './checkout/order-status';
export type { OrderStatus } from './checkout/order-status';
export {
  NO_ORDER,
  createCheckoutOrderMachine,
  createOrderCheckout,
  createOrderMachine,
  orderReducer,
  withOrder,
} from './checkout/order.machine';
export type {
  OrderDeps,
  OrderEvent,
  OrderFlowStatus,
  OrderMachine,
  OrderPart,
  OrderState,
} from './checkout/order.machine';
export { COUNTRIES_DATASET, createDatasetClient, statesDatasetName } from './checkout/datasets';
export type { DatasetClient, DatasetItem, DatasetStatus, DatasetsState } from './checkout/datasets';
export { localizeCountries } from './i18n/country-names';
export {
  STORED_PAYMENT_METHOD_TYPES,
  assertPaymentMethodsConfiguration,
  normalizePaymentMethodsResponse,
} from './checkout/payment-methods';
export type { PaymentMethod, PaymentMethodsResponse, StoredPaymentMethod } from './checkout/payment-methods';
export { createPaymentMethodsStore, paymentMethodsReducer } from './checkout/payment-methods.store';
export {
  createStoredMethodRemoval,
  disableStoredPaymentMethod,
  isStoredMethodRemovable,
  storedMethodRemovalReducer,
} from './checkout/stored-method.removal';
export type {
  StoredMethodRemovalDeps,
  StoredMethodRemovalEvent,
  StoredMethodRemovalRules,
  StoredMethodRemovalState,
  StoredMethodRemovalStatus,
} from './checkout/stored-method.removal';
export type {
  PaymentMethodsEvent,
  PaymentMethodsState,
  PaymentMethodsStore,
  PaymentMethodsStoreOptions,
} from './checkout/payment-methods.store';
export type {
  AdditionalDetailsHandler,
  Order,
  PaymentAction,
  PaymentData,
  PaymentResponse,
  SessionReference,
  SubmitHandler,
} from './checkout/types';

// HTTP
export { createHttpClient } from './http/http-client';
export type {
  ErrorLevel,
  HttpClient,
  HttpClientOptions,
  HttpRequest,
  Logger,
  ResponseSchema,
} from './http/http-client';
export { CHECKOUT_ATTEMPT_ID_TTL_MS, createCheckoutAttemptIdCache } from './http/checkout-attempt-id';
export type {
  CheckoutAttemptIdCache,
  CheckoutAttemptIdOptions,
  KeyValueStorage,
} from './http/checkout-attempt-id';

// Amounts
export { formatAmount, getMinorUnitDivisor, toMajorUnits, toMinorUnits } from './amount/amount';
export type { Amount } from './amount/amount';

// i18n
export { createI18n, i18nReducer, loadMessages } from './i18n/i18n';
export type { I18n, I18nEvent, I18nOptions, I18nState, MessageValues, Translations } from './i18n/i18n';
export {
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  getTextDirection,
  isSupportedLocale,
  normalizeLocale,
  resolveLocale,
} from './i18n/locales';
export type { SupportedLocale } from './i18n/locales';
export type {
  CompiledMessage,
  CompiledMessageGroup,
  CompiledMessages,
  MessageGroup,
  MessageKey,
  Messages,
  PartialMessages,
} from './i18n/messages';

// Validation: results, the brand info the card form shows, and the toolkit's types (its functions are
// exported by `headless-checkout/validation`)
export { VALID, toResult } from './validation/result';
export type { ValidationResult } from './validation/result';
export {
  DEFAULT_CARD_BRANDS,
  MAX_BRAND_ICONS,
  getCardBrandInfo,
  getVisibleBrandIcons,
} from './validation/card-brand-info';
export type {
  CardBrand,
  CardBrandInfo,
  FieldPolicy,
  SecurityCodeLabel,
  VisibleBrandIcons,
} from './validation/card-brand-info';
export type { CardBrandRules } from './validation/card-brands';
export type {
  CardNumberOptions,
  CardNumberValidationResult,
  DetectCardBrandOptions,
  ExpiryDateOptions,
  ExpiryDateValidationResult,
  ExpiryYearOptions,
  SecurityCodeOptions,
} from './validation/card';
export type { GiftCardPinOptions } from './validation/gift-card';
export type { RequiredOptions } from './validation/common';
export type {
  DateOfBirthOptions,
  DateOfBirthProblem,
  DateOfBirthResult,
  FormatDateInputOptions,
  Gender,
} from './validation/personal';
export type { PhoneInput, PhoneValidationResult, ValidatePhoneOptions } from './validation/phone';
export type {
  BrazilTaxIdKind,
  KoreanTaxNumberKind,
  KoreanTaxNumberResult,
  SocialSecurityNumberResult,
} from './validation/tax-id';
export type { AchCountry } from './validation/ach';
export type { BacsField, BacsFormInput, BacsFormResult } from './validation/bacs';
export type { IbanStatus, IbanValidationResult } from './validation/iban';
export type { IbanCountry } from './validation/iban-countries';
export type {
  AddressData,
  AddressField,
  AddressFieldName,
  AddressMode,
  AddressSchema,
  AddressSchemaOptions,
  AddressTextOptions,
  AddressValidationResult,
  PostalCodeFormat,
  PostalCodeOptions,
  PostalCodeValidationResult,
} from './validation/address';

// The payment lifecycle: one attempt from submit to the end, and the one result table
export {
  ERROR_RESULT_CODES,
  RESULT_CODES,
  SUCCESS_RESULT_CODES,
  classifyPaymentResponse,
  isKnownResultCode,
  polledResultCodeToStatus,
  resultCodeToStatus,
  resultMessageKey,
} from './payment/payment.result';
export type { PaymentOutcome, ResultCode } from './payment/payment.result';
export { BUTTON_COMPLETED_MS, payButtonLabelOf } from './payment/payment.button';
export type { PayButtonLabel, PayButtonLabelOptions } from './payment/payment.button';
export {
  READY_PAYMENT,
  canStartPayment,
  createPaymentMachine,
  elementStatusOf,
  isPaymentRunning,
  paymentEndOf,
  paymentReducer,
  submitPaymentEffect,
  toPaymentError,
} from './payment/payment.machine';
export type {
  ElementStatus,
  PaymentDeps,
  PaymentEvent,
  PaymentEnd,
  PaymentMachine,
  PaymentState,
  PaymentStatus,
} from './payment/payment.machine';

// Forms: fields with valibot schemas, errors shown after blur or submit, the payment attempt
export { SUBMIT_WAIT_MS, createSubmitWaitEffect } from './form/submit-wait';
export {
  createFormMachine,
  createFormReducer,
  createInitialFormState,
  isFormEncrypting,
} from './form/form.machine';
export type {
  FieldValue,
  FieldVisibility,
  FormDefinition,
  FormEvent,
  FormField,
  FormFieldState,
  FormFields,
  FormMachine,
  FormSecuredFieldReport,
  FormState,
} from './form/form.machine';
export {
  encryptedFormValues,
  firstInvalidField,
  formValues,
  isFieldErrorShown,
  nextFormField,
  shownFormErrors,
} from './form/form.view';
export type { AnyFormState } from './form/form.view';
// The address section's fields and layout are the definitions' (and the card's billing-address part's):
// not re-exported, so a page that never shows an address does not reach them (see architecture.md).
export type { AddressSectionField, AddressSectionSpec } from './form/address-section';
export {
  billingAddressPart,
  directModePart,
  installmentsPart,
  loadBillingAddressPart,
  loadDirectModePart,
  loadInstallmentsPart,
  loadTaxIdsPart,
  taxIdsPart,
} from './card/card.parts';
export type { BillingAddressPart, DirectModePart, InstallmentsPart, TaxIdsPart } from './card/card.parts';
export { ADDRESS_SELECT_PLACEHOLDERS, addressAutofillOf } from './form/address-autofill';
export { fieldDirectionOf } from './form/field-direction';
export type {
  FormLayout,
  LayoutDataset,
  LayoutField,
  LayoutFieldKind,
  LayoutOption,
  LayoutSection,
} from './form/form.layout';

// Payment methods as definitions: the registry (one lazy load per method) and the method machine
export {
  SUPPORTED_PAYMENT_METHOD_TYPES,
  isKnownPaymentMethodType,
  loadListedPaymentMethod,
  loadPaymentMethod,
  paymentMethodLoadOf,
  paymentMethodLoads,
} from './methods/registry';
export type {
  PaymentMethodDefinitionOf,
  PaymentMethodLoad,
  PaymentMethodExtraOf,
  PaymentMethodFieldOf,
  PaymentMethodOptionsOf,
  PaymentMethodOwnEventOf,
  SupportedPaymentMethodType,
} from './methods/registry';
export { createPaymentMethodMachine } from './methods/payment-method.machine';
export { methodStatusOf, screenOf } from './methods/method.screen';
export type { MethodScreen, MethodScreenName } from './methods/method.screen';
export { methodOverviewOf } from './methods/method.overview';
export { INSTANT_PAYMENT_TYPES, NEVER_IN_DROPIN, dropinItemsOf, dropinListOf } from './dropin/dropin.list';
export type {
  DropinItem,
  DropinItemKind,
  DropinList,
  DropinListOptions,
  DropinPanel,
} from './dropin/dropin.list';
export {
  INITIAL_DROPIN,
  canSubmitDropin,
  createDropinMachine,
  defaultItemOf,
  dropinReducer,
  itemAfterKey,
  selectedItemOf,
  visibleItemsOf,
} from './dropin/dropin.machine';
export { dropinScreenOf, screenTakesFocus } from './dropin/dropin.screen';
export type { DropinScreen, DropinScreenName } from './dropin/dropin.screen';
export { createCheckoutDropin } from './dropin/dropin.checkout';
export type {
  CheckoutDropin,
  CheckoutDropinOptions,
  DropinHost,
  DropinMethod,
} from './dropin/dropin.checkout';
export type {
  DropinDeps,
  DropinEvent,
  DropinMachine,
  DropinOpenOptions,
  DropinState,
  DropinStatus,
} from './dropin/dropin.machine';
export {
  frameMessagesOf,
  framedFieldsOf,
  framesFailureOf,
  framesStatusOf,
  isSecuredField,
  nextFramedField,
} from './methods/method.frames';
export type { FramedField } from './methods/method.frames';
export type { MethodOverview } from './methods/method.overview';
export { checkoutMethodDeps, createCheckoutPaymentMethod } from './methods/method.checkout';
export type { PaymentMethodMachine, PaymentMethodMachineOptions } from './methods/payment-method.machine';
export type { RedirectMethodOptions } from './methods/redirect/redirect.definition';
export type {
  AnyPaymentMethodDefinition,
  CheckoutSessionReference,
  PaymentEnvironment,
  ProviderHost,
  AvailabilityEvent,
  MethodAvailability,
  MethodClosedReason,
  MethodFrames,
  MethodAvailabilityCheck,
  PaymentMethodFormState,
  PaymentMethodDeps,
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodEvent,
  PaymentMethodState,
} from './methods/payment-method.types';
export type { SepaDirectDebitDefinition, SepaDirectDebitOptions } from './methods/sepa/sepa.definition';
export type {
  BacsDefinition,
  BacsEvent,
  BacsExtra,
  BacsOptions,
  BacsStep,
} from './methods/bacs/bacs.definition';
export type {
  OpenInvoiceData,
  OpenInvoiceDefinition,
  OpenInvoiceOptions,
} from './methods/open-invoice/open-invoice.definition';
export { OPEN_INVOICE_TYPES, isOpenInvoiceType } from './methods/open-invoice/open-invoice.types';
export type { VoucherData, VoucherDefinition, VoucherOptions } from './methods/voucher/voucher.definition';
export { VOUCHER_TYPES, isVoucherType } from './methods/voucher/voucher.types';
export type { VoucherType } from './methods/voucher/voucher.types';
export type {
  VoucherEmailMode,
  VoucherMethodConfig,
  VoucherPersonalField,
} from './methods/voucher/voucher.config';
export type {
  OpenInvoiceMethodConfig,
  OpenInvoiceSection,
  PersonalDetailsField,
} from './methods/open-invoice/open-invoice.config';
export type {
  AchDefinition,
  AchEvent,
  AchExtra,
  AchOptions,
  AchSecuredFieldsStatus,
} from './methods/ach/ach.definition';
export type {
  GiftCardDefinition,
  GiftCardDeps,
  GiftCardEvent,
  GiftCardExtra,
  GiftCardOptions,
  GiftCardSecuredFieldsStatus,
  GiftCardStep,
  GiftCardView,
  GiftCardType,
} from './methods/giftcard/giftcard.definition';
export {
  GIFT_CARD_ERROR_KEYS,
  classifyGiftCardBalance,
  giftCardErrorKeyOf,
  remainingGiftCardBalance,
} from './methods/giftcard/giftcard.balance';
export type { GiftCardBalanceOutcome, GiftCardStatus } from './methods/giftcard/giftcard.balance';
export type { OpenInvoiceType } from './methods/open-invoice/open-invoice.types';
export type { PhoneMethodDefinition, PhoneMethodOptions } from './methods/phone/phone.definition';
export type { PhoneMethodConfig, PhoneMethodType, PhonePrefix } from './methods/phone/phone.config';
export type { BlikDefinition, BlikOptions } from './methods/blik/blik.definition';
export type { UpiDefinition, UpiMode, UpiOptions } from './methods/upi/upi.definition';
export type { PixDefinition, PixOptions } from './methods/pix/pix.definition';
export type { TwintDefinition, TwintOptions } from './methods/twint/twint.definition';
export type { QrMethodDefinition, QrMethodOptions } from './methods/qr/qr.definition';
export type { QrMethodConfig, QrMethodType } from './methods/qr/qr.config';
export { ISSUER_LIST_TYPES, isIssuerListType } from './methods/issuer-list/issuer-list.types';
export type {
  Issuer,
  IssuerItem,
  IssuerListDefinition,
  IssuerListMode,
  IssuerListOptions,
  IssuerListType,
  IssuerListView,
  IssuerTermsPart,
} from './methods/issuer-list/issuer-list.types';

// Cards
export { createCardMachine, securedFieldChanged } from './card/card.machine';
export type { CardMachine, CardMachineOptions } from './card/card.machine';
export { schemeDefinition } from './methods/scheme/scheme.definition';
export type { CardDefinition } from './methods/scheme/scheme.definition';
export {
  CARD_FIELDS,
  acceptedBrands,
  billingAddressSchemaOf,
  effectiveBrand,
  installmentOptionsOf,
  isCardReady,
  policiesOf,
  visibilityOf,
} from './card/card.rules';
export type { CardPart, CardPartNeed, CardVisibility } from './card/card.rules';
export { CARD_FIELD_HINTS, cardLayout, isCardFieldSecured } from './card/card.layout';
export {
  brandIconsOf,
  cardViewOf,
  cardFieldSnapshot,
  cardFormSnapshot,
  focusOrder,
  installmentChoicesOf,
  isErrorShown,
  isFieldComplete,
  isFieldVisible,
  nextFieldAfter,
  shownErrors,
} from './card/card.view';
export type { CardPartView, CardView, InstallmentChoice, ShownError } from './card/card.view';
export { buildCardPaymentData, cardPayload, payloadExpiryYear, splitExpiry } from './card/card.payload';
export type { EncryptedCardFields } from './card/card.payload';
export {
  formatCardFieldInput,
  formatExpiryInput,
  formatExpiryMonthInput,
  formatExpiryYearInput,
} from './card/card.format';
export { createCardEncryptor } from './card/card.encryption';
export type {
  CardEncryptor,
  CardEncryptorOptions,
  EncryptedFieldName,
  JoseParts,
} from './card/card.encryption';
export {
  BANK_SECURED_FIELD_TYPES,
  CARD_SECURED_FIELD_TYPES,
  SECURED_FIELDS_TIMEOUTS,
  SECURED_FIELDS_VERSION,
  SECURED_FIELD_TYPES,
  securedFieldUrl,
} from './card/secured-fields.fields';
export type {
  BankSecuredFieldType,
  CardSecuredFieldType,
  GiftCardSecuredFieldType,
  SecuredFieldType,
} from './card/secured-fields.fields';
export {
  SECURED_FIELDS_CHANNEL,
  SECURED_FIELD_STYLE_PROPERTIES,
  parsePageMessage,
  pickSecuredFieldStyles,
} from './card/secured-fields.protocol';
export type {
  FrameMessage,
  FrameMessageBody,
  PageMessage,
  PageMessageBody,
} from './card/secured-fields.protocol';
export { EXPIRY_CHANNEL, createExpiryInstance, linkExpiryFields } from './card/secured-fields.expiry';
export type { ExpiryChannelPort, ExpiryLink, ExpiryLinkOptions } from './card/secured-fields.expiry';
export {
  ENCRYPTED_FIELD_NAMES,
  MAX_FRAME_LOADS,
  createSecuredFieldsController,
  parseFrameMessage,
} from './card/secured-fields';
export type {
  FrameConfiguration,
  SecuredFieldsController,
  SecuredFieldsControllerOptions,
  SecuredFieldsStatus,
} from './card/secured-fields';
export { lookupBin } from './card/bin-lookup';
export type { BinLookupBrand, BinLookupOutcome, BinLookupRequest, BinLookupResult } from './card/bin-lookup';
export type {
  BinLookupState,
  CardExtra,
  CardMethodOptions,
  CardOwnEvent,
  CardPartName,
  CardPartStatus,
  CardEvent,
  CardFieldName,
  CardMode,
  CardOptions,
  CardState,
  CardStatus,
  ExpiryFields,
  InstallmentOption,
  InstallmentPlan,
  InstallmentsValue,
  SecuredFieldReport,
} from './card/card.types';

// Actions: the router, status polling, QR countdowns, redirects (spec sections 3, 4, 7, 9)
export { ACTION_TYPES, pruneResponse, routeAction } from './actions/action.router';
export type {
  ActionType,
  AwaitAction,
  BankTransferAction,
  CheckoutAction,
  QrCodeAction,
  RedirectAction,
  SdkAction,
  ThreeDS2Action,
  VoucherAction,
} from './actions/action.router';
export {
  IDLE_STATUS_POLL,
  STATUS_POLL_TIMING,
  createStatusPoller,
  mapStatusPollResponse,
  statusPollActionEvents,
  statusPollDelay,
  statusPollReducer,
} from './actions/status-poll';
export type {
  StatusPollDeps,
  StatusPollEvent,
  StatusPollResponse,
  StatusPollResult,
  StatusPollState,
  StatusPoller,
  StatusPollerOptions,
} from './actions/status-poll';
export {
  DEFAULT_QR_COUNTDOWN_MINUTES,
  QR_COUNTDOWN_MINUTES,
  QR_INSTRUCTIONS,
  QR_OPEN_APP,
  QR_TICK_MS,
  createQrCountdown,
  formatCountdown,
  getQrCountdownMs,
  getQrInstructionsKey,
  qrCountdownReducer,
  qrCountdownStateOf,
  shouldOfferOpenApp,
} from './actions/qr.countdown';
export type {
  IntervalTimers,
  QrCountdown,
  QrCountdownDeps,
  QrCountdownEvent,
  QrCountdownState,
} from './actions/qr.countdown';
export { REDIRECT_RESULT_PARAMETERS, prepareRedirect, readRedirectResult } from './actions/redirect.form';
export type { PreparedRedirect } from './actions/redirect.form';
// The one action contract (started, details, completed | error | timeout, reported once) and the view kinds
export {
  IDLE_ACTION,
  actionReducer,
  createActionRun,
  followActionSource,
  isActionEnded,
  reportEndEffect,
} from './actions/action.contract';
export type {
  ActionEndView,
  ActionEvent,
  ActionReport,
  ActionRun,
  ActionSource,
  ActionState,
  ActionStatus,
} from './actions/action.contract';
export { asActionError, createCheckoutActionRun, submitActionDetails } from './actions/action.checkout';
export type { ActionRunCallbacks, ActionRunCheckout } from './actions/action.checkout';
export { actionLoadError, reportActionFailure } from './actions/action.report';
export type { ActionReportCheckout } from './actions/action.report';
export { actionKeyOf, actionViewOf, matchActionView } from './actions/action.view';

// Klarna's widget (spec sections 3, 4) and providers' scripts
export { KLARNA_WIDGET_TYPES, KLARNA_WIDGET_URL, isKlarnaWidgetAction } from './actions/klarna-widget.action';
export type { KlarnaSdkData, KlarnaWidgetAction } from './actions/klarna-widget.action';
export {
  INITIAL_KLARNA_WIDGET,
  createKlarnaWidgetMachine,
  klarnaPaymentsOf,
  klarnaSdkDataOf,
  klarnaWidgetReducer,
} from './actions/klarna-widget.machine';
export type {
  KlarnaAuthorizeResult,
  KlarnaLoadResult,
  KlarnaPaymentsApi,
  KlarnaWidgetEvent,
  KlarnaWidgetMachine,
  KlarnaWidgetState,
  KlarnaWidgetStatus,
} from './actions/klarna-widget.machine';
export {
  SCRIPT_LOAD_TIMEOUT_MS,
  ScriptLoadError,
  createScriptLoader,
  isScriptLoadError,
} from './scripts/script.loader';
export type {
  ScriptPageLike,
  ScriptElementLike,
  ScriptLoadFailure,
  ScriptLoadOptions,
  ScriptLoader,
  ScriptLoaderDeps,
} from './scripts/script.loader';
export type {
  ActionViewKind,
  ActionViewOf,
  ActionViewOfKind,
  ActionViewRenderers,
} from './actions/action.view';

// 3DS2 (spec sections 3, 4, 5, 8, 9)
export {
  CHALLENGE_WINDOW_SIZES,
  THREEDS2_ERROR_CODES,
  THREEDS2_MESSAGES,
  THREEDS2_TIMEOUTS,
  decodeThreeDS2Token,
  encodeBase64Url,
  getChallengeWindowSize,
} from './three-ds2/three-ds2.token';
export type { ChallengeWindowSizeCode, ThreeDS2ErrorCode, ThreeDS2Token } from './three-ds2/three-ds2.token';
export {
  INITIAL_THREEDS2,
  createThreeDS2Flow,
  initialThreeDS2MachineState,
  threeDS2ActionEvents,
  threeDS2Reducer,
} from './three-ds2/three-ds2.flow';
export type {
  ThreeDS2Deps,
  ThreeDS2Event,
  ThreeDS2Flow,
  ThreeDS2FlowOptions,
  ThreeDS2Form,
  ThreeDS2MachineState,
  ThreeDS2State,
} from './three-ds2/three-ds2.flow';
export {
  groupIban,
  resultDetailsOf,
  resultTextsOf,
  voucherActionMessages,
  voucherIssuerImageOf,
} from './actions/voucher.details';
export type { ResultDetail, ResultTexts } from './actions/voucher.details';
export {
  checkDonationOptions,
  createDonationMachine,
  donationDataOf,
  donationReducer,
  initialDonationState,
} from './donation/donation.machine';
export type {
  DonationAmounts,
  DonationData,
  DonationDeps,
  DonationEvent,
  DonationOptions,
  DonationState,
  DonationStatus,
} from './donation/donation.machine';
// Wallets: Google Pay, Apple Pay, Amazon Pay and PayPal (spec sections 2, 3, 4, 7, 8, 9). Their
// definitions load through the registry with their rules, flows and effects; only their types and
// what a page reads without the definition are here. Decision: nothing a lazy definition uses is
// re-exported here: a bundler that splits by file (esbuild) would otherwise load it on every page
// that has the registry (tests import those modules by their paths).
export { walletAvailabilityOf } from './methods/wallet/wallet.availability';
export type { WalletAvailability } from './methods/wallet/wallet.availability';
export type { WalletEvent, WalletState } from './methods/wallet/wallet.flow';
export type {
  GoogleCardPaymentMethod,
  GoogleIsReadyToPayRequest,
  GooglePayAuthMethod,
  GooglePayButtonLocale,
  GooglePayButtonOptions,
  GooglePayDefinition,
  GooglePayEvent,
  GooglePayNetwork,
  GooglePayOptions,
  GooglePayState,
  GooglePayToken,
  GooglePaymentDataRequest,
  GooglePaymentsClient,
  GooglePaymentsClientConstructor,
} from './methods/google-pay/google-pay.definition';
export type {
  ApplePayButtonColor,
  ApplePayButtonType,
  ApplePayDefinition,
  ApplePayEvent,
  ApplePayLineItem,
  ApplePayOptions,
  ApplePayPage,
  ApplePayPaymentRequest,
  ApplePaySessionClass,
  ApplePaySessionLike,
  ApplePaySessionRequest,
  ApplePayState,
  ApplePayToken,
} from './methods/apple-pay/apple-pay.definition';
export {
  AMAZON_CHECKOUT_RESULT_PARAM,
  AMAZON_CHECKOUT_SESSION_PARAM,
  amazonPayReturnOf,
  amazonPayStatusOf,
  amazonPayStepOf,
} from './methods/amazonpay/amazonpay.return';
export type { AmazonPayReturn, AmazonPayStep } from './methods/amazonpay/amazonpay.return';
export { amazonPayViewOf } from './methods/amazonpay/amazonpay.view';
export type { AmazonPayView } from './methods/amazonpay/amazonpay.view';
export type {
  AmazonPayAmount,
  AmazonPayButtonOptions,
  AmazonPayRegion,
  CheckoutSessionConfig,
  CheckoutSessionInput,
} from './methods/amazonpay/amazonpay.rules';
export type { AmazonPayApiDeps, AmazonPayCheckoutDetails } from './methods/amazonpay/amazonpay.api';
export type { AmazonPayEvent, AmazonPayState, AmazonPayStatus } from './methods/amazonpay/amazonpay.flow';
export type {
  AmazonPayJsApi,
  AmazonPayRenderOptions,
  AmazonPayScriptUrls,
} from './methods/amazonpay/amazonpay.script';
export type { AmazonPaySettings } from './methods/amazonpay/amazonpay.settings';
export type { AmazonPayDefinition, AmazonPayOptions } from './methods/amazonpay/amazonpay.definition';
export type {
  PayPalApproveData,
  PayPalButtonStyle,
  PayPalButtonsInstance,
  PayPalButtonsOptions,
  PayPalFundingSource,
  PayPalLocale,
  PayPalSdkApi,
  PayPalSdkInput,
} from './methods/paypal/paypal.sdk';
export type { PayPalEvent, PayPalState, PayPalStatus } from './methods/paypal/paypal.flow';
export type { PayPalSetup } from './methods/paypal/paypal.setup';
export type { PayPalDefinition, PayPalOptions } from './methods/paypal/paypal.definition';
export { paypalViewOf } from './methods/paypal/paypal.view';
export type { PayPalView } from './methods/paypal/paypal.view';

// Click to Pay (spec sections 2, 3, 4, 7, 8, 9): the machine, its cards, payloads, errors and the schemes' SDKs
export { CLICK_TO_PAY_SCHEMES, CLICK_TO_PAY_SCHEME_NAMES } from './click-to-pay/click-to-pay.types';
export type {
  ClickToPayCard,
  ClickToPayCheckoutResult,
  ClickToPayScheme,
  ClickToPaySchemeSdk,
  SchemeCheckoutAnswer,
  SchemeInitParams,
  SchemeMaskedCard,
  SchemeProfileAnswer,
  ShopperIdentity,
  ShopperIdentityType,
} from './click-to-pay/click-to-pay.types';
export { clickToPayCardsOf, isCardExpired, sortClickToPayCards } from './click-to-pay/click-to-pay.cards';
export {
  SANDBOX_VISA_TOKEN_REFERENCE,
  clickToPayCheckoutResultOf,
  clickToPayPaymentMethodOf,
} from './click-to-pay/click-to-pay.payload';
export {
  CLICK_TO_PAY_ERROR_MESSAGES,
  CLICK_TO_PAY_ERROR_REASONS,
  ClickToPayError,
  clickToPayMessageKeyOf,
  clickToPayReasonOf,
} from './click-to-pay/click-to-pay.errors';
export type { ClickToPayErrorReason } from './click-to-pay/click-to-pay.errors';
export {
  clickToPayConfigurationOf,
  clickToPayInitParamsOf,
  clickToPaySchemesOf,
  majorAmountOf,
  shopperIdentityOf,
} from './click-to-pay/click-to-pay.config';
export type { ClickToPayConfiguration } from './click-to-pay/click-to-pay.config';
export {
  CLICK_TO_PAY_SDK_URLS,
  adaptSchemeSdk,
  loadClickToPaySchemes,
  rawSdkOf,
} from './click-to-pay/click-to-pay.sdk';
export type { ClickToPaySdkLoadOptions } from './click-to-pay/click-to-pay.sdk';
export {
  CODE_RESENT_MS,
  INITIAL_CLICK_TO_PAY,
  RESEND_COUNTDOWN_SECONDS,
  canPayWithClickToPay,
  canResendOtp,
  canSubmitOtp,
  clickToPayErrorKeyOf,
  clickToPayReducer,
  createClickToPayMachine,
  otpLocked,
  selectedCardOf,
} from './click-to-pay/click-to-pay.machine';
export { createCheckoutClickToPay, followCheckoutCompletion } from './click-to-pay/click-to-pay.checkout';
export type { CheckoutClickToPayOptions, ClickToPayPage } from './click-to-pay/click-to-pay.checkout';
export { clickToPayFocusOf, clickToPayShownOf } from './click-to-pay/click-to-pay.focus';
export type { ClickToPayFocus } from './click-to-pay/click-to-pay.focus';
export { clickToPayViewOf } from './click-to-pay/click-to-pay.view';
export type { ClickToPayText, ClickToPayView } from './click-to-pay/click-to-pay.view';
export type {
  ClickToPayDeps,
  ClickToPayEvent,
  ClickToPayField,
  ClickToPayMachine,
  ClickToPayPending,
  ClickToPayResend,
  ClickToPayState,
  ClickToPayStatus,
} from './click-to-pay/click-to-pay.machine';
