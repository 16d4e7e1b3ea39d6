// The default skin: Radix-based components rendering the public hooks. Import its stylesheet once:
// import 'headless-checkout/skins/default/styles.css';
export { CheckoutRoot } from './CheckoutRoot';
export { PayButton } from './PayButton';
export type { CheckoutRootProps } from './CheckoutRoot';
export type { PayButtonProps, PayButtonStatus } from './PayButton';
// Actions (3DS2, redirect, QR, await, vouchers) and payment results.
export { ActionView } from './ActionView';
export { PaymentMessage } from './PaymentMessage';
export { PaymentResultView } from './PaymentResultView';
export type { ActionViewProps } from './ActionView';
export type { PaymentMessageProps } from './PaymentMessage';
export type { PaymentResultViewProps } from './PaymentResultView';
// Issuer-list methods (iDEAL, online banking, wallets, Pay by Bank).
export { IssuerList } from './IssuerList';
export type { IssuerListProps } from './IssuerList';
export { MethodField } from './MethodField';
export type { MethodFieldProps } from './MethodField';
export { MethodFormShell } from './MethodFormShell';
export type { MethodFormShellProps } from './MethodFormShell';
export { MethodLayout } from './MethodLayout';
export type { MethodLayoutProps } from './MethodLayout';
export { MethodForm, PaymentMethodForm } from './PaymentMethodForm';
export type { MethodFormProps, PaymentMethodFormProps } from './PaymentMethodForm';
export { BacsDirectDebit } from './BacsDirectDebit';
export type { BacsDirectDebitProps } from './BacsDirectDebit';
export { SepaDirectDebit } from './SepaDirectDebit';
export type { SepaDirectDebitProps } from './SepaDirectDebit';
export { AchDirectDebit } from './AchDirectDebit';
export type { AchDirectDebitProps } from './AchDirectDebit';
export { GiftCard } from './GiftCard';
export type { GiftCardProps } from './GiftCard';
export { GiftCardBalance } from './GiftCardBalance';
export type { GiftCardBalanceProps } from './GiftCardBalance';
export { OrderSummary } from './OrderSummary';
export type { OrderSummaryProps } from './OrderSummary';
export { MethodSecuredField } from './MethodSecuredField';
export type { MethodSecuredFieldProps } from './MethodSecuredField';
// The card form (CardForm, StoredCardForm) and its building blocks.
// The card form's optional parts load with the part (CardFormParts.tsx): these are their loaders.
export { AddressFields, DualBrandChoice, InstallmentsSelect, preloadCardFormParts } from './CardFormParts';
export type { CardFormPart } from './CardFormParts';
export { BrandBadge, BrandIcons } from './BrandIcons';
export { CardForm, CardFormView } from './CardForm';
export { ErrorPanel } from './ErrorPanel';
export { CardField, CardLayoutField, FieldError, SecurityCodeField } from './Field';
export { Select } from './Select';
export { StoredCardForm } from './StoredCardForm';
export { RemoveStoredMethod } from './RemoveStoredMethod';
export type { RemoveStoredMethodProps } from './RemoveStoredMethod';
export { Donation } from './Donation';
export type { DonationProps } from './Donation';
export type { AddressFieldsProps } from './AddressFields';
export type { BrandBadgeProps, BrandIconsProps } from './BrandIcons';
export type { CardFormProps, CardFormViewProps } from './CardForm';
export type { DualBrandChoiceProps } from './DualBrandChoice';
export type { ErrorPanelProps } from './ErrorPanel';
export type { CardFieldProps, FieldErrorProps, SecurityCodeFieldProps } from './Field';
export type { InstallmentsSelectProps } from './InstallmentsSelect';
export type { SelectOption, SelectProps } from './Select';
export type { StoredCardFormProps } from './StoredCardForm';
// Wallet buttons: Google Pay and Apple Pay.
export { GooglePayButton } from './GooglePayButton';
export { ApplePayButton } from './ApplePayButton';
export type { GooglePayButtonProps } from './GooglePayButton';
export type { ApplePayButtonProps } from './ApplePayButton';
// Wallets: Amazon Pay and PayPal (issue 16)
export { AmazonPay, AmazonPayView } from './AmazonPay';
export { PayPalButtons, PayPalButtonsView } from './PayPalButtons';
export type { AmazonPayProps, AmazonPayViewProps } from './AmazonPay';
export type { PayPalButtonsProps, PayPalButtonsViewProps } from './PayPalButtons';
// Click to Pay above the card form (issue 16).
export { ClickToPay } from './ClickToPay';
export type { ClickToPayProps } from './ClickToPay';
// The drop-in: every method the session offers in one component (issue 28).
export { Dropin, DropinView } from './Dropin';
export type { DropinProps, DropinViewProps } from './Dropin';
