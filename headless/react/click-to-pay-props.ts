import type { ChangeEvent, FocusEvent, FormEvent, MouseEvent } from 'react';
import type {
  ClickToPayMachine,
  ClickToPayState,
  ClickToPayView,
  MessageKey,
  MessageValues,
} from 'headless-checkout/core';
import { merge, type Merged } from './prop-getters';

/** An input's props from a Click to Pay getter. */
interface ClickToPayInputProps {
  id: string;
  name: string;
  type: 'text' | 'email' | 'tel';
  value: string;
  autoComplete: string;
  inputMode: 'numeric' | 'email' | 'tel';
  /** Always 'ltr': a code, an email or a phone number reads left to right, also on a right-to-left page. */
  dir: 'ltr';
  disabled: boolean;
  required: true;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** A form's props from a Click to Pay getter (submit checks or sends; never a page load). */
interface ClickToPayFormProps {
  noValidate: true;
  'aria-busy'?: true;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The prop getters of useClickToPay. */
interface ClickToPayGetters {
  /**
   * Facts about the code ('otp') or the login field: its value, whether it was left, and the
   * error to show ('Enter the one-time code' / 'Enter your email address' once left empty, or the scheme's reason: a wrong code,
   * NOT_FOUND…; '' otherwise).
   */
  meta: (field: 'otp' | 'login') => { value: string; touched: boolean; error: string };
  /** Props for the code's `<label>`. */
  /**
   * Props for each screen's title (the code, login and cards screens): focus moves there when the
   * cards screen shows, or when the code field takes no more attempts.
   */
  getTitleProps: <P extends object>(userProps?: P) => Merged<P, { id: string; tabIndex: -1 }>;
  getOtpLabelProps: <P extends object>(userProps?: P) => Merged<P, { htmlFor: string; id: string }>;
  /** Props for the code's `<input>`: id, autocomplete one-time-code, numeric keyboard, ARIA to its error. */
  getOtpInputProps: <P extends object>(userProps?: P) => Merged<P, ClickToPayInputProps>;
  /** Props for the code's `<form>`: submitting checks the code. */
  getOtpFormProps: <P extends object>(userProps?: P) => Merged<P, ClickToPayFormProps>;
  /** Props for the login's `<label>`. */
  getLoginLabelProps: <P extends object>(userProps?: P) => Merged<P, { htmlFor: string; id: string }>;
  /** Props for the login's `<input>` (email or tel by the login type). */
  getLoginInputProps: <P extends object>(userProps?: P) => Merged<P, ClickToPayInputProps>;
  /** Props for the login's `<form>`: submitting looks the identity up. */
  getLoginFormProps: <P extends object>(userProps?: P) => Merged<P, ClickToPayFormProps>;
  /** Props for the element showing a field's error (its id, announced politely). */
  getErrorProps: <P extends object>(
    field: 'otp' | 'login',
    userProps?: P,
  ) => Merged<P, { id: string; 'aria-live': 'polite' }>;
  /** Props for the pay button: pays with the chosen card; disabled while it may not. */
  getPayButtonProps: <P extends object>(
    userProps?: P,
  ) => Merged<
    P,
    { type: 'button'; disabled: boolean; onClick: (event: MouseEvent<HTMLButtonElement>) => void }
  >;
}

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The getters over a Click to Pay machine and its state. */
function clickToPayGetters(
  machine: ClickToPayMachine,
  state: ClickToPayState,
  view: ClickToPayView,
  id: string,
  t: Translate,
): ClickToPayGetters {
  const errorOf = (field: 'otp' | 'login') => {
    const key = view.fieldErrorKeys[field];
    return key ? t(key) : '';
  };
  const otpError = errorOf('otp');
  const loginError = errorOf('login');
  const ids = {
    title: `${id}-title`,
    otp: { input: `${id}-otp`, label: `${id}-otp-label`, error: `${id}-otp-error` },
    login: { input: `${id}-login`, label: `${id}-login-label`, error: `${id}-login-error` },
  };
  const busy = state.pending !== null;
  const mobile = state.login.type === 'mobilePhone';
  return {
    meta: (field) => ({ value: state[field].value, touched: state[field].touched, error: errorOf(field) }),
    getTitleProps: (userProps) => merge(userProps, { id: ids.title, tabIndex: -1 as const }),
    getOtpLabelProps: (userProps) => merge(userProps, { htmlFor: ids.otp.input, id: ids.otp.label }),
    getOtpInputProps: (userProps) =>
      merge(userProps, {
        id: ids.otp.input,
        name: 'otp',
        type: 'text' as const,
        value: state.otp.value,
        autoComplete: 'one-time-code',
        inputMode: 'numeric' as const,
        dir: 'ltr' as const,
        disabled: view.otpDisabled,
        required: true as const,
        'aria-invalid': otpError !== '',
        ...(otpError ? { 'aria-describedby': ids.otp.error } : {}),
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          machine.send({ type: 'otp.changed', value: event.target.value }),
        onBlur: () => machine.send({ type: 'otp.blurred' }),
      }),
    getOtpFormProps: (userProps) =>
      merge(userProps, {
        noValidate: true as const,
        ...(state.pending === 'code' ? { 'aria-busy': true as const } : {}),
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          machine.send({ type: 'otp.submitted' });
        },
      }),
    getLoginLabelProps: (userProps) => merge(userProps, { htmlFor: ids.login.input, id: ids.login.label }),
    getLoginInputProps: (userProps) =>
      merge(userProps, {
        id: ids.login.input,
        name: mobile ? 'mobilePhone' : 'email',
        type: mobile ? ('tel' as const) : ('email' as const),
        value: state.login.value,
        autoComplete: mobile ? 'tel' : 'email',
        inputMode: mobile ? ('tel' as const) : ('email' as const),
        dir: 'ltr' as const,
        disabled: busy,
        required: true as const,
        'aria-invalid': loginError !== '',
        ...(loginError ? { 'aria-describedby': ids.login.error } : {}),
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          machine.send({ type: 'login.changed', value: event.target.value }),
        onBlur: () => machine.send({ type: 'login.blurred' }),
      }),
    getLoginFormProps: (userProps) =>
      merge(userProps, {
        noValidate: true as const,
        ...(state.pending === 'lookup' ? { 'aria-busy': true as const } : {}),
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          machine.send({ type: 'login.submitted' });
        },
      }),
    getErrorProps: (field, userProps) =>
      merge(userProps, { id: ids[field].error, 'aria-live': 'polite' as const }),
    getPayButtonProps: (userProps) =>
      merge(userProps, {
        type: 'button' as const,
        disabled: !view.canPay,
        onClick: () => machine.send({ type: 'pay.requested' }),
      }),
  };
}

export { clickToPayGetters };
export type { ClickToPayFormProps, ClickToPayGetters, ClickToPayInputProps };
