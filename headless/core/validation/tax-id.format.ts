import { asString } from './result';

/*
 * The Brazilian tax id's shape as typed (the mask and its longest length), apart from its checks
 * (tax-id.ts): the card form formats the field as the shopper types, while the checks come with the
 * card's tax ids part, loaded when the form shows the field.
 */

/** Longest accepted Brazilian tax id, formatted CNPJ included (`xx.xxx.xxx/xxxx-xx`). */
const SOCIAL_SECURITY_NUMBER_MAX_LENGTH = 18;

/**
 * Masks a CPF/CNPJ while typing: digits only (at most 14), shown as `xxx.xxx.xxx-xx` up to 11 digits
 * and as `xx.xxx.xxx/xxxx-xx` from 12; separators appear only before a digit, so at most 18 characters.
 */
function formatSocialSecurityNumber(typed: unknown): string {
  const digits = asString(typed).replace(/\D/g, '').slice(0, 14);
  const [groups, separators] =
    digits.length <= 11
      ? [
          [3, 3, 3, 2],
          ['.', '.', '-'],
        ]
      : [
          [2, 3, 3, 4, 2],
          ['.', '.', '/', '-'],
        ];
  let out = '';
  let at = 0;
  groups.forEach((size, i) => {
    const chunk = digits.slice(at, at + size);
    if (chunk === '') return;
    out += (i > 0 ? (separators[i - 1] ?? '') : '') + chunk;
    at += size;
  });
  return out;
}

export { SOCIAL_SECURITY_NUMBER_MAX_LENGTH, formatSocialSecurityNumber };
