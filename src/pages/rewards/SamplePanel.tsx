import { fromMinor } from '#contract/money';
import { type RewardBasket, rewardsEarned } from '#contract/reward-engine';
import type { RewardRule } from '#contract/rewards';
import { Card, formatMoney, isoDay, Muted, Stack } from '#ui';
import { tsr } from '../../api/tsr';
import { DateCell } from '../../kit/cells';
import { rewardsKey } from './paths';

const DAY_MS = 86_400_000;
const plusDays = (day: string, n: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** A booking the rule was written for: inside its window, days, product types and spend. */
export function sampleBasket(rule: RewardRule, today: string): RewardBasket {
  const bookingDate = rule.validFrom && rule.validFrom > today ? rule.validFrom : today;
  const days =
    rule.minDaysBefore !== ''
      ? rule.minDaysBefore
      : rule.maxDaysBefore !== ''
        ? rule.maxDaysBefore
        : 30;
  const spend = Math.max(Math.round(Number(rule.minimumSpend || '0') * 100), 100_000);
  return {
    items: [
      {
        productType: rule.productTypes[0] ?? 'Accommodation',
        travelStart: plusDays(bookingDate, days),
        priceMinor: spend,
      },
    ],
    bookingDate,
    membershipLevel: rule.membershipLevels[0] ?? null,
  };
}

/** What the quote would answer for a sample booking this rule matches: its reward, worth what. */
export function SamplePanel({ applicationId, rule }: { applicationId: string; rule: RewardRule }) {
  const reward = tsr.rewards.get.useQuery({
    queryKey: [...rewardsKey(applicationId), 'reward', String(rule.rewardId)],
    queryData: { params: { applicationId, rewardId: String(rule.rewardId) } },
  });
  const r = reward.data?.body;
  const basket = sampleBasket(rule, isoDay(new Date()));
  const item = basket.items[0];
  const earned = r
    ? rewardsEarned(
        [
          {
            ruleId: rule.ruleId,
            rule: { ...rule, enabled: true },
            rewardId: r.rewardId,
            reward: r,
          },
        ],
        basket,
      )[0]
    : undefined;
  return (
    <Card title="Sample quote" aria-label="Sample quote">
      {item ? (
        <Stack>
          <p>
            A {item.productType.toLowerCase()} booking of{' '}
            {formatMoney(fromMinor(item.priceMinor), 'GBP')}
            {basket.membershipLevel ? ` by a ${basket.membershipLevel} member` : ''}, booked{' '}
            <DateCell value={basket.bookingDate} /> for travel on{' '}
            <DateCell value={item.travelStart} />, earns:
          </p>
          {earned ? (
            <p data-testid="sample-reward">
              <strong>{earned.name}</strong>: {formatMoney(fromMinor(earned.amountMinor), 'GBP')}
            </p>
          ) : (
            <Muted>{r ? 'No reward: the rule matches no booking.' : 'Loading the reward…'}</Muted>
          )}
          {rule.enabled ? null : (
            <Muted>The rule is switched off: quotes give nothing until it is on.</Muted>
          )}
        </Stack>
      ) : null}
    </Card>
  );
}
