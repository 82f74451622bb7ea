import { beforeAll, expect, it } from 'vitest';
import { INGESTION_KEY_HEADER } from '#contract/events';
import type { Paged } from '#contract/paging';
import type { QuoteAnswer } from '#contract/pricing-quote';
import { REWARD_TEXT, type Reward, type RewardRow, type RewardRuleRow } from '#contract/rewards';
import { ingestionKey } from './events.fixtures';
import { addToolsApp } from './gift-vouchers.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { PNG_1x1, pictureForm } from './images';
import { hotel } from './pricing-rules.fixtures';
import { newReward, newRewardRule } from './rewards.fixtures';
import { jsonCaller, signedIn } from './signed-in';

const DAY_MS = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);

describeEachDatabase('rewards and reward rules', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  let key = '';
  const rewards = () => `/api/applications/${app}/rewards`;
  const rules = () => `/api/applications/${app}/rewardRules`;

  beforeAll(async () => {
    app = await addToolsApp(server());
    key = await ingestionKey(server(), admin, app);
  });

  const created = async (path: string, body: Record<string, unknown>) => {
    const res = await call(path, 'POST', body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await res.json()) as { rewardId?: number; ruleId?: number };
  };
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };
  const quote = async (body: Record<string, unknown>) => {
    const res = await server().fetch(`/api/applications/${app}/pricing/quote`, {
      method: 'POST',
      headers: { [INGESTION_KEY_HEADER]: key },
      body,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as QuoteAnswer;
  };

  it('opens the demo application with its rewards and rules', async () => {
    const list = await call('/api/applications/1/rewards', 'GET', undefined, reader);
    const page = (await list.json()) as Paged<RewardRow>;
    expect(page.items.map((r) => r.name)).toEqual([
      'Early bird 5 %',
      'Gold hotel upgrade credit',
      'Last-minute £50',
    ]);
    expect(page.items[0]).toMatchObject({ valueText: '5 %, up to 250.00', rules: 1 });
    const ruleList = await call('/api/applications/1/rewardRules', 'GET', undefined, reader);
    const rulePage = (await ruleList.json()) as Paged<RewardRuleRow>;
    expect(rulePage.items[0]).toMatchObject({
      priority: 1,
      rewardName: 'Early bird 5 %',
      conditions: '90–… days before travel',
    });
  });

  it('answers bad input with field errors', async () => {
    const percent = await call(rewards(), 'POST', newReward({ value: '100.01' }));
    expect(await errorsOf(percent)).toEqual({ value: [REWARD_TEXT.percentTooLarge] });
    const negative = await call(rewards(), 'POST', newReward({ valueKind: 'fixed', value: '-5' }));
    expect(Object.keys(await errorsOf(negative))).toEqual(['value']);
    const image = await call(
      rewards(),
      'POST',
      newReward({ imageUrl: `/api/files/${'a'.repeat(64)}` }),
    );
    expect(await errorsOf(image)).toEqual({ imageUrl: [REWARD_TEXT.imageInvalid] });

    const { rewardId = 0 } = await created(rewards(), newReward());
    const inverted = await call(
      rules(),
      'POST',
      newRewardRule(rewardId, {
        minDaysBefore: 30,
        maxDaysBefore: 10,
        validFrom: '2027-02-01',
        validTo: '2027-01-01',
      }),
    );
    expect(await errorsOf(inverted)).toEqual({
      maxDaysBefore: [REWARD_TEXT.daysInverted],
      validTo: [REWARD_TEXT.windowInverted],
    });
    const foreign = await call(rules(), 'POST', newRewardRule(1));
    expect(await errorsOf(foreign)).toEqual({ rewardId: [REWARD_TEXT.unknownReward] });
  });

  it('takes an uploaded image and refuses a file that is no image', async () => {
    const upload = (bytes: Uint8Array, type: string) =>
      server().fetch(`${rewards()}/images`, {
        method: 'POST',
        headers: admin,
        body: pictureForm(bytes, 'picture.png', type, 'rewardImage'),
      });
    const refused = await upload(new TextEncoder().encode('not an image'), 'image/png');
    expect(refused.status).toBe(400);
    const res = await upload(PNG_1x1, 'image/png');
    expect(res.status).toBe(200);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    const { rewardId } = await created(rewards(), newReward({ imageUrl }));
    const reward = (await (await call(`${rewards()}/${rewardId}`)).json()) as Reward;
    expect(reward.imageUrl).toBe(imageUrl);
  });

  it('lists the rewards a quoted basket earns, each once, by the highest rule', async () => {
    const early = await created(
      rewards(),
      newReward({ name: 'Early 10 %', value: '10', maximum: '50.00' }),
    );
    const gold = await created(
      rewards(),
      newReward({ name: 'Gold credit', valueKind: 'fixed', value: '30.00', target: 'Hotel' }),
    );
    const earlyId = early.rewardId ?? 0;
    const first = await created(
      rules(),
      newRewardRule(earlyId, { name: 'Early', priority: 10, minDaysBefore: 60 }),
    );
    await created(rules(), newRewardRule(earlyId, { name: 'Also early', priority: 11 }));
    await created(
      rules(),
      newRewardRule(gold.rewardId ?? 0, {
        name: 'Gold hotels',
        priority: 12,
        productTypes: ['Accommodation'],
        membershipLevels: ['Gold'],
        minimumSpend: '600.00',
      }),
    );
    const item = hotel({ travelStart: inDays(90), travelEnd: inDays(97) });
    const answer = await quote({ items: [item], customer: { membershipLevelId: 'gold' } });
    // 10 % of 700.00 is 70.00, capped at 50.00; the gold credit is its fixed 30.00.
    expect(answer.rewards).toEqual([
      expect.objectContaining({ name: 'Early 10 %', ruleId: first.ruleId, amount: '50.00' }),
      expect.objectContaining({ name: 'Gold credit', amount: '30.00', target: 'Hotel' }),
    ]);
    const soon = hotel({ travelStart: inDays(5), travelEnd: inDays(9) });
    expect((await quote({ items: [soon] })).rewards).toEqual([
      expect.objectContaining({ name: 'Early 10 %', ruleName: 'Also early' }),
    ]);
    // A reward given by a rule stays until the rule goes.
    const removing = await call(`${rewards()}/${earlyId}`, 'DELETE');
    expect(removing.status).toBe(400);
  });

  it('refuses a priority another rule has, as the field’s error', async () => {
    const { rewardId = 0 } = await created(rewards(), newReward());
    await created(rules(), newRewardRule(rewardId, { priority: 40 }));
    const again = await call(rules(), 'POST', newRewardRule(rewardId, { priority: 40 }));
    expect(await errorsOf(again)).toEqual({ priority: [REWARD_TEXT.priorityTaken] });
  });
});
