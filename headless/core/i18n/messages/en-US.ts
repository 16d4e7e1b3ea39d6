/**
 * The en-US message catalogue: every key the specification names, plus the labels the
 * components need. ICU message syntax (formatjs): `{name}` placeholders, `<link>…</link>` tags.
 * Every other locale must hold exactly these keys (checked by the type of `Messages` and by tests).
 *
 * Grouped by the code that shows them (docs/i18n.md): `common` is bundled with the i18n layer; each
 * other group is compiled to a module of its own (scripts/compile-messages.ts) that ships with its
 * method's definition (the definition's `messages`, or Click to Pay's machine), which adds it to the
 * en-US catalogue when it creates a machine. A key is in exactly one group (tests/core/i18n).
 */

/** Texts any page may show, bundled with the i18n layer: the pay button, payment results and generic
 * errors, what the action views show while their code loads (3DS2, redirect), the skin's shared
 * texts, the card fields' labels and errors (the gift card shows them too), and the labels of the
 * fields several methods share (address, personal details), which shared form code names. A key the
 * validation toolkit (`headless-checkout/validation`) returns that no shared code names is in its
 * method's group or a validation group (address, personal), which the check adds when it runs
 * (docs/i18n.md). */
const common = {
  // Generic actions and states
  payButton: 'Pay',
  'payButton.withAmount': 'Pay {amount}',
  'payButton.redirecting': 'Redirecting…',
  'payButton.saveDetails': 'Save details',
  'payButton.processing': 'Processing payment…',
  'payButton.completed': 'Paid',
  confirmPurchase: 'Confirm purchase',
  continue: 'Continue',
  continueTo: 'Continue to {name}',
  preauthorizeWith: 'Preauthorize with {name}',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading…',
  'button.copy': 'Copy',
  'button.copied': 'Copied',
  'field.optional': '(optional)',
  storeDetails: 'Save for my next payment',
  'payment.success': 'Payment successful',
  'payment.pending': 'Waiting for the payment to be confirmed',
  /** A control that brings the shopper back to the checkout after a refused or failed redirect. */
  'payment.tryAnotherMethod': 'Try another payment method',
  // Generic errors
  'error.title': 'Error',
  'error.subtitle.payment': 'Payment failed',
  'error.subtitle.refused': 'Payment refused',
  'error.subtitle.redirect': 'Redirect failed',
  'error.message.unknown': 'An unknown error occurred',
  'error.dataset.unavailable': 'Dataset {dataset} is not available',
  'error.payment.expired': 'Payment expired',
  errorPanel: 'Error summary',
  'errorPanel.title': 'Existing errors',
  'error.va.gen.01': 'Incomplete field',
  'error.va.gen.02': 'Field not valid',
  invalidFormatExpects: 'Invalid format. Expected format: {format}',
  // Card form
  'creditCard.numberField.title': 'Card number',
  'creditCard.expiryDateField.title': 'Expiry date',
  'creditCard.securityCodeField.title': 'Security code',
  'creditCard.taxNumber.invalid': 'Invalid cardholder birthdate or corporate registration number',
  'creditCard.encryptedPassword.invalid': 'Invalid password',
  'creditCard.brands.more': '+{count}',
  // Card field errors (sf- prefixed codes)
  'error.va.sf-cc-num.01': 'Enter a valid card number',
  'error.va.sf-cc-num.02': 'Enter the card number',
  'error.va.sf-cc-num.03': 'Unsupported card entered',
  'error.va.sf-cc-num.04': 'Enter the complete card number',
  'error.va.sf-cc-dat.01': 'Card too old',
  'error.va.sf-cc-dat.02': 'Date too far in the future',
  'error.va.sf-cc-dat.03': 'Your card expires before the checkout date',
  'error.va.sf-cc-dat.04': 'Enter the expiry date',
  'error.va.sf-cc-dat.05': 'Enter the complete expiry date',
  'error.va.sf-cc-mth.01': 'Enter the expiry month',
  'error.va.sf-cc-yr.01': 'Enter the expiry year',
  'error.va.sf-cc-yr.02': 'Enter the complete expiry year',
  'error.va.sf-cc-cvc.01': 'Enter the security code',
  'error.va.sf-cc-cvc.02': 'Enter the complete security code',
  'error.va.sf-kcp-pwd.01': 'Password field is empty',
  'error.va.sf-kcp-pwd.02': 'Password is the wrong length',
  'error.va.sf.timeout': 'The card fields took too long to load. Reload the page and try again.',
  'error.va.sf.configFailure': 'The card fields could not be set up. Reload the page and try again.',
  'error.va.sf.retry': 'Try again',
  // Address
  billingAddress: 'Billing address',
  deliveryAddress: 'Delivery address',
  street: 'Street',
  houseNumberOrName: 'House number',
  postalCode: 'Postal code',
  city: 'City',
  stateOrProvince: 'State or province',
  state: 'State',
  country: 'Country/Region',
  apartmentSuite: 'Apartment / Suite',
  'select.country': 'Select a country/region',
  'select.stateOrProvince': 'Select a state or province',
  'select.noOptionsFound': 'No options found',
  // Personal and company details
  personalDetails: 'Personal details',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  telephoneNumber: 'Telephone number',
  shopperEmail: 'Email address',
  'consent.checkbox.invalid': 'You must agree with the terms & conditions',
  socialSecurityNumber: 'CPF/CNPJ',
  'boleto.socialSecurityNumber.invalid': 'Enter a valid CPF/CNPJ number',
  // Phone fields (MB Way, QIWI and similar)
  invalidCountryCode: 'Invalid country code',
  // The bank account section's title (ACH, and Ratepay's direct debit among the open invoices)
  'ach.bankAccount': 'Bank account',
  // The action views' titles while their code loads
  'redirect.redirecting': 'You will be redirected…',
  'threeDS2.challenge.title': 'Verify your payment',
  'threeDS2.fingerprint.title': 'Checking your card',
} as const;

/** The address checks' texts (validation/address.ts: the labels only some countries use, and the
 * errors): getAddressSchema and validatePostalCode add them, so they come with any address form. */
const address = {
  zipCode: 'Zip code',
  province: 'Province',
  prefecture: 'Prefecture',
  'street.invalid': 'Enter the street',
  'houseNumberOrName.invalid': 'Enter the house number',
  'postalCode.invalid': 'Enter the postal code',
  'zipCode.invalid': 'Enter the zip code',
  'city.invalid': 'Enter the city',
  'stateOrProvince.invalid': 'Enter the state or province',
  'country.invalid': 'Select the country/region',
  'postalCode.invalidFormat': 'Enter a valid postal code. Expected format: {format}',
  'zipCode.invalidFormat': 'Enter a valid zip code. Expected format: {format}',
  'field.tooLong': 'Enter at most {maxLength} characters',
} as const;

/** The personal details checks' errors (validation/personal.ts): each check adds them when it runs. */
const personal = {
  'firstName.invalid': 'Enter your first name',
  'lastName.invalid': 'Enter your last name',
  'dateOfBirth.invalid': 'You must be at least 18 years old',
  'telephoneNumber.invalid': 'Invalid telephone number',
  'shopperEmail.invalid': 'Invalid email address',
  'dateOfBirth.required': 'Enter your date of birth',
  'dateOfBirth.invalidFormat': 'Enter a valid date of birth. Expected format: {format}',
  'gender.invalid': 'Select your gender',
  'companyDetails.name.invalid': 'Enter the company name',
  'companyDetails.registrationNumber.invalid': 'Enter the registration number',
} as const;

/** The card's own texts (its definition, card.layout, the skin's card form): ship with the card. */
const scheme = {
  'creditCard.expiryDateField.placeholder': 'MM/YY',
  'creditCard.expiryDateField.month.placeholder': 'MM',
  'creditCard.expiryDateField.year.placeholder': 'YY',
  'creditCard.expiryDateField.month': 'Expiry month',
  'creditCard.expiryDateField.year': 'Expiry year',
  'creditCard.securityCodeField.title.optional': 'Security code (optional)',
  'creditCard.securityCodeField.contextualText.3digits': '3 digits on the back of the card',
  'creditCard.securityCodeField.contextualText.4digits': '4 digits on the front of the card',
  'creditCard.holderName': 'Name on card',
  'creditCard.holderName.placeholder': 'J. Smith',
  'creditCard.holderName.invalid': 'Enter name as shown on card',
  'creditCard.taxNumber': 'Cardholder birthdate or corporate registration number',
  'creditCard.taxNumber.placeholder': 'YYMMDD / 0123456789',
  'creditCard.encryptedPassword.label': 'First 2 digits of card password',
  'creditCard.encryptedPassword.placeholder': '12',
  'creditCard.storedCard.description': 'Stored card ending in {lastFour}',
  'creditCard.dualBrand.title': 'Select the card brand to pay with',
  installments: 'Number of installments',
  'installments.option': '{times}x {amount}',
  'installments.option.months': '{times} months',
  'installments.plan.onetime': 'One-time payment',
  'installments.plan.installments': 'Installments payment',
  'installments.plan.revolving': 'Revolving payment',
} as const;

/** Click to Pay's texts: ship with Click to Pay's machine (not a registry method). */
const clickToPay = {
  'ctp.loading': 'Loading Click to Pay…',
  'ctp.login.title': 'Welcome to Click to Pay',
  'ctp.login.subtitle': 'Enter the email address connected to Click to Pay to continue.',
  'ctp.login.inputLabel': 'Email',
  'ctp.logout.notYou': 'Not you?',
  'ctp.otp.title': 'Enter your verification code',
  'ctp.otp.subtitle': 'Enter the code {network} sent to {destination} to verify it’s you.',
  'ctp.otp.fieldLabel': 'One-time code',
  'ctp.otp.resendCode': 'Resend code',
  'ctp.otp.codeResent': 'Code resent',
  'ctp.otp.resendIn': 'Resend code in {seconds} s',
  'ctp.cards.title': 'Complete payment with Click to Pay',
  'ctp.cards.select': 'Select a card',
  'ctp.cards.expired': 'Expired',
  'ctp.cards.payWith': 'Pay with card ending in {lastFour}',
  'ctp.emptyProfile': 'There are no cards in this profile.',
  'ctp.separator': 'or enter card details manually',
  'ctp.manualCardEntry': 'Enter card details manually',
  'ctp.info.open': 'What is Click to Pay?',
  'ctp.info.title': 'Click to Pay',
  'ctp.info.body':
    'Pay with your saved cards wherever you see the Click to Pay icon, without typing card details.',
  'ctp.errors.AUTH_INVALID': 'Invalid authentication',
  'ctp.errors.NOT_FOUND': 'No account found. Enter a valid email or continue with manual card entry.',
  'ctp.errors.ID_FORMAT_UNSUPPORTED': 'Format not supported',
  'ctp.errors.FRAUD': 'The user account was locked or disabled',
  'ctp.errors.CONSUMER_ID_MISSING': 'Consumer identity is missing in the request',
  'ctp.errors.ACCT_INACCESSIBLE': 'This account is currently not available, for example because it is locked',
  'ctp.errors.CODE_INVALID': 'Incorrect verification code',
  'ctp.errors.CODE_EXPIRED': 'This code has expired',
  'ctp.errors.RETRIES_EXCEEDED': 'The number of retries for OTP generation was exceeded',
  'ctp.errors.OTP_SEND_FAILED': 'The OTP could not be sent to the recipient',
  'ctp.errors.REQUEST_TIMEOUT': 'Something went wrong, try again or use the manual card entry',
  'ctp.errors.UNKNOWN_ERROR': 'Something went wrong, try again or use the manual card entry',
  'ctp.payWith': 'Pay {amount} with •••• {lastFour}',
  'ctp.login.subtitleMobile': 'Enter the mobile number connected to Click to Pay to continue.',
  'ctp.login.mobileLabel': 'Mobile number',
  'ctp.login.useMobile': 'Use a mobile number instead',
  'ctp.login.useEmail': 'Use an email address instead',
  'ctp.otp.empty': 'Enter the one-time code',
  'ctp.login.emailEmpty': 'Enter your email address',
  'ctp.login.mobileEmpty': 'Enter your mobile number',
} as const;

/** The texts of the ach definition (headless/core/methods/ach/): ship with it. */
const ach = {
  'ach.fields.loadFailure': 'The bank account fields could not load. Reload the page and try again.',
  'ach.accountHolderNameField.title': 'Account holder name',
  'ach.accountNumberField.title': 'Account number',
  'ach.accountLocationField.title': 'ABA routing number',
  // Returned by the validation toolkit's ACH checks too, which add this group
  'error.va.sf-ach-num.01': 'Bank account number field is empty',
  'error.va.sf-ach-num.02': 'Bank account number is the wrong length',
  'error.va.sf-ach-loc.01': 'Bank routing number field is empty',
  'error.va.sf-ach-loc.02': 'Bank routing number is the wrong length',
  'ach.accountHolderNameField.invalid': 'Invalid account holder name',
  'ach.accountNumberField.invalid': 'Invalid account number',
  'ach.accountLocationField.invalid': 'Invalid ABA routing number',
} as const;

/** The texts of the bacs definition (headless/core/methods/bacs/): ship with it. */
const bacs = {
  confirmAmount: 'Confirm {amount}',
  edit: 'Edit',
  'bacs.accountHolderName': 'Bank account holder name',
  'bacs.accountNumber': 'Bank account number',
  'bacs.bankLocationId': 'Sort code',
  'bacs.consent.amount': 'I agree that the above amount will be deducted from my bank account.',
  'bacs.consent.account':
    'I confirm the account is in my name and I am the only signatory required to authorise the Direct Debit on this account.',
  // Returned by the validation toolkit's Bacs checks too, which add this group
  'bacs.accountHolderName.invalid': 'Invalid bank account holder name',
  'bacs.accountNumber.invalid': 'Invalid bank account number',
  'bacs.bankLocationId.invalid': 'Invalid sort code',
} as const;

/** The texts of the sepa definition (headless/core/methods/sepa/): ship with it. */
const sepa = {
  'sepa.ownerName': 'Holder name',
  'sepaDirectDebit.nameField.placeholder': 'J. Smith',
  'sepa.ibanNumber': 'Account number (IBAN)',
  'sepa.ownerName.invalid': 'Enter the account holder name',
  // Returned by the validation toolkit's IBAN check too, which adds this group
  'sepaDirectDebit.ibanField.invalid': 'Invalid account number',
} as const;

/** The texts of the giftcard definition (headless/core/methods/giftcard/): ship with it. */
const giftCard = {
  'creditCard.pin.title': 'PIN',
  'creditCard.pin.optional': 'PIN (optional)',
  'giftcard.balance': 'Gift card balance',
  'giftcard.numberField.title': 'Gift card number',
  'giftcard.remainingBalance': 'Remaining balance: {amount}',
  'giftcard.checkBalance': 'Check balance',
  'error.giftcard.no-balance': 'This gift card has zero balance',
  'error.giftcard.card-error': 'We have no gift card with this number',
  'error.giftcard.pin-error': 'The PIN is not correct',
  'error.giftcard.currency-error': 'Gift cards are only valid in the currency they were issued in',
  // Returned by the validation toolkit's gift card PIN check too, which adds this group
  'giftcard.applyGiftcard': 'Redeem',
  'giftcard.pin.empty': 'Enter the PIN',
  'giftcard.pin.incomplete': 'Enter the complete PIN',
  'giftcard.pin.invalid': 'Enter a valid PIN',
} as const;

/** The texts of the issuer-list definition (headless/core/methods/issuer-list/): ship with it. */
const issuerList = {
  'issuerList.bank': 'Bank',
  'issuerList.selectBank': 'Select your bank',
  'issuerList.terms': 'By continuing you agree with the <link>terms and conditions</link>',
  'issuerList.invalid': 'Select an issuer',
  'issuerList.wallet': 'Wallet',
  'issuerList.selectWallet': 'Select your wallet',
  'issuerList.highlighted': 'Popular banks',
} as const;

/** The texts of the twint definition (headless/core/methods/twint/): ship with it. */
const twint = {
  'twint.saved': '{name} saved',
} as const;

/** The texts of the apple-pay definition (headless/core/methods/apple-pay/): ship with it. */
const applePay = {
  'applepay.unavailable': 'Apple Pay is not available on this device',
} as const;

/** The texts of the google-pay definition (headless/core/methods/google-pay/): ship with it. */
const googlePay = {
  'googlepay.unavailable': 'Google Pay is not available',
} as const;

/** The texts of the open-invoice definition (headless/core/methods/open-invoice/): ship with it. */
const openInvoice = {
  separateDeliveryAddress: 'Specify a separate delivery address',
  companyDetails: 'Company details',
  'companyDetails.name': 'Company name',
  'companyDetails.registrationNumber': 'Registration number',
  gender: 'Gender',
  'gender.male': 'Male',
  'gender.female': 'Female',
  'dateOfBirth.format': 'DD/MM/YYYY',
  'consent.checkbox.label': 'I agree with the <link>terms and conditions</link>',
} as const;

/** The texts of the voucher definition (headless/core/methods/voucher/): ship with it. */
const voucher = {
  'boleto.sendCopyToEmail': 'Send a copy to my email',
  'issuerList.paymentCentre': 'Payment center',
  'issuerList.selectPaymentCentre': 'Select a payment center',
} as const;

/** The texts of the phone definition (headless/core/methods/phone/): ship with it. */
const phone = {
  telephonePrefix: 'Prefix',
  mobileNumber: 'Mobile number',
  // Returned by the validation toolkit's phone checks too, which add this group
  'mobileNumber.invalid': 'Invalid mobile number',
  invalidPhoneNumber: 'Invalid phone number',
  'voucher.econtext.telephoneNumber.invalid': 'Telephone number must be 10 or 11 digits long',
} as const;

/** The texts of the blik definition (headless/core/methods/blik/): ship with it. */
const blik = {
  'blik.code': 'Enter the 6-digit code',
  'blik.help': 'Get the code from your banking app.',
  // Returned by the validation toolkit's Blik check too, which adds this group
  'blik.invalid': 'Enter 6 numbers',
} as const;

/** The texts of the upi definition (headless/core/methods/upi/): ship with it. */
const upi = {
  'upi.collectionMode.vpa': 'Virtual Payment Address',
  'upi.collectionMode.qrCode': 'QR code',
  'upi.vpa': 'Virtual Payment Address',
  'upi.generateQrCode': 'Generate QR code',
  'upi.modeSelection': 'How would you like to use UPI?',
  'upi.vpa.invalid': 'Enter your Virtual Payment Address',
} as const;

/** The texts of the amazonpay definition (headless/core/methods/amazonpay/): ship with it. */
const amazonPay = {
  'amazonpay.signout': 'Sign out from Amazon',
  'amazonpay.changePaymentDetails': 'Change payment details',
  'amazonpay.review.title': 'Review your order',
  'amazonpay.paymentMethod': 'Payment method',
} as const;

/** The texts of the paypal definition (headless/core/methods/paypal/): ship with it. */
const payPal = {
  'paypal.processingPayment': 'Processing payment…',
} as const;

/** The polled actions' texts (QR code and await: useQrCode, useAwait, usePaymentStatus and their
 * views): ship with them, added when the action's run is made. */
const awaitAction = {
  'button.openApp': 'Open the app',
  'swish.pendingMessage':
    'After you scan, the status can be pending for up to 10 minutes. Paying again within this time may result in multiple charges.',
  'pix.instructions':
    'Open the app with your registered Pix key, choose Pay with Pix and scan the QR code or copy and paste the code',
  'qr.scan': 'Scan the QR code',
  'qr.timeToPay': 'You have {time} to pay',
  'qr.progress': 'Time left to pay',
  'await.waitForConfirmation': 'Waiting for confirmation',
  'await.openApp': 'Confirm the payment in your app',
} as const;

/** The voucher and bank transfer actions' texts (useVoucher, voucher.details, the voucher view):
 * ship with them, added when the action's run is made. */
const voucherAction = {
  'bankTransfer.introduction':
    'Continue to create a new bank transfer payment. Use the details in the following screen to finalise this payment.',
  'button.download': 'Download',
  'bacs.result.introduction': 'Download your Direct Debit Instruction (DDI / Mandate)',
  'voucher.introduction': 'Thank you for your purchase. Use the following coupon to complete your payment.',
  'voucher.paymentReference': 'Payment reference',
  'voucher.totalAmount': 'Amount',
  'voucher.surcharge': 'Includes {amount} surcharge',
  'voucher.expirationDate': 'Expiration date',
  'voucher.alternativeReference': 'Alternative reference',
  'voucher.shopperName': 'Shopper name',
  'voucher.merchantName': 'Merchant',
  'voucher.shopperReference': 'Shopper reference',
  'voucher.entity': 'Entity',
  'voucher.telephoneNumber': 'Phone number',
  'voucher.collectionInstitutionNumber': 'Collection institution number',
  'voucher.readInstructions': 'Read instructions',
  'voucher.downloadPdf': 'Download PDF',
  'voucher.barcode': 'Barcode for reference {reference}',
  'bankTransfer.instructions':
    'Thank you for your purchase. Use the following information to complete your payment.',
  'bankTransfer.title': 'Bank transfer details',
  'bankTransfer.beneficiary': 'Beneficiary',
  'bankTransfer.iban': 'IBAN',
  'bankTransfer.bic': 'BIC',
  'bankTransfer.reference': 'Reference',
  'bankTransfer.totalAmount': 'Amount',
} as const;

/** The drop-in's own texts (its list's headings): ship with the drop-in, added when its machine is made. */
const dropin = {
  'dropin.orPayWith': 'or pay with',
  'dropin.storedPaymentMethods': 'Stored payment methods',
  'dropin.otherPaymentMethods': 'Other payment methods',
} as const;

/** A stored method's removal (the drop-in, a stored card's form): added when its machine is made. */
const storedRemoval = {
  'storedPaymentMethod.disable.button': 'Remove',
  'storedPaymentMethod.disable.confirmation': 'Remove stored payment method?',
  'storedPaymentMethod.disable.confirmButton': 'Yes, remove',
  'storedPaymentMethod.disable.cancelButton': 'Cancel',
} as const;

/** An order's partial payments (useOrder, the skin's OrderSummary): added when the order machine is made. */
const order = {
  'partialPayment.paidWith': 'Paid with card ending in {lastFour}: {amount}',
  'partialPayment.remainingBalance': 'Remaining amount: {amount}',
  'partialPayment.warning': 'Select another payment method to pay the remaining amount',
} as const;

/** The Klarna widget action's texts: added when its machine is made (its code loads with the action). */
const klarnaWidget = {
  'klarna.notCompleted': 'Your Klarna purchase was not completed. Please try again.',
} as const;

/** The donation's texts (useDonation, its machine, the skin's Donation): added when its machine is made. */
const donation = {
  'donation.title': 'Make a donation',
  'donation.amount': 'Donation amount',
  'donation.chooseAmount': 'Choose an amount to donate',
  donateButton: 'Donate',
  notNowButton: 'Not now',
  'donation.thanks': 'Thanks for your support!',
} as const;

/** The en-US groups, by the code they ship with (a method's definition module, or Click to Pay). */
const enUSGroups = {
  common,
  address,
  personal,
  scheme,
  'click-to-pay': clickToPay,
  ach,
  bacs,
  sepa,
  giftcard: giftCard,
  'issuer-list': issuerList,
  twint,
  'apple-pay': applePay,
  'google-pay': googlePay,
  'open-invoice': openInvoice,
  voucher,
  phone,
  blik,
  upi,
  amazonpay: amazonPay,
  paypal: payPal,
  'await-action': awaitAction,
  'voucher-action': voucherAction,
  dropin,
  donation,
  'stored-removal': storedRemoval,
  order,
  'klarna-widget': klarnaWidget,
} as const;

/** The whole en-US catalogue (its keys are `MessageKey`). */
const enUS = {
  ...common,
  ...address,
  ...personal,
  ...scheme,
  ...clickToPay,
  ...ach,
  ...bacs,
  ...sepa,
  ...giftCard,
  ...issuerList,
  ...twint,
  ...applePay,
  ...googlePay,
  ...openInvoice,
  ...voucher,
  ...phone,
  ...blik,
  ...upi,
  ...amazonPay,
  ...payPal,
  ...awaitAction,
  ...voucherAction,
  ...dropin,
  ...donation,
  ...storedRemoval,
  ...order,
  ...klarnaWidget,
} as const;

export { enUS, enUSGroups };
