// The default skin: Radix-based components rendering the public hooks. Import its stylesheet once:
// import 'headless-checkout/skins/default/styles.css';
export { CheckoutRoot } from './CheckoutRoot';
export { PayButton } from './PayButton';
export type { CheckoutRootProps } from './CheckoutRoot';
export type { PayButtonProps, PayButtonStatus } from './PayButton';
