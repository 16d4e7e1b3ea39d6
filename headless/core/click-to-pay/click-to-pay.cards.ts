/**
 * Click to Pay's card list (spec section 4): a card is expired when its status is not ACTIVE or
 * its expiry is before the current month; the list is sorted most recently used first, expired
 * cards last. Pure: the current date comes in.
 */
import * as v from 'valibot';
import type { ClickToPayCard, ClickToPayScheme, SchemeProfileAnswer } from './click-to-pay.types';

const MaskedCardSchema = v.looseObject({
  srcDigitalCardId: v.pipe(v.string(), v.nonEmpty()),
  panLastFour: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  panExpirationMonth: v.pipe(v.string(), v.regex(/^\d{1,2}$/)),
  panExpirationYear: v.pipe(v.string(), v.regex(/^\d{2}(\d{2})?$/)),
  dateOfCardLastUsed: v.optional(v.string()),
  tokenId: v.optional(v.string()),
  digitalCardData: v.looseObject({
    status: v.string(),
    artUri: v.optional(v.string()),
    descriptorName: v.optional(v.string()),
  }),
});

const ProfileAnswerSchema = v.looseObject({
  profiles: v.array(v.looseObject({ maskedCards: v.array(v.unknown()) })),
  srcCorrelationId: v.pipe(v.string(), v.nonEmpty()),
});

/** True when a card may not be used: status not ACTIVE, or its expiry month is before `now`'s. */
function isCardExpired(
  card: Pick<ClickToPayCard, 'status' | 'panExpirationMonth' | 'panExpirationYear'>,
  now: Date,
): boolean {
  if (card.status !== 'ACTIVE') return true;
  const month = Number(card.panExpirationMonth);
  const year = Number(
    card.panExpirationYear.length === 2 ? `20${card.panExpirationYear}` : card.panExpirationYear,
  );
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return true;
  return year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth();
}

/** The time a card was last used (0 when unknown or unreadable). */
function lastUsedTime(card: ClickToPayCard): number {
  const time = card.dateOfCardLastUsed ? Date.parse(card.dateOfCardLastUsed) : Number.NaN;
  return Number.isNaN(time) ? 0 : time;
}

/** The cards sorted most recently used first, expired ones last (a stable sort otherwise). */
function sortClickToPayCards(cards: readonly ClickToPayCard[]): ClickToPayCard[] {
  return cards
    .map((card, index) => ({ card, index }))
    .sort(
      (a, b) =>
        Number(a.card.isExpired) - Number(b.card.isExpired) ||
        lastUsedTime(b.card) - lastUsedTime(a.card) ||
        a.index - b.index,
    )
    .map(({ card }) => card);
}

/**
 * The cards of a scheme's `getSrcProfile` answer, checked, marked expired and sorted. An answer that
 * is not a profile gives no cards; a card the scheme describes wrongly is left out.
 */
function clickToPayCardsOf(
  scheme: ClickToPayScheme,
  answer: SchemeProfileAnswer | unknown,
  now: Date,
): ClickToPayCard[] {
  const profile = v.safeParse(ProfileAnswerSchema, answer);
  if (!profile.success) return [];
  const { srcCorrelationId } = profile.output;
  const cards: ClickToPayCard[] = [];
  for (const { maskedCards } of profile.output.profiles) {
    for (const candidate of maskedCards) {
      const parsed = v.safeParse(MaskedCardSchema, candidate);
      if (!parsed.success) continue;
      const masked = parsed.output;
      const card = {
        dateOfCardLastUsed: masked.dateOfCardLastUsed ?? null,
        panLastFour: masked.panLastFour,
        srcDigitalCardId: masked.srcDigitalCardId,
        scheme,
        artUri: masked.digitalCardData.artUri ?? null,
        srcCorrelationId,
        tokenId: masked.tokenId ?? null,
        panExpirationMonth: masked.panExpirationMonth.padStart(2, '0'),
        panExpirationYear: masked.panExpirationYear,
        descriptorName: masked.digitalCardData.descriptorName ?? null,
        status: masked.digitalCardData.status,
      };
      cards.push({ ...card, isExpired: isCardExpired(card, now) });
    }
  }
  return sortClickToPayCards(cards);
}

export { clickToPayCardsOf, isCardExpired, sortClickToPayCards };
